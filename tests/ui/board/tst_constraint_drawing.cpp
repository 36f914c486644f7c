// SPDX-License-Identifier: GPL-3.0-or-later
// Every variant constraint kind is drawn where it belongs (issue 37): one
// constraint at a time is painted on an empty 9x9 board, on a light and a
// dark base, and read back from the pixels. Its cells, the edge its dot
// sits on or the place outside the grid its clue stands at hold ink; a cell
// far from it holds none. A broken constraint is traced in the clash
// colour; lines of one width are told apart by more than colour. The
// setter's drawings without a rule (f-puzzles' cosmetics) are drawn at
// their places too.
#include "ui/board/board_layout.h"
#include "ui/board/constraint_painter.h"
#include "ui/board/drawing_painter.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace pm;

Q_DECLARE_METATYPE(pm::Constraint)

namespace {

constexpr qreal kStep = 48; // pixels per cell
const QRectF kBoard(kStep, kStep, 9 * kStep, 9 * kStep); // a ring of one cell around it

int cellOf(int row, int column)
{
    return row * 9 + column;
}

// A place to find ink: a cell (row, column; -1 and 9 lie outside the
// grid), or the edge between two cells.
struct Spot {
    int row = 0;
    int column = 0;
    int otherRow = -1; // an edge: the second cell
    int otherColumn = -1;

    QRect rect() const
    {
        const QPointF centre(kBoard.left() + (column + 0.5) * kStep, kBoard.top() + (row + 0.5) * kStep);
        if (otherRow < 0)
            return QRectF(centre.x() - kStep * 0.45, centre.y() - kStep * 0.45, kStep * 0.9, kStep * 0.9).toRect();
        const QPointF other(kBoard.left() + (otherColumn + 0.5) * kStep, kBoard.top() + (otherRow + 0.5) * kStep);
        const QPointF middle = (centre + other) / 2;
        return QRectF(middle.x() - kStep * 0.1, middle.y() - kStep * 0.1, kStep * 0.2, kStep * 0.2).toRect();
    }
};

ConstraintStyle styleOn(bool dark)
{
    ConstraintStyle style;
    style.ink = dark ? QColor(0xEE, 0xEE, 0xEE) : QColor(Qt::black);
    style.paper = dark ? QColor(0x20, 0x20, 0x24) : QColor(Qt::white);
    style.broken = dark ? QColor(0xFF, 0x70, 0x70) : QColor(0xC0, 0x00, 0x00);
    style.dark = dark;
    return style;
}

// The grid's lines, for the pictures the docs show (not for the checks,
// which read the constraint's ink alone).
void paintGrid(QPainter& painter, const ConstraintStyle& style)
{
    QColor thin = style.ink;
    thin.setAlpha(110);
    for (int i = 0; i <= 9; ++i) {
        painter.setPen(QPen(i % 3 == 0 ? style.ink : thin, i % 3 == 0 ? 3.0 : 1.0));
        const qreal at = kBoard.left() + i * kStep;
        painter.drawLine(QPointF(at, kBoard.top()), QPointF(at, kBoard.bottom()));
        painter.drawLine(QPointF(kBoard.left(), kBoard.top() + i * kStep), QPointF(kBoard.right(), kBoard.top() + i * kStep));
    }
}

QImage painted(const Constraint& constraint, bool dark, bool broken = false, bool withGrid = false)
{
    GeometrySpec spec = GeometrySpec::forSize(9);
    spec.constraints.push_back(constraint);
    auto geometry = Geometry::create(spec);
    if (!geometry)
        qFatal("%s", geometry.error().message.c_str());
    const ConstraintStyle style = styleOn(dark);
    QImage image(int(kBoard.right() + kStep), int(kBoard.bottom() + kStep), QImage::Format_RGB32);
    image.fill(style.paper);
    QPainter painter(&image);
    const std::vector<bool> brokenOnes(1, broken);
    paintConstraintsUnder(painter, kBoard, *geometry.value(), style, brokenOnes);
    if (withGrid)
        paintGrid(painter, style);
    paintConstraintsOver(painter, kBoard, *geometry.value(), style, brokenOnes);
    return image;
}

// Pixels in `rect` that are not the paper.
int inkIn(const QImage& image, const QRect& rect, const QColor& paper)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            count += image.pixelColor(x, y) != paper;
    return count;
}

