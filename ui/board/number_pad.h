// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/input_mode.h"

#include "core/alphabet.h"

#include <QAbstractButton>
#include <QList>
#include <QWidget>

class QButtonGroup;
class QGridLayout;
class QToolButton;

namespace pm {

class DigitButton;

// The pad beside the board: one button per digit showing how many of it are
// still to place, the input modes, and erase. In colour mode the first
// buttons become the paint colours. Like the board, it only reports clicks.
// Its buttons take focus from Tab (F6 brings it there) but not from a
// click, so a mouse player's keys stay on the board.
class NumberPad : public QWidget {
    Q_OBJECT
public:
    explicit NumberPad(QWidget* parent = nullptr);

    void setAlphabet(const Alphabet& alphabet);
    // remaining[d - 1]: how many more of digit d the board needs.
    void setRemaining(const std::vector<int>& remaining);
    void setMode(InputMode mode);
    DigitButton* digitButton(int digit) const;

    // Block: the digits in a square (3x3 for nine), the modes two by two,
    // erase under them, for a column beside the board. Row: the digits in
    // one row (two from ten symbols), the modes and erase in a row under
    // them, for a strip below the board.
    enum class Arrangement { Block, Row };
    void setArrangement(Arrangement arrangement);
    Arrangement arrangement() const { return m_arrangement; }
    // The pad's height as a row, whichever arrangement it has now (so a
    // layout can weigh the two before choosing).
    int heightAsRow() const;
    // The narrowest the pad can be as a row.
    int minimumWidthAsRow() const;

signals:
    void digitClicked(int digit);
    void modeRequested(pm::InputMode mode);
    void eraseClicked();

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuildDigits();
    // Puts the digit, mode and erase buttons where the arrangement wants them.
    void placeButtons();
    int digitColumns() const;
    // Every text of the pad in the language now installed.
    void retranslate();

    Alphabet m_alphabet;
    InputMode m_mode = InputMode::Value;
    std::vector<int> m_remaining;
    QGridLayout* m_digitGrid;
    QList<DigitButton*> m_digits;
    QButtonGroup* m_modes;
    QGridLayout* m_modeGrid;
    QToolButton* m_erase = nullptr;
    Arrangement m_arrangement = Arrangement::Block;
};

// A square button with the symbol large and the count still to place small.
// A button to assistive technology too ("4, 5 left to place", press).
class DigitButton : public QAbstractButton {
    Q_OBJECT
public:
    DigitButton(int digit, QWidget* parent = nullptr);

    int digit() const { return m_digit; }
    void setSymbol(const QString& symbol) { m_symbol = symbol; update(); }
    void setRemaining(int remaining);
    int remaining() const { return m_remaining; }
    void setSwatch(const QColor& colour) { m_swatch = colour; update(); }

    static constexpr int kSide = 44;
    static constexpr int kMinimumSide = 26;
    QSize sizeHint() const override { return {kSide, kSide}; }
    QSize minimumSizeHint() const override { return {kMinimumSide, kMinimumSide}; }

signals:
    void digitClicked(int digit);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int m_digit;
    QString m_symbol;
    int m_remaining = 0;
    QColor m_swatch; // colour mode: the paint this button applies
};

} // namespace pm
