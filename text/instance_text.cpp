// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/instance_text.h"

namespace pm {

QString InstanceText::noAnswer(const QString& folder)
{
    return tr("Pencilmark is already running with this profile (%1), but it did not answer. This start ends so "
              "that two windows do not write over each other's game. Close the other window, or end it if it "
              "does not respond, and start Pencilmark again.")
        .arg(folder);
}

QString InstanceText::unguarded(const QString& folder)
{
    return tr("Pencilmark cannot write to its data folder %1, so it cannot tell whether it is already running, "
              "and your game will not be kept.")
        .arg(folder);
}

QString InstanceText::notListening(const QString& reason)
{
    return tr("Pencilmark cannot listen for later starts (%1): starting it again will not bring this window "
              "forward.")
        .arg(reason);
}

} // namespace pm
