// SPDX-License-Identifier: GPL-3.0-or-later
// Where an f-puzzles puzzle's JSON came from: line and column of a byte in
// its text, the packed string of a link or bare string, and whether a line
// holds f-puzzles data at all.

#include "core/formats/fpuzzles_reader.h"

#include <algorithm>

namespace pm::formats {

namespace fpuzzles {

namespace {

bool isBase64Char(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/'
        || c == '=';
}

void step(CodePointReader& reader, SourcePos& pos)
{
    if (reader.next() == U'\n') {
        ++pos.line;
        pos.column = 1;
    } else {
        ++pos.column;
    }
}

} // namespace

SourcePositions::SourcePositions(const Source& source) : m_source(source)
{
    if (source.packed)
        return;
    CodePointReader reader(source.json);
    SourcePos pos = source.origin;
    m_marks.push_back({0, pos});
    while (!reader.atEnd()) {
        if (reader.offset() >= m_marks.back().offset + kStride)
            m_marks.push_back({reader.offset(), pos});
        step(reader, pos);
    }
}

SourcePos SourcePositions::at(std::size_t offset) const
{
    if (m_source.packed)
        return m_source.origin;
    offset = std::min(offset, m_source.json.size());
    const auto after = std::upper_bound(m_marks.begin(), m_marks.end(), offset,
                                        [](std::size_t value, const Mark& mark) { return value < mark.offset; });
    const Mark& mark = *std::prev(after); // the first mark is at offset 0
    CodePointReader reader(m_source.json.substr(mark.offset, offset - mark.offset));
    SourcePos pos = mark.pos;
    while (!reader.atEnd())
        step(reader, pos);
    return pos;
}

std::optional<std::pair<std::string, std::size_t>> packedPart(std::string_view text)
{
    std::size_t start = std::string_view::npos;
    // f-puzzles' "?load=", and SudokuPad's ids "fpuzzles…" and "fpuz…"
    // (sudokupad.app/fpuzN4Ig…, ?puzzleid=fpuzzlesN4Ig…).
    for (const std::string_view marker :
         {std::string_view("load="), std::string_view("fpuzzles"), std::string_view("fpuz")}) {
        const auto at = text.find(std::string(marker) + (marker == "load=" ? "" : std::string(kPackedStart)));
        if (at != std::string_view::npos) {
            start = at + marker.size();
            break;
        }
    }
    if (start == std::string_view::npos) {
        start = text.find_first_not_of(" \t");
        if (start == std::string_view::npos || text.substr(start, kPackedStart.size()) != kPackedStart)
            return std::nullopt;
    }
    // Up to the end of the query value; %2B, %2F and %3D as a browser may
    // have escaped them.
    std::string packed;
    for (std::size_t i = start; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '&' || c == '#' || c == ' ' || c == '\t')
            break;
        if (c == '%' && i + 2 < text.size()) {
            const std::string_view code = text.substr(i + 1, 2);
            const char decoded = code == "2B" || code == "2b" ? '+' : code == "2F" || code == "2f" ? '/'
                               : code == "3D" || code == "3d" ? '=' : '\0';
            if (decoded != '\0') {
                packed.push_back(decoded);
                i += 2;
                continue;
            }
        }
        packed.push_back(c);
    }
    return std::make_pair(std::move(packed), start);
}

int columnOf(std::string_view line, std::size_t byteOffset)
{
    CodePointReader reader(line.substr(0, byteOffset));
    while (!reader.atEnd())
        reader.next();
    return reader.column();
}

} // namespace fpuzzles

using fpuzzles::isBase64Char;
using fpuzzles::kPackedStart;

bool looksLikeFPuzzles(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return false;
    if (text[first] == '{')
        return true;
    std::size_t marker = std::string_view::npos;
    for (const std::string_view name : {std::string_view("f-puzzles.com"), std::string_view("load=N4Ig"),
                                        std::string_view("fpuzzlesN4Ig"), std::string_view("fpuzN4Ig")})
        marker = std::min(marker, text.find(name));
    if (marker != std::string_view::npos) {
        // A link after a puzzle is a comment ("<puzzle>  # from
        // https://f-puzzles.com/…"), and text after a puzzle is ignored: the
        // line is an f-puzzles one only when no word before the link could
        // be a puzzle, none as long as the smallest (4x4, 16 cells) and no
        // keyword that starts one ("see https://f-puzzles.com/?id=…" is a
        // link; issue 36, class 6).
        std::size_t at = first;
        while (at < marker) {
            const std::size_t end = std::min(text.find_first_of(" \t", at), text.size());
            if (end > marker)
                break; // the link's own word
            const std::string_view word = text.substr(at, end - at);
            if (word.size() >= 16 || word == "killer" || word == "sudoku" || word == "multifour"
                || word == "doublenine")
                return false;
            at = text.find_first_not_of(" \t", end);
        }
        return true;
    }
    // A bare packed string: base64 from its start to its end or a blank.
    std::string_view token = text.substr(first);
    token = token.substr(0, token.find_first_of(" \t"));
    return token.size() >= 16 && token.starts_with(kPackedStart) && std::all_of(token.begin(), token.end(), isBase64Char);
}

} // namespace pm::formats
