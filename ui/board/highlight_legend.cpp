// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/highlight_legend.h"

#include "ui/board/step_highlight_painter.h"

#include <QPainter>

#include <algorithm>

namespace pm {

using logic::Role;

HighlightLegend::HighlightLegend(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QString HighlightLegend::roleText(Role role)
{
    switch (role) {
    case Role::Base: return tr("pattern candidate");
    case Role::Cover: return tr("cover candidate");
    case Role::Fin: return tr("fin");
    case Role::Pincer: return tr("pincer (an end of the pattern)");
    case Role::Link: return tr("candidate on the chain");
    case Role::ColourA: return tr("first colour");
    case Role::ColourB: return tr("second colour");
    case Role::Assumption: return tr("assumed");
    case Role::Contradiction: return tr("contradiction");
    case Role::Target: return tr("removed by this step");
    case Role::Placement: return tr("placed by this step");
    case Role::Reason: return tr("ruled out by a placed digit");
    }
    return {};
}

QString HighlightLegend::houseText(Role role)
{
    switch (role) {
    case Role::Base: return tr("house of the pattern");
    case Role::Cover: return tr("cover house");
    case Role::Contradiction: return tr("house where the grid breaks");
    default: return roleText(role);
    }
}

QString HighlightLegend::cellText(Role role)
{
    switch (role) {
    case Role::Base: return tr("cell of the pattern");
    case Role::Fin: return tr("extra cell");
    case Role::Pincer: return tr("end cell");
    // A cell, not a candidate: a chain's, or one a rule's step leans on (a
    // constraint's other cells, the facts of other equal cells).
    case Role::Link: return tr("cell the step leans on");
    case Role::Target: return tr("cell to correct");
    case Role::Contradiction: return tr("where the grid breaks");
    case Role::Reason: return tr("placed digit that rules a candidate out");
    default: return roleText(role);
    }
}

namespace {

// Each role once, in the order of the Role enum.
template <typename Marks>
std::vector<Role> rolesOf(const Marks& marks)
{
    std::vector<Role> roles;
    for (const auto& mark : marks)
        if (std::find(roles.begin(), roles.end(), mark.role) == roles.end())
            roles.push_back(mark.role);
    std::sort(roles.begin(), roles.end());
    return roles;
}

} // namespace

void HighlightLegend::addRow(Row row)
{
    // One word, one row: an ALS's cells and candidates are both its
    // "first colour", said once beside the cell's tint with the candidates'
    // symbol on it, as the board draws them.
    const auto same = std::find_if(m_rows.begin(), m_rows.end(), [&row](const Row& r) { return r.text == row.text; });
    if (same == m_rows.end()) {
        m_rows.push_back(std::move(row));
        return;
    }
    if (row.kind == Row::Kind::Candidate && same->role == row.role)
        same->withCandidate = true;
}

void HighlightLegend::setPattern(const logic::Pattern& pattern)
{
    m_rows.clear();
    for (Role role : rolesOf(pattern.houses))
        addRow({Row::Kind::House, role, houseText(role)});
    for (Role role : rolesOf(pattern.cells))
        addRow({Row::Kind::Cell, role, cellText(role)});
    for (Role role : rolesOf(pattern.candidates))
        addRow({Row::Kind::Candidate, role, roleText(role)});
    const auto hasLink = [&](bool strong) {
        return std::any_of(pattern.links.begin(), pattern.links.end(),
                           [strong](const logic::ChainLink& l) { return l.strong == strong; });
    };
    if (hasLink(true))
        addRow({Row::Kind::StrongLink, Role::Link, tr("strong link: if not one, then the other")});
    if (hasLink(false))
        addRow({Row::Kind::WeakLink, Role::Link, tr("weak link: if one, then not the other")});
    setVisible(!m_rows.empty());
    updateGeometry();
    update();
}

QStringList HighlightLegend::entries() const
{
    QStringList texts;
    for (const Row& row : m_rows)
        texts << row.text;
    return texts;
}

int HighlightLegend::rowHeight() const
{
    return fontMetrics().height() + 6;
}

QSize HighlightLegend::sizeHint() const
{
    int width = 0;
    for (const Row& row : m_rows)
        width = std::max(width, fontMetrics().horizontalAdvance(row.text));
    return {width + rowHeight() * 3, rowHeight() * int(m_rows.size())};
}

QSize HighlightLegend::minimumSizeHint() const
{
    return {rowHeight() * 4, rowHeight() * int(m_rows.size())};
}

void HighlightLegend::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int h = rowHeight();
    const qreal symbolWidth = h * 2.2;
    for (int i = 0; i < int(m_rows.size()); ++i) {
        const Row& row = m_rows[size_t(i)];
        const QRectF line(0, i * h, width(), h);
        const QRectF symbol(line.left(), line.top(), symbolWidth, h);
        switch (row.kind) {
        case Row::Kind::House:
        case Row::Kind::Cell: {
            const qreal side = h - 4;
            const QRectF swatch(symbol.center().x() - side / 2, symbol.top() + 2, side, side);
            StepHighlightPainter::paintAreaSwatch(painter, swatch, row.role,
                                                  row.kind == Row::Kind::House ? StepHighlightPainter::Area::House
                                                                               : StepHighlightPainter::Area::Cell);
            if (row.withCandidate)
                StepHighlightPainter::paintCandidateSymbol(painter, swatch.adjusted(3, 3, -3, -3), row.role);
            break;
        }
        case Row::Kind::Candidate: {
            const QRectF slot(symbol.center().x() - h / 2.0, symbol.top(), h, h);
            StepHighlightPainter::paintCandidateSymbol(painter, slot, row.role);
            StepHighlightPainter::paintCandidateCrossing(painter, slot, row.role);
            break;
        }
        case Row::Kind::StrongLink:
        case Row::Kind::WeakLink:
            StepHighlightPainter::paintLinkArrow(painter, QPointF(symbol.left() + 2, symbol.center().y()),
                                                 QPointF(symbol.right() - 2, symbol.center().y()),
                                                 row.kind == Row::Kind::StrongLink, palette(), h * 0.7, 0.0);
            break;
        }
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(line.adjusted(symbolWidth + 6, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, row.text);
    }
}

} // namespace pm
