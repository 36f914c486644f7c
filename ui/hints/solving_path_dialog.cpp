// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/names.h"
#include "ui/hints/solving_path_dialog.h"

#include "play/jobs/solving_path_search.h"
#include "text/step_text/step_text.h"
#include "ui/board/board_widget.h"
#include "ui/board/highlight_legend.h"
#include "ui/hints/solving_path_model.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTreeView>
#include <QVBoxLayout>

namespace pm {

namespace {

enum Page { WorkingPage, PathPage };

QLabel* wrappingLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

SolvingPathDialog::SolvingPathDialog(const Grid& puzzle, const Alphabet& alphabet, const logic::TechniqueOrder& order,
                                     QWidget* parent)
    : QDialog(parent)
    , m_puzzle(puzzle)
    , m_alphabet(alphabet)
    , m_order(order)
    , m_search(new SolvingPathSearch(this))
    , m_model(new SolvingPathModel(this))
    , m_pages(new QStackedWidget(this))
    , m_working(new QLabel(this))
    , m_summary(wrappingLabel(this))
    , m_list(new QTreeView(this))
    , m_board(new BoardWidget(this))
    , m_stepHeading(new QLabel(this))
    , m_sentence(wrappingLabel(this))
    , m_legend(new HighlightLegend(this))
{
    setObjectName(QStringLiteral("solvingPathDialog"));
    setSizeGripEnabled(true);

    // While the path is worked out: a busy bar; Close stops the work.
    auto* working = new QWidget(m_pages);
    auto* workingColumn = new QVBoxLayout(working);
    workingColumn->addStretch(1);
    m_working->setAlignment(Qt::AlignCenter);
    workingColumn->addWidget(m_working);
    auto* busy = new QProgressBar(working);
    busy->setRange(0, 0);
    busy->setTextVisible(false);
    busy->setMaximumWidth(400);
    workingColumn->addWidget(busy, 0, Qt::AlignHCenter);
    workingColumn->addStretch(1);
    m_pages->addWidget(working);

    // The path: the list on the left, the board at the chosen step on the right.
    auto* pathPage = new QWidget(m_pages);
    auto* pathColumn = new QVBoxLayout(pathPage);
    pathColumn->setContentsMargins(0, 0, 0, 0);
    m_summary->setObjectName(QStringLiteral("solvingPathSummary"));
    pathColumn->addWidget(m_summary);
    auto* splitter = new QSplitter(Qt::Horizontal, pathPage);
    splitter->setChildrenCollapsible(false);

    m_list->setObjectName(QStringLiteral("solvingPathList"));
    m_list->setModel(m_model);
    // A tree view without branches is the multi-column list: Home and End
    // go to the first and last step (in a table they go along the row).
    m_list->setRootIsDecorated(false);
    m_list->setItemsExpandable(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setAlternatingRowColors(true);
    m_list->setWordWrap(false);
    m_list->setTextElideMode(Qt::ElideRight);
    QHeaderView* columns = m_list->header();
    columns->setStretchLastSection(false);
    columns->setSectionResizeMode(SolvingPathModel::NumberColumn, QHeaderView::ResizeToContents);
    columns->setSectionResizeMode(SolvingPathModel::TechniqueColumn, QHeaderView::ResizeToContents);
    columns->setSectionResizeMode(SolvingPathModel::EffectColumn, QHeaderView::Stretch);
    columns->setSectionResizeMode(SolvingPathModel::LevelColumn, QHeaderView::ResizeToContents);
    splitter->addWidget(m_list);

    auto* stepPane = new QWidget(splitter);
    auto* stepColumn = new QVBoxLayout(stepPane);
    stepColumn->setContentsMargins(0, 0, 0, 0);
    // The board is a picture here: no cursor, no input, no focus (the list keeps it).
    m_board->setObjectName(QStringLiteral("solvingPathBoard"));
    m_board->setFocusPolicy(Qt::NoFocus);
    m_board->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_board->setHighlightHouses(false);
    m_board->setHighlightSameDigit(false);
    m_board->setMinimumSize(m_board->minimumSizeHint());
    stepColumn->addWidget(m_board, 1);
    // The step's words and legend scroll in a space of fixed height, so the
    // board keeps its size while the arrow keys walk from a single (two
    // legend rows) to a chain (five or more).
    auto* details = new QScrollArea(stepPane);
    details->setFrameShape(QFrame::NoFrame);
    details->setWidgetResizable(true);
    details->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    details->setFixedHeight(fontMetrics().lineSpacing() * 13);
    auto* detailsContent = new QWidget(details);
    auto* detailsColumn = new QVBoxLayout(detailsContent);
    detailsColumn->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_stepHeading->font();
    bold.setBold(true);
    m_stepHeading->setFont(bold);
    detailsColumn->addWidget(m_stepHeading);
    m_sentence->setObjectName(QStringLiteral("solvingPathSentence"));
    detailsColumn->addWidget(m_sentence);
    detailsColumn->addWidget(m_legend);
    detailsColumn->addStretch(1);
    details->setWidget(detailsContent);
    stepColumn->addWidget(details);
    splitter->addWidget(stepPane);
    // Room for the list's four columns beside a board of about 420 pixels.
    m_list->setMinimumWidth(360);
    splitter->setSizes({460, 420});
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    pathColumn->addWidget(splitter, 1);
    m_pages->addWidget(pathPage);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showStep(current.isValid() ? current.row() : -1); });
    connect(m_search, &SolvingPathSearch::finished, this,
            [this](const logic::SolvePath& path) { onPathFound(path); });

