// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/setter_checks_dialog.h"

#include "play/session/game_session.h"
#include "text/names.h"
#include "text/setter_text.h"
#include "text/why_not_text.h"
#include "ui/board/board_widget.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pm {

SetterChecksDialog::SetterChecksDialog(GameSession* session, BoardWidget* board, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_board(board)
    , m_checks(this)
    , m_cell(new QLabel(this))
    , m_digit(new QSpinBox(this))
    , m_whyNot(new QPushButton(tr("&Why Not?"), this))
    , m_status(new QLabel(this))
    , m_answer(new QPlainTextEdit(this))
{
    setWindowTitle(tr("Setter Checks"));
    auto* intro = new QLabel(tr("These checks look at the puzzle's givens and rules, never at the digits and marks "
                                "entered in play."),
                             this);
    intro->setWordWrap(true);

    auto* candidates = new QPushButton(tr("&True Candidates"), this);
    candidates->setToolTip(tr("The digits some solution puts in each cell: where a puzzle is still open."));
    auto* clues = new QPushButton(tr("&Unnecessary Clues"), this);
    clues->setToolTip(tr("The givens, cages and rules the puzzle keeps its one solution without, each on its own."));
    auto* checksRow = new QHBoxLayout;
    checksRow->addWidget(candidates);
    checksRow->addWidget(clues);
    checksRow->addStretch();

    const int symbols = m_session->game().geometry().symbolCount();
    m_digit->setRange(1, symbols);
    auto* digitLabel = new QLabel(tr("&Digit:"), this);
    digitLabel->setBuddy(m_digit);
    m_whyNot->setToolTip(tr("Why this digit cannot go in the selected cell: the shortest story found."));
    auto* whyRow = new QHBoxLayout;
    whyRow->addWidget(digitLabel);
    whyRow->addWidget(m_digit);
    whyRow->addWidget(m_cell);
    whyRow->addWidget(m_whyNot);
    whyRow->addStretch();

    m_answer->setReadOnly(true);
    m_answer->setAccessibleName(tr("Answer"));
    m_status->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(checksRow);
    layout->addLayout(whyRow);
    layout->addWidget(m_status);
    layout->addWidget(m_answer, 1);
    layout->addWidget(buttons);
    resize(560, 420);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::finished, &m_checks, &SetterChecks::cancel);
    connect(candidates, &QPushButton::clicked, this, [this] {
        starting(tr("Looking for the true candidates…"));
        m_checks.findTrueCandidates(puzzle());
    });
    connect(clues, &QPushButton::clicked, this, [this] {
        starting(tr("Counting the solutions without each clue…"));
        m_checks.findUnnecessaryClues(puzzle());
    });
    connect(m_whyNot, &QPushButton::clicked, this, [this] {
        const int cell = m_board->selectedCell();
        if (cell < 0)
            return;
        starting(tr("Looking for the shortest story…"));
        m_checks.explainWhyNot(puzzle(), {cell, m_digit->value()});
    });
    connect(&m_checks, &SetterChecks::trueCandidatesFound, this, [this](const solver::TrueCandidates& found) {
        showAnswer(SetterText::trueCandidates(found, puzzle(), m_session->game().alphabet()));
    });
    connect(&m_checks, &SetterChecks::unnecessaryCluesFound, this, [this](const solver::ClueNecessity& found) {
        showAnswer(SetterText::unnecessaryClues(found, puzzle(), m_session->game().alphabet()));
    });
    connect(&m_checks, &SetterChecks::whyNotFound, this,
            [this](const logic::WhyNot& answer, logic::CellDigit candidate) {
                const Grid grid = puzzle();
                showAnswer(WhyNotText::explain(answer, candidate, grid.geometry(), m_session->game().alphabet())
                         .join(QLatin1Char('\n')));
            });
    connect(m_board, &BoardWidget::cellSelected, this, &SetterChecksDialog::updateCell);
    // Another puzzle on the board: an answer about the last one is no answer.
    connect(m_session, &GameSession::gameStarted, this, [this] {
        m_checks.cancel();
        m_status->clear();
        m_answer->clear();
        m_digit->setRange(1, m_session->game().geometry().symbolCount());
        updateCell();
    });
    updateCell();
}

SetterChecksDialog::~SetterChecksDialog()
{
    m_checks.cancel();
    m_checks.waitForWorker();
}

Grid SetterChecksDialog::puzzle() const
{
    return m_session->isEditing() ? m_session->enteredPuzzle() : m_session->game().puzzle();
}

void SetterChecksDialog::starting(const QString& what)
{
    m_status->setText(what);
    m_answer->clear();
    emit announcement(what);
}

void SetterChecksDialog::showAnswer(const QString& text)
{
    m_status->clear();
    m_answer->setPlainText(text);
    // The first line is the answer's gist (a verdict, or the whole story of
    // a "why not"); the lists below it are read in the answer box.
    emit announcement(text.section(QLatin1Char('\n'), 0, 0));
}

void SetterChecksDialog::updateCell()
{
    const int cell = m_board->selectedCell();
    const bool any = cell >= 0 && cell < m_session->game().geometry().cellCount();
    //: The cell "Why Not?" asks about: "in r3c4".
    m_cell->setText(any ? tr("in %1").arg(Names::cell(m_session->game().geometry(), cell)) : tr("(select a cell)"));
    // Read with the digit field, where focus is: "Digit: 3, in r2c3".
    m_digit->setAccessibleDescription(m_cell->text());
    m_whyNot->setEnabled(any);
}

} // namespace pm
