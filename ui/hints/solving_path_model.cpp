// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/hints/solving_path_model.h"

#include "text/names.h"

#include "text/step_text/step_text.h"

#include <QStringList>

#include <algorithm>
#include <utility>

namespace pm {

SolvingPathModel::SolvingPathModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void SolvingPathModel::setPath(const Grid& puzzle, const Alphabet& alphabet, logic::SolvePath path)
{
    beginResetModel();
    m_start = logic::candidateState(puzzle);
    m_alphabet = alphabet;
    m_path = std::move(path);
    endResetModel();
}

Grid SolvingPathModel::stateBefore(int row) const
{
    // Replayed from the start every time rather than stored per step: a
    // state per step would cost N² cells each (tens of megabytes on a
    // 64×64 path of thousands of steps), while replaying is only peers
    // updated per placement, well under a millisecond even there.
    Grid state = m_start;
    const int end = std::clamp(row, 0, stepCount());
    for (int i = 0; i < end; ++i)
        logic::applyStep(state, m_path.steps[size_t(i)]);
    return state;
}

std::optional<int> SolvingPathModel::hardestRow() const
{
    std::optional<int> hardest;
    for (int row = 0; row < stepCount(); ++row) {
        const auto& candidate = logic::info(step(row).technique);
        if (!hardest) {
            hardest = row;
            continue;
        }
        const auto& best = logic::info(step(*hardest).technique);
        if (std::pair(candidate.level, candidate.rating) > std::pair(best.level, best.rating))
            hardest = row;
    }
    return hardest;
}

QString SolvingPathModel::effect(const logic::Step& step) const
{
    const StepText text(m_start.geometry(), m_alphabet);
    QStringList parts;
    for (const logic::CellDigit& placement : step.placements)
        //: A placement in the solving path's list: cell = digit.
        parts << tr("%1 = %2").arg(text.cell(placement.cell), text.digit(placement.digit));
    // Eliminations by digit, each digit once, in the order the step first names it.
    std::vector<int> digits;
    for (const logic::CellDigit& elimination : step.eliminations)
        if (std::find(digits.begin(), digits.end(), elimination.digit) == digits.end())
            digits.push_back(elimination.digit);
    for (int digit : digits) {
        QStringList cells;
        for (const logic::CellDigit& elimination : step.eliminations)
            if (elimination.digit == digit)
                cells << text.cell(elimination.cell);
        //: Eliminations in the solving path's list: minus the digit, then the cells it goes from ("−7 r2c3, r2c8").
        parts << tr("−%1 %2").arg(text.digit(digit), cells.join(QStringLiteral(", ")));
    }
    return parts.join(QStringLiteral("; "));
}

QString SolvingPathModel::sentence(int row) const
{
    return StepText(m_start.geometry(), m_alphabet).explain(step(row));
}

void SolvingPathModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (stepCount() > 0)
        emit dataChanged(index(0, 0), index(stepCount() - 1, ColumnCount - 1));
}

int SolvingPathModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : stepCount();
}

int SolvingPathModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SolvingPathModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= stepCount())
        return {};
    const logic::Step& s = step(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case NumberColumn: return index.row() + 1;
        case TechniqueColumn: return StepText::techniqueName(s.technique);
        case EffectColumn: return effect(s);
        case LevelColumn: return Names::level(logic::info(s.technique).level);
        default: return {};
        }
    }
    // The effect column may be cut short; the whole sentence says it all.
    if (role == Qt::ToolTipRole)
        return sentence(index.row());
    if (role == Qt::TextAlignmentRole && index.column() == NumberColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant SolvingPathModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    //: The step number column of the solving path.
    case NumberColumn: return tr("#");
    case TechniqueColumn: return tr("Technique");
    case EffectColumn: return tr("Effect");
    case LevelColumn: return tr("Level");
    default: return {};
    }
}

} // namespace pm
