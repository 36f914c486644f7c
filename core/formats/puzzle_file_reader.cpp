// SPDX-License-Identifier: GPL-3.0-or-later
// Files of puzzles, read from a stream entry by entry.

#include "core/formats/puzzle_file_reader.h"

#include "core/formats/formats_internal.h"
#include "core/utf8.h"

#include <sstream>

namespace pm {

using formats::TextLine;

namespace {

// JSON over many lines (f-puzzles as other tools pretty-print it) is read
// as one text up to this size; no puzzle's JSON comes near it.
constexpr std::size_t kMaxJsonBytes = std::size_t(16) << 20;

// A HoDoKu game is some hundred kilobytes with a long solution path.
constexpr std::size_t kMaxHoDoKuBytes = std::size_t(16) << 20;
constexpr std::size_t kHoDoKuSniffBytes = 4096;

// Comments only give a title; their first part is enough.
constexpr std::size_t kMaxCommentBytes = 4096;
constexpr std::size_t kMaxComments = 64;
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

TextLine view(const std::string& text, int number)
{
    return TextLine{std::string_view(text), number};
}

} // namespace

PuzzleFileReader::PuzzleFileReader(std::istream& in, ParseOptions options)
    : m_in(in)
    , m_options(std::move(options))
{
}

// The input's bytes: first those read ahead to tell a HoDoKu game, then the stream's.
int PuzzleFileReader::peekByte()
{
    if (m_pendingPos < m_pending.size())
        return std::uint8_t(m_pending[m_pendingPos]);
    std::streambuf* buffer = m_in.rdbuf();
    return buffer ? buffer->sgetc() : std::char_traits<char>::eof();
}

int PuzzleFileReader::takeByte()
{
    if (m_pendingPos < m_pending.size())
        return std::uint8_t(m_pending[m_pendingPos++]);
    std::streambuf* buffer = m_in.rdbuf();
    return buffer ? buffer->sbumpc() : std::char_traits<char>::eof();
}

// One line ('\n', "\r\n" or '\r' ends it), its first `keep` bytes kept.
bool PuzzleFileReader::readLine(Line& line, std::size_t keep, std::size_t keepForJson)
{
    if (m_stopped)
        return false;
    if (peekByte() == std::char_traits<char>::eof())
        return false;
    line.text.clear();
    line.endless = false;
    line.cut = false;
    line.number = ++m_lineNumber;
    std::uint64_t length = 0;
    for (;;) {
        const int c = takeByte();
        if (c == std::char_traits<char>::eof() || c == '\n')
            break;
        if (c == '\r') {
            if (peekByte() == '\n')
                takeByte();
            break;
        }
        if (line.text.size() == keep && keepForJson > keep) {
            // Decided once, at the bound: a line that opens JSON goes on.
            const auto first = line.text.find_first_not_of(" \t");
            if (first != std::string::npos && line.text[first] == '{')
                keep = keepForJson;
            keepForJson = 0;
        }
        if (line.text.size() < keep)
            line.text.push_back(char(c));
        else
            line.cut = true;
        if (++length > kMaxSkippedBytes) {
            line.endless = true;
            m_stopped = true;
            break;
        }
    }
    // A byte order mark (editors on Windows write one) is not part of the
    // first puzzle.
    if (line.number == 1 && line.text.starts_with(kByteOrderMark))
        line.text.erase(0, kByteOrderMark.size());
    return true;
}

// The next line that is neither blank nor a comment (comments are kept for
// a multi-line puzzle's title).
bool PuzzleFileReader::readContentLine(Line& line, std::size_t keep, std::size_t keepForJson)
{
    while (readLine(line, keep, keepForJson)) {
        if (line.endless || !formats::isBlankLine(line.text)) {
            if (line.endless || !formats::isCommentLine(line.text))
                return true;
            if (m_comments.size() < kMaxComments) {
                line.text.resize(std::min(line.text.size(), kMaxCommentBytes));
                m_comments.push_back(line);
            }
        }
    }
    return false;
}

PuzzleFileEntry PuzzleFileReader::parseLine(const Line& line) const
{
    return PuzzleFileEntry{line.number, formats::parseSingleLine(view(line.text, line.number), m_options)};
}

PuzzleFileEntry PuzzleFileReader::endlessLineError(const Line& line)
{
    m_mode = Mode::Done;
    return PuzzleFileEntry{
        line.number, formats::makeError(ParseErrorCode::TooLarge, {line.number, 1},
                                        "line " + std::to_string(line.number) + " goes on past "
                                            + std::to_string(kMaxSkippedBytes >> 20)
                                            + " MiB without a line break: the rest of the input is not read")};
}

// Reads as far as needed to tell how the file reads (see parsePuzzleFile):
// one puzzle per line when the first line holds a whole puzzle, else one
// multi-line puzzle of at most kMaxGridLines lines when the text makes one,
// else one puzzle per line again, so that headers or junk before the
// puzzles cost only their own lines.
std::optional<PuzzleFileEntry> PuzzleFileReader::start()
{
    // A HoDoKu game is one binary (ZIP) or XML document: read whole, not by
    // lines. The XML may start with a UTF-8 byte order mark (0xEF).
    if (peekByte() == 'P' || peekByte() == '<' || peekByte() == 0xEF) {
        if (auto game = readWholeHoDoKuGame())
            return game;
    }
    // A first line that opens JSON is kept up to the JSON bound: f-puzzles
    // JSON is often one line, and a 64x64 export with marks is past kMaxLineBytes.
    Line first;
    if (!readContentLine(first, kMaxLineBytes, kMaxJsonBytes)) {
        m_mode = Mode::Done;
        return std::nullopt;
    }
    if (first.endless)
        return endlessLineError(first);
    const auto firstChar = first.text.find_first_not_of(" \t");
    const bool opensJson = firstChar != std::string::npos && first.text[firstChar] == '{';
    int cells = 0;
    const bool perLine = formats::isWholeLinePuzzle(view(first.text, first.number), m_options, &cells);
    // One JSON over several lines, or one line too long to be read as a
    // line: the rest of the input is the JSON.
    if (opensJson && (!perLine || first.text.size() > kMaxLineBytes || first.cut))
        return readWholeJson(std::move(first));
    m_ahead.push_back(std::move(first));

    if (perLine) {
        m_mode = Mode::PerLine;
        // K lines of K cells may be one K x K grid: that needs the whole
        // file to be exactly K lines, so read up to one more to know. Only
        // K up to 64 can be a grid's side (16 lines of 16: a 16x16 grid or
        // sixteen 4x4 puzzles); a file of 9x9 puzzles is never held back.
        if (cells > Geometry::kMaxSize)
            return next();
        Line line;
        bool grid = true;
        while (m_ahead.size() <= std::size_t(cells) && readContentLine(line, kMaxLineBytes)) {
            grid = grid && !line.endless && line.text.size() <= formats::kMaxGridLineBytes;
            m_ahead.push_back(line);
            if (line.endless)
                break;
        }
        if (grid && m_ahead.size() == std::size_t(cells)) {
            auto whole = parseAhead(0);
            if (whole) {
                m_mode = Mode::Done;
                return PuzzleFileEntry{m_ahead.front().number, std::move(whole)};
            }
        }
        return next();
    }

    // Maybe one multi-line puzzle: collect its lines. Whatever no grid has
    // (too many lines, a line too long, one without end) means lines
    // instead: every line is read as a puzzle, and those that are none are
    // reported by their line.
    Line line;
    bool anyWholePuzzle = false;
    while (readContentLine(line, kMaxLineBytes)) {
        const bool tooLong = line.text.size() > formats::kMaxGridLineBytes;
        if (line.endless || tooLong || m_ahead.size() >= std::size_t(formats::kMaxGridLines)) {
            m_ahead.push_back(std::move(line));
            return readLineByLine();
        }
        int lineCells = 0;
        anyWholePuzzle = anyWholePuzzle || formats::isWholeLinePuzzle(view(line.text, line.number), m_options, &lineCells);
        m_ahead.push_back(line);
    }
    const int firstNumber = m_ahead.front().number;
    auto whole = parseAhead(0);
    if (whole) {
        m_mode = Mode::Done;
        m_ahead.clear();
        return PuzzleFileEntry{firstNumber, std::move(whole)};
    }
    // A grid under a title or an author line: the lines before it are
    // reported, and the grid read.
    for (std::size_t skip = 1; skip <= kMaxLinesBeforeGrid && skip + 1 < m_ahead.size(); ++skip) {
        auto grid = parseAhead(skip);
        if (grid) {
            m_mode = Mode::PerLine;
            m_grid = PuzzleFileEntry{m_ahead[skip].number, std::move(grid)};
            m_ahead.resize(skip);
            return next();
        }
    }
    if (anyWholePuzzle || holdsBadBytesOnSeveralLines())
        return readLineByLine();
    m_mode = Mode::Done;
    m_ahead.clear();
    return PuzzleFileEntry{firstNumber, std::move(whole)};
}

// The lines read ahead, from the skip-th on, as one puzzle (with the
// comments met on the way, for a title).
Result<ParsedPuzzle, ParseError> PuzzleFileReader::parseAhead(std::size_t skip) const
{
    std::vector<TextLine> lines, comments;
    for (std::size_t i = skip; i < m_ahead.size(); ++i)
        lines.push_back(view(m_ahead[i].text, m_ahead[i].number));
    for (const Line& c : m_comments)
        comments.push_back(view(c.text, c.number));
    return formats::parseContentLines(lines, comments, m_options);
}

// Whether the lines read ahead, which read as no grid, hold bytes that are
// not UTF-8 on more than one line. Such bytes are refused before any grid
// is read, so the error names the first and says nothing of the rest. One
// bad spot is a grid's typo, and that one error is the grid's; bad bytes
// line after line are text in another encoding or binary junk, no grid,
// and each of its lines is reported on its own.
bool PuzzleFileReader::holdsBadBytesOnSeveralLines() const
{
    int badLines = 0;
    for (const Line& line : m_ahead)
        badLines += findInvalidUtf8(line.text) ? 1 : 0;
    return badLines > 1;
}

// The rest of the input as one JSON text starting with `first` (blank and
// '#' lines too: they are inside the JSON).
std::optional<PuzzleFileEntry> PuzzleFileReader::readWholeJson(Line first)
{
    m_mode = Mode::Done;
    const auto tooLarge = [&](int lineNumber) {
        return PuzzleFileEntry{first.number,
                               formats::makeError(ParseErrorCode::TooLarge, {lineNumber, 1},
                                                  "JSON of more than " + std::to_string(kMaxJsonBytes >> 20)
                                                      + " MiB: no puzzle needs that much")};
    };
    if (first.cut)
        return tooLarge(first.number);
    std::string json = std::move(first.text);
    Line line;
    while (readLine(line, kMaxJsonBytes)) {
        if (line.endless || line.cut || json.size() + line.text.size() + 1 > kMaxJsonBytes)
            return tooLarge(line.number);
        json += '\n';
        json += line.text;
    }
    const auto column = json.find_first_not_of(" \t");
    return PuzzleFileEntry{first.number,
                           formats::parseFPuzzlesJson(std::string_view(json).substr(column),
                                                      {first.number, int(column) + 1}, m_options)};
}

// The whole input, when it is a HoDoKu game; nothing otherwise, and the
// bytes looked at are read again as lines.
std::optional<PuzzleFileEntry> PuzzleFileReader::readWholeHoDoKuGame()
{
    std::string bytes;
    // Enough to see the ZIP signature, or the XML declaration and <java.
    while (bytes.size() < kHoDoKuSniffBytes && peekByte() != std::char_traits<char>::eof())
        bytes.push_back(char(takeByte()));
    if (!formats::looksLikeHoDoKuGame(bytes)) {
        m_pending = std::move(bytes);
        m_pendingPos = 0;
        return std::nullopt;
    }
    m_mode = Mode::Done;
    while (peekByte() != std::char_traits<char>::eof()) {
        if (bytes.size() >= kMaxHoDoKuBytes)
            return PuzzleFileEntry{1, formats::makeError(ParseErrorCode::TooLarge, {},
                                                         "a HoDoKu file of more than "
                                                             + std::to_string(kMaxHoDoKuBytes >> 20)
                                                             + " MiB: no game needs that much")};
        bytes.push_back(char(takeByte()));
    }
    return PuzzleFileEntry{1, formats::parseHoDoKuGame(bytes, m_options)};
}

// Gives out the lines read ahead, and the rest of the file, one puzzle per
// line, starting with the first.
std::optional<PuzzleFileEntry> PuzzleFileReader::readLineByLine()
{
    m_mode = Mode::PerLine;
    return next();
}

std::optional<PuzzleFileEntry> PuzzleFileReader::next()
{
    switch (m_mode) {
    case Mode::Start:
        return start();
    case Mode::Done:
        return std::nullopt;
    case Mode::PerLine:
        break;
    }
    Line line;
    if (!m_ahead.empty()) {
        line = std::move(m_ahead.front());
        m_ahead.pop_front();
    } else if (m_grid) {
        // The grid after the lines before it, and then the end.
        PuzzleFileEntry grid = std::move(*m_grid);
        m_grid.reset();
        m_mode = Mode::Done;
        return grid;
    } else if (!readContentLine(line, kMaxLineBytes)) {
        m_mode = Mode::Done;
        return std::nullopt;
    }
    if (line.endless)
        return endlessLineError(line);
    return parseLine(line);
}

// How a file is read: when its first puzzle line holds a whole puzzle on its
// own, every line is one puzzle (text after the puzzle, such as a rating, is
// ignored). Otherwise the whole text is one multi-line puzzle (a grid, a
// SadMan or Simple Sudoku file, a candidate grid) when it reads as one, or
// when it does after a few lines of its own (a title, an author: each is
// reported as an error of its line). Failing that, when any line holds a
// whole puzzle, or the text is longer than any grid, or it holds bytes that
// are not UTF-8 on several lines (holdsBadBytesOnSeveralLines), every line
// is one puzzle again: headers and junk lines are errors of their own
// lines, and no puzzle after them is lost. One overlap remains: K lines of K cells
// where K cells is itself a puzzle (16 lines of 16: a 16x16 grid or
// sixteen 4x4 puzzles); the text is read as one grid when it parses as one,
// as lines otherwise.
std::vector<PuzzleFileEntry> parsePuzzleFile(std::string_view text, const ParseOptions& options)
{
    std::istringstream in{std::string(text)};
    PuzzleFileReader reader(in, options);
    std::vector<PuzzleFileEntry> entries;
    while (auto entry = reader.next())
        entries.push_back(std::move(*entry));
    return entries;
}

} // namespace pm
