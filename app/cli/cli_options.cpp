// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cli_options.h"

#include "app/cli/layout_judge.h"

#include "core/utf8.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

namespace pm::cli {

const char* const kShapeOptionsHelp =
    "  --size N             grid of N x N (default: inferred from the cell count)\n"
    "  --box RxC            box shape, e.g. 2x3 for 6x6, 3x4 for 12x12\n"
    "  --variant LIST       extra houses, comma-separated: x (both diagonals),\n"
    "                       centre-dot, windows (hyper)\n"
    "  --regions MAP        jigsaw regions: N*N characters, one per cell, equal\n"
    "                       characters share a region (or a file holding them)\n"
    "  --alphabet SYMBOLS   the N symbols in use (default 1-9, then A-Z)\n"
    "  --max-nodes N        on a jigsaw map whose grids the checks can neither\n"
    "                       find nor rule out, give up on a puzzle after N search\n"
    "                       nodes (default 262144; 0: search without a bound)\n";

namespace {

// The sizes a puzzle-reading command takes: the smallest detected from a
// cell count (4x4) to the largest grid.
constexpr int kMinSize = 4;

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

bool parseVariants(const std::string& list, Variant& out, std::string& error)
{
    std::stringstream stream(list);
    std::string item;
    while (std::getline(stream, item, ',')) {
        if (item == "x" || item == "X" || item == "diagonals" || item == "diagonal")
            out = out | Variant::Diagonals;
        else if (item == "centre-dot" || item == "center-dot" || item == "centredot")
            out = out | Variant::CentreDot;
        else if (item == "windows" || item == "hyper" || item == "windoku")
            out = out | Variant::Windows;
        else if (item == "none" || item.empty())
            continue;
        else {
            error = "unknown variant '" + escapeForMessage(item) + "': expected x, centre-dot or windows";
            return false;
        }
    }
    return true;
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
            return "'" + escapeForMessage(encodeUtf8(labels[cell])) + "' at " + cellName(cell) + " makes "
                + std::to_string(regions[cell] + 1) + " different labels: a " + std::to_string(size) + "x"
                + std::to_string(size) + " map has " + std::to_string(size) + " regions, one label each";
        ++counts[regions[cell]];
    }
    for (int cell = 0; cell < size * size; ++cell)
        if (counts[regions[cell]] != size)
            return "region '" + escapeForMessage(encodeUtf8(labels[cell])) + "' (first at " + cellName(cell) + ") has "
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

bool takeShapeOption(const std::vector<std::string>& args, size_t& i, PuzzleShapeOptions& shape, std::string& error)
{
    const std::string& arg = args[i];
    auto value = [&](std::string& into) {
        if (i + 1 >= args.size()) {
            error = arg + " needs a value";
            return false;
        }
        into = args[++i];
        return true;
    };
    std::string text;
    if (arg == "--size") {
        if (!value(text))
            return true;
        const auto size = parseNumber(text, kMinSize, std::uint64_t(Geometry::kMaxSize));
        if (size)
            shape.size = int(*size);
        else
            error = "--size expects a number from " + std::to_string(kMinSize) + " to "
                + std::to_string(Geometry::kMaxSize) + ", got '" + escapeForMessage(text) + "'";
        return true;
    }
    if (arg == "--box") {
        if (!value(text))
            return true;
        const auto x = text.find_first_of("xX");
        const std::string rowsText = x == std::string::npos ? std::string() : text.substr(0, x);
        const std::string colsText = x == std::string::npos ? std::string() : text.substr(x + 1);
        const auto rows = parseSide(rowsText);
        const auto cols = parseSide(colsText);
        if (rows && cols)
            shape.box = std::make_pair(*rows, *cols);
        else if (isDigits(rowsText) && isDigits(colsText))
            error = "--box " + text + ": a box side is 1 to " + std::to_string(Geometry::kMaxSize)
                + " (the largest grid is " + std::to_string(Geometry::kMaxSize) + "x"
                + std::to_string(Geometry::kMaxSize) + ")";
        else
            error = "--box expects RxC such as 2x3, got '" + escapeForMessage(text) + "'";
        return true;
    }
    if (arg == "--variant") {
        if (value(text))
            parseVariants(text, shape.variants, error);
        return true;
    }
    if (arg == "--regions") {
        if (value(shape.regions) && shape.regions.empty())
            error = "--regions needs a region map or a file holding one, got an empty value";
        return true;
    }
    if (arg == "--alphabet") {
        if (value(text))
            shape.alphabet = text;
        return true;
    }
    if (arg == "--max-nodes") {
        if (value(text)) {
            shape.maxNodes = parseNumber(text, 0, UINT64_MAX);
            if (!shape.maxNodes)
                error = "--max-nodes expects a number from 0 to " + std::to_string(UINT64_MAX) + ", got '"
                    + escapeForMessage(text) + "'";
        }
        return true;
    }
    return false;
}

std::optional<std::string> makeParseOptions(const PuzzleShapeOptions& shape, ParseOptions& out)
{
    setUnsettledMapBound(shape.maxNodes.value_or(kDefaultMaxNodes));
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
                return "--regions: cannot read '" + escapeForMessage(shape.regions) + "'";
            mapText.assign(kMaxMapBytes + 1, '\0');
            file.read(mapText.data(), std::streamsize(mapText.size()));
            mapText.resize(std::size_t(file.gcount()));
            if (mapText.size() > kMaxMapBytes)
                return "--regions: '" + escapeForMessage(shape.regions)
                    + "' is larger than any region map (64x64 cells is " + std::to_string(kMaxMapBytes)
                    + " bytes at most with line breaks)";
        } else if (looksLikeMissingFile(shape.regions)) {
            return "--regions: cannot open '" + escapeForMessage(shape.regions)
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
    if (!regions.empty())
        if (auto error = refuseMap(out.geometry, labels))
            return "--regions: " + *error;
    if (out.alphabet && out.alphabet->size() != size)
        return "--alphabet has " + std::to_string(out.alphabet->size()) + " symbols but the grid needs "
            + std::to_string(size);
    return std::nullopt;
}

std::unique_ptr<std::istream> openInput(const std::string& path, std::string& error)
{
    if (path.empty() || path == "-")
        return std::make_unique<std::istream>(std::cin.rdbuf());
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) {
        error = "'" + escapeForMessage(path) + "' is a folder, not a file of puzzles";
        return nullptr;
    }
    auto file = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*file) {
        error = "cannot open '" + escapeForMessage(path) + "'";
        return nullptr;
    }
    return file;
}

} // namespace pm::cli

