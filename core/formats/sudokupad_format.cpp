// SPDX-License-Identifier: GPL-3.0-or-later
// SudokuPad's SCL puzzles ("scl…" and "ctc…" ids): the JSON SudokuPad
// plays, packed into its links (sudokupad_source.cpp finds and unpacks it).
//
// The JSON, as far as Pencilmark reads it:
//   {"cells": [[{"value": 5}, {}, …], …], "regions": [[[0, 0], [0, 1], …], …],
//    "cages": [{"cells": [[0, 0], [0, 1]], "value": 3}, {"value": "title: …"}],
//    "lines": […], "arrows": […], "overlays": […], "underlays": […],
//    "global": ["antiknight"], "metadata": {"title": …, "solution": …}}
// A cell's value is a given. The regions make boxes when they are boxes and
// a jigsaw otherwise. Title, author, rules text and solution come from the
// cages whose value starts "title:", "author:", "rules:" or "solution:" (a
// solution is the grid's digits row by row), or from "metadata". The rules
// read from the drawings, and the drawings kept, are
// sudokupad_drawings.cpp's.
//
// SCL holds drawings, not rules, so whatever the reading could not tell
// (a line, a shape, a cage without a sum, a rule the rules text names) may
// be a rule. With ParseOptions::unknownRulesWithSolution and a solution,
// the puzzle is read with those named in ParsedPuzzle::unknownRules and is
// played against its solution, as SudokuPad plays it; without a solution it
// is read with the rules recognised (a rule is never claimed that was not
// drawn; the app's check that the puzzle has one solution stands guard).
// Without that option (pencilmark-cli, which solves and counts) such a
// puzzle is refused, saying what was not read. A rule read that the
// solution breaks is given up (giveUpBrokenRules).

#include "core/formats/sudokupad_reader.h"
#include "core/utf8.h"

#include <algorithm>
#include <set>

namespace pm::formats {

namespace sudokupad {

namespace {

// The box shape whose boxes the regions are, if any (rows, columns).
std::optional<std::pair<int, int>> boxShapeOf(const std::vector<int>& regions, int size)
{
    for (int boxRows = 2; boxRows < size; ++boxRows) {
        if (size % boxRows != 0)
            continue;
        const int boxCols = size / boxRows;
        // Same partition: cells in one box share a region, and a region is
        // in one box only (N regions of N cells each, so both ways hold).
        std::vector<int> regionOfBox(std::size_t(size), -1);
        bool same = true;
        for (int cell = 0; same && cell < size * size; ++cell) {
            const int box = (cell / size / boxRows) * (size / boxCols) + (cell % size) / boxCols;
            int& region = regionOfBox[std::size_t(box)];
            if (region < 0)
                region = regions[std::size_t(cell)];
            same = region == regions[std::size_t(cell)];
        }
        if (same)
            return std::make_pair(boxRows, boxCols);
    }
    return std::nullopt;
}

// The 1-based column of a byte offset in a line, counted in code points.
int columnOf(std::string_view line, std::size_t byteOffset)
{
    CodePointReader reader(line.substr(0, byteOffset));
    while (!reader.atEnd())
        reader.next();
    return reader.column();
}

std::string cellWord(int cell, int size)
{
    return "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
}

// The words for what was not read, as a message lists them.
std::string unreadWords(const std::vector<std::string>& unread, const std::vector<std::string>& textWords)
{
    std::vector<std::string> parts;
    for (const std::string& name : unread) {
        if (name == kUnreadLines)
            parts.push_back("lines");
        else if (name == kUnreadArrows)
            parts.push_back("arrows");
        else if (name == kUnreadShapes)
            parts.push_back("shapes");
        else if (name == kUnreadCages)
            parts.push_back("cages without a sum");
        else if (name == kUnreadGlobal)
            parts.push_back("whole-grid rules");
    }
    if (!textWords.empty()) {
        std::string quoted;
        for (const std::string& word : textWords)
            quoted += (quoted.empty() ? "'" : ", '") + word + "'";
        parts.push_back("rules its text names (" + quoted + ")");
    }
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i)
        text += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return text;
}

// Rules read from drawings that the puzzle's own solution breaks were read
// wrongly (the drawing meant something else there): they are given up,
// drawn as the setter drew them and named among what was not read, and
// the puzzle plays against its solution.
void giveUpBrokenRules(GeometrySpec spec, const std::vector<std::uint8_t>& solution, Reading& reading)
{
    spec.constraints = reading.constraints;
    auto geometry = Geometry::create(spec);
    if (!geometry)
        return; // refused with its reason when the puzzle is made
    // Each rule checked as written (the geometry keeps them in an order of
    // its own), with all of them around it (a nonconsecutive rule spares
    // the pairs with a white dot).
    std::vector<bool> broken(reading.constraints.size(), false);
    for (std::size_t i = 0; i < reading.constraints.size(); ++i) {
        std::vector<int> cells;
        constraintKindInfo(reading.constraints[i].kind).check(reading.constraints[i], *geometry.value(), solution, cells);
        broken[i] = !cells.empty();
    }
    std::set<std::string> unread(reading.unread.begin(), reading.unread.end());
    const auto giveUp = [&](Reading::Source& source) {
        for (Drawing& drawing : source.drawings)
            reading.drawings.push_back(std::move(drawing));
        unread.insert(std::string(source.unread));
    };
    std::vector<Constraint> constraints;
    std::vector<Reading::Source> constraintSources;
    for (std::size_t i = 0; i < reading.constraints.size(); ++i) {
        if (broken[i]) {
            giveUp(reading.constraintSources[i]);
            continue;
        }
        constraints.push_back(std::move(reading.constraints[i]));
        constraintSources.push_back(std::move(reading.constraintSources[i]));
    }
    std::vector<Cage> cages;
    std::vector<Reading::Source> cageSources;
    for (std::size_t i = 0; i < reading.cages.size(); ++i) {
        const Cage& cage = reading.cages[i];
        int sum = 0;
        std::set<int> digits;
        for (int cell : cage.cells) {
            sum += solution[std::size_t(cell)];
            digits.insert(solution[std::size_t(cell)]);
        }
        if (sum != cage.sum || digits.size() != cage.cells.size()) {
            giveUp(reading.cageSources[i]);
            continue;
        }
        cages.push_back(cage);
        cageSources.push_back(std::move(reading.cageSources[i]));
    }
    reading.constraints = std::move(constraints);
    reading.constraintSources = std::move(constraintSources);
    reading.cages = std::move(cages);
    reading.cageSources = std::move(cageSources);
    reading.unread.assign(unread.begin(), unread.end());
}

class SclReader {
public:
    SclReader(SourcePos at, const ParseOptions& options) : m_at(at), m_options(options) {}

