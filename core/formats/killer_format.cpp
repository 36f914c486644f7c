// SPDX-License-Identifier: GPL-3.0-or-later
// Pencilmark's killer line: "killer <givens> <cage map> <sums>" (see
// killer_formats.md), and withCages, which both killer formats use to put
// their cages into the geometry.

#include "core/formats/formats_internal.h"
#include "core/utf8.h"

#include <algorithm>

namespace pm::formats {

namespace {

constexpr std::string_view kKeyword = "killer";
// Cage labels in the order the writer uses them.
constexpr std::string_view kLabels = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

bool isLabel(char c)
{
    return kLabels.find(c) != std::string_view::npos;
}

ParseError cageError(const Geometry& geometry, const GeometryError& error, const std::vector<Cage>& cages,
                     const std::vector<SourcePos>& cagePositions)
{
    const ParseErrorCode code =
        error.code == GeometryErrorCode::CageSumOutOfRange ? ParseErrorCode::CageSum : ParseErrorCode::CageMap;
    if (error.cage < 0 || error.cage >= int(cages.size()))
        return makeError(code, {}, error.message);
    const Cage& cage = cages[error.cage];
    const int cell = cage.cells.empty() ? 0 : *std::min_element(cage.cells.begin(), cage.cells.end());
    const SourcePos at = error.cage < int(cagePositions.size()) ? cagePositions[error.cage] : SourcePos{};
    return makeError(code, at, "the cage at " + cellName(geometry, cell) + ": " + error.message);
}

} // namespace

Result<ParsedPuzzle, ParseError> withCages(ParsedPuzzle puzzle, std::vector<Cage> cages,
                                           const std::vector<SourcePos>& cellPositions,
                                           const std::vector<SourcePos>& cagePositions, const ParseOptions& options)
{
    const Geometry& plain = puzzle.grid.geometry();
    GeometrySpec spec = plain.spec();
    spec.cages = cages;
    auto created = Geometry::create(spec);
    if (!created)
        return cageError(plain, created.error(), cages, cagePositions);
    Grid grid(created.value());
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        grid.setValue(cell, puzzle.grid.value(cell));
        grid.setGiven(cell, puzzle.grid.isGiven(cell));
    }
    if (puzzle.hasCandidates) {
        for (int cell = 0; cell < grid.cellCount(); ++cell)
            grid.setCandidates(cell, puzzle.grid.candidates(cell));
    } else {
        grid.fillCandidatesFromValues(); // cage mates are peers now
    }
    if (options.rejectClashes) {
        const auto clashes = grid.cageConflicts();
        if (!clashes.empty()) {
            const int cellA = std::min(clashes.front().cellA, clashes.front().cellB);
            const int cellB = std::max(clashes.front().cellA, clashes.front().cellB);
            ParseError error = makeError(
                ParseErrorCode::Clash, cellB < int(cellPositions.size()) ? cellPositions[cellB] : SourcePos{},
                "clashing clues: " + cellName(grid.geometry(), cellA) + " and " + cellName(grid.geometry(), cellB)
                    + " both hold " + puzzle.alphabet.symbolUtf8(clashes.front().digit) + " in the cage at "
                    + cellName(grid.geometry(), grid.geometry().cages()[clashes.front().cage].cells.front()));
            error.cellA = cellA;
            error.cellB = cellB;
            return error;
        }
    }
    puzzle.grid = std::move(grid);
    return puzzle;
}

bool looksLikeKillerLine(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos || text.substr(first, kKeyword.size()) != kKeyword)
        return false;
    const std::size_t after = first + kKeyword.size();
    return after == text.size() || text[after] == ' ' || text[after] == '\t';
}

