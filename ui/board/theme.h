// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

class QPalette;

namespace pm {

// The colours the app is drawn in. Qt 6.4 has no colour-scheme API, so
// light, dark and high contrast are palettes set on the application;
// "system" restores the palette the platform gave at start.
enum class Theme { System, Light, Dark, HighContrast };

QString themeKey(Theme theme);
Theme themeByKey(const QString& key); // unknown keys: System

// Precondition: a QApplication exists. Call once early so "system" can be
// restored later.
void applyTheme(Theme theme);
Theme currentTheme();

// How the board draws its grid under the theme in use. The palette gives
// the colours; this gives what a palette cannot: high contrast draws the
// thin lines fully opaque and every line thicker, for players with low vision.
struct BoardLineStyle {
    qreal widthScale = 1.0;
    int thinLineAlpha = 110; // 0..255 over the text colour
};
BoardLineStyle boardLineStyle();

// The red of a clash and the orange of a mistake on the board, chosen for
// the palette's base: deep on light bases, light on dark ones, so digits in
// them keep at least 4.5:1 against the cell (WCAG AA for text) in every theme.
QColor clashColour(const QPalette& palette);
QColor mistakeColour(const QPalette& palette);

// The colour of a chain's links (strong solid, weak dashed) on the board and
// in the hint legend: red-orange and blue, deep on light bases and light on
// dark ones. Each keeps at least 4.5:1 against the palette's base and window,
// above the 3:1 graphics need (WCAG 2.1, 1.4.11), so the links still stand
// out over the hint's translucent tints; the dark theme's deep blue was 2.3:1.
QColor chainLinkColour(const QPalette& palette, bool strong);

// WCAG 2.1 contrast ratio of two opaque colours, from 1 (equal) to 21.
qreal contrastRatio(const QColor& a, const QColor& b);

} // namespace pm
