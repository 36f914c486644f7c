// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace pm {

// Help ▸ Keys and Modes: every key of the board and the window, as one
// table (context "pm::KeysText").
class KeysText {
    Q_DECLARE_TR_FUNCTIONS(pm::KeysText)
public:
    // Rich text: one <table> of key and what it does, so the second column
    // lines up from the first row to the last.
    static QString table();
};

} // namespace pm
