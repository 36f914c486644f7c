// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The SudokuPad SCL reader's parts, shared by its files and no one else:
// sudokupad_source.cpp (the links, and the puzzle's JSON out of one),
// sudokupad_drawings.cpp (the drawings, and the rules told from them, with
// the parts in sudokupad_drawing_reader.h) and
// sudokupad_format.cpp (the grid, regions, notes and the entry points).

#include "core/constraints/constraint.h"
#include "core/formats/formats_internal.h"
#include "core/formats/json_value.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pm::formats::sudokupad {

// Past any SudokuPad puzzle (a heavily drawn one unpacks to a few hundred
// KiB); bounds what a link may unpack and unzip to.
constexpr std::size_t kMaxJsonBytes = 16u << 20;

// The names Pencilmark gives, in ParsedPuzzle::unknownRules, to what a
// SudokuPad puzzle holds but Pencilmark cannot read as rules
// (text/constraint_text.cpp words them for the player).
inline constexpr std::string_view kUnreadLines = "sudokupad-lines";
inline constexpr std::string_view kUnreadArrows = "sudokupad-arrows";
inline constexpr std::string_view kUnreadShapes = "sudokupad-shapes";
inline constexpr std::string_view kUnreadCages = "sudokupad-cages";
inline constexpr std::string_view kUnreadGlobal = "sudokupad-global";
inline constexpr std::string_view kUnreadRulesText = "sudokupad-rules-text";

// What went wrong, in words that never echo the data.
struct Problem {
    ParseErrorCode code;
    std::string message;
};

// The puzzle id of a SudokuPad link or a bare id ("scl…", "ctc…"), without
// its prefix and with percent-encoding undone, and the byte offset in the
// text where the id starts.
std::optional<std::pair<std::string, std::size_t>> sclPart(std::string_view text);

// The id's puzzle as JSON: unpacked (LZ-String), unzipped (PuzzleZipper)
// and read, with the long keys.
Result<JsonValue, Problem> decodeSclId(std::string_view id);

// What the drawings of a size x size puzzle tell: the rules recognised, the
// drawings kept, and which kinds of drawing were left unread as rules.
struct Reading {
    std::vector<Constraint> constraints;
    std::vector<Cage> cages;
    // What each rule was read from (parallel to constraints and cages): its
    // drawings, and the kind of drawing, should the rule be given up (its
    // solution breaks it: the drawing meant something else).
    struct Source {
        std::vector<Drawing> drawings;
        std::string_view unread;
    };
    std::vector<Source> constraintSources;
    std::vector<Source> cageSources;
    std::vector<Drawing> drawings;
    std::vector<std::string> unread; // kUnread… names, each once
    // The metadata cages' values ("title: …"), name and text.
    std::vector<std::pair<std::string, std::string>> metadata;
};
std::optional<Problem> readDrawings(const JsonValue& root, int size, Reading& out);

// Words of a rules text that name a rule the reading did not find (a
// "knight" in a puzzle without anti-knight), at most a few.
std::vector<std::string> rulesTextBeyond(std::string_view rules, const Reading& reading);

} // namespace pm::formats::sudokupad
