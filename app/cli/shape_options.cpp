// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/shape_options.h"

#include "core/utf8.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace pm::cli {

namespace {

// The sizes a puzzle-reading command takes: the smallest detected from a
// cell count (4x4) to the largest grid.
constexpr int kMinSize = 4;

// The shape options as the parser read them.
struct PuzzleShapeOptions {
    std::optional<int> size;
    std::optional<std::pair<int, int>> box;
    Variant variants = Variant::None;
    std::string regions; // map text or a file holding it
    std::optional<std::string> alphabet;
    std::optional<std::uint64_t> maxNodes;
};

// A box side or size: 1 to 64, else nothing.
std::optional<int> parseSide(const std::string& text)
{
    const auto value = parseNumber(text, 1, std::uint64_t(Geometry::kMaxSize));
    return value ? std::optional<int>(int(*value)) : std::nullopt;
}

// Whether text made of digits only (a number too large for any side).
bool isDigits(const std::string& text)
{
    return !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
}

// The houses a --variant list adds (its words were checked by the table).
Variant variantsOf(const std::string& list)
{
    Variant out = Variant::None;
    std::stringstream stream(list);
    std::string item;
    while (std::getline(stream, item, ','))
        out = out | houseVariantOf(item);
    return out;
}

std::optional<std::string> checkBox(const std::string& text)
{
    if (boxOf(text))
        return std::nullopt;
    const auto x = text.find_first_of("xX");
    const std::string rowsText = x == std::string::npos ? std::string() : text.substr(0, x);
    const std::string colsText = x == std::string::npos ? std::string() : text.substr(x + 1);
    if (isDigits(rowsText) && isDigits(colsText))
        return "--box " + text + ": a box side is 1 to " + std::to_string(Geometry::kMaxSize) + " (the largest grid is "
            + std::to_string(Geometry::kMaxSize) + "x" + std::to_string(Geometry::kMaxSize) + ")";
    return "--box expects RxC such as 2x3, got '" + excerptForMessage(text) + "'";
}

std::optional<std::string> checkRegions(const std::string& text)
{
    if (text.empty())
        return std::string("--regions needs a region map or a file holding one, got an empty value");
    return std::nullopt;
}

PuzzleShapeOptions shapeOf(const Arguments& arguments)
{
    PuzzleShapeOptions shape;
    if (const auto size = arguments.number("--size"))
        shape.size = int(*size);
    if (const auto box = arguments.text("--box"))
        shape.box = boxOf(*box);
    if (const auto variants = arguments.text("--variant"))
        shape.variants = variantsOf(*variants);
    shape.regions = arguments.text("--regions").value_or(std::string());
    shape.alphabet = arguments.text("--alphabet");
    shape.maxNodes = arguments.number("--max-nodes");
    return shape;
}

// The region map's labels as written, where Geometry::create would name
// region ids that the user never wrote: a label past the size's count of
// regions, or a region of the wrong size. A map of the wrong length is left
// to create(), which names both lengths.
std::optional<std::string> checkRegionLabels(const std::u32string& labels, const std::vector<int>& regions, int size)
{
    if (int(regions.size()) != size * size)
        return std::nullopt;
    const auto cellName = [size](int cell) {
        return "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
    };
    std::vector<int> counts(std::size_t(size), 0);
    for (int cell = 0; cell < size * size; ++cell) {
        if (regions[cell] >= size)
            return "'" + excerptForMessage(encodeUtf8(labels[cell])) + "' at " + cellName(cell) + " makes "
                + std::to_string(regions[cell] + 1) + " different labels: a " + std::to_string(size) + "x"
                + std::to_string(size) + " map has " + std::to_string(size) + " regions, one label each";
        ++counts[regions[cell]];
    }
    for (int cell = 0; cell < size * size; ++cell)
        if (counts[regions[cell]] != size)
            return "region '" + excerptForMessage(encodeUtf8(labels[cell])) + "' (first at " + cellName(cell) + ") has "
                + std::to_string(counts[regions[cell]]) + " cells, expected " + std::to_string(size);
    return std::nullopt;
}

// Whether a --regions value that names no file was meant as one: it has a
// folder or an extension in it, and is no region map (a map has a square
// number of labels, 16 or more, and at most as many distinct ones as its
// side).
bool looksLikeMissingFile(const std::string& value)
{
    const bool folder = value.find('/') != std::string::npos || value.find('\\') != std::string::npos;
    const auto dot = value.rfind('.');
    const bool extension = dot != std::string::npos && dot + 1 < value.size() && value.size() - dot <= 6
        && std::isalpha(static_cast<unsigned char>(value[dot + 1]));
    if (!folder && !extension)
        return false;
    std::set<char32_t> distinct;
    long long count = 0;
    for (char32_t c : decodeUtf8(value)) {
        if (c == U' ' || c == U'\t' || c == U'\n' || c == U'\r')
            continue;
        distinct.insert(c);
        ++count;
    }
    long long side = 1;
    while ((side + 1) * (side + 1) <= count)
        ++side;
    return count < 16 || side * side != count || (long long)distinct.size() > side;
}

} // namespace

