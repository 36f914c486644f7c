// SPDX-License-Identifier: GPL-3.0-or-later
// DEFLATE decoding (RFC 1951): stored, fixed and dynamic Huffman blocks.
// Codes are decoded bit by bit against the count of codes of each length
// (canonical Huffman codes are consecutive within a length), which needs no
// tables beyond the counts and the symbols in code order.

#include "core/formats/inflate.h"

#include <array>
#include <optional>
#include <vector>

namespace pm::formats {

namespace {

constexpr int kMaxCodeLength = 15;

// Base lengths and extra bits of length symbols 257..285, distance symbols 0..29.
constexpr std::array<int, 29> kLengthBase = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                             31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr std::array<int, 29> kLengthExtra = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                              2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr std::array<int, 30> kDistanceBase = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,
                                               33,  49,  65,  97,  129, 193,  257,  385,  513,  769,
                                               1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr std::array<int, 30> kDistanceExtra = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                                6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
// The order code length code lengths come in, in a dynamic block's header.
constexpr std::array<int, 19> kCodeLengthOrder = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

struct Huffman {
    std::array<int, kMaxCodeLength + 1> counts{};
    std::vector<int> symbols; // in code order
    bool valid = true;        // false: the lengths are no prefix code
};

// Codes from their lengths; a length of 0 means the symbol is unused. An
// over-subscribed set of lengths cannot be a prefix code.
Huffman makeHuffman(const int* lengths, int count)
{
    Huffman h;
    for (int s = 0; s < count; ++s)
        ++h.counts[std::size_t(lengths[s])];
    h.counts[0] = 0;
    int left = 1;
    for (int len = 1; len <= kMaxCodeLength; ++len) {
        left = left * 2 - h.counts[std::size_t(len)];
        if (left < 0) {
            h.valid = false;
            return h;
        }
    }
    std::array<int, kMaxCodeLength + 2> offsets{};
    for (int len = 1; len <= kMaxCodeLength; ++len)
        offsets[std::size_t(len) + 1] = offsets[std::size_t(len)] + h.counts[std::size_t(len)];
    h.symbols.assign(std::size_t(offsets[kMaxCodeLength + 1]), 0);
    for (int s = 0; s < count; ++s)
        if (lengths[s] != 0)
            h.symbols[std::size_t(offsets[std::size_t(lengths[s])]++)] = s;
    return h;
}

// Errors are kept, not thrown: the first one sticks, every read after it
// gives 0, and the loops above stop at their next check of failed().
class Inflater {
public:
    Inflater(std::string_view packed, std::size_t maxOutput) : m_bytes(packed), m_max(maxOutput) {}

    Result<std::string, InflateError> run()
    {
        bool last = false;
        while (!last && !failed()) {
            last = bit() == 1;
            switch (bits(2)) {
            case 0: stored(); break;
            case 1: fixedBlock(); break;
            case 2: dynamicBlock(); break;
            default: fail("a block of the reserved type 3"); break;
            }
        }
        if (m_error)
            return *m_error;
        return std::move(m_out);
    }

private:
    bool failed() const { return m_error.has_value(); }
    void fail(std::string message, bool tooLarge = false)
    {
        if (!m_error)
            m_error = InflateError{std::move(message), tooLarge};
    }

