// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/cell_description.h"

#include "text/constraint_text.h"
#include "text/names.h"

#include <QStringList>

namespace pm {

namespace {

QString symbolText(const CellFacts& facts, int digit)
{
    return QString::fromStdString(facts.alphabet.symbolUtf8(digit));
}

// "1, 4, 7": the marks in digit order, as the player would read them out.
QString markList(const CellFacts& facts, DigitMask marks)
{
    QStringList symbols;
    for (int digit = 1; digit <= facts.geometry.symbolCount(); ++digit) {
        if (marks & digitBit(digit))
            symbols << symbolText(facts, digit);
    }
    return symbols.join(QStringLiteral(", "));
}

} // namespace

QString CellDescription::name(const CellFacts& facts)
{
    const Geometry& g = facts.geometry;
    const QString where = tr("Row %1, column %2").arg(g.row(facts.cell) + 1).arg(g.column(facts.cell) + 1);
    if (facts.covered)
        return tr("%1: hidden while paused").arg(where);
    const game::CellState& content = facts.content;
    if (content.value != 0)
        return (facts.given ? tr("%1: %2, given") : tr("%1: %2, your entry")).arg(where, symbolText(facts, content.value));
    if (content.corner != 0 && content.centre != 0)
        return tr("%1: empty, corner marks %2, centre marks %3")
            .arg(where, markList(facts, content.corner), markList(facts, content.centre));
    if (content.corner != 0)
        return tr("%1: empty, corner marks %2").arg(where, markList(facts, content.corner));
    if (content.centre != 0)
        return tr("%1: empty, centre marks %2").arg(where, markList(facts, content.centre));
    return tr("%1: empty").arg(where);
}

QString CellDescription::details(const CellFacts& facts)
{
    const Geometry& g = facts.geometry;
    QStringList parts;
    if (g.isJigsaw() || g.boxRows() > 0) // a MultiFour has no boxes
        parts << (g.isJigsaw() ? tr("Region %1.") : tr("Box %1.")).arg(g.regionOf(facts.cell) + 1);
    for (int h : g.housesOf(facts.cell)) {
        const House& house = g.houses()[size_t(h)];
        switch (house.kind) {
        case HouseKind::Diagonal: parts << tr("On the main diagonal."); break;
        case HouseKind::AntiDiagonal: parts << tr("On the anti-diagonal."); break;
        case HouseKind::CentreDot: parts << tr("A centre-dot cell."); break;
        case HouseKind::Window: parts << tr("In window %1.").arg(house.index + 1); break;
        case HouseKind::Row:
        case HouseKind::Column:
        case HouseKind::Box:
        case HouseKind::Region: break;
        }
    }
    if (const int cage = g.cageOf(facts.cell); cage >= 0) {
        const Cage& c = g.cages()[size_t(cage)];
        //: English says "In a cage of 1 cell with sum 5.", "In a cage of 3 cells with sum 12."
        parts << tr("In a cage of %n cell(s) with sum %1.", nullptr, int(c.cells.size())).arg(c.sum);
    }
    // The variant constraints on the cell, each by what marks it on the board.
    if (const QString on = ConstraintText::onCell(g, facts.cell); !on.isEmpty()) {
        QString sentence = on;
        sentence.replace(0, 1, sentence.left(1).toUpper());
        parts << sentence + QLatin1Char('.');
    }
    if (!facts.covered) {
        const game::CellState& content = facts.content;
        if (content.colour != 0)
            parts << tr("Colour %1.").arg(content.colour);
        if (facts.cageBroken)
            parts << tr("Its cage's digits do not add up to its sum.");
        else if (facts.clashing && !facts.clashingPeers.empty()) {
            QStringList cells;
            for (int peer : facts.clashingPeers)
                cells << Names::cell(g, peer);
            parts << tr("Clashes with %1: the same digit.").arg(cells.join(QStringLiteral(", ")));
        } else if (facts.clashing)
            parts << (g.hasCages() ? tr("Clashes with the same digit in one of its houses or its cage.")
                                   : tr("Clashes with the same digit in one of its houses."));
        if (facts.wrong)
            parts << tr("Wrong: it differs from the solution.");
    }
    return parts.join(QLatin1Char(' '));
}

QString CellDescription::board(int size)
{
    return tr("%1 by %1 cells. Arrow keys move; a digit enters it, Shift and a digit toggles a corner "
              "mark, Control and a digit a centre mark; Tab changes the mode; F6 goes to the next panel.")
        .arg(size);
}

QString CellDescription::rowHeader(int row)
{
    return tr("Row %1").arg(row + 1);
}

QString CellDescription::columnHeader(int column)
{
    return tr("Column %1").arg(column + 1);
}

} // namespace pm