    Result<ParsedPuzzle, ParseError> read(const JsonValue& root);

private:
    SourcePos m_at;
    const ParseOptions& m_options;
    int m_size = 0;

    ParseError error(ParseErrorCode code, const std::string& message) const
    {
        return makeError(code, m_at, "in the SudokuPad puzzle: " + message);
    }
    std::optional<ParseError> readCells(const JsonValue& rows, std::vector<int>& values) const;
    std::optional<ParseError> readRegions(const JsonValue* list, GeometrySpec& spec) const;
    // The solution's digits, row by row, or nothing when it is missing or
    // not one digit per cell ('?' or '.' for a cell SudokuPad cannot check).
    std::vector<std::uint8_t> solutionOf(std::string_view text) const;
};

std::optional<ParseError> SclReader::readCells(const JsonValue& rows, std::vector<int>& values) const
{
    for (int row = 0; row < m_size; ++row) {
        const JsonValue& cells = rows.items[std::size_t(row)];
        if (cells.kind != JsonValue::Kind::Array || int(cells.items.size()) != m_size)
            return error(ParseErrorCode::RaggedRows,
                         "row " + std::to_string(row + 1) + " of \"cells\" must list " + std::to_string(m_size)
                             + " cells: Pencilmark plays square grids");
        for (int column = 0; column < m_size; ++column) {
            const JsonValue& cell = cells.items[std::size_t(column)];
            const std::string name = cellWord(row * m_size + column, m_size);
            if (cell.kind == JsonValue::Kind::Null)
                continue;
            if (cell.kind != JsonValue::Kind::Object)
                return error(ParseErrorCode::UnexpectedSymbol, "cell " + name + " must be a JSON object");
            const JsonValue* value = cell.member("value");
            if (!value || value->kind == JsonValue::Kind::Null
                || (value->kind == JsonValue::Kind::String && value->text.empty()))
                continue;
            int digit = 0;
            if (value->isInteger())
                digit = value->number >= 1 && value->number <= m_size ? int(value->number) : 0;
            else if (value->kind == JsonValue::Kind::String && value->text.size() <= 2
                     && std::all_of(value->text.begin(), value->text.end(), [](char c) { return c >= '0' && c <= '9'; }))
                digit = std::stoi(value->text);
            if (digit < 1 || digit > m_size)
                return error(ParseErrorCode::UnexpectedSymbol,
                             "the value of " + name + " must be a digit from 1 to " + std::to_string(m_size));
            values[std::size_t(row * m_size + column)] = digit;
        }
    }
    return std::nullopt;
}

std::optional<ParseError> SclReader::readRegions(const JsonValue* list, GeometrySpec& spec) const
{
    const std::string grid = std::to_string(m_size) + "x" + std::to_string(m_size);
    if (!list || list->kind != JsonValue::Kind::Array || list->items.empty()) {
        // SudokuPad plays a grid without regions with rows and columns only.
        if (m_size == 1)
            return std::nullopt;
        return error(ParseErrorCode::Unsupported, "it has no regions: Pencilmark plays grids split into "
                                                      + std::to_string(m_size) + " regions of " + std::to_string(m_size)
                                                      + " cells");
    }
    if (int(list->items.size()) != m_size)
        return error(ParseErrorCode::CageMap, "a " + grid + " grid has " + std::to_string(m_size) + " regions; it lists "
                                                  + std::to_string(list->items.size()));
    std::vector<int> regions(std::size_t(m_size) * std::size_t(m_size), -1);
    for (int region = 0; region < m_size; ++region) {
        const JsonValue& cells = list->items[std::size_t(region)];
        const std::string what = "region " + std::to_string(region + 1);
        if (cells.kind != JsonValue::Kind::Array || int(cells.items.size()) != m_size)
            return error(ParseErrorCode::CageMap, what + " must list " + std::to_string(m_size) + " cells, each [row, column]");
        for (const JsonValue& cell : cells.items) {
            const bool pair = cell.kind == JsonValue::Kind::Array && cell.items.size() == 2 && cell.items[0].isInteger()
                           && cell.items[1].isInteger();
            if (!pair)
                return error(ParseErrorCode::CageMap, what + "'s cells must each be [row, column], whole numbers from 0");
            const double row = cell.items[0].number;
            const double column = cell.items[1].number;
            if (row < 0 || column < 0 || row >= m_size || column >= m_size)
                return error(ParseErrorCode::CageMap, what + " holds a cell outside the " + grid + " grid");
            const int index = int(row) * m_size + int(column);
            if (regions[std::size_t(index)] >= 0)
                return error(ParseErrorCode::CageMap, cellWord(index, m_size) + " is in two regions");
            regions[std::size_t(index)] = region;
        }
    }
    // N regions of N cells without a cell twice: every cell is in one.
    if (const auto boxes = boxShapeOf(regions, m_size)) {
        spec.boxRows = boxes->first;
        spec.boxCols = boxes->second;
    } else {
        spec.regions = std::move(regions);
    }
    return std::nullopt;
}

std::vector<std::uint8_t> SclReader::solutionOf(std::string_view text) const
{
    std::vector<std::uint8_t> digits;
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        if (c < '1' || c > '9' || c - '0' > m_size || digits.size() >= std::size_t(m_size * m_size) + 1)
            return {};
        digits.push_back(std::uint8_t(c - '0'));
    }
    if (digits.size() != std::size_t(m_size) * std::size_t(m_size))
        return {};
    return digits;
}

Result<ParsedPuzzle, ParseError> SclReader::read(const JsonValue& root)
{
    if (root.kind != JsonValue::Kind::Object)
        return error(ParseErrorCode::UnexpectedSymbol, "the SudokuPad data is not a puzzle (a JSON object)");
    const JsonValue* rows = root.member("cells");
    if (!rows || rows->kind != JsonValue::Kind::Array || rows->items.empty())
        return error(ParseErrorCode::Empty, "it has no \"cells\": a list of rows, each a list of cells");
    if (rows->items.size() > std::size_t(Geometry::kMaxSize))
        return error(ParseErrorCode::UnknownSize, "its grid has " + std::to_string(rows->items.size())
                                                      + " rows; Pencilmark plays grids of 1 to "
                                                      + std::to_string(Geometry::kMaxSize));
    m_size = int(rows->items.size());
    const std::string grid = std::to_string(m_size) + "x" + std::to_string(m_size);
    if (m_options.geometry && m_options.geometry->size() != m_size)
        return error(ParseErrorCode::SizeMismatch,
                     "the puzzle is " + grid + " but " + m_options.geometry->describe() + " was asked for");
    const int cellCount = m_size * m_size;
    std::vector<int> values(std::size_t(cellCount), 0);
    if (auto wrong = readCells(*rows, values))
        return *wrong;
    GeometrySpec spec = GeometrySpec::forSize(m_size);
    if (auto wrong = readRegions(root.member("regions"), spec))
        return *wrong;

    Reading reading;
    if (auto problem = readDrawings(root, m_size, reading))
        return error(problem->code, problem->message);

    // Notes: the metadata cages first, then "metadata".
    PuzzleNotes notes;
    std::string solutionText;
    bool solutionWritten = false;
    const auto note = [&](const std::string& name, const std::string& text) {
        if (name == "title" && notes.title.empty())
            notes.title = toValidUtf8(text);
        else if (name == "author" && notes.author.empty())
            notes.author = toValidUtf8(text);
        else if (name == "rules" && notes.rules.empty())
            notes.rules = toValidUtf8(text);
        else if (name == "solution" && !solutionWritten) {
            solutionText = text;
            solutionWritten = true;
        }
    };
    for (const auto& [name, text] : reading.metadata)
        note(name, text);
    if (const JsonValue* metadata = root.member("metadata"); metadata && metadata->kind == JsonValue::Kind::Object)
        for (const JsonMember& member : metadata->members)
            if (member.value.kind == JsonValue::Kind::String)
                note(member.name, member.value.text);
    const std::vector<std::uint8_t> solution = solutionOf(solutionText);
    if (!solution.empty())
        giveUpBrokenRules(spec, solution, reading);

    spec.constraints = reading.constraints;
    auto geometry = Geometry::create(spec);
    if (!geometry)
        return error(ParseErrorCode::CageMap, geometry.error().message);
    if (m_options.geometry && !(m_options.geometry->spec() == GeometrySpec::forSize(m_size))) {
        GeometrySpec asked = m_options.geometry->spec();
        GeometrySpec brought = spec;
        brought.cages.clear();
        if (!(asked == brought))
            return error(ParseErrorCode::SizeMismatch,
                         "the puzzle is " + geometry.value()->describe() + ", not the " + m_options.geometry->describe()
                             + " asked for: SudokuPad data brings its own regions and rules");
    }

    // What may be a rule but was not read.
    std::vector<std::string> unknown = reading.unread;
    const std::vector<std::string> textWords = rulesTextBeyond(notes.rules, reading);
    if (!textWords.empty())
        unknown.emplace_back(kUnreadRulesText);
    if (!unknown.empty() && !m_options.unknownRulesWithSolution)
        return error(ParseErrorCode::Unsupported,
                     "it holds " + unreadWords(reading.unread, textWords)
                         + " that Pencilmark cannot read as rules, so it cannot solve it (the app plays such a "
                           "puzzle against the solution it carries)");

    const std::vector<SourcePos> positions(std::size_t(cellCount), m_at);
    if (m_options.rejectClashes && geometry.value()->hasConstraints()) {
        std::vector<std::uint8_t> clues(values.begin(), values.end());
        const std::vector<int> broken = brokenConstraintCells(*geometry.value(), clues);
        if (!broken.empty())
            return error(ParseErrorCode::Clash,
                         "the digits given break a rule drawn at " + cellWord(broken.front(), m_size));
    }
    Alphabet alphabet = m_options.alphabet && m_options.alphabet->size() == m_size ? *m_options.alphabet
                                                                                  : Alphabet::standard(m_size);
    Grid cells(geometry.value());
    for (int cell = 0; cell < cellCount; ++cell) {
        cells.setValue(cell, values[std::size_t(cell)]);
        cells.setGiven(cell, values[std::size_t(cell)] != 0);
    }
    if (m_options.rejectClashes)
        if (auto clash = findClash(cells, alphabet, positions))
            return *clash;
    cells.fillCandidatesFromValues();
    ParsedPuzzle puzzle{std::move(cells), alphabet, PuzzleFormat::SudokuPad, false, std::move(notes.title)};
    puzzle.author = std::move(notes.author);
    puzzle.rules = std::move(notes.rules);
    puzzle.drawings = std::move(reading.drawings);
    // Played against its solution when it may hold rules not read; without
    // one, with the rules read (see the top of this file).
    if (!unknown.empty() && !solution.empty()) {
        puzzle.unknownRules = std::move(unknown);
        puzzle.solution = solution;
    }
    if (reading.cages.empty())
        return puzzle;
    const std::vector<SourcePos> cagePositions(reading.cages.size(), m_at);
    return withCages(std::move(puzzle), std::move(reading.cages), positions, cagePositions, m_options);
}

} // namespace

} // namespace sudokupad

Result<ParsedPuzzle, ParseError> parseSudokuPadLine(const TextLine& line, const ParseOptions& options)
{
    const auto first = line.text.find_first_not_of(" \t");
    const int firstColumn = first == std::string_view::npos ? 1 : sudokupad::columnOf(line.text, first);
    const auto part = sudokupad::sclPart(line.text);
    if (!part)
        return makeError(ParseErrorCode::Unsupported, {line.number, firstColumn},
                         "a SudokuPad link names its puzzle by an id; Pencilmark reads the ids that carry the "
                         "puzzle (they start \"scl\", \"ctc\", \"fpuz\" or \"fpuzzles\"), not short ones, which "
                         "name a puzzle kept on the site: open that one in SudokuPad");
    const SourcePos at{line.number, sudokupad::columnOf(line.text, part->second)};
    auto root = sudokupad::decodeSclId(part->first);
    if (!root)
        return makeError(root.error().code, at, root.error().message);
    return sudokupad::SclReader(at, options).read(root.value());
}

} // namespace pm::formats
