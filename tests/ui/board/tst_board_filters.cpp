// SPDX-License-Identifier: GPL-3.0-or-later
// View ▸ Filter with the player's own keys: each filter changes what the
// board draws (read back from its pixels) and which cells it reports as
// matching, and none changes the game: its cells, its undo history and the
// file it would save are the same bytes before and after.
#include "play/session/board_filter.h"
#include "play/session/game_file.h"
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/board/theme.h"
#include "ui/window/main_window.h"

#include <QAction>
#include <QUndoStack>
#include <QtTest>

#include "tests/ui/image_checks.h"
#include "tests/ui/window_helpers.h"

#include <cmath>

using namespace pm;
using test::contrast;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

// Pixels in `rect` that stand out from `background` (3:1 or more): ink.
int inkIn(const QImage& image, const QRectF& rect, const QColor& background)
{
    int ink = 0;
    const QRect area = rect.toAlignedRect() & image.rect();
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            ink += contrast(image.pixelColor(x, y), background) >= 3.0;
    return ink;
}

// Everything of the game a filter must leave alone, as bytes.
struct GameBytes {
    QByteArray file;
    int undoCount = 0;
    int undoIndex = 0;
    bool operator==(const GameBytes&) const = default;
};

GameBytes bytesOf(const GameSession& session)
{
    return {encodeGame(session.game(), session.isEditing(), session.undoHistory()), session.undoStack()->count(),
            session.undoStack()->index()};
}

} // namespace

