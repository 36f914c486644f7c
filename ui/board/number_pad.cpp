// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/number_pad.h"

#include "text/translated_text.h"
#include "ui/board/cell_colours.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace pm {

namespace {

// A mode switch whose chosen state reads at a glance in every theme: the
// style's own checked look is a faint shade in dark palettes, so the chosen
// mode is filled with the highlight colour and its name set in bold (a
// difference of shape, not of colour alone).
class ModeButton : public QToolButton {
public:
    using QToolButton::QToolButton;

protected:
    void paintEvent(QPaintEvent* event) override
    {
        if (!isChecked()) {
            QToolButton::paintEvent(event);
            return;
        }
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
        painter.setPen(QPen(palette().color(QPalette::HighlightedText), hasFocus() ? 3 : 1));
        painter.setBrush(palette().color(QPalette::Highlight));
        painter.drawRoundedRect(r, 3, 3);
        QFont bold = font();
        bold.setBold(true);
        painter.setFont(bold);
        painter.setPen(palette().color(QPalette::HighlightedText));
        painter.drawText(r, Qt::AlignCenter, text());
    }
};

} // namespace

DigitButton::DigitButton(int digit, QWidget* parent)
    : QAbstractButton(parent)
    , m_digit(digit)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::TabFocus);
    connect(this, &QAbstractButton::clicked, this, [this] { emit digitClicked(m_digit); });
}

void DigitButton::setRemaining(int remaining)
{
    m_remaining = remaining;
    setToolTip(tr("%n left to place", nullptr, std::max(0, remaining)));
    // Only a new name is sent: each one is an event to assistive
    // technology, and the pad is told its counts on every move.
    const QString name = tr("%1, %n left to place", nullptr, std::max(0, remaining)).arg(m_symbol);
    if (name != accessibleName())
        setAccessibleName(name);
    update();
}

void DigitButton::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    const bool done = m_remaining <= 0 && !m_swatch.isValid();
    // Focus (from the keyboard only) is a heavier border in the highlight colour.
    painter.setPen(hasFocus() ? QPen(palette().color(QPalette::Highlight), 3) : QPen(palette().color(QPalette::Mid), 1));
    painter.setBrush(m_swatch.isValid() ? m_swatch : palette().color(done ? QPalette::Window : QPalette::Button));
    painter.drawRoundedRect(r, 5, 5);
    QFont big = font();
    big.setPixelSize(std::max(8, int(r.height() * 0.5)));
    painter.setFont(big);
    QColor text = palette().color(QPalette::ButtonText);
    if (done)
        text = palette().color(QPalette::PlaceholderText);
    painter.setPen(text);
    painter.drawText(r, Qt::AlignCenter, m_symbol);
    if (m_swatch.isValid())
        return;
    QFont small = font();
    small.setPixelSize(std::max(7, int(r.height() * 0.24)));
    painter.setFont(small);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(r.adjusted(0, 0, -4, -2), Qt::AlignRight | Qt::AlignBottom, QString::number(m_remaining));
}

NumberPad::NumberPad(QWidget* parent)
    : QWidget(parent)
    , m_alphabet(Alphabet::standard(9))
    , m_digitGrid(new QGridLayout)
    , m_modes(new QButtonGroup(this))
    , m_modeGrid(new QGridLayout)
{
    // The pad itself never takes focus: its buttons do, from Tab only.
    setFocusPolicy(Qt::NoFocus);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_digitGrid->setSpacing(4);
    layout->addLayout(m_digitGrid);

    // Sources kept on the buttons, so a language switch translates them again (changeEvent).
    const std::pair<InputMode, const char*> modeNames[] = {
        {InputMode::Value, QT_TR_NOOP("Digit")},
        {InputMode::Centre, QT_TR_NOOP("Centre")},
        {InputMode::Corner, QT_TR_NOOP("Corner")},
        {InputMode::Colour, QT_TR_NOOP("Colour")},
    };
    for (const auto& [mode, name] : modeNames) {
        auto* button = new ModeButton(this);
        setTranslatedText(button, staticMetaObject.className(), name);
        button->setCheckable(true);
        button->setFocusPolicy(Qt::TabFocus);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        m_modes->addButton(button, int(mode));
    }
    m_modes->button(int(InputMode::Value))->setChecked(true);
    connect(m_modes, &QButtonGroup::idClicked, this, [this](int id) { emit modeRequested(InputMode(id)); });
    layout->addLayout(m_modeGrid);

    m_erase = new QToolButton(this);
    m_erase->setFocusPolicy(Qt::TabFocus);
    m_erase->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(m_erase, &QToolButton::clicked, this, &NumberPad::eraseClicked);
    layout->addStretch(1);
    rebuildDigits();
    retranslate();
}

