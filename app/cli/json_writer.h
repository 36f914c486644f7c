// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace pm::cli {

// A JSON string literal (quotes included) for UTF-8 text; bytes that are
// not valid UTF-8 come out as \ufffd, so the result is always valid JSON.
std::string jsonString(std::string_view text);

} // namespace pm::cli
