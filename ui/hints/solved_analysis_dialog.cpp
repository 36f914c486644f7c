// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/hints/solved_analysis_dialog.h"

#include "text/game_text.h"

#include "play/jobs/puzzle_analysis_search.h"
#include "text/names.h"
#include "text/step_text/step_text.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pm {

SolvedAnalysisDialog::SolvedAnalysisDialog(const Grid& puzzle, std::vector<game::HintUse> hints, bool assisted,
                                           QWidget* parent)
    : QDialog(parent)
    , m_puzzle(puzzle)
    , m_hintsUsed(std::move(hints))
    , m_search(new PuzzleAnalysisSearch(this))
    , m_rating(new QLabel(this))
    , m_techniques(new QTreeWidget(this))
    , m_hints(new QTreeWidget(this))
    , m_showAfterSolving(new QCheckBox(tr("&Show this after every solved game"), this))
{
    setWindowTitle(tr("Puzzle Solved: Analysis"));
    m_rating->setObjectName(QStringLiteral("rating"));
    m_rating->setWordWrap(true);
    m_rating->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rating->setText(tr("Analysing the puzzle…"));
    m_techniques->setObjectName(QStringLiteral("techniques"));
    m_techniques->setHeaderLabels({tr("Technique"), tr("Level"), tr("Steps")});
    m_techniques->setRootIsDecorated(false);
    m_techniques->headerItem()->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    m_techniques->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_hints->setObjectName(QStringLiteral("hints"));
    m_hints->setHeaderLabels({tr("Hint"), tr("What you did")});
    m_hints->setRootIsDecorated(false);
    m_hints->header()->setSectionResizeMode(0, QHeaderView::Stretch);

    auto* techniquesLabel = new QLabel(tr("Techniques its logical path needs:"), this);
    techniquesLabel->setBuddy(m_techniques);
    auto* hintsLabel = new QLabel(this);
    hintsLabel->setBuddy(m_hints);
    // Help without a hint (a check that found a mistake, a rewind) is
    // named too: such a game is counted apart from the best times, and the
    // analysis must not say it had none.
    hintsLabel->setObjectName(QStringLiteral("helpText"));
    if (!m_hintsUsed.empty())
        hintsLabel->setText(tr("You used %n hint(s):", nullptr, int(m_hintsUsed.size())));
    else
        hintsLabel->setText(assisted ? GameText::helpWithoutHints() : tr("You solved it without a hint."));
    // Cleared, the next solve shows no analysis (the window keeps the
    // setting); Help ▸ Show Analysis After Solving turns it back on.
    m_showAfterSolving->setObjectName(QStringLiteral("showAfterSolving"));
    m_showAfterSolving->setChecked(true);
    connect(m_showAfterSolving, &QCheckBox::toggled, this, &SolvedAnalysisDialog::showAfterSolvingChanged);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_rating);
    layout->addWidget(techniquesLabel);
    layout->addWidget(m_techniques, 2);
    layout->addWidget(hintsLabel);
    layout->addWidget(m_hints, 1);
    m_hints->setVisible(!m_hintsUsed.empty());
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_showAfterSolving);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
    resize(460, 440);

    listHints();
    connect(m_search, &PuzzleAnalysisSearch::finished, this, &SolvedAnalysisDialog::showAnalysis);
    m_search->start(m_puzzle);
}

SolvedAnalysisDialog::~SolvedAnalysisDialog()
{
    m_search->cancel();
    m_search->waitForWorker();
}

bool SolvedAnalysisDialog::isWorking() const
{
    return m_search->isRunning();
}

QString SolvedAnalysisDialog::ratingText() const
{
    return m_rating->text();
}

void SolvedAnalysisDialog::done(int result)
{
    m_search->cancel();
    QDialog::done(result);
}

void SolvedAnalysisDialog::showAnalysis(const game::PuzzleAnalysis& analysis)
{
    m_analysis = analysis;
    const grading::Rating& rating = analysis.rating;
    switch (rating.outcome) {
    case grading::Rating::Outcome::Invalid:
        m_rating->setText(tr("This puzzle has no solution, so it has no rating."));
        break;
    case grading::Rating::Outcome::Multiple:
        m_rating->setText(tr("This puzzle has more than one solution, so it has no rating."));
        break;
    case grading::Rating::Outcome::Cancelled: break;
    case grading::Rating::Outcome::VariantRules:
        m_rating->setText(tr("The logic could not finish this puzzle with its variant rules, so it has no rating."));
        break;
    case grading::Rating::Outcome::Rated:
        // The rating's level is the highest a step of the path needs; the
        // hardest step is the one of the highest rating, as Sudoku Explainer rates.
        m_rating->setText(tr("Level: %1 · rating %2 (%n step(s))", nullptr, analysis.pathSteps)
                              .arg(Names::level(rating.level), QString::number(rating.rating, 'f', 1))
                          + QLatin1Char('\n')
                          + tr("Hardest step: %1 (%2)")
                                .arg(StepText::techniqueName(analysis.hardest()),
                                     Names::level(analysis.hardestLevel())));
        break;
    }
    m_techniques->clear();
    for (const game::TechniqueCount& entry : analysis.techniques) {
        auto* item = new QTreeWidgetItem(m_techniques);
        item->setText(0, StepText::techniqueName(entry.technique));
        item->setText(1, Names::level(logic::info(entry.technique).level));
        item->setText(2, QString::number(entry.count));
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        item->setData(0, Qt::UserRole, int(entry.technique));
    }
    emit analysed();
}

void SolvedAnalysisDialog::listHints()
{
    for (const game::HintUse& use : m_hintsUsed) {
        auto* item = new QTreeWidgetItem(m_hints);
        switch (use.kind) {
        case game::HintUse::Kind::Step:
            item->setText(0, StepText::techniqueName(use.technique));
            item->setData(0, Qt::UserRole, int(use.technique));
            break;
        case game::HintUse::Kind::WrongEntry: item->setText(0, tr("A wrong entry")); break;
        case game::HintUse::Kind::RemovedCandidate: item->setText(0, tr("A candidate removed by mistake")); break;
        }
        item->setText(1, use.applied ? tr("Applied") : tr("Shown"));
    }
}

QString SolvedAnalysisDialog::helpText() const
{
    const auto* label = findChild<QLabel*>(QStringLiteral("helpText"));
    return label ? label->text() : QString();
}

} // namespace pm
