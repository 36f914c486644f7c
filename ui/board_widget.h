#pragma once

#include <alphabet.h>
#include <grid.h>

#include <QWidget>

namespace pm {

// Paints a grid of any geometry: cells, box or jigsaw region borders, shaded
// variant houses, givens, entries and pencil marks in their fixed mini-grid
// position. It holds no game rules: it shows the state it is given and
// reports what the user selects.
class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setGrid(const Grid& grid, const Alphabet& alphabet);
    const Grid& grid() const { return m_grid; }
    int selectedCell() const { return m_selected; }
    void setSelectedCell(int cell);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void cellSelected(int cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QRectF boardRect() const;
    QRectF cellRect(int cell) const;
    int cellAt(QPointF point) const;
    bool inVariantHouse(int cell) const;

    Grid m_grid;
    Alphabet m_alphabet;
    int m_selected = -1;
};

} // namespace pm
