// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/step_text/step_text.h"

#include "text/constraint_text.h"
#include "text/names.h"

#include <algorithm>
#include <map>

namespace pm {

using logic::CellDigit;
using logic::Family;
using logic::Step;
using logic::Technique;

StepText::StepText(const Geometry& geometry, const Alphabet& alphabet)
    : m_geometry(geometry)
    , m_alphabet(alphabet)
{
}

QString StepText::cell(int cell) const
{
    return Names::cell(m_geometry, cell);
}

QString StepText::list(const QStringList& items) const
{
    if (items.isEmpty())
        return {};
    if (items.size() == 1)
        return items.front();
    //: Joins the last two items of a list: "r1c1, r1c2 and r1c3".
    return tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.back());
}

QString StepText::cells(const std::vector<int>& cellList) const
{
    QStringList items;
    for (int c : cellList)
        items << cell(c);
    return list(items);
}

QString StepText::house(int h) const
{
    return Names::house(m_geometry, h);
}

QString StepText::houses(const std::vector<int>& houseList) const
{
    // "rows 2 and 8" when all are rows (or all columns), else each named.
    if (houseList.size() > 1) {
        const HouseKind kind = m_geometry.houses()[houseList.front()].kind;
        const bool same = std::all_of(houseList.begin(), houseList.end(),
                                      [&](int h) { return m_geometry.houses()[h].kind == kind; });
        if (same && (kind == HouseKind::Row || kind == HouseKind::Column || kind == HouseKind::Box)) {
            QStringList numbers;
            for (int h : houseList)
                numbers << QString::number(m_geometry.houses()[h].index + 1);
            if (kind == HouseKind::Row)
                return tr("rows %1").arg(list(numbers));
            if (kind == HouseKind::Column)
                return tr("columns %1").arg(list(numbers));
            return tr("boxes %1").arg(list(numbers));
        }
    }
    QStringList items;
    for (int h : houseList)
        items << house(h);
    return list(items);
}

QString StepText::cage(int cellInCage) const
{
    const int k = m_geometry.cageOf(cellInCage);
    if (k < 0)
        return cell(cellInCage);
    return Names::cage(m_geometry, k);
}

QString StepText::digit(int d) const
{
    return QString::fromStdString(m_alphabet.symbolUtf8(d));
}

QString StepText::digits(const std::vector<int>& digitList) const
{
    QStringList items;
    for (int d : digitList)
        items << digit(d);
    return list(items);
}

QString StepText::digitSet(const std::vector<int>& digitList) const
{
    QStringList items;
    for (int d : digitList)
        items << digit(d);
    return QStringLiteral("{") + items.join(QStringLiteral(",")) + QStringLiteral("}");
}

QString StepText::candidates(const std::vector<CellDigit>& items) const
{
    // Grouped by digit: "5 from r1c2 and r1c4; 7 from r2c2".
    std::map<int, std::vector<int>> byDigit;
    for (const CellDigit& cd : items)
        byDigit[cd.digit].push_back(cd.cell);
    QStringList parts;
    for (const auto& [d, cellList] : byDigit)
        //: "5 from r1c2 and r1c4"
        parts << tr("%1 from %2").arg(digit(d), cells(cellList));
    return parts.join(QStringLiteral("; "));
}

QString StepText::eliminationList(const Step& step) const
{
    if (step.eliminations.empty())
        return {};
    // "7 goes from r4c3 and r5c6" for one digit; "remove 3 from r1c1; 5 from r2c2" for several.
    std::map<int, std::vector<int>> byDigit;
    for (const CellDigit& cd : step.eliminations)
        byDigit[cd.digit].push_back(cd.cell);
    if (byDigit.size() == 1)
        return tr("%1 goes from %2").arg(digit(byDigit.begin()->first), cells(byDigit.begin()->second));
    return tr("remove %1").arg(candidates(step.eliminations));
}

QString StepText::eliminationsByCell(const Step& step) const
{
    // Cells losing the same digits are named together, in the order the
    // step first names them.
    std::vector<int> cellOrder;
    std::vector<std::vector<int>> removed;
    for (const CellDigit& e : step.eliminations) {
        const auto at = std::find(cellOrder.begin(), cellOrder.end(), e.cell);
        if (at == cellOrder.end()) {
            cellOrder.push_back(e.cell);
            removed.push_back({e.digit});
        } else {
            removed[size_t(at - cellOrder.begin())].push_back(e.digit);
        }
    }
    std::vector<std::vector<int>> digitGroups;
    std::vector<std::vector<int>> cellGroups;
    for (size_t i = 0; i < cellOrder.size(); ++i) {
        std::sort(removed[i].begin(), removed[i].end());
        const auto same = std::find(digitGroups.begin(), digitGroups.end(), removed[i]);
        if (same == digitGroups.end()) {
            digitGroups.push_back(removed[i]);
            cellGroups.push_back({cellOrder[i]});
        } else {
            cellGroups[size_t(same - digitGroups.begin())].push_back(cellOrder[i]);
        }
    }
    if (digitGroups.size() == 1 && digitGroups.front().size() == 1)
        return eliminationList(step);
    QStringList parts;
    for (size_t i = 0; i < digitGroups.size(); ++i)
        parts << tr("%1 from %2").arg(digits(digitGroups[i]), cells(cellGroups[i]));
    return tr("remove %1").arg(parts.join(QStringLiteral("; ")));
}

