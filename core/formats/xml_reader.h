// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small, strict XML reader for the documents other Sudoku programs save
// (HoDoKu's .hsol holds Java's XMLEncoder output): elements, attributes,
// text, the five named entities and character references, comments and the
// <?xml ...?> declaration. No DTDs, no CDATA, no namespaces: a document
// using them is refused with its line and column.

#include "core/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pm::formats {

struct XmlElement {
    std::string name;
    std::vector<std::pair<std::string, std::string>> attributes;
    std::vector<XmlElement> children;
    std::string text; // the element's own text, entities resolved, children's text not included
    int line = 0;     // where its start tag is, 1-based
    int column = 0;

    std::optional<std::string_view> attribute(std::string_view key) const;
};

struct XmlError {
    int line = 0;
    int column = 0;
    std::string message;
};

// Elements nest at most this deep: deeper is refused, not recursed into.
constexpr int kMaxXmlDepth = 64;

// The root element of a document.
Result<XmlElement, XmlError> parseXml(std::string_view text);

} // namespace pm::formats
