// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/logic_context.h"

#include <span>

namespace pm::logic {

// Each technique family lists its finders; finders.cpp joins them in
// catalogue order. One finder per technique, so `--only KEY` can run one.
std::span<const FinderEntry> singlesFinders();
std::span<const FinderEntry> intersectionFinders();
std::span<const FinderEntry> subsetFinders();
std::span<const FinderEntry> fishFinders();
std::span<const FinderEntry> singleDigitPatternFinders();
std::span<const FinderEntry> wingFinders();
std::span<const FinderEntry> colouringFinders();
std::span<const FinderEntry> uniquenessFinders();
std::span<const FinderEntry> chainFinders();
std::span<const FinderEntry> alsFinders();
std::span<const FinderEntry> forcingFinders();
std::span<const FinderEntry> whatIfFinders();
std::span<const FinderEntry> constraintForcingFinders(); // constraint_forcing.cpp
std::span<const FinderEntry> cageFinders();
std::span<const FinderEntry> setEquivalenceFinders(); // set_equivalence.cpp
std::span<const FinderEntry> countingFinders();
std::span<const FinderEntry> gridRuleFinders();   // constraint_logic_grid_rules.cpp
std::span<const FinderEntry> constraintFinders(); // constraint_logic.cpp
std::span<const FinderEntry> rulePointingFinders(); // constraint_logic_pointing.cpp
std::span<const FinderEntry> jointFitFinders();     // constraint_joint_fit.cpp
std::span<const FinderEntry> houseDigitFitFinders(); // constraint_house_digit_fit.cpp
std::span<const FinderEntry> equalCellsFinders();   // equal_cells.cpp
std::span<const FinderEntry> whispersColouringFinders(); // whispers_colouring.cpp

// The finder of a technique, or null if none is written yet.
FinderFunction finderFor(Technique technique);

} // namespace pm::logic
