// SPDX-License-Identifier: GPL-3.0-or-later
// One-entry ZIP archives (PKWARE's APPNOTE: local file header, data,
// central directory, end record), read and written.

#include "core/formats/zip_archive.h"

#include "core/formats/inflate.h"

#include <cstdint>
#include <optional>

namespace pm::formats {

namespace {

constexpr std::string_view kLocalHeader = "PK\x03\x04";
constexpr std::size_t kLocalHeaderSize = 30;
constexpr unsigned kStored = 0;
constexpr unsigned kDeflated = 8;
constexpr unsigned kEncrypted = 1;      // general purpose flag bit 0
constexpr unsigned kSizesFollow = 1 << 3; // bit 3: sizes and CRC in a data descriptor after the data

unsigned read16(std::string_view bytes, std::size_t at)
{
    return unsigned(std::uint8_t(bytes[at])) | unsigned(std::uint8_t(bytes[at + 1])) << 8;
}

std::uint32_t read32(std::string_view bytes, std::size_t at)
{
    return std::uint32_t(read16(bytes, at)) | std::uint32_t(read16(bytes, at + 2)) << 16;
}

void put16(std::string& out, unsigned value)
{
    out.push_back(char(value & 0xFF));
    out.push_back(char((value >> 8) & 0xFF));
}

void put32(std::string& out, std::uint32_t value)
{
    put16(out, value & 0xFFFF);
    put16(out, value >> 16);
}

constexpr std::string_view kEndRecord = "PK\x05\x06";
constexpr std::string_view kCentralHeader = "PK\x01\x02";
constexpr std::size_t kEndRecordSize = 22;
constexpr std::size_t kMaxCommentSize = 0xFFFF;

// The CRC the central directory records for the first entry, for an entry
// whose local header leaves it to a data descriptor (Java's ZipOutputStream
// writes deflated entries so: HoDoKu's .hsol). The end record is found from
// the end of the file (it may be followed by a comment of up to 64 KiB);
// nothing when the archive has no readable central directory.
std::optional<std::uint32_t> centralDirectoryCrc(std::string_view bytes)
{
    if (bytes.size() < kEndRecordSize)
        return std::nullopt;
    const std::size_t lowest = bytes.size() > kEndRecordSize + kMaxCommentSize
        ? bytes.size() - kEndRecordSize - kMaxCommentSize
        : 0;
    for (std::size_t at = bytes.size() - kEndRecordSize + 1; at-- > lowest;) {
        if (bytes.substr(at, kEndRecord.size()) != kEndRecord)
            continue;
        const std::size_t directory = read32(bytes, at + 16);
        if (directory > at || at - directory < 46 || bytes.substr(directory, kCentralHeader.size()) != kCentralHeader)
            return std::nullopt;
        return read32(bytes, directory + 16);
    }
    return std::nullopt;
}

ZipError zipError(std::size_t offset, std::string message, bool tooLarge = false)
{
    return ZipError{offset, std::move(message), tooLarge};
}

} // namespace

bool looksLikeZip(std::string_view bytes)
{
    return bytes.substr(0, kLocalHeader.size()) == kLocalHeader;
}

Result<ZipEntry, ZipError> readFirstZipEntry(std::string_view bytes, std::size_t maxContent)
{
    if (!looksLikeZip(bytes))
        return zipError(0, "not a ZIP archive: it does not start with PK\\3\\4");
    if (bytes.size() < kLocalHeaderSize)
        return zipError(bytes.size(), "the ZIP archive ends inside its first header");
    const unsigned flags = read16(bytes, 6);
    const unsigned method = read16(bytes, 8);
    const std::uint32_t crc = read32(bytes, 14);
    const std::uint32_t packedSize = read32(bytes, 18);
    const std::size_t nameLength = read16(bytes, 26);
    const std::size_t extraLength = read16(bytes, 28);
    if (flags & kEncrypted)
        return zipError(6, "the ZIP entry is encrypted");
    if (method != kStored && method != kDeflated)
        return zipError(8, "the ZIP entry is packed by method " + std::to_string(method)
                               + ": only stored (0) and deflated (8) entries are read");
    const std::size_t dataStart = kLocalHeaderSize + nameLength + extraLength;
    if (bytes.size() < dataStart)
        return zipError(bytes.size(), "the ZIP archive ends inside its first header");
    ZipEntry entry;
    entry.name = std::string(bytes.substr(kLocalHeaderSize, nameLength));
    const std::string_view rest = bytes.substr(dataStart);

    if (method == kStored) {
        // A stored entry's size must be in its header: nothing else says where it ends.
        if (flags & kSizesFollow)
            return zipError(6, "a stored ZIP entry without its size in the header");
        if (packedSize > rest.size())
            return zipError(bytes.size(), "the ZIP entry's data ends early: " + std::to_string(rest.size())
                                              + " of " + std::to_string(packedSize) + " bytes");
        if (packedSize > maxContent)
            return zipError(dataStart, "the ZIP entry holds more than " + std::to_string(maxContent) + " bytes",
                            true);
        entry.content = std::string(rest.substr(0, packedSize));
    } else {
        // Deflate data ends by itself; with a data descriptor the header's
        // sizes are 0, so the packed size is not needed.
        const std::string_view packed = (flags & kSizesFollow) ? rest : rest.substr(0, packedSize);
        auto inflated = inflateRaw(packed, maxContent);
        if (!inflated)
            return zipError(dataStart, "the ZIP entry's packed data is damaged: " + inflated.error().message,
                            inflated.error().tooLarge);
        entry.content = std::move(inflated).value();
    }
    // With a data descriptor the local header's CRC is 0: the central
    // directory has it (as it has for every entry), and a damaged entry is
    // refused as Java's reader refuses it, not read into other cells.
    std::uint32_t expected = crc;
    if (flags & kSizesFollow) {
        const auto recorded = centralDirectoryCrc(bytes);
        if (!recorded)
            return zipError(bytes.size(), "the ZIP archive has no readable central directory, so its entry's "
                                          "checksum cannot be checked");
        expected = *recorded;
    }
    if (crc32(entry.content) != expected)
        return zipError(14, "the ZIP entry's checksum does not match its content");
    return entry;
}

std::string writeStoredZip(std::string_view name, std::string_view content)
{
    const std::uint32_t crc = crc32(content);
    const auto size = std::uint32_t(content.size());
    const auto header = [&](std::string& out) {
        put16(out, 20);   // version needed: 2.0
        put16(out, 0);    // flags
        put16(out, kStored);
        put16(out, 0);    // time
        put16(out, 0x21); // date: 1980-01-01, so that the same game writes the same bytes
        put32(out, crc);
        put32(out, size);
        put32(out, size);
        put16(out, unsigned(name.size()));
        put16(out, 0); // extra field length
    };
    std::string out(kLocalHeader);
    header(out);
    out += name;
    out += content;

    const auto directoryStart = std::uint32_t(out.size());
    out += "PK\x01\x02";
    put16(out, 20); // made by: version 2.0
    header(out);
    put16(out, 0); // comment length
    put16(out, 0); // disk number
    put16(out, 0); // internal attributes
    put32(out, 0); // external attributes
    put32(out, 0); // offset of the local header
    out += name;
    const auto directorySize = std::uint32_t(out.size()) - directoryStart;

    out += "PK\x05\x06";
    put16(out, 0); // this disk
    put16(out, 0); // disk with the directory
    put16(out, 1); // entries on this disk
    put16(out, 1); // entries
    put32(out, directorySize);
    put32(out, directoryStart);
    put16(out, 0); // comment length
    return out;
}

} // namespace pm::formats
