// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/two_solutions_dialog.h"

#include "ui/board/board_widget.h"
#include "text/game_text.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QVBoxLayout>

#include <algorithm>

namespace pm {

namespace {

// The side of each board: about 40 pixels a cell (a little smaller than the
// game's, large enough to read digits and letters), no less than 300, and
// two of them side by side, with the sentence and the button, within the
// screen (800x600 included).
int boardSide(int rows, const QScreen* screen)
{
    int side = std::clamp(rows * 40, 300, 640);
    if (screen) {
        const QRect room = screen->availableGeometry();
        side = std::min({side, (room.width() - 80) / 2, room.height() - 200});
    }
    return std::max(side, 240);
}

BoardState solutionState(const Grid& puzzle, const Alphabet& alphabet, const std::vector<std::uint8_t>& values)
{
    BoardState state;
    state.geometry = puzzle.geometryPtr();
    state.alphabet = alphabet;
    const auto count = size_t(puzzle.cellCount());
    state.cells.assign(count, {});
    state.givens.assign(count, false);
    state.conflicts.assign(count, false);
    state.mistakes.assign(count, false);
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        state.cells[size_t(cell)].value = values[size_t(cell)];
        state.givens[size_t(cell)] = !puzzle.isEmpty(cell);
    }
    return state;
}

} // namespace

TwoSolutionsDialog::TwoSolutionsDialog(const Grid& puzzle, const Alphabet& alphabet,
                                       const std::vector<std::uint8_t>& first,
                                       const std::vector<std::uint8_t>& second, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Puzzle"));
    setObjectName(QStringLiteral("twoSolutions"));
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (first[size_t(cell)] != second[size_t(cell)])
            m_differing.push_back(cell);

    auto* column = new QVBoxLayout(this);
    // As large as its content and no larger: stretched, the boards were
    // drawn square in tall widgets with empty bands around them.
    column->setSizeConstraint(QLayout::SetFixedSize);
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const int side = boardSide(puzzle.size(), screen);
    auto* message = new QLabel(GameText::multipleSolutions() + QLatin1Char('\n')
                                   + GameText::solutionsDiffer(int(m_differing.size())),
                               this);
    message->setWordWrap(true);
    column->addWidget(message);
    auto* boards = new QGridLayout;
    const std::vector<std::uint8_t>* solutions[] = {&first, &second};
    const QString captions[] = {tr("One solution"), tr("Another solution")};
    BoardHighlight differing;
    differing.spotlight = m_differing; // lit; the cells both share are dimmed
    for (int i = 0; i < 2; ++i) {
        auto* caption = new QLabel(captions[i], this);
        caption->setAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        boards->addWidget(caption, 0, i);
        auto* board = new BoardWidget(this);
        board->setObjectName(QStringLiteral("solution%1").arg(i + 1));
        // To look at, not to play on.
        board->setFocusPolicy(Qt::NoFocus);
        board->setAttribute(Qt::WA_TransparentForMouseEvents);
        board->setHighlightHouses(false);
        board->setHighlightSameDigit(false);
        board->setState(solutionState(puzzle, alphabet, *solutions[i]));
        board->setSelectedCell(-1);
        board->setHighlight(differing);
        board->setFixedSize(side, side);
        boards->addWidget(board, 1, i);
        m_boards[i] = board;
    }
    column->addLayout(boards);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    column->addWidget(buttons);
}

} // namespace pm
