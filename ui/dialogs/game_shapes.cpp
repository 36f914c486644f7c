// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/game_shapes.h"

#include "text/names.h"

#include "core/generate/constraint_generator.h"
#include "core/generate/killer_generator.h"

#include <QComboBox>
#include <QStandardItemModel>

#include <array>

namespace pm {

namespace {

// Up to 64x64, as the README promises and the generator makes (measured,
// release build: 36x36 in 4 s, 49x49 in 8 s, 64x64 in 19 s, off the GUI
// thread behind the progress dialog). The three largest come last, after
// the counted shapes: New Game remembers its row, and a row saved before
// they came must still mean the shape it meant.
constexpr std::array<GameShape, 12> kShapes = {{{4, 2, 2},
                                                {6, 2, 3},
                                                {8, 2, 4},
                                                {9, 3, 3},
                                                {12, 3, 4},
                                                {16, 4, 4},
                                                {25, 5, 5},
                                                {12, 0, 0, 4, 3},
                                                {18, 3, 3, 9, 2},
                                                {36, 6, 6},
                                                {49, 7, 7},
                                                {64, 8, 8}}};

} // namespace

GeometrySpec GameShape::spec() const
{
    GeometrySpec spec;
    spec.size = size;
    spec.boxRows = boxRows;
    spec.boxCols = boxCols;
    spec.symbols = symbols;
    spec.lineCount = lineCount;
    return spec;
}

QString GameShape::label() const
{
    return Names::shape(spec());
}

bool GameShape::reaches(logic::Level level) const
{
    if (!counted())
        return true;
    return level == logic::Level::Easy || (level == logic::Level::Medium && boxRows > 0)
        || level == logic::Level::Extreme;
}

bool GameShape::allowsKiller() const
{
    return !counted() && size >= generate::kMinKillerSize && size <= generate::kMaxKillerSize;
}

bool GameShape::allowsConstraints() const
{
    return !counted() && boxRows > 0 && size >= generate::kMinVariantSize && size <= generate::kMaxVariantSize;
}

const std::vector<generate::ConstraintOptions>& offeredRuleSets()
{
    using F = generate::ConstraintFamily;
    static const std::vector<generate::ConstraintOptions> sets = {
        {{F::Thermometer}}, {{F::Kropki}}, {{F::XV}}, {{F::Arrow}}, {{F::Thermometer, F::Kropki}},
        // After the first five, which a saved choice may name by place.
        {{F::Whispers}}, {{F::Renban}}, {{F::Parity}},
    };
    return sets;
}

void addRuleSets(QComboBox* box)
{
    const auto& sets = offeredRuleSets();
    for (size_t i = 0; i < sets.size(); ++i)
        box->addItem(Names::ruleSet(sets[i].families), int(i));
}

std::optional<generate::ConstraintOptions> chosenRuleSet(const QComboBox* box)
{
    const int index = box->currentData().toInt();
    const auto& sets = offeredRuleSets();
    if (!box->isEnabled() || index < 0 || index >= int(sets.size()))
        return std::nullopt;
    return sets[size_t(index)];
}

std::span<const GameShape> gameShapes()
{
    return kShapes;
}

void greyUnreachableLevels(QComboBox* levels, const GameShape& shape)
{
    auto* model = qobject_cast<QStandardItemModel*>(levels->model());
    if (!model)
        return;
    for (int i = 0; i < levels->count(); ++i) {
        const int level = levels->itemData(i).toInt();
        const bool reachable = level < 0 || shape.reaches(logic::Level(level));
        model->item(i)->setEnabled(reachable);
        if (!reachable && levels->currentIndex() == i)
            levels->setCurrentIndex(levels->findData(int(logic::Level::Easy)));
    }
}

} // namespace pm
