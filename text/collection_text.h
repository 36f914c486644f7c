// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/formats/puzzle_format.h"

#include <QCoreApplication>
#include <QString>

namespace pm {

// What the app says about a collection (a file of many puzzles): the list's
// headings and states, its summary, the lines that hold no puzzle, the
// window title while one of its puzzles is played (context "pm::CollectionText").
class CollectionText {
    Q_DECLARE_TR_FUNCTIONS(pm::CollectionText)
public:
    // The list's columns: "No.", "Puzzle", "Givens", "Level", "State".
    static QString numberHeading();
    static QString puzzleHeading();
    static QString givensHeading();
    static QString levelHeading();
    static QString stateHeading();
    // The Level column of a puzzle still being rated ("rating…"), and of
    // one the grader gives no level: a variant whose path logic could not
    // finish, no solution, more than one. A level itself is Names::level's.
    static QString levelPending();
    static QString levelVariant();
    static QString levelNoSolution();
    static QString levelManySolutions();
    // A puzzle's state in the list.
    static QString notStarted();
    static QString inProgress();
    static QString solved();
    // "Line 12 of the file." (a row's tooltip).
    static QString lineOfFile(int line);

    // The list's title: "Collection: top1465.txt".
    static QString listTitle(const QString& fileName);
    // "1465 puzzles: 3 solved, 1 in progress."
    static QString summary(int puzzles, int solved, int inProgress);
    // Above the lines that hold no puzzle: "2 lines hold no puzzle
    // Pencilmark can read; the other puzzles are open:"
    static QString unreadableIntro(int lines);
    // One of them: "Line 4, column 1: …" (the reader's message, in English
    // as core writes it).
    static QString unreadableLine(int line, const ParseError& error);
    // "… and 12 more."
    static QString moreUnreadable(int lines);
    static QString playButton();
    // At start, when the collection open at the last quit cannot be read
    // again: "The collection top1465.txt was not opened again: <reason>"
    // (a file error's sentence, or noLongerCollection()).
    static QString notReopened(const QString& fileName, const QString& reason);
    // "It no longer holds a list of puzzles."
    static QString noLongerCollection();

    // The window's title while a puzzle of the collection is played:
    // "top1465.txt, puzzle 3 of 1465".
    static QString windowTitle(const QString& fileName, int number, int count);
    // The status bar as it starts: "Puzzle 3 of 1465."
    static QString puzzleStarted(int number, int count);
};

} // namespace pm
