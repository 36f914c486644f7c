// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the UI tests do often with a MainWindow, in one place.
#include "core/formats/puzzle_format.h"
#include "core/game/player_hint.h"
#include "core/game/player_hint_change.h"
#include "core/solver/exact_solver.h"
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/window/main_window.h"

#include <QApplication>
#include <QCoreApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace pm::test {

// Settings and standard paths of this test program only, never the user's:
// every UI test starts with this.
inline void useTestSettings(const QString& programName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PencilmarkTest"));
    QCoreApplication::setApplicationName(programName);
}

// Reads a puzzle as paste and open do and waits for its check (it runs off
// the GUI thread); a unique puzzle is then in play. The verdict, or a
// default one (NoSolution) when the text was unreadable or no verdict came.
inline game::PuzzleVerdict playPuzzle(MainWindow& window, const QString& text)
{
    QSignalSpy checked(&window, &MainWindow::puzzleChecked);
    // A puzzle played against the solution it carries starts at once,
    // with no check to wait for.
    if (!window.playPuzzleText(text) || (checked.isEmpty() && !checked.wait(60000)))
        return {};
    return checked.front().front().value<game::PuzzleVerdict>();
}

// The same for the puzzle being entered in edit mode.
inline game::PuzzleVerdict startEnteredPuzzle(MainWindow& window)
{
    QSignalSpy checked(&window, &MainWindow::puzzleChecked);
    window.startEnteredPuzzle();
    if (!checked.wait(60000))
        return {};
    return checked.front().front().value<game::PuzzleVerdict>();
}

// A window with its autosave in dir, shown and playing puzzle, which must be
// unique; null when the window was not shown or the puzzle not taken.
inline std::unique_ptr<MainWindow> windowPlaying(const QTemporaryDir& dir, const char* puzzle)
{
    auto window = std::make_unique<MainWindow>(dir.filePath(QStringLiteral("autosave.pencilmark")));
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    if (playPuzzle(*window, QString::fromLatin1(puzzle)).kind != game::PuzzleVerdict::Kind::Unique)
        return nullptr;
    return window;
}

// Waits until `window` takes keyboard shortcuts: menu shortcuts (H,
// Ctrl+Shift+A ...) reach only the active window, and on the offscreen
// platform a dialog that closed a moment ago (a slow generation's
// progress) can leave none active, where a player would click the board
// first. Both the widget and the platform window must have caught up: a
// hidden dialog's deactivation arrives as a queued event.
inline bool activateForShortcuts(MainWindow& window)
{
    return QTest::qWaitFor(
        [&window] {
            const bool active = QApplication::activeWindow() == &window
                && QGuiApplication::focusWindow() == window.windowHandle();
            if (!active)
                window.activateWindow();
            return active;
        },
        5000);
}

// H, as the player presses it, on the board.
inline void pressHint(MainWindow& window)
{
    activateForShortcuts(window);
    window.board()->setFocus();
    QTest::keyClick(window.board(), Qt::Key_H);
}

// The hint is found off the GUI thread: waits for the stage asked for.
inline bool waitForHintStage(MainWindow& window, HintStage stage)
{
    GameSession* session = window.session();
    return QTest::qWaitFor([&] { return session->hintStage() == stage && session->hint(); }, 20000);
}

// The position where the hints' path, from filled-in marks, first takes
// `technique`; the test stops when the puzzle or its path does not fit.
inline game::Game positionBefore(const char* puzzle, logic::Technique technique)
{
    auto parsed = parsePuzzle(puzzle);
    if (!parsed)
        qFatal("fixture does not parse");
    auto created = game::Game::create(parsed->grid, parsed->alphabet, solver::solve(parsed->grid).solution);
    if (!created)
        qFatal("fixture game refused");
    game::Game game = std::move(created).value();
    game.apply(game.changeFor(game::Move{game::MoveKind::FillCandidates, {}, 0}));
    for (int i = 0; i < 200; ++i) {
        const game::PlayerHint hint = game::findPlayerHint(game);
        if (hint.kind != game::PlayerHint::Kind::Step)
            break;
        if (hint.step.technique == technique)
            return game;
        game.apply(game::changeForHint(game, hint, game::PlayOptions{true}));
    }
    qFatal("the fixture's path has no such step");
}

} // namespace pm::test
