// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_outline.h"

namespace pm {

QRectF cellRectIn(const QRectF& board, const Geometry& geometry, int cell)
{
    const qreal step = board.width() / geometry.size();
    return QRectF(board.left() + geometry.column(cell) * step, board.top() + geometry.row(cell) * step, step, step);
}

std::vector<QLineF> regionBorderLines(const Geometry& geometry, const QRectF& board)
{
    const int n = geometry.size();
    const qreal step = board.width() / n;
    std::vector<QLineF> lines;
    // Walks one grid line cell by cell; `differs(i)` says whether the edge
    // at position i separates two regions. Runs of such edges become one line.
    const auto addRuns = [&](const auto& differs, const auto& lineFor) {
        int runStart = -1;
        for (int i = 0; i <= n; ++i) {
            const bool border = i < n && differs(i);
            if (border && runStart < 0)
                runStart = i;
            if (!border && runStart >= 0) {
                lines.push_back(lineFor(runStart, i));
                runStart = -1;
            }
        }
    };
    for (int boundary = 1; boundary < n; ++boundary) {
        const qreal x = board.left() + boundary * step;
        addRuns([&](int row) {
            return geometry.regionOf(geometry.cellAt(row, boundary - 1)) != geometry.regionOf(geometry.cellAt(row, boundary));
        }, [&](int from, int to) {
            return QLineF(x, board.top() + from * step, x, board.top() + to * step);
        });
        const qreal y = board.top() + boundary * step;
        addRuns([&](int column) {
            return geometry.regionOf(geometry.cellAt(boundary - 1, column)) != geometry.regionOf(geometry.cellAt(boundary, column));
        }, [&](int from, int to) {
            return QLineF(board.left() + from * step, y, board.left() + to * step, y);
        });
    }
    return lines;
}

bool isInVariantHouse(const Geometry& geometry, int cell)
{
    for (int house : geometry.housesOf(cell)) {
        const HouseKind kind = geometry.houses()[house].kind;
        if (kind == HouseKind::Diagonal || kind == HouseKind::AntiDiagonal || kind == HouseKind::CentreDot
            || kind == HouseKind::Window)
            return true;
    }
    return false;
}

} // namespace pm