// --box RxC: the two sides, when each is 1 to 64.
std::optional<std::pair<int, int>> boxOf(const std::string& text)
{
    const auto x = text.find_first_of("xX");
    if (x == std::string::npos)
        return std::nullopt;
    const auto rows = parseSide(text.substr(0, x));
    const auto cols = parseSide(text.substr(x + 1));
    if (!rows || !cols)
        return std::nullopt;
    return std::make_pair(*rows, *cols);
}

Variant houseVariantOf(std::string_view word)
{
    if (word == "x" || word == "X" || word == "diagonals" || word == "diagonal")
        return Variant::Diagonals;
    if (word == "centre-dot" || word == "center-dot" || word == "centredot")
        return Variant::CentreDot;
    if (word == "windows" || word == "hyper" || word == "windoku")
        return Variant::Windows;
    return Variant::None;
}

const std::vector<OptionSpec>& shapeOptionTable()
{
    static const std::vector<OptionSpec> table = {
        {"--size", "N", ValueKind::Number, std::uint64_t(kMinSize), std::uint64_t(Geometry::kMaxSize), {}, false, {},
         "grid of N x N (default: inferred from the cell count)"},
        {"--box", "RxC", ValueKind::Text, 0, 0, {}, false, {}, "box shape, e.g. 2x3 for 6x6, 3x4 for 12x12", {},
         checkBox},
        {"--variant", "LIST", ValueKind::Choice, 0, 0, {"x", "centre-dot", "windows"}, true, {},
         "extra houses, comma-separated: x (both diagonals),\ncentre-dot, windows (hyper)",
         {"X", "diagonals", "diagonal", "center-dot", "centredot", "hyper", "windoku", "none"}},
        {"--regions", "MAP", ValueKind::File, 0, 0, {}, false, {},
         "jigsaw regions: N*N characters, one per cell, equal\ncharacters share a region (or a file holding them)", {},
         checkRegions},
        {"--alphabet", "SYMBOLS", ValueKind::Text, 0, 0, {}, false, {},
         "the N symbols in use (default 1-9, then A-Z)"},
        {"--max-nodes", "N", ValueKind::Number, 0, UINT64_MAX, {}, false, {},
         "on a jigsaw map whose grids the checks can neither\nfind nor rule out, give up on a puzzle after N search\n"
         "nodes (default 262144; 0: search without a bound)"},
    };
    return table;
}

