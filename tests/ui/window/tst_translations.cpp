// SPDX-License-Identifier: GPL-3.0-or-later
// Translations: a language switch changes the running window's texts and the
// step explanations, and back; every embedded .qm loads; every .ts message in
// the source tree is finished and keeps the placeholders of its source.
#include "play/session/game_session.h"
#include "text/game_text.h"
#include "text/step_text/step_text.h"
#include "ui/board/board_widget.h"
#include "ui/board/number_pad.h"
#include "ui/window/language.h"
#include "ui/window/main_window.h"

#include "tests/ui/window_helpers.h"

#include <QAbstractButton>
#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTranslator>
#include <QUndoStack>
#include <QXmlStreamReader>
#include <QtTest>

using namespace pm;

namespace {

const QStringList kLanguages = {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")};

QString tsPath(const QString& language)
{
    return QStringLiteral(PENCILMARK_SOURCE_DIR "/translations/pencilmark_%1.ts").arg(language);
}

bool hasButton(MainWindow& window, const QString& text)
{
    const QList<QAbstractButton*> buttons = window.numberPad()->findChildren<QAbstractButton*>();
    return std::any_of(buttons.begin(), buttons.end(), [&text](QAbstractButton* b) { return b->text() == text; });
}

QString gameMenuTitle(MainWindow& window)
{
    const QList<QAction*> menus = window.menuBar()->actions();
    return menus.isEmpty() ? QString() : menus.front()->text();
}

// The placeholders a translation must keep: %1..%99 and %n (each once is enough).
QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(n|L?\\d+)"));
    QStringList found;
    for (const QRegularExpressionMatch& match : pattern.globalMatch(text))
        found << match.captured(0);
    found.removeDuplicates();
    found.sort();
    return found;
}

struct TsMessage {
    QString context;
    QString source;
    QString type;           // "unfinished", "vanished", "obsolete" or empty
    QStringList forms;      // the translation, or its plural forms
};

QList<TsMessage> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QString context;
    TsMessage message;
    QString text; // of the <translation> being read, when it has no plural forms
    bool plural = false;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == u"name") {
                context = xml.readElementText();
            } else if (xml.name() == u"message") {
                message = TsMessage{context, {}, {}, {}};
            } else if (xml.name() == u"source") {
                message.source = xml.readElementText();
            } else if (xml.name() == u"translation") {
                message.type = xml.attributes().value(QStringLiteral("type")).toString();
                text.clear();
                plural = false;
            } else if (xml.name() == u"numerusform") {
                plural = true;
                message.forms << xml.readElementText();
            } else if (xml.name() != u"TS" && xml.name() != u"context") {
                xml.skipCurrentElement(); // location, comment, extracomment
            }
        } else if (xml.isCharacters()) {
            text += xml.text();
        } else if (xml.isEndElement()) {
            if (xml.name() == u"translation" && !plural)
                message.forms << text;
            else if (xml.name() == u"message")
                messages << message;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_translations"));
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        applyLanguage(QStringLiteral("en"));
    }

    // Counts read as each language counts: English from its plural forms
    // (pencilmark_en.ts), German with a form for one and one for more, and a
    // count of none is left out rather than said ("0 falsche Ziffern").
    void pluralsFollowTheLanguage()
    {
        const GameSession session;
        const game::Game& game = session.game();
        game::CheckResult result;
        result.mistakes = {4};
        result.wrongMarks = {1, 2, 3};
        QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(GameText::checkResult(result, game),
                 QStringLiteral("1 wrong digit, shown with a corner flag. "
                                "3 cells whose pencil marks leave out the answer: r1c2, r1c3, r1c4."));
        result.mistakes = {4, 5};
        result.wrongMarks = {1};
        QCOMPARE(GameText::checkResult(result, game),
                 QStringLiteral("2 wrong digits, shown with a corner flag. "
                                "1 cell whose pencil marks leave out the answer: r1c2."));
        QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        result.mistakes.clear();
        const QString german = GameText::checkResult(result, game);
        QCOMPARE(german, QStringLiteral("1 Zelle, deren Notizen die richtige Ziffer auslassen: r1c2."));
        result.mistakes = {4};
        QVERIFY2(GameText::checkResult(result, game).startsWith(QStringLiteral("1 falsche Ziffer,")),
                 qPrintable(GameText::checkResult(result, game)));
        applyLanguage(QStringLiteral("en"));
    }

    // Undo and Redo speak the language chosen, for moves made before the
    // switch too ("Rückgängig Centre marks" was the bug), and back again.
    void undoTextsFollowALanguageSwitch()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave-undo.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(test::playPuzzle(window, QStringLiteral(
                     "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7")).kind,
                 game::PuzzleVerdict::Kind::Unique);
        window.board()->setFocus();
        window.board()->setSelectedCell(0);
        QTest::keyClick(window.board(), Qt::Key_3, Qt::ControlModifier); // a centre mark
        QTest::keyClick(window.board(), Qt::Key_4);                      // a digit
        const auto undoText = [&] { return window.action(QStringLiteral("undo"))->text(); };
        const auto redoText = [&] { return window.action(QStringLiteral("redo"))->text(); };
        QVERIFY2(undoText().startsWith(QStringLiteral("&Undo")) && undoText().endsWith(QStringLiteral("Enter 4")),
                 qPrintable(undoText()));
        QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        QTRY_VERIFY2(undoText().startsWith(QStringLiteral("&Rückgängig")) && undoText().endsWith(QStringLiteral("4 eintragen")),
                     qPrintable(undoText()));
        window.session()->undoStack()->undo();
        QVERIFY2(undoText().endsWith(QStringLiteral("Mittelnotizen")), qPrintable(undoText()));
        QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QTRY_VERIFY2(undoText().startsWith(QStringLiteral("&Undo")) && undoText().endsWith(QStringLiteral("Centre marks")),
                     qPrintable(undoText()));
        QVERIFY2(redoText().endsWith(QStringLiteral("Enter 4")), qPrintable(redoText()));
    }

    void switchingLanguageRetranslatesTheWindow()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(gameMenuTitle(window), QStringLiteral("&Game"));
        QCOMPARE(window.action(QStringLiteral("new"))->text(), QStringLiteral("&New Game…"));

        QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        // QApplication posts LanguageChange to the windows; they follow on the next event loop turn.
        QTRY_COMPARE(gameMenuTitle(window), QStringLiteral("&Spiel"));
        QCOMPARE(window.action(QStringLiteral("new"))->text(), QStringLiteral("&Neues Spiel…"));
        QVERIFY2(window.action(QStringLiteral("undo"))->text().startsWith(QStringLiteral("&Rückgängig")),
                 qPrintable(window.action(QStringLiteral("undo"))->text()));
        QVERIFY(hasButton(window, QStringLiteral("Ziffer"))); // the number pad's mode buttons
        // Actions owned by helpers of the window follow too.
        QCOMPARE(window.action(QStringLiteral("print"))->text(), QStringLiteral("&Drucken…"));
        QCOMPARE(window.action(QStringLiteral("printBooklet"))->text(), QStringLiteral("Rätsel&heft drucken…"));

        applyLanguage(QStringLiteral("en"));
        QTRY_COMPARE(gameMenuTitle(window), QStringLiteral("&Game"));
        QCOMPARE(window.action(QStringLiteral("new"))->text(), QStringLiteral("&New Game…"));
        QVERIFY(window.action(QStringLiteral("undo"))->text().startsWith(QStringLiteral("&Undo")));
        QVERIFY(hasButton(window, QStringLiteral("Digit")));
        QCOMPARE(window.action(QStringLiteral("print"))->text(), QStringLiteral("&Print…"));
    }

    // The solved banner is said again in the new language (issue 39: it
    // stayed English), and so is the status bar's copy of it.
    void theSolvedBannerFollowsALanguageSwitch()
    {
        const char* puzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
        std::unique_ptr<MainWindow> window = test::windowPlaying(m_dir, puzzle);
        QVERIFY(window);
        GameSession* session = window->session();
        const std::vector<std::uint8_t> solution = session->game().solution();
        for (int cell = 0; cell < 81; ++cell)
            if (session->game().value(cell) == 0)
                session->input({cell}, solution[size_t(cell)], InputMode::Value);
        QVERIFY(session->isSolved());
        QLabel* banner = nullptr;
        for (QLabel* label : window->findChildren<QLabel*>())
            if (label->isVisible() && label->text().startsWith(QStringLiteral("Solved in")))
                banner = label;
        QVERIFY(banner);
        QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        QTRY_VERIFY2(banner->text().startsWith(QStringLiteral("Gelöst in")), qPrintable(banner->text()));
        QCOMPARE(window->statusBar()->currentMessage(), banner->text());
        applyLanguage(QStringLiteral("en"));
        QTRY_VERIFY2(banner->text().startsWith(QStringLiteral("Solved in")), qPrintable(banner->text()));
    }

    void languageMenuSwitchesAndRemembers()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* french = window.action(QStringLiteral("language-fr"));
        QVERIFY(french);
        QCOMPARE(french->text(), QStringLiteral("Français")); // named in its own language
        french->trigger();
        QTRY_COMPARE(gameMenuTitle(window), QStringLiteral("&Partie"));
        QCOMPARE(appliedLanguage(), QStringLiteral("fr"));
        QCOMPARE(savedLanguage(QSettings()), QStringLiteral("fr"));
        QVERIFY(french->isChecked());

        window.action(QStringLiteral("language-en"))->trigger();
        QTRY_COMPARE(gameMenuTitle(window), QStringLiteral("&Game"));
        QCOMPARE(savedLanguage(QSettings()), QStringLiteral("en"));
        QSettings().remove(QStringLiteral("view/language"));
        QCOMPARE(savedLanguage(QSettings()), QStringLiteral("system"));
    }

    void stepExplanationsAreTranslated()
    {
        const StepText t(*Geometry::classic(), Alphabet::standard(9));
        logic::Contradiction empty;
        empty.kind = logic::Contradiction::Kind::EmptyCell;
        empty.cell = 10;
        QCOMPARE(t.contradiction(empty), QStringLiteral("r2c2 has no candidate left"));
        QCOMPARE(StepText::techniqueName(logic::Technique::HiddenSingleBox), QStringLiteral("Hidden Single (box)"));

        applyLanguage(QStringLiteral("de"));
        QCOMPARE(t.contradiction(empty), QStringLiteral("r2c2 hat keinen Kandidaten mehr"));
        QCOMPARE(StepText::techniqueName(logic::Technique::HiddenSingleBox),
                 QStringLiteral("Versteckter Single (Block)"));
        QCOMPARE(StepText::techniqueName(logic::Technique::XWing), QStringLiteral("X-Wing"));

        applyLanguage(QStringLiteral("es"));
        QCOMPARE(t.house(20), QStringLiteral("la caja 3"));

        applyLanguage(QStringLiteral("en"));
        QCOMPARE(t.contradiction(empty), QStringLiteral("r2c2 has no candidate left"));
    }

    void everyEmbeddedTranslationLoads_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : kLanguages)
            QTest::newRow(qPrintable(language)) << language;
    }

    void everyEmbeddedTranslationLoads()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/pencilmark_%1.qm").arg(language)));
        QVERIFY(!translator.isEmpty());
        QVERIFY(translator.language().startsWith(language));
        // The menus are made by MainActions, under its tr() context.
        const QString gameMenu = translator.translate("pm::MainActions", "&Game");
        QVERIFY(!gameMenu.isEmpty());
        QVERIFY(gameMenu != QStringLiteral("&Game"));
        // A locale picks its file, regional variants included.
        QTranslator byLocale;
        QVERIFY(byLocale.load(QLocale(language + QStringLiteral("_CH")), QStringLiteral("pencilmark"),
                              QStringLiteral("_"), QStringLiteral(":/i18n")));
    }

    void tsFilesAreCompleteAndKeepPlaceholders_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& language : kLanguages)
            QTest::newRow(qPrintable(language)) << tsPath(language);
    }

    void tsFilesAreCompleteAndKeepPlaceholders()
    {
        QFETCH(QString, path);
        QString error;
        const QList<TsMessage> messages = readTs(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 100);
        for (const TsMessage& message : messages) {
            if (message.type == u"vanished" || message.type == u"obsolete")
                continue;
            const QString what = message.context + QStringLiteral(" / ") + message.source;
            QVERIFY2(message.type.isEmpty(), qPrintable(QStringLiteral("unfinished: ") + what));
            QVERIFY2(!message.forms.isEmpty(), qPrintable(what));
            for (const QString& form : message.forms) {
                QVERIFY2(!form.trimmed().isEmpty(), qPrintable(QStringLiteral("empty: ") + what));
                QVERIFY2(placeholders(form) == placeholders(message.source),
                         qPrintable(QStringLiteral("placeholders differ: ") + what + QStringLiteral(" -> ") + form));
            }
        }
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
