// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the UI tests do often with a MainWindow, in one place.
#include "ui/window/main_window.h"

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
    if (!window.playPuzzleText(text) || !checked.wait(60000))
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

} // namespace pm::test
