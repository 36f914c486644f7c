// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace pm {

// The symbols shown for digits 1..N. Symbols are Unicode code points, so a
// wordoku may use any letters; text in and out is UTF-8.
class Alphabet {
public:
    // The default for a size: 1-9 for N <= 9; 1-9 then A-Z then a-z for larger
    // sizes (16 -> 1-9A-G, 25 -> 1-9A-P); 64 symbols end in '@', '$', '%'.
    static Alphabet standard(int size);
    // Letters from A: A-P for 16, A-Y for 25.
    static Alphabet letters(int size);
    // Hexadecimal-style 0-9 then A-Z (0-F for 16). '0' is a symbol here, so
    // blanks must be written '.' or '-' with this alphabet.
    static Alphabet zeroBased(int size);
    // Any N distinct symbols ("TONYBLAIR"); refuses text that is not
    // valid UTF-8, repeats, blanks, separators and invisible characters,
    // with a message saying which symbol.
    static Result<Alphabet, std::string> custom(std::string_view utf8Symbols);

    int size() const { return int(m_symbols.size()); }
    char32_t symbol(int digit) const { return m_symbols[digit - 1]; } // digit 1..N
    std::string symbolUtf8(int digit) const;
    // 1..N for a symbol of this alphabet, 0 if it is not one. Letters match
    // case-insensitively when the alphabet has no lower-case letters of its own.
    int digitOf(char32_t symbol) const;
    std::string toUtf8() const;
    bool operator==(const Alphabet& other) const { return m_symbols == other.m_symbols; }

private:
    explicit Alphabet(std::u32string symbols);
    std::u32string m_symbols;
    bool m_caseInsensitive = true;
};

} // namespace pm
