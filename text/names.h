// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/game/game.h"
#include "core/generate/generator_options.h"
#include "core/geometry.h"
#include "core/logic/technique.h"

#include <QCoreApplication>
#include <QString>

namespace pm {

// The names the program gives things, one function each, so every window,
// message and hint says them alike and each is translated once (context
// "pm::Names"). Sentences are made elsewhere in text/ from these names.
class Names {
    Q_DECLARE_TR_FUNCTIONS(pm::Names)
public:
    // "Easy" … "Extreme", as a list entry or a heading.
    static QString level(logic::Level level);
    // "easy" … "extreme", inside a description ("9×9, 3×3 boxes, hard").
    static QString levelInText(logic::Level level);
    // A technique family: "Singles", "Fish", "Chains and loops" …
    static QString family(logic::Family family);

    // r3c4: never translated, as players write it everywhere.
    static QString cell(const Geometry& geometry, int cell);
    // "row 3", "column 5", "box 4", "region 2", "the main diagonal" …
    static QString house(const Geometry& geometry, int house);
    // A killer cage, named by its sum and the cell its sum stands in (the
    // top row's leftmost): "the cage of 12 at r1c1".
    static QString cage(const Geometry& geometry, int cage);

    // A set of digits as the player writes a combination: "1 2 9", in the
    // grid's own symbols.
    static QString digitSet(DigitMask digits, const Alphabet& alphabet);

    // A grid shape as the size lists show it: "9×9 (3×3 boxes)",
    // "12×12 MultiFour (1–4, each 3 times per row and column)".
    static QString shape(const GeometrySpec& spec);
    // A set of variant rules the generator deals, as the New Game and Print
    // Booklet lists offer it: "Thermometers", "Thermometers and Kropki dots (all given)".
    static QString ruleSet(const std::vector<generate::ConstraintFamily>& families);

    // A game's kind for players: "9×9, 3×3 boxes, X, hard".
    static QString gameKind(const game::Game& game);
};

} // namespace pm
