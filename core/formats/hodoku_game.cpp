// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's saved games (.hsol): a ZIP archive whose one entry, SudokuData,
// is Java's XMLEncoder record of the game, its first object the board
// (sudoku.Sudoku2). Read from it: "values" (0 an empty cell), "fixed" (the
// givens) and "cells" (a candidate bit mask per cell, bit d-1 for digit d,
// the candidates HoDoKu shows with "show all candidates", its default).
// The rest (solution steps, save points, colours) Pencilmark has no place
// for. XMLEncoder writes an array either new (<array> with the elements
// that are not 0) or as changes to the array a new Sudoku2 already has
// (<void index> elements only): there the elements left out keep a new
// board's values, every candidate (0x1FF) in "cells" and 0 elsewhere.

#include "core/formats/formats_internal.h"
#include "core/formats/xml_reader.h"
#include "core/formats/zip_archive.h"
#include "core/utf8.h"

#include <array>

namespace pm::formats {

namespace {

constexpr int kCells = 81;
constexpr int kAllCandidates = 0x1FF;
// A game's XML is some hundred kilobytes with a long solution path; this
// bounds what a small damaged or hostile archive can unpack to.
constexpr std::size_t kMaxXmlBytes = std::size_t(16) << 20;

struct BoardArray {
    std::array<int, kCells> values{};
    std::array<SourcePos, kCells> positions{}; // where each element was written (0 when left out)
    bool present = false;
};

ParseError xmlError(const XmlElement& at, std::string message)
{
    return makeError(ParseErrorCode::UnexpectedSymbol, {at.line, at.column}, std::move(message));
}

bool endsWith(std::string_view text, std::string_view tail)
{
    return text.size() >= tail.size() && text.substr(text.size() - tail.size()) == tail;
}

// One element of an array: <int>5</int>, <short>18</short>, <boolean>true</boolean>.
std::optional<ParseError> readElement(const XmlElement& holder, int index, BoardArray& out, int maxValue)
{
    if (holder.children.size() != 1)
        return xmlError(holder, "element " + std::to_string(index) + " should hold one value");
    const XmlElement& value = holder.children.front();
    int number = 0;
    if (value.name == "boolean") {
        if (value.text != "true" && value.text != "false")
            return xmlError(value, "'" + excerptForMessage(value.text) + "' is no boolean (true or false)");
        number = value.text == "true" ? 1 : 0;
    } else if (value.name == "int" || value.name == "short" || value.name == "byte") {
        if (value.text.empty() || value.text.size() > 6
            || value.text.find_first_not_of("0123456789") != std::string::npos)
            return xmlError(value, "'" + excerptForMessage(value.text) + "' is no number from 0 to "
                                       + std::to_string(maxValue));
        number = std::stoi(value.text);
    } else {
        return xmlError(value, "<" + excerptForMessage(value.name) + "> where a number or boolean should be");
    }
    if (number > maxValue)
        return xmlError(value, std::to_string(number) + " is out of range: 0 to " + std::to_string(maxValue));
    out.values[std::size_t(index)] = number;
    out.positions[std::size_t(index)] = {value.line, value.column};
    return std::nullopt;
}

// <void property="values"> holding <array ... length="81"> or <void index>.
std::optional<ParseError> readBoardArray(const XmlElement& property, int leftOut, int maxValue, BoardArray& out)
{
    out.present = true;
    out.values.fill(leftOut);
    const std::vector<XmlElement>* elements = &property.children;
    if (property.children.size() == 1 && property.children.front().name == "array") {
        const XmlElement& array = property.children.front();
        if (array.attribute("length") != std::string_view("81"))
            return xmlError(array, "an array of " + excerptForMessage(array.attribute("length").value_or("no"))
                                       + " cells: HoDoKu's board has 81");
        out.values.fill(0); // a new array: what is left out is 0
        elements = &array.children;
    }
    for (const XmlElement& element : *elements) {
        const auto index = element.attribute("index");
        if (element.name != "void" || !index)
            return xmlError(element, "<" + excerptForMessage(element.name)
                                         + "> where an array element (<void index=...>) should be");
        if (index->empty() || index->size() > 2 || index->find_first_not_of("0123456789") != std::string_view::npos
            || std::stoi(std::string(*index)) >= kCells)
            return xmlError(element, "cell index '" + excerptForMessage(*index) + "' is not 0 to 80");
        if (auto error = readElement(element, std::stoi(std::string(*index)), out, maxValue))
            return error;
    }
    return std::nullopt;
}

Result<ParsedPuzzle, ParseError> boardFromXml(const XmlElement& root, const ParseOptions& options)
{
    if (root.name != "java")
        return xmlError(root,
                        "<" + excerptForMessage(root.name) + "> where Java's XMLEncoder record (<java>) should be");
    if (root.children.empty())
        return makeError(ParseErrorCode::Empty, {root.line, root.column}, "the HoDoKu file holds no board");
    const XmlElement& board = root.children.front();
    const std::string_view type = board.attribute("class").value_or("");
    if (board.name != "object" || !endsWith(type, "Sudoku2")) {
        if (endsWith(type, ".Sudoku"))
            return makeError(ParseErrorCode::Unsupported, {board.line, board.column},
                             "a game saved by HoDoKu before version 2 (sudoku.Sudoku): open it in HoDoKu 2 "
                             "and save it again");
        return xmlError(board, "the first object is '" + excerptForMessage(type)
                                   + "', not HoDoKu's board (sudoku.Sudoku2)");
    }
    if (options.geometry && !options.geometry->isClassic9())
        return makeError(ParseErrorCode::SizeMismatch, {board.line, board.column},
                         "a HoDoKu game is a classic 9x9 sudoku, not the shape asked for");

    BoardArray values, fixed, candidates;
    for (const XmlElement& property : board.children) {
        const std::string_view name = property.attribute("property").value_or("");
        std::optional<ParseError> error;
        if (name == "values")
            error = readBoardArray(property, 0, 9, values);
        else if (name == "fixed")
            error = readBoardArray(property, 0, 1, fixed);
        else if (name == "cells")
            error = readBoardArray(property, kAllCandidates, kAllCandidates, candidates);
        if (error)
            return *error;
    }
    if (!values.present)
        return makeError(ParseErrorCode::Empty, {board.line, board.column},
                         "HoDoKu's board has no \"values\": no cell of the game is known");

    Grid grid(Geometry::classic());
    for (int cell = 0; cell < kCells; ++cell) {
        const int value = values.values[std::size_t(cell)];
        grid.setValue(cell, value);
        grid.setGiven(cell, value != 0 && fixed.values[std::size_t(cell)] != 0);
    }
    grid.fillCandidatesFromValues();
    if (candidates.present) {
        for (int cell = 0; cell < kCells; ++cell) {
            if (!grid.isEmpty(cell))
                continue;
            const auto mask = DigitMask(candidates.values[std::size_t(cell)]);
            if (mask == 0) {
                const SourcePos at = candidates.positions[std::size_t(cell)];
                return makeError(ParseErrorCode::EmptyCandidates, at,
                                 "cell " + cellName(grid.geometry(), cell) + " is empty and has no candidate left");
            }
            grid.setCandidates(cell, mask);
        }
    }
    const Alphabet alphabet = options.alphabet ? *options.alphabet : Alphabet::standard(9);
    if (options.rejectClashes) {
        std::vector<SourcePos> positions(values.positions.begin(), values.positions.end());
        if (auto clash = findClash(grid, alphabet, positions))
            return *clash;
    }
    ParsedPuzzle parsed{grid, alphabet, PuzzleFormat::HoDoKuGame, candidates.present, {}};
    return parsed;
}

void writeArray(std::string& out, std::string_view property, std::string_view type, const std::array<int, kCells>& values,
                int leftOut)
{
    out += "  <void property=\"" + std::string(property) + "\">\n";
    for (int cell = 0; cell < kCells; ++cell) {
        const int value = values[std::size_t(cell)];
        if (value == leftOut)
            continue;
        const std::string text = type == "boolean" ? "true" : std::to_string(value);
        out += "   <void index=\"" + std::to_string(cell) + "\">\n    <" + std::string(type) + ">" + text + "</"
            + std::string(type) + ">\n   </void>\n";
    }
    out += "  </void>\n";
}

} // namespace

bool looksLikeHoDoKuGame(std::string_view bytes)
{
    if (looksLikeZip(bytes))
        return true;
    // An editor may save the XML with a UTF-8 byte order mark; the XML
    // reader takes it (issue 36, class 9).
    constexpr std::string_view kUtf8ByteOrderMark = "\xEF\xBB\xBF";
    if (bytes.starts_with(kUtf8ByteOrderMark))
        bytes.remove_prefix(kUtf8ByteOrderMark.size());
    const auto first = bytes.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && bytes.substr(first, 5) == "<?xml"
        && bytes.substr(0, 4096).find("<java") != std::string_view::npos;
}

Result<ParsedPuzzle, ParseError> parseHoDoKuGame(std::string_view bytes, const ParseOptions& options)
{
    std::string unpacked;
    std::string_view xml = bytes;
    if (looksLikeZip(bytes)) {
        auto entry = readFirstZipEntry(bytes, kMaxXmlBytes);
        if (!entry)
            return makeError(entry.error().tooLarge ? ParseErrorCode::TooLarge : ParseErrorCode::UnexpectedSymbol, {},
                             "HoDoKu file, at byte " + std::to_string(entry.error().offset) + ": "
                                 + entry.error().message);
        unpacked = std::move(entry.value().content);
        xml = unpacked;
    }
    auto root = parseXml(xml);
    if (!root)
        return makeError(ParseErrorCode::UnexpectedSymbol, {root.error().line, root.error().column},
                         "HoDoKu file's XML: " + root.error().message);
    return boardFromXml(root.value(), options);
}

} // namespace pm::formats

