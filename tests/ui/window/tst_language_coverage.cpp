// SPDX-License-Identifier: GPL-3.0-or-later
// In every language the app speaks, what the player sees is in that
// language and fits where it is shown: the main window (menus, toolbar,
// number pad, status bar), the hint panel, New Game and Help ▸ Keys and
// Modes. A text the same as in English must be one the translation keeps
// as it is (names such as "Pencilmark" or "X-Wing", keys, numbers); a label,
// button or list is never narrower than its text.
#include "ui/dialogs/new_game_dialog.h"
#include "ui/hints/hint_panel.h"
#include "ui/board/board_widget.h"
#include "ui/window/keys_window.h"
#include "ui/window/language.h"
#include "ui/window/main_window.h"

#include "tests/ui/window_helpers.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QAbstractTextDocumentLayout>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextTable>
#include <QXmlStreamReader>
#include <QtTest>

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

struct Shown {
    QString where; // the widget, for messages
    QString text;
    bool clipped = false;
};

QString plain(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    text.remove(QLatin1Char('&'));
    return text.simplified();
}

// Every text of a widget tree a player can see, in creation order, so two
// runs of the same screens line up entry by entry.
QList<Shown> shownTexts(QWidget* root)
{
    QList<Shown> shown;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* widget : widgets) {
        if (!widget->isVisible())
            continue;
        const QString where = QStringLiteral("%1 %2").arg(QString::fromLatin1(widget->metaObject()->className()),
                                                         widget->objectName());
        // Squeezed below what its text needs: the text is cut off.
        const bool squeezed = widget->width() < widget->sizeHint().width();
        if (auto* label = qobject_cast<QLabel*>(widget)) {
            if (!label->text().isEmpty())
                shown.push_back({where, plain(label->text()), !label->wordWrap() && squeezed});
        } else if (auto* button = qobject_cast<QAbstractButton*>(widget)) {
            if (!button->text().isEmpty())
                shown.push_back({where, plain(button->text()), squeezed});
        } else if (auto* box = qobject_cast<QGroupBox*>(widget)) {
            shown.push_back({where, plain(box->title()), false});
        } else if (auto* combo = qobject_cast<QComboBox*>(widget)) {
            // Every choice, and the box itself as wide as its longest one.
            for (int i = 0; i < combo->count(); ++i)
                shown.push_back({where + QStringLiteral(" item"), plain(combo->itemText(i)), i == 0 && squeezed});
        }
    }
    return shown;
}

void addMenu(QList<Shown>& shown, QMenu* menu)
{
    for (QAction* action : menu->actions()) {
        if (action->isSeparator() || action->text().isEmpty())
            continue;
        shown.push_back({QStringLiteral("menu ") + plain(menu->title()), plain(action->text()), false});
        if (action->menu())
            addMenu(shown, action->menu());
    }
}

// The texts a translation keeps as written (names, "Pause" in German …):
// the same in English is right for them.
QSet<QString> keptAsWritten(const QString& language)
{
    QSet<QString> kept;
    QFile file(QStringLiteral(PENCILMARK_SOURCE_DIR "/translations/pencilmark_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly))
        return kept;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"source")
            source = xml.readElementText();
        else if (xml.name() == u"translation") {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (plain(translation) == plain(source))
                kept.insert(plain(source));
        }
    }
    return kept;
}

// Names, keys and numbers: no words to translate.
bool hasNoWords(const QString& text)
{
    static const QRegularExpression words(QStringLiteral("[A-Za-z]{3,}"));
    static const QRegularExpression cellsAndKeys(QStringLiteral("^(r\\d+c\\d+|Ctrl\\+.*|Alt\\+.*|F\\d+|Shift\\+.*|Tab)$"));
    return !words.match(text).hasMatch() || cellsAndKeys.match(text).hasMatch();
}

} // namespace

