// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/names.h"

#include <QStringList>

namespace pm {

QString Names::level(logic::Level level)
{
    switch (level) {
    case logic::Level::Easy: return tr("Easy");
    case logic::Level::Medium: return tr("Medium");
    case logic::Level::Hard: return tr("Hard");
    case logic::Level::Expert: return tr("Expert");
    case logic::Level::Master: return tr("Master");
    case logic::Level::Extreme: return tr("Extreme");
    }
    return {};
}

QString Names::ruleSet(const std::vector<generate::ConstraintFamily>& families)
{
    const auto name = [](generate::ConstraintFamily family) -> QString {
        switch (family) {
        case generate::ConstraintFamily::Thermometer: return tr("Thermometers");
        //: Every kropki dot is given: neighbours without a dot are neither consecutive nor in ratio 2.
        case generate::ConstraintFamily::Kropki: return tr("Kropki dots (all given)");
        //: Every X and V is given: neighbours without one add up to neither 10 nor 5.
        case generate::ConstraintFamily::XV: return tr("X and V (all given)");
        case generate::ConstraintFamily::Arrow: return tr("Arrows");
        //: German whispers: neighbours on a green line differ by at least 5.
        case generate::ConstraintFamily::Whispers: return tr("German whispers lines");
        case generate::ConstraintFamily::Renban: return tr("Renban lines");
        case generate::ConstraintFamily::Parity: return tr("Even and odd cells");
        }
        return {};
    };
    if (families.size() == 2)
        //: Two kinds of variant rules in one puzzle: "Thermometers and Kropki dots (all given)".
        return tr("%1 and %2").arg(name(families[0]), name(families[1]));
    return families.empty() ? QString() : name(families.front());
}

QString Names::levelInText(logic::Level level)
{
    switch (level) {
    //: A level inside a description: "9×9, 3×3 boxes, easy".
    case logic::Level::Easy: return tr("easy");
    case logic::Level::Medium: return tr("medium");
    case logic::Level::Hard: return tr("hard");
    case logic::Level::Expert: return tr("expert");
    case logic::Level::Master: return tr("master");
    case logic::Level::Extreme: return tr("extreme");
    }
    return {};
}

QString Names::family(logic::Family family)
{
    switch (family) {
    case logic::Family::Singles: return tr("Singles");
    case logic::Family::Intersections: return tr("Intersections");
    case logic::Family::Subsets: return tr("Subsets");
    case logic::Family::Fish: return tr("Fish");
    case logic::Family::SingleDigitPatterns: return tr("Single-digit patterns");
    case logic::Family::Wings: return tr("Wings");
    case logic::Family::Colouring: return tr("Colouring");
    case logic::Family::Uniqueness: return tr("Uniqueness");
    case logic::Family::Chains: return tr("Chains and loops");
    case logic::Family::Als: return tr("Almost locked sets");
    case logic::Family::Forcing: return tr("Forcing chains");
    case logic::Family::Guessing: return tr("Trial and error");
    case logic::Family::Cages: return tr("Killer cages");
    case logic::Family::Counting: return tr("Counted houses");
    case logic::Family::Constraints: return tr("Variant rules");
    }
    return {};
}

QString Names::cell(const Geometry& geometry, int cell)
{
    return QStringLiteral("r%1c%2").arg(geometry.row(cell) + 1).arg(geometry.column(cell) + 1);
}

QString Names::house(const Geometry& geometry, int houseIndex)
{
    const House& house = geometry.houses()[size_t(houseIndex)];
    switch (house.kind) {
    case HouseKind::Row: return tr("row %1").arg(house.index + 1);
    case HouseKind::Column: return tr("column %1").arg(house.index + 1);
    case HouseKind::Box: return tr("box %1").arg(house.index + 1);
    case HouseKind::Region: return tr("region %1").arg(house.index + 1);
    case HouseKind::Diagonal: return tr("the main diagonal");
    case HouseKind::AntiDiagonal: return tr("the anti-diagonal");
    case HouseKind::CentreDot: return tr("the centre-dot cells");
    case HouseKind::Window: return tr("window %1").arg(house.index + 1);
    }
    return {};
}

QString Names::cage(const Geometry& geometry, int cageIndex)
{
    const Cage& cage = geometry.cages()[size_t(cageIndex)];
    // Named by its sum and first cell: the board outlines the cage, so the
    // cell is enough to find it.
    //: A killer cage: "the cage of 23 at r1c1".
    return tr("the cage of %1 at %2").arg(cage.sum).arg(cell(geometry, cage.cells.front()));
}

QString Names::digitSet(DigitMask digits, const Alphabet& alphabet)
{
    QStringList symbols;
    for (int digit = 1; digit <= alphabet.size(); ++digit) {
        if (digits & digitBit(digit))
            symbols << QString::fromStdString(alphabet.symbolUtf8(digit));
    }
    return symbols.join(QLatin1Char(' '));
}

QString Names::shape(const GeometrySpec& spec)
{
    const int symbols = spec.symbols == 0 ? spec.size : spec.symbols;
    if (spec.lineCount > 1 && spec.boxRows == 0)
        return tr("%1×%1 MultiFour (1–%2, each %3 times per row and column)")
            .arg(spec.size)
            .arg(symbols)
            .arg(spec.lineCount);
    if (spec.lineCount > 1)
        return tr("%1×%1 DoubleNine (1–%2 twice per row and column, once per %3×%4 section)")
            .arg(spec.size)
            .arg(symbols)
            .arg(spec.boxRows)
            .arg(spec.boxCols);
    return tr("%1×%1 (%2×%3 boxes)").arg(spec.size).arg(spec.boxRows).arg(spec.boxCols);
}

QString Names::gameKind(const game::Game& game)
{
    const Geometry& g = game.geometry();
    QStringList parts;
    parts << QStringLiteral("%1×%1").arg(g.size());
    if (g.isCounted())
        parts << (g.boxRows() == 0 ? tr("MultiFour") : tr("DoubleNine"));
    else if (g.isJigsaw())
        parts << tr("jigsaw");
    else
        parts << tr("%1×%2 boxes").arg(g.boxRows()).arg(g.boxCols());
    if (hasVariant(g.variants(), Variant::Diagonals))
        parts << tr("X");
    if (hasVariant(g.variants(), Variant::CentreDot))
        parts << tr("centre dot");
    if (hasVariant(g.variants(), Variant::Windows))
        parts << tr("windows");
    if (g.hasCages())
        parts << tr("killer");
    if (game.level())
        parts << levelInText(*game.level());
    return parts.join(QStringLiteral(", "));
}

} // namespace pm
