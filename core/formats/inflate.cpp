// SPDX-License-Identifier: GPL-3.0-or-later
// zlib's inflate over a raw DEFLATE stream, its output bounded.

#include "core/formats/inflate.h"

#include <zlib.h>

#include <algorithm>
#include <climits>
#include <cstring>

namespace pm::formats {

namespace {

// zlib says what is wrong in its own short words (z_stream::msg); these are
// ours for the faults a damaged file shows, so that every message the
// readers give reads alike. Others keep zlib's words: they are constant
// text of the library, never bytes of the input.
std::string describeZlibFault(const char* message)
{
    struct Known {
        const char* zlib;
        const char* ours;
    };
    static constexpr Known kKnown[] = {
        {"invalid block type", "a block of the reserved type 3"},
        {"invalid stored block lengths", "a stored block whose length and its complement disagree"},
        {"too many length or distance symbols", "a block header with too many codes"},
        {"invalid code lengths set", "Huffman code lengths that are no prefix code"},
        {"invalid bit length repeat", "a repeated code length with none before it, or past the block's codes"},
        {"invalid literal/lengths set", "Huffman code lengths that are no prefix code"},
        {"invalid distances set", "Huffman code lengths that are no prefix code"},
        {"invalid code -- missing end-of-block", "a block without an end code"},
        {"invalid literal/length code", "a length code beyond 285"},
        {"invalid distance code", "a distance code beyond 29"},
        {"invalid distance too far back", "a distance back past the start of the data"},
    };
    if (message == nullptr)
        return "the packed data is damaged";
    for (const Known& known : kKnown)
        if (std::strcmp(known.zlib, message) == 0)
            return known.ours;
    return std::string("the packed data is damaged (") + message + ")";
}

// Owns a z_stream set up for raw inflating, and ends it however we leave.
class RawInflater {
public:
    RawInflater() { m_ok = inflateInit2(&m_stream, -MAX_WBITS) == Z_OK; }
    ~RawInflater()
    {
        if (m_ok)
            inflateEnd(&m_stream);
    }
    RawInflater(const RawInflater&) = delete;
    RawInflater& operator=(const RawInflater&) = delete;

    bool ok() const { return m_ok; }
    z_stream& stream() { return m_stream; }

private:
    z_stream m_stream{};
    bool m_ok = false;
};

constexpr std::size_t kChunk = 64 * 1024;

} // namespace

Result<std::string, InflateError> inflateRaw(std::string_view packed, std::size_t maxOutput)
{
    RawInflater inflater;
    if (!inflater.ok())
        return InflateError{"zlib could not start inflating (out of memory)"};
    z_stream& stream = inflater.stream();
    std::string out;
    std::size_t fed = 0;
    for (;;) {
        if (stream.avail_in == 0 && fed < packed.size()) {
            const std::size_t take = std::min<std::size_t>(packed.size() - fed, UINT_MAX);
            // zlib never writes through next_in; its type only predates const.
            stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.data() + fed));
            stream.avail_in = uInt(take);
            fed += take;
        }
        // Room for one byte past the bound at most: passing it is all we
        // need to know, and no more than that is ever unpacked.
        const std::size_t room = std::min(kChunk, maxOutput + 1 - out.size());
        const std::size_t before = out.size();
        out.resize(before + room);
        stream.next_out = reinterpret_cast<Bytef*>(out.data() + before);
        stream.avail_out = uInt(room);
        const int status = inflate(&stream, Z_NO_FLUSH);
        out.resize(before + room - stream.avail_out);
        if (out.size() > maxOutput)
            return InflateError{"it unpacks to more than " + std::to_string(maxOutput) + " bytes", true};
        if (status == Z_STREAM_END)
            return out;
        if (status == Z_DATA_ERROR)
            return InflateError{describeZlibFault(stream.msg)};
        if (status == Z_MEM_ERROR)
            return InflateError{"zlib ran out of memory"};
        // Z_OK or Z_BUF_ERROR: more input is needed, or more room; with all
        // the input given and room left, the stream ends before its end.
        if (stream.avail_in == 0 && fed == packed.size() && stream.avail_out != 0)
            return InflateError{"the packed data ends early"};
        if (status != Z_OK && status != Z_BUF_ERROR)
            return InflateError{describeZlibFault(stream.msg)};
    }
}

std::uint32_t crc32(std::string_view bytes)
{
    uLong crc = ::crc32(0L, Z_NULL, 0);
    const auto* data = reinterpret_cast<const Bytef*>(bytes.data());
    for (std::size_t done = 0; done < bytes.size();) {
        const std::size_t take = std::min<std::size_t>(bytes.size() - done, UINT_MAX);
        crc = ::crc32(crc, data + done, uInt(take));
        done += take;
    }
    return std::uint32_t(crc);
}

} // namespace pm::formats
