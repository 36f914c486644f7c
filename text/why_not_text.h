// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/geometry.h"
#include "core/logic/why_not.h"

#include <QCoreApplication>
#include <QStringList>

namespace pm {

// What "why can't this digit go here?" answers (core/logic/why_not.h), as
// lines a person reads in order: the assumption, each step under it (from
// StepText), and where the grid breaks. Context "pm::WhyNotText".
class WhyNotText {
    Q_DECLARE_TR_FUNCTIONS(pm::WhyNotText)
public:
    static QStringList explain(const logic::WhyNot& answer, logic::CellDigit candidate, const Geometry& geometry,
                               const Alphabet& alphabet);
};

} // namespace pm
