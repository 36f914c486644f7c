// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QString>

namespace pm {

// How opening a file to read went.
struct FileOpening {
    enum class Status { Opened, CannotOpen, NotRegularFile };
    Status status = Status::Opened;
    QString reason; // the system's message when it could not be opened; not translated

    bool opened() const { return status == Status::Opened; }
};

// Opens `file` (its name set) for reading only when it is a regular file,
// after symbolic links. Everything the app reads goes through here: open()
// on a FIFO waits for a writer that may never come, and a device such as
// /dev/zero never ends, so either would stop the GUI thread with no window
// and no word. The file is opened without blocking and looked at through
// the same descriptor (fstat), so nothing swapped in between is read.
FileOpening openRegularFile(QFile& file);

} // namespace pm
