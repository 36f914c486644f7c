// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/cli_process.h"

#include <QtGlobal>

namespace pm::test {

CliRun finishCli(QProcess& process, int timeoutMs)
{
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs))
        qFatal("pencilmark-cli did not finish");
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace pm::test
