// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/cage_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace pm {

// A tr() context of this file's own. lupdate reads the context from the
// macro, so these strings reach the .ts files (a helper taking const char*
// would hide them from lupdate).
struct CageText {
    Q_DECLARE_TR_FUNCTIONS(CageText)
};

QString cageName(const Geometry& geometry, int cage)
{
    const Cage& c = geometry.cages()[size_t(cage)];
    const int first = c.cells.front();
    const QString cell = QStringLiteral("r%1c%2").arg(geometry.row(first) + 1).arg(geometry.column(first) + 1);
    //: The same words as the hint panel's: "the cage of 12 at r1c1".
    return CageText::tr("the cage of %1 at %2").arg(c.sum).arg(cell);
}

QString describeBrokenCage(const Grid& board, int cage)
{
    const Cage& c = board.geometry().cages()[size_t(cage)];
    int total = 0;
    bool full = true;
    for (int cell : c.cells) {
        total += board.value(cell);
        full = full && board.value(cell) != 0;
    }
    const QString name = cageName(board.geometry(), cage);
    if (full)
        return CageText::tr("The digits in %1 add up to %2.").arg(name).arg(total);
    return CageText::tr("The digits in %1 already add up to %2, more than its sum.").arg(name).arg(total);
}

QString digitSetText(DigitMask digits, const Alphabet& alphabet)
{
    QStringList symbols;
    for (int digit = 1; digit <= alphabet.size(); ++digit) {
        if (digits & digitBit(digit))
            symbols << QString::fromStdString(alphabet.symbolUtf8(digit));
    }
    return symbols.join(QLatin1Char(' '));
}

} // namespace pm
