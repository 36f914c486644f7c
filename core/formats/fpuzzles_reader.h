// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The f-puzzles reader's parts, shared by its three files and no one else:
// fpuzzles_format.cpp (the grid, regions, diagonals, cages and the entry
// points), fpuzzles_constraints.cpp (the variant constraint members) and
// fpuzzles_source.cpp (where the JSON came from: positions in its text and
// the packed string of a link).

#include "core/formats/formats_internal.h"
#include "core/formats/json_value.h"

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pm::formats::fpuzzles {

// Well past any f-puzzles puzzle (a 16x16 with every cell decorated is far
// below a megabyte); bounds what a packed string may unpack to.
constexpr std::size_t kMaxJsonBytes = 16u << 20;
constexpr std::string_view kPackedStart = "N4Ig"; // LZ-String's base64 of '{"'

// Where the JSON text came from, to point errors at the reader's text.
struct Source {
    std::string_view json;
    bool packed = false;
    SourcePos origin; // the JSON's first character, or the packed string's
};

// Line and column of byte offsets in the JSON text. A reader asks for one
// per cell and cage; walking from the start each time made a 1 MB text take
// seconds (issue 36), so positions are kept every kStride bytes, found by
// binary search and walked on from there: linear set-up, bounded lookups.
class SourcePositions {
public:
    explicit SourcePositions(const Source& source);
    SourcePos at(std::size_t offset) const;

private:
    static constexpr std::size_t kStride = 1024;
    struct Mark {
        std::size_t offset;
        SourcePos pos;
    };

    Source m_source;
    std::vector<Mark> m_marks;
};

// The packed string of a link or bare string, and its byte offset in the text.
std::optional<std::pair<std::string, std::size_t>> packedPart(std::string_view text);
// The 1-based column of a byte offset in a line, counted in code points.
int columnOf(std::string_view line, std::size_t byteOffset);

// Null, false, 0, "", [] and {}: a rule the editor lists but does not use.
bool isUnused(const JsonValue& value);

class FPuzzlesReader {
public:
    FPuzzlesReader(Source source, const ParseOptions& options)
        : m_source(source), m_positions(source), m_options(options)
    {
    }

    Result<ParsedPuzzle, ParseError> read(const JsonValue& root);

private:
    Source m_source;
    SourcePositions m_positions;
    const ParseOptions& m_options;
    int m_size = 0;

    ParseError error(ParseErrorCode code, const JsonValue& at, const std::string& message) const
    {
        const std::string where = m_source.packed
                                    ? "in the f-puzzles data (unpacked, character " + std::to_string(at.offset + 1) + "): "
                                    : std::string();
        return makeError(code, m_positions.at(at.offset), where + message);
    }

    // The members no rule Pencilmark knows: refused by name, or with
    // unknownRulesWithSolution and a solution, listed in `unknown`.
    std::optional<ParseError> checkMembers(const JsonValue& root, std::vector<std::string>& unknown) const;
    std::optional<ParseError> readSolution(const JsonValue& root, std::vector<std::uint8_t>& solution) const;
    // An unknown rule's entries as drawings: its lines and cells, its value.
    void drawUnknownRule(const JsonValue& member, std::vector<Drawing>& out) const;
    std::optional<ParseError> readConstraints(const JsonValue& root, GeometrySpec& spec) const;
    std::optional<ParseError> readConstraintMember(std::string_view name, const JsonValue& entry,
                                                   std::vector<Constraint>& out) const;
    Result<std::vector<int>, ParseError> readLine(const JsonValue& list, const std::string& what) const;
    Result<std::vector<std::vector<int>>, ParseError> readLines(const JsonValue& entry, const std::string& what) const;
    Result<std::vector<int>, ParseError> readOutsideClue(const JsonValue& entry, const std::string& what) const;
    Result<int, ParseError> readNumber(const JsonValue* value, const JsonValue& entry, const std::string& what,
                                       int fallback) const;
    Result<int, ParseError> readCell(const JsonValue& name) const;
    Result<std::pair<int, int>, ParseError> readPosition(const JsonValue& name) const;
    // The cosmetics (fpuzzles_cosmetics.cpp), and the cells one names, on
    // the grid or just outside it.
    std::optional<ParseError> readDrawings(const JsonValue& root, std::vector<Drawing>& out) const;
    Result<std::vector<GridPlace>, ParseError> readPlaces(const JsonValue& list, const std::string& what) const;
    Result<std::vector<int>, ParseError> readCells(const JsonValue& list, const std::string& what) const;
};

} // namespace pm::formats::fpuzzles
