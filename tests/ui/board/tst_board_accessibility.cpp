// SPDX-License-Identifier: GPL-3.0-or-later
// Accessibility: assistive technology sees the board as a table of cells
// whose names say row, column and content (given, entry, corner and centre
// marks told apart), the cursor is the focused cell, and exactly the cells
// whose text changed are announced;
// the whole game plays from the keyboard; the high-contrast theme draws the
// board white and yellow on black with heavier lines.
#include "play/session/game_session.h"
#include "ui/board/board_accessibility.h"
#include "ui/board/board_widget.h"
#include "ui/board/theme.h"
#include "ui/window/main_window.h"

#include <QAccessible>
#include <QAction>
#include <QMenuBar>
#include <QtTest>

#include <cmath>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
// r1c1, r1c2, r1c4 ... are empty; r1c3 is a given 6.
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

// Pixels within a fifth of a cell either side of each inner vertical grid
// line, across the middle of one row: the lines, not the digits.
int linePixels(const QImage& image, BoardWidget* board, int row, const std::function<bool(QRgb)>& isLine)
{
    const qreal ratio = image.devicePixelRatio();
    const int y = int(board->cellRect(row * 9).center().y() * ratio);
    int count = 0;
    for (int column = 1; column < 9; ++column) {
        const QRectF cell = board->cellRect(row * 9 + column);
        for (int x = int((cell.left() - cell.width() / 5) * ratio); x <= int((cell.left() + cell.width() / 5) * ratio); ++x)
            count += isLine(image.pixel(x, y));
    }
    return count;
}

} // namespace

