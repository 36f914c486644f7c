// SPDX-License-Identifier: GPL-3.0-or-later
// What a SudokuPad puzzle's rules text names that its drawings did not
// give: SCL holds drawings, not rules, so a "knight" in the text of a
// puzzle without an anti-knight rule means a rule Pencilmark did not read.
// The words are looked for at the start of words ("even" is in "evens",
// not in "seven"); a word for a rule the reading found (a "thermometer"
// beside the thermometers read) says nothing new. Erring on the side of a
// word too many costs little: the app then checks the player's digits
// against the solution the puzzle carries.

#include "core/formats/sudokupad_reader.h"

#include <algorithm>
#include <optional>

namespace pm::formats::sudokupad {

namespace {

struct RuleWord {
    std::string_view word;                  // lower case, words split by one space
    std::optional<ConstraintKind> excusedBy; // found in the reading: nothing new
    bool excusedByCages = false;             // a killer cage read
};

constexpr RuleWord kRuleWords[] = {
    {"thermo", ConstraintKind::Thermometer, false},
    {"arrow", ConstraintKind::Arrow, false},
    {"kropki", ConstraintKind::WhiteDot, false},
    {"dot", ConstraintKind::WhiteDot, false},
    {"xv", ConstraintKind::XV, false},
    {"killer", std::nullopt, true},
    {"cage", std::nullopt, true},
    {"knight", ConstraintKind::AntiKnight, false},
    {"king", ConstraintKind::AntiKing, false},
    {"non consecutive", ConstraintKind::NonConsecutive, false},
    {"nonconsecutive", ConstraintKind::NonConsecutive, false},
    {"disjoint", ConstraintKind::DisjointGroups, false},
    {"little killer", std::nullopt, false},
    {"renban", std::nullopt, false},
    {"slow", std::nullopt, false}, // a slow thermometer looks like a thermometer
    {"whisper", std::nullopt, false},
    {"palindrom", std::nullopt, false},
    {"sandwich", std::nullopt, false},
    {"between", std::nullopt, false},
    {"clone", std::nullopt, false},
    {"parity", std::nullopt, false},
    {"even", std::nullopt, false},
    {"odd", std::nullopt, false},
    {"zipper", std::nullopt, false},
    {"entropic", std::nullopt, false},
    {"entropy", std::nullopt, false},
    {"modular", std::nullopt, false},
    {"indexer", std::nullopt, false},
    {"indexing", std::nullopt, false},
    {"quadruple", std::nullopt, false},
    {"skyscraper", std::nullopt, false},
    {"x sum", std::nullopt, false},
    {"xsum", std::nullopt, false},
    {"lockout", std::nullopt, false},
    {"nabner", std::nullopt, false},
    {"fog", std::nullopt, false},
    {"all possible", std::nullopt, false},
    {"negative", std::nullopt, false},
    {"diagonal", std::nullopt, false},
    {"windoku", std::nullopt, false},
    {"region sum", std::nullopt, false},
    {"german", std::nullopt, false},
    {"dutch", std::nullopt, false},
    {"product", std::nullopt, false},
    {"loop", std::nullopt, false},
    {"shade", std::nullopt, false},
    {"minimum", std::nullopt, false},
    {"maximum", std::nullopt, false},
    {"chess", std::nullopt, false},
    {"mirror", std::nullopt, false},
    {"equal sum", std::nullopt, false},
    {"circle", ConstraintKind::Arrow, false},
    {"doubler", std::nullopt, false},
};

// Lower-case ASCII words, one space between, with a space on each side.
std::string wordsOf(std::string_view text)
{
    std::string words = " ";
    for (char c : text.substr(0, 1u << 16)) {
        const bool letter = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (c >= 'A' && c <= 'Z')
            words.push_back(char(c - 'A' + 'a'));
        else if (letter)
            words.push_back(c);
        else if (words.back() != ' ')
            words.push_back(' ');
    }
    if (words.back() != ' ')
        words.push_back(' ');
    return words;
}

} // namespace

std::vector<std::string> rulesTextBeyond(std::string_view rules, const Reading& reading)
{
    constexpr std::size_t kWordsNamed = 4;
    const std::string words = wordsOf(rules);
    std::vector<std::string> found;
    for (const RuleWord& rule : kRuleWords) {
        if (words.find(" " + std::string(rule.word)) == std::string::npos)
            continue;
        const bool excused
            = (rule.excusedByCages && !reading.cages.empty())
           || (rule.excusedBy && std::any_of(reading.constraints.begin(), reading.constraints.end(), [&](const Constraint& c) {
                  // A black dot excuses "dot" and "kropki" as a white one does.
                  return c.kind == *rule.excusedBy
                      || (*rule.excusedBy == ConstraintKind::WhiteDot && c.kind == ConstraintKind::BlackDot);
              }));
        if (!excused && found.size() < kWordsNamed)
            found.emplace_back(rule.word);
    }
    return found;
}

} // namespace pm::formats::sudokupad