QString StepText::placementList(const Step& step) const
{
    QStringList items;
    for (const CellDigit& cd : step.placements)
        items << QStringLiteral("%1 = %2").arg(cell(cd.cell), digit(cd.digit));
    return list(items);
}

QString StepText::techniqueName(Technique technique)
{
    switch (technique) {
    case Technique::FullHouse: return tr("Full House");
    case Technique::NakedSingle: return tr("Naked Single");
    case Technique::HiddenSingleBox: return tr("Hidden Single (box)");
    case Technique::HiddenSingleLine: return tr("Hidden Single (line)");
    case Technique::HiddenSingleOther: return tr("Hidden Single");
    case Technique::CountElimination: return tr("Count Elimination");
    case Technique::CountFill: return tr("Count Fill");
    case Technique::CountPointing: return tr("Count Pointing");
    case Technique::CountClaiming: return tr("Count Claiming");
    case Technique::CageCombination: return tr("Cage Combination");
    case Technique::InnieOutieSingle: return tr("Innie/Outie Single");
    case Technique::InniesOuties: return tr("Innies and Outies");
    case Technique::CagePointing: return tr("Cage Pointing");
    case Technique::CageClaiming: return tr("Cage Claiming");
    case Technique::InniesOutiesMultiHouse: return tr("Innies and Outies (several houses)");
    case Technique::InnieOutieDifference: return tr("Innie-Outie Difference");
    case Technique::SetEquivalence: return tr("Set Equivalence");
    case Technique::LockedCandidatesPointing: return tr("Pointing");
    case Technique::LockedCandidatesClaiming: return tr("Claiming");
    case Technique::LockedPair: return tr("Locked Pair");
    case Technique::LockedTriple: return tr("Locked Triple");
    case Technique::NakedPair: return tr("Naked Pair");
    case Technique::HiddenPair: return tr("Hidden Pair");
    case Technique::NakedTriple: return tr("Naked Triple");
    case Technique::HiddenTriple: return tr("Hidden Triple");
    case Technique::NakedQuad: return tr("Naked Quad");
    case Technique::HiddenQuad: return tr("Hidden Quad");
    case Technique::XWing: return tr("X-Wing");
    case Technique::Swordfish: return tr("Swordfish");
    case Technique::Jellyfish: return tr("Jellyfish");
    case Technique::FinnedXWing: return tr("Finned X-Wing");
    case Technique::SashimiXWing: return tr("Sashimi X-Wing");
    case Technique::FinnedSwordfish: return tr("Finned Swordfish");
    case Technique::SashimiSwordfish: return tr("Sashimi Swordfish");
    case Technique::FinnedJellyfish: return tr("Finned Jellyfish");
    case Technique::SashimiJellyfish: return tr("Sashimi Jellyfish");
    case Technique::Skyscraper: return tr("Skyscraper");
    case Technique::TwoStringKite: return tr("2-String Kite");
    case Technique::TurbotFish: return tr("Turbot Fish");
    case Technique::EmptyRectangle: return tr("Empty Rectangle");
    case Technique::XYWing: return tr("XY-Wing");
    case Technique::XYZWing: return tr("XYZ-Wing");
    case Technique::WWing: return tr("W-Wing");
    case Technique::RemotePairs: return tr("Remote Pairs");
    case Technique::SimpleColoursTrap: return tr("Simple Colours (trap)");
    case Technique::SimpleColoursWrap: return tr("Simple Colours (wrap)");
    case Technique::MultiColours: return tr("Multi-Colours");
    case Technique::UniqueRectangle1: return tr("Unique Rectangle Type 1");
    case Technique::UniqueRectangle2: return tr("Unique Rectangle Type 2");
    case Technique::UniqueRectangle3: return tr("Unique Rectangle Type 3");
    case Technique::UniqueRectangle4: return tr("Unique Rectangle Type 4");
    case Technique::HiddenRectangle: return tr("Hidden Rectangle");
    case Technique::BugPlusOne: return tr("BUG+1");
    case Technique::XChain: return tr("X-Chain");
    case Technique::XYChain: return tr("XY-Chain");
    case Technique::NiceLoop: return tr("Nice Loop");
    case Technique::AlternatingInferenceChain: return tr("Alternating Inference Chain");
    case Technique::GroupedXChain: return tr("Grouped X-Chain");
    case Technique::GroupedAic: return tr("Grouped AIC");
    case Technique::AlsXz: return tr("ALS-XZ");
    case Technique::AlsXyWing: return tr("ALS-XY-Wing");
    case Technique::SueDeCoq: return tr("Sue de Coq");
    case Technique::CellForcingChain: return tr("Cell Forcing Chain");
    case Technique::HouseForcingChain: return tr("House Forcing Chain");
    case Technique::DigitForcingChain: return tr("Digit Forcing Chain");
    case Technique::ConstraintForcingChain: return tr("Constraint Forcing Chain");
    case Technique::WhatIf: return tr("What-If");
    case Technique::GridRule: return tr("Grid Rule");
    case Technique::CellRule: return tr("Cell Rule");
    case Technique::Thermometer: return tr("Thermometer");
    case Technique::DotPair: return tr("Dot Pair");
    case Technique::LineRule: return tr("Line Rule");
    case Technique::LineSum: return tr("Line Sum");
    case Technique::RulePointing: return tr("Rule Pointing");
    case Technique::ConstraintPointing: return tr("Constraint Pointing");
    case Technique::OutsideClue: return tr("Outside Clue");
    case Technique::JointFit: return tr("Joint Fit");
    case Technique::HouseDigitFit: return tr("House Digit Fit");
    case Technique::EqualCells: return tr("Equal Cells");
    case Technique::EqualCellsChain: return tr("Equal Cells Chain");
    case Technique::WhispersColouring: return tr("Whispers Colouring");
    case Technique::Count: break;
    }
    return {};
}