// "killer <givens> <map> <sums> [anything]": the givens as a one-line puzzle
// (any one-line format), the map one label per cell ('.' for none; a cage is
// a group of orthogonally connected cells with the same label), the sums
// comma-separated, one per cage in the order of the cages' first cells
// ('-' when the map has no cage).
Result<ParsedPuzzle, ParseError> parseKillerLine(const TextLine& line, const ParseOptions& options)
{
    const std::vector<Token> parts = splitTokens(line.text);
    const SourcePos end{line.number, parts.back().column + int(parts.back().text.size())};
    if (parts.size() < 4)
        return makeError(parts.size() < 2 ? ParseErrorCode::Empty : ParseErrorCode::CageMap, end,
                         "a killer line is \"killer <givens> <cage map> <sums>\"; found "
                             + std::to_string(parts.size() - 1) + " of those 3 parts");

    // The givens, read as a line of their own and moved back to their column.
    auto parsed = parseSingleLine(TextLine{parts[1].text, line.number}, options);
    if (!parsed) {
        ParseError error = parsed.error();
        if (error.column > 0)
            error.column += parts[1].column - 1;
        return error;
    }
    ParsedPuzzle puzzle = std::move(parsed).value();
    puzzle.format = PuzzleFormat::Killer;
    const Geometry& geometry = puzzle.grid.geometry();
    const int n = geometry.size();
    const int cellCount = geometry.cellCount();

    // The map's characters, counted as characters (a label that is not
    // ASCII is one character, refused as a label below).
    const Token& map = parts[2];
    std::u32string labels;
    CodePointReader mapReader(map.text);
    while (!mapReader.atEnd() && int(labels.size()) <= cellCount)
        labels.push_back(mapReader.next());
    const int mapLength = int(labels.size()) > cellCount ? cellCount + 1 : int(labels.size());
    std::vector<SourcePos> positions(static_cast<std::size_t>(cellCount));
    for (int cell = 0; cell < cellCount; ++cell)
        positions[cell] = {line.number, map.column + std::min(cell, mapLength)};
    if (mapLength != cellCount)
        return makeError(ParseErrorCode::CageMap, {line.number, map.column + std::min(cellCount, mapLength)},
                         "the cage map has " + std::string(mapLength > cellCount ? "more than " : "")
                             + std::to_string(mapLength > cellCount ? cellCount : mapLength) + " characters; the "
                             + geometry.describe() + " puzzle needs one per cell: " + std::to_string(cellCount));
    for (int cell = 0; cell < cellCount; ++cell)
        if (labels[cell] != U'.' && (labels[cell] > 0x7F || !isLabel(char(labels[cell]))))
            return makeError(ParseErrorCode::CageMap, positions[cell],
                             "unexpected " + quote(labels[cell])
                                 + " in the cage map: expected a cage label (a letter or digit) or '.' for a cell "
                                   "in no cage");

    // Cages: flood fills over equal labels, in the order of their first cell.
    std::vector<Cage> cages;
    std::vector<int> cageOf(size_t(cellCount), -1);
    for (int start = 0; start < cellCount; ++start) {
        if (labels[start] == U'.' || cageOf[start] >= 0)
            continue;
        Cage cage;
        cageOf[start] = int(cages.size());
        cage.cells.push_back(start);
        for (std::size_t next = 0; next < cage.cells.size(); ++next) {
            const int cell = cage.cells[next];
            const int r = cell / n;
            const int c = cell % n;
            for (const auto& [dr, dc] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
                if (r + dr < 0 || r + dr >= n || c + dc < 0 || c + dc >= n)
                    continue;
                const int other = (r + dr) * n + c + dc;
                if (cageOf[other] < 0 && labels[other] == labels[start]) {
                    cageOf[other] = int(cages.size());
                    cage.cells.push_back(other);
                }
            }
        }
        cages.push_back(std::move(cage));
    }

    // The sums: numbers separated by commas, spaces around a comma allowed
    // ("12,7,15" or "12, 7, 15"); the list ends at the first number that no
    // comma follows. Columns count bytes from the first sum: the sums are
    // ASCII, and the first byte that is not stops them with an error.
    const Token& sums = parts[3];
    const std::string_view rest = line.text.substr(std::size_t(sums.text.data() - line.text.data()));
    const auto blank = [&](std::size_t at) {
        return at < rest.size() && isSpace(char32_t(static_cast<unsigned char>(rest[at])));
    };
    std::size_t count = 0;
    for (std::size_t i = 0; sums.text != "-";) {
        std::size_t stop = i;
        while (stop < rest.size() && rest[stop] != ',' && !blank(stop))
            ++stop;
        const std::string_view item = rest.substr(i, stop - i);
        const SourcePos at{line.number, sums.column + int(i)};
        if (item.empty())
            return makeError(ParseErrorCode::CageSum, at,
                             "a sum is missing: the sums are numbers separated by commas (\"12,7,15\")");
        if (item.find_first_not_of("0123456789") != std::string_view::npos)
            return makeError(ParseErrorCode::CageSum, at,
                             "unexpected \"" + excerptForMessage(item)
                                 + "\" in the sums: expected a number (\"12,7,15\")");
        // Four digits hold any sum of a 64x64 puzzle; a longer number is too
        // large for any cage. Shorter ones go to the cage check, which says
        // what that cage's cells can add up to.
        const std::string_view significant = item.substr(std::min(item.find_first_not_of('0'), item.size()));
        if (significant.size() > 4)
            return makeError(ParseErrorCode::CageSum, at,
                             "the sum " + excerptForMessage(item) + " is too large: no cage of a " + geometry.describe()
                                 + " puzzle adds up to more than " + std::to_string(maxCageSum(n, n)));
        const int sum = significant.empty() ? 0 : std::stoi(std::string(significant));
        if (count < cages.size())
            cages[count].sum = sum;
        ++count;
        std::size_t next = stop;
        while (blank(next))
            ++next;
        if (next >= rest.size() || rest[next] != ',')
            break;
        for (++next; blank(next);)
            ++next;
        i = next;
    }
    if (count != cages.size())
        return makeError(ParseErrorCode::CageSum, {line.number, sums.column},
                         std::to_string(count) + " sums for " + std::to_string(cages.size())
                             + " cages (a cage is a group of orthogonally connected cells with the same label; "
                               "neighbouring cages need different labels)");
    // Messages about a cage point at its first cell in the map.
    std::vector<SourcePos> cagePositions;
    for (const Cage& cage : cages)
        cagePositions.push_back(positions[cage.cells.front()]);
    return withCages(std::move(puzzle), std::move(cages), positions, cagePositions, options);
}

} // namespace pm::formats

