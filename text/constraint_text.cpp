// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/constraint_text.h"

#include "text/names.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace pm {

namespace {

// "r1c1, r1c2 and r1c3" as the player's language lists them.
QString cellList(const Geometry& geometry, const std::vector<int>& cells)
{
    QStringList names;
    for (int cell : cells)
        names << Names::cell(geometry, cell);
    return QLocale().createSeparatedList(names);
}

// Where a clue outside the grid stands: its row or column and the side,
// read from the line it sums (its first cells are nearest the clue).
QString outsidePlace(const Geometry& geometry, const std::vector<int>& line)
{
    const int first = line.front();
    const int next = line.size() > 1 ? line[1] : first;
    if (geometry.column(first) == geometry.column(next) && next != first) {
        const int column = geometry.column(first) + 1;
        return next > first ? ConstraintText::tr("above column %1").arg(column)
                            : ConstraintText::tr("below column %1").arg(column);
    }
    const int row = geometry.row(first) + 1;
    return next >= first ? ConstraintText::tr("left of row %1").arg(row) : ConstraintText::tr("right of row %1").arg(row);
}

} // namespace

QString ConstraintText::kindName(const Constraint& c)
{
    const int value = c.values.empty() ? 0 : c.values.front();
    switch (c.kind) {
    case ConstraintKind::Thermometer: return tr("thermometer");
    case ConstraintKind::SlowThermometer: return tr("slow thermometer");
    case ConstraintKind::Arrow: return tr("arrow");
    case ConstraintKind::WhiteDot:
        //: A kropki dot of another difference than 1: "white dot of 3".
        return value == 1 ? tr("white dot") : tr("white dot of %1").arg(value);
    case ConstraintKind::BlackDot: return value == 2 ? tr("black dot") : tr("black dot of ratio %1").arg(value);
    case ConstraintKind::XV: return value == 10 ? tr("X") : value == 5 ? tr("V") : tr("sum of %1").arg(value);
    case ConstraintKind::Even: return tr("even cell");
    case ConstraintKind::Odd: return tr("odd cell");
    case ConstraintKind::Minimum: return tr("minimum cell");
    case ConstraintKind::Maximum: return tr("maximum cell");
    case ConstraintKind::LittleKiller: return tr("little killer clue");
    case ConstraintKind::Sandwich: return tr("sandwich clue");
    case ConstraintKind::XSum: return tr("X-sum clue");
    case ConstraintKind::Skyscraper: return tr("skyscraper clue");
    case ConstraintKind::Whispers:
        if (value == 5)
            return tr("German whispers line");
        if (value == 4)
            return tr("Dutch whispers line");
        //: Neighbours on the line differ by at least %1.
        return tr("whispers line of %1").arg(value);
    case ConstraintKind::Renban: return tr("renban line");
    case ConstraintKind::Palindrome: return tr("palindrome line");
    case ConstraintKind::Clone: return tr("clone");
    case ConstraintKind::BetweenLine: return tr("between line");
    case ConstraintKind::Lockout: return tr("lockout line");
    case ConstraintKind::RegionSumLine: return tr("region-sum line");
    case ConstraintKind::EntropicLine: return tr("entropic line");
    case ConstraintKind::ModularLine: return tr("modular line");
    case ConstraintKind::ZipperLine: return tr("zipper line");
    case ConstraintKind::Quadruple: return tr("quadruple");
    case ConstraintKind::Distinct: return tr("group of different digits");
    case ConstraintKind::AllowedDigits: return tr("given candidates");
    case ConstraintKind::RowIndexer: return tr("row indexer");
    case ConstraintKind::ColumnIndexer: return tr("column indexer");
    case ConstraintKind::BoxIndexer: return tr("box indexer");
    case ConstraintKind::AntiKnight: return tr("anti-knight rule");
    case ConstraintKind::AntiKing: return tr("anti-king rule");
    case ConstraintKind::NonConsecutive: return tr("non-consecutive rule");
    case ConstraintKind::DisjointGroups: return tr("disjoint groups rule");
    case ConstraintKind::NegativeBlack: return tr("rule of no black dot where no dot is drawn");
    case ConstraintKind::NegativeXV: return tr("rule of no X or V where none is drawn");
    }
    return {};
}

