// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/game/player_hint.h"

#include <QCoreApplication>
#include <QString>

namespace pm {

// What a hint says at each of its stages, made from the PlayerHint and the
// game it was found in (context "pm::HintText"). The hint panel shows these
// texts and decides nothing about their words.
class HintText {
    Q_DECLARE_TR_FUNCTIONS(pm::HintText)
public:
    // `editing`: the player is entering a puzzle, which hints cannot measure.
    HintText(const game::Game& game, bool editing);

    // Stage 1, where to look (rich text: a note on pencil marks may follow
    // on a line of its own in italics); never names the technique.
    QString whereToLook(const game::PlayerHint& hint) const;
    // Stage 2: the technique and its level, or the cell that is wrong
    // (rich text, names escaped).
    QString whichOne(const game::PlayerHint& hint) const;
    // "What is X-Wing?", for the link to the technique guide.
    QString techniqueQuestion(const game::PlayerHint& hint) const;
    // Stage 3: the whole explanation, as plain text.
    QString why(const game::PlayerHint& hint) const;
    // What Apply does: "Clear r1c4", "Put the 5 Back", "Apply".
    QString applyLabel(const game::PlayerHint& hint) const;
    // The undo text of an applied hint ("Hint: X-Wing"), naming the cells
    // `change` gave marks they did not have ("Hint: X-Wing, marks in r5c5"):
    // a player who marked only some cells sees what else was written.
    static QString undoText(const Geometry& geometry, const Alphabet& alphabet, const game::PlayerHint& hint,
                            const game::Change& change);

private:
    QString wrongEntryReason(const game::PlayerHint& hint) const;

    const game::Game& m_game;
    bool m_editing;
};

} // namespace pm
