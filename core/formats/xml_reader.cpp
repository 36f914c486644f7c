// SPDX-License-Identifier: GPL-3.0-or-later
// The XML reader: one pass over the text, recursive descent over elements
// (bounded by kMaxXmlDepth), errors at the line and column they are met.

#include "core/formats/xml_reader.h"

#include <cstdint>
#include <tuple>

namespace pm::formats {

std::optional<std::string_view> XmlElement::attribute(std::string_view key) const
{
    for (const auto& [name, value] : attributes)
        if (name == key)
            return std::string_view(value);
    return std::nullopt;
}

namespace {

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
        || c == '.' || c == ':' || (std::uint8_t(c) & 0x80) != 0;
}

bool isXmlSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

void appendUtf8(std::string& out, char32_t c)
{
    if (c < 0x80) {
        out.push_back(char(c));
    } else if (c < 0x800) {
        out.push_back(char(0xC0 | (c >> 6)));
        out.push_back(char(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
        out.push_back(char(0xE0 | (c >> 12)));
        out.push_back(char(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(char(0x80 | (c & 0x3F)));
    } else {
        out.push_back(char(0xF0 | (c >> 18)));
        out.push_back(char(0x80 | ((c >> 12) & 0x3F)));
        out.push_back(char(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(char(0x80 | (c & 0x3F)));
    }
}

class XmlParser {
public:
    explicit XmlParser(std::string_view text) : m_text(text) {}

    Result<XmlElement, XmlError> document()
    {
        if (m_text.substr(0, 3) == "\xEF\xBB\xBF")
            m_pos = 3;
        if (!skipMisc())
            return *m_error;
        if (atEnd())
            return error("no XML element in the text");
        XmlElement root;
        if (!element(root, 1) || !skipMisc())
            return *m_error;
        if (!atEnd())
            return error("text after the document's root element </" + root.name + ">");
        return root;
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    bool startsWith(std::string_view s) const { return m_text.substr(m_pos, s.size()) == s; }

    // Line and column of the current position, counted when needed (errors
    // and element starts), from the last place counted.
    std::pair<int, int> where()
    {
        for (; m_counted < m_pos && m_counted < m_text.size(); ++m_counted) {
            const char c = m_text[m_counted];
            if (c == '\n') {
                ++m_line;
                m_column = 1;
            } else if ((std::uint8_t(c) & 0xC0) != 0x80) {
                ++m_column; // a UTF-8 continuation byte is not a new column
            }
        }
        return {m_line, m_column};
    }

    XmlError error(std::string message)
    {
        if (!m_error) {
            const auto [line, column] = where();
            m_error = XmlError{line, column, std::move(message)};
        }
        return *m_error;
    }
    bool fail(std::string message)
    {
        error(std::move(message));
        return false;
    }

    void skipSpace()
    {
        while (!atEnd() && isXmlSpace(m_text[m_pos]))
            ++m_pos;
    }

    bool skipPast(std::string_view end, const char* what)
    {
        const auto found = m_text.find(end, m_pos);
        if (found == std::string_view::npos)
            return fail(std::string(what) + " that never ends: no '" + std::string(end) + "'");
        m_pos = found + end.size();
        return true;
    }

    // Space, comments and processing instructions (the <?xml ...?> declaration).
    bool skipMisc()
    {
        for (;;) {
            skipSpace();
            if (startsWith("<!--")) {
                if (!skipPast("-->", "a comment"))
                    return false;
            } else if (startsWith("<?")) {
                if (!skipPast("?>", "a processing instruction"))
                    return false;
            } else if (startsWith("<!")) {
                return fail("a DTD or CDATA section: not read here");
            } else {
                return true;
            }
        }
    }

    bool name(std::string& out)
    {
        const std::size_t start = m_pos;
        while (!atEnd() && isNameChar(m_text[m_pos]))
            ++m_pos;
        if (m_pos == start)
            return fail(atEnd() ? "the text ends where a name should be" : "a name expected here");
        out = std::string(m_text.substr(start, m_pos - start));
        return true;
    }

    // Text up to `stop` ('<' for content, the quote for a value), entities resolved.
    bool characters(char stop, std::string& out)
    {
        while (!atEnd() && m_text[m_pos] != stop) {
            const char c = m_text[m_pos];
            if (c == '<')
                return fail("'<' inside an attribute value");
            if (c != '&') {
                out.push_back(c);
                ++m_pos;
                continue;
            }
            const auto semicolon = m_text.find(';', m_pos);
            if (semicolon == std::string_view::npos || semicolon - m_pos > 12)
                return fail("'&' that starts no entity (write &amp;)");
            const std::string_view entity = m_text.substr(m_pos + 1, semicolon - m_pos - 1);
            if (entity == "lt") out.push_back('<');
            else if (entity == "gt") out.push_back('>');
            else if (entity == "amp") out.push_back('&');
            else if (entity == "quot") out.push_back('"');
            else if (entity == "apos") out.push_back('\'');
            else if (!characterReference(entity, out))
                return false;
            m_pos = semicolon + 1;
        }
        return true;
    }

    bool characterReference(std::string_view entity, std::string& out)
    {
        const bool hex = entity.substr(0, 2) == "#x";
        if (entity.empty() || entity[0] != '#' || entity.size() == (hex ? 2u : 1u))
            return fail("the entity &" + std::string(entity) + "; is not one of XML's five");
        char32_t value = 0;
        for (char c : entity.substr(hex ? 2 : 1)) {
            int digit = -1;
            if (c >= '0' && c <= '9') digit = c - '0';
            else if (hex && c >= 'a' && c <= 'f') digit = c - 'a' + 10;
            else if (hex && c >= 'A' && c <= 'F') digit = c - 'A' + 10;
            if (digit < 0)
                return fail("a character reference &" + std::string(entity) + "; that is no number");
            value = value * (hex ? 16 : 10) + char32_t(digit);
            if (value > 0x10FFFF)
                return fail("a character reference beyond Unicode");
        }
        if (value == 0 || (value >= 0xD800 && value <= 0xDFFF))
            return fail("a character reference to no character");
        appendUtf8(out, value);
        return true;
    }

    bool element(XmlElement& out, int depth)
    {
        if (depth > kMaxXmlDepth)
            return fail("elements nested more than " + std::to_string(kMaxXmlDepth) + " deep");
        std::tie(out.line, out.column) = where();
        if (atEnd() || m_text[m_pos] != '<')
            return fail("'<' expected here");
        ++m_pos;
        if (!name(out.name))
            return false;
        for (;;) {
            const std::size_t before = m_pos;
            skipSpace();
            if (startsWith("/>")) {
                m_pos += 2;
                return true;
            }
            if (startsWith(">")) {
                ++m_pos;
                break;
            }
            if (m_pos == before)
                return fail(atEnd() ? "the text ends inside <" + out.name + ">" : "a space, '>' or '/>' expected");
            std::string key, value;
            if (!name(key))
                return false;
            skipSpace();
            if (atEnd() || m_text[m_pos] != '=')
                return fail("'=' expected after the attribute " + key);
            ++m_pos;
            skipSpace();
            if (atEnd() || (m_text[m_pos] != '"' && m_text[m_pos] != '\''))
                return fail("a quoted value expected for the attribute " + key);
            const char quote = m_text[m_pos++];
            if (!characters(quote, value))
                return false;
            if (atEnd())
                return fail("the text ends inside the value of " + key);
            ++m_pos;
            out.attributes.emplace_back(std::move(key), std::move(value));
        }
        // Content: text, children, comments, up to the end tag.
        for (;;) {
            if (!characters('<', out.text))
                return false;
            if (atEnd())
                return fail("the text ends inside <" + out.name + ">: </" + out.name + "> expected");
            if (startsWith("</")) {
                const std::size_t endTag = m_pos;
                m_pos += 2;
                std::string closing;
                if (!name(closing))
                    return false;
                if (closing != out.name) {
                    m_pos = endTag; // the error points at the end tag's '<'
                    return fail("</" + closing + "> closes <" + out.name + "> (line "
                                + std::to_string(out.line) + ")");
                }
                skipSpace();
                if (atEnd() || m_text[m_pos] != '>')
                    return fail("'>' expected to end </" + closing + ">");
                ++m_pos;
                return true;
            }
            if (startsWith("<!--")) {
                if (!skipPast("-->", "a comment"))
                    return false;
                continue;
            }
            if (startsWith("<?")) {
                if (!skipPast("?>", "a processing instruction"))
                    return false;
                continue;
            }
            if (startsWith("<!"))
                return fail("a DTD or CDATA section: not read here");
            out.children.emplace_back();
            if (!element(out.children.back(), depth + 1))
                return false;
        }
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_counted = 0;
    int m_line = 1;
    int m_column = 1;
    std::optional<XmlError> m_error;
};

} // namespace

Result<XmlElement, XmlError> parseXml(std::string_view text)
{
    return XmlParser(text).document();
}

} // namespace pm::formats
