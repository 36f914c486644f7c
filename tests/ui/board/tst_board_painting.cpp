// SPDX-License-Identifier: GPL-3.0-or-later
// What the board and the window's controls look like, read back from the
// pixels: centre marks sit on the cell's own colour (no band of their own),
// a paused board shows the word and no grid through it, and check boxes
// keep a visible edge in every theme.
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/board/cell_colours.h"
#include "ui/board/theme.h"
#include "ui/window/main_window.h"

#include <QAction>
#include <QCheckBox>
#include <QRadioButton>
#include <QStyleOptionButton>
#include <QtTest>

#include "tests/ui/image_checks.h"
#include "tests/ui/window_helpers.h"

#include <cmath>

using namespace pm;
using test::contrast;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
// r1c1, r1c2, r1c4 ... are empty.
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

// The most any pixel on the edge of `rect` (a ring `width` thick) stands out from `background`.
double edgeContrast(const QImage& image, const QRect& rect, const QColor& background, int width = 2)
{
    double best = 1.0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const bool edge = x < rect.left() + width || x > rect.right() - width || y < rect.top() + width
                || y > rect.bottom() - width;
            if (edge && image.rect().contains(x, y))
                best = std::max(best, contrast(image.pixelColor(x, y), background));
        }
    return best;
}

} // namespace

