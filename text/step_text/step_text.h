// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/geometry.h"
#include "core/logic/logic_solver.h"
#include "core/logic/step.h"

#include <QCoreApplication>
#include <QString>

namespace pm {

// Turns Steps into sentences: the one place where a deduction becomes text.
// Every string goes through tr() (context "pm::StepText"), so hints are
// translated with the rest of the app. Cells are named rNcM.
class StepText {
    Q_DECLARE_TR_FUNCTIONS(pm::StepText)
public:
    StepText(const Geometry& geometry, const Alphabet& alphabet);

    // The full explanation of a step, one or two sentences.
    QString explain(const logic::Step& step) const;
    // A plain account of the effect ("X-Wing: 7 goes from r4c3."): what
    // explain() falls back to for a step its family text does not know.
    QString plainAccount(const logic::Step& step) const;
    // The technique's display name ("X-Wing", "Hidden Single").
    static QString techniqueName(logic::Technique technique);
    // Where to look, without naming the technique: the first hint stage.
    QString whereToLook(const logic::Step& step) const;
    // "r7c4 has no candidate left" and friends.
    QString contradiction(const logic::Contradiction& contradiction) const;

    // Building blocks for the family texts.
    QString cell(int cell) const;                         // r3c4
    QString cells(const std::vector<int>& cells) const;   // r3c4, r3c6 and r5c1
    QString house(int house) const;                       // row 3, column 5, box 4, the main diagonal ...
    QString houses(const std::vector<int>& houses) const; // rows 2 and 8 / row 2 and box 1
    QString cage(int cell) const;                         // the killer cage holding a cell: "the cage of 23 at r1c1"
    QString digit(int digit) const;                       // in the puzzle's alphabet
    QString digits(const std::vector<int>& digits) const; // 3, 7 and 8
    QString digitSet(const std::vector<int>& digits) const; // {3,7,8}
    QString candidates(const std::vector<logic::CellDigit>& list) const; // r1c2<>5: "5 from r1c2, r1c4"
    QString eliminationList(const logic::Step& step) const; // "7 goes from r4c3 and r5c6" style tail
    // The same cell by cell, for steps whose cells each lose several digits:
    // "remove 7, 8 and 9 from r1c1 and r2c1; 3 from r4c4".
    QString eliminationsByCell(const logic::Step& step) const;
    QString placementList(const logic::Step& step) const;   // "r3c4 = 5"
    QString list(const QStringList& items) const;          // "a, b and c"

    const Geometry& geometry() const { return m_geometry; }

private:
    const Geometry& m_geometry;
    Alphabet m_alphabet;
};

// Family texts, one file each (step_text_<family>.cpp); each returns an empty
// string for a step it does not know, and explain() falls back to a plain
// account of the effect.
QString singlesText(const StepText& t, const logic::Step& step);
QString intersectionsText(const StepText& t, const logic::Step& step);
QString subsetsText(const StepText& t, const logic::Step& step);
QString fishText(const StepText& t, const logic::Step& step);
QString singleDigitPatternsText(const StepText& t, const logic::Step& step);
QString wingsText(const StepText& t, const logic::Step& step);
QString colouringText(const StepText& t, const logic::Step& step);
QString uniquenessText(const StepText& t, const logic::Step& step);
QString chainsText(const StepText& t, const logic::Step& step);
QString alsText(const StepText& t, const logic::Step& step);
QString forcingText(const StepText& t, const logic::Step& step);
QString whatIfText(const StepText& t, const logic::Step& step);
QString cagesText(const StepText& t, const logic::Step& step);
QString countingText(const StepText& t, const logic::Step& step);
QString constraintsText(const StepText& t, const logic::Step& step);
QString equalCellsText(const StepText& t, const logic::Step& step);      // step_text_equal_cells.cpp
QString equalCellsChainText(const StepText& t, const logic::Step& step); // step_text_equal_cells.cpp
QString whispersColouringText(const StepText& t, const logic::Step& step); // step_text_whispers_colouring.cpp

} // namespace pm
