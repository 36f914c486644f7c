// SPDX-License-Identifier: GPL-3.0-or-later
// LZ-String's base64 packing (see lz_string.h).
//
// The stream, as both sides read it: the dictionary starts with three
// reserved codes, 0 ("an 8-bit character follows"), 1 ("a 16-bit character
// follows") and 2 ("end of data"); every other code names a string seen
// before. Codes are numBits wide, starting at 2 bits (compressor) and read
// from 3 bits after the first code; a counter of codes left at this width
// ("enlargeIn") doubles the range and adds a bit when it runs out. Bits go
// out least significant first; each base64 character carries six of them,
// most significant first.

#include "core/formats/lz_string.h"

#include "core/utf8.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace pm::formats {

namespace {

constexpr std::string_view kBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr int kBitsPerChar = 6;

int base64Value(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+')
        return 62;
    if (c == '/')
        return 63;
    return -1;
}

// UTF-8 to UTF-16 code units; a byte that starts no valid sequence is U+FFFD.
std::u16string toUtf16(std::string_view utf8)
{
    std::u16string out;
    out.reserve(utf8.size());
    for (std::size_t i = 0; i < utf8.size();) {
        const Utf8Char c = decodeUtf8At(utf8, i);
        const char32_t cp = isInvalidUtf8(c.codePoint) ? char32_t(0xFFFD) : c.codePoint;
        if (cp >= 0x10000) {
            out.push_back(char16_t(0xD800 + ((cp - 0x10000) >> 10)));
            out.push_back(char16_t(0xDC00 + ((cp - 0x10000) & 0x3FF)));
        } else {
            out.push_back(char16_t(cp));
        }
        i += c.length;
    }
    return out;
}

// UTF-16 code units to UTF-8; a lone surrogate becomes U+FFFD.
std::string toUtf8(const std::u16string& units)
{
    std::string out;
    out.reserve(units.size());
    for (std::size_t i = 0; i < units.size(); ++i) {
        const char16_t unit = units[i];
        if (unit >= 0xD800 && unit < 0xDC00 && i + 1 < units.size() && units[i + 1] >= 0xDC00 && units[i + 1] < 0xE000) {
            appendUtf8(out, 0x10000 + ((char32_t(unit) - 0xD800) << 10) + (char32_t(units[i + 1]) - 0xDC00));
            ++i;
        } else if (unit >= 0xD800 && unit < 0xE000) {
            appendUtf8(out, 0xFFFD);
        } else {
            appendUtf8(out, unit);
        }
    }
    return out;
}

class BitWriter {
public:
    void write(std::uint32_t value, int bits)
    {
        for (int i = 0; i < bits; ++i) {
            m_value = (m_value << 1) | (value & 1u);
            value >>= 1;
            if (++m_position == kBitsPerChar) {
                m_out.push_back(kBase64[m_value]);
                m_value = 0;
                m_position = 0;
            }
        }
    }
    // The last character, its unused bits zero (a whole 'A' when the bits
    // ended on a character's edge, as LZ-String writes it), and '=' to a
    // multiple of four.
    std::string finish()
    {
        m_out.push_back(kBase64[(m_value << (kBitsPerChar - m_position)) & 63u]);
        while (m_out.size() % 4 != 0)
            m_out.push_back('=');
        return std::move(m_out);
    }

private:
    std::string m_out;
    unsigned m_value = 0;
    int m_position = 0;
};

} // namespace

std::string lzStringCompressToBase64(std::string_view utf8)
{
    const std::u16string input = toUtf16(utf8);
    BitWriter out;
    // Strings are keyed by their UTF-16 units; a string not yet written as
    // a character of its own is "pending" (written in full the first time).
    std::unordered_map<std::u16string, std::uint32_t> dictionary;
    std::unordered_map<std::u16string, bool> pending;
    std::uint32_t nextCode = 3;
    int numBits = 2;
    std::uint32_t enlargeIn = 2;
    const auto countDown = [&] {
        if (--enlargeIn == 0) {
            enlargeIn = std::uint32_t(1) << numBits;
            ++numBits;
        }
    };
    const auto emit = [&](const std::u16string& w) {
        if (pending.erase(w) > 0) {
            const char16_t c = w.front();
            if (c < 256) {
                out.write(0, numBits);
                out.write(c, 8);
            } else {
                out.write(1, numBits);
                out.write(c, 16);
            }
            countDown();
        } else {
            out.write(dictionary.at(w), numBits);
        }
        countDown();
    };

    std::u16string w;
    for (const char16_t c : input) {
        const std::u16string single(1, c);
        if (!dictionary.contains(single)) {
            dictionary.emplace(single, nextCode++);
            pending.emplace(single, true);
        }
        std::u16string wc = w + c;
        if (dictionary.contains(wc)) {
            w = std::move(wc);
            continue;
        }
        emit(w);
        dictionary.emplace(std::move(wc), nextCode++);
        w = single;
    }
    if (!w.empty())
        emit(w);
    out.write(2, numBits);
    return out.finish();
}

