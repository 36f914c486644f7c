// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/why_command.h"

#include "app/cli/output.h"
#include "app/cli/puzzle_input.h"

#include "core/logic/why_not.h"
#include "core/utf8.h"
#include "text/why_not_text.h"

#include <cstdio>

namespace pm::cli {

namespace {

const char* const kWhyHelp =
    "Usage: pencilmark-cli why --candidate rRcC=D [options] [FILE|-]\n"
    "Why digit D cannot go in row R, column C of every puzzle in FILE (a puzzle\n"
    "or a pencil-mark grid): the digit is assumed there and the shortest story\n"
    "found that ends in a contradiction is told, singles first, then the\n"
    "logical techniques, never a what-if inside the what-if. For each puzzle a\n"
    "result line, the story's sentences, and a blank line. Result lines:\n"
    "  refuted                  the story follows\n"
    "  refuted by search        no solution has D there, but logic tells no story\n"
    "  possible                 a solution has D there (shown on the next line)\n"
    "  holds                    the cell already holds a value\n"
    "  unsolvable               the puzzle has no solution\n"
    "  invalid: L:C: message    the puzzle could not be read, or the candidate\n"
    "                           is outside its grid\n"
    "Exit status as for solve.\n";

struct Candidate {
    int row = 0; // 1-based
    int column = 0;
    int digit = 0;
};

std::optional<Candidate> candidateOf(const std::string& text)
{
    Candidate c;
    char r = 0;
    char equals = 0;
    int consumed = 0;
    if (std::sscanf(text.c_str(), "%c%dc%d%c%d%n", &r, &c.row, &c.column, &equals, &c.digit, &consumed) != 5
        || (r != 'r' && r != 'R') || equals != '=' || consumed != int(text.size()) || c.row < 1 || c.row > 64
        || c.column < 1 || c.column > 64 || c.digit < 1 || c.digit > 64)
        return std::nullopt;
    return c;
}

std::optional<std::string> checkCandidate(const std::string& value)
{
    if (candidateOf(value))
        return std::nullopt;
    return "--candidate expects rRcC=D with row, column and digit from 1 to 64, e.g. r3c4=5, got '"
        + excerptForMessage(value) + "'";
}

const char* resultKey(logic::WhyNot::Answer answer)
{
    switch (answer) {
    case logic::WhyNot::Answer::Refuted: return "refuted";
    case logic::WhyNot::Answer::RefutedBySearch: return "refuted by search";
    case logic::WhyNot::Answer::Possible: return "possible";
    case logic::WhyNot::Answer::CellHolds: return "holds";
    case logic::WhyNot::Answer::NoSolution:
    case logic::WhyNot::Answer::Cancelled: return "unsolvable";
    }
    return "unsolvable";
}

int runWhy(const Arguments& arguments)
{
    const std::optional<std::string> asked = arguments.text("--candidate");
    if (!asked) {
        writeErr("pencilmark-cli: why needs --candidate rRcC=D (see --help)\n");
        return kExitUsage;
    }
    const Candidate candidate = *candidateOf(*asked); // checked by the option table
    int exitCode = kExitOk;
    const int read = forEachPuzzle(arguments, [&](const ParsedPuzzle& puzzle) {
        const Geometry& geometry = puzzle.grid.geometry();
        if (candidate.row > geometry.size() || candidate.column > geometry.size()
            || candidate.digit > geometry.size()) {
            writeOut("invalid: --candidate " + excerptForMessage(*asked) + " is outside this "
                     + std::to_string(geometry.size()) + "x" + std::to_string(geometry.size()) + " grid\n");
            exitCode = kExitInvalidInput;
            return;
        }
        const logic::CellDigit cellDigit{(candidate.row - 1) * geometry.size() + candidate.column - 1,
                                         candidate.digit};
        const Grid state = puzzle.hasCandidates ? puzzle.grid : logic::candidateState(puzzle.grid);
        const logic::WhyNot answer = logic::whyNot(state, cellDigit);
        std::string out = std::string(resultKey(answer.answer)) + "\n";
        for (const QString& line : WhyNotText::explain(answer, cellDigit, geometry, puzzle.alphabet))
            out += line.toStdString() + "\n";
        if (answer.answer == logic::WhyNot::Answer::Possible) {
            Grid solved(puzzle.grid.geometryPtr());
            for (int cell = 0; cell < solved.cellCount(); ++cell)
                solved.setValue(cell, answer.solution[std::size_t(cell)]);
            out += writeLine(solved, puzzle.alphabet) + "\n";
        }
        writeOut(out + "\n");
    });
    return read != kExitOk ? read : exitCode;
}

} // namespace

const CommandSpec& whyCommand()
{
    static const CommandSpec command{
        "why", "why a digit cannot go in a cell, as a story", kWhyHelp,
        {{"--candidate", "rRcC=D", ValueKind::Text, 0, 0, {}, false, {}, "the cell and digit asked about, e.g. r3c4=5",
          {}, checkCandidate}},
        true, 1, "more than one input file given", runWhy};
    return command;
}

} // namespace pm::cli