namespace pm::cli {

std::optional<std::uint64_t> parseNumber(const std::string& text, std::uint64_t min, std::uint64_t max)
{
    if (text.empty() || text.size() > 20)
        return std::nullopt;
    std::uint64_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        const std::uint64_t digit = std::uint64_t(c - '0');
        if (value > (UINT64_MAX - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    if (value < min || value > max)
        return std::nullopt;
    return value;
}

} // namespace pm::cli

namespace pm::cli {

std::unique_ptr<std::istream> openInputOrReport(const std::string& path)
{
    std::string error;
    auto in = openInput(path, error);
    if (!in)
        std::cerr << "pencilmark-cli: " << error << "\n";
    return in;
}

bool forEachEntry(const std::string& path, const ParseOptions& parse,
                  const std::function<bool(PuzzleFileEntry&&)>& handle)
{
    const auto in = openInputOrReport(path);
    if (!in)
        return false;
    PuzzleFileReader reader(*in, parse);
    while (auto entry = reader.next()) {
        if (entry->puzzle)
            if (auto refusal = refusePuzzleMap(entry->puzzle.value()))
                entry->puzzle = ParseError{ParseErrorCode::RegionMap, entry->line, 1, std::move(*refusal)};
        if (!handle(std::move(*entry)))
            break;
    }
    return true;
}

std::optional<int> parseInputArguments(const std::vector<std::string>& args, const char* help, const OwnOption& own,
                                       ParseOptions& parse, std::string& path)
{
    PuzzleShapeOptions shape;
    bool havePath = false;
    const auto usageError = [](const std::string& message) {
        std::cerr << "pencilmark-cli: " << message << "\n";
        return kExitUsage;
    };
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << help << kShapeOptionsHelp;
            return kExitOk;
        }
        if (own) {
            if (auto error = own(args, i)) {
                if (!error->empty())
                    return usageError(*error);
                continue;
            }
        }
        std::string error;
        if (takeShapeOption(args, i, shape, error)) {
            if (!error.empty())
                return usageError(error);
            continue;
        }
        if (arg.size() > 1 && arg[0] == '-')
            return usageError("unknown option '" + escapeForMessage(arg) + "' (see --help)");
        if (havePath)
            return usageError("more than one input file given");
        path = arg;
        havePath = true;
    }
    if (auto error = makeParseOptions(shape, parse))
        return usageError(*error);
    return std::nullopt;
}

} // namespace pm::cli
