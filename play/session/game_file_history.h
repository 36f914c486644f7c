// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/undo_history.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cstddef>
#include <optional>
#include <utility>

namespace pm {

// The undo history in a game file ("history": {"done": d, "steps": [...]}):
// each step its text and its cells, each cell [cell, before, after] with a
// state as value, centre and corner masks (hex) and colour, and, in files
// with candidate colours, their four masks (candidate_colours_json.h).

// Steps first..last of `history`.
QJsonArray historyJson(const UndoHistory& history, std::size_t first, std::size_t last, bool candidateColours);
// The steps kept in a file: the latest undo steps and the nearest redo
// steps, within `budget` cell changes.
std::pair<std::size_t, std::size_t> savedRange(const UndoHistory& history, std::size_t budget);
// Only the shape is checked here; whether it fits the game is
// game::historyFits' question.
std::optional<UndoHistory> historyFrom(const QJsonValue& value, int cellCount);

} // namespace pm
