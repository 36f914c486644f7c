// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/formats/puzzle_format.h"

#include <cstdint>
#include <deque>
#include <istream>
#include <optional>
#include <string>

namespace pm {

// Reads a file of puzzles from a stream one entry at a time, as
// parsePuzzleFile does for a text in memory (which it is built on), but with
// memory bounded whatever the input: a file of a million puzzles is never
// held at once, a line is kept up to kMaxLineBytes (no puzzle line is longer;
// text past it is skipped, as any text after a line's puzzle is), and a line
// that goes on past kMaxSkippedBytes (a device such as /dev/zero, a binary
// blob without line breaks) ends the reading with an error entry instead of
// running forever.
class PuzzleFileReader {
public:
    // A 64x64 pencil-mark line (4096 groups of up to 64 symbols, spaced) is
    // about 270 000 characters; this leaves room for a comment after it.
    static constexpr std::size_t kMaxLineBytes = std::size_t(1) << 20;
    static constexpr std::uint64_t kMaxSkippedBytes = std::uint64_t(1) << 28;

    PuzzleFileReader(std::istream& in, ParseOptions options);

    // The next puzzle or error, in input order; nullopt at the end.
    std::optional<PuzzleFileEntry> next();

private:
    struct Line {
        std::string text;
        int number = 0;
        bool endless = false; // went on past kMaxSkippedBytes: reading stopped there
        bool cut = false;     // longer than the bytes kept
    };
    enum class Mode { Start, PerLine, Done };

    // A line, its first `keep` bytes kept, or `keepForJson` when it opens a JSON object.
    bool readLine(Line& line, std::size_t keep, std::size_t keepForJson = 0);
    bool readContentLine(Line& line, std::size_t keep, std::size_t keepForJson = 0);
    std::optional<PuzzleFileEntry> start();
    Result<ParsedPuzzle, ParseError> parseAhead(std::size_t skip) const;
    bool holdsBadBytesOnSeveralLines() const;
    std::optional<PuzzleFileEntry> readLineByLine();
    std::optional<PuzzleFileEntry> readWholeJson(Line first);
    std::optional<PuzzleFileEntry> readWholeHoDoKuGame();
    int peekByte();
    int takeByte();
    PuzzleFileEntry parseLine(const Line& line) const;
    PuzzleFileEntry endlessLineError(const Line& line);

    std::istream& m_in;
    ParseOptions m_options;
    Mode m_mode = Mode::Start;
    int m_lineNumber = 0;
    bool m_stopped = false;   // an endless line was met: nothing more is read
    std::deque<Line> m_ahead; // lines read to decide how the file reads, not yet given out
    std::deque<Line> m_comments;
    std::string m_pending; // bytes read ahead to tell a HoDoKu game, given out before the stream's
    std::size_t m_pendingPos = 0;
    std::optional<PuzzleFileEntry> m_grid; // a grid found after the lines still in m_ahead
    // Lines above a multi-line puzzle (a title, an author...) that are
    // reported on their own before the puzzle is read without them.
    static constexpr std::size_t kMaxLinesBeforeGrid = 8;
};

} // namespace pm
