// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/generator.h"
#include "core/logic/technique.h"

#include <QString>

#include <span>

class QComboBox;

namespace pm {

// A grid shape the dialogs offer (New Game, Print Booklet): boxes from 4×4
// to 25×25, then the counted shapes of the generation paper (MultiFour,
// DoubleNine), with what the generator can make of each.
struct GameShape {
    int size;
    int boxRows;       // 0 for MultiFour, which has no boxes
    int boxCols;
    int symbols = 0;   // counted shapes: the alphabet's size (0: size)
    int lineCount = 1; // counted shapes: each symbol this often per row and column

    int symbolCount() const { return symbols ? symbols : size; }
    bool counted() const { return lineCount > 1; }
    // Size, boxes and counts; variants and jigsaw regions are the caller's.
    GeometrySpec spec() const;
    // "9×9 (3×3 boxes)", "12×12 MultiFour (1–4, each 3 times per row and column)".
    QString label() const;
    // Whether the generator makes puzzles of this level here: counted shapes
    // have techniques at easy, medium (with sections) and extreme (what-if)
    // only (core/generate/counted_generator.h).
    bool reaches(logic::Level level) const;
    // Whether the generator makes killers of this shape: sizes whose cages
    // it can make unique in good time (core/generate/killer_generator.h).
    bool allowsKiller() const;
    // Whether the generator makes variant puzzles (thermometers, dots ...)
    // of this shape, with boxes (core/generate/constraint_generator.h).
    bool allowsConstraints() const;
};

// Every shape, in a fixed order (the counted ones last), so that an index a
// dialog saved keeps its meaning.
std::span<const GameShape> gameShapes();

// Greys the entries of a level combo (item data: a logic::Level, or -1 for
// "any") that `shape` cannot reach, and moves a greyed choice to Easy.
void greyUnreachableLevels(QComboBox* levels, const GameShape& shape);

// The variant rule sets the dialogs offer, each a kind of puzzle the
// generator makes: thermometers, kropki dots, X and V, arrows, and the
// mixed set thermometers and kropki dots (issue 38).
const std::vector<generate::ConstraintOptions>& offeredRuleSets();
// Adds each offered set to a combo, named (Names::ruleSet), its index in
// offeredRuleSets() as item data; the caller adds "none" (-1) first.
void addRuleSets(QComboBox* box);
// The set chosen in such a combo, if any, and if it is enabled.
std::optional<generate::ConstraintOptions> chosenRuleSet(const QComboBox* box);

} // namespace pm
