// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace pm {

// Strict UTF-8, as RFC 3629 defines it: the shortest form only (no
// overlong forms such as C0 AE for '.'), no surrogates (U+D800..U+DFFF),
// nothing past U+10FFFF. Everything Pencilmark reads goes through here, so
// that no byte sequence is read as a digit, a blank or a separator unless
// it is one.

// A byte that does not start a valid sequence, as a code point no
// character has (past U+10FFFF): readers compare it with nothing and
// messages name the byte (kInvalidUtf8Base + the byte).
constexpr char32_t kInvalidUtf8Base = 0x110000;
constexpr bool isInvalidUtf8(char32_t c) { return c >= kInvalidUtf8Base; }

struct Utf8Char {
    char32_t codePoint; // the character, or kInvalidUtf8Base + the byte
    std::size_t length; // bytes taken: the sequence, or one invalid byte
};

// The character starting at text[offset] (offset < text.size()).
Utf8Char decodeUtf8At(std::string_view text, std::size_t offset);

// The text as code points; a byte that is not valid UTF-8 decodes to
// kInvalidUtf8Base + the byte, which no alphabet holds.
std::u32string decodeUtf8(std::string_view text);

// The one UTF-8 encoder. What no UTF-8 can hold (a surrogate, anything past
// U+10FFFF, an invalid byte as decoded above) is written as U+FFFD, so
// written text is always valid.
void appendUtf8(std::string& out, char32_t codePoint);
std::string encodeUtf8(char32_t codePoint);

// Where a text first breaks UTF-8, and how.
struct Utf8Error {
    std::size_t offset = 0; // byte offset of the first bad byte
    int column = 1;         // 1-based, in characters: each valid character and each bad byte counts one
    std::string bytes;      // the bad sequence as written, for messages (up to 4 bytes)
    std::string why;        // "an overlong form", "a surrogate", "a stray continuation byte" ...
};
std::optional<Utf8Error> findInvalidUtf8(std::string_view text);

// "not valid UTF-8: \xC0\xAE (an overlong form); the input must be UTF-8
// text": the sentence a reader reports, with the error's column.
std::string describeInvalidUtf8(const Utf8Error& error);

// The text with each byte that is not valid UTF-8 replaced by U+FFFD, for
// text that is kept but never read as a puzzle (titles, comments).
std::string toValidUtf8(std::string_view text);

// Text from the input made safe and short to print inside a message: valid
// UTF-8 as it is, each invalid byte as \xNN, and control characters (which
// would move a terminal's cursor, retitle it or change its colours) as
// \u{1B} and the like; past maxCharacters characters it is cut, with the
// length said ("xxxx… (3000000 bytes in all)"), so a crafted name of
// megabytes makes a message of one line. Every message that quotes input
// goes through here; makeError (core/formats) escapes the rest once more.
inline constexpr std::size_t kExcerptCharacters = 60;
// For a file's path, which the user wrote and may well be long.
inline constexpr std::size_t kPathExcerptCharacters = 400;
std::string excerptForMessage(std::string_view text, std::size_t maxCharacters = kExcerptCharacters);

} // namespace pm
