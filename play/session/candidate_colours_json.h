// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/undo_history.h"

#include "core/game/game.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <vector>

namespace pm {

// Candidate colours in a game file. The board's: "candidateColours":
// [[cell, digit, colour], ...], one entry per coloured candidate, written
// only when there is one. In the undo history each cell state carries its
// four colour masks as hex strings, after the four fields every state has.

QJsonArray candidateColoursJson(const std::vector<game::CellState>& cells);
// Writes the entries of `value` into `cells`, whose corner marks are read
// already. An error names the entry and what is wrong with it (the file is
// refused as a whole; nothing is half read).
std::optional<QString> readCandidateColours(const QJsonValue& value, std::vector<game::CellState>& cells,
                                            int symbolCount);

QJsonArray candidateColourMasksJson(const game::CellState& state);
// False when `value` is not four hex masks.
bool readCandidateColourMasks(const QJsonValue& value, game::CellState& state);

// Whether a file of this game and history holds candidate colours (and so
// needs the version that knows them).
bool usesCandidateColours(const game::Game& game, const UndoHistory& history);

} // namespace pm
