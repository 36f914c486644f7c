// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/alphabet.h"

#include "core/unicode_classes.h"
#include "core/utf8.h"

#include <algorithm>

namespace pm {

namespace {

const std::u32string kStandardSymbols =
    U"123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$%";
const std::u32string kZeroBasedSymbols =
    U"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$";

char32_t foldCase(char32_t c)
{
    return (c >= U'a' && c <= U'z') ? c - U'a' + U'A' : c;
}

// "U+0301", for characters that cannot be shown on their own in a message.
std::string codePointName(char32_t c)
{
    static const char* const kHex = "0123456789ABCDEF";
    std::string digits;
    for (char32_t rest = c; rest != 0 || digits.size() < 4; rest >>= 4)
        digits.insert(digits.begin(), kHex[rest & 0xF]);
    return "U+" + digits;
}

bool isReservedSymbol(char32_t c)
{
    // Blanks and the characters grid formats use as separators or comments.
    return c == U'.' || c == U'-' || c == U'|' || c == U'+' || c == U'#' || c == U' ' || c == U'\t'
        || c == U'\n' || c == U'\r' || c == U'*' || c == U'=' || c == U':';
}

} // namespace

Alphabet::Alphabet(std::u32string symbols)
    : m_symbols(std::move(symbols))
{
    bool hasLower = std::any_of(m_symbols.begin(), m_symbols.end(), [](char32_t c) { return c >= U'a' && c <= U'z'; });
    m_caseInsensitive = !hasLower;
}

Alphabet Alphabet::standard(int size)
{
    size = std::clamp(size, 1, int(kStandardSymbols.size()));
    return Alphabet(kStandardSymbols.substr(0, size));
}

Alphabet Alphabet::letters(int size)
{
    std::u32string symbols;
    for (int i = 0; i < size && i < 26; ++i)
        symbols.push_back(U'A' + i);
    for (int i = 26; i < size && i < 52; ++i)
        symbols.push_back(U'a' + i - 26);
    return Alphabet(symbols);
}

Alphabet Alphabet::zeroBased(int size)
{
    size = std::clamp(size, 1, int(kZeroBasedSymbols.size()));
    return Alphabet(kZeroBasedSymbols.substr(0, size));
}

Result<Alphabet, std::string> Alphabet::custom(std::string_view utf8Symbols)
{
    if (const auto invalid = findInvalidUtf8(utf8Symbols))
        return "symbol " + std::to_string(invalid->column) + " is " + describeInvalidUtf8(*invalid);
    std::u32string symbols = decodeUtf8(utf8Symbols);
    if (symbols.empty())
        return std::string("the alphabet is empty");
    for (size_t i = 0; i < symbols.size(); ++i) {
        if (isReservedSymbol(symbols[i]) || symbols[i] == U'0')
            return (isInvisibleCharacter(symbols[i]) ? codePointName(symbols[i]) : "'" + encodeUtf8(symbols[i]) + "'")
                + " cannot be a symbol: it is used for blanks or separators";
        // Invisible characters could not be told apart on the board.
        if (isInvisibleCharacter(symbols[i]))
            return "symbol " + std::to_string(i + 1) + " (" + codePointName(symbols[i])
                + ") cannot be a symbol: it is invisible or a space";
        // A combining mark joins the character before it: "é" typed as 'e'
        // and U+0301 would be two symbols that look like one.
        if (isCombiningMark(symbols[i]))
            return "symbol " + std::to_string(i + 1) + " (" + codePointName(symbols[i])
                + ") cannot be a symbol: it is a combining mark, which joins the character before it (write an "
                  "accented letter as one character)";
        for (size_t j = 0; j < i; ++j)
            if (symbols[j] == symbols[i])
                return "'" + encodeUtf8(symbols[i]) + "' appears twice in the alphabet";
    }
    return Alphabet(symbols);
}

std::string Alphabet::symbolUtf8(int digit) const
{
    return encodeUtf8(symbol(digit));
}

int Alphabet::digitOf(char32_t symbol) const
{
    for (size_t i = 0; i < m_symbols.size(); ++i)
        if (m_symbols[i] == symbol)
            return int(i) + 1;
    if (m_caseInsensitive) {
        const char32_t folded = foldCase(symbol);
        for (size_t i = 0; i < m_symbols.size(); ++i)
            if (m_symbols[i] == folded)
                return int(i) + 1;
    }
    return 0;
}

std::string Alphabet::toUtf8() const
{
    std::string text;
    for (char32_t c : m_symbols)
        text += encodeUtf8(c);
    return text;
}

} // namespace pm
