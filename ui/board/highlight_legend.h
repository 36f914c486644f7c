// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/step.h"

#include <QWidget>

#include <vector>

namespace pm {

// A key to the shapes on the board: one row per house role, cell role,
// candidate role and link kind the highlighted pattern uses, its symbol
// drawn as the board draws it (StepHighlightPainter) beside a word for it.
class HighlightLegend : public QWidget {
    Q_OBJECT
public:
    explicit HighlightLegend(QWidget* parent = nullptr);

    void setPattern(const logic::Pattern& pattern);
    // What the rows say, in order (tests, accessibility).
    QStringList entries() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Row {
        enum class Kind { House, Cell, Candidate, StrongLink, WeakLink };
        Kind kind;
        logic::Role role;
        QString text;
        // A house or cell row whose candidates carry the same role and
        // word: its swatch shows their symbol too, and no second row says it.
        bool withCandidate = false;
    };
    void addRow(Row row);
    static QString roleText(logic::Role role);
    static QString houseText(logic::Role role);
    static QString cellText(logic::Role role);
    int rowHeight() const;

    std::vector<Row> m_rows;
};

} // namespace pm