class TestBoardAccessibility : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardWidget* m_board = nullptr;

    QAccessibleInterface* boardInterface() const { return QAccessible::queryAccessibleInterface(m_board); }
    QAccessibleInterface* cellInterface(int cell) const { return boardInterface()->child(cell); }
    QString name(int cell) const { return cellInterface(cell)->text(QAccessible::Name); }
    QString description(int cell) const { return cellInterface(cell)->text(QAccessible::Description); }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_board_accessibility"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_board = m_window->board();
        m_window->session()->setAutoUpdateMarks(false);
        m_board->setFocus();
        m_board->setSelectedCell(0);
    }

    void cleanup()
    {
        m_window.reset();
        applyTheme(Theme::System);
    }

    void theBoardIsATableOfItsCells()
    {
        QAccessibleInterface* board = boardInterface();
        QVERIFY(board);
        QCOMPARE(board->role(), QAccessible::Table);
        QCOMPARE(board->childCount(), 81);
        QAccessibleTableInterface* table = board->tableInterface();
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 9);
        QCOMPARE(table->columnCount(), 9);
        QAccessibleInterface* cell = table->cellAt(4, 7);
        QVERIFY(cell);
        QCOMPARE(cell->role(), QAccessible::Cell);
        QCOMPARE(cell->tableCellInterface()->rowIndex(), 4);
        QCOMPARE(cell->tableCellInterface()->columnIndex(), 7);
        QCOMPARE(board->indexOfChild(cell), 4 * 9 + 7);
        QCOMPARE(cell->parent(), board);
        QVERIFY(!cell->rect().isEmpty());
        // The same cell, asked twice, is the same interface.
        QCOMPARE(board->child(4 * 9 + 7), cell);
    }

    void aGivensNameSaysRowColumnAndValue()
    {
        const QString given = name(2); // r1c3: a given 6
        QVERIFY2(given.contains(QStringLiteral("Row 1")), qPrintable(given));
        QVERIFY2(given.contains(QStringLiteral("column 3")), qPrintable(given));
        QVERIFY2(given.contains(QStringLiteral("6")), qPrintable(given));
        QVERIFY2(given.contains(QStringLiteral("given")), qPrintable(given));
        QVERIFY(cellInterface(2)->state().readOnly);
        QVERIFY2(description(2).contains(QStringLiteral("Box 1")), qPrintable(description(2)));
        QVERIFY2(name(0).contains(QStringLiteral("empty")), qPrintable(name(0)));
    }

    void anEntryIsNamedAsThePlayersOwn()
    {
        const BoardState before = m_board->state();
        QTest::keyClick(m_board, Qt::Key_4);
        QCOMPARE(cellsWithChangedText(before, m_board->state()), std::vector<int>{0});
        const QString entry = name(0);
        QVERIFY2(entry.contains(QStringLiteral("4")) && entry.contains(QStringLiteral("your entry")),
                 qPrintable(entry));
        QCOMPARE(cellInterface(0)->text(QAccessible::Value), QStringLiteral("4"));
        QVERIFY(!cellInterface(0)->state().readOnly);
    }

    void cornerAndCentreMarksAreNamedApart()
    {
        QTest::keyClick(m_board, Qt::Key_Right); // r1c2
        const BoardState before = m_board->state();
        QTest::keyClick(m_board, Qt::Key_7, Qt::ShiftModifier);
        QTest::keyClick(m_board, Qt::Key_1, Qt::ShiftModifier);
        QTest::keyClick(m_board, Qt::Key_3, Qt::ShiftModifier);
        QCOMPARE(name(1), QStringLiteral("Row 1, column 2: empty, corner marks 1, 3, 7"));
        QTest::keyClick(m_board, Qt::Key_5, Qt::ControlModifier);
        QCOMPARE(name(1), QStringLiteral("Row 1, column 2: empty, corner marks 1, 3, 7, centre marks 5"));
        QTest::keyClick(m_board, Qt::Key_Right); // past the given in r1c3
        QTest::keyClick(m_board, Qt::Key_Right); // r1c4: only a centre mark
        QTest::keyClick(m_board, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(name(3), QStringLiteral("Row 1, column 4: empty, centre marks 2"));
        QCOMPARE(cellsWithChangedText(before, m_board->state()), (std::vector<int>{1, 3}));
    }

    void movingTheCursorMovesTheFocusedCell()
    {
        QTest::keyClick(m_board, Qt::Key_Down);
        QTest::keyClick(m_board, Qt::Key_Right);
        QCOMPARE(m_board->selectedCell(), 10);
        QAccessibleInterface* focused = boardInterface()->focusChild();
        QVERIFY(focused);
        QCOMPARE(focused->tableCellInterface()->rowIndex(), 1);
        QCOMPARE(focused->tableCellInterface()->columnIndex(), 1);
        QVERIFY(focused->state().focused);
        QVERIFY(focused->state().selected);
        QVERIFY(!cellInterface(0)->state().focused);
    }

    void aScreenReaderCanMoveTheCursor()
    {
        QAccessibleInterface* cell = cellInterface(40);
        QAccessibleActionInterface* actions = cell->actionInterface();
        QVERIFY(actions);
        QVERIFY(actions->actionNames().contains(QAccessibleActionInterface::setFocusAction()));
        actions->doAction(QAccessibleActionInterface::setFocusAction());
        QCOMPARE(m_board->selectedCell(), 40);
        const QPoint centre = m_board->mapToGlobal(m_board->cellRect(40).center().toPoint());
        QCOMPARE(boardInterface()->childAt(centre.x(), centre.y()), cell);
    }

    void aPausedBoardHidesItsDigits()
    {
        const BoardState before = m_board->state();
        m_window->session()->setPaused(true);
        QCOMPARE(int(cellsWithChangedText(before, m_board->state()).size()), 81);
        const QString hidden = name(2);
        QVERIFY2(hidden.contains(QStringLiteral("paused")) && !hidden.contains(QStringLiteral("6")), qPrintable(hidden));
        m_window->session()->setPaused(false);
        QVERIFY(name(2).contains(QStringLiteral("6")));
    }

    void theWholeGameIsPlayableWithTheKeyboardAlone()
    {
        // Every menu opens with Alt and its underlined letter.
        for (QAction* menu : m_window->menuBar()->actions())
            QVERIFY2(menu->text().contains(QLatin1Char('&')), qPrintable(menu->text()));
        // Arrows and digits, cell by cell, fill the board with the solution.
        const game::Game& game = m_window->session()->game();
        const std::vector<std::uint8_t> solution = game.solution();
        QSignalSpy solved(m_window->session(), &GameSession::solved);
        QWidget* keys = QApplication::focusWidget();
        QCOMPARE(keys, m_board);
        for (int row = 0; row < 9; ++row) {
            for (int column = 0; column < 9; ++column) {
                const int cell = row * 9 + column;
                QCOMPARE(m_board->selectedCell(), cell);
                if (game.value(cell) == 0)
                    QTest::keyClick(keys, Qt::Key(Qt::Key_0 + solution[cell]));
                QTest::keyClick(keys, Qt::Key_Right); // wraps to the row's start after column 9
            }
            QTest::keyClick(keys, Qt::Key_Down);
        }
        QCOMPARE(solved.size(), 1);
    }

    void highContrastDrawsHeavyLightLinesOnBlack()
    {
        QCOMPARE(themeByKey(themeKey(Theme::HighContrast)), Theme::HighContrast);
        m_board->setSelectedCell(-1); // no highlight over the sampled row
        applyTheme(Theme::Light);
        QCoreApplication::processEvents();
        const QImage light = m_board->grab().toImage();
        const int lightLines = linePixels(light, m_board, 4, [](QRgb p) { return qGray(p) < 110; });

        QAction* highContrast = m_window->action(QStringLiteral("theme-high-contrast"));
        QVERIFY(highContrast);
        highContrast->trigger();
        QCOMPARE(currentTheme(), Theme::HighContrast);
        QCoreApplication::processEvents(); // the new palette reaches the widgets through the event loop
        QCOMPARE(m_board->palette().color(QPalette::Base), QColor(Qt::black));
        QCOMPARE(m_board->palette().color(QPalette::Text), QColor(Qt::white));
        const QImage contrast = m_board->grab().toImage();
        const int contrastLines = linePixels(contrast, m_board, 4, [](QRgb p) { return qGray(p) > 200; });
        QVERIFY2(lightLines > 0, "the light theme draws lines");
        QVERIFY2(contrastLines >= lightLines * 3 / 2,
                 qPrintable(QStringLiteral("%1 line pixels, light theme %2").arg(contrastLines).arg(lightLines)));
        // Between the lines, clear of the digit, the board is black.
        const QRectF cell = m_board->cellRect(4 * 9 + 4);
        const QPointF background(cell.left() + cell.width() * 0.15, cell.center().y());
        QCOMPARE(qGray(contrast.pixel((background * contrast.devicePixelRatio()).toPoint())), 0);
    }

    // Clashing and mistaken digits are read by their colour on the cell: at
    // least 4.5:1 (WCAG AA for text) in every theme, over the clash's wash too.
    void clashAndMistakeDigitsAreReadableInEveryTheme_data()
    {
        QTest::addColumn<int>("theme");
        QTest::newRow("light") << int(Theme::Light);
        QTest::newRow("dark") << int(Theme::Dark);
        QTest::newRow("high contrast") << int(Theme::HighContrast);
    }

    void clashAndMistakeDigitsAreReadableInEveryTheme()
    {
        QFETCH(int, theme);
        applyTheme(Theme(theme));
        const QPalette palette = QApplication::palette();
        const QColor base = palette.color(QPalette::Base);
        const QColor clash = clashColour(palette);
        QColor wash = clash;
        wash.setAlphaF(40.0 / 255);
        const QColor washed = over(wash, base);
        QVERIFY2(contrast(clash, base) >= 4.5, qPrintable(QString::number(contrast(clash, base))));
        QVERIFY2(contrast(clash, washed) >= 4.5, qPrintable(QString::number(contrast(clash, washed))));
        QVERIFY2(contrast(mistakeColour(palette), base) >= 4.5,
                 qPrintable(QString::number(contrast(mistakeColour(palette), base))));
        applyTheme(Theme::System);
    }

private:
    // WCAG 2 relative luminance and contrast ratio.
    static double luminance(const QColor& c)
    {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    }
    static double contrast(const QColor& a, const QColor& b)
    {
        const double la = luminance(a), lb = luminance(b);
        return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
    }
    static QColor over(const QColor& top, const QColor& bottom)
    {
        const double a = top.alphaF();
        return QColor::fromRgbF(top.redF() * a + bottom.redF() * (1 - a), top.greenF() * a + bottom.greenF() * (1 - a),
                                top.blueF() * a + bottom.blueF() * (1 - a));
    }
};

QTEST_MAIN(TestBoardAccessibility)
#include "tst_board_accessibility.moc"
