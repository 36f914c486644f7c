// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/technique_order.h"

class QSettings;

namespace pm {

// The player's own step order, kept in QSettings under "hints/techniqueOrder"
// as logic::TechniqueOrder's key list. Nothing saved: the standard order.
// Keys this version does not know are dropped on reading (with a warning on
// the console); techniques new to it come in switched on.
logic::TechniqueOrder savedTechniqueOrder(const QSettings& settings);
// The standard order is saved as nothing at all, so a later version's new
// standard order reaches players who never changed theirs.
void saveTechniqueOrder(QSettings& settings, const logic::TechniqueOrder& order);

} // namespace pm
