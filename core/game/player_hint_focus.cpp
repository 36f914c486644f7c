// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/player_hint_focus.h"

#include <algorithm>

namespace pm::game {

namespace {

using logic::Technique;

constexpr std::size_t kMostEffectCells = 3;

void addCell(std::vector<int>& cells, int cell)
{
    if (cell >= 0 && std::find(cells.begin(), cells.end(), cell) == cells.end())
        cells.push_back(cell);
}

// Where the step acts: the cells it fills, else those it clears candidates
// from, in the order the step lists them.
HintFocus effectFocus(const logic::Step& step)
{
    HintFocus focus;
    focus.effect = true;
    for (const logic::CellDigit& placement : step.placements)
        addCell(focus.cells, placement.cell);
    if (focus.cells.empty()) {
        for (const logic::CellDigit& elimination : step.eliminations)
            addCell(focus.cells, elimination.cell);
    }
    if (focus.cells.size() > kMostEffectCells)
        focus.cells.resize(kMostEffectCells);
    return focus;
}

HintFocus housesFocus(std::vector<int> houses)
{
    HintFocus focus;
    focus.houses = std::move(houses);
    return focus;
}

HintFocus cellsFocus(const std::vector<int>& cells, std::size_t count)
{
    HintFocus focus;
    for (std::size_t i = 0; i < std::min(count, cells.size()); ++i)
        addCell(focus.cells, cells[i]);
    return focus;
}

// The box (or jigsaw region) a cell lies in, as a house index.
int boxHouseOf(const Geometry& geometry, int cell)
{
    for (int house : geometry.housesOf(cell)) {
        const HouseKind kind = geometry.houses()[house].kind;
        if (kind == HouseKind::Box || kind == HouseKind::Region)
            return house;
    }
    return geometry.housesOf(cell).front(); // every cell lies in a row at least
}

// The focus the step's own fields give, or an empty one when they do not
// hold what the technique promises (then the effect is shown instead).
HintFocus patternFocus(const logic::Step& step)
{
    const logic::StepDetail& d = step.detail;
    const auto firstHouse = [&d] { return d.houses.empty() ? HintFocus{} : housesFocus({d.houses.front()}); };
    switch (step.technique) {
    case Technique::FullHouse:
    case Technique::HiddenSingleBox:
    case Technique::HiddenSingleLine:
    case Technique::HiddenSingleOther:
    case Technique::LockedCandidatesPointing:
    case Technique::LockedCandidatesClaiming:
    case Technique::LockedPair:
    case Technique::LockedTriple:
    case Technique::NakedPair:
    case Technique::HiddenPair:
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::NakedQuad:
    case Technique::HiddenQuad:
    case Technique::EmptyRectangle:
        return firstHouse();
    case Technique::NakedSingle:
    case Technique::XYWing:
    case Technique::XYZWing:
    case Technique::BugPlusOne:
        return cellsFocus(d.cells, 1);
    case Technique::WWing:
        return cellsFocus(d.cells, 2);
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
    case Technique::FinnedXWing:
    case Technique::SashimiXWing:
    case Technique::FinnedSwordfish:
    case Technique::SashimiSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiJellyfish:
        return housesFocus(d.houses);
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
    case Technique::TurbotFish:
        // houses are {strong link, weak link, strong link}: the two strong
        // links are where the digit has only two places.
        return d.houses.size() == 3 ? housesFocus({d.houses[0], d.houses[2]}) : HintFocus{};
    case Technique::RemotePairs:
        return cellsFocus(d.cells, d.cells.size());
    case Technique::UniqueRectangle1:
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle3:
    case Technique::UniqueRectangle4:
    case Technique::HiddenRectangle:
        return cellsFocus(d.cells, 4);
    // Killer cages: the cage's cells (a combination, or where a pointing
    // cage holds its digit), the house a claim is made in, every house of
    // a 45-rule group.
    case Technique::CageCombination:
    case Technique::CagePointing:
        return cellsFocus(d.cells, d.cells.size());
    case Technique::CageClaiming:
        return firstHouse();
    case Technique::InnieOutieSingle:
    case Technique::InniesOuties:
    case Technique::InniesOutiesMultiHouse:
    case Technique::InnieOutieDifference:
        return housesFocus(d.houses);
    case Technique::SetEquivalence:
        return cellsFocus(d.cells, d.cells.size());
    // Constraints taken together: every cell the joint search fills; equal
    // cells: the cells shown to hold one digit (or assumed to, in a chain).
    case Technique::JointFit:
    case Technique::HouseDigitFit:
    case Technique::EqualCells:
    case Technique::EqualCellsChain:
    case Technique::WhispersColouring:
        return cellsFocus(d.cells, d.cells.size());
    default:
        return {};
    }
}

} // namespace

HintFocus whereToLook(const logic::Step& step)
{
    HintFocus focus = patternFocus(step);
    if (focus.houses.empty() && focus.cells.empty())
        focus = effectFocus(step);
    return focus;
}

HintFocus whereToLook(const Geometry& geometry, const PlayerHint& hint)
{
    switch (hint.kind) {
    case PlayerHint::Kind::WrongEntry:
    case PlayerHint::Kind::RemovedCandidate: return housesFocus({boxHouseOf(geometry, hint.cell)});
    case PlayerHint::Kind::Step: return whereToLook(hint.step);
    default: return {};
    }
}

} // namespace pm::game