QString StepText::whereToLook(const Step& step) const
{
    // Killer steps: the cage a combination or pointing is about, or every
    // house of a 45-rule group (rows 1 and 2, not row 1 alone).
    if (step.technique == Technique::CageCombination || step.technique == Technique::CagePointing)
        return tr("Look at %1.").arg(cage(step.detail.cells.front()));
    // A constraint step: the constraint, named as the board marks it ("the
    // thermometer from r1c4"); a rule of the whole grid: the cell it reads.
    if (step.detail.constraint >= 0 && step.technique != Technique::GridRule
        && step.detail.constraint < int(m_geometry.constraints().size()))
        return tr("Look at %1.").arg(ConstraintText::name(m_geometry, step.detail.constraint));
    if (logic::info(step.technique).family == Family::Cages && step.detail.houses.size() > 1)
        return tr("Look at %1.").arg(houses(step.detail.houses));
    if (!step.detail.houses.empty())
        return tr("Look at %1.").arg(house(step.detail.houses.front()));
    if (!step.detail.cells.empty())
        return tr("Look at %1.").arg(cell(step.detail.cells.front()));
    if (!step.placements.empty())
        return tr("Look at %1.").arg(cell(step.placements.front().cell));
    if (!step.eliminations.empty())
        return tr("Look around %1.").arg(cell(step.eliminations.front().cell));
    return tr("Look at the whole board.");
}

QString StepText::contradiction(const logic::Contradiction& c) const
{
    using Kind = logic::Contradiction::Kind;
    switch (c.kind) {
    case Kind::EmptyCell: return tr("%1 has no candidate left").arg(cell(c.cell));
    case Kind::DigitMissing:
        if (m_geometry.houses()[size_t(c.house)].count > 1)
            //: A house holding each symbol several times: "2 has too few places left in row 4" (it is still due
            //: more often than cells can take it).
            return tr("%1 has too few places left in %2").arg(digit(c.digit), house(c.house));
        return tr("%1 has no place left in %2").arg(digit(c.digit), house(c.house));
    case Kind::Clash: return tr("%1 and %2 both hold %3").arg(cell(c.cell), cell(c.cellB), digit(c.digit));
    }
    return {};
}

QString StepText::explain(const Step& step) const
{
    QString text;
    switch (logic::info(step.technique).family) {
    case Family::Singles: text = singlesText(*this, step); break;
    case Family::Intersections: text = intersectionsText(*this, step); break;
    case Family::Subsets: text = subsetsText(*this, step); break;
    case Family::Fish: text = fishText(*this, step); break;
    case Family::SingleDigitPatterns: text = singleDigitPatternsText(*this, step); break;
    case Family::Wings: text = wingsText(*this, step); break;
    case Family::Colouring: text = colouringText(*this, step); break;
    case Family::Uniqueness: text = uniquenessText(*this, step); break;
    case Family::Chains: text = chainsText(*this, step); break;
    case Family::Als: text = alsText(*this, step); break;
    case Family::Forcing: text = forcingText(*this, step); break;
    case Family::Guessing: text = whatIfText(*this, step); break;
    case Family::Cages: text = cagesText(*this, step); break;
    case Family::Counting: text = countingText(*this, step); break;
    case Family::Constraints: text = constraintsText(*this, step); break;
    }
    return text.isEmpty() ? plainAccount(step) : text;
}

QString StepText::plainAccount(const Step& step) const
{
    QStringList parts;
    if (!step.placements.empty())
        parts << placementList(step);
    if (!step.eliminations.empty())
        parts << eliminationList(step);
    return tr("%1: %2.").arg(techniqueName(step.technique), parts.join(QStringLiteral("; ")));
}

} // namespace pm