std::optional<std::string> makeParseOptions(const Arguments& arguments, ParseOptions& out,
                                            std::u32string& regionLabels)
{
    const PuzzleShapeOptions shape = shapeOf(arguments);
    if (shape.maxNodes)
        out.unsettledMapNodes = *shape.maxNodes;
    if (shape.alphabet) {
        auto alphabet = Alphabet::custom(*shape.alphabet);
        if (!alphabet)
            return "--alphabet: " + alphabet.error();
        out.alphabet = alphabet.value();
    }
    const bool described = shape.size || shape.box || shape.variants != Variant::None || !shape.regions.empty();
    if (!described)
        return std::nullopt;

    int size = shape.size.value_or(0);
    if (shape.box && size == 0)
        size = shape.box->first * shape.box->second;
    if (size == 0 && out.alphabet)
        size = out.alphabet->size();

    std::vector<int> regions;
    std::u32string labels; // each cell's region label, as written
    if (!shape.regions.empty()) {
        std::string mapText = shape.regions;
        std::error_code ignored;
        if (std::filesystem::exists(shape.regions, ignored)) {
            // A map is at most 64x64 characters and its line breaks; reading
            // no more than that keeps a device or a huge file from filling memory.
            constexpr std::size_t kMaxMapBytes = 1 << 16;
            std::ifstream file(shape.regions, std::ios::binary);
            if (!file || std::filesystem::is_directory(shape.regions, ignored))
                return "--regions: cannot read '" + excerptForMessage(shape.regions, kPathExcerptCharacters) + "'";
            mapText.assign(kMaxMapBytes + 1, '\0');
            file.read(mapText.data(), std::streamsize(mapText.size()));
            mapText.resize(std::size_t(file.gcount()));
            if (mapText.size() > kMaxMapBytes)
                return "--regions: '" + excerptForMessage(shape.regions, kPathExcerptCharacters)
                    + "' is larger than any region map (64x64 cells is " + std::to_string(kMaxMapBytes)
                    + " bytes at most with line breaks)";
        } else if (looksLikeMissingFile(shape.regions)) {
            return "--regions: cannot open '" + excerptForMessage(shape.regions, kPathExcerptCharacters)
                + "': no such file (and as a region map it would need N*N labels)";
        }
        if (const auto invalid = findInvalidUtf8(mapText))
            return "--regions: character " + std::to_string(invalid->column) + " of the map is "
                + describeInvalidUtf8(*invalid);
        // Each distinct character names one region, numbered by first
        // appearance; characters, not bytes ('é' is one label).
        std::map<char32_t, int> ids;
        for (char32_t c : decodeUtf8(mapText)) {
            if (c == U' ' || c == U'\t' || c == U'\n' || c == U'\r')
                continue;
            auto [it, inserted] = ids.emplace(c, int(ids.size()));
            regions.push_back(it->second);
            labels += c;
        }
        if (size == 0) {
            int side = 1;
            while (side * side < int(regions.size()))
                ++side;
            if (side * side != int(regions.size())) {
                // A map that is no square fits no puzzle, but how many
                // entries it lacks or has too many depends on the puzzle:
                // the reader says so against each puzzle's size.
                out.regions = regions;
                return std::nullopt;
            }
            size = side;
        }
        if (auto error = checkRegionLabels(labels, regions, size))
            return "--regions: " + *error;
    }
    if (size == 0)
        size = 9;

    GeometrySpec spec = GeometrySpec::forSize(size);
    if (shape.box) {
        spec.boxRows = shape.box->first;
        spec.boxCols = shape.box->second;
    } else if (spec.boxRows == 0 && regions.empty()) {
        // A prime size has no boxes: say so, not that "0x0" boxes misfit.
        return "a " + std::to_string(size) + "x" + std::to_string(size) + " grid has no boxes (" + std::to_string(size)
            + " is prime): give its regions with --regions (generate: --variant jigsaw), or choose a size with boxes "
              "such as 4, 6, 8, 9, 12 or 16";
    }
    spec.regions = regions;
    spec.variants = shape.variants;
    auto geometry = Geometry::create(spec);
    if (!geometry)
        return geometry.error().message;
    out.geometry = geometry.value();
    regionLabels = labels;
    if (out.alphabet && out.alphabet->size() != size)
        return "--alphabet has " + std::to_string(out.alphabet->size()) + " symbols but the grid needs "
            + std::to_string(size);
    return std::nullopt;
}

} // namespace pm::cli
