// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace pm {

// What a start of the app says on standard error about the one instance a
// profile has (play/session/single_instance.h): printed before any window
// exists, or while the window cannot be shown (context "pm::InstanceText").
class InstanceText {
    Q_DECLARE_TR_FUNCTIONS(pm::InstanceText)
public:
    // A later start found the profile's instance running but got no answer
    // from it (hung, stopped): it ends rather than write the same autosave.
    static QString noAnswer(const QString& folder);
    // The lock file cannot be made in the data folder: this start plays, but
    // cannot tell whether another one is running.
    static QString unguarded(const QString& folder);
    // This start holds the profile but later starts cannot reach it (the
    // system's reason): they will end with noAnswer().
    static QString notListening(const QString& reason);
};

} // namespace pm
