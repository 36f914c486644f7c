// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/candidate_colours_json.h"

#include "play/session/json_number.h"

#include <algorithm>

namespace pm {

QJsonArray candidateColoursJson(const std::vector<game::CellState>& cells)
{
    QJsonArray entries;
    for (int cell = 0; cell < int(cells.size()); ++cell) {
        for (int colour = 1; colour <= game::kCandidateColourCount; ++colour) {
            const DigitMask mask = cells[size_t(cell)].candidateColours[size_t(colour - 1)];
            for (int digit = 1; digit <= 64; ++digit) {
                if (mask & digitBit(digit))
                    entries.append(QJsonArray{cell, digit, colour});
            }
        }
    }
    return entries;
}

std::optional<QString> readCandidateColours(const QJsonValue& value, std::vector<game::CellState>& cells,
                                            int symbolCount)
{
    if (value.isUndefined())
        return std::nullopt; // a file from before candidate colours, or one without any
    const QJsonArray entries = value.toArray();
    // Every candidate of every cell at most: a longer list is refused unread.
    if (!value.isArray() || entries.size() > qsizetype(cells.size()) * symbolCount)
        return QStringLiteral("candidateColours");
    std::vector<game::CellState> read = cells;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QJsonArray entry = entries.at(i).toArray();
        const auto cell = jsonInt(entry.at(0));
        const auto digit = jsonInt(entry.at(1));
        const auto colour = jsonInt(entry.at(2));
        const QString where = QStringLiteral("candidateColours[%1]").arg(i);
        if (!entries.at(i).isArray() || entry.size() != 3 || !cell || !digit || !colour)
            return where + QStringLiteral(": not [cell, digit, colour]");
        if (*cell < 0 || *cell >= int(read.size()) || *digit < 1 || *digit > symbolCount || *colour < 1
            || *colour > game::kCandidateColourCount)
            return where + QStringLiteral(": cell, digit or colour out of range");
        game::CellState& state = read[size_t(*cell)];
        if (!(state.corner & digitBit(*digit)))
            return where + QStringLiteral(": digit %1 is no corner mark of cell %2").arg(*digit).arg(*cell);
        if (state.candidateColour(*digit) != 0)
            return where + QStringLiteral(": a second colour for digit %1 of cell %2").arg(*digit).arg(*cell);
        state.candidateColours[size_t(*colour - 1)] |= digitBit(*digit);
    }
    cells = std::move(read);
    return std::nullopt;
}

QJsonArray candidateColourMasksJson(const game::CellState& state)
{
    QJsonArray masks;
    for (DigitMask mask : state.candidateColours)
        masks.append(QString::number(qulonglong(mask), 16));
    return masks;
}

bool readCandidateColourMasks(const QJsonValue& value, game::CellState& state)
{
    const QJsonArray masks = value.toArray();
    if (!value.isArray() || masks.size() != game::kCandidateColourCount)
        return false;
    for (int i = 0; i < game::kCandidateColourCount; ++i) {
        bool ok = false;
        const qulonglong mask = masks.at(i).toString().toULongLong(&ok, 16);
        if (!masks.at(i).isString() || !ok)
            return false;
        state.candidateColours[size_t(i)] = DigitMask(mask);
    }
    return true;
}

bool usesCandidateColours(const game::Game& game, const UndoHistory& history)
{
    const auto coloured = [](const game::CellState& state) { return state.hasCandidateColours(); };
    if (std::any_of(game.cells().begin(), game.cells().end(), coloured))
        return true;
    return std::any_of(history.steps.begin(), history.steps.end(), [&](const UndoStep& step) {
        return std::any_of(step.change.cells.begin(), step.change.cells.end(),
                           [&](const game::CellChange& c) { return coloured(c.before) || coloured(c.after); });
    });
}

} // namespace pm
