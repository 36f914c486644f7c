// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/grid.h"

#include <QString>

namespace pm {

// How the app names killer cages to the player, in one place so the clash
// messages, the hint panel and the combinations panel say it alike. A cage
// has no number a player could see, so it is named by the cell its sum
// stands in (its first cell, the top row's leftmost) and its sum.

// "the cage of 12 at r1c1", as the hint panel names it
QString cageName(const Geometry& geometry, int cage);

// Why a cage is broken (Grid::brokenCageSums): "The digits in the cage of
// 12 at r1c1 add up to 14." for a full cage, "… already add up to 14,
// more than its sum." for one still being filled.
QString describeBrokenCage(const Grid& board, int cage);

// A set of digits as the player writes a combination: "1 2 9", in the
// grid's own symbols.
QString digitSetText(DigitMask digits, const Alphabet& alphabet);

} // namespace pm
