// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one-entry ZIP files some programs save games in (HoDoKu's .hsol holds
// a single entry, "SudokuData"). Read: the first entry, stored or deflated,
// its CRC checked. Written: one stored entry with its central directory, so
// that any ZIP reader (Java's ZipInputStream included) takes it.

#include "core/result.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace pm::formats {

struct ZipEntry {
    std::string name;
    std::string content;
};

struct ZipError {
    std::size_t offset = 0; // byte offset in the file where reading failed
    std::string message;
    bool tooLarge = false;
};

// "PK\3\4": the file starts as a ZIP archive does.
bool looksLikeZip(std::string_view bytes);

// The first entry, its content at most maxContent bytes.
Result<ZipEntry, ZipError> readFirstZipEntry(std::string_view bytes, std::size_t maxContent);

std::string writeStoredZip(std::string_view name, std::string_view content);

} // namespace pm::formats