class TestBoardFilters : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardWidget* m_board = nullptr;

    GameSession& session() const { return *m_window->session(); }
    const game::CellState& cell(int index) const { return session().game().cell(index); }
    QImage shot() const { return m_board->grab().toImage(); }
    QColor base() const { return m_board->palette().color(QPalette::Base); }

    void fillMarks()
    {
        QTest::keyClick(m_board, Qt::Key_M, Qt::ControlModifier);
        QVERIFY(cell(0).corner != 0);
    }

    // Where a filter's frame runs down the left of `cell`: past the
    // thickest grid line, mid-height.
    QRectF frameStrip(int cell) const
    {
        const QRectF rect = m_board->cellRect(cell);
        const qreal x = rect.left() + m_board->layout().thickLineWidth() / 2 + 1.5;
        return QRectF(x, rect.center().y() - 4, 1, 8);
    }

    // The first empty cell whose candidates do (or do not) include `digit`,
    // with more than one candidate.
    int emptyCell(int digit, bool with) const
    {
        for (int c = 0; c < session().game().cellCount(); ++c) {
            const game::CellState& s = cell(c);
            if (s.value == 0 && digitCount(s.corner) > 1 && ((s.corner & digitBit(digit)) != 0) == with)
                return c;
        }
        return -1;
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_board_filters"));
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
        QTest::mouseClick(m_board, Qt::LeftButton, {}, m_board->cellRect(0).center().toPoint());
    }

    void cleanup()
    {
        m_window.reset();
        applyTheme(Theme::System);
    }

    // Alt+digit: only that digit's marks are drawn, the cells that hold it
    // framed, the rest washed out; the same key again turns it off.
    void aDigitFilterShowsOnlyThatDigit()
    {
        fillMarks();
        const GameBytes before = bytesOf(session());
        // A digit some cells of more than one candidate hold and some lack.
        int digit = 1;
        while (digit < 9 && (emptyCell(digit, true) < 0 || emptyCell(digit, false) < 0))
            ++digit;
        const int with = emptyCell(digit, true);
        const int without = emptyCell(digit, false);
        QVERIFY(with >= 0 && without >= 0);
        int other = 1; // another candidate of `with`
        while (other == digit || !(cell(with).corner & digitBit(other)))
            ++other;
        const QImage plain = shot();

        QTest::keyClick(m_board, Qt::Key(Qt::Key_0 + digit), Qt::AltModifier);
        QCOMPARE(m_board->filter(), (BoardFilter{BoardFilter::Kind::Digit, digit, 0}));
        QVERIFY(m_window->action(QStringLiteral("filter-digit-%1").arg(digit))->isChecked());
        const std::vector<bool> matches = filterMatches(m_board->state(), m_board->filter());
        QVERIFY(matches[size_t(with)]);
        QVERIFY(!matches[size_t(without)]);
        const QImage filtered = shot();
        if (qEnvironmentVariableIsSet("PM_SAVE_SHOTS"))
            filtered.save(QStringLiteral("/tmp/x/filtered.png")), plain.save(QStringLiteral("/tmp/x/plain.png"));
        // The other digit's mark is gone, the filtered one stays.
        // (The middle of each slot: the frame runs along the cell's edge.)
        const auto middle = [](QRectF slot) {
            return slot.adjusted(slot.width() / 4, slot.height() / 4, -slot.width() / 4, -slot.height() / 4);
        };
        const QRectF otherSlot = middle(m_board->markRect(with, other));
        const QRectF digitSlot = middle(m_board->markRect(with, digit));
        QVERIFY(inkIn(plain, otherSlot, base()) > 0);
        QCOMPARE(inkIn(filtered, otherSlot, base()), 0);
        QVERIFY(inkIn(filtered, digitSlot, base()) > 0);
        // A frame on the matching cell: ink just inside its left edge, past
        // the thickest grid line, mid-height, where there was none.
        const QRectF edge = frameStrip(with);
        QCOMPARE(inkIn(plain, edge, base()), 0);
        QVERIFY(inkIn(filtered, edge, base()) > 0);
        // A given of another digit recedes: its darkest pixel is lighter.
        int given = 0;
        while (!session().game().isGiven(given) || cell(given).value == digit)
            ++given;
        const auto strongest = [&](const QImage& image) {
            double best = 1;
            const QRect area = m_board->cellRect(given).adjusted(6, 6, -6, -6).toAlignedRect();
            for (int y = area.top(); y <= area.bottom(); ++y)
                for (int x = area.left(); x <= area.right(); ++x)
                    best = std::max(best, contrast(image.pixelColor(x, y), base()));
            return best;
        };
        QVERIFY2(strongest(filtered) < strongest(plain) * 0.75,
                 qPrintable(QStringLiteral("%1 against %2").arg(strongest(filtered)).arg(strongest(plain))));
        QVERIFY(m_board->accessibleDescription().contains(QString::number(digit)));
        QVERIFY(bytesOf(session()) == before);

        QTest::keyClick(m_board, Qt::Key(Qt::Key_0 + digit), Qt::AltModifier);
        QVERIFY(!m_board->filter().isActive());
        QVERIFY(m_window->action(QStringLiteral("filter-none"))->isChecked());
        QVERIFY(m_board->accessibleDescription().isEmpty());
        QCOMPARE(shot(), plain);
        QVERIFY(bytesOf(session()) == before);
    }

    // Bivalue cells (Alt+B), a count of candidates (the menu), where a
    // digit can go (Ctrl+Alt+digit), Esc: each reports the cells it should,
    // counted here from the game itself, and draws differently.
    void everyFilterMatchesItsCellsAndLeavesTheGameAlone()
    {
        fillMarks();
        // A few moves of the player's own, so there is history to keep.
        QTest::keyClick(m_board, Qt::Key_Right);
        QTest::keyClick(m_board, Qt::Key_Delete);
        const GameBytes before = bytesOf(session());
        const QImage plain = shot();
        const int cells = session().game().cellCount();
        const auto expect = [&](auto wanted) {
            const std::vector<bool> matches = filterMatches(m_board->state(), m_board->filter());
            int matched = 0;
            for (int c = 0; c < cells; ++c) {
                if (matches[size_t(c)] != wanted(cell(c)))
                    return QStringLiteral("cell %1").arg(c);
                matched += matches[size_t(c)];
            }
            if (matched == 0)
                return QStringLiteral("no cell matched");
            return QString();
        };

        QTest::keyClick(m_board, Qt::Key_B, Qt::AltModifier);
        QCOMPARE(m_board->filter().kind, BoardFilter::Kind::Bivalue);
        QCOMPARE(expect([](const game::CellState& s) { return s.value == 0 && digitCount(s.corner) == 2; }), QString());
        QVERIFY(shot() != plain);
        QVERIFY(bytesOf(session()) == before);

        m_window->action(QStringLiteral("filter-count-3"))->trigger();
        QCOMPARE(m_board->filter(), (BoardFilter{BoardFilter::Kind::CandidateCount, 0, 3}));
        QCOMPARE(expect([](const game::CellState& s) { return s.value == 0 && digitCount(s.corner) == 3; }), QString());
        QVERIFY(!m_window->action(QStringLiteral("filter-bivalue"))->isChecked());
        QVERIFY(bytesOf(session()) == before);

        QTest::keyClick(m_board, Qt::Key_7, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(m_board->filter(), (BoardFilter{BoardFilter::Kind::DigitPlaces, 7, 0}));
        QCOMPARE(expect([](const game::CellState& s) { return s.value == 0 && (s.corner & digitBit(7)); }), QString());
        QVERIFY(m_window->action(QStringLiteral("filter-places-7"))->isChecked());
        QVERIFY(bytesOf(session()) == before);

        QTest::keyClick(m_board, Qt::Key_Escape);
        QVERIFY(!m_board->filter().isActive());
        QVERIFY(m_window->action(QStringLiteral("filter-none"))->isChecked());
        QCOMPARE(shot(), plain);
        QVERIFY(bytesOf(session()) == before);
    }

    // With no marks written, where a digit can go is where the rules allow
    // it: the empty cells no peer of which holds it.
    void whereADigitCanGoFollowsTheRulesWithoutMarks()
    {
        QCOMPARE(cell(0).corner, DigitMask(0));
        const GameBytes before = bytesOf(session());
        QTest::keyClick(m_board, Qt::Key_4, Qt::ControlModifier | Qt::AltModifier);
        Grid legal = session().game().board();
        legal.fillCandidatesFromValues();
        const std::vector<bool> matches = filterMatches(m_board->state(), m_board->filter());
        int matched = 0;
        for (int c = 0; c < session().game().cellCount(); ++c) {
            const bool can = legal.value(c) == 0 && (legal.candidates(c) & digitBit(4));
            QCOMPARE(bool(matches[size_t(c)]), can);
            matched += can;
        }
        QVERIFY(matched > 0);
        QVERIFY(bytesOf(session()) == before);
    }

    // The frame stands out from the board in every theme (3:1, as graphics
    // need), and a new game starts without the old game's filter.
    void theFrameReadsInEveryThemeAndANewGameClearsIt()
    {
        fillMarks();
        QTest::keyClick(m_board, Qt::Key_B, Qt::AltModifier);
        const int bivalue = [&] {
            for (int c = 0; c < session().game().cellCount(); ++c)
                if (cell(c).value == 0 && digitCount(cell(c).corner) == 2)
                    return c;
            return -1;
        }();
        QVERIFY(bivalue >= 0);
        for (Theme theme : {Theme::Light, Theme::Dark, Theme::HighContrast}) {
            applyTheme(theme);
            QCoreApplication::processEvents();
            QVERIFY2(inkIn(shot(), frameStrip(bivalue), base()) > 0, qPrintable(themeKey(theme)));
        }
        QVERIFY(m_board->filter().isActive());
        QVERIFY(test::playPuzzle(*m_window, QString::fromLatin1(kPuzzle)).kind == game::PuzzleVerdict::Kind::Unique);
        QVERIFY(!m_board->filter().isActive());
    }
};

QTEST_MAIN(TestBoardFilters)
#include "tst_board_filters.moc"
