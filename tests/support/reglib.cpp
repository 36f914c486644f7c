// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/reglib.h"

#include "tests/support/test_data.h"

#include <QStringList>

#include <map>
#include <sstream>

namespace pm::test {

using logic::Technique;

std::optional<Technique> techniqueForHodokuCode(const std::string& code)
{
    static const std::map<std::string, Technique> table = {
        {"0000", Technique::FullHouse},
        {"0002", Technique::HiddenSingleBox}, // HoDoKu's hidden singles are of any house
        {"0003", Technique::NakedSingle},
        {"0100", Technique::LockedCandidatesPointing},
        {"0101", Technique::LockedCandidatesClaiming},
        {"0110", Technique::LockedPair},
        {"0111", Technique::LockedTriple},
        {"0200", Technique::NakedPair},
        {"0201", Technique::NakedTriple},
        {"0202", Technique::NakedQuad},
        {"0210", Technique::HiddenPair},
        {"0211", Technique::HiddenTriple},
        {"0212", Technique::HiddenQuad},
        {"0300", Technique::XWing},
        {"0301", Technique::Swordfish},
        {"0302", Technique::Jellyfish},
        {"0310", Technique::FinnedXWing},
        {"0311", Technique::FinnedSwordfish},
        {"0312", Technique::FinnedJellyfish},
        {"0320", Technique::SashimiXWing},
        {"0321", Technique::SashimiSwordfish},
        {"0322", Technique::SashimiJellyfish},
        {"0400", Technique::Skyscraper},
        {"0401", Technique::TwoStringKite},
        {"0402", Technique::EmptyRectangle},
        {"0403", Technique::TurbotFish},
        {"0500", Technique::SimpleColoursTrap},
        {"0501", Technique::SimpleColoursWrap},
        {"0502", Technique::MultiColours},
        {"0503", Technique::MultiColours},
        {"0600", Technique::UniqueRectangle1},
        {"0601", Technique::UniqueRectangle2},
        {"0602", Technique::UniqueRectangle3},
        {"0603", Technique::UniqueRectangle4},
        {"0606", Technique::HiddenRectangle},
        {"0610", Technique::BugPlusOne},
        {"0701", Technique::XChain},
        {"0702", Technique::XYChain},
        {"0703", Technique::RemotePairs},
        {"0706", Technique::NiceLoop},
        {"0707", Technique::NiceLoop},
        {"0708", Technique::AlternatingInferenceChain},
        {"0709", Technique::GroupedAic},
        {"0710", Technique::GroupedAic},
        {"0711", Technique::GroupedAic},
        {"0800", Technique::XYWing},
        {"0801", Technique::XYZWing},
        {"0803", Technique::WWing},
        {"0901", Technique::AlsXz},
        {"0902", Technique::AlsXyWing},
        {"1101", Technique::SueDeCoq},
    };
    const auto it = table.find(code);
    if (it == table.end())
        return std::nullopt;
    return it->second;
}

Grid statePm81(const std::string& pm81, const std::string& values81)
{
    Grid state;
    const QStringList tokens = QString::fromStdString(pm81).split(u' ', Qt::SkipEmptyParts);
    if (tokens.size() != 81 || values81.size() != 81)
        qFatal("malformed pencil-mark row: %d groups, %d values", int(tokens.size()), int(values81.size()));
    for (int cell = 0; cell < 81; ++cell) {
        DigitMask mask = 0;
        for (QChar ch : tokens[cell])
            mask |= digitBit(ch.digitValue());
        state.setCandidates(cell, mask);
        if (values81[size_t(cell)] >= '1' && values81[size_t(cell)] <= '9')
            state.setValue(cell, values81[size_t(cell)] - '0');
    }
    return state;
}

void parseExpected(const std::string& text, std::vector<logic::CellDigit>& eliminations,
                   std::vector<logic::CellDigit>& placements)
{
    std::istringstream in(text);
    std::string token;
    while (in >> token) {
        // rRcC<>D or rRcC=D
        if (token.size() < 6 || token[0] != 'r' || token[2] != 'c')
            continue;
        const int row = token[1] - '1';
        const int column = token[3] - '1';
        const bool elimination = token.compare(4, 2, "<>") == 0;
        const int digit = token.back() - '0';
        const logic::CellDigit cd{row * 9 + column, digit};
        (elimination ? eliminations : placements).push_back(cd);
    }
}

std::vector<ReglibCase> loadReglib()
{
    std::vector<ReglibCase> cases;
    for (const auto& row : loadTsv(sharedDataPath(QStringLiteral("hodoku_reglib_techniques.tsv")))) {
        ReglibCase c;
        c.name = row.at("technique");
        c.code = row.at("hodoku_code");
        c.variant = row.at("variant");
        c.failCase = row.at("fail_case") == "yes";
        c.line = std::stoi(row.at("section_line"));
        const QStringList tokens = QString::fromStdString(row.at("grid_pm81")).split(u' ', Qt::SkipEmptyParts);
        const std::string values = row.at("values81");
        if (tokens.size() != 81 || values.size() != 81)
            continue;
        for (int cell = 0; cell < 81; ++cell) {
            DigitMask mask = 0;
            for (QChar ch : tokens[cell])
                mask |= digitBit(ch.digitValue());
            c.state.setCandidates(cell, mask);
            if (values[cell] >= '1' && values[cell] <= '9')
                c.state.setValue(cell, values[cell] - '0');
        }
        parseExpected(row.at("expected"), c.eliminations, c.placements);
        cases.push_back(std::move(c));
    }
    return cases;
}

} // namespace pm::test
