// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/utf8.h"

#include <cstdio>

namespace pm {

namespace {

std::string hexBytes(std::string_view bytes)
{
    std::string text;
    for (char c : bytes) {
        char buffer[8];
        std::snprintf(buffer, sizeof buffer, "\\x%02X", unsigned(static_cast<unsigned char>(c)));
        text += buffer;
    }
    return text;
}

bool isContinuation(unsigned char byte)
{
    return (byte & 0xC0) == 0x80;
}

// Why the bytes at `offset` do not start a valid sequence (they do not).
std::string whyInvalid(std::string_view text, std::size_t offset, std::size_t& span)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(offset);
    span = 1;
    if (isContinuation(lead))
        return "a continuation byte with no lead byte";
    if (lead == 0xC0 || lead == 0xC1) {
        span = offset + 1 < text.size() && isContinuation(byte(offset + 1)) ? 2 : 1;
        return "an overlong form";
    }
    if (lead >= 0xF5)
        return "a byte that never occurs in UTF-8";
    const std::size_t extra = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1;
    std::size_t have = 0;
    while (have < extra && offset + 1 + have < text.size() && isContinuation(byte(offset + 1 + have)))
        ++have;
    span = 1 + have;
    if (have < extra)
        return "a sequence cut short";
    const unsigned char second = byte(offset + 1);
    if ((lead == 0xE0 && second < 0xA0) || (lead == 0xF0 && second < 0x90))
        return "an overlong form";
    if (lead == 0xED && second >= 0xA0)
        return "a surrogate (U+D800 to U+DFFF), which UTF-8 never holds";
    return "a code point past U+10FFFF";
}

} // namespace

Utf8Char decodeUtf8At(std::string_view text, std::size_t offset)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(offset);
    const Utf8Char invalid{kInvalidUtf8Base + lead, 1};
    if (lead < 0x80)
        return {lead, 1};
    std::size_t extra = 0;
    char32_t cp = 0;
    char32_t smallest = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        extra = 1;
        cp = lead & 0x1F;
        smallest = 0x80;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        extra = 2;
        cp = lead & 0x0F;
        smallest = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        extra = 3;
        cp = lead & 0x07;
        smallest = 0x10000;
    } else {
        return invalid;
    }
    if (offset + extra >= text.size())
        return invalid;
    for (std::size_t k = 1; k <= extra; ++k) {
        if (!isContinuation(byte(offset + k)))
            return invalid;
        cp = (cp << 6) | (byte(offset + k) & 0x3F);
    }
    if (cp < smallest || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return invalid;
    return {cp, extra + 1};
}

std::u32string decodeUtf8(std::string_view text)
{
    std::u32string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Char c = decodeUtf8At(text, i);
        out.push_back(c.codePoint);
        i += c.length;
    }
    return out;
}

void appendUtf8(std::string& out, char32_t cp)
{
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        cp = 0xFFFD;
    if (cp < 0x80) {
        out.push_back(char(cp));
    } else if (cp < 0x800) {
        out.push_back(char(0xC0 | (cp >> 6)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(char(0xE0 | (cp >> 12)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(char(0xF0 | (cp >> 18)));
        out.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    }
}

std::string encodeUtf8(char32_t codePoint)
{
    std::string out;
    appendUtf8(out, codePoint);
    return out;
}

std::optional<Utf8Error> findInvalidUtf8(std::string_view text)
{
    int column = 1;
    for (std::size_t offset = 0; offset < text.size(); ++column) {
        // ASCII runs are most text: skip them without decoding.
        if (static_cast<unsigned char>(text[offset]) < 0x80) {
            ++offset;
            continue;
        }
        const Utf8Char c = decodeUtf8At(text, offset);
        if (isInvalidUtf8(c.codePoint)) {
            Utf8Error error;
            error.offset = offset;
            error.column = column;
            std::size_t span = 1;
            error.why = whyInvalid(text, offset, span);
            error.bytes = std::string(text.substr(offset, span));
            return error;
        }
        offset += c.length;
    }
    return std::nullopt;
}

std::string describeInvalidUtf8(const Utf8Error& error)
{
    return "not valid UTF-8: " + hexBytes(error.bytes) + " is " + error.why + "; the input must be UTF-8 text";
}

std::string toValidUtf8(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t offset = 0; offset < text.size();) {
        const Utf8Char c = decodeUtf8At(text, offset);
        if (isInvalidUtf8(c.codePoint))
            out += "\xEF\xBF\xBD";
        else
            out.append(text.substr(offset, c.length));
        offset += c.length;
    }
    return out;
}

std::string excerptForMessage(std::string_view text, std::size_t maxCharacters)
{
    std::string out;
    std::size_t characters = 0;
    for (std::size_t offset = 0; offset < text.size(); ++characters) {
        if (characters == maxCharacters) {
            out += "\u2026 (" + std::to_string(text.size()) + " bytes in all)";
            break;
        }
        const Utf8Char c = decodeUtf8At(text, offset);
        if (isInvalidUtf8(c.codePoint)) {
            out += hexBytes(text.substr(offset, 1));
        } else if (c.codePoint < 0x20 || c.codePoint == 0x7F || (c.codePoint >= 0x80 && c.codePoint < 0xA0)) {
            char buffer[16];
            std::snprintf(buffer, sizeof buffer, "\\u{%X}", unsigned(c.codePoint));
            out += buffer;
        } else {
            out.append(text.substr(offset, c.length));
        }
        offset += c.length;
    }
    return out;
}

} // namespace pm
