// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the sentences of variant constraint steps share: the rule of one
// constraint as a clause (step_text_constraints.cpp), the small pieces of
// digits and sums, and the sentences of the plain reasons of pills, lines
// and clues (step_text_constraint_reasons.cpp, step_text_line_sums.cpp,
// step_text_cell_groups.cpp), which
// step_text_constraints.cpp calls.
#include "core/logic/step.h"
#include "text/step_text/step_text.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace pm::constraint_sentences {

// One constraint's rule, as a clause naming it: "the digits on the
// thermometer from r1c4 rise from the bulb".
QString constraintRule(const StepText& t, int index);
// The digits of a mask (bit d-1 for digit d), ascending.
std::vector<int> digitsOf(std::uint64_t mask);
// "a, b or c".
QString alternatives(const QStringList& items);
// "2, 6 or 8": the digits a cell may hold.
QString anyOf(const StepText& t, const std::vector<int>& digits);
// "1+2+3": the digits a sum is made of.
QString addends(const StepText& t, const std::vector<int>& digits);
// "9 − (1+2)": a total less a sum (`sum`, of `digits`), bracketed when it has more than one.
QString less(int total, const std::vector<int>& digits, const QString& sum);
// The bounds of CarriedBounds's claims, each carried `rise` on from the
// cell before or after it: "r1c5 holds at least 4, as r1c4 before it holds
// at least 3".
QStringList carriedBoundClaims(const StepText& t, const logic::Step& step, int rise);

// The sentences of the reasons of step_text_constraint_reasons.cpp
// (logic::ConstraintReason), for a step that carries that reason.
QString pillBoundsText(const StepText& t, const logic::Step& step);
QString segmentBoundsText(const StepText& t, const logic::Step& step);
QString zipperBoundsText(const StepText& t, const logic::Step& step);
QString segmentSumsText(const StepText& t, const logic::Step& step);
QString betweenBoundsText(const StepText& t, const logic::Step& step);
QString lockoutSpanText(const StepText& t, const logic::Step& step);
QString lockoutWaysText(const StepText& t, const logic::Step& step);
QString betweenWaysText(const StepText& t, const logic::Step& step);
QString xSumSetsText(const StepText& t, const logic::Step& step);
QString sandwichWaysText(const StepText& t, const logic::Step& step);
QString sandwichLengthsText(const StepText& t, const logic::Step& step);
QString renbanRunFillingsText(const StepText& t, const logic::Step& step);
QString classPlacesText(const StepText& t, const logic::Step& step);
QString arrowFillingsText(const StepText& t, const logic::Step& step);
QString quadrupleFilledText(const StepText& t, const logic::Step& step);
QString distinctSubsetsText(const StepText& t, const logic::Step& step);
QString skyscraperPlacesText(const StepText& t, const logic::Step& step);
QString skyscraperRiseText(const StepText& t, const logic::Step& step);
QString skyscraperCountText(const StepText& t, const logic::Step& step);
// step_text_cases.cpp:
QString caseChainsText(const StepText& t, const logic::Step& step);
QString arrowCasesText(const StepText& t, const logic::Step& step);

} // namespace pm::constraint_sentences