QString ConstraintText::name(const Geometry& geometry, int index)
{
    const Constraint& c = geometry.constraints()[std::size_t(index)];
    const QString kind = kindName(c);
    const std::vector<int> first = c.lines.empty() ? std::vector<int>{} : c.lines.front();
    const auto cell = [&](int at) { return Names::cell(geometry, at); };
    switch (c.kind) {
    case ConstraintKind::WhiteDot:
    case ConstraintKind::BlackDot:
    case ConstraintKind::XV:
        //: A constraint on the edge of two cells: "the white dot between r1c1 and r1c2".
        return tr("the %1 between %2 and %3").arg(kind, cell(first.front()), cell(first.back()));
    case ConstraintKind::LittleKiller:
        //: "the little killer clue 23 along r1c2 to r8c9".
        return tr("the %1 %2 along %3 to %4")
            .arg(kind)
            .arg(c.values.front())
            .arg(cell(first.front()), cell(first.back()));
    case ConstraintKind::Sandwich:
    case ConstraintKind::XSum:
    case ConstraintKind::Skyscraper:
        //: "the sandwich clue 12 above column 3".
        return tr("the %1 %2 %3").arg(kind).arg(c.values.front()).arg(outsidePlace(geometry, first));
    case ConstraintKind::Even:
    case ConstraintKind::Odd:
    case ConstraintKind::Minimum:
    case ConstraintKind::Maximum:
    case ConstraintKind::AllowedDigits:
        //: A rule on cells: "the even cell r4c4".
        return tr("the %1 %2").arg(kind, cellList(geometry, first));
    case ConstraintKind::Quadruple:
    case ConstraintKind::Clone:
    case ConstraintKind::Distinct:
    case ConstraintKind::RowIndexer:
    case ConstraintKind::ColumnIndexer:
    case ConstraintKind::BoxIndexer:
        //: A rule on a group of cells, by its first: "the quadruple at r3c3".
        return tr("the %1 at %2").arg(kind, cell(*std::min_element(first.begin(), first.end())));
    case ConstraintKind::AntiKnight:
    case ConstraintKind::AntiKing:
    case ConstraintKind::NonConsecutive:
    case ConstraintKind::DisjointGroups:
    case ConstraintKind::NegativeBlack:
    case ConstraintKind::NegativeXV:
        //: A rule of the whole grid: "the anti-knight rule".
        return tr("the %1").arg(kind);
    default: {
        // Lines of a kind that start in the same cell (four arrows from one
        // circle, thermometers branching from one bulb) are told apart by
        // where they end.
        const auto& all = geometry.constraints();
        const bool shared = std::any_of(all.begin(), all.end(), [&](const Constraint& other) {
            return &other != &c && other.kind == c.kind && !other.lines.empty() && !other.lines.front().empty()
                   && other.lines.front().front() == first.front();
        });
        if (shared && !c.lines.back().empty())
            //: Lines starting in one cell, by both ends: "the arrow from r5c3 to r3c4".
            return tr("the %1 from %2 to %3").arg(kind, cell(first.front()), cell(c.lines.back().back()));
        //: A line, by where it starts (a thermometer's bulb, an arrow's circle): "the thermometer from r2c3".
        return tr("the %1 from %2").arg(kind, cell(first.front()));
    }
    }
}

QString ConstraintText::broken(const Geometry& geometry, const BrokenConstraint& broken)
{
    const Constraint& c = geometry.constraints()[std::size_t(broken.index)];
    QString named = name(geometry, broken.index);
    named.replace(0, 1, named.left(1).toUpper()); // the sentence's start
    const QString cells = cellList(geometry, broken.cells);
    switch (c.kind) {
    case ConstraintKind::Thermometer:
        //: "The thermometer from r2c3 does not rise at r3c3 and r3c4."
        return tr("%1 does not rise at %2.").arg(named, cells);
    case ConstraintKind::SlowThermometer: return tr("%1 falls at %2.").arg(named, cells);
    case ConstraintKind::Arrow:
    case ConstraintKind::LittleKiller:
    case ConstraintKind::Sandwich:
    case ConstraintKind::XSum:
    case ConstraintKind::RegionSumLine:
    case ConstraintKind::ZipperLine:
        //: "The arrow from r1c1 does not add up: r1c1, r1c2 and r2c3."
        return tr("%1 does not add up: %2.").arg(named, cells);
    default:
        //: "The white dot between r1c1 and r1c2 is broken at r1c1 and r1c2."
        return tr("%1 is broken at %2.").arg(named, cells);
    }
}

QString ConstraintText::kindsListed(const Geometry& geometry)
{
    return kindsListed(geometry, [](ConstraintKind) { return true; });
}

QString ConstraintText::kindsListed(const Geometry& geometry, bool (*which)(ConstraintKind))
{
    QStringList kinds;
    for (const ConstraintKindInfo& info : constraintKinds()) {
        if (!which(info.kind))
            continue;
        const auto& all = geometry.constraints();
        const auto found
            = std::find_if(all.begin(), all.end(), [&](const Constraint& c) { return c.kind == info.kind; });
        if (found == all.end())
            continue;
        // Named by kind, not value: "white dot", never "white dot of 3" beside it.
        Constraint plain{info.kind};
        if (info.kind == ConstraintKind::WhiteDot)
            plain.values = {1};
        else if (info.kind == ConstraintKind::BlackDot)
            plain.values = {2};
        else
            plain.values = found->values;
        const QString kind = info.kind == ConstraintKind::XV ? tr("X and V") : kindName(plain);
        if (!kinds.contains(kind))
            kinds << kind;
    }
    return QLocale().createSeparatedList(kinds);
}

QString ConstraintText::unknownListed(const std::vector<std::string>& names)
{
    QStringList quoted;
    for (const std::string& name : names) {
        // What a SudokuPad puzzle draws but Pencilmark did not read as rules
        // (core/formats/sudokupad_reader.h names them); f-puzzles rules by
        // their own names.
        if (name == "sudokupad-lines")
            quoted << tr("drawn lines");
        else if (name == "sudokupad-arrows")
            quoted << tr("drawn arrows");
        else if (name == "sudokupad-shapes")
            quoted << tr("drawn shapes");
        else if (name == "sudokupad-cages")
            quoted << tr("cages without a sum");
        else if (name == "sudokupad-global")
            quoted << tr("whole-grid rules");
        else if (name == "sudokupad-rules-text")
            quoted << tr("rules named in its rules text");
        else
            quoted << QStringLiteral("'%1'").arg(QString::fromStdString(name));
    }
    return QLocale().createSeparatedList(quoted);
}

QString ConstraintText::onCell(const Geometry& geometry, int cell)
{
    QStringList parts;
    const auto& all = geometry.constraints();
    for (std::size_t index = 0; index < all.size(); ++index) {
        const std::vector<int> cells = constraintCells(all[index]);
        if (std::find(cells.begin(), cells.end(), cell) != cells.end())
            //: Read by a screen reader with the cell: "on the thermometer from r2c3".
            parts << tr("on %1").arg(name(geometry, int(index)));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace pm
