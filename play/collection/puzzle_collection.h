// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/formats/posed_puzzle.h"
#include "core/formats/puzzle_format.h"
#include "core/grid.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace pm {


// The key a puzzle's progress is kept under: a hash of the one line that
// reads back as it (writePuzzleLine of its givens), so the same puzzle has
// the same key in whichever file, order or format it comes.
QString puzzleKey(const Grid& puzzle, const Alphabet& alphabet);

// A file of many puzzles, one per line (the ../shared/data sets, a
// player's own list; '#' comments and headers skipped as the CLI skips
// them), read into what the collection list shows and what it takes to
// play each again. Puzzles are kept as their one-line form, not as grids,
// so a file of 50,000 puzzles takes a few megabytes.
class PuzzleCollection {
public:
    struct Puzzle {
        int line = 0;         // 1-based, in the file
        std::string text;     // the puzzle as one line that reads back (writePuzzleLine)
        QString givensLine;   // its givens as symbols, '.' for blanks: what the list shows
        int givens = 0;
        QString key;          // puzzleKey
    };
    // A line that holds no puzzle: reported with its place, the rest still read.
    struct UnreadableLine {
        int line = 0;
        ParseError error;
    };

    // Reads every entry of the file's bytes in order.
    static PuzzleCollection read(const QString& path, const QByteArray& bytes);

    const QString& path() const { return m_path; }
    // The file's name, as titles show it.
    QString fileName() const;
    const std::vector<Puzzle>& puzzles() const { return m_puzzles; }
    const std::vector<UnreadableLine>& unreadable() const { return m_unreadable; }
    int size() const { return int(m_puzzles.size()); }
    // More than one puzzle: a collection. A file of one puzzle (with or
    // without lines that are none) opens as that puzzle.
    bool isCollection() const { return m_puzzles.size() > 1; }
    // The index of the puzzle with this key, the first if it is there twice.
    std::optional<int> indexOf(const QString& key) const;
    // The puzzle's givens and symbols, read back from its line.
    std::optional<ParsedPuzzle> parse(int index) const;

private:
    QString m_path;
    std::vector<Puzzle> m_puzzles;
    std::vector<UnreadableLine> m_unreadable;
};

} // namespace pm
