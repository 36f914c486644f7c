// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace pm {

// The one JSON string writer: text as a JSON string literal, quotes
// included. What JSON must escape is escaped (quote, backslash, control
// characters, and DEL, which terminals act on); a byte that is not valid
// UTF-8 comes out as \ufffd, so the result is always valid UTF-8 JSON
// whatever the input held.
std::string jsonQuote(std::string_view text);

} // namespace pm