// Pixels near `colour` anywhere.
int pixelsNear(const QImage& image, const QColor& colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green())
                         + std::abs(c.blue() - colour.blue())
                     < 40;
        }
    return count;
}

} // namespace

Q_DECLARE_METATYPE(std::vector<Spot>)

class TestConstraintDrawing : public QObject {
    Q_OBJECT

private slots:
    void eachKindIsDrawnWhereItBelongs_data()
    {
        QTest::addColumn<Constraint>("constraint");
        QTest::addColumn<std::vector<Spot>>("spots");
        using K = ConstraintKind;
        const auto cells = [](std::initializer_list<std::pair<int, int>> list) {
            std::vector<int> out;
            for (const auto& [row, column] : list)
                out.push_back(cellOf(row, column));
            return out;
        };
        const auto at = [](std::initializer_list<std::pair<int, int>> list) {
            std::vector<Spot> out;
            for (const auto& [row, column] : list)
                out.push_back(Spot{row, column});
            return out;
        };
        const std::vector<int> line = cells({{1, 1}, {1, 2}, {2, 3}});
        const std::vector<Spot> onLine = at({{1, 1}, {1, 2}, {2, 3}});
        QTest::newRow("thermometer") << Constraint{K::Thermometer, {line}} << onLine;
        QTest::newRow("slow thermometer") << Constraint{K::SlowThermometer, {line}} << onLine;
        QTest::newRow("arrow") << Constraint{K::Arrow, {{cellOf(1, 1)}, line}} << onLine;
        QTest::newRow("arrow with a pill")
            << Constraint{K::Arrow, {cells({{1, 1}, {1, 2}}), cells({{1, 2}, {2, 3}, {3, 4}})}}
            << at({{1, 1}, {1, 2}, {2, 3}, {3, 4}});
        const std::vector<int> pair = cells({{4, 4}, {4, 5}});
        const std::vector<Spot> onEdge{Spot{4, 4, 4, 5}};
        QTest::newRow("white dot") << Constraint{K::WhiteDot, {pair}, {1}} << onEdge;
        QTest::newRow("white dot of 3") << Constraint{K::WhiteDot, {pair}, {3}} << onEdge;
        QTest::newRow("black dot") << Constraint{K::BlackDot, {pair}, {2}} << onEdge;
        QTest::newRow("X") << Constraint{K::XV, {pair}, {10}} << onEdge;
        QTest::newRow("V") << Constraint{K::XV, {cells({{4, 4}, {5, 4}})}, {5}}
                                         << std::vector<Spot>{Spot{4, 4, 5, 4}};
        QTest::newRow("even") << Constraint{K::Even, {{cellOf(3, 3)}}} << at({{3, 3}});
        QTest::newRow("odd") << Constraint{K::Odd, {{cellOf(3, 3)}}} << at({{3, 3}});
        QTest::newRow("minimum") << Constraint{K::Minimum, {{cellOf(3, 3)}}} << at({{3, 3}});
        QTest::newRow("maximum") << Constraint{K::Maximum, {{cellOf(3, 3)}}} << at({{3, 3}});
        // Outside clues: the line from the clue's side; the clue one step back.
        QTest::newRow("little killer")
            << Constraint{K::LittleKiller, {cells({{0, 3}, {1, 4}, {2, 5}, {3, 6}, {4, 7}, {5, 8}})}, {30}}
            << at({{-1, 2}});
        QTest::newRow("little killer in a corner")
            << Constraint{K::LittleKiller, {{cellOf(8, 8)}}, {9}} << at({{9, 9}});
        std::vector<int> column3;
        for (int row = 0; row < 9; ++row)
            column3.push_back(cellOf(row, 2));
        std::vector<int> row5FromRight;
        for (int column = 8; column >= 0; --column)
            row5FromRight.push_back(cellOf(4, column));
        QTest::newRow("sandwich") << Constraint{K::Sandwich, {column3}, {12}} << at({{-1, 2}});
        QTest::newRow("X-sum") << Constraint{K::XSum, {row5FromRight}, {20}} << at({{4, 9}});
        QTest::newRow("skyscraper") << Constraint{K::Skyscraper, {column3}, {4}} << at({{-1, 2}});
        QTest::newRow("German whispers") << Constraint{K::Whispers, {line}, {5}} << onLine;
        QTest::newRow("renban") << Constraint{K::Renban, {line}} << onLine;
        QTest::newRow("palindrome") << Constraint{K::Palindrome, {line}} << onLine;
        QTest::newRow("clone") << Constraint{K::Clone, {cells({{1, 1}, {1, 2}}), cells({{6, 6}, {6, 7}})}}
                               << at({{1, 1}, {1, 2}, {6, 6}, {6, 7}});
        QTest::newRow("between line") << Constraint{K::BetweenLine, {line}} << onLine;
        QTest::newRow("lockout line") << Constraint{K::Lockout, {line}, {4}} << onLine;
        QTest::newRow("region-sum line") << Constraint{K::RegionSumLine, {cells({{1, 1}, {1, 2}, {1, 3}, {1, 4}})}}
                                         << at({{1, 1}, {1, 2}, {1, 3}, {1, 4}});
        QTest::newRow("entropic line") << Constraint{K::EntropicLine, {line}} << onLine;
        QTest::newRow("modular line") << Constraint{K::ModularLine, {line}} << onLine;
        QTest::newRow("zipper line") << Constraint{K::ZipperLine, {line}} << onLine;
        QTest::newRow("quadruple") << Constraint{K::Quadruple, {cells({{3, 3}, {3, 4}, {4, 3}, {4, 4}})}, {1, 2, 9}}
                                   << std::vector<Spot>{Spot{3, 3, 4, 4}};
        QTest::newRow("cage without a sum") << Constraint{K::Distinct, {cells({{1, 1}, {1, 2}, {2, 2}})}}
                                            << at({{1, 1}, {1, 2}, {2, 2}});
        std::vector<int> diagonal;
        for (int i = 0; i < 9; ++i)
            diagonal.push_back(cellOf(i, i));
        QTest::newRow("one diagonal") << Constraint{K::Distinct, {diagonal}} << at({{0, 0}, {4, 4}, {8, 8}});
        QTest::newRow("given candidates") << Constraint{K::AllowedDigits, {{cellOf(3, 3)}}, {1, 5}} << at({{3, 3}});
        QTest::newRow("row indexer") << Constraint{K::RowIndexer, {cells({{3, 0}, {4, 0}})}} << at({{3, 0}, {4, 0}});
        QTest::newRow("column indexer") << Constraint{K::ColumnIndexer, {cells({{0, 3}, {0, 4}})}}
                                        << at({{0, 3}, {0, 4}});
        QTest::newRow("box indexer") << Constraint{K::BoxIndexer, {{cellOf(1, 1)}}} << at({{1, 1}});
    }

