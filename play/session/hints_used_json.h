// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/hint_use.h"

#include <QJsonArray>
#include <QJsonValue>

#include <optional>
#include <vector>

namespace pm {

// The hints a game used, as the game file keeps them ("hints"): one object
// per hint shown, {"hint": "x-wing" | "wrong-entry" | "removed-candidate",
// "applied": true (only when it made its move)}.
QJsonArray hintsUsedJson(const std::vector<game::HintUse>& hints);
// Reads them back; a missing field (older files) is no hints. Nothing when
// the field is malformed (the file is refused as a whole).
std::optional<std::vector<game::HintUse>> hintsUsedFromJson(const QJsonValue& value);

} // namespace pm
