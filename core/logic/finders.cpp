// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/finders.h"

#include <array>

namespace pm::logic {

namespace {

std::array<FinderFunction, size_t(Technique::Count)> buildTable()
{
    std::array<FinderFunction, size_t(Technique::Count)> table{};
    for (auto family : {singlesFinders(), intersectionFinders(), subsetFinders(), fishFinders(),
                        singleDigitPatternFinders(), wingFinders(), colouringFinders(), uniquenessFinders(),
                        chainFinders(), alsFinders(), forcingFinders(), constraintForcingFinders(), whatIfFinders(), cageFinders(), setEquivalenceFinders(),
                        countingFinders(), gridRuleFinders(), constraintFinders(),
                        rulePointingFinders(), jointFitFinders(), houseDigitFitFinders(),
                        equalCellsFinders(), whispersColouringFinders()})
        for (const FinderEntry& entry : family)
            table[size_t(entry.technique)] = entry.find;
    return table;
}

} // namespace

FinderFunction finderFor(Technique technique)
{
    static const auto table = buildTable();
    return table[size_t(technique)];
}

} // namespace pm::logic