    void eachKindIsDrawnWhereItBelongs()
    {
        QFETCH(Constraint, constraint);
        QFETCH(std::vector<Spot>, spots);
        // PENCILMARK_PICTURES=<folder>: each kind's picture, light and dark,
        // with the grid, for docs/screenshots/issue-37 and the README.
        if (const QString folder = qEnvironmentVariable("PENCILMARK_PICTURES"); !folder.isEmpty()) {
            for (const bool dark : {false, true}) {
                const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
                // Cropped to the constraint and a cell or so around it.
                QRect around;
                for (const Spot& spot : spots)
                    around = around.united(spot.rect());
                const int margin = int(kStep * 1.2);
                around = around.adjusted(-margin, -margin, margin, margin);
                const QImage picture = painted(constraint, dark, false, true);
                QVERIFY(picture.copy(around.intersected(picture.rect()))
                            .save(QStringLiteral("%1/%2-%3.png").arg(folder, name, dark ? "dark" : "light")));
            }
        }
        for (const bool dark : {false, true}) {
            const QImage image = painted(constraint, dark);
            const QColor paper = styleOn(dark).paper;
            for (const Spot& spot : spots) {
                const int ink = inkIn(image, spot.rect(), paper);
                QVERIFY2(ink > 12, qPrintable(QStringLiteral("%1: %2 pixels of ink at r%3c%4")
                                                  .arg(dark ? "dark" : "light")
                                                  .arg(ink)
                                                  .arg(spot.row + 1)
                                                  .arg(spot.column + 1)));
            }
            // r8c1 is far from every constraint above but the diagonal's,
            // and r1c9 from the diagonal.
            const bool onDiagonal = constraint.kind == ConstraintKind::Distinct && constraint.lines[0].size() == 9;
            const Spot far = onDiagonal ? Spot{0, 8} : Spot{7, 0};
            QCOMPARE(inkIn(image, far.rect(), paper), 0);
        }
    }

