// SPDX-License-Identifier: GPL-3.0-or-later
// Chains drawn so that each link can be followed: links meeting in a cell
// bow apart instead of piling into a knot, no arrowhead lands on a
// crossed-out candidate, a link inside a cell is long enough to see, a
// removed digit still reads under its cross, and a placed digit and the
// links themselves read in every theme.
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/board/step_highlight_painter.h"
#include "ui/board/theme.h"
#include "ui/guide/technique_examples.h"
#include "ui/guide/worked_example.h"
#include "ui/hints/hint_panel.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"
#include "core/logic/logic_solver.h"
#include "core/logic/technique.h"

#include <QAction>
#include <QUndoStack>
#include <QtTest>

#include "tests/ui/window_helpers.h"

#include <cmath>

using namespace pm;

namespace {

// HoDoKu's exemplar of an XY-chain that closes into a loop
// (../shared/data/hodoku_exemplars_by_technique.tsv): from filled-in marks
// the hints' ninth step. Four cells, two links in each of r1c4, r1c6, r9c4
// and r9c6: this loop was drawn as a knot in r1c4.
const char* const kLoopPuzzle = "284.....1..............7.2....7.5.3...561..4..3.............563....42.9.519.....4";
constexpr int kStepsBeforeLoop = 8;

// HoDoKu's first Continuous Nice Loop exemplar
// (../shared/data/hodoku_exemplars_by_technique.tsv): the solving path's
// 21st step is a nice loop whose strong link from r1c8's 6 ran down
// through r1c8's 9, a node of the same loop.
const char* const kNiceLoopPuzzle = "548.......3....8..1.......3.72..86........3......47..9.1.3...2.2569.........6.7..";
constexpr int kStepsBeforeNiceLoop = 20;

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1):
// its first hint is a single.
const char* const kSimplePuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

