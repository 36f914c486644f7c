// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game_move.h"

#include <QList>
#include <QUndoCommand>

#include <functional>

namespace pm {

// One undoable change to the game. Undo and redo write the recorded cell
// states back, so they never re-run the move. Mark toggles on the same
// cells merge into one command: typing 1 2 3 as marks in a cell undoes in
// one step, the way a player thinks of it.
class ChangeCommand : public QUndoCommand {
public:
    enum class Merge { Never = -1, CentreMarks = 1, CornerMarks = 2 };

    // Writes a change to the game: forward (redo) or back (undo).
    using Apply = std::function<void(const game::Change& change, bool forward)>;

    // The command's menu text in the language now installed ("Enter 5",
    // "Hint: X-Wing"), asked again after a language switch.
    using Describe = std::function<QString()>;

    ChangeCommand(Apply apply, game::Change change, Describe describe, Merge merge = Merge::Never,
                  QList<int> cells = {});

    // Says the menu text again, in the language installed now.
    void retranslate() { setText(m_describe()); }

    void undo() override;
    void redo() override;
    int id() const override { return int(m_merge); }
    bool mergeWith(const QUndoCommand* other) override;

    const game::Change& change() const { return m_change; }

private:
    Apply m_apply;
    Describe m_describe;
    game::Change m_change;
    Merge m_merge;
    QList<int> m_cells; // the selection the move was made on, for merging
};

} // namespace pm
