// SPDX-License-Identifier: GPL-3.0-or-later
// From symbols as written to a Grid: alphabet detection, clues, candidates, clashes.

#include "core/formats/formats_internal.h"

#include <algorithm>

namespace pm::formats {

namespace {

struct AlphabetChoice {
    Alphabet alphabet;
    bool zeroIsBlank;
};

bool isPlainBlank(char32_t c)
{
    return c == U'.' || c == U'-';
}

bool isXBlank(char32_t c, const Alphabet& alphabet, bool allowXBlank)
{
    return allowXBlank && (c == U'X' || c == U'x') && alphabet.digitOf(c) == 0;
}

// What the symbols of a puzzle say about its alphabet.
struct SymbolEvidence {
    bool hasDigit19 = false;       // '1'..'9'
    bool hasStandardLetter = false; // a letter of the standard alphabet of the size
    bool hasOtherLetter = false;    // a letter beyond it (H..P for 16)
    bool hasTop = false;            // the last standard symbol ('G' for 16)
    bool hasOtherBlank = false;     // '.' or '-'
    int zeroCount = 0;
    SourcePos firstZero;
};

SymbolEvidence gatherEvidence(const std::vector<char32_t>& symbols, const std::vector<SourcePos>& positions,
                              int size, bool allowXBlank)
{
    const Alphabet standard = Alphabet::standard(size);
    SymbolEvidence evidence;
    for (std::size_t i = 0; i < symbols.size(); ++i) {
        const char32_t c = symbols[i];
        if (isPlainBlank(c)) {
            evidence.hasOtherBlank = true;
        } else if (c == U'0') {
            if (evidence.zeroCount++ == 0)
                evidence.firstZero = positions[i];
        } else if (c >= U'1' && c <= U'9') {
            evidence.hasDigit19 = true;
        } else if (isAsciiLetter(c) && !isXBlank(c, standard, allowXBlank)) {
            if (standard.digitOf(c) != 0) {
                evidence.hasStandardLetter = true;
            } else {
                evidence.hasOtherLetter = true;
            }
        }
        if (standard.digitOf(c) == size)
            evidence.hasTop = true;
    }
    return evidence;
}

// The alphabet rule, for sizes above 9 when the caller gave none:
//  - letters A.. (A-P for 16) when no digit 1-9 appears and some letter lies
//    beyond the standard alphabet (H..P for 16); letters all inside it with no
//    digit ("A..G only") could be either alphabet, so that is Ambiguous;
//  - zero-based (0-F for 16) when '0' appears, the standard alphabet's last
//    symbol ('G') does not, and '0' cannot be the blank: another blank ('.' or
//    '-') is used, or there are fewer '0's than N (a blank-for-the-top-symbol
//    reading would leave that symbol short). Exactly N zeros and no other blank
//    reads both ways (blank where every 'G' goes, or the symbol 0): Ambiguous;
//  - standard (1-9A-G) otherwise, '0' being a blank.
// Sizes up to 9 always use digits with '0' blank: that is what every 9x9
// source means by '0'.
Result<AlphabetChoice, ParseError> chooseAlphabet(int size, const std::vector<char32_t>& symbols,
                                                  const std::vector<SourcePos>& positions,
                                                  const ParseOptions& options, bool allowXBlank)
{
    if (options.alphabet) {
        if (options.alphabet->size() != size)
            return makeError(ParseErrorCode::SizeMismatch, positions.empty() ? SourcePos{} : positions.front(),
                             "the alphabet has " + std::to_string(options.alphabet->size())
                                 + " symbols but the puzzle is " + std::to_string(size) + "x" + std::to_string(size));
        return AlphabetChoice{*options.alphabet, options.alphabet->digitOf(U'0') == 0};
    }
    if (size <= 9)
        return AlphabetChoice{Alphabet::standard(size), true};

    const SymbolEvidence evidence = gatherEvidence(symbols, positions, size, allowXBlank);
    if (!evidence.hasDigit19 && evidence.hasOtherLetter)
        return AlphabetChoice{Alphabet::letters(size), true};
    if (!evidence.hasDigit19 && evidence.hasStandardLetter && evidence.zeroCount == 0)
        return makeError(ParseErrorCode::Ambiguous, positions.front(),
                         "only letters inside " + symbolRange(Alphabet::standard(size))
                             + " and no digit: the symbols could be " + Alphabet::standard(size).toUtf8() + " or "
                             + Alphabet::letters(size).toUtf8() + "; pass an alphabet");
    if (evidence.zeroCount > 0 && !evidence.hasTop) {
        if (evidence.hasOtherBlank || evidence.zeroCount < size)
            return AlphabetChoice{Alphabet::zeroBased(size), false};
        if (evidence.zeroCount == size)
            return makeError(ParseErrorCode::Ambiguous, evidence.firstZero,
                             "'0' appears " + std::to_string(size) + " times and no '"
                                 + Alphabet::standard(size).symbolUtf8(size)
                                 + "' or other blank: '0' could be a blank or a symbol of "
                                 + Alphabet::zeroBased(size).toUtf8() + "; pass an alphabet");
    }
    return AlphabetChoice{Alphabet::standard(size), true};
}

} // namespace

std::optional<ParseError> findClash(const Grid& grid, const Alphabet& alphabet, const std::vector<SourcePos>& positions)
{
    const std::vector<Conflict> conflicts = grid.conflicts();
    if (conflicts.empty())
        return std::nullopt;
    const Geometry& geometry = grid.geometry();
    // The cell where a reader going through the text meets the problem: the
    // later clue of a pair, or in a counted house (a symbol k times) the
    // symbol's (k+1)th clue, whose pairs all start at the first copy.
    const auto cellsOf = [&](const Conflict& c) { return grid.cellsHolding(geometry.houses()[c.house], c.digit); };
    const auto meets = [&](const Conflict& c) {
        const House& house = geometry.houses()[c.house];
        return house.count == 1 ? std::max(c.cellA, c.cellB) : cellsOf(c)[size_t(house.count)];
    };
    const Conflict& first = *std::min_element(conflicts.begin(), conflicts.end(),
                                              [&](const Conflict& a, const Conflict& b) { return meets(a) < meets(b); });
    const House& house = geometry.houses()[first.house];
    const int at = meets(first);
    const int cellA = house.count == 1 ? std::min(first.cellA, first.cellB) : first.cellA;
    std::string message;
    if (house.count == 1) {
        message = "clashing clues: " + cellName(geometry, cellA) + " and " + cellName(geometry, at) + " both hold "
            + alphabet.symbolUtf8(first.digit) + " in " + houseName(house);
    } else {
        message = "clashing clues: " + houseName(house) + " holds " + alphabet.symbolUtf8(first.digit) + " more than "
            + std::to_string(house.count) + " times (";
        const std::vector<int> cells = cellsOf(first);
        for (size_t i = 0; i < cells.size(); ++i)
            message += (i == 0 ? "" : i + 1 == cells.size() ? " and " : ", ") + cellName(geometry, cells[i]);
        message += ")";
    }
    ParseError error = makeError(ParseErrorCode::Clash, positions[at], message);
    error.cellA = cellA;
    error.cellB = at;
    return error;
}

Result<ParsedPuzzle, ParseError> buildPlainPuzzle(const std::vector<RawCell>& cells,
                                                  std::shared_ptr<const Geometry> geometry, PuzzleFormat format,
                                                  const ParseOptions& options, bool allowXBlank)
{
    std::vector<char32_t> symbols;
    std::vector<SourcePos> positions;
    symbols.reserve(cells.size());
    positions.reserve(cells.size());
    for (const RawCell& cell : cells) {
        symbols.push_back(cell.symbol);
        positions.push_back(cell.pos);
    }
    auto choice = chooseAlphabet(geometry->symbolCount(), symbols, positions, options, allowXBlank);
    if (!choice)
        return choice.error();
    const Alphabet& alphabet = choice->alphabet;

    Grid grid(geometry);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const char32_t c = cells[i].symbol;
        if (const int digit = alphabet.digitOf(c)) {
            grid.setValue(int(i), digit);
            grid.setGiven(int(i), cells[i].given);
            continue;
        }
        const bool blank = isPlainBlank(c) || (c == U'0' && choice->zeroIsBlank) || isXBlank(c, alphabet, allowXBlank);
        if (!blank)
            return makeError(ParseErrorCode::UnexpectedSymbol, cells[i].pos,
                             "unexpected " + quote(c) + ": expected " + describeExpectedCell(alphabet, choice->zeroIsBlank)
                                 + " or a separator");
    }
    if (options.rejectClashes)
        if (auto clash = findClash(grid, alphabet, positions))
            return *clash;
    grid.fillCandidatesFromValues();
    return ParsedPuzzle{std::move(grid), alphabet, format, false, {}};
}

