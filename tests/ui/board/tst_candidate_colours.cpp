// SPDX-License-Identifier: GPL-3.0-or-later
// Candidate colours with the player's own clicks and keys: Alt+click cycles
// a candidate through A, A', B, B' and none, colour mode's Shift+digit does
// it for the selection, each is a move Undo and Redo take back and bring
// again, the board draws the two colours of a pair as two shapes, and a
// saved game keeps them (its history too); a damaged entry is refused
// with the entry named, and the game in play stays as it was.
#include "play/session/game_file.h"
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/board/candidate_colour_painter.h"
#include "ui/window/main_window.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUndoStack>
#include <QtTest>

#include "tests/ui/image_checks.h"
#include "tests/ui/window_helpers.h"

using namespace pm;
using test::pixelsOfHue;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
// With its marks filled in, r1c1 holds 2 4 5 and r1c2 1 2 3 4 5.
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

} // namespace

class TestCandidateColours : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardWidget* m_board = nullptr;

    GameSession& session() const { return *m_window->session(); }
    const game::CellState& cell(int index) const { return session().game().cell(index); }

    // Alt+click (or Alt+right click) on the slot of `digit` in `cell`.
    void altClick(int cellIndex, int digit, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(m_board, button, Qt::AltModifier, m_board->markRect(cellIndex, digit).center().toPoint());
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_candidate_colours"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
        m_window->resize(1100, 850);
        m_board = m_window->board();
        m_board->setFocus();
        QTest::mouseClick(m_board, Qt::LeftButton, {}, m_board->cellRect(40).center().toPoint());
        QTest::keyClick(m_board, Qt::Key_M, Qt::ControlModifier); // fill in the marks
        QCOMPARE(cell(0).corner, digitBit(2) | digitBit(4) | digitBit(5));
    }

    void cleanup() { m_window.reset(); }

    void altClickCyclesAndUndoes()
    {
        const int before = session().undoStack()->count();
        altClick(0, 2);
        QCOMPARE(cell(0).candidateColour(2), 1);
        altClick(0, 2);
        QCOMPARE(cell(0).candidateColour(2), 2); // the pair's other colour
        altClick(0, 2);
        altClick(0, 2);
        QCOMPARE(cell(0).candidateColour(2), 4);
        altClick(0, 2);
        QCOMPARE(cell(0).candidateColour(2), 0); // round to none
        altClick(0, 2);
        altClick(0, 2, Qt::RightButton); // off at once
        QCOMPARE(cell(0).candidateColour(2), 0);
        QCOMPARE(session().undoStack()->count(), before + 7); // one move each
        QTest::keyClick(m_board, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(cell(0).candidateColour(2), 1);
        QTest::keyClick(m_board, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(cell(0).candidateColour(2), 0);
        QTest::keyClick(m_board, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(cell(0).candidateColour(2), 4);
        QTest::keyClick(m_board, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(cell(0).candidateColour(2), 0);
        // A slot without its mark (6 is no candidate of r1c1) takes no colour.
        altClick(0, 6);
        QVERIFY(!cell(0).hasCandidateColours());
    }

    void colourModeShiftDigitColoursTheSelection()
    {
        QTest::mouseClick(m_board, Qt::LeftButton, {}, m_board->cellRect(0).center().toPoint());
        QTest::mouseClick(m_board, Qt::LeftButton, Qt::ControlModifier, m_board->cellRect(1).center().toPoint());
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(m_board, Qt::Key_Tab);
        QCOMPARE(m_board->mode(), InputMode::Colour);
        QTest::keyClick(m_board, Qt::Key_4, Qt::ShiftModifier);
        QCOMPARE(cell(0).candidateColour(4), 1);
        QCOMPARE(cell(1).candidateColour(4), 1);
        QTest::keyClick(m_board, Qt::Key_4, Qt::ShiftModifier);
        QCOMPARE(cell(1).candidateColour(4), 2);
        QCOMPARE(cell(0).colour, 0); // the cells' own colour untouched
        QTest::keyClick(m_board, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(cell(0).candidateColour(4), 1);
    }

    // A (disc) and A' (ring): each in its hue, and a filled middle only for A.
    void theTwoColoursOfAPairAreTwoShapes()
    {
        const QImage plain = m_board->grab().toImage();
        altClick(0, 2);              // A on r1c1's 2
        altClick(1, 2);
        altClick(1, 2);              // A' on r1c2's 2
        const QImage image = m_board->grab().toImage();
        const QRectF disc = m_board->markRect(0, 2);
        const QRectF ring = m_board->markRect(1, 2);
        QCOMPARE(pixelsOfHue(plain, disc, candidateColour(1)), 0);
        QVERIFY(pixelsOfHue(image, disc, candidateColour(1)) > disc.width() * disc.height() * 0.15);
        QVERIFY(pixelsOfHue(image, ring, candidateColour(2)) > ring.width() * ring.height() * 0.1);
        // Left of the digit, a little below the middle: inside the disc, inside the ring's hole.
        const auto inner = [](const QRectF& slot) {
            return QRectF(slot.center() + QPointF(-slot.width() * 0.24, slot.height() * 0.1), QSizeF(2, 2));
        };
        QVERIFY(pixelsOfHue(image, inner(disc), candidateColour(1)) > 0);
        QCOMPARE(pixelsOfHue(image, inner(ring), candidateColour(2)), 0);
    }

    void aSavedGameKeepsThemAndADamagedEntryIsRefused()
    {
        altClick(0, 2);
        altClick(1, 4);
        altClick(1, 4);
        altClick(1, 4); // B on r1c2's 4
        const QString file = m_dir.filePath(QStringLiteral("coloured.pencilmark"));
        QVERIFY(m_window->saveGameFile(file));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray bytes = saved.readAll();
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(root.value(QLatin1String("version")).toInt(), 4);
        QCOMPARE(root.value(QLatin1String("candidateColours")).toArray().size(), 2);

        MainWindow other(m_dir.filePath(QStringLiteral("autosave-other.pencilmark")));
        QVERIFY(other.openGameFile(file));
        QCOMPARE(other.session()->game().cells(), session().game().cells());
        QCOMPARE(other.session()->game().cell(1).candidateColour(4), 3);
        // The history came along: undo there takes B back to A'.
        other.session()->undoStack()->undo();
        QCOMPARE(other.session()->game().cell(1).candidateColour(4), 2);

        // An entry on a digit that is no mark of its cell: refused, named.
        QJsonObject damaged = root;
        damaged[QLatin1String("candidateColours")] = QJsonArray{QJsonArray{0, 2, 1}, QJsonArray{0, 6, 1}};
        const QString bad = m_dir.filePath(QStringLiteral("damaged.pencilmark"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(damaged).toJson());
        out.close();
        const QByteArray inPlay = encodeGame(other.session()->game(), false, other.session()->undoHistory());
        QSignalSpy errors(&other, &MainWindow::errorReported);
        QVERIFY(!other.openGameFile(bad));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(errors.front().front().toString().contains(QLatin1String("candidateColours[1]")),
                 qPrintable(errors.front().front().toString()));
        QCOMPARE(encodeGame(other.session()->game(), false, other.session()->undoHistory()), inPlay);
    }

    // A game without candidate colours is written as before (version 1,
    // no new key), so earlier builds keep opening it.
    void aGameWithoutThemIsWrittenAsBefore()
    {
        const QJsonObject root = QJsonDocument::fromJson(encodeGame(session().game(), false, session().undoHistory())).object();
        QCOMPARE(root.value(QLatin1String("version")).toInt(), 1);
        QVERIFY(!root.contains(QLatin1String("candidateColours")));
        const auto steps = root.value(QLatin1String("history")).toObject().value(QLatin1String("steps")).toArray();
        QVERIFY(!steps.isEmpty());
        QCOMPARE(steps.at(0).toObject().value(QLatin1String("cells")).toArray().at(0).toArray().size(), 9);
    }
};

QTEST_MAIN(TestCandidateColours)
#include "tst_candidate_colours.moc"
