// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/explain_command.h"

#include "app/cli/output.h"
#include "app/cli/puzzle_input.h"
#include "core/json_string.h"

#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "core/utf8.h"
#include "text/step_text/step_text.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>
#include <optional>

namespace pm::cli {

namespace {

// The count a variant puzzle that logic leaves stuck may take: about six
// seconds on a grid the search cannot settle (0.1 ms a node), four times
// what the hardest of the 50 public puzzles needs (under 16,384 nodes).
constexpr std::uint64_t kVariantCountNodes = 1 << 16;

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
    "steps and did not go on (the puzzle may well be solvable). A variant\n"
    "puzzle logic gets stuck on whose solutions cannot be counted within\n"
    "65,536 search nodes ends 'stuck', counted or not.\n";

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
                          const solver::CountResult& count, Explained out);

Explained explainOne(const ExplainOptions& options, const ParsedPuzzle& puzzle)
{
    const Grid start = puzzle.hasCandidates ? puzzle.grid : logic::candidateState(puzzle.grid);
    const StepText text(start.geometry(), puzzle.alphabet);
    Explained out;
    // A variant puzzle that logic finishes has one solution by that alone
    // (every step is forced), and its path is the one the counted walk would
    // take, as the uniqueness techniques never run with constraints. So it
    // is told without the count, which on an open grid can take minutes
    // ("Solver needs SET", an empty grid of cages and dots, took that before
    // the search read set equations).
    std::optional<solver::CountResult> counted;
    if (start.geometry().hasConstraints() && !options.first && !options.logic.only) {
        const logic::SolvePath path = logic::solvePathUncounted(start, options.logic);
        // Stuck, the path is told as it went when the count cannot be had
        // either: a grid the search cannot settle (a Latin square of cages
        // with one cage taken away) would keep the command waiting without
        // end. Logic is stuck there, whatever the count. A count that
        // finishes within the budget is the one used below.
        bool told = path.result == logic::SolvePath::Result::Solved;
        if (path.result == logic::SolvePath::Result::Stuck) {
            solver::SolverOptions bounded{true, true};
            bounded.nodeBudget = kVariantCountNodes;
            const solver::CountResult quick = solver::countSolutions(start, 2, {}, bounded);
            told = quick.outOfBudget;
            if (!told)
                counted = quick;
        }
        if (told) {
            int number = 0;
            for (const auto& step : path.steps)
                appendStep(out.text, options, text, start.geometry(), step, ++number);
            appendResult(out.text, options, resultKey(path.result), path.steps.size());
            return out;
        }
    }
    // A start with no solution is said so, with the reason, before any
    // technique is tried (as solve says "unsolvable").
    const solver::CountResult count
        = counted ? *counted : solver::countSolutions(start, 2, {}, solver::SolverOptions{true, true});
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
                          const solver::CountResult& count, Explained out)
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
std::optional<std::string> checkTechniqueKey(const std::string& key)
{
    if (logic::techniqueByKey(key))
        return std::nullopt;
    return "unknown technique '" + excerptForMessage(key) + "' (see explain --list-techniques)";
}

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

int runExplain(const Arguments& arguments)
{
    if (arguments.flag("--list-techniques")) {
        for (const auto& row : logic::catalogue())
            std::cout << row.key << "\t" << logic::levelKey(row.level) << "\t" << logic::familyKey(row.family) << "\n";
        return kExitOk;
    }
    ExplainOptions options;
    options.json = arguments.flag("--json");
    options.first = arguments.flag("--first");
    if (const auto level = arguments.text("--max-level"))
        options.logic.maxLevel = logic::levelByKey(*level);
    if (const auto only = arguments.text("--only"))
        options.logic.only = logic::techniqueByKey(*only);
    PuzzleInput input;
    if (auto stop = readPuzzleInput(arguments, input))
        return *stop;
    options.input = input.path;
    const ParseOptions& parse = input.parse;
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
        // Variant constraints (issue 38): the constraint techniques reason
        // with every kind but the indexers, and every other step stays true
        // with extra rules (the uniqueness techniques are left out); a rule
        // the logic cannot use leaves a path stuck, never wrong.
        const Explained explained = explainOne(options, entry.puzzle.value());
        writeOut(explained.text);
        if (explained.unsolvable)
            exitCode = kExitInvalidInput;
        return true;
    };
    std::error_code ignored;
    if (options.input.empty() || options.input == "-" || std::filesystem::exists(options.input, ignored)) {
        if (!forEachEntry(input, explainEntry))
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
    for (PuzzleFileEntry& entry : entries) {
        poseGame(entry);
        explainEntry(std::move(entry));
    }
    return exitCode;
}

} // namespace

std::vector<std::string_view> levelWords()
{
    std::vector<std::string_view> words;
    for (int level = 0; level <= int(logic::Level::Extreme); ++level)
        words.push_back(logic::levelKey(logic::Level(level)));
    return words;
}

const CommandSpec& explainCommand()
{
    static const CommandSpec command{
        "explain", "solve like a person, explaining every step", kExplainHelp,
        {{"--json", "", ValueKind::Flag, 0, 0, {}, false, {}, "one JSON object per line (see above)"},
         {"--first", "", ValueKind::Flag, 0, 0, {}, false, {}, "only the next step from the start"},
         {"--max-level", "L", ValueKind::Choice, 0, 0, levelWords(), false, {},
          "use techniques up to level L (easy, medium, hard,\nexpert, master, extreme)"},
         {"--only", "KEY", ValueKind::Text, 0, 0, {}, false, {},
          "look for one technique alone, every instance in the\nstart state (e.g. x-wing; see --list-techniques)", {},
          checkTechniqueKey},
         {"--list-techniques", "", ValueKind::Flag, 0, 0, {}, false, {},
          "print the technique keys, one per line, and exit"}},
        true, 1, "more than one puzzle or file given", runExplain};
    return command;
}

} // namespace pm::cli
