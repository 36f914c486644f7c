// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/explain_command.h"

#include "app/cli/cli_options.h"
#include "app/cli/output.h"
#include "core/json_string.h"

#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "text/step_text/step_text.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>

namespace pm::cli {

namespace {

const char* const kExplainHelp =
    "Usage: pencilmark-cli explain [--json] [--first] [--max-level L] [--only KEY] [options] PUZZLE|FILE|-\n"
    "Solves like a person and explains every step, easiest first. The start may\n"
    "be a puzzle or a pencil-mark grid (729-character candidate line, or N*N\n"
    "space-separated candidate groups). A FILE of many puzzles gives each\n"
    "puzzle's steps followed by its own result, in input order.\n\n"
    "Text output: one numbered line per step, then 'result: R (N steps)'.\n"
    "JSON output (--json): one object per line per step:\n"
    "  {\"technique\": key, \"placements\": [[row, col, digit], ...],\n"
    "   \"eliminations\": [[row, col, digit], ...], \"text\": \"...\"}\n"
    "then {\"result\": \"solved\"|\"stuck\"|\"invalid\"|\"multiple\"|\"found\", \"steps\": n};\n"
    "rows and columns 1-based, digits 1..N. 'found': --first or --only gave its\n"
    "steps and did not go on (the puzzle may well be solvable).\n\n"
    "  --first              only the next step from the start\n"
    "  --max-level L        use techniques up to level L (easy, medium, hard,\n"
    "                       expert, master, extreme)\n"
    "  --only KEY           look for one technique alone, every instance in the\n"
    "                       start state (e.g. x-wing; see --list-techniques)\n"
    "  --list-techniques    print the technique keys, one per line, and exit\n\n"
    "Options:\n";

struct ExplainOptions {
    bool json = false;
    bool first = false;
    logic::LogicOptions logic;
    std::string input;
};

const char* resultKey(logic::SolvePath::Result result)
{
    switch (result) {
    case logic::SolvePath::Result::Solved: return "solved";
    case logic::SolvePath::Result::Stuck: return "stuck";
    case logic::SolvePath::Result::Invalid: return "invalid";
    case logic::SolvePath::Result::Multiple: return "multiple";
    case logic::SolvePath::Result::Cancelled: return "cancelled";
    }
    return "stuck";
}

void appendStep(std::string& out, const ExplainOptions& options, const StepText& text, const Geometry& geometry,
                const logic::Step& step, int number)
{
    const std::string sentence = text.explain(step).toStdString();
    if (!options.json) {
        out += std::to_string(number) + ". " + sentence + "\n";
        return;
    }
    auto triples = [&](const std::vector<logic::CellDigit>& list) {
        std::string triple = "[";
        for (size_t i = 0; i < list.size(); ++i) {
            if (i)
                triple += ", ";
            triple += "[" + std::to_string(geometry.row(list[i].cell) + 1) + ", "
                + std::to_string(geometry.column(list[i].cell) + 1) + ", " + std::to_string(list[i].digit) + "]";
        }
        return triple + "]";
    };
    out += "{\"technique\": " + jsonQuote(logic::info(step.technique).key) + ", \"placements\": "
        + triples(step.placements) + ", \"eliminations\": " + triples(step.eliminations)
        + ", \"text\": " + jsonQuote(sentence) + "}\n";
}

// The result line; `reason` (why there is no solution) goes after it.
void appendResult(std::string& out, const ExplainOptions& options, const char* result, size_t steps,
                  const std::string& reason = {})
{
    if (options.json)
        out += "{\"result\": \"" + std::string(result) + "\", \"steps\": " + std::to_string(steps)
            + (reason.empty() ? "" : ", \"reason\": " + jsonQuote(reason)) + "}\n";
    else
        out += "result: " + std::string(result) + " (" + std::to_string(steps) + " steps)"
            + (reason.empty() ? "" : ": " + reason) + "\n";
}

// Why a well-formed start has no solution: the contradiction in sight, if
// there is one (a cell with no candidate left, a digit with no place left
// in a house), else the exact search's word.
std::string unsolvableReason(const Grid& start, const StepText& text)
{
    if (const auto contradiction = logic::findContradiction(start))
        return text.contradiction(*contradiction).toStdString();
    return "no solution exists (the exact search finds none)";
}

struct Explained {
    std::string text;
    bool unsolvable = false;
};

Explained explainSolvable(const ExplainOptions& options, const Grid& start, const StepText& text,
                          const CountResult& count, Explained out);

Explained explainOne(const ExplainOptions& options, const ParsedPuzzle& puzzle)
{
    const Grid start = puzzle.hasCandidates ? puzzle.grid : logic::candidateState(puzzle.grid);
    const StepText text(start.geometry(), puzzle.alphabet);
    Explained out;
    // A start with no solution is said so, with the reason, before any
    // technique is tried (as solve says "unsolvable").
    const CountResult count = countSolutions(start, 2, {}, SolverOptions{true, true});
    if (count.count == 0 && !count.cancelled) {
        appendResult(out.text, options, "unsolvable", 0, unsolvableReason(start, text));
        out.unsolvable = true;
        return out;
    }
    // A start with several solutions can never be finished by logic; past
    // 9x9, the master and extreme techniques spend minutes finding nothing
    // on it (an empty 16x16: 37 s; 36x36 at master: over a minute; with
    // them capped, 0.07 s and 4 s at 64x64), so they stay out.
    ExplainOptions bounded = options;
    if (count.count > 1 && start.size() > 9 && !options.logic.only)
        bounded.logic.maxLevel = std::min(options.logic.maxLevel.value_or(logic::Level::Extreme), logic::Level::Expert);
    return explainSolvable(bounded, start, text, count, std::move(out));
}

Explained explainSolvable(const ExplainOptions& options, const Grid& start, const StepText& text,
                          const CountResult& count, Explained out)
{
    if (options.logic.only) {
        logic::LogicOptions only = options.logic;
        only.uniquenessKnown = count.count == 1;
        const auto steps = logic::findAll(start, *options.logic.only, only);
        int number = 0;
        for (const auto& step : steps) {
            appendStep(out.text, options, text, start.geometry(), step, ++number);
            if (options.first)
                break;
        }
        const char* result = start.isComplete() ? "solved" : steps.empty() ? "stuck" : "found";
        appendResult(out.text, options, result, options.first ? std::min<size_t>(steps.size(), 1) : steps.size());
        return out;
    }
    if (options.first) {
        logic::LogicOptions first = options.logic;
        first.uniquenessKnown = count.count == 1;
        const logic::NextStep next = logic::nextStep(start, first);
        switch (next.kind) {
        case logic::NextStep::Kind::Found:
            appendStep(out.text, options, text, start.geometry(), next.step, 1);
            appendResult(out.text, options, "found", 1); // not "stuck": the path was not followed further
            return out;
        case logic::NextStep::Kind::Solved: appendResult(out.text, options, "solved", 0); return out;
        case logic::NextStep::Kind::Contradiction: appendResult(out.text, options, "invalid", 0); return out;
        default: appendResult(out.text, options, "stuck", 0); return out;
        }
    }
    const logic::SolvePath path = logic::solvePathFrom(start, options.logic);
    int number = 0;
    for (const auto& step : path.steps)
        appendStep(out.text, options, text, start.geometry(), step, ++number);
    appendResult(out.text, options, resultKey(path.result), path.steps.size());
    return out;
}

// Whether an argument that is neither a file nor a puzzle was meant as a
// file: it names a folder or an extension, or is too short for any puzzle
// (the smallest, 4x4, has 16 cells). A long broken puzzle line gets the
// parse error instead, which says where it breaks.
bool looksLikePath(const std::string& argument)
{
    if (argument.find('/') != std::string::npos || argument.find('\\') != std::string::npos)
        return true;
    const auto dot = argument.rfind('.');
    if (dot != std::string::npos && dot + 1 < argument.size() && argument.size() - dot <= 6
        && std::isalpha(static_cast<unsigned char>(argument[dot + 1])))
        return true;
    return argument.size() < 16;
}

} // namespace

int runExplain(const std::vector<std::string>& args)
{
    ExplainOptions options;
    PuzzleShapeOptions shape;
    bool haveInput = false;
    for (size_t i = 0; i < args.size(); ++i) {
        std::string error;
        const std::string& arg = args[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << kExplainHelp << kShapeOptionsHelp;
            return kExitOk;
        }
        if (arg == "--list-techniques") {
            for (const auto& row : logic::catalogue())
                std::cout << row.key << "\t" << logic::levelKey(row.level) << "\t" << logic::familyKey(row.family)
                          << "\n";
            return kExitOk;
        }
        if (arg == "--json") {
            options.json = true;
        } else if (arg == "--first") {
            options.first = true;
        } else if (arg == "--max-level" || arg == "--only") {
            if (i + 1 >= args.size()) {
                std::cerr << "pencilmark-cli: " << arg << " needs a value\n";
                return kExitUsage;
            }
            const std::string& value = args[++i];
            if (arg == "--max-level") {
                options.logic.maxLevel = logic::levelByKey(value);
                if (!options.logic.maxLevel) {
                    std::cerr << "pencilmark-cli: unknown level '" << value
                              << "': expected easy, medium, hard, expert, master or extreme\n";
                    return kExitUsage;
                }
            } else {
                options.logic.only = logic::techniqueByKey(value);
                if (!options.logic.only) {
                    std::cerr << "pencilmark-cli: unknown technique '" << value << "' (see explain --list-techniques)\n";
                    return kExitUsage;
                }
            }
        } else if (takeShapeOption(args, i, shape, error)) {
            if (!error.empty()) {
                std::cerr << "pencilmark-cli: " << error << "\n";
                return kExitUsage;
            }
        } else if (arg.size() > 1 && arg[0] == '-') {
            std::cerr << "pencilmark-cli: unknown option '" << arg << "' (see explain --help)\n";
            return kExitUsage;
        } else if (haveInput) {
            std::cerr << "pencilmark-cli: more than one puzzle or file given\n";
            return kExitUsage;
        } else {
            options.input = arg;
            haveInput = true;
        }
    }
    ParseOptions parse;
    if (auto error = makeParseOptions(shape, parse)) {
        std::cerr << "pencilmark-cli: " << *error << "\n";
        return kExitUsage;
    }
    // The argument is a file when one by that name exists (or "-"), else the
    // puzzle itself.
    int exitCode = kExitOk;
    // Each puzzle's steps and result are printed together, so an
    // interrupted run never ends inside a puzzle.
    const auto explainEntry = [&](PuzzleFileEntry&& entry) {
        setWorkingOn("line " + std::to_string(entry.line));
        if (!entry.puzzle) {
            const ParseError& e = entry.puzzle.error();
            const std::string where = std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
            writeOut(options.json ? "{\"result\": \"invalid\", \"steps\": 0, \"error\": " + jsonQuote(where) + "}\n"
                                  : "invalid: " + where + "\n");
            exitCode = kExitInvalidInput;
            return true;
        }
        const Explained explained = explainOne(options, entry.puzzle.value());
        writeOut(explained.text);
        if (explained.unsolvable)
            exitCode = kExitInvalidInput;
        return true;
    };
    std::error_code ignored;
    if (options.input.empty() || options.input == "-" || std::filesystem::exists(options.input, ignored)) {
        if (!forEachEntry(options.input, parse, explainEntry))
            return kExitUsage;
        return exitCode;
    }
    std::vector<PuzzleFileEntry> entries = parsePuzzleFile(options.input, parse);
    const bool readsAsPuzzle = !entries.empty() && std::all_of(entries.begin(), entries.end(), [](const auto& e) {
        return e.puzzle.ok();
    });
    if (!readsAsPuzzle && looksLikePath(options.input)) {
        // As solve and the other commands say for a missing file.
        openInputOrReport(options.input);
        return kExitUsage;
    }
    for (PuzzleFileEntry& entry : entries)
        explainEntry(std::move(entry));
    return exitCode;
}

} // namespace pm::cli
