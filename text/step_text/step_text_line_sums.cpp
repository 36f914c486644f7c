// SPDX-License-Identifier: GPL-3.0-or-later
// The sentences of the plain reasons of lines that add up the same in
// parts (core/logic/constraint_reasons.h): a region-sum line's segments,
// by their bounds or by the sums they can make, and a zipper line's pairs.
// step_text_constraints.cpp picks them by reason.
#include "core/logic/constraint_reasons.h"
#include "text/constraint_text.h"
#include "text/step_text/step_text_constraints_internal.h"

#include <algorithm>

namespace pm::constraint_sentences {

// A region-sum line's common sum between its segments' least and most,
// and each cell bounded by it less the rest of its segment.
QString segmentBoundsText(const StepText& t, const logic::Step& step)
{
    QStringList claims;
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        const QString sum = addends(t, claim.addends);
        // "1+2 = 3", or "9" for a segment of one cell.
        const QString total = claim.addends.size() > 1 ? QStringLiteral("%1 = %2").arg(sum).arg(claim.bound)
                                                       : QString::number(claim.bound);
        if (claim.cell < 0 && claim.atMost)
            //: A region-sum line's segment is its part in one box: "each segment adds up to at most 4+5 = 9, the
            //: most the segment from r4c4 can add up to".
            claims << StepText::tr("each segment adds up to at most %1, the most the segment from %2 can add up to")
                          .arg(total, t.cell(claim.from));
        else if (claim.cell < 0)
            //: "each segment adds up to at least 1+2 = 3, the least the segment from r1c1 can add up to".
            claims << StepText::tr("each segment adds up to at least %1, the least the segment from %2 can add up to")
                          .arg(total, t.cell(claim.from));
        else if (claim.addends.empty() && claim.atMost)
            //: A cell that is a segment of a region-sum line by itself: "r1c4, a segment of its own, holds at most 9".
            claims << StepText::tr("%1, a segment of its own, holds at most %2").arg(t.cell(claim.cell)).arg(claim.bound);
        else if (claim.addends.empty())
            //: "r1c4, a segment of its own, holds at least 3".
            claims << StepText::tr("%1, a segment of its own, holds at least %2").arg(t.cell(claim.cell)).arg(claim.bound);
        else if (claim.atMost)
            //: "r1c1 holds at most 9 − 1 = 8, as the rest of its segment adds up to at least 1".
            claims << StepText::tr("%1 holds at most %2 = %3, as the rest of its segment adds up to at least %4")
                          .arg(t.cell(claim.cell), less(claim.fromBound, claim.addends, sum))
                          .arg(claim.bound)
                          .arg(sum);
        else
            //: "r1c1 holds at least 20 − (9+8) = 3, as the rest of its segment adds up to at most 9+8".
            claims << StepText::tr("%1 holds at least %2 = %3, as the rest of its segment adds up to at most %4")
                          .arg(t.cell(claim.cell), less(claim.fromBound, claim.addends, sum))
                          .arg(claim.bound)
                          .arg(sum);
    }
    if (claims.isEmpty())
        return {};
    return StepText::tr("%1: %2 (cells sharing a house hold different digits); %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             claims.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

namespace {

// A zipper line's cell's partner, equally far from the middle; -1 for the
// middle cell itself.
int zipperPartner(const Constraint& c, int cell)
{
    for (const auto& line : c.lines) {
        const auto at = std::find(line.begin(), line.end(), cell);
        if (at == line.end())
            continue;
        const int partner = line[line.size() - 1 - size_t(at - line.begin())];
        return partner == cell ? -1 : partner;
    }
    return -1;
}

} // namespace

// A zipper line's common total between its pairs' least and most, and each
// cell bounded by it less its partner.
QString zipperBoundsText(const StepText& t, const logic::Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    QStringList claims;
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        const QString sum = addends(t, claim.addends);
        const QString total = claim.addends.size() > 1 ? QStringLiteral("%1 = %2").arg(sum).arg(claim.bound)
                                                       : QString::number(claim.bound);
        if (claim.cell < 0) {
            const int partner = zipperPartner(c, claim.from);
            if (partner < 0 && claim.atMost)
                //: A zipper line's pairs (cells equally far from its middle): "each pair adds up to at most 7, the
                //: most the middle r5c5 can hold".
                claims << StepText::tr("each pair adds up to at most %1, the most the middle %2 can hold")
                              .arg(total, t.cell(claim.from));
            else if (partner < 0)
                //: "each pair adds up to at least 3, the least the middle r5c5 can hold".
                claims << StepText::tr("each pair adds up to at least %1, the least the middle %2 can hold")
                              .arg(total, t.cell(claim.from));
            else if (claim.atMost)
                //: "each pair adds up to at most 2+9 = 11, the most r1c1 and r1c9 can add up to".
                claims << StepText::tr("each pair adds up to at most %1, the most %2 and %3 can add up to")
                              .arg(total, t.cell(claim.from), t.cell(partner));
            else
                //: "each pair adds up to at least 1+2 = 3, the least r1c1 and r1c9 can add up to".
                claims << StepText::tr("each pair adds up to at least %1, the least %2 and %3 can add up to")
                              .arg(total, t.cell(claim.from), t.cell(partner));
            continue;
        }
        const int partner = zipperPartner(c, claim.cell);
        if (partner < 0 || claim.addends.empty())
            claims << (claim.atMost
                           //: A zipper line's middle cell holds the pairs' total: "the middle r5c5 holds at most 11".
                           ? StepText::tr("the middle %1 holds at most %2")
                           //: "the middle r5c5 holds at least 3".
                           : StepText::tr("the middle %1 holds at least %2"))
                          .arg(t.cell(claim.cell))
                          .arg(claim.bound);
        else if (claim.atMost)
            //: "r1c1 holds at most 7 − 1 = 6, as its partner r1c9 holds at least 1".
            claims << StepText::tr("%1 holds at most %2 = %3, as its partner %4 holds at least %5")
                          .arg(t.cell(claim.cell), less(claim.fromBound, claim.addends, sum))
                          .arg(claim.bound)
                          .arg(t.cell(partner), sum);
        else
            //: "r1c1 holds at least 12 − 9 = 3, as its partner r1c9 holds at most 9".
            claims << StepText::tr("%1 holds at least %2 = %3, as its partner %4 holds at most %5")
                          .arg(t.cell(claim.cell), less(claim.fromBound, claim.addends, sum))
                          .arg(claim.bound)
                          .arg(t.cell(partner), sum);
    }
    if (claims.isEmpty())
        return {};
    return StepText::tr("%1: %2 (cells sharing a house hold different digits); %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             claims.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

namespace {

// "3–13, 15 or 16": sums, three or more in a row as a range.
QString sumsSaid(std::uint64_t sums)
{
    const std::vector<int> all = digitsOf(sums);
    QStringList items;
    for (size_t i = 0; i < all.size();) {
        size_t j = i;
        while (j + 1 < all.size() && all[j + 1] == all[j] + 1)
            ++j;
        if (j - i >= 2) {
            //: A range of sums a line's segment can add up to: "3–13".
            items << StepText::tr("%1–%2").arg(all[i]).arg(all[j]);
        } else {
            for (size_t k = i; k <= j; ++k)
                items << QString::number(all[k]);
        }
        i = j + 1;
    }
    return alternatives(items);
}

} // namespace

// A region-sum line's sums: those its segments can make, the few they
// share, and what each cell holds in them (cells that keep the same digits
// said together).
QString segmentSumsText(const StepText& t, const logic::Step& step)
{
    QStringList segments;
    std::vector<std::pair<std::uint64_t, std::vector<int>>> keeps; // digits kept, the cells keeping them
    std::uint64_t common = ~std::uint64_t(0);
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        if (claim.cell < 0) {
            common &= claim.keeps;
            //: What one segment of a region-sum line (its part in one box) can add up to: "the segment from r8c4
            //: can only add up to 4, 7 or 9" (or a range: "3–13 or 15").
            segments << StepText::tr("the segment from %1 can only add up to %2").arg(t.cell(claim.from), sumsSaid(claim.keeps));
            continue;
        }
        const auto same = std::find_if(keeps.begin(), keeps.end(), [&](const auto& entry) { return entry.first == claim.keeps; });
        if (same == keeps.end())
            keeps.push_back({claim.keeps, {claim.cell}});
        else
            same->second.push_back(claim.cell);
    }
    if (segments.isEmpty() || keeps.empty())
        return {};
    QStringList cells;
    for (const auto& [digits, kept] : keeps)
        cells << (kept.size() == 1
                      //: "r7c8 can only hold 4 or 7".
                      ? StepText::tr("%1 can only hold %2")
                      //: Several cells that keep the same digits: "each of r5c1 and r4c1 can only hold 7 or 8".
                      : StepText::tr("each of %1 can only hold %2"))
                     .arg(t.cells(kept), anyOf(t, digitsOf(digits)));
    //: "Line Sum: the region-sum line from r8c4 adds up to the same sum in every region it passes through; the
    //: segment from r7c8 can only add up to 2, 4 or 7 and the segment from r8c4 can only add up to 4, 7 or 9 (cells
    //: sharing a house hold different digits), so the sum is 4 or 7, and with it r7c8 can only hold 4 or 7: 2 goes
    //: from r7c8."
    return StepText::tr("%1: %2; %3 (cells sharing a house hold different digits), so the sum is %4, and with it %5: "
                        "%6.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint), t.list(segments),
             sumsSaid(common), t.list(cells), t.eliminationsByCell(step));
}

} // namespace pm::constraint_sentences
