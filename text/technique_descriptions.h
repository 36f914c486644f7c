// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/technique.h"

#include <QCoreApplication>
#include <QString>

namespace pm {

// What each technique is, in plain words, for the technique guide: the
// pattern, why it works, and what it removes or places, in two to four
// sentences. Translated (context "pm::TechniqueDescriptions"); the names
// themselves come from StepText::techniqueName.
class TechniqueDescriptions {
    Q_DECLARE_TR_FUNCTIONS(pm::TechniqueDescriptions)
public:
    static QString description(logic::Technique technique);
};

} // namespace pm
