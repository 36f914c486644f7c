// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QApplication;

namespace pm {

class MainWindow;

// What every start of the app does before and after its window exists, so
// the app and the test build that plays by itself
// (tests/app/scripted_play/) start the same way.

// Names the application (QSettings and the autosave are found by them), its
// version and desktop entry, and installs the saved language before any
// widget exists, so every text is made in it.
void prepareApplication(QApplication& app);

// Shows the window, then brings the last game back or starts a new one:
// after show(), so a puzzle that takes a moment to make shows its progress
// over the window rather than before it.
void showAndStartGame(MainWindow& window);

} // namespace pm
