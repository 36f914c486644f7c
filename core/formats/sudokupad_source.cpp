// SPDX-License-Identifier: GPL-3.0-or-later
// Where a SudokuPad SCL puzzle comes from: its links in every form
// SudokuPad and the Cracking the Cryptic app share them in
// (https://sudokupad.app/scl…, …/sudoku/scl…, ?puzzleid=scl…,
// sudokupad://puzzle/scl…, https://app.crackingthecryptic.com/sudoku/ctc…)
// or a bare id, and the JSON inside: percent-encoding undone, LZ-String
// unpacked, PuzzleZipper undone, read.

#include "core/formats/lz_string.h"
#include "core/formats/puzzle_zipper.h"
#include "core/formats/sudokupad_reader.h"

#include <algorithm>
#include <array>

namespace pm::formats {

namespace sudokupad {

namespace {

constexpr std::array<std::string_view, 2> kPrefixes = {"scl", "ctc"};
// Where an id starts: after these, or at the line's first word.
constexpr std::array<std::string_view, 6> kIdMarkers = {
    "puzzleid=",     "sudokupad://puzzle/",     "sudokupad.app/sudoku/", "sudokupad.app/",
    "crackingthecryptic.com/sudoku/", "crackingthecryptic.com/"};
// Bounds the slash repair below: a few dozen unpacking tries of a link.
constexpr std::size_t kSlashRepairTries = 32;
constexpr std::size_t kSlashRepairBytes = 64u << 10;

bool startsWithPrefix(std::string_view text)
{
    return std::any_of(kPrefixes.begin(), kPrefixes.end(), [&](std::string_view p) { return text.starts_with(p); });
}

bool endsId(char c)
{
    return c == '&' || c == '#' || c == '?' || c == ' ' || c == '\t';
}

int hexValue(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

// Where the id of a link starts (a prefix or not), or npos.
std::size_t idStart(std::string_view text)
{
    for (const std::string_view marker : kIdMarkers)
        if (const auto at = text.find(marker); at != std::string_view::npos)
            return at + marker.size();
    return std::string_view::npos;
}

} // namespace

std::optional<std::pair<std::string, std::size_t>> sclPart(std::string_view text)
{
    std::size_t start = idStart(text);
    if (start == std::string_view::npos || !startsWithPrefix(text.substr(start))) {
        start = text.find_first_not_of(" \t");
        if (start == std::string_view::npos || !startsWithPrefix(text.substr(start)))
            return std::nullopt;
    }
    // Up to the end of the path or query value; a browser or chat may have
    // escaped any character of it (%2B for '+', %2F for '/' …).
    std::string id;
    for (std::size_t i = start + 3; i < text.size() && !endsId(text[i]); ++i) {
        if (text[i] == '%' && i + 2 < text.size() && hexValue(text[i + 1]) >= 0 && hexValue(text[i + 2]) >= 0) {
            id.push_back(char(hexValue(text[i + 1]) * 16 + hexValue(text[i + 2])));
            i += 2;
            continue;
        }
        id.push_back(text[i]);
    }
    return std::make_pair(std::move(id), start);
}

Result<JsonValue, Problem> decodeSclId(std::string_view id)
{
    if (id.empty())
        return Problem{ParseErrorCode::Empty, "the SudokuPad link carries no puzzle after its \"scl\" or \"ctc\""};
    auto unpacked = lzStringDecompressFromBase64(id, kMaxJsonBytes);
    // A server that folds "//" in a path to "/" damages a link's data;
    // SudokuPad tries each '/' doubled, and so does Pencilmark, a bounded
    // number of times.
    if (!unpacked && !unpacked.error().tooLarge && id.size() <= kSlashRepairBytes) {
        std::size_t tries = 0;
        for (std::size_t at = id.find('/'); at != std::string_view::npos && tries < kSlashRepairTries;
             at = id.find('/', at + 1)) {
            if ((at > 0 && id[at - 1] == '/') || (at + 1 < id.size() && id[at + 1] == '/'))
                continue;
            ++tries;
            std::string repaired(id);
            repaired.insert(at, 1, '/');
            if (auto again = lzStringDecompressFromBase64(repaired, kMaxJsonBytes)) {
                unpacked = std::move(again);
                break;
            }
        }
    }
    if (!unpacked)
        return Problem{unpacked.error().tooLarge ? ParseErrorCode::TooLarge : ParseErrorCode::UnexpectedSymbol,
                       "the SudokuPad data cannot be unpacked: " + unpacked.error().message};
    const std::string& text = unpacked.value();
    // A puzzle is zipped, or, written by other tools, plain JSON: SudokuPad
    // reads plain JSON first, and so does Pencilmark.
    if (auto plain = parseJson(text); plain && plain->kind == JsonValue::Kind::Object)
        return std::move(plain.value());
    auto json = unzipPuzzleText(text, kMaxJsonBytes);
    if (!json)
        return Problem{ParseErrorCode::UnexpectedSymbol,
                       "the SudokuPad data unpacks to text that is not a puzzle: " + json.error().message};
    auto root = parseJson(json.value());
    if (!root)
        return Problem{ParseErrorCode::UnexpectedSymbol,
                       "the SudokuPad data unpacks to text that is not a puzzle (not valid JSON once unzipped, "
                       "character "
                           + std::to_string(root.error().offset + 1) + ": " + root.error().message + ")"};
    expandZippedKeys(root.value());
    return std::move(root.value());
}

} // namespace sudokupad

bool looksLikeSudokuPad(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return false;
    std::size_t start = sudokupad::idStart(text);
    const bool link = start != std::string_view::npos && text.find("f-puzzles.com") == std::string_view::npos;
    if (link) {
        // SudokuPad's f-puzzles ids are the f-puzzles reader's.
        if (text.substr(start).starts_with("fpuz"))
            return false;
    } else {
        start = first;
        if (!sudokupad::startsWithPrefix(text.substr(start)))
            return false;
        // A bare id: the prefix, then base64 (or its escapes) to a blank.
        std::string_view token = text.substr(start + 3);
        token = token.substr(0, token.find_first_of(" \t"));
        return token.size() >= 16 && std::all_of(token.begin(), token.end(), [](char c) {
                   return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+'
                       || c == '/' || c == '=' || c == '%';
               });
    }
    // A link after a puzzle is a comment ("<puzzle>  # from sudokupad.app/…"):
    // the line is a SudokuPad one only when no word before the link could
    // be a puzzle (as f-puzzles links, fpuzzles_source.cpp).
    std::size_t at = first;
    while (at < start) {
        const std::size_t end = std::min(text.find_first_of(" \t", at), text.size());
        if (end >= start)
            break; // the link's own word
        const std::string_view word = text.substr(at, end - at);
        if (word.size() >= 16 || word == "killer" || word == "sudoku" || word == "multifour" || word == "doublenine"
            || word == "#")
            return false;
        at = text.find_first_not_of(" \t", end);
    }
    return true;
}

} // namespace pm::formats
