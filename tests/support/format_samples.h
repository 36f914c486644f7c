// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the format tests (tests/core/tst_formats_*, tst_puzzle_file_reader)
// read and say alike: fixtures, puzzles of each size from the public sets,
// a pencil-mark state, and a parse error told for a failed check.

#include "core/formats/puzzle_format.h"

#include <QByteArray>
#include <QString>

#include <string>
#include <string_view>
#include <vector>

namespace pm::test {

// A SudoCue puzzle, the 9x9 the fixtures under tests/data/formats hold.
inline constexpr const char* kSudoCueLine =
    "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1";

// A file's bytes (a warning if it cannot be read), a fixture's under
// tests/data/formats, and the first `count` lines of a file.
std::string readFile(const QString& path);
std::string fixture(const char* name);
std::string firstLines(const QString& path, int count);

// The givens of a line: every character but '.' and '0'.
int clueCount(std::string_view puzzle);

// The text's words between spaces.
std::vector<std::string> split(const std::string& text);

// An error as "code C at L:C: message", and the error of a failed parse
// for a QVERIFY2 message, empty when it worked (QVERIFY2 builds its message
// even when the check passes).
QByteArray describe(const ParseError& error);
QByteArray why(const Result<ParsedPuzzle, ParseError>& parsed);

// A puzzle of each size from the public sets, for round trips.
std::string puzzleOfSize(int size);

// A pencil-mark state: auto candidates, a few removed, naked singles placed
// (a candidate format cannot keep an empty cell with one candidate apart from
// a solved one).
Grid pencilMarkState(const Grid& puzzle);

// The puzzle's one solution as a puzzle line (writeLine, its size's
// standard alphabet), or "not unique" when it has none or several.
std::string solutionLine(const Grid& puzzle);

// A solved 16x16 grid in 0-F: row r is the base row shifted by 4 * (r % 4) + r / 4.
QString solvedZeroBased16();

} // namespace pm::test