Result<ParsedPuzzle, ParseError> buildCandidatePuzzle(const std::vector<CandidateToken>& tokens,
                                                      std::shared_ptr<const Geometry> geometry, PuzzleFormat format,
                                                      const ParseOptions& options)
{
    const int size = geometry->symbolCount(); // candidates run over the symbols
    // Candidate groups have no blanks, so the alphabet question is simpler than
    // for plain grids: '0' without the top standard symbol means zero-based,
    // letters beyond the standard alphabet without digits mean letters.
    std::optional<Alphabet> alphabet = options.alphabet;
    if (alphabet && alphabet->size() != size)
        return makeError(ParseErrorCode::SizeMismatch, tokens.front().pos,
                         "the alphabet has " + std::to_string(alphabet->size()) + " symbols but the puzzle is "
                             + std::to_string(size) + "x" + std::to_string(size));
    if (!alphabet) {
        alphabet = Alphabet::standard(size);
        if (size > 9) {
            bool hasZero = false;
            bool hasTop = false;
            bool hasDigit = false;
            bool hasOtherLetter = false;
            for (const CandidateToken& token : tokens) {
                for (char32_t c : token.symbols) {
                    hasZero = hasZero || c == U'0';
                    hasDigit = hasDigit || (c >= U'1' && c <= U'9');
                    hasTop = hasTop || alphabet->digitOf(c) == size;
                    hasOtherLetter = hasOtherLetter || (isAsciiLetter(c) && alphabet->digitOf(c) == 0);
                }
            }
            if (hasZero && !hasTop)
                alphabet = Alphabet::zeroBased(size);
            else if (hasOtherLetter && !hasDigit && !hasZero)
                alphabet = Alphabet::letters(size);
        }
    }

    Grid grid(geometry);
    std::vector<SourcePos> positions;
    positions.reserve(tokens.size());
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const CandidateToken& token = tokens[i];
        positions.push_back(token.pos);
        DigitMask mask = 0;
        for (std::size_t k = 0; k < token.symbols.size(); ++k) {
            const int digit = alphabet->digitOf(token.symbols[k]);
            if (digit == 0)
                return makeError(ParseErrorCode::UnexpectedSymbol, {token.pos.line, token.pos.column + int(k)},
                                 "unexpected " + quote(token.symbols[k]) + " in the candidates of "
                                     + cellName(*geometry, int(i)) + ": expected " + describeSymbols(*alphabet));
            mask |= digitBit(digit);
        }
        if (mask == 0)
            return makeError(ParseErrorCode::EmptyCandidates, token.pos,
                             cellName(*geometry, int(i)) + " has no candidate: expected at least one of "
                                 + symbolRange(*alphabet));
        grid.setCandidates(int(i), mask);
        if (digitCount(mask) == 1)
            grid.setValue(int(i), firstDigit(mask));
    }
    if (options.rejectClashes)
        if (auto clash = findClash(grid, *alphabet, positions))
            return *clash;
    return ParsedPuzzle{std::move(grid), *alphabet, format, true, {}};
}

} // namespace pm::formats
