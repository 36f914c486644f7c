// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/practice_options.h"

#include "core/generate/generator.h"

namespace pm::generate {

GeneratorOptions practiceOptions(logic::Technique technique, std::uint64_t seed)
{
    GeneratorOptions options;
    options.technique = technique;
    options.seed = seed;
    switch (logic::info(technique).family) {
    case logic::Family::Cages: options.killer = KillerOptions{}; break;
    case logic::Family::Counting: options.geometry = GeometrySpec::multiFour(); break;
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
