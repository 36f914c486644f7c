// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small strict JSON reader (RFC 8259) for formats that come as JSON
// (f-puzzles). Values remember where they start in the text, so a reader
// can point at the place a problem is; nesting and size are bounded, so
// hostile input cannot exhaust the stack or memory.

#include "core/result.h"

#include <cstddef>
#include <memory>
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
    std::vector<JsonValue> items;                           // Array
    std::vector<JsonMember> members; // Object, in written order

    // The member called `key` (the first, if written twice), or null.
    const JsonValue* member(std::string_view key) const;
    bool isInteger() const;
};

struct JsonMember {
    std::string name;
    JsonValue value;
};

struct JsonError {
    std::size_t offset = 0;
    std::string message;
};

// Reads one JSON value filling the whole text (whitespace around it aside).
Result<JsonValue, JsonError> parseJson(std::string_view text);

// Writes a string as a JSON string literal, quotes included.
std::string jsonQuote(std::string_view utf8);

} // namespace pm::formats
