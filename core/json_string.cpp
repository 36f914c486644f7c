// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json_string.h"

#include "core/utf8.h"

#include <cstdio>

namespace pm {

std::string jsonQuote(std::string_view text)
{
    std::string out = "\"";
    for (std::size_t offset = 0; offset < text.size();) {
        const Utf8Char c = decodeUtf8At(text, offset);
        const std::string_view bytes = text.substr(offset, c.length);
        offset += c.length;
        switch (c.codePoint) {
        case '"': out += "\\\""; continue;
        case '\\': out += "\\\\"; continue;
        case '\n': out += "\\n"; continue;
        case '\r': out += "\\r"; continue;
        case '\t': out += "\\t"; continue;
        default: break;
        }
        // A byte that is not UTF-8 (the input held it) becomes U+FFFD
        // rather than going out raw and breaking the document.
        if (isInvalidUtf8(c.codePoint)) {
            out += "\\ufffd";
        } else if (c.codePoint < 0x20 || c.codePoint == 0x7F) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", unsigned(c.codePoint));
            out += escaped;
        } else {
            out += bytes;
        }
    }
    out += '"';
    return out;
}

} // namespace pm
