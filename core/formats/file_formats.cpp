// SPDX-License-Identifier: GPL-3.0-or-later
// SadMan .sdk files with sections, and files of many puzzles.

#include "core/formats/formats_internal.h"

namespace pm::formats {

namespace {

std::string_view trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i]))
            return false;
    }
    return true;
}

} // namespace

bool isSectionHeader(std::string_view text)
{
    const std::string_view t = trimmed(text);
    return t.size() >= 2 && t.front() == '[' && t.back() == ']';
}

// SadMan sections: [Puzzle] holds the givens as nine rows. [State],
// [PencilMarks] and [ColourMarks] hold a game in progress; Pencilmark reads
// the puzzle only and skips them (a game is restored from its own files).
Result<ParsedPuzzle, ParseError> parseSadManSections(const std::vector<TextLine>& lines, const ParseOptions& options)
{
    std::vector<TextLine> puzzleLines;
    int headerLine = 0;
    bool inPuzzle = false;
    for (const TextLine& line : lines) {
        if (isSectionHeader(line.text)) {
            inPuzzle = equalsIgnoringCase(trimmed(line.text), "[Puzzle]") && headerLine == 0;
            if (inPuzzle)
                headerLine = line.number;
            continue;
        }
        if (inPuzzle)
            puzzleLines.push_back(line);
    }
    if (headerLine == 0)
        return makeError(ParseErrorCode::Empty, {lines.front().number, 1},
                         "no [Puzzle] section: a SadMan file holds the puzzle after a [Puzzle] line");
    if (puzzleLines.empty())
        return makeError(ParseErrorCode::Empty, {headerLine, 1}, "the [Puzzle] section is empty: expected its rows");
    auto parsed = parseTextGrid(puzzleLines, options, false);
    if (!parsed)
        return parsed;
    ParsedPuzzle puzzle = std::move(parsed).value();
    puzzle.format = PuzzleFormat::SadMan;
    return puzzle;
}

} // namespace pm::formats

namespace pm {

std::string writeSadMan(const Grid& grid, const Alphabet& alphabet)
{
    return "[Puzzle]\n" + writeGrid(grid, alphabet, false);
}

} // namespace pm
