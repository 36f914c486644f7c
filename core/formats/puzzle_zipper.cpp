// SPDX-License-Identifier: GPL-3.0-or-later
// PuzzleZipper undone (puzzle_zipper.h). One pass over the zipped text that
// knows where strings are, so that nothing inside a title or a rules text
// is ever taken for a key, a flag or a colour; SudokuPad's own reader
// reaches the same JSON with regular expressions over the whole text.

#include "core/formats/puzzle_zipper.h"

#include <array>
#include <utility>
#include <vector>

namespace pm::formats {

namespace {

// SudokuPad's key map, long name and short name.
constexpr std::array<std::pair<std::string_view, std::string_view>, 25> kZippedKeys = {{
    {"color", "c"},        {"cages", "ca"},         {"center", "ct"},   {"borderColor", "c1"},
    {"backgroundColor", "c2"}, {"cells", "ce"},     {"cellSize", "cs"}, {"arrows", "a"},
    {"overlays", "o"},     {"underlays", "u"},      {"width", "w"},     {"height", "h"},
    {"value", "v"},        {"videos", "vd"},        {"lines", "l"},     {"rounded", "r"},
    {"regions", "re"},     {"fontSize", "fs"},      {"thickness", "th"}, {"headLength", "hl"},
    {"wayPoints", "wp"},   {"title", "t"},          {"text", "te"},     {"duration", "d"},
    {"d", "d2"},
}};

bool isKeyChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool endsValue(std::string_view text, std::size_t at)
{
    return at < text.size() && (text[at] == ',' || text[at] == '}' || text[at] == ']');
}

} // namespace

Result<std::string, ZipperError> unzipPuzzleText(std::string_view zipped, std::size_t maxOutputBytes)
{
    // Text with a double quote was never zipped for quotes (SudokuPad
    // decides the same way): its strings are in double quotes already.
    const char quote = zipped.find('"') == std::string_view::npos ? '\'' : '"';
    std::string out;
    out.reserve(zipped.size() + zipped.size() / 4);
    std::size_t i = 0;
    while (i < zipped.size()) {
        if (out.size() > maxOutputBytes)
            return ZipperError{i, "it unzips to more than " + std::to_string(maxOutputBytes >> 20) + " MiB"};
        const char c = zipped[i];
        if (c == quote) {
            const std::size_t start = i;
            out.push_back('"');
            ++i;
            bool closed = false;
            while (i < zipped.size()) {
                const char d = zipped[i];
                if (d == '\\' && i + 1 < zipped.size()) {
                    // \' is a quote the zipper escaped; a JSON string holds it as it is.
                    if (quote == '\'' && zipped[i + 1] == '\'')
                        out.push_back('\'');
                    else
                        out.append(zipped.substr(i, 2));
                    i += 2;
                    continue;
                }
                ++i;
                if (d == quote) {
                    closed = true;
                    break;
                }
                out.push_back(d);
            }
            if (!closed)
                return ZipperError{start, "a string that starts at character " + std::to_string(start + 1)
                                              + " is not closed"};
            out.push_back('"');
            continue;
        }
        out.push_back(c);
        ++i;
        if (c == ',' || c == '[' || c == '{') {
            // A left-out empty object: [,,] for [{},{},{}].
            if (c != '{' && i < zipped.size() && (zipped[i] == ',' || zipped[i] == ']')) {
                out += "{}";
                continue;
            }
            // An unquoted key: letters and digits, then ':'.
            std::size_t end = i;
            while (end < zipped.size() && isKeyChar(zipped[end]))
                ++end;
            if (end > i && end < zipped.size() && zipped[end] == ':') {
                out.push_back('"');
                out.append(zipped.substr(i, end - i));
                out += "\":";
                i = end + 1;
            } else {
                continue;
            }
        } else if (c != ':') {
            continue;
        }
        // A member's value: the shortened flags and colours.
        if (i < zipped.size() && (zipped[i] == 'f' || zipped[i] == 't') && endsValue(zipped, i + 1)) {
            out += zipped[i] == 'f' ? "false" : "true";
            i += 1;
        } else if (zipped.substr(i, 2) == "#0" && endsValue(zipped, i + 2)) {
            out += "\"#000000\"";
            i += 2;
        } else if (zipped.substr(i, 2) == "#F" && endsValue(zipped, i + 2)) {
            out += "\"#FFFFFF\"";
            i += 2;
        } else if (i + 6 <= zipped.size() && endsValue(zipped, i + 6)) {
            bool hex = true;
            for (std::size_t k = i; k < i + 6; ++k)
                hex = hex && isHex(zipped[k]);
            // Six hex digits are a colour even when they are all digits:
            // the zipper wrote no other value that way (a number of six
            // digits reads as a colour in SudokuPad too).
            if (hex) {
                out += "\"#";
                out.append(zipped.substr(i, 6));
                out.push_back('"');
                i += 6;
            }
        }
    }
    if (out.size() > maxOutputBytes)
        return ZipperError{zipped.size(), "it unzips to more than " + std::to_string(maxOutputBytes >> 20) + " MiB"};
    return out;
}

void expandZippedKeys(JsonValue& value)
{
    // Iterative: the tree is at most kMaxJsonDepth deep, but an explicit
    // stack costs nothing and keeps the fuzzers' stacks small.
    std::vector<JsonValue*> pending{&value};
    while (!pending.empty()) {
        JsonValue* node = pending.back();
        pending.pop_back();
        for (JsonMember& member : node->members) {
            for (const auto& [longName, shortName] : kZippedKeys) {
                if (member.name == shortName) {
                    member.name = std::string(longName);
                    break;
                }
            }
            pending.push_back(&member.value);
        }
        for (JsonValue& item : node->items)
            pending.push_back(&item);
    }
}

} // namespace pm::formats
