// SPDX-License-Identifier: GPL-3.0-or-later
// parsePuzzle: which format a text is in, by its structure.

#include "core/formats/formats_internal.h"
#include "core/utf8.h"

namespace pm::formats {

namespace {

std::string commentText(std::string_view line)
{
    const auto hash = line.find('#');
    const std::string_view rest = line.substr(hash + 1);
    const auto first = rest.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    const auto last = rest.find_last_not_of(" \t");
    return std::string(rest.substr(first, last - first + 1));
}

// SudoCue's header lines in .sdk files: '#' and a code letter (A author,
// D description, C comment, B date, S source, L level, U URL) then the text.
std::optional<char> sadManHeaderCode(std::string_view line)
{
    const auto hash = line.find('#');
    if (hash + 1 >= line.size())
        return std::nullopt;
    const char code = line[hash + 1];
    if (std::string_view("ADCBSLU").find(code) == std::string_view::npos)
        return std::nullopt;
    return code;
}

// A title for the puzzle from its comment lines: a SadMan description (#D)
// when there is one, the first comment otherwise.
std::string titleFrom(const std::vector<TextLine>& comments, PuzzleFormat format)
{
    if (format == PuzzleFormat::SadMan) {
        for (const TextLine& comment : comments)
            if (sadManHeaderCode(comment.text) == 'D')
                return toValidUtf8(commentText(comment.text).substr(1));
        return {};
    }
    return comments.empty() ? std::string() : toValidUtf8(commentText(comments.front().text));
}

} // namespace

Result<ParsedPuzzle, ParseError> parseContentLines(const std::vector<TextLine>& lines,
                                                   const std::vector<TextLine>& comments, const ParseOptions& options)
{
    if (lines.empty())
        return makeError(ParseErrorCode::Empty, {}, "no puzzle found: the text is empty or only comments");
    // Bytes that are not UTF-8 are refused where they are, before any
    // reader could take an overlong '.' for a blank.
    if (auto invalid = invalidUtf8Error(lines))
        return *invalid;

    const auto finish = [&](Result<ParsedPuzzle, ParseError> parsed) {
        if (parsed && parsed.value().title.empty())
            parsed.value().title = titleFrom(comments, parsed.value().format);
        return parsed;
    };

    if (isSectionHeader(lines.front().text))
        return finish(parseSadManSections(lines, options));
    if (lines.size() == 1)
        return finish(parseSingleLine(lines.front(), options));

    int cells = 0;
    if (isWholeLinePuzzle(lines.front(), options, &cells) && std::size_t(cells) != lines.size())
        return makeError(ParseErrorCode::TooManyCells, {lines[1].number, 1},
                         "line " + std::to_string(lines[1].number) + " holds another puzzle: line "
                             + std::to_string(lines.front().number)
                             + " is a whole puzzle already (read a file of puzzles with parsePuzzleFile)");
    for (const TextLine& line : lines)
        if (line.text.size() > kMaxGridLineBytes)
            return makeError(ParseErrorCode::TooLarge, {line.number, 1},
                             "a line of " + std::to_string(line.text.size())
                                 + " bytes in a multi-line puzzle: no 64x64 grid needs one that long");
    if (looksLikeCandidateGrid(lines))
        return finish(parseCandidateLines(lines, options));

    bool sadManHeaders = false;
    for (const TextLine& comment : comments)
        sadManHeaders = sadManHeaders || sadManHeaderCode(comment.text).has_value();
    return finish(parseTextGrid(lines, options, sadManHeaders));
}

} // namespace pm::formats

namespace pm {

Result<ParsedPuzzle, ParseError> parsePuzzle(std::string_view text, const ParseOptions& options)
{
    using namespace formats;
    // A HoDoKu game (a ZIP archive, or its XML) is read as a whole.
    if (looksLikeHoDoKuGame(text))
        return parseHoDoKuGame(text, options);
    // JSON (f-puzzles) is read as a whole, over as many lines as it takes.
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && text[first] == '{') {
        int line = 1;
        std::size_t lineStart = 0;
        for (std::size_t i = 0; i < first; ++i)
            if (text[i] == '\n') {
                ++line;
                lineStart = i + 1;
            }
        return parseFPuzzlesJson(text.substr(first), {line, int(first - lineStart) + 1}, options);
    }
    std::vector<TextLine> lines;
    std::vector<TextLine> comments;
    LineReader reader(text);
    TextLine line;
    while (reader.next(line)) {
        if (isBlankLine(line.text))
            continue;
        if (isCommentLine(line.text)) {
            // The title needs the first comments only; a huge comment block
            // must not grow memory.
            if (comments.size() < std::size_t(kMaxGridLines))
                comments.push_back(line);
            continue;
        }
        lines.push_back(line);
        if (lines.size() > std::size_t(kMaxGridLines)) {
            int cells = 0;
            if (isWholeLinePuzzle(lines.front(), options, &cells))
                return makeError(ParseErrorCode::TooManyCells, {lines[1].number, 1},
                                 "line " + std::to_string(lines[1].number)
                                     + " holds another puzzle: the first line is a whole puzzle already (read a "
                                       "file of puzzles with parsePuzzleFile)");
            return makeError(ParseErrorCode::TooLarge, {line.number, 1},
                             "more than " + std::to_string(kMaxGridLines)
                                 + " lines: no supported puzzle (at most 64x64) needs that many");
        }
    }
    return parseContentLines(lines, comments, options);
}

} // namespace pm
