// SPDX-License-Identifier: GPL-3.0-or-later
// f-puzzles' cosmetics: drawings without a rule ("line", "circle",
// "rectangle", "text", "cage"), kept as Drawing values so the board shows
// them as the setter made them. One tagged "fromConstraint" repeats a rule
// the puzzle holds (Rangsk's script writes both, for viewers that know no
// rules; an older one tagged lockout lines "isLLConstraint") and is left:
// the rule is drawn once, by its kind. Colours are
// "#RRGGBB" or "#RRGGBBAA"; one that is neither is drawn in the default.

#include "core/formats/fpuzzles_reader.h"
#include "core/utf8.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace pm::formats::fpuzzles {

namespace {

// Far past any puzzle's drawings; bounds what a hostile file makes us keep.
constexpr std::size_t kMostDrawings = 20'000;
constexpr std::size_t kMostTextBytes = 400;

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// "#RRGGBB" or "#RRGGBBAA" as 0xAARRGGBB, or `fallback`.
std::uint32_t colourOf(const JsonValue* value, std::uint32_t fallback)
{
    if (!value || value->kind != JsonValue::Kind::String)
        return fallback;
    const std::string& text = value->text;
    if (text.size() != 7 && text.size() != 9)
        return fallback;
    if (text[0] != '#')
        return fallback;
    std::uint32_t channels[4] = {0, 0, 0, 0xFF};
    for (std::size_t i = 0; i + 1 < text.size(); i += 2) {
        const int high = hexDigit(text[i + 1]);
        const int low = i + 2 < text.size() ? hexDigit(text[i + 2]) : -1;
        if (high < 0 || low < 0)
            return fallback;
        channels[i / 2] = std::uint32_t(high * 16 + low);
    }
    return (channels[3] << 24) | (channels[0] << 16) | (channels[1] << 8) | channels[2];
}

// A size in cells: a number from 0 to 64, or `fallback`.
double cellsOf(const JsonValue* value, double fallback)
{
    if (!value || value->kind != JsonValue::Kind::Number || !std::isfinite(value->number) || value->number < 0
        || value->number > 64)
        return fallback;
    return value->number;
}

std::string textOf(const JsonValue* value)
{
    return value ? value->labelText(kMostTextBytes) : std::string();
}

} // namespace

Result<std::vector<GridPlace>, ParseError> FPuzzlesReader::readPlaces(const JsonValue& list,
                                                                      const std::string& what) const
{
    if (list.kind != JsonValue::Kind::Array || list.items.empty())
        return error(ParseErrorCode::CageMap, list, what + " needs a list of cells such as [\"R1C1\"]");
    std::vector<GridPlace> places;
    for (const JsonValue& name : list.items) {
        auto position = readPosition(name);
        if (!position)
            return position.error();
        const auto [row, column] = *position;
        if (row > m_size + 1 || column > m_size + 1)
            return error(ParseErrorCode::CageMap, name,
                         what + "'s cell " + excerptForMessage(name.text) + " is not on the grid or just outside it");
        places.push_back({row - 1, column - 1});
    }
    return places;
}

std::optional<ParseError> FPuzzlesReader::readDrawings(const JsonValue& root, std::vector<Drawing>& out) const
{
    static const std::pair<std::string_view, Drawing::Kind> kKinds[] = {
        {"line", Drawing::Kind::Line},
        {"circle", Drawing::Kind::Circle},
        {"rectangle", Drawing::Kind::Rectangle},
        {"text", Drawing::Kind::Text},
        {"cage", Drawing::Kind::Cage},
    };
    constexpr std::uint32_t kGrey = 0xFFA0A0A0;
    constexpr std::uint32_t kBlack = 0xFF000000;
    for (const auto& [name, kind] : kKinds) {
        const JsonValue* list = root.member(std::string(name));
        if (!list || isUnused(*list))
            continue;
        if (list->kind != JsonValue::Kind::Array)
            return error(ParseErrorCode::UnexpectedSymbol, *list, "f-puzzles '" + std::string(name) + "' must be a list");
        for (std::size_t index = 0; index < list->items.size(); ++index) {
            const JsonValue& entry = list->items[index];
            const std::string what = "f-puzzles '" + std::string(name) + "' " + std::to_string(index + 1);
            if (entry.kind != JsonValue::Kind::Object)
                return error(ParseErrorCode::UnexpectedSymbol, entry, what + " must be a JSON object");
            // A rule's own drawing ("fromConstraint"; "isLLConstraint", an
            // older script's tag on lockout lines): the rule is drawn by its kind.
            const JsonValue* tag = entry.member("fromConstraint");
            const JsonValue* lockoutTag = entry.member("isLLConstraint");
            if ((tag && !isUnused(*tag)) || (lockoutTag && !isUnused(*lockoutTag)))
                continue;
            if (out.size() >= kMostDrawings)
                return error(ParseErrorCode::TooLarge, entry,
                             "more than " + std::to_string(kMostDrawings) + " cosmetic drawings");
            Drawing drawing;
            drawing.kind = kind;
            if (kind == Drawing::Kind::Line) {
                const JsonValue* lines = entry.member("lines");
                if (!lines || lines->kind != JsonValue::Kind::Array || lines->items.empty())
                    return error(ParseErrorCode::CageMap, lines ? *lines : entry,
                                 what + " needs \"lines\": a list of lines, each a list of cells");
                for (const JsonValue& line : lines->items) {
                    auto places = readPlaces(line, what);
                    if (!places)
                        return places.error();
                    drawing.places.push_back(std::move(*places));
                }
                drawing.outline = colourOf(entry.member("outlineC"), kGrey);
                drawing.width = cellsOf(entry.member("width"), 0.1);
            } else {
                const JsonValue* cells = entry.member("cells");
                if (!cells)
                    return error(ParseErrorCode::CageMap, entry, what + " needs \"cells\"");
                auto places = readPlaces(*cells, what);
                if (!places)
                    return places.error();
                drawing.places.push_back(std::move(*places));
                drawing.fill = colourOf(entry.member("baseC"), 0);
                drawing.outline = colourOf(entry.member("outlineC"), kind == Drawing::Kind::Text ? 0 : kBlack);
                drawing.ink = colourOf(entry.member("fontC"), kBlack);
                drawing.width = cellsOf(entry.member("width"), 0.5);
                drawing.height = cellsOf(entry.member("height"), 0.5);
                const JsonValue* angle = entry.member("angle");
                if (angle && angle->kind == JsonValue::Kind::Number && std::isfinite(angle->number))
                    drawing.angle = std::fmod(angle->number, 360.0);
                drawing.text = textOf(entry.member("value"));
            }
            out.push_back(std::move(drawing));
        }
    }
    return std::nullopt;
}

