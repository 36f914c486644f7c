// SPDX-License-Identifier: GPL-3.0-or-later
// The XML reader: expat does the reading; its callbacks build the tree
// (bounded by kMaxXmlDepth) and its errors become ours, at the line and
// column they are met, in words of our own.

#include "core/formats/xml_reader.h"

#include "core/utf8.h"

#include <expat.h>

#include <algorithm>
#include <climits>
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

// No document Pencilmark reads has either; a DTD could declare entities.
constexpr const char* kNoDtd = "a DTD or CDATA section: not read here";

bool isXmlSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Owns an expat parser, freed however we leave.
class ExpatParser {
public:
    // UTF-8 whatever the document declares: the files are, and a
    // declaration must not turn bytes into other characters.
    ExpatParser() : m_parser(XML_ParserCreate("UTF-8")) {}
    ~ExpatParser()
    {
        if (m_parser)
            XML_ParserFree(m_parser);
    }
    ExpatParser(const ExpatParser&) = delete;
    ExpatParser& operator=(const ExpatParser&) = delete;
    XML_Parser get() const { return m_parser; }

private:
    XML_Parser m_parser;
};

class XmlTreeBuilder {
public:
    explicit XmlTreeBuilder(std::string_view text) : m_text(text) {}

    Result<XmlElement, XmlError> document()
    {
        ExpatParser owner;
        m_parser = owner.get();
        if (!m_parser)
            return XmlError{1, 1, "the XML reader could not start (out of memory)"};
        if (m_text.size() > std::size_t(INT_MAX))
            return XmlError{1, 1, "an XML text too large to read"};
        XML_SetUserData(m_parser, this);
        XML_SetElementHandler(m_parser, &XmlTreeBuilder::onStart, &XmlTreeBuilder::onEnd);
        XML_SetCharacterDataHandler(m_parser, &XmlTreeBuilder::onText);
        XML_SetStartDoctypeDeclHandler(m_parser, &XmlTreeBuilder::onDoctype);
        XML_SetStartCdataSectionHandler(m_parser, &XmlTreeBuilder::onCdata);
        // Never read an external DTD or parameter entity (expat's default; said here so it stays).
        XML_SetParamEntityParsing(m_parser, XML_PARAM_ENTITY_PARSING_NEVER);
        const XML_Status status = XML_Parse(m_parser, m_text.data(), int(m_text.size()), XML_TRUE);
        if (m_error)
            return *m_error;
        if (status != XML_STATUS_OK)
            return expatError();
        return std::move(m_root);
    }

private:
    static XmlTreeBuilder& self(void* data) { return *static_cast<XmlTreeBuilder*>(data); }

    static void XMLCALL onStart(void* data, const XML_Char* name, const XML_Char** attributes)
    {
        XmlTreeBuilder& b = self(data);
        const std::size_t offset = b.eventOffset();
        // Elements nest one level per start tag: refusing here bounds the
        // tree (expat itself keeps its open tags in a list, not the stack).
        if (b.m_open.size() >= std::size_t(kMaxXmlDepth)) {
            b.fail(offset, "elements nested more than " + std::to_string(kMaxXmlDepth) + " deep");
            return;
        }
        if (++b.m_elements > kMaxXmlElements) {
            b.fail(offset, "more than " + std::to_string(kMaxXmlElements) + " elements: no game needs that many");
            return;
        }
        // Only the innermost open element takes children, so the pointers
        // to those around it stay valid while it grows.
        XmlElement* element = &b.m_root;
        if (!b.m_open.empty()) {
            b.m_open.back()->children.emplace_back();
            element = &b.m_open.back()->children.back();
        }
        element->name = name;
        for (const XML_Char** a = attributes; a[0] != nullptr; a += 2)
            element->attributes.emplace_back(a[0], a[1]);
        std::tie(element->line, element->column) = b.where(offset);
        b.m_open.push_back(element);
    }

    static void XMLCALL onEnd(void* data, const XML_Char*)
    {
        XmlTreeBuilder& b = self(data);
        if (!b.m_open.empty())
            b.m_open.pop_back();
    }

    static void XMLCALL onText(void* data, const XML_Char* text, int length)
    {
        XmlTreeBuilder& b = self(data);
        if (!b.m_open.empty())
            b.m_open.back()->text.append(text, std::size_t(length));
    }

    static void XMLCALL onDoctype(void* data, const XML_Char*, const XML_Char*, const XML_Char*, int)
    {
        XmlTreeBuilder& b = self(data);
        // expat calls this past the declaration's name: point at its "<!".
        const std::size_t offset = std::min(b.eventOffset(), b.m_text.size());
        const std::size_t start = b.m_text.rfind("<!", offset);
        b.fail(start == std::string_view::npos ? offset : start, kNoDtd);
    }

    static void XMLCALL onCdata(void* data)
    {
        XmlTreeBuilder& b = self(data);
        b.fail(b.eventOffset(), kNoDtd);
    }

    std::size_t eventOffset() const
    {
        const XML_Index index = XML_GetCurrentByteIndex(m_parser);
        return index < 0 ? m_text.size() : std::size_t(index);
    }

