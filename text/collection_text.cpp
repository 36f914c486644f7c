// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/collection_text.h"

namespace pm {

QString CollectionText::numberHeading()
{
    return tr("No.");
}

QString CollectionText::puzzleHeading()
{
    return tr("Puzzle");
}

QString CollectionText::givensHeading()
{
    return tr("Givens");
}

QString CollectionText::levelHeading()
{
    return tr("Level");
}

QString CollectionText::stateHeading()
{
    return tr("State");
}

QString CollectionText::levelPending()
{
    return tr("rating…");
}

QString CollectionText::levelVariant()
{
    return tr("variant, not rated");
}

QString CollectionText::levelNoSolution()
{
    return tr("no solution");
}

QString CollectionText::levelManySolutions()
{
    return tr("several solutions");
}

QString CollectionText::notStarted()
{
    return tr("Not started");
}

QString CollectionText::inProgress()
{
    return tr("In progress");
}

QString CollectionText::solved()
{
    return tr("Solved");
}

QString CollectionText::lineOfFile(int line)
{
    return tr("Line %1 of the file.").arg(line);
}

QString CollectionText::listTitle(const QString& fileName)
{
    return tr("Collection: %1").arg(fileName);
}

QString CollectionText::summary(int puzzles, int solved, int inProgress)
{
    return tr("%n puzzle(s): %1 solved, %2 in progress.", nullptr, puzzles).arg(solved).arg(inProgress);
}

QString CollectionText::unreadableIntro(int lines)
{
    return tr("%n line(s) hold no puzzle Pencilmark can read; the other puzzles are open:", nullptr, lines);
}

QString CollectionText::unreadableLine(int line, const ParseError& error)
{
    const int where = error.line > 0 ? error.line : line;
    const QString message = QString::fromStdString(error.message);
    if (error.column <= 0)
        return tr("Line %1: %2").arg(where).arg(message);
    return tr("Line %1, column %2: %3").arg(where).arg(error.column).arg(message);
}

QString CollectionText::moreUnreadable(int lines)
{
    return tr("… and %n more.", nullptr, lines);
}

QString CollectionText::notReopened(const QString& fileName, const QString& reason)
{
    return tr("The collection %1 was not opened again: %2").arg(fileName, reason);
}

QString CollectionText::noLongerCollection()
{
    return tr("It no longer holds a list of puzzles.");
}

QString CollectionText::playButton()
{
    return tr("&Play");
}

QString CollectionText::windowTitle(const QString& fileName, int number, int count)
{
    return tr("%1, puzzle %2 of %3").arg(fileName).arg(number).arg(count);
}

QString CollectionText::puzzleStarted(int number, int count)
{
    return tr("Puzzle %1 of %2.").arg(number).arg(count);
}

} // namespace pm