Result<std::string, LzStringError> lzStringDecompressFromBase64(std::string_view packed, std::size_t maxOutputBytes)
{
    // Trailing padding carries no bits.
    while (!packed.empty() && packed.back() == '=')
        packed.remove_suffix(1);
    for (std::size_t i = 0; i < packed.size(); ++i)
        if (base64Value(packed[i]) < 0)
            return LzStringError{i, "a character outside base64 (A-Z, a-z, 0-9, '+', '/')"};

    std::size_t index = 0; // the next character to take bits from
    int value = 0;
    int mask = 0; // the next bit of `value` to read; 0: take the next character
    bool exhausted = false;
    const auto readBits = [&](int bits) {
        std::uint32_t result = 0;
        for (int i = 0; i < bits; ++i) {
            if (mask == 0) {
                if (index >= packed.size()) {
                    exhausted = true;
                    return result;
                }
                value = base64Value(packed[index++]);
                mask = 1 << (kBitsPerChar - 1);
            }
            if (value & mask)
                result |= std::uint32_t(1) << i;
            mask >>= 1;
        }
        return result;
    };
    const auto truncated = [&] {
        return LzStringError{packed.size(), "the packed data ends before its end mark (is the link cut short?)"};
    };

    // Each entry is a shorter entry plus one unit, so the dictionary takes
    // memory in proportion to the input, however long its strings are.
    struct Entry {
        std::int32_t prefix; // -1: a single unit
        char16_t last;
        char16_t first;
        std::size_t length;
    };
    std::vector<Entry> dictionary(3, Entry{-1, 0, 0, 0}); // the reserved codes
    std::u16string output;
    const std::size_t maxUnits = maxOutputBytes; // a unit is at least one UTF-8 byte
    const auto append = [&](std::uint32_t code) {
        const std::size_t start = output.size();
        output.resize(start + dictionary[code].length);
        std::size_t at = output.size();
        for (std::int32_t k = std::int32_t(code); k >= 0; k = dictionary[std::size_t(k)].prefix)
            output[--at] = dictionary[std::size_t(k)].last;
    };
    const auto addCharacter = [&](std::uint32_t unit) {
        dictionary.push_back(Entry{-1, char16_t(unit), char16_t(unit), 1});
        return std::uint32_t(dictionary.size() - 1);
    };

    int numBits = 3;
    std::uint32_t enlargeIn = 4;
    const auto countDown = [&] {
        if (--enlargeIn == 0) {
            enlargeIn = std::uint32_t(1) << numBits;
            ++numBits;
        }
    };
    const std::uint32_t kind = readBits(2);
    if (exhausted)
        return truncated();
    if (kind == 2)
        return std::string();
    if (kind > 2)
        return LzStringError{0, "the packed data does not start with a character"};
    std::uint32_t previous = addCharacter(readBits(kind == 0 ? 8 : 16));
    if (exhausted)
        return truncated();
    append(previous);
    for (;;) {
        if (numBits > 31)
            return LzStringError{index, "the packed data's codes grow past any text (damaged data)"};
        std::uint32_t code = readBits(numBits);
        if (exhausted)
            return truncated();
        if (code == 2)
            break;
        if (code < 2) {
            code = addCharacter(readBits(code == 0 ? 8 : 16));
            if (exhausted)
                return truncated();
            countDown();
        }
        Entry entry;
        if (code < dictionary.size() && code > 2) {
            append(code);
            entry = Entry{std::int32_t(previous), dictionary[code].first, dictionary[previous].first,
                          dictionary[previous].length + 1};
        } else if (code == dictionary.size()) {
            // The string about to be defined: the previous one and its own first unit.
            entry = Entry{std::int32_t(previous), dictionary[previous].first, dictionary[previous].first,
                          dictionary[previous].length + 1};
            dictionary.push_back(entry);
            append(code);
            dictionary.pop_back();
        } else {
            return LzStringError{index > 0 ? index - 1 : 0,
                                 "the packed data names code " + std::to_string(code) + ", which is not defined yet"};
        }
        if (output.size() > maxUnits)
            return LzStringError{index > 0 ? index - 1 : 0,
                                 "the packed data unpacks to more than " + std::to_string(maxOutputBytes) + " bytes",
                                 true};
        dictionary.push_back(entry);
        countDown();
        previous = code;
    }
    std::string utf8 = toUtf8(output);
    if (utf8.size() > maxOutputBytes)
        return LzStringError{packed.size(),
                             "the packed data unpacks to more than " + std::to_string(maxOutputBytes) + " bytes", true};
    return utf8;
}

} // namespace pm::formats
