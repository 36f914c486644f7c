// SPDX-License-Identifier: GPL-3.0-or-later
// Pencilmark's shape line: any puzzle Pencilmark plays, its whole shape
// included, on one line.
//
//   sudoku size=N [box=RxC] [shape=multifour|doublenine] [variants=x,centre-dot,windows]
//          [regions=MAP] [symbols=SYMBOLS] PUZZLE
//
// The keys come first, in any order, each once; PUZZLE is everything from the
// first token without '=' to the end of the line: a one-line puzzle or a
// killer line, read against the shape the keys describe. MAP has one
// character per cell, equal characters sharing a region (as --regions).
// Where a plain line, a killer line or a counted line would lose nothing,
// writePuzzleLine writes those instead.

#include "core/formats/formats_internal.h"
#include "core/utf8.h"

#include <algorithm>
#include <map>

namespace pm::formats {

namespace {

constexpr std::string_view kKeyword = "sudoku";
// Region labels as the writer gives them: one per region of a 64x64 jigsaw.
constexpr std::string_view kRegionLabels = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@#%";
// One label per region of the largest grid: with 63, a 64x64 jigsaw's last
// region was written from past the end of the table (issue 36, class 12).
static_assert(kRegionLabels.size() == std::size_t(Geometry::kMaxSize));

const std::pair<std::string_view, Variant> kVariants[] = {
    {"x", Variant::Diagonals}, {"centre-dot", Variant::CentreDot}, {"windows", Variant::Windows}};

struct Key {
    std::string_view name;
    std::string_view value;
    int column;
};

ParseError keyError(const TextLine& line, const Key& key, std::string message)
{
    return makeError(ParseErrorCode::UnexpectedSymbol, {line.number, key.column}, std::move(message));
}

std::optional<int> number(std::string_view text)
{
    if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    return std::stoi(std::string(text));
}

// The spec the keys describe, or what is wrong with a key.
Result<GeometrySpec, ParseError> specOf(const TextLine& line, const std::map<std::string_view, Key>& keys)
{
    const auto size = keys.find("size");
    if (size == keys.end())
        return makeError(ParseErrorCode::UnknownSize, {line.number, 1},
                         "a shape line names its size first: \"sudoku size=9 …\"");
    const std::optional<int> n = number(size->second.value);
    if (!n || *n < 1 || *n > Geometry::kMaxSize)
        return keyError(line, size->second,
                        "size=" + excerptForMessage(size->second.value) + ": expected a size from 1 to "
                            + std::to_string(Geometry::kMaxSize));
    GeometrySpec spec = GeometrySpec::forSize(*n);
    if (const auto shape = keys.find("shape"); shape != keys.end()) {
        if (shape->second.value == "multifour")
            spec = GeometrySpec::multiFour();
        else if (shape->second.value == "doublenine")
            spec = GeometrySpec::doubleNine();
        else
            return keyError(line, shape->second,
                            "shape=" + std::string(shape->second.value) + ": expected multifour or doublenine");
        if (spec.size != *n)
            return keyError(line, size->second,
                            "size=" + std::to_string(*n) + " does not fit shape=" + std::string(shape->second.value)
                                + " (" + std::to_string(spec.size) + ")");
    }
    if (const auto box = keys.find("box"); box != keys.end()) {
        const std::string_view value = box->second.value;
        const auto x = value.find('x');
        const std::optional<int> rows = x == std::string_view::npos ? std::nullopt : number(value.substr(0, x));
        const std::optional<int> cols = x == std::string_view::npos ? std::nullopt : number(value.substr(x + 1));
        if (!rows || !cols)
            return keyError(line, box->second,
                            "box=" + excerptForMessage(value) + ": expected rows x columns, as box=2x3");
        spec.boxRows = *rows;
        spec.boxCols = *cols;
    }
    if (const auto variants = keys.find("variants"); variants != keys.end()) {
        std::string_view rest = variants->second.value;
        while (!rest.empty()) {
            const std::string_view item = rest.substr(0, rest.find(','));
            rest = item.size() < rest.size() ? rest.substr(item.size() + 1) : std::string_view{};
            const auto known = std::find_if(std::begin(kVariants), std::end(kVariants),
                                            [&](const auto& v) { return v.first == item; });
            if (known == std::end(kVariants))
                return keyError(line, variants->second,
                                "variants=: unknown variant \"" + excerptForMessage(item)
                                    + "\"; expected x, centre-dot or windows, separated by commas");
            spec.variants = spec.variants | known->second;
        }
    }
    if (const auto regions = keys.find("regions"); regions != keys.end()) {
        // Each distinct character one region, numbered by first appearance.
        std::map<char32_t, int> ids;
        for (char32_t c : decodeUtf8(regions->second.value))
            spec.regions.push_back(ids.emplace(c, int(ids.size())).first->second);
        if (int(spec.regions.size()) != spec.size * spec.size)
            return keyError(line, regions->second,
                            "regions=: the map has " + std::to_string(spec.regions.size())
                                + " characters; a puzzle of size " + std::to_string(spec.size) + " needs "
                                + std::to_string(spec.size * spec.size) + ", one per cell");
        spec.boxRows = spec.boxCols = 0;
    }
    // A prime size has no boxes of its own (forSize leaves them 0x0, which
    // Geometry refuses as "boxes of 0x0"): say what the line must add.
    if (spec.boxRows == 0 && spec.regions.empty() && spec.lineCount == 1)
        return keyError(line, size->second,
                        "size=" + std::to_string(*n) + " has no boxes of its own (" + std::to_string(*n)
                            + " is prime): give them with box=RxC, or a map with regions=");
    return spec;
}

// The symbols as the standard alphabets have them (case-insensitive letters
// among them), else exactly as written.
Result<Alphabet, std::string> alphabetOf(std::string_view symbols, int count)
{
    for (const Alphabet& known : {Alphabet::standard(count), Alphabet::letters(count), Alphabet::zeroBased(count)})
        if (known.toUtf8() == symbols)
            return known;
    return Alphabet::custom(symbols);
}

} // namespace

bool looksLikeShapeLine(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos || text.substr(first, kKeyword.size()) != kKeyword)
        return false;
    const std::size_t after = first + kKeyword.size();
    return after < text.size() && (text[after] == ' ' || text[after] == '\t');
}