std::optional<ParseError> FPuzzlesReader::readSolution(const JsonValue& root, std::vector<std::uint8_t>& solution) const
{
    const JsonValue* list = root.member("solution");
    const std::string wanted = "f-puzzles \"solution\" must list " + std::to_string(m_size * m_size)
                             + " digits from 1 to " + std::to_string(m_size) + ", row by row";
    if (!list || list->kind != JsonValue::Kind::Array || list->items.size() != std::size_t(m_size) * std::size_t(m_size))
        return error(ParseErrorCode::UnexpectedSymbol, list ? *list : root, wanted);
    for (const JsonValue& digit : list->items) {
        int value = 0;
        if (digit.isInteger())
            value = int(digit.number);
        else if (digit.kind == JsonValue::Kind::String && digit.text.size() <= 2 && !digit.text.empty()
                 && std::all_of(digit.text.begin(), digit.text.end(), [](char c) { return c >= '0' && c <= '9'; }))
            value = std::stoi(digit.text);
        if (value < 1 || value > m_size)
            return error(ParseErrorCode::UnexpectedSymbol, digit, wanted);
        solution.push_back(std::uint8_t(value));
    }
    return std::nullopt;
}

void FPuzzlesReader::drawUnknownRule(const JsonValue& member, std::vector<Drawing>& out) const
{
    if (member.kind != JsonValue::Kind::Array)
        return; // a whole-grid rule (true): nothing to draw, named in the Rules panel
    constexpr std::uint32_t kGrey = 0xFF909090;
    for (const JsonValue& entry : member.items) {
        if (entry.kind != JsonValue::Kind::Object || out.size() >= kMostDrawings)
            continue;
        // Drawn as SudokuPad would without knowing it: its lines grey, its
        // cells outlined, its value beside them. What cannot be read is left.
        if (const JsonValue* lines = entry.member("lines"); lines && lines->kind == JsonValue::Kind::Array) {
            Drawing drawing{Drawing::Kind::Line};
            for (const JsonValue& line : lines->items)
                if (auto places = readPlaces(line, "a line"))
                    drawing.places.push_back(std::move(*places));
            drawing.outline = kGrey;
            drawing.width = 0.15;
            if (!drawing.places.empty())
                out.push_back(std::move(drawing));
        }
        const JsonValue* cells = entry.member("cells");
        const JsonValue* cell = entry.member("cell");
        std::optional<std::vector<GridPlace>> covered;
        if (cells)
            if (auto places = readPlaces(*cells, "the cells"))
                covered = std::move(*places);
        if (!covered && cell) {
            JsonValue one;
            one.kind = JsonValue::Kind::Array;
            one.items.push_back(*cell);
            if (auto places = readPlaces(one, "the cell"))
                covered = std::move(*places);
        }
        if (covered) {
            Drawing drawing{Drawing::Kind::Cage, {std::move(*covered)}};
            drawing.outline = kGrey;
            drawing.ink = 0xFF000000;
            drawing.text = textOf(entry.member("value"));
            out.push_back(std::move(drawing));
        }
    }
}

} // namespace pm::formats::fpuzzles
