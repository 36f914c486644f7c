// SPDX-License-Identifier: GPL-3.0-or-later
// Counted shapes on one line: "multifour <givens>" (12x12, symbols 1-4 three
// times per row and column) and "doublenine <givens>" (18x18, symbols 1-9
// twice per row and column, once per 3x3 section). A bare line of 144 or
// 324 cells would read as a 12x12 or 18x18 Latin square, so the keyword
// names the shape.

#include "core/formats/formats_internal.h"

namespace pm::formats {

namespace {

struct CountedShape {
    std::string_view keyword;
    GeometrySpec (*spec)();
};

constexpr CountedShape kShapes[] = {
    {"multifour", &GeometrySpec::multiFour},
    {"doublenine", &GeometrySpec::doubleNine},
};

// The shape whose keyword starts the text (after blanks), and where its
// keyword ends; nothing when the text starts otherwise.
const CountedShape* shapeOf(std::string_view text, std::size_t* afterKeyword)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return nullptr;
    for (const CountedShape& shape : kShapes) {
        if (text.substr(first, shape.keyword.size()) != shape.keyword)
            continue;
        const std::size_t after = first + shape.keyword.size();
        if (after == text.size() || text[after] == ' ' || text[after] == '\t') {
            if (afterKeyword)
                *afterKeyword = after;
            return &shape;
        }
    }
    return nullptr;
}

} // namespace

bool looksLikeCountedLine(std::string_view text)
{
    return shapeOf(text, nullptr) != nullptr;
}

Result<ParsedPuzzle, ParseError> parseCountedLine(const TextLine& line, const ParseOptions& options)
{
    std::size_t after = 0;
    const CountedShape& shape = *shapeOf(line.text, &after);
    const auto geometry = Geometry::create(shape.spec()).value();
    if (options.geometry && !(options.geometry->spec() == geometry->spec()))
        return makeError(ParseErrorCode::SizeMismatch, {line.number, 1},
                         "a " + std::string(shape.keyword) + " line holds a " + geometry->describe()
                             + " puzzle, not the " + options.geometry->describe() + " one asked for");
    if (!options.regions.empty())
        return makeError(ParseErrorCode::SizeMismatch, {line.number, 1},
                         "a " + std::string(shape.keyword) + " line holds a " + geometry->describe()
                             + " puzzle, which has no jigsaw regions");
    ParseOptions inner = options;
    inner.geometry = geometry;
    inner.regions.clear();
    if (!inner.alphabet)
        inner.alphabet = Alphabet::standard(geometry->symbolCount());
    else if (inner.alphabet->size() != geometry->symbolCount())
        return makeError(ParseErrorCode::SizeMismatch, {line.number, 1},
                         "the alphabet has " + std::to_string(inner.alphabet->size()) + " symbols; a "
                             + std::string(shape.keyword) + " puzzle has " + std::to_string(geometry->symbolCount()));

    // The givens, read as a one-line puzzle of their own and moved back to
    // their column (the keyword is ASCII, so bytes are columns up to here).
    const std::string_view rest = line.text.substr(after);
    const auto start = rest.find_first_not_of(" \t");
    if (start == std::string_view::npos)
        return makeError(ParseErrorCode::Empty, {line.number, int(line.text.size()) + 1},
                         "a " + std::string(shape.keyword) + " line is \"" + std::string(shape.keyword)
                             + " <givens>\" with " + std::to_string(geometry->cellCount()) + " cells");
    const int offset = int(after + start);
    // One token: what follows after a blank (a rating, a comment) is not part
    // of the puzzle, and a token cannot start another counted line.
    const std::string_view givens = rest.substr(start, rest.find_first_of(" \t", start) - start);
    auto parsed = parseSingleLine(TextLine{givens, line.number}, inner);
    if (!parsed) {
        ParseError error = parsed.error();
        if (error.column > 0)
            error.column += offset;
        return error;
    }
    ParsedPuzzle puzzle = std::move(parsed).value();
    puzzle.format = PuzzleFormat::Counted;
    return puzzle;
}

} // namespace pm::formats

namespace pm {

std::optional<std::string> writeCounted(const Grid& grid, const Alphabet& alphabet)
{
    for (const formats::CountedShape& shape : formats::kShapes)
        if (grid.geometry().spec() == shape.spec())
            return std::string(shape.keyword) + " " + writeLine(grid, alphabet);
    return std::nullopt;
}

} // namespace pm
