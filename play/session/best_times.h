// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <QList>
#include <QString>

class QSettings;

namespace pm {

// Best times and solve counts per kind of game (size and box shape or
// jigsaw, variants, level), kept in QSettings.
class BestTimes {
public:
    struct Entry {
        QString kind;  // stable key
        QString label; // as Names::gameKind said when it was recorded
        qint64 bestMs = -1; // -1: none yet (every solve had help)
        int solved = 0;         // without help
        int solvedWithHelp = 0; // a hint applied, a rewind, a check that found a mistake
    };

    explicit BestTimes(QSettings& settings);

    static QString kindKey(const game::Game& game);
    // Counts a solve; true when the time beats the best so far (or is the
    // first). A game solved with help (Game::assisted) is counted apart and
    // is never a best time.
    bool record(const game::Game& game, qint64 ms);
    std::optional<qint64> best(const game::Game& game) const;
    QList<Entry> entries() const;

private:
    QSettings& m_settings;
};

} // namespace pm
