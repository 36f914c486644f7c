// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/keys_text.h"

#include <QRegularExpression>

namespace pm {

namespace {

// The rows of a translated <table>: the groups below are translated as
// tables of their own (a translator sees each group whole) and joined into
// one, so their columns share their widths.
QString rowsOf(const QString& table)
{
    static const QRegularExpression tags(QStringLiteral("</?table>"));
    return QString(table).remove(tags);
}

} // namespace

QString KeysText::table()
{
    const QString board = tr("<table>"
                             "<tr><td><b>Arrows</b></td><td>move (wrapping at the edges); with Shift or Ctrl, add cells</td></tr>"
                             "<tr><td><b>Click, drag</b></td><td>select; Ctrl+click adds or removes a cell, Shift+click adds a rectangle</td></tr>"
                             "<tr><td><b>Digit or letter</b></td><td>act in the current mode</td></tr>"
                             "<tr><td><b>Shift+digit</b></td><td>toggle a corner mark</td></tr>"
                             "<tr><td><b>Ctrl+digit</b></td><td>toggle a centre mark</td></tr>"
                             "<tr><td><b>Right click</b></td><td>toggle the candidate under the pointer</td></tr>"
                             "<tr><td><b>Tab</b></td><td>cycle modes: digits, centre marks, corner marks, colours</td></tr>"
                             "<tr><td><b>Space</b></td><td>switch between digits and the last mark mode</td></tr>"
                             "<tr><td><b>Backspace, Delete</b></td><td>clear digits, then marks, then colours</td></tr>"
                             "<tr><td><b>Escape</b></td><td>keep only the cursor cell selected</td></tr>"
                             "</table>");
    const QString filters = tr("<table>"
                               "<tr><td><b>Alt+digit</b></td><td>filter: only that digit's candidates (again: off)</td></tr>"
                               "<tr><td><b>Ctrl+Alt+digit</b></td><td>filter: every cell where that digit can still go</td></tr>"
                               "<tr><td><b>Alt+B</b></td><td>filter: cells with two candidates</td></tr>"
                               "<tr><td><b>Escape</b></td><td>with a filter on: clear it (View ▸ Filter has them all)</td></tr>"
                               "<tr><td><b>Alt+click a mark</b></td><td>colour the candidate: A, A′, B, B′, none; Alt+right click: none</td></tr>"
                               "<tr><td><b>Shift+digit</b></td><td>in colour mode: the same for that candidate in the selected cells</td></tr>"
                               "</table>");
    const QString window = tr("<table>"
                              "<tr><td><b>F6, Shift+F6</b></td><td>go to the next or previous panel: the board, the number pad, "
                              "the practice bar, the hint, All Steps (on the board Tab changes the mode, so F6 is the way out)</td></tr>"
                              "<tr><td><b>Tab, Shift+Tab</b></td><td>in a panel: its next or previous button</td></tr>"
                              "<tr><td><b>Ctrl+PgDown</b></td><td>the next puzzle, of a collection or while practising</td></tr>"
                              "<tr><td><b>Ctrl+Shift+End</b></td><td>stop practising</td></tr>"
                              "</table>");
    return QStringLiteral("<table>") + rowsOf(board) + rowsOf(filters) + rowsOf(window) + QStringLiteral("</table>");
}

} // namespace pm
