// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// LZ-String's base64 form (compressToBase64 / decompressFromBase64), the
// packing f-puzzles and the sites that share its puzzles put in their
// links. Written from the algorithm's description: an LZW-style dictionary
// over UTF-16 code units, codes written least significant bit first, their
// width growing by one bit each time the dictionary fills its current width,
// six bits per base64 character.

#include "core/result.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace pm::formats {

struct LzStringError {
    std::size_t offset = 0; // byte offset in the packed text where reading failed
    std::string message;
    bool tooLarge = false; // the data unpacks to more than the caller allows
};

// Packs UTF-8 text (invalid bytes read as U+FFFD), padded with '=' to a
// multiple of four characters.
std::string lzStringCompressToBase64(std::string_view utf8);

// Unpacks to UTF-8. Padding '=' may be missing. Fails on a character outside
// the base64 alphabet, a code that names no dictionary entry, data that ends
// before its end mark, and output beyond maxOutputBytes.
Result<std::string, LzStringError> lzStringDecompressFromBase64(std::string_view packed,
                                                                std::size_t maxOutputBytes);

} // namespace pm::formats
