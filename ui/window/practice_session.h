// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/step.h"
#include "core/logic/technique.h"

#include <QObject>

#include <optional>
#include <vector>

namespace pm {

class GameDocument;
class GameSession;

// Practising one technique: puzzles whose path needs it, dealt one after
// another (generate::practiceOptions), each started just before its first
// step that uses the technique (or from its givens, if the player chose
// so), and a tally of how each went:
// - found it yourself: the board made one instance's deduction (every
//   elimination gone from the marks, every placement entered) without a
//   hint for the technique shown or applied in this puzzle;
// - needed the hint: a hint naming the technique was shown (any stage),
//   or applied from the hint panel or All Steps.
// Each puzzle counts once, at whichever comes first. The tally is kept per
// technique, across sessions, in QSettings ("practice/<key>/found" and
// "practice/<key>/withHint"). Any other game started ends the session.
class PracticeSession : public QObject {
    Q_OBJECT
public:
    enum class Verdict { Open, Found, WithHint };

    PracticeSession(GameSession* session, GameDocument* document, QObject* parent = nullptr);

    // Starts practising `technique` with a first puzzle; `askFirst`: asks
    // before a game with progress is replaced (GameDocument::confirmReplacingGame).
    void start(logic::Technique technique, bool startBefore = true, bool askFirst = true);
    // Deals the next puzzle of the technique (the one in play is left as it is).
    void next();
    void stop();

    bool isActive() const { return m_technique.has_value(); }
    std::optional<logic::Technique> technique() const { return m_technique; }
    // A puzzle is being made.
    bool isDealing() const { return m_dealing; }
    // The puzzle in play: how it went so far, and the instances of the
    // technique its start holds (empty when it started from its givens).
    Verdict verdict() const { return m_verdict; }
    const std::vector<logic::Step>& targets() const { return m_targets; }
    // The technique's tally, from the settings.
    int found() const;
    int withHint() const;
    static int found(logic::Technique technique);
    static int withHint(logic::Technique technique);

signals:
    // Active or not, the technique, the verdict or the tally changed.
    void changed();

private:
    void deal();
    void onGameStarted();
    void judge();
    void settle(Verdict verdict);

    GameSession* m_session;
    GameDocument* m_document;
    std::optional<logic::Technique> m_technique;
    bool m_startBefore = true;
    bool m_dealing = false;       // a puzzle of ours is being made
    bool m_targetsArrived = false; // ... and its targets came with it
    bool m_playing = false;        // a puzzle we dealt is in play
    std::vector<logic::Step> m_pendingTargets;
    std::vector<logic::Step> m_targets;
    Verdict m_verdict = Verdict::Open;
    std::size_t m_hintsAtStart = 0; // hints the game had used when dealt
};

} // namespace pm
