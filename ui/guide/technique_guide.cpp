// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/guide/technique_guide.h"

#include "text/constraint_text.h"
#include "text/names.h"

#include "play/session/board_state.h"
#include "text/step_text/step_text.h"
#include "text/technique_descriptions.h"
#include "ui/board/board_widget.h"
#include "ui/board/highlight_legend.h"

#include "core/generate/practice_options.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace pm {

namespace {

constexpr int kTechniqueRole = Qt::UserRole;
// One board side for every example up to 9x9, so the page does not jump
// about as the selection moves between 4x4, 6x6 and 9x9 examples; the
// counted shapes' examples (12x12, 18x18) get more room where the page has
// it, or their pencil marks would be a few pixels high.
constexpr int kBoardSide = 400;

int boardSideFor(int size, int pageWidth)
{
    const int wanted = size <= 9 ? kBoardSide : (size <= 12 ? kBoardSide * 6 / 5 : kBoardSide * 3 / 2);
    return std::max(kBoardSide, std::min(wanted, pageWidth));
}

QLabel* textLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QLabel* boldLabel(QWidget* parent, qreal scale)
{
    auto* label = textLabel(parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    label->setFont(font);
    return label;
}

// The position as the board shows a game: givens apart from the digits
// placed since, and the candidates of every empty cell as corner marks.
BoardState boardStateOf(const WorkedExample& worked)
{
    const Grid& position = worked.position;
    BoardState state;
    state.geometry = position.geometryPtr();
    state.alphabet = worked.alphabet;
    const auto count = size_t(position.cellCount());
    state.cells.assign(count, {});
    state.givens.assign(count, false);
    state.conflicts.assign(count, false);
    state.mistakes.assign(count, false);
    for (int cell = 0; cell < position.cellCount(); ++cell) {
        game::CellState& shown = state.cells[size_t(cell)];
        shown.value = std::uint8_t(position.value(cell));
        if (position.isEmpty(cell))
            shown.corner = position.candidates(cell);
        state.givens[size_t(cell)] = worked.puzzle.isGiven(cell);
    }
    return state;
}

} // namespace

TechniqueGuide::TechniqueGuide(QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("techniqueGuide"));
    m_list->setObjectName(QStringLiteral("techniqueList"));
    m_list->setColumnCount(3);
    m_list->setRootIsDecorated(false);
    m_list->setItemsExpandable(false);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);

    auto* page = new QWidget;
    auto* column = new QVBoxLayout(page);
    m_name = boldLabel(page, 1.4);
    m_facts = textLabel(page);
    m_description = textLabel(page);
    m_practise = new QPushButton(page);
    m_practise->setObjectName(QStringLiteral("practise"));
    m_practiseNote = textLabel(page);
    m_practiseNote->setObjectName(QStringLiteral("practiseNote"));
    connect(m_practise, &QPushButton::clicked, this, [this] {
        if (const auto technique = currentTechnique())
            emit practiseRequested(*technique);
    });
    m_exampleHeading = boldLabel(page, 1.0);
    m_caption = textLabel(page);
    m_caption->setTextFormat(Qt::PlainText); // a published puzzle's title is shown as written, never as markup
    m_board = new BoardWidget(page);
    // Read-only: a picture of a position, not a game to play in.
    m_board->setFocusPolicy(Qt::NoFocus);
    m_board->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_board->setHighlightHouses(false);
    m_board->setHighlightSameDigit(false);
    m_board->setFixedSize(kBoardSide, kBoardSide);
    m_legend = new HighlightLegend(page);
    m_step = textLabel(page);
    m_step->setObjectName(QStringLiteral("exampleStep"));
    column->addWidget(m_name);
    column->addWidget(m_facts);
    column->addWidget(m_description);
    auto* practiseRow = new QHBoxLayout;
    practiseRow->addWidget(m_practise);
    practiseRow->addWidget(m_practiseNote, 1);
    column->addLayout(practiseRow);
    column->addSpacing(8);
    column->addWidget(m_exampleHeading);
    column->addWidget(m_caption);
    // The key goes under the sentence, not beside the board: its longest
    // rows ("strong link: if not one, then the other") need the full width.
    column->addWidget(m_board, 0, Qt::AlignLeft);
    column->addWidget(m_step);
    column->addWidget(m_legend);
    column->addStretch(1);
    auto* scroll = new QScrollArea;
    m_pageScroll = scroll;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_list);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({330, 570});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    resize(900, 820);

    auto* close = new QAction(this);
    close->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);

    buildList();
    connect(m_list, &QTreeWidget::currentItemChanged, this, &TechniqueGuide::showCurrent);
    retranslate();
    if (m_list->topLevelItemCount() > 0 && m_list->topLevelItem(0)->childCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0)->child(0));
}