void NumberPad::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void NumberPad::retranslate()
{
    retranslateTexts(this);
    m_erase->setText(tr("Erase"));
    m_erase->setToolTip(tr("Clear the selected cells (Delete)"));
    for (DigitButton* button : m_digits)
        button->setRemaining(button->remaining()); // its "%n left to place" tooltip
}

void NumberPad::setAlphabet(const Alphabet& alphabet)
{
    if (alphabet == m_alphabet && !m_digits.isEmpty())
        return;
    m_alphabet = alphabet;
    rebuildDigits();
}

void NumberPad::rebuildDigits()
{
    qDeleteAll(m_digits);
    m_digits.clear();
    const int n = m_alphabet.size();
    for (int digit = 1; digit <= n; ++digit) {
        auto* button = new DigitButton(digit, this);
        connect(button, &DigitButton::digitClicked, this, &NumberPad::digitClicked);
        m_digits.append(button);
    }
    placeButtons();
    m_remaining.assign(size_t(n), n);
    setMode(m_mode);
    setRemaining(m_remaining);
}

int NumberPad::digitColumns() const
{
    const int n = int(m_digits.size());
    if (m_arrangement == Arrangement::Block)
        return int(std::ceil(std::sqrt(double(n))));
    return n <= 9 ? n : (n + 1) / 2;
}

void NumberPad::placeButtons()
{
    for (DigitButton* button : m_digits)
        m_digitGrid->removeWidget(button);
    const int columns = std::max(1, digitColumns());
    for (DigitButton* button : m_digits)
        m_digitGrid->addWidget(button, (button->digit() - 1) / columns, (button->digit() - 1) % columns);
    const QList<QAbstractButton*> modes = m_modes->buttons();
    for (QAbstractButton* button : modes)
        m_modeGrid->removeWidget(button);
    m_modeGrid->removeWidget(m_erase);
    const bool row = m_arrangement == Arrangement::Row;
    for (int index = 0; index < int(modes.size()); ++index)
        m_modeGrid->addWidget(modes[index], row ? 0 : index / 2, row ? index : index % 2);
    if (row)
        m_modeGrid->addWidget(m_erase, 0, int(modes.size()));
    else
        m_modeGrid->addWidget(m_erase, 2, 0, 1, 2);
    // Tab reads the pad as it is laid out: the digits, the modes, erase.
    QList<QWidget*> order(m_digits.begin(), m_digits.end());
    for (QAbstractButton* button : modes)
        order << button;
    order << m_erase;
    for (int index = 1; index < int(order.size()); ++index)
        setTabOrder(order[index - 1], order[index]);
}

void NumberPad::setArrangement(Arrangement arrangement)
{
    if (arrangement == m_arrangement)
        return;
    m_arrangement = arrangement;
    placeButtons();
    updateGeometry();
}

int NumberPad::heightAsRow() const
{
    const int digitRows = m_digits.size() <= 9 ? 1 : 2;
    const int buttonHeight = m_erase->sizeHint().height();
    return digitRows * DigitButton::kSide + (digitRows - 1) * m_digitGrid->spacing()
        + std::max(0, layout()->spacing()) + buttonHeight;
}

int NumberPad::minimumWidthAsRow() const
{
    int buttons = m_erase->minimumSizeHint().width();
    for (QAbstractButton* button : m_modes->buttons())
        buttons += button->minimumSizeHint().width();
    buttons += int(m_modes->buttons().size()) * std::max(0, m_modeGrid->spacing());
    const int digits = m_digits.size() <= 9 ? int(m_digits.size()) : int(m_digits.size() + 1) / 2;
    return std::max(buttons, digits * (DigitButton::kMinimumSide + m_digitGrid->spacing()));
}

void NumberPad::setRemaining(const std::vector<int>& remaining)
{
    m_remaining = remaining;
    for (DigitButton* button : m_digits) {
        const size_t i = size_t(button->digit() - 1);
        button->setRemaining(i < remaining.size() ? remaining[i] : 0);
    }
}

void NumberPad::setMode(InputMode mode)
{
    m_mode = mode;
    if (QAbstractButton* button = m_modes->button(int(mode)))
        button->setChecked(true);
    for (DigitButton* button : m_digits) {
        const bool paint = mode == InputMode::Colour;
        button->setSymbol(paint && button->digit() <= game::kColourCount
                              ? QString::number(button->digit())
                              : QString::fromStdString(m_alphabet.symbolUtf8(button->digit())));
        button->setSwatch(paint ? cellColour(button->digit()) : QColor());
        button->setEnabled(!paint || button->digit() <= game::kColourCount);
    }
}

DigitButton* NumberPad::digitButton(int digit) const
{
    return digit >= 1 && digit <= m_digits.size() ? m_digits[digit - 1] : nullptr;
}

} // namespace pm