// WCAG 2.1 contrast ratio, worked out here rather than taken from the code under test.
double contrast(const QColor& a, const QColor& b)
{
    const auto luminance = [](const QColor& c) {
        const auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

const Theme kEveryTheme[] = {Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast};

qreal length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

qreal distanceTo(QPointF p, const QPolygonF& line)
{
    qreal best = 1e9;
    for (qsizetype i = 1; i < line.size(); ++i) {
        const QPointF a = line[i - 1];
        const QPointF ab = line[i] - a;
        const qreal squared = QPointF::dotProduct(ab, ab);
        const qreal t = squared > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / squared, 0.0, 1.0) : 0.0;
        best = std::min(best, length(p - (a + ab * t)));
    }
    return best;
}

QPolygonF whole(const LinkRouter::Route& route)
{
    QPolygonF line = route.line;
    if (!route.head.isEmpty())
        line << route.head.front();
    return line;
}

qreal lengthOf(const QPolygonF& line)
{
    qreal total = 0;
    for (qsizetype i = 1; i < line.size(); ++i)
        total += length(line[i] - line[i - 1]);
    return total;
}

QRectF symbolOf(const QRectF& slot)
{
    const qreal side = std::min(slot.width(), slot.height()) * 0.8;
    return QRectF(slot.center().x() - side / 2, slot.center().y() - side / 2, side, side);
}

// Everything wrong with how a pattern's links are drawn on `layout`, one line each.
QStringList linkProblems(const BoardLayout& layout, const BoardState& state, const BoardHighlight& highlight,
                         const QFont& font, const QPalette& palette)
{
    QStringList problems;
    const StepHighlightPainter painter(layout, state, font, palette, highlight);
    const std::vector<LinkRouter::Route> routes = painter.routedLinks();
    const std::vector<logic::ChainLink>& links = highlight.pattern.links;
    if (routes.size() != links.size())
        return {QStringLiteral("%1 routes for %2 links").arg(routes.size()).arg(links.size())};
    const qreal slot = std::min(layout.markRect(0, 1).width(), layout.markRect(0, 1).height());
    const auto name = [&](size_t i) {
        return QStringLiteral("link %1 (r%2c%3 %4 -> r%5c%6 %7)")
            .arg(i)
            .arg(state.geometry->row(links[i].from.cell) + 1).arg(state.geometry->column(links[i].from.cell) + 1)
            .arg(links[i].from.digit)
            .arg(state.geometry->row(links[i].to.cell) + 1).arg(state.geometry->column(links[i].to.cell) + 1)
            .arg(links[i].to.digit);
    };
    std::vector<QRectF> crossedOut;
    for (const logic::CandidateMark& mark : highlight.pattern.candidates)
        if (mark.role == logic::Role::Target && state.cells[size_t(mark.cell)].value == 0)
            crossedOut.push_back(symbolOf(layout.markRect(mark.cell, mark.digit)));
    std::vector<QPointF> nodes;
    for (const logic::ChainLink& link : links) {
        nodes.push_back(layout.markRect(link.from.cell, link.from.digit).center());
        nodes.push_back(layout.markRect(link.to.cell, link.to.digit).center());
    }
    for (size_t i = 0; i < routes.size(); ++i) {
        const QPolygonF line = whole(routes[i]);
        // Long enough to see, even inside one cell (was a stub under its head).
        if (lengthOf(line) < slot * 0.6) {
            problems << name(i) + QStringLiteral(": %1 px long").arg(lengthOf(line));
            continue;
        }
        // With a shaft before its head: a head alone is a blob (a link
        // between two slots of one cell, in the solving path's small board).
        if (lengthOf(routes[i].line) < slot * 0.4)
            problems << name(i) + QStringLiteral(": a shaft of %1 px").arg(lengthOf(routes[i].line), 0, 'f', 1);
        // Not over another node of the chain: a line through a candidate
        // reads as the chain going there (it ran down through r1c8's 9 on
        // the way from its 6, in the solving path's nice loop).
        for (const logic::ChainLink& other : links)
            for (const logic::CellDigit& node : {other.from, other.to}) {
                if (node == links[i].from || node == links[i].to)
                    continue;
                const QRectF symbol = symbolOf(layout.markRect(node.cell, node.digit));
                qreal over = 0;
                for (qsizetype k = 1; k < line.size(); ++k)
                    if (symbol.contains(line[k]))
                        over += length(line[k] - line[k - 1]);
                if (over > slot * 0.25) {
                    problems << name(i) + QStringLiteral(" runs %1 px over r%2c%3 %4")
                                              .arg(int(over))
                                              .arg(state.geometry->row(node.cell) + 1)
                                              .arg(state.geometry->column(node.cell) + 1)
                                              .arg(node.digit);
                    break;
                }
            }
        for (const QRectF& crossed : crossedOut)
            if (routes[i].head.intersects(QPolygonF(crossed)))
                problems << name(i) + QStringLiteral(": its arrowhead lands on a crossed-out candidate");
        // Two links may cross, but not run together: the length of one
        // within a third of a slot of the other, away from the nodes where
        // links meet, stays below what a crossing takes.
        for (size_t j = 0; j < i; ++j) {
            const QPolygonF other = whole(routes[j]);
            if (other.size() < 2)
                continue;
            qreal together = 0;
            for (qsizetype k = 1; k < line.size(); ++k) {
                const QPointF p = line[k];
                const bool nearNode = std::any_of(nodes.begin(), nodes.end(),
                                                  [&](QPointF node) { return length(p - node) < slot * 0.9; });
                if (!nearNode && distanceTo(p, other) < slot / 3)
                    together += length(line[k] - line[k - 1]);
            }
            if (together > slot * 1.2)
                problems << name(i) + QStringLiteral(" runs %1 px along ").arg(int(together)) + name(j);
        }
    }
    return problems;
}

// A worked example's position as the board shows it: its candidates as corner marks.
BoardState stateOf(const WorkedExample& worked)
{
    BoardState state;
    state.geometry = worked.position.geometryPtr();
    state.alphabet = worked.alphabet;
    const auto count = size_t(worked.position.cellCount());
    state.cells.assign(count, {});
    state.givens.assign(count, false);
    state.conflicts.assign(count, false);
    state.mistakes.assign(count, false);
    for (int cell = 0; cell < worked.position.cellCount(); ++cell) {
        state.cells[size_t(cell)].value = std::uint8_t(worked.position.value(cell));
        if (worked.position.isEmpty(cell))
            state.cells[size_t(cell)].corner = worked.position.candidates(cell);
    }
    return state;
}

bool isReddish(const QColor& c)
{
    return c.red() > 150 && c.red() - c.green() > 70 && c.red() - c.blue() > 70;
}

} // namespace

