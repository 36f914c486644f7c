// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/game_text.h"

#include "text/constraint_text.h"
#include "text/names.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace pm {

QString GameText::conflict(const Conflict& conflict, const Geometry& g, const Alphabet& alphabet)
{
    QString where;
    if (conflict.house < 0) {
        // A killer cage clash: no house, the cage is named instead.
        if (conflict.cage < 0 || conflict.cage >= int(g.cages().size()))
            return {};
        where = Names::cage(g, conflict.cage);
    } else {
        if (conflict.house >= int(g.houses().size()))
            return {};
        where = Names::house(g, conflict.house);
    }
    const QString digit = QString::fromStdString(alphabet.symbolUtf8(conflict.digit));
    // A counted house (each symbol k times) clashes when a symbol has more
    // than k copies; all of them are in the clash.
    if (conflict.house >= 0 && g.houses()[size_t(conflict.house)].count > 1)
        return tr("In %1, %2 appears more than %3 times.")
            .arg(where, digit)
            .arg(g.houses()[size_t(conflict.house)].count);
    return tr("%1 and %2 both hold %3 in %4.")
        .arg(Names::cell(g, conflict.cellA), Names::cell(g, conflict.cellB), digit, where);
}

QString GameText::clashAt(const game::Game& game, int cell)
{
    const game::CheckResult result = game::check(game); // house and cage clashes, broken cages
    for (const Conflict& c : result.conflicts) {
        if (c.cellA == cell || c.cellB == cell)
            return conflict(c, game.geometry(), game.alphabet());
    }
    // No repeated digit: the cell's cage misses its sum.
    const int cage = game.geometry().cageOf(cell);
    if (cage >= 0 && std::find(result.brokenCages.begin(), result.brokenCages.end(), cage) != result.brokenCages.end())
        return brokenCage(game.board(), cage);
    // Or a variant constraint the cell breaks.
    for (const BrokenConstraint& broken : result.brokenConstraints)
        if (std::find(broken.cells.begin(), broken.cells.end(), cell) != broken.cells.end())
            return ConstraintText::broken(game.geometry(), broken);
    return {};
}

QString GameText::brokenCage(const Grid& board, int cage)
{
    const Cage& c = board.geometry().cages()[size_t(cage)];
    int total = 0;
    bool full = true;
    for (int cell : c.cells) {
        total += board.value(cell);
        full = full && board.value(cell) != 0;
    }
    const QString name = Names::cage(board.geometry(), cage);
    if (full)
        return tr("The digits in %1 add up to %2.").arg(name).arg(total);
    return tr("The digits in %1 already add up to %2, more than its sum.").arg(name).arg(total);
}

QString GameText::checkResult(const game::CheckResult& result, const game::Game& game)
{
    if (!result.conflicts.empty())
        return conflict(result.conflicts.front(), game.geometry(), game.alphabet());
    if (!result.brokenCages.empty())
        return brokenCage(game.board(), result.brokenCages.front());
    if (!result.brokenConstraints.empty())
        return ConstraintText::broken(game.geometry(), result.brokenConstraints.front());
    if (!result.mistakes.empty() || !result.wrongMarks.empty()) {
        QStringList parts;
        if (!result.mistakes.empty())
            parts << tr("%n wrong digit(s), shown with a corner flag.", nullptr, int(result.mistakes.size()));
        if (!result.wrongMarks.empty()) {
            // Named, so the player can find them: the first few, then how many more.
            constexpr std::size_t kMostNamed = 6;
            QStringList cells;
            for (std::size_t i = 0; i < std::min(kMostNamed, result.wrongMarks.size()); ++i)
                cells << Names::cell(game.geometry(), result.wrongMarks[i]);
            QString named = cells.join(QStringLiteral(", "));
            if (result.wrongMarks.size() > kMostNamed)
                named = tr("%1 and %n more", nullptr, int(result.wrongMarks.size() - kMostNamed)).arg(named);
            parts << tr("%n cell(s) whose pencil marks leave out the answer: %1.", nullptr, int(result.wrongMarks.size()))
                         .arg(named);
        }
        return parts.join(QLatin1Char(' '));
    }
    return game.hasSolution() ? tr("No mistakes so far.") : tr("No clashes.");
}

QString GameText::uniqueVerdict(const game::PuzzleVerdict& verdict)
{
    if (verdict.variantRules)
        return tr("Unique solution. Its variant rules are not graded yet, so it has no level. Play!");
    const QString level = verdict.level ? Names::level(*verdict.level) : tr("beyond the logic Pencilmark knows");
    return tr("Unique solution, level %1. Play!").arg(level);
}

QString GameText::uncheckedRulesStart(const std::vector<std::string>& rules)
{
    return tr("Pencilmark cannot check this puzzle's %1: your digits are compared with the solution the puzzle "
              "came with. Play!")
        .arg(ConstraintText::unknownListed(rules));
}

QString GameText::unusableSolution(const std::vector<std::string>& rules)
{
    return tr("This puzzle holds rules Pencilmark cannot check (%1), and the solution it came with does not fit "
              "its givens and the rules Pencilmark knows, so it cannot be played.")
        .arg(ConstraintText::unknownListed(rules));
}

QString GameText::multipleSolutions()
{
    return tr("This puzzle has more than one solution, so it cannot be played yet. Here are two of them:");
}

QString GameText::solutionsDiffer(int cells)
{
    return tr("They differ in %n cell(s), lit on both boards.", nullptr, cells);
}

