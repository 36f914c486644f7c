// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace pm::test {

// What a finished pencilmark-cli run gave back.
struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

// Closes the process's input, waits for it (a run that does not finish in
// `timeoutMs` fails the test run outright) and collects what it printed.
CliRun finishCli(QProcess& process, int timeoutMs);

} // namespace pm::test