class TestChainDrawing : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    // From filled-in marks, `applied` hints applied with H (four presses
    // each), then the next one opened to its explanation.
    void playToHint(int applied)
    {
        QTest::keyClick(m_window->board(), Qt::Key_M, Qt::ControlModifier); // fill in the marks
        for (int i = 0; i < applied; ++i) {
            test::pressHint(*m_window);
            QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
            test::pressHint(*m_window);
            test::pressHint(*m_window);
            QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
            const int before = m_window->session()->undoStack()->count();
            test::pressHint(*m_window); // applies it
            QTRY_VERIFY(m_window->session()->undoStack()->count() > before);
        }
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_chain_drawing"));
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        m_window.reset();
        applyTheme(Theme::System);
    }

    void theLoopIsNoKnot_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("800x600") << QSize(800, 600);
        QTest::newRow("1100x850") << QSize(1100, 850);
    }

    // The loop on the board of a real window, reached with H from filled-in marks.
    void theLoopIsNoKnot()
    {
        QFETCH(QSize, size);
        QSettings().clear();
        m_window = test::windowPlaying(m_dir, kLoopPuzzle);
        QVERIFY(m_window);
        m_window->resize(size);
        m_window->session()->setAutoUpdateMarks(false);
        m_window->board()->setFocus();
        playToHint(kStepsBeforeLoop);
        QCOMPARE(m_window->session()->hint()->step.technique, logic::Technique::XYChain);
        BoardWidget* board = m_window->board();
        QCOMPARE(board->highlight().pattern.links.size(), size_t(8));
        const QStringList problems =
            linkProblems(board->layout(), board->state(), board->highlight(), board->font(), board->palette());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
    }

    // Every technique's worked example that draws links, at two board sizes.
    void everyExamplesChainCanBeFollowed()
    {
        int chains = 0;
        for (const TechniqueExample& example : techniqueExamples()) {
            const std::optional<WorkedExample> worked = loadWorkedExample(example);
            QVERIFY2(worked, example.key.data());
            if (worked->next.kind != logic::NextStep::Kind::Found || worked->next.step.pattern.links.empty())
                continue;
            const BoardState state = stateOf(*worked);
            BoardHighlight highlight;
            highlight.pattern = worked->next.step.pattern;
            QWidget widget;
            for (int side : {420, 700}) {
                const BoardLayout layout(QSizeF(side, side), *state.geometry, widget.font());
                const QStringList problems = linkProblems(layout, state, highlight, widget.font(), widget.palette());
                QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 at %2 px:\n").arg(example.key.data()).arg(side)
                                                        + problems.join(QStringLiteral("\n"))));
            }
            ++chains;
        }
        QVERIFY2(chains >= 10, qPrintable(QString::number(chains)));
    }

    // The solving path's nice loop, on boards of the solving path dialog's
    // size and larger: no line over another node.
    void theNiceLoopRunsOverNoNode()
    {
        const auto parsed = parsePuzzle(kNiceLoopPuzzle);
        QVERIFY(parsed);
        const logic::SolvePath path = logic::solvePath(parsed->grid);
        QVERIFY(path.steps.size() > size_t(kStepsBeforeNiceLoop));
        Grid position = logic::candidateState(parsed->grid);
        for (int i = 0; i < kStepsBeforeNiceLoop; ++i)
            logic::applyStep(position, path.steps[size_t(i)]);
        const logic::Step& loop = path.steps[size_t(kStepsBeforeNiceLoop)];
        QCOMPARE(loop.technique, logic::Technique::NiceLoop);
        BoardState state;
        state.geometry = position.geometryPtr();
        state.alphabet = parsed->alphabet;
        state.cells.assign(81, {});
        state.givens.assign(81, false);
        state.conflicts.assign(81, false);
        state.mistakes.assign(81, false);
        for (int cell = 0; cell < 81; ++cell) {
            state.cells[size_t(cell)].value = std::uint8_t(position.value(cell));
            if (position.isEmpty(cell))
                state.cells[size_t(cell)].corner = position.candidates(cell);
        }
        BoardHighlight highlight;
        highlight.pattern = loop.pattern;
        QWidget widget;
        for (int side : {400, 560, 760}) {
            const BoardLayout layout(QSizeF(side, side), *state.geometry, widget.font());
            const QStringList problems = linkProblems(layout, state, highlight, widget.font(), widget.palette());
            QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("at %1 px:\n").arg(side) + problems.join(QStringLiteral("\n"))));
        }
    }

    // A removed candidate's digit keeps most of its ink under the cross.
    void removedDigitsReadUnderTheirCross()
    {
        QSettings().clear();
        m_window = test::windowPlaying(m_dir, kLoopPuzzle);
        QVERIFY(m_window);
        m_window->resize(1100, 850);
        m_window->session()->setAutoUpdateMarks(false);
        m_window->board()->setFocus();
        playToHint(kStepsBeforeLoop);
        BoardWidget* board = m_window->board();
        const QColor text = board->palette().color(QPalette::Text);
        const auto inkOf = [&](const QImage& image, const QRectF& slot) {
            QSet<QPair<int, int>> ink;
            const QRect r = slot.toAlignedRect();
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    if (std::abs(c.lightness() - text.lightness()) < 60 && c.saturation() < 60)
                        ink.insert({x, y});
                }
            return ink;
        };
        const BoardHighlight highlight = board->highlight();
        const QImage hinted = board->grab().toImage();
        board->clearHighlight();
        const QImage plain = board->grab().toImage();
        board->setHighlight(highlight);
        int crossed = 0;
        for (const logic::CandidateMark& mark : highlight.pattern.candidates) {
            if (mark.role != logic::Role::Target)
                continue;
            const QRectF slot = board->markRect(mark.cell, mark.digit);
            const QSet<QPair<int, int>> before = inkOf(plain, slot);
            const QSet<QPair<int, int>> after = inkOf(hinted, slot);
            QVERIFY2(before.size() > 10, "no digit drawn in the slot");
            const qsizetype kept = QSet<QPair<int, int>>(before).intersect(after).size();
            QVERIFY2(kept >= before.size() * 8 / 10,
                     qPrintable(QStringLiteral("r%1c%2 %3: %4 of %5 pixels of the digit left")
                                    .arg(mark.cell / 9 + 1).arg(mark.cell % 9 + 1).arg(mark.digit)
                                    .arg(kept).arg(before.size())));
            ++crossed;
        }
        QVERIFY(crossed > 5);
    }

    // The cross of a removed candidate shows beside its digit, which is
    // drawn again on top of it: in slots taller than wide (6x6, 12x12) the
    // digit and its rim covered a square cross all but its tips, and the
    // guide's X-Wing seemed to remove nothing.
    void crossesShowBesideTheirDigits()
    {
        int crossed = 0;
        for (const TechniqueExample& example : techniqueExamples()) {
            const std::optional<WorkedExample> worked = loadWorkedExample(example);
            QVERIFY2(worked, example.key.data());
            if (worked->next.kind != logic::NextStep::Kind::Found)
                continue;
            BoardHighlight highlight;
            highlight.pattern = worked->next.step.pattern;
            BoardHighlight withoutTargets = highlight;
            std::erase_if(withoutTargets.pattern.candidates,
                          [](const logic::CandidateMark& m) { return m.role == logic::Role::Target; });
            BoardWidget board;
            board.setState(stateOf(*worked));
            board.setSelectedCell(-1);
            for (int side : {420, 700}) {
                board.resize(side, side);
                board.setHighlight(withoutTargets);
                const QImage before = board.grab().toImage();
                board.setHighlight(highlight);
                const QImage after = board.grab().toImage();
                for (const logic::CandidateMark& mark : highlight.pattern.candidates) {
                    if (mark.role != logic::Role::Target || board.state().cells[size_t(mark.cell)].value != 0
                        || !(board.state().cells[size_t(mark.cell)].corner & digitBit(mark.digit)))
                        continue;
                    const QRectF slot = board.markRect(mark.cell, mark.digit);
                    const QRect r = slot.toAlignedRect();
                    int shown = 0;
                    for (int y = r.top(); y <= r.bottom(); ++y)
                        for (int x = r.left(); x <= r.right(); ++x)
                            shown += isReddish(after.pixelColor(x, y)) && !isReddish(before.pixelColor(x, y));
                    // Red ink beside the digit worth most of the slot's short
                    // side (a square cross of 1.5 px lines shows at least that;
                    // in tall slots, half of it was left).
                    const qreal wanted = std::min(slot.width(), slot.height()) * 0.85;
                    QVERIFY2(shown >= wanted,
                             qPrintable(QStringLiteral("%1 at %2 px: the cross of %3 in cell %4 shows %5 pixels, %6 wanted")
                                            .arg(example.key.data()).arg(side).arg(mark.digit).arg(mark.cell)
                                            .arg(shown).arg(wanted)));
                    ++crossed;
                }
            }
        }
        QVERIFY2(crossed > 50, qPrintable(QString::number(crossed)));
    }

    void thePlacedDigitReadsInEveryTheme_data()
    {
        QTest::addColumn<Theme>("theme");
        QTest::newRow("light") << Theme::Light;
        QTest::newRow("dark") << Theme::Dark;
        QTest::newRow("high contrast") << Theme::HighContrast;
    }

    // A single's hint draws the digit placed in bold green: on the dark
    // theme's base it was dark green on near-black.
    void thePlacedDigitReadsInEveryTheme()
    {
        QFETCH(Theme, theme);
        QSettings().clear();
        m_window = test::windowPlaying(m_dir, kSimplePuzzle);
        QVERIFY(m_window);
        m_window->resize(1100, 850);
        m_window->action(QStringLiteral("theme-") + themeKey(theme))->trigger();
        QCOMPARE(currentTheme(), theme);
        playToHint(0);
        BoardWidget* board = m_window->board();
        const auto& candidates = board->highlight().pattern.candidates;
        const auto placed = std::find_if(candidates.begin(), candidates.end(),
                                         [](const logic::CandidateMark& m) { return m.role == logic::Role::Placement; });
        QVERIFY2(placed != candidates.end(), "the first hint places no digit");
        const QColor colour = StepHighlightPainter::placedDigitColour(board->palette());
        // Against the base, and against what is really under it (the hint's tints).
        const QImage image = board->grab().toImage();
        const QRectF slot = board->markRect(placed->cell, placed->digit);
        const QColor under = image.pixelColor(slot.topLeft().toPoint() + QPoint(1, 1));
        QVERIFY2(contrast(colour, board->palette().color(QPalette::Base)) >= 4.5, qPrintable(colour.name()));
        QVERIFY2(contrast(colour, under) >= 3.0, qPrintable(colour.name() + QStringLiteral(" on ") + under.name()));
        // ... and it is what the board draws: pixels of that colour in the slot.
        int inColour = 0;
        const QRect r = slot.toAlignedRect();
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x)
                inColour += contrast(image.pixelColor(x, y), colour) < 1.15;
        QVERIFY2(inColour > 8, qPrintable(QString::number(inColour)));
    }

    // Strong and weak links stand out from the board in every theme the app
    // has: at least 3:1 against the cells' base (WCAG 2.1's minimum for
    // graphics) and against the legend's window, and the board really draws
    // them in those colours. The dark theme's weak links were a deep blue
    // at 2.3:1 on its near-black base.
    void theLinksStandOutInEveryTheme()
    {
        QSettings().clear();
        m_window = test::windowPlaying(m_dir, kLoopPuzzle);
        QVERIFY(m_window);
        m_window->resize(1100, 850);
        m_window->session()->setAutoUpdateMarks(false);
        m_window->board()->setFocus();
        playToHint(kStepsBeforeLoop);
        BoardWidget* board = m_window->board();
        const std::vector<logic::ChainLink>& links = board->highlight().pattern.links;
        QVERIFY(std::any_of(links.begin(), links.end(), [](const logic::ChainLink& l) { return l.strong; }));
        QVERIFY(std::any_of(links.begin(), links.end(), [](const logic::ChainLink& l) { return !l.strong; }));
        for (const Theme theme : kEveryTheme) {
            m_window->action(QStringLiteral("theme-") + themeKey(theme))->trigger();
            QCOMPARE(currentTheme(), theme);
            QCoreApplication::processEvents();
            const QPalette palette = board->palette();
            const QImage image = board->grab().toImage();
            // The painter keeps references: the layout (returned by value)
            // and the font must outlive it.
            const BoardLayout layout = board->layout();
            const QFont font = board->font();
            const StepHighlightPainter painter(layout, board->state(), font, palette, board->highlight());
            const std::vector<LinkRouter::Route> routes = painter.routedLinks();
            QCOMPARE(routes.size(), links.size());
            for (const bool strong : {true, false}) {
                const QColor colour = chainLinkColour(palette, strong);
                const QString what = QStringLiteral("%1 %2 link %3").arg(themeKey(theme),
                                                                          strong ? QStringLiteral("strong") : QStringLiteral("weak"),
                                                                          colour.name());
                for (const QPalette::ColorRole role : {QPalette::Base, QPalette::Window}) {
                    const double ratio = contrast(colour, palette.color(role));
                    QVERIFY2(ratio >= 3.0, qPrintable(what + QStringLiteral(" against %1: %2:1")
                                                                 .arg(palette.color(role).name())
                                                                 .arg(ratio, 0, 'f', 2)));
                }
                // Along the routes of that kind, the board shows that colour.
                int inColour = 0;
                for (size_t i = 0; i < routes.size(); ++i) {
                    if (links[i].strong != strong || routes[i].line.size() < 2)
                        continue;
                    for (QPointF p : routes[i].line)
                        for (int dy = -1; dy <= 1; ++dy)
                            for (int dx = -1; dx <= 1; ++dx)
                                inColour += contrast(image.pixelColor(p.toPoint() + QPoint(dx, dy)), colour) < 1.1;
                }
                QVERIFY2(inColour > 10, qPrintable(what + QStringLiteral(": %1 pixels drawn in it").arg(inColour)));
            }
        }
    }
};

QTEST_MAIN(TestChainDrawing)
#include "tst_chain_drawing.moc"
