// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON reader of json_value.h: recursive descent, one function per
// grammar rule of RFC 8259.

#include "core/formats/json_value.h"

#include <charconv>
#include <cmath>
#include <cstdint>

namespace pm::formats {

namespace {

// Deeper than any puzzle format nests; bounds the recursion.
constexpr int kMaxDepth = 64;

class JsonReader {
public:
    explicit JsonReader(std::string_view text) : m_text(text) {}

    Result<JsonValue, JsonError> readDocument()
    {
        skipSpace();
        JsonValue value;
        if (!readValue(value, 0))
            return m_error;
        skipSpace();
        if (m_pos < m_text.size())
            return JsonError{m_pos, "text after the end of the JSON value"};
        return value;
    }

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    JsonError m_error;

    bool fail(std::size_t at, std::string message)
    {
        m_error = JsonError{at, std::move(message)};
        return false;
    }

    void skipSpace()
    {
        while (m_pos < m_text.size()
               && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    bool readLiteral(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return false;
        m_pos += word.size();
        return true;
    }

    bool readValue(JsonValue& value, int depth)
    {
        value.offset = m_pos;
        if (m_pos >= m_text.size())
            return fail(m_pos, "the JSON ends where a value was expected");
        const char c = m_text[m_pos];
        if (c == '{' || c == '[') {
            if (depth >= kMaxDepth)
                return fail(m_pos, "JSON nested deeper than " + std::to_string(kMaxDepth) + " levels");
            return c == '{' ? readObject(value, depth + 1) : readArray(value, depth + 1);
        }
        if (c == '"') {
            value.kind = JsonValue::Kind::String;
            return readString(value.text);
        }
        if (c == '-' || (c >= '0' && c <= '9'))
            return readNumber(value);
        if (readLiteral("true")) {
            value.kind = JsonValue::Kind::Bool;
            value.boolean = true;
            return true;
        }
        if (readLiteral("false")) {
            value.kind = JsonValue::Kind::Bool;
            return true;
        }
        if (readLiteral("null"))
            return true;
        return fail(m_pos, "a JSON value was expected here (an object, array, string, number, true, false or null)");
    }

    bool readObject(JsonValue& value, int depth)
    {
        value.kind = JsonValue::Kind::Object;
        ++m_pos; // '{'
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '}') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                return fail(m_pos, "a member name in double quotes was expected");
            std::string key;
            if (!readString(key))
                return false;
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ':')
                return fail(m_pos, "':' was expected after the member name \"" + key + "\"");
            ++m_pos;
            skipSpace();
            JsonValue member;
            if (!readValue(member, depth))
                return false;
            value.members.push_back(JsonMember{std::move(key), std::move(member)});
            skipSpace();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == '}') {
                ++m_pos;
                return true;
            }
            return fail(m_pos, "',' or '}' was expected in the object");
        }
    }

