// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>

#include <cmath>
#include <optional>

namespace pm {

// A whole number of a JSON file that fits an int, or nothing (a fraction,
// a string, a number out of range): what every count and index of a game
// file is read with.
inline std::optional<int> jsonInt(const QJsonValue& value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (d != std::floor(d) || d < -2147483648.0 || d > 2147483647.0)
        return std::nullopt;
    return int(d);
}

} // namespace pm
