// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON reader of json_value.h. nlohmann/json's SAX parser does the
// reading; a builder takes its events into the JsonValue tree.
//
// Its events say what was read but not where, so the parser reads the text
// through a cursor that knows. The lexer reads each byte exactly once, in
// order, and an event comes as soon as its token is read, before any byte
// of the next token, with one exception: a number is known to end only
// when the byte after it is read. So a token starts at the first byte read
// after the previous event that is not whitespace, ',' or ':' (the
// separators the parser consumes between events), and after a number, at
// the byte that ended it when that byte is none of those.

#include "core/formats/json_value.h"

#include "core/utf8.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <optional>

namespace pm::formats {

namespace {

bool isSeparatorOrSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ':';
}

int hexValue(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

// The text as the JSON parser reads it, byte by byte, with two repairs that
// keep every token where it was: a byte that is not UTF-8 is given as
// U+FFFD's three bytes (nlohmann refuses ill-formed UTF-8 in strings), and
// inside a string an escaped surrogate without its other half is given as
// \uFFFD, six bytes for six (nlohmann refuses those too). A puzzle whose
// title holds either still reads, as it did before nlohmann read it.
class JsonCursor {
public:
    explicit JsonCursor(std::string_view text) : m_text(text) { refill(); }

    bool atEnd()
    {
        const bool end = m_index >= m_size;
        m_endReached = m_endReached || end;
        return end;
    }
    char current() const { return m_bytes[m_index]; }
    void advance()
    {
        const std::size_t source = m_sources[m_index];
        m_lastConsumed = source;
        if (m_waitingForToken && !isSeparatorOrSpace(m_text[source])) {
            m_tokenStart = source;
            m_waitingForToken = false;
        }
        if (++m_index >= m_size)
            refill();
    }

    // Where the token of the event in hand starts; the next event's token
    // starts after it.
    std::size_t takeTokenStart()
    {
        const std::size_t start = m_waitingForToken ? m_lastConsumed : m_tokenStart;
        m_waitingForToken = true;
        return start;
    }
    // The byte after a number, already read, starts the next token.
    void numberEnded(std::size_t end)
    {
        if (m_lastConsumed == end && end < m_text.size() && !isSeparatorOrSpace(m_text[end])) {
            m_tokenStart = end;
            m_waitingForToken = false;
        }
    }
    bool tokenStarted() const { return !m_waitingForToken; }
    std::size_t tokenStart() const { return m_tokenStart; }
    std::size_t lastConsumed() const { return m_lastConsumed; }
    bool endReached() const { return m_endReached; }

private:
    // The bytes given for the source at m_pos: one byte, or a repair.
    void refill()
    {
        m_index = 0;
        m_size = 0;
        if (m_pos >= m_text.size())
            return;
        const char byte = m_text[m_pos];
        if (m_verbatim > 0) {
            --m_verbatim;
            give(m_pos++, 1);
            return;
        }
        if (std::uint8_t(byte) >= 0x80) {
            const Utf8Char c = decodeUtf8At(m_text, m_pos);
            if (isInvalidUtf8(c.codePoint)) {
                for (const char b : std::string_view("\xEF\xBF\xBD"))
                    push(b, m_pos);
                ++m_pos;
            } else {
                give(m_pos, c.length);
                m_pos += c.length;
            }
            return;
        }
        if (byte == '"' && !m_inString) {
            m_inString = true;
        } else if (byte == '"') {
            m_inString = false;
        } else if (byte == '\\' && m_inString) {
            escape();
            return;
        }
        give(m_pos++, 1);
    }

    // At a backslash inside a string: the escape goes through as written
    // (its second byte is never a string's end), but for a lone surrogate.
    void escape()
    {
        const char32_t unit = hexUnit(m_pos);
        const bool high = unit >= 0xD800 && unit < 0xDC00;
        const bool low = unit >= 0xDC00 && unit < 0xE000;
        const char32_t next = high ? hexUnit(m_pos + 6) : 0;
        if (high && next >= 0xDC00 && next < 0xE000) {
            m_verbatim = 11; // the pair: \uD8xx\uDCxx
        } else if (high || low) {
            for (std::size_t i = 0; i < 6; ++i)
                push("\\uFFFD"[i], m_pos + i);
            m_pos += 6;
            return;
        } else {
            m_verbatim = 1;
        }
        give(m_pos++, 1);
    }

    // The code unit of "\uXXXX" at `at`, or 0 if there is none.
    char32_t hexUnit(std::size_t at) const
    {
        if (at + 6 > m_text.size() || m_text[at] != '\\' || m_text[at + 1] != 'u')
            return 0;
        char32_t unit = 0;
        for (std::size_t i = 2; i < 6; ++i) {
            const int digit = hexValue(m_text[at + i]);
            if (digit < 0)
                return 0;
            unit = unit * 16 + char32_t(digit);
        }
        return unit;
    }

    void give(std::size_t from, std::size_t count)
    {
        for (std::size_t i = 0; i < count; ++i)
            push(m_text[from + i], from + i);
    }
    void push(char byte, std::size_t source)
    {
        m_bytes[m_size] = byte;
        m_sources[m_size] = source;
        ++m_size;
    }

    std::string_view m_text;
    std::size_t m_pos = 0; // the next source byte to give
    bool m_inString = false;
    int m_verbatim = 0; // source bytes still to give as they are (an escape's)
    std::array<char, 6> m_bytes{};
    std::array<std::size_t, 6> m_sources{};
    std::size_t m_size = 0;
    std::size_t m_index = 0;
    std::size_t m_lastConsumed = 0;
    std::size_t m_tokenStart = 0;
    bool m_waitingForToken = true;
    bool m_endReached = false;
};

// The iterator nlohmann reads a text through (an input iterator of chars).
class JsonByteIterator {
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = char;

    JsonByteIterator() = default; // the end
    explicit JsonByteIterator(JsonCursor* cursor) : m_cursor(cursor) {}

    char operator*() const { return m_cursor->current(); }
    JsonByteIterator& operator++()
    {
        m_cursor->advance();
        return *this;
    }
    JsonByteIterator operator++(int)
    {
        JsonByteIterator before = *this;
        ++*this;
        return before;
    }
    bool operator==(const JsonByteIterator& other) const { return atEnd() == other.atEnd(); }
    bool operator!=(const JsonByteIterator& other) const { return !(*this == other); }

private:
    bool atEnd() const { return m_cursor == nullptr || m_cursor->atEnd(); }
    JsonCursor* m_cursor = nullptr;
};

// nlohmann's SAX events into the tree. The parser keeps its own state on
// the heap; this keeps the open arrays and objects, at most kMaxJsonDepth.
class JsonTreeBuilder {
public:
    JsonTreeBuilder(std::string_view text, JsonCursor& cursor) : m_text(text), m_cursor(cursor) {}

    JsonValue takeRoot() { return std::move(m_root); }
    const std::optional<JsonError>& error() const { return m_error; }

    bool null() { return add(scalar(JsonValue::Kind::Null)) != nullptr; }
    bool boolean(bool value)
    {
        JsonValue v = scalar(JsonValue::Kind::Bool);
        v.boolean = value;
        return add(std::move(v)) != nullptr;
    }
    bool number_integer(std::int64_t) { return number(); }
    bool number_unsigned(std::uint64_t) { return number(); }
    bool number_float(double, const std::string&) { return number(); }
    bool string(std::string& text)
    {
        JsonValue v = scalar(JsonValue::Kind::String);
        v.text = std::move(text);
        return add(std::move(v)) != nullptr;
    }
    bool binary(nlohmann::json::binary_t&) { return false; } // JSON text holds none
    bool start_object(std::size_t) { return open(JsonValue::Kind::Object); }
    bool start_array(std::size_t) { return open(JsonValue::Kind::Array); }
    bool key(std::string& name)
    {
        m_cursor.takeTokenStart();
        m_key = std::move(name);
        return true;
    }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool parse_error(std::size_t, const std::string&, const nlohmann::json::exception& error)
    {
        if (!m_error)
            m_error = describe(error);
        return false;
    }

private:
    JsonValue scalar(JsonValue::Kind kind)
    {
        JsonValue v;
        v.kind = kind;
        v.offset = m_cursor.takeTokenStart();
        return v;
    }

    // The value into the open array or object (or as the root); where it now is.
    JsonValue* add(JsonValue&& value)
    {
        if (m_open.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        // Only the innermost open value grows, so the pointers to those
        // around it stay valid.
        JsonValue& parent = *m_open.back();
        if (parent.kind == JsonValue::Kind::Array) {
            parent.items.push_back(std::move(value));
            return &parent.items.back();
        }
        parent.members.push_back(JsonMember{std::move(m_key), std::move(value)});
        m_key.clear();
        return &parent.members.back().value;
    }

    bool open(JsonValue::Kind kind)
    {
        JsonValue v = scalar(kind);
        if (m_open.size() >= std::size_t(kMaxJsonDepth))
            return fail(v.offset, "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
        m_open.push_back(add(std::move(v)));
        return true;
    }

    bool close()
    {
        m_cursor.takeTokenStart();
        m_open.pop_back();
        return true;
    }

    // A number as written (nlohmann has checked its grammar) and its value,
    // read as a double whatever its form.
    bool number()
    {
        JsonValue v = scalar(JsonValue::Kind::Number);
        v.text = numberAt(v.offset);
        m_cursor.numberEnded(v.offset + v.text.size());
        const auto [stop, error] = std::from_chars(v.text.data(), v.text.data() + v.text.size(), v.number);
        if (error != std::errc() || stop != v.text.data() + v.text.size())
            return fail(v.offset, "the number " + excerptForMessage(v.text) + " is out of range");
        return add(std::move(v)) != nullptr;
    }

    bool fail(std::size_t offset, std::string message)
    {
        if (!m_error)
            m_error = JsonError{offset, std::move(message)};
        return false;
    }

    // nlohmann's error in our words, at the place it is met. Its message is
    // fixed text: the parser's context, the lexer's fault, then the token
    // as read after "; last read: '" (input, never kept), then what was
    // expected; only the fixed parts are looked at.
    JsonError describe(const nlohmann::json::exception& error) const
    {
        const std::string_view what = error.what();
        const auto lastRead = what.find("; last read: '");
        const std::string_view head = what.substr(0, lastRead);
        const auto says = [&](std::string_view part) { return head.find(part) != std::string_view::npos; };
        const std::size_t here = m_cursor.lastConsumed();
        const std::size_t atEnd = m_text.size();
        const std::size_t token = m_cursor.tokenStarted() ? m_cursor.tokenStart() : here;
        const std::size_t afterLast = m_cursor.endReached() ? atEnd : here;
        const std::string valueExpected =
            "a JSON value was expected here (an object, array, string, number, true, false or null)";

        if (error.id == 406) // out_of_range: a number past a double's range
            return {token, "the number " + excerptForMessage(numberAt(token)) + " is out of range"};
        if (what.ends_with("; expected end of input"))
            return {token, "text after the end of the JSON value"};
        // Where a value must be followed by ',' or a closing bracket, or a
        // member name by ':', what stands there is wrong whatever it is; a
        // member name must be a string: the context says what was expected.
        const bool stringToken = m_cursor.tokenStarted() && m_text[token] == '"';
        const bool contextFirst = says("while parsing object separator") || says("while parsing array")
            || (says("while parsing object") && !says("while parsing object key"))
            || (says("while parsing object key") && !stringToken);
        if (lastRead != std::string_view::npos && !contextFirst) { // the lexer's fault
            if (says("control character"))
                return {here, "a control character inside a string (write it as an escape such as \\n)"};
            if (says("forbidden character after backslash") && m_cursor.endReached())
                return {token, "a string that is never closed"};
            if (says("forbidden character after backslash"))
                return {here > 0 ? here - 1 : 0,
                        "an unknown escape \\" + excerptForMessage(m_text.substr(here, 1)) + " in a string"};
            if (says("must be followed by 4 hex digits")) {
                // Cut short by the end: the text's last \u is the one, and
                // its digits should start after it.
                const std::size_t cut = m_cursor.endReached() ? m_text.rfind("\\u") : std::string_view::npos;
                return {cut == std::string_view::npos ? here : cut + 2, "\\u needs four hexadecimal digits"};
            }
            if (says("missing closing quote"))
                return {token, "a string that is never closed"};
            if (says("expected digit after '-'"))
                return {token, "a number needs a digit"};
            if (says("expected digit after '.'"))
                return {afterLast, "a digit was expected after the decimal point"};
            if (says("exponent"))
                return {afterLast, "a digit was expected in the exponent"};
            if (says("invalid BOM"))
                return {0, valueExpected};
            if (says("invalid literal"))
                return {token, valueExpected};
            return {here, "the JSON is not well-formed here"};
        }
        // nlohmann's lexer takes a NUL byte for the end of the input, as C
        // strings end: the input goes on past it, and the NUL is what is wrong.
        const bool ended = says("unexpected end of input") && m_cursor.endReached();
        const std::size_t at = ended ? atEnd : token;
        if (says("while parsing object key"))
            return {at, "a member name in double quotes was expected"};
        if (says("while parsing object separator"))
            return {at, "':' was expected after the member name \"" + excerptForMessage(m_key) + "\""};
        if (says("while parsing object"))
            return {at, "',' or '}' was expected in the object"};
        if (says("while parsing array"))
            return {at, "',' or ']' was expected in the array"};
        if (ended)
            return {at, "the JSON ends where a value was expected"};
        return {at, valueExpected};
    }

    // The number written at `offset`, by JSON's grammar for one (the lexer
    // has read it so; the byte after it is not part of it).
    std::string numberAt(std::size_t offset) const
    {
        std::size_t end = offset;
        const auto take = [&](std::string_view bytes) {
            const bool taken = end < m_text.size() && bytes.find(m_text[end]) != std::string_view::npos;
            end += taken ? 1 : 0;
            return taken;
        };
        const auto digits = [&] {
            while (take("0123456789")) {
            }
        };
        take("-");
        if (!take("0"))
            digits();
        if (take("."))
            digits();
        if (take("eE")) {
            take("+-");
            digits();
        }
        return std::string(m_text.substr(offset, end - offset));
    }

    std::string_view m_text;
    JsonCursor& m_cursor;
    JsonValue m_root;
    std::vector<JsonValue*> m_open;
    std::string m_key; // the member name read, its value still to come
    std::optional<JsonError> m_error;
};

} // namespace

const JsonValue* JsonValue::member(std::string_view key) const
{
    for (const auto& [name, value] : members)
        if (name == key)
            return &value;
    return nullptr;
}

bool JsonValue::isInteger() const
{
    // Whole and small enough for an int: counts, sizes, digits.
    return kind == Kind::Number && number > -1e9 && number < 1e9 && number == std::trunc(number);
}

std::string JsonValue::labelText(std::size_t mostBytes) const
{
    if (isInteger())
        return std::to_string(static_cast<long long>(number));
    if (kind != Kind::String)
        return {};
    std::size_t end = std::min(text.size(), mostBytes);
    while (end < text.size() && end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    return text.substr(0, end);
}

Result<JsonValue, JsonError> parseJson(std::string_view text)
{
    // nlohmann skips a byte order mark; JSON (RFC 8259 8.1) has none, and
    // no caller hands one on, so one is refused as it always was.
    if (text.starts_with("\xEF\xBB\xBF"))
        return JsonError{0, "a JSON value was expected here (an object, array, string, number, true, false or null)"};
    JsonCursor cursor(text);
    JsonTreeBuilder builder(text, cursor);
    const bool read = nlohmann::json::sax_parse(JsonByteIterator(&cursor), JsonByteIterator(), &builder);
    if (const auto& error = builder.error())
        return *error;
    if (!read)
        return JsonError{cursor.lastConsumed(), "the JSON is not well-formed here"};
    // The lexer stops at a NUL byte as at the end (see describe()).
    if (!cursor.endReached())
        return JsonError{cursor.lastConsumed(), "text after the end of the JSON value"};
    return builder.takeRoot();
}

} // namespace pm::formats