Result<ParsedPuzzle, ParseError> parseShapeLine(const TextLine& line, const ParseOptions& options)
{
    const std::vector<Token> parts = splitTokens(line.text);
    std::map<std::string_view, Key> keys;
    std::size_t next = 1;
    for (; next < parts.size(); ++next) {
        const Token& token = parts[next];
        // A key is a lowercase word before '='; a token with '=' elsewhere
        // starts the puzzle (an f-puzzles string ends in base64's '=', a
        // link has "?load=").
        const auto equals = token.text.find('=');
        if (equals == std::string_view::npos
            || !std::all_of(token.text.begin(), token.text.begin() + std::ptrdiff_t(equals),
                            [](char c) { return c >= 'a' && c <= 'z'; }))
            break;
        const Key key{token.text.substr(0, equals), token.text.substr(equals + 1), token.column};
        static constexpr std::string_view kKeys[] = {"size", "box", "shape", "variants", "regions", "symbols"};
        if (std::find(std::begin(kKeys), std::end(kKeys), key.name) == std::end(kKeys))
            return keyError(line, key,
                            "unknown key \"" + excerptForMessage(key.name)
                                + "\": a shape line takes size, box, shape, variants, regions and symbols");
        if (!keys.emplace(key.name, key).second)
            return keyError(line, key, "\"" + excerptForMessage(key.name) + "\" is given twice");
    }
    if (next == parts.size())
        return makeError(ParseErrorCode::Empty, {line.number, int(line.text.size()) + 1},
                         "a shape line ends with its puzzle: \"sudoku size=9 … <givens>\"");

    auto spec = specOf(line, keys);
    if (!spec)
        return spec.error();
    auto geometry = Geometry::create(*spec);
    if (!geometry)
        return makeError(ParseErrorCode::UnknownSize, {line.number, parts[1].column}, geometry.error().message);
    ParseOptions shaped = options;
    shaped.geometry = geometry.value();
    shaped.regions.clear();
    if (const auto symbols = keys.find("symbols"); symbols != keys.end()) {
        auto alphabet = alphabetOf(symbols->second.value, geometry.value()->symbolCount());
        if (!alphabet)
            return keyError(line, symbols->second, "symbols=: " + alphabet.error());
        if (alphabet->size() != geometry.value()->symbolCount())
            return keyError(line, symbols->second,
                            "symbols=: " + std::to_string(alphabet->size()) + " symbols for a puzzle of "
                                + std::to_string(geometry.value()->symbolCount()));
        shaped.alphabet = *alphabet;
    }

    // The puzzle, read as a line of its own and its errors moved back to their column.
    const Token& start = parts[next];
    const std::string_view puzzleText = line.text.substr(std::size_t(start.text.data() - line.text.data()));
    const TextLine puzzleLine{puzzleText, line.number};
    // One shape line holds one puzzle. Read as a line of its own, the rest
    // would start another shape line whose rest is read the same way: a
    // line of 10,000 "sudoku size=9" nested as deep and overflowed the stack.
    if (looksLikeShapeLine(puzzleText))
        return makeError(ParseErrorCode::UnexpectedSymbol, {line.number, start.column},
                         "a shape line holds one puzzle, not another shape line (\"sudoku\" again here)");
    auto parsed = looksLikeKillerLine(puzzleText) ? parseKillerLine(puzzleLine, shaped)
                                                  : parseSingleLine(puzzleLine, shaped);
    if (!parsed) {
        ParseError error = parsed.error();
        if (error.column > 0)
            error.column += start.column - 1;
        return error;
    }
    parsed.value().format = PuzzleFormat::ShapeLine;
    return parsed;
}

} // namespace pm::formats

namespace pm {

std::string writeShapeLine(const Grid& grid, const Alphabet& alphabet)
{
    const Geometry& g = grid.geometry();
    std::string line = std::string(formats::kKeyword) + " size=" + std::to_string(g.size());
    if (g.isCounted())
        line += g.boxRows() == 0 ? " shape=multifour" : " shape=doublenine";
    else if (!g.isJigsaw())
        line += " box=" + std::to_string(g.boxRows()) + "x" + std::to_string(g.boxCols());
    std::string variants;
    for (const auto& [key, variant] : formats::kVariants)
        if (hasVariant(g.variants(), variant))
            variants += (variants.empty() ? "" : ",") + std::string(key);
    if (!variants.empty())
        line += " variants=" + variants;
    if (g.isJigsaw())
        line += " regions=" + writeRegionMap(g);
    if (!(alphabet == Alphabet::standard(g.symbolCount())))
        line += " symbols=" + alphabet.toUtf8();
    // The givens against the shape the keys set: a plain line, or a killer
    // line for the cages.
    return line + " " + (g.hasCages() ? writeKiller(grid, alphabet) : writeLine(grid, alphabet));
}

std::string writeRegionMap(const Geometry& geometry)
{
    std::string map;
    map.reserve(std::size_t(geometry.cellCount()));
    for (int cell = 0; cell < geometry.cellCount(); ++cell)
        map += formats::kRegionLabels[std::size_t(geometry.regionOf(cell))];
    return map;
}

} // namespace pm