namespace pm {

// Labels: each cage takes the first label that none of its orthogonal
// neighbours has, so that the map reads back as the same cages; a planar map
// needs few (four in theory, five or six from this greedy choice), far
// below the 62 labels.
std::string writeKiller(const Grid& grid, const Alphabet& alphabet)
{
    const Geometry& geometry = grid.geometry();
    const int n = geometry.size();
    std::string map(size_t(geometry.cellCount()), '.');
    std::vector<int> cageLabel(geometry.cages().size(), -1);
    std::vector<int> order(geometry.cages().size());
    for (int k = 0; k < int(order.size()); ++k)
        order[k] = k;
    std::sort(order.begin(), order.end(),
              [&](int a, int b) { return geometry.cages()[a].cells.front() < geometry.cages()[b].cells.front(); });
    std::string sums;
    for (int k : order) {
        std::vector<bool> taken(formats::kLabels.size(), false);
        for (int cell : geometry.cages()[k].cells) {
            const int r = cell / n;
            const int c = cell % n;
            for (const auto& [dr, dc] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
                if (r + dr < 0 || r + dr >= n || c + dc < 0 || c + dc >= n)
                    continue;
                const int other = geometry.cageOf((r + dr) * n + c + dc);
                if (other >= 0 && other != k && cageLabel[other] >= 0)
                    taken[cageLabel[other]] = true;
            }
        }
        const auto free = std::find(taken.begin(), taken.end(), false);
        cageLabel[k] = int(free == taken.end() ? 0 : free - taken.begin());
        for (int cell : geometry.cages()[k].cells)
            map[cell] = formats::kLabels[cageLabel[k]];
        sums += (sums.empty() ? "" : ",") + std::to_string(geometry.cages()[k].sum);
    }
    return std::string(formats::kKeyword) + " " + writeLine(grid, alphabet) + " " + map + " "
        + (sums.empty() ? std::string("-") : sums);
}

} // namespace pm