void TechniqueGuide::buildList()
{
    // Families in the order the catalogue first meets them (finned fish
    // come later than basic fish but join their family), each family's
    // techniques in catalogue order.
    std::vector<logic::Family> families;
    for (const logic::TechniqueInfo& row : logic::catalogue())
        if (std::find(families.begin(), families.end(), row.family) == families.end())
            families.push_back(row.family);
    for (logic::Family family : families) {
        auto* group = new QTreeWidgetItem(m_list);
        group->setFlags(Qt::ItemIsEnabled);
        QFont font = group->font(0);
        font.setBold(true);
        group->setFont(0, font);
        group->setFirstColumnSpanned(true);
        for (const logic::TechniqueInfo& row : logic::catalogue()) {
            if (row.family != family)
                continue;
            auto* item = new QTreeWidgetItem(group);
            item->setData(0, kTechniqueRole, int(row.technique));
            item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        }
    }
    m_list->expandAll();
}

void TechniqueGuide::retranslate()
{
    setWindowTitle(tr("Techniques"));
    m_list->setHeaderLabels({tr("Technique"), tr("Level"), tr("Rating")});
    m_list->headerItem()->setToolTip(2, tr("Difficulty on the Sudoku Explainer scale"));
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* group = m_list->topLevelItem(i);
        for (int j = 0; j < group->childCount(); ++j) {
            QTreeWidgetItem* item = group->child(j);
            const auto technique = logic::Technique(item->data(0, kTechniqueRole).toInt());
            const logic::TechniqueInfo& row = logic::info(technique);
            item->setText(0, StepText::techniqueName(technique));
            item->setText(1, Names::level(row.level));
            item->setText(2, ratingText(row.rating));
            if (j == 0)
                group->setText(0, Names::family(row.family));
        }
    }
    m_exampleHeading->setText(tr("Worked example"));
    m_legend->setAccessibleName(tr("Key to the highlight"));
    m_board->setAccessibleName(tr("Worked example board"));
    showCurrent();
}

void TechniqueGuide::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TechniqueGuide::showTechnique(logic::Technique technique)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* group = m_list->topLevelItem(i);
        for (int j = 0; j < group->childCount(); ++j) {
            if (group->child(j)->data(0, kTechniqueRole).toInt() == int(technique)) {
                m_list->setCurrentItem(group->child(j));
                m_list->scrollToItem(group->child(j));
                return;
            }
        }
    }
}

std::optional<logic::Technique> TechniqueGuide::currentTechnique() const
{
    const QTreeWidgetItem* item = m_list->currentItem();
    if (!item || !item->data(0, kTechniqueRole).isValid())
        return std::nullopt;
    return logic::Technique(item->data(0, kTechniqueRole).toInt());
}

QString TechniqueGuide::descriptionText() const
{
    return m_description->text();
}

QString TechniqueGuide::exampleText() const
{
    return m_board->isHidden() ? QString() : m_step->text();
}

QString TechniqueGuide::practiseNoteText() const
{
    return m_practiseNote->text();
}

QString TechniqueGuide::exampleCaptionText() const
{
    return m_caption->text();
}

void TechniqueGuide::showCurrent()
{
    const std::optional<logic::Technique> technique = currentTechnique();
    if (!technique)
        return;
    const logic::TechniqueInfo& row = logic::info(*technique);
    m_name->setText(StepText::techniqueName(*technique));
    m_facts->setText(tr("Family: %1 · Level: %2 · Rating: %3")
                         .arg(Names::family(row.family), Names::level(row.level), ratingText(row.rating)));
    m_description->setText(TechniqueDescriptions::description(*technique));
    // Only what the generator can target: it refuses what-if, too rare to
    // draw at random, and the variant rules it cannot deal
    // (generate::checkGeneratorOptions).
    const bool practisable = generate::canPractise(*technique);
    m_practise->setText(tr("&Practise"));
    m_practise->setEnabled(practisable);
    if (practisable)
        m_practiseNote->setText(tr("Puzzles that need it, one after another, each started just before the step."));
    else if (row.family == logic::Family::Constraints) // rules the generator does not deal
        m_practiseNote->setText(tr("Cannot be practised: the generator makes no puzzles with the rules it needs yet."));
    else
        m_practiseNote->setText(
            tr("Cannot be practised: puzzles that need it are too rare for the generator to make."));
    showExample(*technique);
}

