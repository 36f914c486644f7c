// SPDX-License-Identifier: GPL-3.0-or-later
// Mnemonics (issue 39, item 5): in every shipped language, no underlined
// letter twice in one menu, in the menu bar (where the window's own Alt
// keys, Alt+B and Alt+digit for the filters, count too: German "&Bearbeiten"
// once lost Alt+B to the bivalue filter) or in one dialog; and the New Game
// question's buttons each have one.
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/dialogs/statistics_dialog.h"
#include "ui/dialogs/technique_order_dialog.h"
#include "ui/hints/solved_analysis_dialog.h"
#include "ui/print/booklet_dialog.h"
#include "ui/window/game_document.h"
#include "ui/window/language.h"
#include "ui/window/main_window.h"

#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QTimer>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

// The underlined letter of a text ("Save &As…": 'a'), or a null QChar.
QChar mnemonicOf(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i; // "&&" is a plain ampersand
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// Letters used twice among `texts`, as "letter: text, text".
QStringList clashes(const QStringList& texts)
{
    QMap<QChar, QStringList> byLetter;
    for (const QString& text : texts) {
        if (const QChar letter = mnemonicOf(text); !letter.isNull())
            byLetter[letter] << text;
    }
    QStringList found;
    for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it) {
        if (it.value().size() > 1)
            found << QStringLiteral("%1: %2").arg(it.key()).arg(it.value().join(QStringLiteral(", ")));
    }
    return found;
}

// Each menu under `menu`, checked on its own.
void checkMenu(QMenu* menu, QStringList& problems)
{
    QStringList texts;
    for (QAction* action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        texts << action->text();
        if (action->menu())
            checkMenu(action->menu(), problems);
    }
    // The whole menu with it, so a fix can pick a letter still free.
    for (const QString& clash : clashes(texts))
        problems << QStringLiteral("menu %1: %2 (all: %3)").arg(menu->title(), clash, texts.join(QStringLiteral(" | ")));
}

// The texts of a dialog that carry a mnemonic: buttons, labels with a
// buddy, group boxes, tabs.
QStringList dialogTexts(QWidget* dialog)
{
    QStringList texts;
    for (QAbstractButton* button : dialog->findChildren<QAbstractButton*>())
        if (button->isVisibleTo(dialog))
            texts << button->text();
    for (QLabel* label : dialog->findChildren<QLabel*>())
        if (label->buddy() && label->isVisibleTo(dialog))
            texts << label->text();
    for (QGroupBox* box : dialog->findChildren<QGroupBox*>())
        if (box->isVisibleTo(dialog))
            texts << box->title();
    for (QTabWidget* tabs : dialog->findChildren<QTabWidget*>())
        for (int i = 0; i < tabs->count(); ++i)
            texts << tabs->tabText(i);
    return texts;
}

void checkDialog(const QString& name, QWidget* dialog, QStringList& problems)
{
    const QStringList texts = dialogTexts(dialog);
    for (const QString& clash : clashes(texts))
        problems << QStringLiteral("%1: %2 (all: %3)").arg(name, clash, texts.join(QStringLiteral(" | ")));
}

} // namespace

class TestMnemonics : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_mnemonics"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        applyLanguage(QStringLiteral("en"));
    }

    void noLetterTwice_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "de", "fr", "es"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void noLetterTwice()
    {
        QFETCH(QString, language);
        QCOMPARE(applyLanguage(language), language);
        std::unique_ptr<MainWindow> window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY(window);
        QStringList problems;

        // The menu bar, with the window's own Alt+letter keys.
        QStringList bar;
        for (QAction* menu : window->menuBar()->actions()) {
            bar << menu->text();
            if (menu->menu())
                checkMenu(menu->menu(), problems);
        }
        for (QAction* action : window->findChildren<QAction*>()) {
            for (const QKeySequence& keys : action->shortcuts()) {
                const QKeyCombination key = keys[0];
                if (keys.count() == 1 && key.keyboardModifiers() == Qt::AltModifier && key.key() >= Qt::Key_A
                    && key.key() <= Qt::Key_Z)
                    bar << QStringLiteral("&%1 (%2)").arg(QChar(char16_t(key.key()))).arg(action->text());
            }
        }
        for (const QString& clash : clashes(bar))
            problems << QStringLiteral("menu bar: %1 (all: %2)").arg(clash, bar.join(QStringLiteral(" | ")));

        // Every dialog the menus open.
        NewGameDialog newGame(window.get());
        newGame.show();
        checkDialog(QStringLiteral("New Game"), &newGame, problems);
        BookletDialog booklet(window.get());
        booklet.show();
        checkDialog(QStringLiteral("Print Booklet"), &booklet, problems);
        StatisticsDialog statistics({}, window.get());
        statistics.show();
        checkDialog(QStringLiteral("Statistics"), &statistics, problems);
        TechniqueOrderDialog order(window->session()->techniqueOrder(), window.get());
        order.show();
        checkDialog(QStringLiteral("Step Order"), &order, problems);
        SolvedAnalysisDialog analysis(window->session()->game().puzzle(), {}, false, window.get());
        analysis.show();
        checkDialog(QStringLiteral("Analysis"), &analysis, problems);

        // The question before a game with moves is replaced: Save and
        // Discard each have a letter (Cancel is Escape).
        window->board()->setSelectedCell(0);
        window->session()->input({0}, 4, InputMode::Value);
        QStringList question;
        QTimer::singleShot(0, [&question] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                question = dialogTexts(box);
                box->button(QMessageBox::Cancel)->click();
            }
        });
        QVERIFY(!window->document()->confirmReplacingGame());
        QCOMPARE(question.size(), 3);
        for (const QString& text : question)
            if (!text.contains(QLatin1Char('&')) && text != QCoreApplication::translate("pm::GameDocument", "Cancel"))
                problems << QStringLiteral("New Game question: %1 has no mnemonic").arg(text);
        for (const QString& clash : clashes(question))
            problems << QStringLiteral("New Game question: %1").arg(clash);

        for (const QString& problem : problems)
            qInfo().noquote() << language << problem; // whole: a failure message is cut short
        QVERIFY2(problems.isEmpty(), qPrintable(language + QStringLiteral(":\n  ") + problems.join(QStringLiteral("\n  "))));
    }
};

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
