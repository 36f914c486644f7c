// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace pm {

// Unicode classes a symbol must not belong to, from Unicode's general
// categories (the tables are generated: tools/make_unicode_classes.py).

// A combining mark (Mn, Mc, Me: an accent, a vowel sign, an enclosing
// circle): it joins the character before it, so as a symbol of its own it
// would draw onto nothing, and text holding it reads as one character
// where the program counts two.
bool isCombiningMark(char32_t c);

// A character that draws nothing: a control (Cc), a format character such
// as a zero-width joiner or a direction mark (Cf), or a space or separator
// (Zs, Zl, Zp).
bool isInvisibleCharacter(char32_t c);

} // namespace pm