namespace pm {

std::optional<std::string> writeHoDoKuGame(const Grid& grid)
{
    if (!grid.geometry().isClassic9() || grid.geometry().isCounted())
        return std::nullopt;
    std::array<int, formats::kCells> values{}, fixed{}, cells{};
    std::string givens;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        values[std::size_t(cell)] = grid.value(cell);
        fixed[std::size_t(cell)] = grid.isGiven(cell) && !grid.isEmpty(cell) ? 1 : 0;
        // HoDoKu keeps no candidates in a filled cell.
        cells[std::size_t(cell)] = grid.isEmpty(cell) ? int(grid.candidates(cell) & 0x1FF) : 0;
        givens += fixed[std::size_t(cell)] ? char('0' + grid.value(cell)) : '.';
    }
    // What HoDoKu's loader reads, in its order: the board, the step counts,
    // the solution steps, the solution tabs' titles and steps (at least one
    // tab), the save points. HoDoKu recounts its own bookkeeping (free
    // places per house, unsolved cells) from these when it loads a game.
    std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<java version=\"1.8.0\" class=\"java.beans.XMLDecoder\">\n"
                      " <object class=\"sudoku.Sudoku2\">\n";
    formats::writeArray(xml, "cells", "short", cells, 0x1FF);
    formats::writeArray(xml, "fixed", "boolean", fixed, 0);
    xml += "  <void property=\"initialState\">\n   <string>" + givens + "</string>\n  </void>\n";
    formats::writeArray(xml, "values", "int", values, 0);
    xml += " </object>\n"
           " <array class=\"int\" length=\"0\"/>\n"
           " <object class=\"java.util.ArrayList\"/>\n"
           " <object class=\"java.util.ArrayList\">\n  <void method=\"add\">\n   <string>Solution</string>\n  </void>\n </object>\n"
           " <object class=\"java.util.ArrayList\">\n  <void method=\"add\">\n   <object class=\"java.util.ArrayList\"/>\n  </void>\n </object>\n"
           " <object class=\"java.util.ArrayList\"/>\n"
           "</java>\n";
    return formats::writeStoredZip("SudokuData", xml);
}

} // namespace pm