    // A broken constraint is traced in the clash colour; a whole one has none of it.
    void aBrokenConstraintIsDrawnInTheClashColour_data()
    {
        eachKindIsDrawnWhereItBelongs_data();
    }

    void aBrokenConstraintIsDrawnInTheClashColour()
    {
        QFETCH(Constraint, constraint);
        if (constraint.kind == ConstraintKind::AllowedDigits || constraint.kind == ConstraintKind::Clone
            || constraint.kind == ConstraintKind::RowIndexer || constraint.kind == ConstraintKind::ColumnIndexer
            || constraint.kind == ConstraintKind::BoxIndexer)
            QSKIP("shaded cells: their clash shows in the cells' own clash colour");
        for (const bool dark : {false, true}) {
            const QColor clash = styleOn(dark).broken;
            QCOMPARE(pixelsNear(painted(constraint, dark, false), clash), 0);
            QVERIFY(pixelsNear(painted(constraint, dark, true), clash) > 8);
        }
    }

    // Lines of one width and look differ by a centre stroke as well as by
    // colour: drawn in grey, no two kinds give the same picture.
    void linesAreToldApartWithoutColour()
    {
        using K = ConstraintKind;
        const std::vector<int> line{cellOf(1, 1), cellOf(1, 2), cellOf(1, 3), cellOf(1, 4)};
        std::vector<QImage> greys;
        for (const K kind : {K::Whispers, K::Renban, K::Palindrome, K::RegionSumLine, K::EntropicLine,
                             K::ModularLine, K::ZipperLine}) {
            Constraint constraint{kind, {line}};
            if (kind == K::Whispers)
                constraint.values = {5};
            const QImage grey = painted(constraint, false).convertToFormat(QImage::Format_Grayscale8);
            // Colour alone would be a uniform band: tell it by its lightness
            // steps along the line, not by its shade.
            // Along the line's middle and across it, a quarter into a cell.
            const int y = int(kBoard.top() + 1.5 * kStep);
            const int x0 = int(kBoard.left() + 2.25 * kStep);
            QImage steps(grey.width() + grey.height(), 1, QImage::Format_Grayscale8);
            for (int i = 0; i < grey.width() + grey.height(); ++i) {
                const bool along = i < grey.width();
                const int x = along ? i : x0;
                const int yy = along ? y : i - grey.width();
                const int here = qGray(grey.pixel(x, yy));
                const int before = along ? (x > 0 ? qGray(grey.pixel(x - 1, yy)) : here)
                                         : (yy > 0 ? qGray(grey.pixel(x, yy - 1)) : here);
                steps.setPixel(i, 0, std::abs(here - before) > 20 ? 0xFFFFFFFF : 0xFF000000);
            }
            for (const QImage& other : greys)
                QVERIFY2(other != steps, qPrintable(QString::number(int(kind))));
            greys.push_back(steps);
        }
    }

    void theSettersDrawingsAreDrawnAtTheirPlaces()
    {
        Drawing circle{Drawing::Kind::Circle, {{{3, 3}}}, "", 0xFFFFE0A0, 0xFF000000, 0, 0.8, 0.8, 0};
        Drawing line{Drawing::Kind::Line, {{{6, 0}, {6, 1}, {7, 2}}}, "", 0, 0xFF2060FF, 0, 0.15, 0, 0};
        Drawing text{Drawing::Kind::Text, {{{-1, 4}}}, "17", 0, 0, 0xFF000000, 0, 0, 0};
        Drawing cage{Drawing::Kind::Cage, {{{0, 7}, {0, 8}}}, "x", 0, 0xFF000000, 0xFF000000, 0, 0, 0};
        const std::vector<Drawing> drawings{circle, line, text, cage};
        QVERIFY(drawsOutsideTheGrid(drawings, 9));
        QVERIFY(!drawsOutsideTheGrid({circle, line}, 9));
        for (const bool dark : {false, true}) {
            const ConstraintStyle style = styleOn(dark);
            QImage image(int(kBoard.right() + kStep), int(kBoard.bottom() + kStep), QImage::Format_RGB32);
            image.fill(style.paper);
            QPainter painter(&image);
            paintDrawingsUnder(painter, kBoard, 9, drawings, style.paper, dark);
            paintDrawingsText(painter, kBoard, 9, drawings, style.paper, dark);
            painter.end();
            for (const Spot& spot : {Spot{3, 3}, Spot{6, 0}, Spot{7, 2}, Spot{-1, 4}, Spot{0, 7}, Spot{0, 8}})
                QVERIFY2(inkIn(image, spot.rect(), style.paper) > 12,
                         qPrintable(QStringLiteral("r%1c%2").arg(spot.row + 1).arg(spot.column + 1)));
            QCOMPARE(inkIn(image, Spot{4, 7}.rect(), style.paper), 0);
        }
    }

