// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"
#include "core/logic/step.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace pm::test {

// One case of HoDoKu's regression library (../shared/data/
// hodoku_reglib_techniques.tsv): a 9x9 candidate state, the technique, and
// the eliminations / placements one instance of it must make.
struct ReglibCase {
    std::string name;      // HoDoKu's technique name
    std::string code;      // HoDoKu's technique code ("0300")
    std::string variant;   // HoDoKu's variant column ("1", "2", "x")
    bool failCase = false; // a "must not be found" case
    int line = 0;          // source line in the original reglib
    Grid state;            // values (solved cells) and candidates
    std::vector<logic::CellDigit> eliminations;
    std::vector<logic::CellDigit> placements;
};

std::vector<ReglibCase> loadReglib();

// Pencilmark's technique for a HoDoKu code, when it has one.
std::optional<logic::Technique> techniqueForHodokuCode(const std::string& code);

// A 9x9 candidate state from the solution-path tables' columns: grid_pm81
// (81 space-separated candidate groups) and values81 (solved cells as
// digits). Fails the calling test (qFatal) on a malformed row.
Grid statePm81(const std::string& pm81, const std::string& values81);

// "r3c6<>4 r2c9=8" parsed into cells and digits (0-based cells).
void parseExpected(const std::string& text, std::vector<logic::CellDigit>& eliminations,
                   std::vector<logic::CellDigit>& placements);

} // namespace pm::test
