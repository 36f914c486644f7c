// SPDX-License-Identifier: GPL-3.0-or-later
// The values SudokuPad's drawings are made of: numbers written either way,
// colours in CSS's spellings, labels and nearness.

#include "core/formats/sudokupad_drawing_reader.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace pm::formats::sudokupad::drawing {

namespace {

int hexDigit(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

} // namespace

std::optional<double> numberOf(const JsonValue* value)
{
    if (!value)
        return std::nullopt;
    if (value->kind == JsonValue::Kind::Number)
        return std::isfinite(value->number) ? std::optional<double>(value->number) : std::nullopt;
    if (value->kind != JsonValue::Kind::String || value->text.empty() || value->text.size() > 24)
        return std::nullopt;
    double number = 0;
    const char* end = value->text.data() + value->text.size();
    const auto [ptr, ec] = std::from_chars(value->text.data(), end, number);
    if (ec != std::errc() || ptr != end || !std::isfinite(number))
        return std::nullopt;
    return number;
}

std::optional<int> wholeOf(const JsonValue* value)
{
    const auto number = numberOf(value);
    if (!number || *number != std::floor(*number) || *number < 1 || *number > 999)
        return std::nullopt;
    return int(*number);
}

std::optional<std::uint32_t> colourOf(const JsonValue* value)
{
    if (!value || value->kind != JsonValue::Kind::String || value->text.size() > 64)
        return std::nullopt;
    std::string text;
    for (char c : value->text)
        if (c != ' ')
            text.push_back(char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c));
    if (text == "none" || text == "transparent")
        return 0u;
    if (text == "white")
        return 0xFFFFFFFFu;
    if (text == "black")
        return 0xFF000000u;
    if (text == "grey" || text == "gray")
        return 0xFF808080u;
    if (text.starts_with("rgb")) {
        const auto open = text.find('(');
        const auto close = text.find(')');
        if (open == std::string::npos || close == std::string::npos || close < open)
            return std::nullopt;
        double parts[4] = {0, 0, 0, 1};
        std::size_t count = 0;
        std::size_t at = open + 1;
        while (at < close && count < 4) {
            const std::size_t end = std::min(text.find(',', at), close);
            const char* first = text.data() + at;
            const auto [ptr, ec] = std::from_chars(first, text.data() + end, parts[count]);
            if (ec != std::errc() || ptr != text.data() + end || !std::isfinite(parts[count]))
                return std::nullopt;
            ++count;
            at = end + 1;
        }
        if (count < 3)
            return std::nullopt;
        const auto channel = [](double v) { return std::uint32_t(std::clamp(v, 0.0, 255.0)); };
        return (std::uint32_t(std::clamp(parts[3], 0.0, 1.0) * 255.0 + 0.5) << 24) | (channel(parts[0]) << 16)
             | (channel(parts[1]) << 8) | channel(parts[2]);
    }
    std::string_view hex = text;
    if (hex.starts_with('#'))
        hex.remove_prefix(1);
    else if (hex.size() != 6)
        return std::nullopt;
    std::uint32_t channels[4] = {0, 0, 0, 0xFF};
    if (hex.size() == 3 || hex.size() == 4) {
        for (std::size_t i = 0; i < hex.size(); ++i) {
            const int digit = hexDigit(hex[i]);
            if (digit < 0)
                return std::nullopt;
            channels[i] = std::uint32_t(digit * 17);
        }
    } else if (hex.size() == 6 || hex.size() == 8) {
        for (std::size_t i = 0; i < hex.size(); i += 2) {
            const int high = hexDigit(hex[i]);
            const int low = hexDigit(hex[i + 1]);
            if (high < 0 || low < 0)
                return std::nullopt;
            channels[i / 2] = std::uint32_t(high * 16 + low);
        }
    } else {
        return std::nullopt;
    }
    return (channels[3] << 24) | (channels[0] << 16) | (channels[1] << 8) | channels[2];
}

bool visible(const std::optional<std::uint32_t>& c)
{
    return c && alphaOf(*c) > 0x10;
}

bool isWhite(const std::optional<std::uint32_t>& c)
{
    return c && alphaOf(*c) >= 0x80 && redOf(*c) >= 0xF0 && greenOf(*c) >= 0xF0 && blueOf(*c) >= 0xF0;
}

bool isBlack(const std::optional<std::uint32_t>& c)
{
    return c && alphaOf(*c) >= 0x80 && redOf(*c) <= 0x30 && greenOf(*c) <= 0x30 && blueOf(*c) <= 0x30;
}

bool isGrey(const std::optional<std::uint32_t>& c)
{
    if (!c || alphaOf(*c) < 0x60)
        return false;
    const std::uint32_t high = std::max({redOf(*c), greenOf(*c), blueOf(*c)});
    const std::uint32_t low = std::min({redOf(*c), greenOf(*c), blueOf(*c)});
    return high - low <= 0x20 && low >= 0x70 && high <= 0xE8;
}

std::string textOf(const JsonValue* value)
{
    return value ? value->labelText(kMostTextBytes) : std::string();
}

bool near(double value, double target)
{
    return std::abs(value - target) <= kNear;
}

} // namespace pm::formats::sudokupad::drawing
