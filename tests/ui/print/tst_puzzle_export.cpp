// SPDX-License-Identifier: GPL-3.0-or-later
// Print and export: the PDF holds the puzzle and its solution page, the
// rendered grid shows exactly the givens (and every digit in a solution),
// jigsaw borders are thick, PNGs have the asked size, a booklet has its
// puzzle pages then its solution pages, and Ctrl+P prints.
#include "ui/print/booklet_dialog.h"
#include "ui/print/booklet_generation.h"
#include "ui/print/print_actions.h"
#include "ui/print/puzzle_export.h"
#include "ui/print/puzzle_pages.h"
#include "ui/dialogs/game_shapes.h"
#include "ui/window/main_window.h"

#include "core/generate/generator.h"

#include <QAction>
#include <QRegularExpression>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

// A generated puzzle: same options and seed, same puzzle, on every run.
PrintablePuzzle generated(bool jigsaw, std::uint64_t seed)
{
    generate::GeneratorOptions options;
    options.level = logic::Level::Easy;
    options.randomJigsaw = jigsaw;
    options.seed = seed;
    auto made = generate::generatePuzzle(options);
    if (!made)
        return {};
    PrintablePuzzle puzzle;
    puzzle.geometry = made->puzzle.geometryPtr();
    puzzle.alphabet = Alphabet::standard(9);
    puzzle.givens.assign(made->puzzle.values().begin(), made->puzzle.values().end());
    puzzle.solution.assign(made->solution.values().begin(), made->solution.values().end());
    puzzle.kind = jigsaw ? QStringLiteral("9×9, jigsaw") : QStringLiteral("9×9, 3×3 boxes");
    return puzzle;
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Page objects in a PDF ("/Type /Page", not the "/Type /Pages" tree). The
// page content is compressed, but the object structure is plain text.
int pdfPageCount(const QByteArray& pdf)
{
    static const QRegularExpression page(QStringLiteral(R"(/Type\s*/Page(?![A-Za-z]))"));
    int count = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next())
        ++count;
    return count;
}

// Dark pixels in the middle half of a cell, where digits are and lines are not.
int inkInCell(const QImage& image, const QRectF& board, int size, int cell)
{
    const qreal step = board.width() / size;
    const QRectF rect(board.left() + (cell % size) * step, board.top() + (cell / size) * step, step, step);
    const QRect inner = rect.adjusted(step / 4, step / 4, -step / 4, -step / 4).toRect();
    int ink = 0;
    for (int y = inner.top(); y <= inner.bottom(); ++y) {
        for (int x = inner.left(); x <= inner.right(); ++x)
            ink += qGray(image.pixel(x, y)) < 128;
    }
    return ink;
}

// Dark pixels on a short horizontal run across the vertical line at `x`.
int inkAcross(const QImage& image, qreal x, int y)
{
    int ink = 0;
    for (int dx = -10; dx <= 10; ++dx)
        ink += qGray(image.pixel(int(std::lround(x)) + dx, y)) < 128;
    return ink;
}

} // namespace

