// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/practice_options.h"

#include "core/generate/generator.h"

#include <optional>

namespace pm::generate {

namespace {

// The rule set whose puzzles take a variant technique soonest (measured with
// pencilmark-cli generate --count 1 --constraints F --technique KEY: 0.1 s
// for the kropki ones (0.25 to 0.6 s for joint fits, chains of dots), 0.3 s thermometer, 1.4 to 2.3 s arrows and the
// forcing chain), and for cell rules and lines the kind players meet most:
// even and odd cells, German whispers (0.05 s); whispers colouring on German
// whispers too, rarer there (seeds 1 to 5: 0.5 to 20 s, median 4 s). None yet for clues outside
// the grid: little killer puzzles carved to few givens came out extreme,
// 18 s each at any level (2026-11-29).
std::optional<ConstraintFamily> practiceRules(logic::Technique technique)
{
    using logic::Technique;
    switch (technique) {
    case Technique::GridRule:      // the negative rules are rules of the whole grid
    case Technique::DotPair:
    case Technique::RulePointing:
    case Technique::JointFit: return ConstraintFamily::Kropki;
    case Technique::Thermometer:
    case Technique::ConstraintForcingChain: return ConstraintFamily::Thermometer;
    case Technique::LineSum:
    case Technique::ConstraintPointing: return ConstraintFamily::Arrow;
    case Technique::CellRule: return ConstraintFamily::Parity;
    case Technique::LineRule:
    case Technique::WhispersColouring: return ConstraintFamily::Whispers;
    default: return std::nullopt;
    }
}

} // namespace

GeneratorOptions practiceOptions(logic::Technique technique, std::uint64_t seed)
{
    GeneratorOptions options;
    options.technique = technique;
    options.seed = seed;
    switch (logic::info(technique).family) {
    case logic::Family::Cages: options.killer = KillerOptions{}; break;
    case logic::Family::Counting: options.geometry = GeometrySpec::multiFour(); break;
    case logic::Family::Constraints:
        if (const std::optional<ConstraintFamily> rules = practiceRules(technique))
            options.constraints = ConstraintOptions{{*rules}};
        break;
    default:
        // A hidden single in a house that is neither box nor line needs one:
        // the diagonals are the smallest such shape.
        if (technique == logic::Technique::HiddenSingleOther)
            options.geometry.variants = Variant::Diagonals;
        break;
    }
    return options;
}

bool canPractise(logic::Technique technique)
{
    return !checkGeneratorOptions(practiceOptions(technique, 1)).has_value();
}

} // namespace pm::generate
