// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/regular_file.h"

#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace pm {

FileOpening openRegularFile(QFile& file)
{
#ifdef Q_OS_UNIX
    const QByteArray name = QFile::encodeName(file.fileName());
    const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return {FileOpening::Status::CannotOpen, QString::fromLocal8Bit(std::strerror(errno))};
    struct stat status {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        return {FileOpening::Status::NotRegularFile, {}};
    }
    // Reads of a regular file never wait; the flag goes so that reading
    // behaves as for any file QFile opens itself.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return {FileOpening::Status::CannotOpen, file.errorString()};
    }
    return {};
#else
    if (QFileInfo::exists(file.fileName()) && !QFileInfo(file.fileName()).isFile())
        return {FileOpening::Status::NotRegularFile, {}};
    if (!file.open(QIODevice::ReadOnly))
        return {FileOpening::Status::CannotOpen, file.errorString()};
    return {};
#endif
}

} // namespace pm
