// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/setter_text.h"

#include "text/constraint_text.h"
#include "text/names.h"
#include "text/step_text/step_text.h"

#include <QLocale>
#include <QStringList>

namespace pm {

QString SetterText::trueCandidates(const solver::TrueCandidates& found, const Grid& puzzle, const Alphabet& alphabet)
{
    if (found.cancelled)
        return {};
    const Geometry& geometry = puzzle.geometry();
    QStringList open;
    bool anySolution = false;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        const DigitMask digits = found.digits[std::size_t(cell)];
        anySolution = anySolution || digits != 0;
        if (puzzle.value(cell) == 0 && digitCount(digits) > 1)
            //: A cell and the digits some solution puts there: "r1c2: 3 5".
            open << tr("%1: %2").arg(Names::cell(geometry, cell), Names::digitSet(digits, alphabet));
    }
    if (!anySolution)
        return tr("The puzzle has no solution, so no digit is a true candidate anywhere.");
    if (open.isEmpty())
        return tr("The puzzle has one solution: every empty cell has one true candidate, its digit there.");
    return tr("%n cell(s) can hold more than one digit across the puzzle's solutions, with these true "
              "candidates (the digits some solution puts there):",
              nullptr, int(open.size()))
           + QLatin1Char('\n') + open.join(QLatin1Char('\n'));
}

QString SetterText::unnecessaryClues(const solver::ClueNecessity& found, const Grid& puzzle, const Alphabet& alphabet)
{
    using Puzzle = solver::ClueNecessity::Puzzle;
    switch (found.puzzle) {
    case Puzzle::Cancelled: return {};
    case Puzzle::None: return tr("The puzzle has no solution, so no clue can be judged.");
    case Puzzle::Multiple:
        return tr("The puzzle has more than one solution, so it needs more clues before any can be judged. The true "
                  "candidates show where it is still open.");
    case Puzzle::Unique: break;
    }
    const Geometry& geometry = puzzle.geometry();
    const StepText text(geometry, alphabet);
    const auto named = [&](const std::vector<int>& givens, const std::vector<int>& cages,
                           const std::vector<int>& constraints) {
        QStringList names;
        for (int cell : givens)
            //: A given digit named: "the given 5 at r1c1".
            names << tr("the given %1 at %2").arg(text.digit(puzzle.value(cell)), Names::cell(geometry, cell));
        for (int cage : cages)
            names << Names::cage(geometry, cage);
        for (int index : constraints)
            names << ConstraintText::name(geometry, index);
        return names;
    };
    const QStringList names = named(found.unnecessaryGivens, found.unnecessaryCages, found.unnecessaryConstraints);
    const QStringList undecided = named(found.undecidedGivens, found.undecidedCages, found.undecidedConstraints);
    if (names.isEmpty() && undecided.isEmpty())
        return tr("Every clue is needed: without any one of them the puzzle has more than one solution.");
    QStringList parts;
    const long clues = long(puzzle.filledCount()) + long(geometry.cages().size()) + long(geometry.constraints().size());
    if (!names.isEmpty())
        parts << tr("The puzzle keeps its one solution without any one of these %n clue(s), each taken away on its "
                    "own (two of them may not both go):",
                    nullptr, int(names.size()))
                     + QLatin1Char('\n') + names.join(QLatin1Char('\n'));
    else if (undecided.size() < clues)
        parts << tr("No clue is shown unnecessary: without any one of the others the puzzle has more than one "
                    "solution.");
    if (!undecided.isEmpty())
        parts << tr("Without any one of these %n clue(s), the search could not count the solutions within %1 steps, "
                    "so it is not known whether they are needed:",
                    nullptr, int(undecided.size()))
                         .arg(QLocale().toString(qulonglong(solver::kClueCountNodes)))
                     + QLatin1Char('\n') + undecided.join(QLatin1Char('\n'));
    return parts.join(QStringLiteral("\n\n"));
}

} // namespace pm
