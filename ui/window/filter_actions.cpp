// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/filter_actions.h"

#include "text/translated_text.h"
#include "ui/board/board_widget.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

#include <algorithm>
#include <optional>

namespace pm {

namespace {

// The digit key a symbol is typed with, for its Alt shortcut; none for letters,
// whose Alt keys open the menus.
std::optional<Qt::Key> digitKeyOf(const Alphabet& alphabet, int digit)
{
    const std::string symbol = alphabet.symbolUtf8(digit);
    if (symbol.size() == 1 && symbol[0] >= '0' && symbol[0] <= '9')
        return Qt::Key(Qt::Key_0 + (symbol[0] - '0'));
    return std::nullopt;
}

} // namespace

FilterActions::FilterActions(QWidget* window, QMenu* menu, BoardWidget* board)
    : QObject(window)
    , m_window(window)
    , m_board(board)
    , m_group(new QActionGroup(this))
    , m_alphabet(Alphabet::standard(9))
{
    m_group->setExclusive(true);
    const auto titled = [&](const char* source) {
        QMenu* sub = menu->addMenu(QString());
        setTranslatedText(sub->menuAction(), staticMetaObject.className(), source);
        return sub;
    };
    m_none = addChoice(menu, QString(), {});
    setTranslatedText(m_none, staticMetaObject.className(), QT_TR_NOOP("&No Filter"));
    m_none->setObjectName(QStringLiteral("filter-none"));
    m_none->setChecked(true);
    menu->addSeparator();
    m_onlyDigit = titled(QT_TR_NOOP("&Only the Candidates of"));
    m_digitPlaces = titled(QT_TR_NOOP("&Where a Digit Can Go"));
    QAction* bivalue = addChoice(menu, QString(), {BoardFilter::Kind::Bivalue, 0, 0});
    setTranslatedText(bivalue, staticMetaObject.className(), QT_TR_NOOP("&Bivalue Cells"));
    bivalue->setObjectName(QStringLiteral("filter-bivalue"));
    bivalue->setShortcut(QKeySequence(Qt::ALT | Qt::Key_B));
    m_counts = titled(QT_TR_NOOP("Cells with This Many &Candidates"));
    connect(m_board, &BoardWidget::filterChanged, this, &FilterActions::follow);
    setAlphabet(Alphabet::standard(9));
}

QAction* FilterActions::addChoice(QMenu* menu, const QString& text, const BoardFilter& filter)
{
    auto* action = new QAction(text, m_window);
    action->setCheckable(true);
    m_group->addAction(action);
    menu->addAction(action);
    m_window->addAction(action); // its shortcut works while the menu is closed
    connect(action, &QAction::triggered, this, [this, action] { choose(action); });
    m_choices.emplace_back(action, filter);
    return action;
}

void FilterActions::setAlphabet(const Alphabet& alphabet)
{
    if (m_built && alphabet == m_alphabet)
        return;
    m_alphabet = alphabet;
    m_built = true;
    rebuildDigitMenus();
}

void FilterActions::rebuildDigitMenus()
{
    for (QMenu* menu : {m_onlyDigit, m_digitPlaces, m_counts}) {
        for (QAction* action : menu->actions()) {
            m_choices.erase(std::remove_if(m_choices.begin(), m_choices.end(),
                                           [action](const auto& choice) { return choice.first == action; }),
                            m_choices.end());
            delete action; // leaves the group, the menu and the window with it
        }
    }
    for (int digit = 1; digit <= m_alphabet.size(); ++digit) {
        const QString symbol = QString::fromStdString(m_alphabet.symbolUtf8(digit));
        QAction* only = addChoice(m_onlyDigit, symbol, {BoardFilter::Kind::Digit, digit, 0});
        only->setObjectName(QStringLiteral("filter-digit-%1").arg(digit));
        QAction* places = addChoice(m_digitPlaces, symbol, {BoardFilter::Kind::DigitPlaces, digit, 0});
        places->setObjectName(QStringLiteral("filter-places-%1").arg(digit));
        if (const auto key = digitKeyOf(m_alphabet, digit)) {
            only->setShortcut(QKeySequence(Qt::ALT | *key));
            places->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | *key));
        }
        QAction* count = addChoice(m_counts, QString::number(digit), {BoardFilter::Kind::CandidateCount, 0, digit});
        count->setObjectName(QStringLiteral("filter-count-%1").arg(digit));
    }
    follow();
}

void FilterActions::choose(QAction* action)
{
    const auto found = std::find_if(m_choices.begin(), m_choices.end(),
                                    [action](const auto& choice) { return choice.first == action; });
    if (found == m_choices.end())
        return;
    // The filter in force chosen again: off, so one key turns it on and off.
    const BoardFilter filter = found->second == m_board->filter() ? BoardFilter{} : found->second;
    m_board->setFilter(filter);
    follow();
}

void FilterActions::follow()
{
    for (const auto& [action, filter] : m_choices) {
        if (filter == m_board->filter()) {
            action->setChecked(true);
            return;
        }
    }
    m_none->setChecked(true);
}

} // namespace pm
