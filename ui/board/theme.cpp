// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/theme.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleOption>

#include <algorithm>
#include <cmath>
#include <optional>

namespace pm {

namespace {

// The platform's own palette, captured before the first change.
std::optional<QPalette>& systemPalette()
{
    static std::optional<QPalette> palette;
    return palette;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1f, 0x21, 0x23);
    const QColor text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window.lighter(115));
    p.setColor(QPalette::ButtonText, text);
    // Fusion draws bevels and pressed (checked) buttons from these.
    p.setColor(QPalette::Light, window.lighter(160));
    p.setColor(QPalette::Midlight, window.lighter(130));
    p.setColor(QPalette::Mid, window.lighter(160));
    p.setColor(QPalette::Dark, window.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8c, 0xc4, 0xff));
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}

// Black, white and yellow only: the most contrast a screen gives. Givens are
// white, the player's entries (drawn in the link colour) and the selection
// yellow, so the two kinds of digit differ in colour as well as weight.
QPalette highContrastPalette()
{
    QPalette p;
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    const QColor yellow(0xff, 0xff, 0x00);
    for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button,
                                     QPalette::ToolTipBase, QPalette::Shadow, QPalette::Dark})
        p.setColor(role, black);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText,
                                     QPalette::BrightText, QPalette::Light, QPalette::Midlight, QPalette::Mid})
        p.setColor(role, white);
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::Link, yellow);
    p.setColor(QPalette::LinkVisited, yellow);
    p.setColor(QPalette::PlaceholderText, QColor(0xc0, 0xc0, 0xc0));
    // Disabled text stays readable on black: light grey, not dark grey.
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0xb0, 0xb0, 0xb0));
    return p;
}

Theme& appliedTheme()
{
    static Theme theme = Theme::System;
    return theme;
}

bool hasDarkBase(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

// The platform's style with one thing added: on a dark palette, check boxes
// and radio buttons get an outline in the text colour. Fusion draws their
// edge a shade darker than the window, which on a dark window is no edge
// at all: an unchecked box vanished. The outline keeps at least 3:1 against
// the window (WCAG 2.1, 1.4.11 non-text contrast).
class IndicatorOutlineStyle : public QProxyStyle {
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        const bool box = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
        if ((!box && element != PE_IndicatorRadioButton) || !hasDarkBase(option->palette))
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        QColor edge = option->palette.color(QPalette::Text);
        edge.setAlpha(option->state.testFlag(State_Enabled) ? 190 : 110);
        painter->setPen(QPen(edge, 1));
        painter->setBrush(Qt::NoBrush);
        const QRectF rect = QRectF(option->rect).adjusted(0.5, 0.5, -1.5, -1.5);
        if (box)
            painter->drawRoundedRect(rect, 1.5, 1.5);
        else
            painter->drawEllipse(rect);
        painter->restore();
    }
};

} // namespace

QString themeKey(Theme theme)
{
    switch (theme) {
    case Theme::System: return QStringLiteral("system");
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    case Theme::HighContrast: return QStringLiteral("high-contrast");
    }
    return {};
}

Theme themeByKey(const QString& key)
{
    if (key == QLatin1String("light"))
        return Theme::Light;
    if (key == QLatin1String("dark"))
        return Theme::Dark;
    if (key == QLatin1String("high-contrast"))
        return Theme::HighContrast;
    return Theme::System;
}

void applyTheme(Theme theme)
{
    if (!systemPalette())
        systemPalette() = QApplication::palette();
    // Once, around whatever style the platform chose (the application owns it).
    if (!dynamic_cast<IndicatorOutlineStyle*>(QApplication::style()))
        QApplication::setStyle(new IndicatorOutlineStyle(QApplication::style()->name()));
    switch (theme) {
    case Theme::System: QApplication::setPalette(*systemPalette()); break;
    case Theme::Light: QApplication::setPalette(QApplication::style()->standardPalette()); break;
    case Theme::Dark: QApplication::setPalette(darkPalette()); break;
    case Theme::HighContrast: QApplication::setPalette(highContrastPalette()); break;
    }
    appliedTheme() = theme;
}

Theme currentTheme()
{
    return appliedTheme();
}

QColor clashColour(const QPalette& palette)
{
    return hasDarkBase(palette) ? QColor(255, 135, 135) : QColor(180, 20, 20);
}

QColor mistakeColour(const QPalette& palette)
{
    return hasDarkBase(palette) ? QColor(255, 150, 50) : QColor(170, 65, 0);
}

qreal contrastRatio(const QColor& a, const QColor& b)
{
    // WCAG 2.1 relative luminance.
    const auto luminance = [](const QColor& colour) {
        const auto channel = [](qreal c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF());
    };
    const qreal la = luminance(a);
    const qreal lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor chainLinkColour(const QPalette& palette, bool strong)
{
    const bool dark = hasDarkBase(palette);
    QColor colour = strong ? (dark ? QColor(255, 125, 90) : QColor(200, 55, 25))
                           : (dark ? QColor(110, 160, 255) : QColor(40, 80, 190));
    // A system palette may have any base: step away from it until both the
    // board (base) and the legend (window) read the link.
    const QColor base = palette.color(QPalette::Base);
    const QColor window = palette.color(QPalette::Window);
    for (int i = 0; i < 16 && std::min(contrastRatio(colour, base), contrastRatio(colour, window)) < 4.5; ++i)
        colour = dark ? colour.lighter(112) : colour.darker(112);
    return colour;
}

BoardLineStyle boardLineStyle()
{
    if (appliedTheme() == Theme::HighContrast)
        return {2.0, 255};
    return {};
}

} // namespace pm