    bool readArray(JsonValue& value, int depth)
    {
        value.kind = JsonValue::Kind::Array;
        ++m_pos; // '['
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ']') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            JsonValue item;
            if (!readValue(item, depth))
                return false;
            value.items.push_back(std::move(item));
            skipSpace();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == ']') {
                ++m_pos;
                return true;
            }
            return fail(m_pos, "',' or ']' was expected in the array");
        }
    }

    static void appendUtf8(std::string& out, char32_t cp)
    {
        if (cp < 0x80) {
            out.push_back(char(cp));
        } else if (cp < 0x800) {
            out.push_back(char(0xC0 | (cp >> 6)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        } else if (cp < 0x10000) {
            out.push_back(char(0xE0 | (cp >> 12)));
            out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        } else {
            out.push_back(char(0xF0 | (cp >> 18)));
            out.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
            out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        }
    }

    bool readHex4(char32_t& unit)
    {
        if (m_pos + 4 > m_text.size())
            return fail(m_pos, "\\u needs four hexadecimal digits");
        unit = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = m_text[m_pos + std::size_t(i)];
            const int digit = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10
                            : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
            if (digit < 0)
                return fail(m_pos + std::size_t(i), "\\u needs four hexadecimal digits");
            unit = unit * 16 + char32_t(digit);
        }
        m_pos += 4;
        return true;
    }

    bool readString(std::string& out)
    {
        const std::size_t start = m_pos;
        ++m_pos; // '"'
        for (;;) {
            if (m_pos >= m_text.size())
                return fail(start, "a string that is never closed");
            const char c = m_text[m_pos];
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                return fail(m_pos, "a control character inside a string (write it as an escape such as \\n)");
            if (c != '\\') {
                out.push_back(c);
                ++m_pos;
                continue;
            }
            if (++m_pos >= m_text.size())
                return fail(start, "a string that is never closed");
            const char escape = m_text[m_pos++];
            switch (escape) {
            case '"': out.push_back('"'); break;
            case '\\': out.push_back('\\'); break;
            case '/': out.push_back('/'); break;
            case 'b': out.push_back('\b'); break;
            case 'f': out.push_back('\f'); break;
            case 'n': out.push_back('\n'); break;
            case 'r': out.push_back('\r'); break;
            case 't': out.push_back('\t'); break;
            case 'u': {
                char32_t unit = 0;
                if (!readHex4(unit))
                    return false;
                // A surrogate pair is one code point; a lone half is U+FFFD.
                if (unit >= 0xD800 && unit < 0xDC00 && m_text.substr(m_pos, 2) == "\\u") {
                    const std::size_t back = m_pos;
                    m_pos += 2;
                    char32_t low = 0;
                    if (!readHex4(low))
                        return false;
                    if (low >= 0xDC00 && low < 0xE000)
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
                    else
                        m_pos = back;
                }
                appendUtf8(out, unit >= 0xD800 && unit < 0xE000 ? char32_t(0xFFFD) : unit);
                break;
            }
            default:
                return fail(m_pos - 2, std::string("an unknown escape \\") + escape + " in a string");
            }
        }
    }

    bool readNumber(JsonValue& value)
    {
        const std::size_t start = m_pos;
        const auto digits = [&] {
            const std::size_t from = m_pos;
            while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9')
                ++m_pos;
            return m_pos > from;
        };
        if (m_text[m_pos] == '-')
            ++m_pos;
        if (m_pos < m_text.size() && m_text[m_pos] == '0')
            ++m_pos;
        else if (!digits())
            return fail(start, "a number needs a digit");
        if (m_pos < m_text.size() && m_text[m_pos] == '.') {
            ++m_pos;
            if (!digits())
                return fail(m_pos, "a digit was expected after the decimal point");
        }
        if (m_pos < m_text.size() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
            ++m_pos;
            if (m_pos < m_text.size() && (m_text[m_pos] == '+' || m_text[m_pos] == '-'))
                ++m_pos;
            if (!digits())
                return fail(m_pos, "a digit was expected in the exponent");
        }
        value.kind = JsonValue::Kind::Number;
        value.text = std::string(m_text.substr(start, m_pos - start));
        const auto [end, error] = std::from_chars(value.text.data(), value.text.data() + value.text.size(), value.number);
        if (error != std::errc() || end != value.text.data() + value.text.size())
            return fail(start, "the number " + value.text + " is out of range");
        return true;
    }
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

Result<JsonValue, JsonError> parseJson(std::string_view text)
{
    return JsonReader(text).readDocument();
}

std::string jsonQuote(std::string_view utf8)
{
    std::string out = "\"";
    for (const char c : utf8) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static constexpr char kHex[] = "0123456789abcdef";
                out += "\\u00";
                out.push_back(kHex[(c >> 4) & 0xF]);
                out.push_back(kHex[c & 0xF]);
            } else {
                out.push_back(c);
            }
        }
    }
    out.push_back('"');
    return out;
}

} // namespace pm::formats