class TestLanguageCoverage : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // The screens a player meets first, in the language installed now.
    QList<Shown> screens()
    {
        QList<Shown> shown;
        std::unique_ptr<MainWindow> window = test::windowPlaying(m_dir, kPuzzle);
        if (!window)
            return shown;
        for (QAction* menu : window->menuBar()->actions())
            if (menu->menu())
                addMenu(shown, menu->menu());
        QTest::keyClick(window->board(), Qt::Key_H); // the hint panel, at its first stage
        // A screen that does not come up leaves the list short: the
        // comparison with English fails on it.
        if (!QTest::qWaitFor([&] { return window->session()->hint() != nullptr; }, 20000))
            return {};
        shown += shownTexts(window.get());

        NewGameDialog dialog(window.get());
        dialog.show();
        if (!QTest::qWaitForWindowExposed(&dialog))
            return {};
        shown += shownTexts(&dialog);
        dialog.close();

        window->action(QStringLiteral("keys"))->trigger();
        if (auto* keys = window->findChild<KeysWindow*>()) {
            if (!QTest::qWaitForWindowExposed(keys))
                return {};
            shown += shownTexts(keys);
            // The list itself, row by row: key, then what it does.
            const QStringList lines = keys->browser()->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            for (const QString& line : lines)
                shown.push_back({QStringLiteral("keys list"), line.simplified(), false});
            keys->close();
        }
        return shown;
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_language_coverage"));
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        applyLanguage(QStringLiteral("en"));
    }

    void everyTextIsTranslatedAndFits_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* language : {"de", "fr", "es"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void everyTextIsTranslatedAndFits()
    {
        QFETCH(QString, language);
        QSettings().clear();
        applyLanguage(QStringLiteral("en"));
        const QList<Shown> english = screens();
        QVERIFY(english.size() > 50);
        for (const Shown& shown : english)
            QVERIFY2(!shown.clipped, qPrintable(QStringLiteral("en: %1 cut off: %2").arg(shown.where, shown.text)));

        QSettings().clear();
        QCOMPARE(applyLanguage(language), language);
        const QList<Shown> translated = screens();
        QCOMPARE(translated.size(), english.size());
        const QSet<QString> kept = keptAsWritten(language);
        QStringList untranslated, clipped;
        for (qsizetype i = 0; i < translated.size(); ++i) {
            const Shown& shown = translated[i];
            if (shown.clipped)
                clipped << QStringLiteral("%1: %2").arg(shown.where, shown.text);
            if (shown.text == english[i].text && !hasNoWords(shown.text) && !kept.contains(shown.text))
                untranslated << QStringLiteral("%1: %2").arg(shown.where, shown.text);
        }
        // The language menu names each language in its own words, on purpose.
        untranslated.removeIf([](const QString& entry) {
            return entry.endsWith(u"English") || entry.endsWith(u"Deutsch") || entry.endsWith(u"Français")
                || entry.endsWith(u"Español");
        });
        QVERIFY2(untranslated.isEmpty(), qPrintable(language + QStringLiteral(" left in English:\n  ")
                                                    + untranslated.join(QStringLiteral("\n  "))));
        QVERIFY2(clipped.isEmpty(), qPrintable(language + QStringLiteral(" cut off:\n  ")
                                               + clipped.join(QStringLiteral("\n  "))));
    }

    // The size list names the boxes as German does: "4×4 (2×2-Blöcke)",
    // not "(Blöcke 2×2)" (nor left in English as "(2×2 boxes)").
    void theGermanSizeListNamesItsBoxes()
    {
        QSettings().clear();
        QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        std::unique_ptr<MainWindow> window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY(window);
        NewGameDialog dialog(window.get());
        auto* shapes = dialog.findChild<QComboBox*>(QStringLiteral("shape"));
        QVERIFY(shapes);
        QStringList items;
        for (int i = 0; i < shapes->count(); ++i)
            items << shapes->itemText(i);
        QVERIFY2(items.contains(QStringLiteral("4×4 (2×2-Blöcke)")), qPrintable(items.join(QStringLiteral(" | "))));
        QVERIFY2(items.contains(QStringLiteral("9×9 (3×3-Blöcke)")), qPrintable(items.join(QStringLiteral(" | "))));
        for (const QString& item : items)
            QVERIFY2(!item.contains(QStringLiteral("boxes")) && !item.contains(QStringLiteral("(Blöcke")), qPrintable(item));
    }

    void theKeysTableKeepsItsColumnsApart_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "de", "fr", "es"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    // Help ▸ Keys and Modes (F1) is a table of keys and what they do. In
    // German, "Ziffer oder Buchstabe" ran into "im aktuellen Modus wirken":
    // every key must end a clear gap before its explanation begins, as the
    // label lays the table out at its own width.
    void theKeysTableKeepsItsColumnsApart()
    {
        QFETCH(QString, language);
        QSettings().clear();
        QCOMPARE(applyLanguage(language), language);
        std::unique_ptr<MainWindow> window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY(window);
        window->board()->setFocus();
        QTest::keyClick(window->board(), Qt::Key_F1);
        KeysWindow* keys = nullptr;
        QTRY_VERIFY((keys = window->findChild<KeysWindow*>()) != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(keys));
        // The document as the window lays it out, at its width.
        QTextDocument& document = *keys->browser()->document();
        QTextTable* rows = nullptr;
        for (QTextFrame* frame : document.rootFrame()->childFrames())
            if ((rows = qobject_cast<QTextTable*>(frame)))
                break;
        QVERIFY(rows);
        QCOMPARE(rows->columns(), 2);
        QAbstractTextDocumentLayout* layout = document.documentLayout();
        // The ink of a cell's text: from its first line's left to its widest line's right.
        const auto inkOf = [&](const QTextTableCell& cell) {
            qreal left = 1e9, right = -1e9;
            for (QTextFrame::iterator it = cell.begin(); !it.atEnd(); ++it) {
                const QTextBlock block = it.currentBlock();
                const QRectF box = layout->blockBoundingRect(block);
                for (int i = 0; i < block.layout()->lineCount(); ++i) {
                    const QTextLine line = block.layout()->lineAt(i);
                    left = std::min(left, box.left() + line.x());
                    right = std::max(right, box.left() + line.x() + line.naturalTextWidth());
                }
            }
            return std::pair{left, right};
        };
        const qreal gap = QFontMetricsF(keys->browser()->font()).averageCharWidth() * 1.5;
        for (int row = 0; row < rows->rows(); ++row) {
            const auto [keyLeft, keyRight] = inkOf(rows->cellAt(row, 0));
            const auto [textLeft, textRight] = inkOf(rows->cellAt(row, 1));
            const QString key = rows->cellAt(row, 0).firstCursorPosition().block().text();
            QVERIFY2(textLeft - keyRight >= gap,
                     qPrintable(QStringLiteral("%1: \"%2\" ends %3 px before its explanation (needs %4)")
                                    .arg(language, key).arg(textLeft - keyRight).arg(gap)));
        }
        keys->close();
    }
};

QTEST_MAIN(TestLanguageCoverage)
#include "tst_language_coverage.moc"