    // Line and column (1-based; a UTF-8 character counts one) of a byte
    // offset, counted on from the last offset asked for when it is later.
    std::pair<int, int> where(std::size_t offset)
    {
        if (offset < m_counted) {
            m_counted = 0;
            m_line = 1;
            m_column = 1;
        }
        for (; m_counted < offset && m_counted < m_text.size(); ++m_counted) {
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

    // Keeps the first error and stops expat after the event in hand.
    void fail(std::size_t offset, std::string message)
    {
        if (!m_error) {
            const auto [line, column] = where(offset);
            m_error = XmlError{line, column, std::move(message)};
        }
        XML_StopParser(m_parser, XML_FALSE);
    }

    // The name written at `offset` (an element's or an entity's), made safe to print.
    std::string nameAt(std::size_t offset) const
    {
        std::size_t end = offset;
        while (end < m_text.size() && end - offset < 64 && !isXmlSpace(m_text[end]) && m_text[end] != '>'
               && m_text[end] != '/' && m_text[end] != ';' && m_text[end] != '<' && m_text[end] != '=')
            ++end;
        return excerptForMessage(m_text.substr(offset, end - offset));
    }

    // What expat refused, in our words, where it points (expat's own short
    // description is kept for faults no document we read shows).
    XmlError expatError()
    {
        const XML_Error code = XML_GetErrorCode(m_parser);
        std::size_t offset = eventOffset();
        std::string message;
        switch (code) {
        case XML_ERROR_TAG_MISMATCH: {
            // expat points at the end tag's name: the error points at its "</".
            if (offset >= 2 && m_text.substr(offset - 2, 2) == "</")
                offset -= 2;
            const std::string closing = nameAt(offset + 2);
            if (m_open.empty()) {
                message = "</" + closing + "> closes no element";
            } else {
                const XmlElement& open = *m_open.back();
                message = "</" + closing + "> closes <" + excerptForMessage(open.name) + "> (line "
                        + std::to_string(open.line) + ")";
            }
            break;
        }
        case XML_ERROR_UNDEFINED_ENTITY:
            message = "the entity &" + nameAt(offset + 1) + "; is not one of XML's five";
            break;
        case XML_ERROR_NO_ELEMENTS:
            message = m_open.empty() ? std::string("no XML element in the text")
                                     : "the text ends inside <" + excerptForMessage(m_open.back()->name) + ">: </"
                                           + excerptForMessage(m_open.back()->name)
                                           + "> expected";
            break;
        case XML_ERROR_JUNK_AFTER_DOC_ELEMENT:
            message = "text after the document's root element </" + excerptForMessage(m_root.name) + ">";
            break;
        case XML_ERROR_BAD_CHAR_REF:
            message = "a character reference to no character";
            break;
        case XML_ERROR_UNCLOSED_TOKEN:
        case XML_ERROR_PARTIAL_CHAR:
            message = "the text ends inside a tag or a character";
            break;
        case XML_ERROR_DUPLICATE_ATTRIBUTE:
            message = "an attribute written twice in one tag";
            break;
        case XML_ERROR_INVALID_TOKEN:
            message = invalidTokenMessage(offset);
            break;
        default:
            message = std::string("the XML is not well-formed here (") + XML_ErrorString(code) + ")";
            break;
        }
        const auto [line, column] = where(offset);
        return XmlError{line, column, std::move(message)};
    }

    // expat's "not well-formed (invalid token)", told by what is there.
    std::string invalidTokenMessage(std::size_t offset) const
    {
        if (offset < m_text.size() && (std::uint8_t(m_text[offset]) & 0x80) != 0) {
            if (const auto invalid = findInvalidUtf8(m_text.substr(offset, 4)); invalid && invalid->offset == 0)
                return describeInvalidUtf8(*invalid);
        }
        std::size_t before = offset;
        while (before > 0 && isXmlSpace(m_text[before - 1]))
            --before;
        if (before > 0 && m_text[before - 1] == '=') {
            std::size_t nameEnd = before - 1;
            while (nameEnd > 0 && isXmlSpace(m_text[nameEnd - 1]))
                --nameEnd;
            std::size_t nameStart = nameEnd;
            while (nameStart > 0 && !isXmlSpace(m_text[nameStart - 1]) && m_text[nameStart - 1] != '<')
                --nameStart;
            return "a quoted value expected for the attribute " + nameAt(nameStart);
        }
        if (offset < m_text.size() && m_text[offset] == '&')
            return "'&' that starts no entity (write &amp;)";
        if (offset < m_text.size() && m_text[offset] == '<')
            return "'<' where XML does not allow it";
        return "a character XML does not allow here";
    }

    std::string_view m_text;
    XML_Parser m_parser = nullptr;
    XmlElement m_root;
    std::vector<XmlElement*> m_open;
    std::size_t m_elements = 0; // started so far: at most kMaxXmlElements
    std::optional<XmlError> m_error;
    std::size_t m_counted = 0;
    int m_line = 1;
    int m_column = 1;
};

} // namespace

Result<XmlElement, XmlError> parseXml(std::string_view text)
{
    return XmlTreeBuilder(text).document();
}

} // namespace pm::formats
