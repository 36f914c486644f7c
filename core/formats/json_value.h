// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// JSON (RFC 8259) for formats that come as JSON (f-puzzles), read by
// nlohmann/json's SAX parser into a small tree of our own. Values remember
// where they start in the text, so a reader can point at the place a
// problem is; nesting is bounded (the parser is iterative and the tree is
// at most kMaxJsonDepth deep), so hostile input cannot exhaust the stack.
// Errors are ours, in words, never echoing the input's bytes.

#include "core/result.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace pm::formats {

struct JsonMember;

struct JsonValue {
    enum class Kind { Null, Bool, Number, String, Array, Object };
    Kind kind = Kind::Null;
    std::size_t offset = 0; // byte offset in the text where the value starts
    bool boolean = false;
    double number = 0;
    std::string text; // String: the decoded UTF-8; Number: as written
    std::vector<JsonValue> items;    // Array
    std::vector<JsonMember> members; // Object, in written order

    // The member called `key` (the first, if written twice), or null.
    const JsonValue* member(std::string_view key) const;
    bool isInteger() const;
    // The value as a label to show (a drawing's text): a string cut to at
    // most `mostBytes` bytes at a character's start, so it stays valid
    // UTF-8; a whole number in digits; anything else (null, a fraction, an
    // object ...) is no text.
    std::string labelText(std::size_t mostBytes) const;
};

struct JsonMember {
    std::string name;
    JsonValue value;
};

struct JsonError {
    std::size_t offset = 0;
    std::string message;
};

// Deeper than any puzzle format nests: arrays and objects inside this many
// others are refused.
constexpr int kMaxJsonDepth = 64;

// Reads one JSON value filling the whole text (whitespace around it aside).
// Strings come out as valid UTF-8: a byte that is not UTF-8, or an escaped
// surrogate without its other half, is read as U+FFFD.
Result<JsonValue, JsonError> parseJson(std::string_view text);

} // namespace pm::formats
