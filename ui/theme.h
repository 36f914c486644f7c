#pragma once

#include <QString>

namespace pm {

// The colours the app is drawn in. Qt 6.4 has no colour-scheme API, so
// light and dark are palettes set on the application; "system" restores
// the palette the platform gave at start.
enum class Theme { System, Light, Dark };

QString themeKey(Theme theme);
Theme themeByKey(const QString& key); // unknown keys: System

// Precondition: a QApplication exists. Call once early so "system" can be
// restored later.
void applyTheme(Theme theme);

} // namespace pm
