// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// DEFLATE (RFC 1951) decoding and CRC-32 for the ZIP files other programs
// save their games in (HoDoKu's .hsol), done by zlib: this is the thin
// wrapper that bounds the output and says what went wrong in our words.

#include "core/result.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace pm::formats {

// Unpacks a raw DEFLATE stream (no zlib or gzip header). Refuses, with what
// went wrong, a damaged stream and one that unpacks to more than maxOutput
// bytes (a small file that would fill the memory): unpacking stops as soon
// as the bound is passed, so a zip bomb costs maxOutput bytes at most.
struct InflateError {
    std::string message;
    bool tooLarge = false; // the data unpacks to more than the caller allows
};

Result<std::string, InflateError> inflateRaw(std::string_view packed, std::size_t maxOutput);

// The CRC-32 ZIP files check their contents with (polynomial 0xEDB88320).
std::uint32_t crc32(std::string_view bytes);

} // namespace pm::formats