QString GameText::noSolution()
{
    return tr("This puzzle has no solution.");
}

namespace {

// "row 3", "region 2": the house of that kind and index, as Names calls it.
QString houseNamed(const Geometry& geometry, HouseKind kind, int index)
{
    for (std::size_t house = 0; house < geometry.houses().size(); ++house)
        if (geometry.houses()[house].kind == kind && geometry.houses()[house].index == index)
            return Names::house(geometry, int(house));
    return {};
}

} // namespace

QString GameText::noGridFitsMap(const solver::MapJudgement& judged, const Geometry& geometry)
{
    const QString lead = tr("No grid fits this puzzle's region map, whatever its givens.");
    if (judged.proof != solver::MapJudgement::Proof::Leftovers || !judged.contradiction)
        return lead + QLatin1Char(' ') + tr("A search through every way to fill the map found none.");
    // The law of leftovers (core/solver/map_check.h), in the board's names.
    const solver::MapContradiction& found = *judged.contradiction;
    const auto listed = [](const QStringList& names) {
        if (names.size() < 2)
            return names.value(0);
        //: A list's last two items: "row 1, row 2 and row 3".
        return tr("%1 and %2").arg(QStringList(names.mid(0, names.size() - 1)).join(QStringLiteral(", ")),
                                   names.back());
    };
    QStringList lines;
    for (int line = found.firstLine; line < found.firstLine + found.lineCount; ++line)
        lines << houseNamed(geometry, found.columns ? HouseKind::Column : HouseKind::Row, line);
    QStringList regions;
    for (int region : found.regions)
        regions << houseNamed(geometry, HouseKind::Region, region);
    QStringList others;
    for (int cell : found.otherSide)
        others << Names::cell(geometry, cell);
    //: %1: rows or columns, %2: regions ("row 1", "region 1").
    QString why = tr("The digits of %1 are the digits of %2, so their cells outside each other hold the same "
                     "digits too;")
                      .arg(listed(lines), listed(regions));
    if (found.otherSide.size() == 1)
        why += QLatin1Char(' ') + tr("but %1 and %2 would have to hold the same digit, and they see each other.")
                                      .arg(Names::cell(geometry, found.cell), others.front());
    else
        why += QLatin1Char(' ') + tr("but the digit of %1 would have to appear in one of %2, and %1 sees them all.")
                                      .arg(Names::cell(geometry, found.cell), listed(others));
    return lead + QLatin1Char(' ') + why;
}

QString GameText::undecidedMap(std::uint64_t nodes)
{
    return tr("Pencilmark could not tell within %1 search steps whether any grid at all fits this puzzle's region "
              "map, so it can neither check this puzzle nor start it.")
        .arg(QLocale().toString(qulonglong(nodes)));
}

QString GameText::undecidedVariant(std::uint64_t nodes)
{
    return tr("Pencilmark could not tell within %1 search steps whether this puzzle has one solution, and its logic "
              "gets stuck before the end, so it can neither check this puzzle nor start it.")
        .arg(QLocale().toString(qulonglong(nodes)));
}

QString GameText::clashingGivens(const Conflict& clash, const Geometry& geometry, const Alphabet& alphabet)
{
    return tr("Two givens clash: %1").arg(conflict(clash, geometry, alphabet));
}

QString GameText::unreadablePuzzle(const ParseError& error)
{
    const QString where = error.line > 0 ? tr("line %1, column %2: ").arg(error.line).arg(error.column) : QString();
    return tr("This is not a puzzle Pencilmark can read (%1%2).").arg(where, QString::fromStdString(error.message));
}

QString GameText::fPuzzlesCannotHold(FPuzzlesLimit limit, const Geometry& geometry)
{
    const QString instead = tr("Copy Puzzle copies it as a line Pencilmark reads.");
    switch (limit) {
    case FPuzzlesLimit::TooLarge:
        return tr("f-puzzles holds grids up to %1×%1; this one is %2×%2.")
                   .arg(kFPuzzlesLargestSize)
                   .arg(geometry.size())
            + QLatin1Char(' ') + instead;
    case FPuzzlesLimit::CountedHouses:
        return tr("f-puzzles has no shape like %1: its rows and columns hold each digit once.")
                   .arg(Names::shape(geometry.spec()))
            + QLatin1Char(' ') + instead;
    }
    return instead;
}

QString GameText::copiedFPuzzlesLink()
{
    return tr("Copied the puzzle as an f-puzzles link.");
}

QString GameText::copiedSudokuPadLink()
{
    return tr("Copied the puzzle as a SudokuPad link.");
}

QString GameText::helpWithoutHints()
{
    return tr("You solved it without a hint, but with help from the solution: a check that showed a mistake, "
              "or a rewind to one. The game is counted apart from your best times.");
}

QString GameText::saveBeforeLeaving()
{
    return tr("The game in play has moves that are not saved. Save it before leaving it?");
}

QString GameText::solved(const game::Game& game, qint64 ms, bool best)
{
    QString text = tr("Solved in %1.").arg(formatElapsed(ms));
    if (game.assisted())
        text += QLatin1Char(' ') + tr("With help, so it is counted apart from your best times.");
    else if (best)
        text += QLatin1Char(' ') + tr("Your best time for %1.").arg(Names::gameKind(game));
    return text;
}

QString formatElapsed(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    const qint64 h = seconds / 3600;
    const qint64 m = (seconds / 60) % 60;
    const qint64 s = seconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

} // namespace pm
