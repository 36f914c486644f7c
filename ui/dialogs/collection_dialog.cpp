// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/collection_dialog.h"

#include "play/collection/collection_model.h"
#include "play/collection/collection_play.h"
#include "text/collection_text.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace pm {

namespace {

// Lines that hold no puzzle listed one by one up to this many, then counted.
constexpr int kUnreadableShown = 5;

} // namespace

CollectionDialog::CollectionDialog(CollectionPlay* play, const CollectionLevels* levels, QWidget* parent)
    : QDialog(parent)
    , m_collection(play)
    , m_model(new CollectionModel(play, levels, this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_play(new QPushButton(CollectionText::playButton(), this))
{
    const PuzzleCollection& collection = play->collection();
    setWindowTitle(CollectionText::listTitle(collection.fileName()));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);

    // Sorted by what each column means (CollectionModel::SortRole): levels
    // in their order, numbers as numbers. Rows re-sort as levels come.
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(CollectionModel::SortRole);
    m_view->setModel(m_sorted);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->verticalHeader()->hide();
    // One line of text a row: a collection may hold thousands.
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    QHeaderView* header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(CollectionModel::Puzzle, QHeaderView::Stretch);
    // In the file's order until the player clicks a heading (a header's
    // own default would sort by number, descending).
    header->setSortIndicator(CollectionModel::Number, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);
    layout->addWidget(m_view, 1);

    if (const auto& unreadable = collection.unreadable(); !unreadable.empty()) {
        QStringList lines{CollectionText::unreadableIntro(int(unreadable.size()))};
        for (std::size_t i = 0; i < unreadable.size() && i < std::size_t(kUnreadableShown); ++i)
            lines << CollectionText::unreadableLine(unreadable[i].line, unreadable[i].error);
        if (unreadable.size() > std::size_t(kUnreadableShown))
            lines << CollectionText::moreUnreadable(int(unreadable.size()) - kUnreadableShown);
        auto* label = new QLabel(lines.join(QLatin1Char('\n')), this);
        label->setObjectName(QStringLiteral("unreadableLines"));
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(label);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_play, QDialogButtonBox::AcceptRole);
    m_play->setDefault(true);
    connect(m_play, &QPushButton::clicked, this, [this] { choose(m_view->currentIndex()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_view, &QAbstractItemView::activated, this, &CollectionDialog::choose);

    updateSummary();
    connect(play, &CollectionPlay::stateChanged, this, &CollectionDialog::updateSummary);

    // The puzzle picked last, else the first one not solved yet.
    int row = play->current();
    for (int i = 0; row < 0 && i < collection.size(); ++i)
        if (play->state(i) != PuzzleState::Solved)
            row = i;
    m_view->setCurrentIndex(m_sorted->mapFromSource(m_model->index(std::max(row, 0), CollectionModel::Number)));
    m_view->setFocus();
    resize(860, 520);
}

void CollectionDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    // Now that the list has its height: the puzzle picked last in the middle.
    m_view->scrollTo(m_view->currentIndex(), QAbstractItemView::PositionAtCenter);
}

void CollectionDialog::choose(const QModelIndex& index)
{
    if (m_chosen || !index.isValid())
        return;
    m_chosen = true;
    accept();
    emit puzzleChosen(m_sorted->mapToSource(index).row());
}

void CollectionDialog::updateSummary()
{
    int solved = 0;
    int inProgress = 0;
    const int count = m_collection->collection().size();
    for (int i = 0; i < count; ++i) {
        const PuzzleState state = m_collection->state(i);
        solved += state == PuzzleState::Solved;
        inProgress += state == PuzzleState::InProgress;
    }
    m_summary->setText(CollectionText::summary(count, solved, inProgress));
}

} // namespace pm