class TestBoardPainting : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardWidget* m_board = nullptr;

    void click(int cell, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseClick(m_board, Qt::LeftButton, modifiers, m_board->cellRect(cell).center().toPoint());
    }

    QColor pixel(QPointF at) const
    {
        return m_board->grab().toImage().pixelColor(at.toPoint());
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_board_painting"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
        m_window->resize(1100, 850);
        m_board = m_window->board();
        m_window->session()->setAutoUpdateMarks(false);
        m_board->setFocus();
    }

    void cleanup()
    {
        m_window.reset();
        applyTheme(Theme::System);
    }

    // Centre marks used to sit on a band of the base colour, a white
    // stripe across a coloured or highlighted cell. Now what lies beneath
    // them is the cell's own colour, as in a coloured cell without marks.
    void centreMarksSitOnTheCellsOwnColour()
    {
        // r1c1: every corner mark and the centre marks 1 2 7, then coloured;
        // r1c2: the same colour and no marks, to compare with.
        click(0);
        for (int key = Qt::Key_1; key <= Qt::Key_9; ++key)
            QTest::keyClick(m_board, Qt::Key(key), Qt::ShiftModifier);
        for (int key : {Qt::Key_1, Qt::Key_2, Qt::Key_7})
            QTest::keyClick(m_board, Qt::Key(key), Qt::ControlModifier);
        QCOMPARE(m_window->session()->game().cell(0).centre, digitBit(1) | digitBit(2) | digitBit(7));
        QCOMPARE(m_window->session()->game().cell(0).corner, allDigits(9));
        click(1, Qt::ControlModifier); // r1c1 and r1c2 selected
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(m_board, Qt::Key_Tab); // digits > centre > corner > colour
        QCOMPARE(m_board->mode(), InputMode::Colour);
        QTest::keyClick(m_board, Qt::Key_3);
        QCOMPARE(m_window->session()->game().cell(1).colour, 3);
        click(40); // the cursor away, so only the colour lies under both
        QCOMPARE(m_window->session()->game().cell(0).colour, 3);

        const QRectF marked = m_board->cellRect(0);
        const QRectF plain = m_board->cellRect(1);
        const qreal slot = m_board->markRect(0, 1).height();
        QVERIFY2(marked.width() > 60, "the board is too small to tell a band from a glyph");
        // Between the first and second rows of marks, and at the left edge
        // of the middle row: no glyph there, only what lies under the marks.
        const QPointF spots[] = {{marked.width() / 2, slot}, {marked.width() * 0.07, marked.height() / 2},
                                 {marked.width() * 0.93, marked.height() / 2}};
        const QImage image = m_board->grab().toImage();
        for (const QPointF& spot : spots) {
            const QColor under = image.pixelColor((marked.topLeft() + spot).toPoint());
            const QColor reference = image.pixelColor((plain.topLeft() + spot).toPoint());
            QVERIFY2(under == reference, qPrintable(QStringLiteral("at %1,%2: %3 under the marks, %4 in the plain cell")
                                                        .arg(spot.x()).arg(spot.y())
                                                        .arg(under.name(), reference.name())));
        }
        // ... and the centre marks are drawn, in the link colour.
        const QColor link = m_board->palette().color(QPalette::Link);
        int inkOfCentre = 0;
        const QRect middle = QRectF(marked.left() + marked.width() * 0.2, marked.center().y() - slot / 2,
                                    marked.width() * 0.6, slot).toRect();
        for (int y = middle.top(); y <= middle.bottom(); ++y)
            for (int x = middle.left(); x <= middle.right(); ++x)
                inkOfCentre += contrast(image.pixelColor(x, y), link) < 1.3;
        QVERIFY2(inkOfCentre > 20, qPrintable(QString::number(inkOfCentre)));
    }

    // The word "Paused" is drawn on the cover alone: no grid line runs
    // through it or across the cover; only the frame is kept.
    void thePausedCoverHasNoGridThroughIt()
    {
        QTest::keyClick(m_board, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window->session()->isPaused());
        QVERIFY(m_board->state().covered);
        const BoardLayout layout = m_board->layout();
        const QRectF board = layout.boardRect();
        const qreal step = layout.cellStep();
        const qreal frame = layout.thickLineWidth() + 2;
        const QImage image = m_board->grab().toImage();
        const QColor cover = m_board->palette().color(QPalette::AlternateBase);
        const QColor text = m_board->palette().color(QPalette::Text);
        int wordPixels = 0;
        for (int y = int(board.top() + frame); y < int(board.bottom() - frame); ++y)
            for (int x = int(board.left() + frame); x < int(board.right() - frame); ++x)
                wordPixels += contrast(image.pixelColor(x, y), text) < 1.2;
        QVERIFY2(wordPixels > 100, "the word Paused is not drawn");
        // Along every grid line, frame to frame: the cover's colour, but
        // where the line passes through the word.
        QFont big = m_board->font();
        big.setPixelSize(std::max(12, int(board.height() / 12)));
        const QRectF word = QFontMetricsF(big).boundingRect(board, Qt::AlignCenter, m_board->tr("Paused"))
                                .adjusted(-2, -2, 2, 2);
        int linePixels = 0;
        for (int i = 1; i < 9; ++i) {
            for (qreal t = frame; t < board.height() - frame; t += 1.0) {
                for (const QPointF at : {QPointF(board.left() + i * step, board.top() + t),
                                         QPointF(board.left() + t, board.top() + i * step)})
                    linePixels += !word.contains(at) && image.pixelColor(at.toPoint()) != cover;
            }
        }
        QCOMPARE(linePixels, 0);
        // The frame stays.
        QVERIFY(contrast(image.pixelColor(QPointF(board.left() + 1, board.center().y()).toPoint()), cover) > 3);
    }

    void checkBoxesHaveAVisibleEdge_data()
    {
        QTest::addColumn<Theme>("theme");
        QTest::addColumn<bool>("radio");
        QTest::newRow("dark, check box") << Theme::Dark << false;
        QTest::newRow("dark, radio button") << Theme::Dark << true;
        QTest::newRow("high contrast, check box") << Theme::HighContrast << false;
        QTest::newRow("high contrast, radio button") << Theme::HighContrast << true;
    }

    // An unchecked box in the dark theme was a dark square on a dark
    // window. Its edge must stand out at least 3:1 from the window (WCAG
    // 2.1, 1.4.11: the boundary of a control), and a checked box's mark from
    // the box.
    void checkBoxesHaveAVisibleEdge()
    {
        QFETCH(Theme, theme);
        QFETCH(bool, radio);
        m_window->action(QStringLiteral("theme-") + themeKey(theme))->trigger();
        QCOMPARE(currentTheme(), theme);
        QWidget holder;
        QAbstractButton* button = radio ? static_cast<QAbstractButton*>(new QRadioButton(QStringLiteral("Killer"), &holder))
                                        : new QCheckBox(QStringLiteral("Killer"), &holder);
        button->resize(button->sizeHint());
        holder.resize(button->size());
        holder.show();
        QVERIFY(QTest::qWaitForWindowExposed(&holder));
        QStyleOptionButton option;
        option.initFrom(button);
        const QRect indicator = button->style()->subElementRect(
            radio ? QStyle::SE_RadioButtonIndicator : QStyle::SE_CheckBoxIndicator, &option, button);
        QVERIFY(indicator.isValid());
        const QColor window = button->palette().color(QPalette::Window);
        const double unchecked = edgeContrast(button->grab().toImage(), indicator, window);
        QVERIFY2(unchecked >= 3.0, qPrintable(QStringLiteral("edge %1:1").arg(unchecked)));
        button->setChecked(true);
        const QImage checked = button->grab().toImage();
        const QColor fill = checked.pixelColor(indicator.topLeft() + QPoint(3, indicator.height() / 2));
        double mark = 1.0;
        for (int y = indicator.top() + 3; y < indicator.bottom() - 2; ++y)
            for (int x = indicator.left() + 3; x < indicator.right() - 2; ++x)
                mark = std::max(mark, contrast(checked.pixelColor(x, y), fill));
        QVERIFY2(mark >= 3.0, qPrintable(QStringLiteral("check mark %1:1").arg(mark)));
    }
};

QTEST_MAIN(TestBoardPainting)
#include "tst_board_painting.moc"