void TechniqueGuide::showExample(logic::Technique technique)
{
    const TechniqueExample* example = techniqueExample(logic::info(technique).key);
    const WorkedExample* worked = example ? workedExample(technique) : nullptr;
    const bool shown = worked && worked->showsTechnique(technique);
    m_board->setVisible(shown);
    m_legend->setVisible(shown);
    m_step->setVisible(shown);
    if (!shown) {
        // Never a made-up picture: without a position where the solver
        // takes this step, the page says so.
        m_caption->setText(example ? tr("The example position no longer leads the solver to this technique, "
                                        "so it is not shown.")
                                   : tr("No worked example yet: none of the puzzles searched for this guide "
                                        "needed this technique on the solver's path."));
        m_legend->setPattern({});
        return;
    }
    m_caption->setText(exampleCaption(*example, *worked));
    // The page's width less its margins and a vertical scroll bar (a large
    // board brings one): a wider board would push the text past the
    // window's edge.
    const QMargins margins = m_board->parentWidget()->layout()->contentsMargins();
    const int scrollBar = m_pageScroll->verticalScrollBar()->isVisible()
        ? 0
        : style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_pageScroll);
    const int pageWidth = m_pageScroll->viewport()->width() - margins.left() - margins.right() - scrollBar;
    const int side = boardSideFor(worked->position.size(), pageWidth);
    m_board->setFixedSize(side, side);
    m_board->setState(boardStateOf(*worked));
    BoardHighlight highlight;
    highlight.pattern = worked->next.step.pattern;
    m_board->setHighlight(highlight);
    m_legend->setPattern(worked->next.step.pattern);
    const StepText text(worked->position.geometry(), worked->alphabet);
    m_step->setText(text.explain(worked->next.step));
}

const WorkedExample* TechniqueGuide::workedExample(logic::Technique technique)
{
    auto found = m_examples.find(technique);
    if (found == m_examples.end()) {
        const TechniqueExample* example = techniqueExample(logic::info(technique).key);
        if (!example)
            return nullptr;
        // The slowest examples (forcing chains, what-if on 9x9) take a
        // noticeable moment, once.
        QApplication::setOverrideCursor(Qt::WaitCursor);
        found = m_examples.emplace(technique, loadWorkedExample(*example)).first;
        QApplication::restoreOverrideCursor();
    }
    return found->second ? &*found->second : nullptr;
}

QString TechniqueGuide::exampleCaption(const TechniqueExample& example, const WorkedExample& worked) const
{
    const Geometry& g = worked.position.geometry();
    QString shape;
    if (g.hasConstraints() && !worked.title.empty() && !worked.author.empty())
        shape = tr("“%1” by %2, a %3×%3 puzzle with its own rules (%4)")
                    .arg(QString::fromStdString(worked.title), QString::fromStdString(worked.author))
                    .arg(g.size())
                    .arg(ConstraintText::kindsListed(g));
    else if (g.hasConstraints()) // one of Pencilmark's own, which has no title
        shape = tr("A %1×%1 puzzle with its own rules (%2)").arg(g.size()).arg(ConstraintText::kindsListed(g));
    else if (g.hasCages())
        shape = tr("A %1×%1 killer sudoku (%2×%3 boxes; each cage's digits differ and add up to its sum)")
                    .arg(g.size())
                    .arg(g.boxRows())
                    .arg(g.boxCols());
    else if (hasVariant(g.variants(), Variant::Diagonals))
        shape = tr("A %1×%1 X-Sudoku (%2×%3 boxes; both diagonals, too, hold every digit once)")
                    .arg(g.size())
                    .arg(g.boxRows())
                    .arg(g.boxCols());
    else if (g.isCounted() && g.boxRows() == 0)
        shape = tr("A %1×%1 MultiFour (symbols 1–%2, each %3 times per row and column)")
                    .arg(g.size())
                    .arg(g.symbolCount())
                    .arg(g.lineCount());
    else if (g.isCounted())
        shape = tr("An %1×%1 DoubleNine (1–%2 twice per row and column, once per %3×%4 section)")
                    .arg(g.size())
                    .arg(g.symbolCount())
                    .arg(g.boxRows())
                    .arg(g.boxCols());
    else
        shape = tr("A %1×%1 puzzle (%2×%3 boxes)").arg(g.size()).arg(g.boxRows()).arg(g.boxCols());
    const QString source = sourceName(example.source);
    if (example.position.empty())
        return tr("%1, at its start. Source: %2.").arg(shape, source);
    if (example.staleMarks)
        return tr("%1, some steps into its solution, with pencil marks a player left behind: one candidate "
                  "the earlier steps would have removed is still there. Source: %2.")
            .arg(shape, source);
    return tr("%1, some steps into its solution: the pencil marks are those the earlier steps left. "
              "Source: %2.")
        .arg(shape, source);
}

QString TechniqueGuide::sourceName(std::string_view key)
{
    if (key == "sudoq")
        return QStringLiteral("SudoQ"); // an app's name
    if (key == "hodoku-exemplars")
        return tr("HoDoKu's exemplar puzzles");
    if (key == "forum-hardest")
        return tr("the enjoysudoku forum's list of hardest puzzles");
    if (key == "generator")
        return tr("Pencilmark's generator");
    if (key == "solo")
        return tr("the killers of Solo, in Simon Tatham's Portable Puzzle Collection");
    if (key == "variants-public")
        return tr("published variant puzzles, shared under CC BY 4.0");
    return {};
}

QString TechniqueGuide::ratingText(double rating)
{
    return QLocale().toString(rating, 'f', 1);
}

} // namespace pm