    void outsideCluesTakeARing()
    {
        GeometrySpec spec = GeometrySpec::forSize(9);
        QCOMPARE(outsideClueRing(*Geometry::create(spec).value()), 0);
        std::vector<int> column;
        for (int row = 0; row < 9; ++row)
            column.push_back(cellOf(row, 0));
        spec.constraints.push_back(Constraint{ConstraintKind::Sandwich, {column}, {10}});
        QCOMPARE(outsideClueRing(*Geometry::create(spec).value()), 1);
    }

    // A dot, an X or a V sits in the middle of an edge, where the pencil
    // marks of that side were (the kropki screenshots of issue 38 showed a
    // black dot over r2c4's 6 and r2c5's 4). Every mark of both cells now
    // keeps clear of the marker: its glyph, centred in its slot, does not
    // reach the marker's disc. Cells without a marker keep the full grid.
    void marksKeepClearOfEdgeMarkers_data()
    {
        QTest::addColumn<Constraint>("constraint");
        using K = ConstraintKind;
        const std::vector<int> across{cellOf(1, 3), cellOf(1, 4)};
        const std::vector<int> down{cellOf(4, 4), cellOf(5, 4)};
        QTest::newRow("black dot across") << Constraint{K::BlackDot, {across}, {2}};
        QTest::newRow("white dot down") << Constraint{K::WhiteDot, {down}, {1}};
        QTest::newRow("X across") << Constraint{K::XV, {across}, {10}};
        QTest::newRow("V down") << Constraint{K::XV, {down}, {5}};
    }

    void marksKeepClearOfEdgeMarkers()
    {
        QFETCH(Constraint, constraint);
        GeometrySpec spec = GeometrySpec::forSize(9);
        spec.constraints.push_back(constraint);
        const auto geometry = Geometry::create(spec);
        QVERIFY(geometry);
        const BoardLayout layout(QSizeF(600, 600), *geometry.value(), QFont());
        const std::vector<int>& pair = constraint.lines.front();
        const QPointF disc = (layout.cellRect(pair.front()).center() + layout.cellRect(pair.back()).center()) / 2;
        const qreal reach = edgeMarkerReach(constraint.kind) * layout.cellStep();
        QVERIFY(reach > 0);
        for (int cell : pair) {
            // A digit's glyph: about 0.6 of the font's pixel size wide and
            // 0.75 tall (DejaVu Sans), centred in its slot.
            const qreal pixels = layout.markPixelSize(cell);
            for (int digit = 1; digit <= 9; ++digit) {
                const QPointF centre = layout.markRect(cell, digit).center();
                const QRectF glyph(centre.x() - pixels * 0.3, centre.y() - pixels * 0.375, pixels * 0.6, pixels * 0.75);
                const QPointF nearest(std::clamp(disc.x(), glyph.left(), glyph.right()),
                                      std::clamp(disc.y(), glyph.top(), glyph.bottom()));
                const qreal distance = std::hypot(nearest.x() - disc.x(), nearest.y() - disc.y());
                QVERIFY2(distance > reach, qPrintable(QStringLiteral("cell %1, mark %2: %3 px from the marker's centre, "
                                                                     "which reaches %4 px")
                                                          .arg(cell).arg(digit).arg(distance).arg(reach)));
            }
            QCOMPARE(layout.markPixelSize(cell), layout.markPixelSize(cellOf(8, 8)));
        }
        QCOMPARE(layout.markArea(cellOf(8, 8)), layout.cellRect(cellOf(8, 8)));
    }
};

QTEST_MAIN(TestConstraintDrawing)
#include "tst_constraint_drawing.moc"