    int bit()
    {
        if (m_pos >= m_bytes.size()) {
            fail("the packed data ends early");
            return 0;
        }
        const int b = (std::uint8_t(m_bytes[m_pos]) >> m_bit) & 1;
        if (++m_bit == 8) {
            m_bit = 0;
            ++m_pos;
        }
        return b;
    }
    // `count` bits, least significant first (how DEFLATE packs numbers).
    int bits(int count)
    {
        int value = 0;
        for (int i = 0; i < count; ++i)
            value |= bit() << i;
        return value;
    }
    // One symbol; -1 on failure.
    int decode(const Huffman& h)
    {
        int code = 0, first = 0, index = 0;
        for (int len = 1; len <= kMaxCodeLength && !failed(); ++len) {
            code |= bit(); // Huffman codes come most significant bit first
            const int count = h.counts[std::size_t(len)];
            if (code - first < count)
                return h.symbols[std::size_t(index + code - first)];
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        fail("a Huffman code that is not in the block's table");
        return -1;
    }

    void put(char c)
    {
        if (m_out.size() >= m_max)
            return fail("it unpacks to more than " + std::to_string(m_max) + " bytes", true);
        m_out.push_back(c);
    }

    void stored()
    {
        if (m_bit != 0) {
            m_bit = 0;
            ++m_pos;
        }
        if (m_pos > m_bytes.size() || m_bytes.size() - m_pos < 4)
            return fail("the packed data ends early");
        const auto byte = [&](std::size_t i) { return unsigned(std::uint8_t(m_bytes[m_pos + i])); };
        const unsigned length = byte(0) | byte(1) << 8;
        const unsigned check = byte(2) | byte(3) << 8;
        m_pos += 4;
        if ((length ^ 0xFFFFu) != check)
            return fail("a stored block whose length and its complement disagree");
        if (m_bytes.size() - m_pos < length)
            return fail("a stored block runs past the end of the data");
        for (std::size_t i = 0; i < length && !failed(); ++i)
            put(m_bytes[m_pos + i]);
        m_pos += length;
    }

    void fixedBlock()
    {
        std::array<int, 288> lengths{};
        for (std::size_t s = 0; s < lengths.size(); ++s)
            lengths[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
        std::array<int, 30> distances{};
        distances.fill(5);
        codes(makeHuffman(lengths.data(), 288), makeHuffman(distances.data(), 30));
    }

    void dynamicBlock()
    {
        const int literalCount = bits(5) + 257;
        const int distanceCount = bits(5) + 1;
        const int codeLengthCount = bits(4) + 4;
        if (literalCount > 286 || distanceCount > 30)
            return fail("a block header with too many codes");
        std::array<int, 19> codeLengthLengths{};
        for (int i = 0; i < codeLengthCount; ++i)
            codeLengthLengths[std::size_t(kCodeLengthOrder[std::size_t(i)])] = bits(3);
        const Huffman codeLengths = makeHuffman(codeLengthLengths.data(), 19);
        if (!codeLengths.valid)
            return fail("Huffman code lengths that are no prefix code");

        std::array<int, 286 + 30> lengths{};
        int n = 0;
        while (n < literalCount + distanceCount && !failed()) {
            const int symbol = decode(codeLengths);
            if (symbol < 0)
                return;
            if (symbol < 16) {
                lengths[std::size_t(n++)] = symbol;
                continue;
            }
            int repeat = 0, value = 0;
            if (symbol == 16) {
                if (n == 0)
                    return fail("a repeated code length with none before it");
                value = lengths[std::size_t(n - 1)];
                repeat = 3 + bits(2);
            } else if (symbol == 17) {
                repeat = 3 + bits(3);
            } else {
                repeat = 11 + bits(7);
            }
            if (n + repeat > literalCount + distanceCount)
                return fail("code lengths that run past the block's codes");
            while (repeat-- > 0)
                lengths[std::size_t(n++)] = value;
        }
        if (failed())
            return;
        if (lengths[256] == 0)
            return fail("a block without an end code");
        codes(makeHuffman(lengths.data(), literalCount), makeHuffman(lengths.data() + literalCount, distanceCount));
    }

    void codes(const Huffman& literals, const Huffman& distances)
    {
        if (!literals.valid || !distances.valid)
            return fail("Huffman code lengths that are no prefix code");
        while (!failed()) {
            const int symbol = decode(literals);
            if (symbol < 0)
                return;
            if (symbol < 256) {
                put(char(symbol));
                continue;
            }
            if (symbol == 256)
                return;
            const std::size_t lengthIndex = std::size_t(symbol - 257);
            if (lengthIndex >= kLengthBase.size())
                return fail("a length code beyond 285");
            const int length = kLengthBase[lengthIndex] + bits(kLengthExtra[lengthIndex]);
            const int distanceSymbol = decode(distances);
            if (distanceSymbol < 0)
                return;
            const std::size_t distanceIndex = std::size_t(distanceSymbol);
            if (distanceIndex >= kDistanceBase.size())
                return fail("a distance code beyond 29");
            const std::size_t distance = std::size_t(kDistanceBase[distanceIndex] + bits(kDistanceExtra[distanceIndex]));
            if (distance > m_out.size())
                return fail("a distance back past the start of the data");
            for (int i = 0; i < length && !failed(); ++i)
                put(m_out[m_out.size() - distance]);
        }
    }

    std::string_view m_bytes;
    std::size_t m_pos = 0;
    int m_bit = 0;
    std::size_t m_max;
    std::string m_out;
    std::optional<InflateError> m_error;
};

} // namespace

Result<std::string, InflateError> inflateRaw(std::string_view packed, std::size_t maxOutput)
{
    return Inflater(packed, maxOutput).run();
}

std::uint32_t crc32(std::string_view bytes)
{
    static const std::array<std::uint32_t, 256> table = [] {
        std::array<std::uint32_t, 256> t{};
        for (std::uint32_t n = 0; n < 256; ++n) {
            std::uint32_t c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    std::uint32_t crc = 0xFFFFFFFFu;
    for (char b : bytes)
        crc = table[(crc ^ std::uint8_t(b)) & 0xFF] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

} // namespace pm::formats
