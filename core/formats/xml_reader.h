// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The XML of the documents other Sudoku programs save (HoDoKu's .hsol holds
// Java's XMLEncoder output), read by expat into a small tree: elements,
// attributes, text, the five named entities and character references;
// comments and processing instructions are skipped. No DTDs (so no entity
// of the document's own, and no entity expansion at all), no CDATA: a
// document using them is refused with its line and column, as is one that
// is not well-formed.

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
// And a document holds at most this many. A HoDoKu game with its solution
// steps has a few thousand; each costs about 150 bytes in the tree, so 16 MiB
// of flat "<a/>" (a 16 KB archive) once took 516 MB. Past it, refused.
constexpr std::size_t kMaxXmlElements = std::size_t(1) << 18;

// The root element of a document.
Result<XmlElement, XmlError> parseXml(std::string_view text);

} // namespace pm::formats
