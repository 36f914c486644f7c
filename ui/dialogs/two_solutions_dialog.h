// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/grid.h"

#include <QDialog>

#include <cstdint>
#include <vector>

namespace pm {

class BoardWidget;

// "This puzzle has more than one solution": two of them drawn side by
// side as boards, the givens in bold, and the cells where the two differ
// lit on both (the rest dimmed), so the player sees where a given is
// missing. Replaces two grids of ASCII text.
class TwoSolutionsDialog : public QDialog {
    Q_OBJECT
public:
    TwoSolutionsDialog(const Grid& puzzle, const Alphabet& alphabet, const std::vector<std::uint8_t>& first,
                       const std::vector<std::uint8_t>& second, QWidget* parent = nullptr);

    // The cells where the two solutions differ.
    const std::vector<int>& differingCells() const { return m_differing; }
    BoardWidget* board(int index) const { return m_boards[index]; }

private:
    std::vector<int> m_differing;
    BoardWidget* m_boards[2] = {};
};

} // namespace pm
