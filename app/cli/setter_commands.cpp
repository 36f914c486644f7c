// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/setter_commands.h"

#include "app/cli/output.h"
#include "app/cli/puzzle_input.h"

#include "core/solver/clue_necessity.h"
#include "core/solver/true_candidates.h"
#include "text/constraint_text.h"
#include "text/names.h"

namespace pm::cli {

namespace {

const char* const kCandidatesHelp =
    "Usage: pencilmark-cli candidates [options] [FILE|-]\n"
    "Prints the true candidates of every puzzle in FILE: the digits that some\n"
    "solution puts in each cell. On a puzzle with several solutions they show\n"
    "where it is still open; a new clue must rule out a true candidate. For\n"
    "each puzzle:\n"
    "  # N cells open            how many cells have more than one true candidate\n"
    "  <candidate grid>          as Pencilmark and HoDoKu read pencil marks\n"
    "  (a blank line)\n"
    "or \"unsolvable\" when there is no solution, or invalid: L:C: message.\n"
    "Exit status as for solve.\n";

const char* const kCluesHelp =
    "Usage: pencilmark-cli clues [options] [FILE|-]\n"
    "For every puzzle in FILE, the clues it could do without: each given digit,\n"
    "killer cage and variant rule is removed on its own and the solutions are\n"
    "counted again; one solution still means that clue is not needed. Two\n"
    "unnecessary clues may not both go: removing one can make the other\n"
    "necessary. Prints one line per puzzle:\n"
    "  all needed                    when every clue is needed\n"
    "  unnecessary: CLUE; CLUE ...   the clues it could do without, givens by cell\n"
    "                                (r1c3), then cages and rules by name\n"
    "  multiple                      when the puzzle has several solutions\n"
    "  unsolvable                    when it has none\n"
    "  invalid: L:C: message         when it could not be read\n"
    "With killer cages or variant rules each clue's count may take 16,384\n"
    "search nodes; the clues whose count ran past that follow, when there are\n"
    "any, as ' | undecided: CLUE; CLUE ...' (then 'all needed' reads 'none\n"
    "unnecessary': it is not known whether those are needed).\n"
    "Exit status as for solve.\n";

solver::SolverOptions optionsFor(const ParsedPuzzle& puzzle)
{
    solver::SolverOptions options;
    options.useCandidates = puzzle.hasCandidates;
    return options;
}

int runCandidates(const Arguments& arguments)
{
    setSlowWorkHint("each open candidate is one search; a puzzle with many solutions takes longest");
    return forEachPuzzle(arguments, [](const ParsedPuzzle& puzzle) {
        const solver::TrueCandidates found = solver::trueCandidates(puzzle.grid, {}, optionsFor(puzzle));
        if (found.digits.empty() || found.digits.front() == 0) {
            writeOut("unsolvable\n");
            return;
        }
        Grid marked(puzzle.grid.geometryPtr());
        int open = 0;
        for (int cell = 0; cell < marked.cellCount(); ++cell) {
            if (puzzle.grid.value(cell) != 0) {
                marked.setValue(cell, puzzle.grid.value(cell));
                continue;
            }
            marked.setCandidates(cell, found.digits[std::size_t(cell)]);
            open += digitCount(found.digits[std::size_t(cell)]) > 1 ? 1 : 0;
        }
        writeOut("# " + std::to_string(open) + (open == 1 ? " cell open\n" : " cells open\n")
                 + writeCandidateGrid(marked, puzzle.alphabet) + "\n");
    });
}

int runClues(const Arguments& arguments)
{
    setSlowWorkHint("each clue is one count to two solutions");
    return forEachPuzzle(arguments, [](const ParsedPuzzle& puzzle) {
        const solver::ClueNecessity found = solver::findUnnecessaryClues(puzzle.grid, {}, optionsFor(puzzle));
        using Puzzle = solver::ClueNecessity::Puzzle;
        switch (found.puzzle) {
        case Puzzle::Multiple: writeOut("multiple\n"); return;
        case Puzzle::None:
        case Puzzle::Cancelled: writeOut("unsolvable\n"); return;
        case Puzzle::Unique: break;
        }
        const Geometry& geometry = puzzle.grid.geometry();
        const auto named = [&](const std::vector<int>& givens, const std::vector<int>& cages,
                               const std::vector<int>& constraints) {
            std::string names;
            const auto add = [&](const QString& name) { names += (names.empty() ? "" : "; ") + name.toStdString(); };
            for (int cell : givens)
                add(Names::cell(geometry, cell));
            for (int cage : cages)
                add(Names::cage(geometry, cage));
            for (int index : constraints)
                add(ConstraintText::name(geometry, index));
            return names;
        };
        const std::string unnecessary
            = named(found.unnecessaryGivens, found.unnecessaryCages, found.unnecessaryConstraints);
        const std::string undecided = named(found.undecidedGivens, found.undecidedCages, found.undecidedConstraints);
        std::string line = !unnecessary.empty() ? "unnecessary: " + unnecessary
                         : undecided.empty()    ? std::string("all needed")
                                                : std::string("none unnecessary");
        if (!undecided.empty())
            line += " | undecided: " + undecided;
        writeOut(line + "\n");
    });
}

} // namespace

const CommandSpec& candidatesCommand()
{
    static const CommandSpec command{"candidates", "the true candidates: the digits some solution uses",
                                     kCandidatesHelp, {}, true, 1, "more than one input file given", runCandidates};
    return command;
}

const CommandSpec& cluesCommand()
{
    static const CommandSpec command{"clues", "the clues a unique puzzle could do without", kCluesHelp, {},
                                     true, 1, "more than one input file given", runClues};
    return command;
}

} // namespace pm::cli