    m_pages->setCurrentIndex(WorkingPage);
    retranslate();
    resize(900, 700);
    m_search->start(m_puzzle, m_order);
}

SolvingPathDialog::~SolvingPathDialog() = default; // the search's own destructor stops and joins its worker

bool SolvingPathDialog::isWorking() const
{
    return m_search->isRunning();
}

int SolvingPathDialog::currentStep() const
{
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void SolvingPathDialog::selectStep(int row)
{
    if (row < 0 || row >= m_model->stepCount())
        return;
    m_list->setCurrentIndex(m_model->index(row, SolvingPathModel::TechniqueColumn));
}

QString SolvingPathDialog::summaryText() const
{
    return m_summary->text();
}

QString SolvingPathDialog::sentenceText() const
{
    return m_sentence->text();
}

void SolvingPathDialog::done(int result)
{
    m_search->cancel();
    QDialog::done(result);
}

void SolvingPathDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void SolvingPathDialog::onPathFound(const logic::SolvePath& path)
{
    m_model->setPath(m_puzzle, m_alphabet, path);
    m_found = true;
    m_summary->setText(summary());
    m_pages->setCurrentIndex(PathPage);
    if (m_model->stepCount() > 0) {
        selectStep(0);
        m_list->setFocus();
    } else {
        showStep(-1);
    }
    emit pathShown();
}

void SolvingPathDialog::showStep(int row)
{
    if (row < 0 || row >= m_model->stepCount()) {
        // Nothing chosen: the puzzle's start until the path is known, then where the path ends.
        m_board->setState(boardStateFor(m_found ? m_model->stateBefore(m_model->stepCount())
                                                : logic::candidateState(m_puzzle)));
        m_stepHeading->clear();
        m_sentence->clear();
        m_legend->setPattern({});
        return;
    }
    const logic::Step& step = m_model->step(row);
    // The state first: a change of cells clears the board's highlight.
    m_board->setState(boardStateFor(m_model->stateBefore(row)));
    BoardHighlight highlight;
    highlight.pattern = step.pattern;
    m_board->setHighlight(std::move(highlight));
    m_stepHeading->setText(tr("The board before step %1 of %2 (%3)")
                               .arg(row + 1)
                               .arg(m_model->stepCount())
                               .arg(Names::level(logic::info(step.technique).level)));
    m_sentence->setText(m_model->sentence(row));
    m_legend->setPattern(step.pattern);
}

void SolvingPathDialog::retranslate()
{
    setWindowTitle(tr("Solving Path"));
    m_working->setText(tr("Working out the solving path…"));
    m_list->setAccessibleName(tr("Steps of the solving path"));
    m_model->retranslate();
    if (m_found)
        m_summary->setText(summary());
    showStep(currentStep());
}

QString SolvingPathDialog::summary() const
{
    QString text = pathSummary();
    // A path in the player's own order need not be the one the level was
    // graded on: say so, so its hardest step is not read as the puzzle's grade.
    if (!m_order.isStandard() && !text.isEmpty())
        text += QLatin1Char('\n')
            + tr("This path follows your own step order; the puzzle's rating always uses the standard order.");
    return text;
}

QString SolvingPathDialog::pathSummary() const
{
    const logic::SolvePath& path = m_model->path();
    const int steps = m_model->stepCount();
    switch (path.result) {
    case logic::SolvePath::Result::Solved: {
        const std::optional<int> hardest = m_model->hardestRow();
        if (!hardest)
            return tr("Nothing to solve: every cell is filled.");
        const logic::Technique technique = m_model->step(*hardest).technique;
        return tr("Steps: %1 · hardest technique: %2 · level: %3")
            .arg(steps)
            .arg(StepText::techniqueName(technique), Names::level(logic::info(technique).level));
    }
    case logic::SolvePath::Result::Multiple:
        return tr("This puzzle has more than one solution; logic alone goes this far (steps: %1).").arg(steps);
    case logic::SolvePath::Result::Stuck:
        if (m_order.disabledCount() > 0)
            return tr("No technique switched on in your step order takes the next step (steps so far: %1). "
                      "%n technique(s) are switched off (Help ▸ Step Order).",
                      nullptr, m_order.disabledCount())
                .arg(steps);
        if (m_puzzle.geometry().isCounted())
            return tr("None of the techniques Pencilmark knows for houses that hold each symbol several times "
                      "takes the next step (steps so far: %1).")
                .arg(steps);
        return tr("No technique Pencilmark knows takes the next step (steps so far: %1).").arg(steps);
    case logic::SolvePath::Result::Invalid: return tr("This puzzle has no solution.");
    case logic::SolvePath::Result::Cancelled: break;
    }
    return {};
}

BoardState SolvingPathDialog::boardStateFor(const Grid& state) const
{
    // Values and candidates as the solver saw them: the candidates as
    // corner marks, each in its fixed slot, where the pattern's roles are drawn.
    BoardState board;
    board.geometry = m_puzzle.geometryPtr();
    board.alphabet = m_alphabet;
    const int cells = state.cellCount();
    board.cells.assign(size_t(cells), {});
    board.givens.assign(size_t(cells), false);
    board.conflicts.assign(size_t(cells), false);
    board.mistakes.assign(size_t(cells), false);
    for (int cell = 0; cell < cells; ++cell) {
        game::CellState& shown = board.cells[size_t(cell)];
        shown.value = std::uint8_t(state.value(cell));
        if (shown.value == 0)
            shown.corner = state.candidates(cell);
        board.givens[size_t(cell)] = m_puzzle.value(cell) != 0;
    }
    return board;
}

} // namespace pm
