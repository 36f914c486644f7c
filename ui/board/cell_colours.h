// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game_move.h"

#include <QColor>

namespace pm {

// The colours a player paints cells with, 1..game::kColourCount: light
// enough for digits to stay readable on them, and told apart by hue and
// lightness both.
inline QColor cellColour(int index)
{
    static const QColor colours[game::kColourCount] = {
        QColor(0xf2, 0x9e, 0x9e), // red
        QColor(0xf6, 0xc2, 0x7a), // orange
        QColor(0xee, 0xe2, 0x70), // yellow
        QColor(0x9f, 0xd8, 0x94), // green
        QColor(0x92, 0xbf, 0xf0), // blue
        QColor(0xc8, 0xa2, 0xea), // purple
    };
    return index >= 1 && index <= game::kColourCount ? colours[index - 1] : QColor();
}

} // namespace pm
