// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/technique.h"

#include <array>

namespace pm::logic {

namespace {

using T = Technique;
using F = Family;
using L = Level;

// Ratings follow Sudoku Explainer where it has the technique (hidden single
// 1.2/1.5, naked single 2.3, pointing 2.6, claiming 2.8, naked pair 3.0,
// X-Wing 3.2, hidden pair 3.4, naked triple 3.6, swordfish 3.8, hidden triple
// 4.0, XY-Wing 4.2, XYZ-Wing 4.4, unique rectangles 4.5+, naked quad 5.0,
// jellyfish 5.2, hidden quad 5.4, BUG 5.6, turbot-fish family 6.6, chains
// 6.5+, forcing chains 7.0+ ...); the rest sit where SE finds the same
// eliminations (finned fish and wings are short chains to SE). SE has no
// killer techniques: the cage rows sit by the classic technique a player
// finds as hard (a cage combination beside a hidden single, a one-cell 45
// rule beside a naked single, cage pointing and claiming beside pointing
// and claiming, the 45 rule over several houses beside the subsets). Nor
// has it counted houses: a count elimination is the bookkeeping a full house
// is (1.0), a count fill a hidden single a little harder to see, since the
// player counts how often the symbol is still due (1.7); the counted
// intersections beside pointing and claiming, a little above them since the
// player must count the sections too. Nor has it variant constraints: what a
// rule of the whole grid takes from a cell's partners is a placement's
// bookkeeping (1.3); a cell rule, a thermometer or a dot read off one
// constraint beside the singles; a line's rule or sum beside pointing and
// claiming, since the player weighs several cells at once; an outside clue
// (sandwich, X-sum, skyscraper), which reads a whole row, beside the 45 rule
// over several houses.
constexpr std::array kCatalogue = {
    TechniqueInfo{T::FullHouse, "full-house", F::Singles, L::Easy, 1.0, 4, false},
    TechniqueInfo{T::NakedSingle, "naked-single", F::Singles, L::Easy, 2.3, 4, false},
    TechniqueInfo{T::HiddenSingleBox, "hidden-single-box", F::Singles, L::Easy, 1.2, 14, false},
    TechniqueInfo{T::HiddenSingleLine, "hidden-single-line", F::Singles, L::Easy, 1.5, 14, false},
    TechniqueInfo{T::HiddenSingleOther, "hidden-single-other", F::Singles, L::Easy, 1.5, 14, false},
    TechniqueInfo{T::CountElimination, "count-elimination", F::Counting, L::Easy, 1.0, 4, false},
    TechniqueInfo{T::CountFill, "count-fill", F::Counting, L::Easy, 1.7, 20, false},
    TechniqueInfo{T::CageCombination, "cage-combination", F::Cages, L::Easy, 1.8, 20, false},
    TechniqueInfo{T::InnieOutieSingle, "innie-outie-single", F::Cages, L::Easy, 2.0, 20, false},
    TechniqueInfo{T::GridRule, "grid-rule", F::Constraints, L::Easy, 1.3, 10, false},
    TechniqueInfo{T::CellRule, "cell-rule", F::Constraints, L::Easy, 1.6, 20, false},
    TechniqueInfo{T::Thermometer, "thermometer", F::Constraints, L::Easy, 1.8, 20, false},
    TechniqueInfo{T::DotPair, "dot-pair", F::Constraints, L::Easy, 2.0, 30, false},
    TechniqueInfo{T::LockedCandidatesPointing, "pointing", F::Intersections, L::Medium, 2.6, 50, false},
    TechniqueInfo{T::LockedCandidatesClaiming, "claiming", F::Intersections, L::Medium, 2.8, 50, false},
    TechniqueInfo{T::CountPointing, "count-pointing", F::Counting, L::Medium, 2.8, 60, false},
    TechniqueInfo{T::CountClaiming, "count-claiming", F::Counting, L::Medium, 3.0, 60, false},
    TechniqueInfo{T::InniesOuties, "innies-outies", F::Cages, L::Medium, 2.8, 50, false},
    TechniqueInfo{T::CagePointing, "cage-pointing", F::Cages, L::Medium, 2.8, 60, false},
    TechniqueInfo{T::CageClaiming, "cage-claiming", F::Cages, L::Medium, 3.0, 60, false},
    TechniqueInfo{T::LineRule, "line-rule", F::Constraints, L::Medium, 2.8, 60, false},
    TechniqueInfo{T::LineSum, "line-sum", F::Constraints, L::Medium, 3.0, 70, false},
    TechniqueInfo{T::RulePointing, "rule-pointing", F::Constraints, L::Medium, 3.2, 80, false},
    TechniqueInfo{T::ConstraintPointing, "constraint-pointing", F::Constraints, L::Medium, 3.4, 90, false},
    TechniqueInfo{T::LockedPair, "locked-pair", F::Subsets, L::Medium, 2.9, 40, false},
    TechniqueInfo{T::LockedTriple, "locked-triple", F::Subsets, L::Medium, 3.5, 60, false},
    TechniqueInfo{T::NakedPair, "naked-pair", F::Subsets, L::Medium, 3.0, 60, false},
    TechniqueInfo{T::HiddenPair, "hidden-pair", F::Subsets, L::Medium, 3.4, 70, false},
    TechniqueInfo{T::NakedTriple, "naked-triple", F::Subsets, L::Medium, 3.6, 80, false},
    TechniqueInfo{T::HiddenTriple, "hidden-triple", F::Subsets, L::Medium, 4.0, 100, false},
    TechniqueInfo{T::InniesOutiesMultiHouse, "innies-outies-multi-house", F::Cages, L::Hard, 3.4, 100, false},
    TechniqueInfo{T::InnieOutieDifference, "innie-outie-difference", F::Cages, L::Hard, 3.8, 120, false},
    TechniqueInfo{T::OutsideClue, "outside-clue", F::Constraints, L::Hard, 3.6, 100, false},
    TechniqueInfo{T::JointFit, "joint-fit", F::Constraints, L::Hard, 3.8, 110, false},
    TechniqueInfo{T::HouseDigitFit, "house-digit-fit", F::Constraints, L::Hard, 4.0, 120, false},
    TechniqueInfo{T::WhispersColouring, "whispers-colouring", F::Constraints, L::Hard, 4.0, 120, false},
    TechniqueInfo{T::NakedQuad, "naked-quad", F::Subsets, L::Hard, 5.0, 120, false},
    TechniqueInfo{T::HiddenQuad, "hidden-quad", F::Subsets, L::Hard, 5.4, 150, false},
    TechniqueInfo{T::XWing, "x-wing", F::Fish, L::Hard, 3.2, 140, false},
    TechniqueInfo{T::Swordfish, "swordfish", F::Fish, L::Hard, 3.8, 150, false},
    TechniqueInfo{T::Jellyfish, "jellyfish", F::Fish, L::Hard, 5.2, 160, false},
    TechniqueInfo{T::Skyscraper, "skyscraper", F::SingleDigitPatterns, L::Hard, 4.0, 130, false},
    TechniqueInfo{T::TwoStringKite, "2-string-kite", F::SingleDigitPatterns, L::Hard, 4.1, 150, false},
    TechniqueInfo{T::TurbotFish, "turbot-fish", F::SingleDigitPatterns, L::Hard, 4.2, 120, false},
    TechniqueInfo{T::EmptyRectangle, "empty-rectangle", F::SingleDigitPatterns, L::Hard, 5.4, 120, false},
    TechniqueInfo{T::XYWing, "xy-wing", F::Wings, L::Hard, 4.4, 160, false},
    TechniqueInfo{T::XYZWing, "xyz-wing", F::Wings, L::Hard, 5.0, 180, false},
    TechniqueInfo{T::WWing, "w-wing", F::Wings, L::Hard, 5.8, 150, false},
    TechniqueInfo{T::RemotePairs, "remote-pairs", F::Wings, L::Hard, 5.0, 110, false},
    TechniqueInfo{T::UniqueRectangle1, "unique-rectangle-1", F::Uniqueness, L::Hard, 4.8, 100, true},
    TechniqueInfo{T::UniqueRectangle2, "unique-rectangle-2", F::Uniqueness, L::Hard, 5.0, 100, true},
    TechniqueInfo{T::BugPlusOne, "bug-plus-one", F::Uniqueness, L::Hard, 5.8, 100, true},
    TechniqueInfo{T::FinnedXWing, "finned-x-wing", F::Fish, L::Expert, 4.0, 130, false},
    TechniqueInfo{T::SashimiXWing, "sashimi-x-wing", F::Fish, L::Expert, 4.1, 150, false},
    TechniqueInfo{T::FinnedSwordfish, "finned-swordfish", F::Fish, L::Expert, 6.0, 200, false},
    TechniqueInfo{T::SashimiSwordfish, "sashimi-swordfish", F::Fish, L::Expert, 5.9, 240, false},
    TechniqueInfo{T::FinnedJellyfish, "finned-jellyfish", F::Fish, L::Expert, 6.8, 250, false},
    TechniqueInfo{T::SashimiJellyfish, "sashimi-jellyfish", F::Fish, L::Expert, 6.8, 260, false},
    TechniqueInfo{T::SimpleColoursTrap, "simple-colours-trap", F::Colouring, L::Expert, 4.5, 150, false},
    TechniqueInfo{T::SimpleColoursWrap, "simple-colours-wrap", F::Colouring, L::Expert, 4.5, 150, false},
    TechniqueInfo{T::MultiColours, "multi-colours", F::Colouring, L::Expert, 6.5, 200, false},
    TechniqueInfo{T::UniqueRectangle3, "unique-rectangle-3", F::Uniqueness, L::Expert, 5.0, 100, true},
    TechniqueInfo{T::UniqueRectangle4, "unique-rectangle-4", F::Uniqueness, L::Expert, 5.0, 100, true},
    TechniqueInfo{T::HiddenRectangle, "hidden-rectangle", F::Uniqueness, L::Expert, 6.5, 100, true},
    TechniqueInfo{T::EqualCells, "equal-cells", F::Constraints, L::Expert, 5.6, 180, false},
    TechniqueInfo{T::SetEquivalence, "set-equivalence", F::Cages, L::Expert, 6.0, 200, false},
    TechniqueInfo{T::XChain, "x-chain", F::Chains, L::Expert, 6.6, 260, false},
    TechniqueInfo{T::XYChain, "xy-chain", F::Chains, L::Expert, 6.6, 260, false},
    TechniqueInfo{T::SueDeCoq, "sue-de-coq", F::Als, L::Master, 6.6, 250, false},
    TechniqueInfo{T::NiceLoop, "nice-loop", F::Chains, L::Master, 7.0, 280, false},
    TechniqueInfo{T::AlternatingInferenceChain, "aic", F::Chains, L::Master, 7.0, 280, false},
    TechniqueInfo{T::GroupedXChain, "grouped-x-chain", F::Chains, L::Master, 6.7, 300, false},
    TechniqueInfo{T::EqualCellsChain, "equal-cells-chain", F::Constraints, L::Master, 7.0, 300, false},
    TechniqueInfo{T::AlsXz, "als-xz", F::Als, L::Master, 8.1, 300, false},
    TechniqueInfo{T::AlsXyWing, "als-xy-wing", F::Als, L::Master, 8.3, 320, false},
    TechniqueInfo{T::GroupedAic, "grouped-aic", F::Chains, L::Master, 8.0, 300, false},
    TechniqueInfo{T::CellForcingChain, "cell-forcing-chain", F::Forcing, L::Extreme, 8.0, 500, false},
    TechniqueInfo{T::HouseForcingChain, "house-forcing-chain", F::Forcing, L::Extreme, 8.1, 500, false},
    TechniqueInfo{T::DigitForcingChain, "digit-forcing-chain", F::Forcing, L::Extreme, 8.2, 500, false},
    TechniqueInfo{T::ConstraintForcingChain, "constraint-forcing-chain", F::Forcing, L::Extreme, 8.5, 600, false},
    TechniqueInfo{T::WhatIf, "what-if", F::Guessing, L::Extreme, 9.0, 1000, false},
};

static_assert(kCatalogue.size() == size_t(Technique::Count), "one catalogue row per technique");

constexpr bool rowsInEnumOrder()
{
    for (size_t i = 0; i < kCatalogue.size(); ++i)
        if (size_t(kCatalogue[i].technique) != i)
            return false;
    return true;
}
static_assert(rowsInEnumOrder(), "catalogue rows are indexed by Technique");

// The search tries every technique of a level before any of the next, so
// the hardest level on a path is the level the puzzle needs: the grader and
// the generator's level checks rely on it.
constexpr bool levelsNeverDecrease()
{
    for (size_t i = 1; i < kCatalogue.size(); ++i)
        if (kCatalogue[i].level < kCatalogue[i - 1].level)
            return false;
    return true;
}
static_assert(levelsNeverDecrease(), "catalogue order is level order");

} // namespace

std::span<const TechniqueInfo> catalogue()
{
    return kCatalogue;
}

const TechniqueInfo& info(Technique technique)
{
    return kCatalogue[size_t(technique)];
}

std::optional<Technique> techniqueByKey(std::string_view key)
{
    for (const auto& row : kCatalogue)
        if (row.key == key)
            return row.technique;
    return std::nullopt;
}

std::string_view familyKey(Family family)
{
    switch (family) {
    case F::Singles: return "singles";
    case F::Intersections: return "intersections";
    case F::Subsets: return "subsets";
    case F::Fish: return "fish";
    case F::SingleDigitPatterns: return "single-digit-patterns";
    case F::Wings: return "wings";
    case F::Colouring: return "colouring";
    case F::Uniqueness: return "uniqueness";
    case F::Chains: return "chains";
    case F::Als: return "als";
    case F::Forcing: return "forcing-chains";
    case F::Guessing: return "what-if";
    case F::Cages: return "cages";
    case F::Counting: return "counting";
    case F::Constraints: return "constraints";
    }
    return "";
}

bool soundOnCountedHouses(Technique technique)
{
    if (info(technique).family == F::Counting) // written for counts
        return true;
    switch (technique) {
    case T::FullHouse:        // these finders skip houses of count > 1
    case T::HiddenSingleBox:
    case T::HiddenSingleLine:
    case T::HiddenSingleOther:
    case T::NakedSingle:      // a cell's one candidate needs no house at all
    case T::WhatIf:           // its propagation and contradiction test know counts
        return true;
    default:
        return false;
    }
}

std::string_view levelKey(Level level)
{
    switch (level) {
    case L::Easy: return "easy";
    case L::Medium: return "medium";
    case L::Hard: return "hard";
    case L::Expert: return "expert";
    case L::Master: return "master";
    case L::Extreme: return "extreme";
    }
    return "";
}

std::optional<Level> levelByKey(std::string_view key)
{
    for (int i = 0; i <= int(Level::Extreme); ++i)
        if (levelKey(Level(i)) == key)
            return Level(i);
    return std::nullopt;
}

} // namespace pm::logic