class TestPuzzleExport : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // Two easy puzzles of the dialog's choice, two to a page, written as a
    // booklet through the window's print actions: one page of puzzles, one
    // of solutions. Empty when that fails (the failure is recorded).
    std::vector<PrintablePuzzle> twoPuzzleBooklet(const BookletDialog& dialog, const QString& name)
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave-%1-booklet.pencilmark").arg(name)));
        generate::GeneratorOptions options = dialog.options();
        options.level = logic::Level::Easy;
        options.seed = 5;
        const QString path = m_dir.filePath(QStringLiteral("%1-booklet.pdf").arg(name));
        QSignalSpy written(window.printActions(), &PrintActions::bookletWritten);
        window.printActions()->makeBooklet(options, 2, 2, dialog.title(), path);
        if (!written.wait(120000)) {
            QTest::qFail("the booklet was not written", __FILE__, __LINE__);
            return {};
        }
        std::vector<PrintablePuzzle> puzzles = window.printActions()->bookletGeneration()->puzzles();
        const bool solved = std::all_of(puzzles.begin(), puzzles.end(), [](const auto& p) { return p.hasSolution(); });
        if (puzzles.size() != 2 || !solved || pdfPageCount(readAll(path)) != 2) {
            QTest::qFail("not two puzzles with solutions on two pages", __FILE__, __LINE__);
            return {};
        }
        return puzzles;
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_puzzle_export"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void exportedPdfHoldsThePuzzleAndItsSolution()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(test::playPuzzle(window, QString::fromLatin1(kPuzzle)).kind, game::PuzzleVerdict::Kind::Unique);
        const QString path = m_dir.filePath(QStringLiteral("puzzle.pdf"));
        QSignalSpy exported(window.printActions(), &PrintActions::exported);
        QVERIFY(window.printActions()->exportPdf(path));
        QCOMPARE(exported.size(), 1);
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.size() > 2000);
        QCOMPARE(pdfPageCount(pdf), 2);

        // What the pages show: the window's puzzle, its givens and solution.
        const PrintablePuzzle puzzle = window.printActions()->currentPuzzle();
        QCOMPARE(int(std::count_if(puzzle.givens.begin(), puzzle.givens.end(), [](auto v) { return v != 0; })),
                 int(QByteArray(kPuzzle).size() - QByteArray(kPuzzle).count('.')));
        QVERIFY(puzzle.hasSolution());
    }

    void aPuzzleWithoutSolutionPrintsOnePage()
    {
        PrintablePuzzle puzzle = generated(false, 7);
        QVERIFY(!puzzle.givens.empty());
        puzzle.solution.clear();
        const QString path = m_dir.filePath(QStringLiteral("no-solution.pdf"));
        QVERIFY(!exportPuzzlePdf(path, puzzle));
        QCOMPARE(pdfPageCount(readAll(path)), 1);
    }

    void theGridShowsTheGivensAndNothingElse_data()
    {
        QTest::addColumn<bool>("jigsaw");
        QTest::newRow("classic") << false;
        QTest::newRow("jigsaw") << true;
    }

    void theGridShowsTheGivensAndNothingElse()
    {
        QFETCH(bool, jigsaw);
        const PrintablePuzzle puzzle = generated(jigsaw, 11);
        QVERIFY(!puzzle.givens.empty());
        const int pixels = 900;
        const QImage image = puzzleImage(puzzle, pixels, GridContent::Puzzle);
        const QRectF board(pixels * 0.02, pixels * 0.02, pixels * 0.96, pixels * 0.96);
        for (int cell = 0; cell < 81; ++cell) {
            const int ink = inkInCell(image, board, 9, cell);
            if (puzzle.givens[cell] != 0)
                QVERIFY2(ink > 40, qPrintable(QStringLiteral("given in cell %1 not drawn").arg(cell)));
            else
                QVERIFY2(ink == 0, qPrintable(QStringLiteral("empty cell %1 has ink").arg(cell)));
        }
        // The solution fills every cell.
        const QImage solution = puzzleImage(puzzle, pixels, GridContent::Solution);
        for (int cell = 0; cell < 81; ++cell)
            QVERIFY2(inkInCell(solution, board, 9, cell) > 40, qPrintable(QStringLiteral("cell %1").arg(cell)));
    }

    void jigsawRegionBordersAreThickAndCellLinesThin()
    {
        const PrintablePuzzle puzzle = generated(true, 5);
        QVERIFY(puzzle.geometry->isJigsaw());
        const int pixels = 1200;
        const QImage image = puzzleImage(puzzle, pixels, GridContent::Puzzle);
        const QRectF board(pixels * 0.02, pixels * 0.02, pixels * 0.96, pixels * 0.96);
        const qreal step = board.width() / 9;
        const Geometry& g = *puzzle.geometry;
        int borders = 0;
        for (int row = 0; row < 9; ++row) {
            // A quarter down the cell: clear of the digit in its middle.
            const int y = int(board.top() + row * step + step / 4);
            for (int column = 0; column < 8; ++column) {
                const bool border = g.regionOf(g.cellAt(row, column)) != g.regionOf(g.cellAt(row, column + 1));
                const int ink = inkAcross(image, board.left() + (column + 1) * step, y);
                if (border)
                    QVERIFY2(ink >= 4, qPrintable(QStringLiteral("r%1c%2 border %3 px").arg(row + 1).arg(column + 1).arg(ink)));
                else
                    QVERIFY2(ink >= 1 && ink <= 3, qPrintable(QStringLiteral("r%1c%2 line %3 px").arg(row + 1).arg(column + 1).arg(ink)));
                borders += border;
            }
        }
        QVERIFY(borders > 9); // irregular: more than the straight borders of boxes
    }

    void pngHasTheAskedSize_data()
    {
        QTest::addColumn<bool>("jigsaw");
        QTest::addColumn<int>("pixels");
        QTest::newRow("classic 1200") << false << 1200;
        QTest::newRow("jigsaw 800") << true << 800;
    }

    void pngHasTheAskedSize()
    {
        QFETCH(bool, jigsaw);
        QFETCH(int, pixels);
        const PrintablePuzzle puzzle = generated(jigsaw, 3);
        const QString path = m_dir.filePath(QStringLiteral("puzzle-%1.png").arg(pixels));
        QVERIFY(!exportPuzzlePng(path, puzzle, pixels));
        QImage image;
        QVERIFY(image.load(path, "PNG"));
        QCOMPARE(image.size(), QSize(pixels, pixels));
        // Black grid on white: the corner margin is white, the frame black.
        QCOMPARE(qGray(image.pixel(2, 2)), 255);
        QVERIFY(qGray(image.pixel(pixels / 2, int(pixels * 0.02) + 2)) < 64);
    }

    void anExportThatCannotBeWrittenSaysWhy()
    {
        const QString path = m_dir.filePath(QStringLiteral("no-such-folder/puzzle.pdf"));
        const auto error = exportPuzzlePdf(path, generated(false, 7));
        QVERIFY(error);
        QVERIFY(error->contains(QStringLiteral("puzzle.pdf")));
        QVERIFY(!QFile::exists(path));
    }

    void bookletHasPuzzlePagesThenSolutionPages_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("perPage");
        QTest::addColumn<int>("pages");
        QTest::newRow("6 4x4, 4 a page") << 4 << 6 << 4 << 3;   // 2 puzzle pages + 1 of solutions
        QTest::newRow("3 9x9, 2 a page") << 9 << 3 << 2 << 3;   // 2 + 1
        QTest::newRow("7 6x6, 6 a page") << 6 << 7 << 6 << 3;   // 2 + 1
        QTest::newRow("1 9x9, 1 a page") << 9 << 1 << 1 << 2;   // 1 + 1
    }

    void bookletHasPuzzlePagesThenSolutionPages()
    {
        QFETCH(int, size);
        QFETCH(int, count);
        QFETCH(int, perPage);
        QFETCH(int, pages);
        MainWindow window(m_dir.filePath(QStringLiteral("autosave-booklet.pencilmark")));
        generate::GeneratorOptions options;
        options.geometry = GeometrySpec::forSize(size);
        options.level = logic::Level::Easy;
        options.seed = 42;
        const QString path = m_dir.filePath(QStringLiteral("booklet-%1-%2.pdf").arg(size).arg(count));
        QSignalSpy written(window.printActions(), &PrintActions::bookletWritten);
        QSignalSpy progressed(window.printActions()->bookletGeneration(), &BookletGeneration::progressed);
        window.printActions()->makeBooklet(options, count, perPage, QStringLiteral("Test booklet"), path);
        QVERIFY(written.wait(120000));
        QCOMPARE(written.front().front().toString(), path);
        QCOMPARE(progressed.back().at(0).toInt(), count);
        QCOMPARE(int(window.printActions()->bookletGeneration()->puzzles().size()), count);
        QCOMPARE(bookletPageCount(count, perPage, size), pages);
        QCOMPARE(pdfPageCount(readAll(path)), pages);
    }

    void aBookletsPuzzlesAreAllDifferent()
    {
        BookletGeneration generation;
        generate::GeneratorOptions options;
        options.geometry = GeometrySpec::forSize(6);
        options.level = logic::Level::Easy;
        options.seed = 9;
        QSignalSpy finished(&generation, &BookletGeneration::finished);
        generation.start(options, 5);
        QVERIFY(finished.wait(60000));
        const auto& puzzles = generation.puzzles();
        QCOMPARE(int(puzzles.size()), 5);
        for (size_t a = 0; a < puzzles.size(); ++a) {
            QVERIFY(puzzles[a].hasSolution());
            for (size_t b = a + 1; b < puzzles.size(); ++b)
                QVERIFY(puzzles[a].givens != puzzles[b].givens);
        }
    }

    // Killers print as killers: the dialog offers them where the generator
    // makes them (not 16x16), and the booklet's puzzles keep their cages.
    void aKillerBookletPrintsCages()
    {
        BookletDialog dialog;
        dialog.setShape(GeometrySpec::forSize(16));
        dialog.setKiller(true);
        QVERIFY(!dialog.options().killer);
        QVERIFY(!dialog.title().contains(QStringLiteral("Killer")));
        dialog.setShape(GeometrySpec::forSize(6));
        QVERIFY(dialog.options().killer);
        QVERIFY2(dialog.title().startsWith(QStringLiteral("Killer Sudoku 6×6")), qPrintable(dialog.title()));

        for (const PrintablePuzzle& puzzle : twoPuzzleBooklet(dialog, QStringLiteral("killer")))
            QVERIFY(puzzle.geometry->hasCages());
    }

    // Variant puzzles print with their rules: the dialog offers them where
    // the generator makes them (up to 9x9 with boxes, not with a killer),
    // and the booklet's puzzles keep their thermometers and dots.
    void aVariantBookletPrintsItsRules()
    {
        BookletDialog dialog;
        dialog.setKiller(false);
        dialog.setShape(GeometrySpec::forSize(12));
        dialog.setRuleSet(4); // thermometers and kropki dots
        QVERIFY(!dialog.options().constraints);
        dialog.setShape(GeometrySpec::forSize(9));
        QVERIFY(dialog.options().constraints);
        QCOMPARE(dialog.options().constraints->families, offeredRuleSets()[4].families);
        QVERIFY(!dialog.options().killer);
        QVERIFY2(dialog.title().startsWith(QStringLiteral("Sudoku 9×9: Thermometers")), qPrintable(dialog.title()));

        for (const PrintablePuzzle& puzzle : twoPuzzleBooklet(dialog, QStringLiteral("variant"))) {
            const auto& constraints = puzzle.geometry->constraints();
            QVERIFY(std::any_of(constraints.begin(), constraints.end(),
                                [](const Constraint& c) { return c.kind == ConstraintKind::NonConsecutive; }));
        }
        dialog.setRuleSet(-1);
        QVERIFY(!dialog.options().constraints);
    }

    // Booklets of the counted shapes: no jigsaw or cages there, and the
    // puzzles print with their own symbols (1-4 on MultiFour).
    void aCountedBookletPrintsItsShape()
    {
        BookletDialog dialog;
        dialog.setKiller(true);
        dialog.setShape(GeometrySpec::doubleNine());
        QCOMPARE(dialog.options().geometry, GeometrySpec::doubleNine());
        QVERIFY(!dialog.options().killer);
        QVERIFY(!dialog.options().randomJigsaw);
        QVERIFY2(dialog.title().startsWith(QStringLiteral("DoubleNine 18×18")), qPrintable(dialog.title()));
        dialog.setShape(GeometrySpec::multiFour());
        QCOMPARE(dialog.options().geometry, GeometrySpec::multiFour());

        for (const PrintablePuzzle& puzzle : twoPuzzleBooklet(dialog, QStringLiteral("multifour"))) {
            QVERIFY(puzzle.geometry->isCounted());
            QCOMPARE(puzzle.alphabet.size(), 4);
        }
    }

    void cancellingABookletWritesNothing()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave-cancel.pencilmark")));
        generate::GeneratorOptions options;
        options.level = logic::Level::Expert;
        options.seed = 1;
        const QString path = m_dir.filePath(QStringLiteral("cancelled.pdf"));
        PrintActions* print = window.printActions();
        QSignalSpy written(print, &PrintActions::bookletWritten);
        QSignalSpy cancelled(print->bookletGeneration(), &BookletGeneration::cancelled);
        print->makeBooklet(options, 50, 4, QStringLiteral("Never"), path);
        QVERIFY(print->bookletGeneration()->isRunning());
        print->bookletGeneration()->cancel();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!print->bookletGeneration()->isRunning());
        QTest::qWait(300);
        QCOMPARE(written.size(), 0);
        QVERIFY(!QFile::exists(path));
    }

    void ctrlPPrintsAndNothingElseClaimsIt()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave-keys.pencilmark")));
        QAction* print = window.action(QStringLiteral("print"));
        QVERIFY(print);
        QVERIFY(print->shortcuts().contains(QKeySequence(QKeySequence::Print)));
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action != print)
                QVERIFY2(!action->shortcuts().contains(QKeySequence(QKeySequence::Print)),
                         qPrintable(action->objectName()));
        }
        QVERIFY(window.action(QStringLiteral("exportPdf")));
        QVERIFY(window.action(QStringLiteral("exportPng")));
        QVERIFY(window.action(QStringLiteral("printBooklet")));
    }
};

QTEST_MAIN(TestPuzzleExport)
#include "tst_puzzle_export.moc"
