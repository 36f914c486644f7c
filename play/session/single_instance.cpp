// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/single_instance.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QThread>
#include <QTimer>

namespace pm {

namespace {

// What a later start sends (this, the file as a QString, and when it stops
// waiting for the answer) and what the holder answers once it has the file.
// The tag keeps a stray client (or a later version speaking otherwise) from
// being taken for a request.
const QByteArray kRequestTag = QByteArrayLiteral("pencilmark-activate/1");
const QByteArray kAnswer = QByteArrayLiteral("ok");
constexpr QDataStream::Version kStreamVersion = QDataStream::Qt_6_4;

// How long a connection that sends no whole request is kept: a later start
// gives up after kAnswerMs anyway.
constexpr int kRequestTimeoutMs = 2 * SingleInstance::kAnswerMs;

// Between attempts of a later start while the holder starts up or shuts
// down: short beside kAnswerMs, long enough not to spin.
constexpr int kRetryMs = 50;

// sockaddr_un holds 108 bytes; a path longer than this falls back to a name
// in the temporary folder.
constexpr int kLongestSocketPath = 100;

// The lock file in the profile's folder, made first if need be (a first
// start on a fresh profile).
QString lockPathIn(const QString& folder)
{
    QDir().mkpath(folder);
    return QDir(folder).filePath(QStringLiteral("instance.lock"));
}

QString profilePath(const QString& folder)
{
    const QString canonical = QFileInfo(folder).canonicalFilePath();
    return canonical.isEmpty() ? QDir(folder).absolutePath() : canonical;
}

} // namespace

SingleInstance::SingleInstance(const QString& folder, QObject* parent)
    : QObject(parent)
    , m_lock(lockPathIn(folder))
    , m_serverName(serverNameFor(folder))
{
    // Only a dead holder's lock is stale (QLockFile checks its process),
    // never a live one's, however long it has been playing.
    m_lock.setStaleLockTime(0);
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::serverNameFor(const QString& folder)
{
    const QString name = QStringLiteral("pencilmark-%1.socket")
                             .arg(QString::fromLatin1(
                                 QCryptographicHash::hash(profilePath(folder).toUtf8(), QCryptographicHash::Sha256)
                                     .toHex()
                                     .left(16)));
    // The runtime folder is the user's own (mode 0700): no other user can
    // take the name first or connect.
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && QDir::isAbsolutePath(runtime) && QFileInfo(runtime).isDir()) {
        const QString path = QDir(runtime).filePath(name);
        if (QFile::encodeName(path).size() <= kLongestSocketPath)
            return path;
    }
    return name;
}

SingleInstance::Start SingleInstance::start(const QString& file, int answerMs)
{
    const QString absolute = file.isEmpty() ? QString() : QFileInfo(file).absoluteFilePath();
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        // tryLock takes a lock whose holder is gone, too.
        if (m_lock.tryLock(0)) {
            listen();
            return Start::First;
        }
        if (m_lock.error() != QLockFile::LockFailedError)
            return Start::Unguarded;
        const qint64 left = answerMs - clock.elapsed();
        if (left <= 0)
            return Start::NoAnswer;
        if (handOver(absolute, int(left)))
            return Start::HandedOver;
        // Not listening yet (starting up) or no more (shutting down, about
        // to free the lock): try both again.
        if (clock.elapsed() + kRetryMs >= answerMs)
            return Start::NoAnswer;
        QThread::msleep(kRetryMs);
    }
}

bool SingleInstance::isListening() const
{
    return m_server && m_server->isListening();
}

void SingleInstance::listen()
{
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    // A killed holder leaves its socket behind; the lock says the name is
    // this instance's now.
    QLocalServer::removeServer(m_serverName);
    if (!m_server->listen(m_serverName)) {
        m_problem = m_server->errorString();
        return;
    }
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] { readRequest(socket); });
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            QTimer::singleShot(kRequestTimeoutMs, socket, [socket] {
                socket->abort();
                socket->deleteLater();
            });
            if (socket->bytesAvailable() > 0)
                readRequest(socket);
        }
    });
}

void SingleInstance::readRequest(QLocalSocket* socket)
{
    QDataStream in(socket);
    in.setVersion(kStreamVersion);
    in.startTransaction();
    QByteArray tag;
    QString file;
    qint64 deadline = 0;
    in >> tag >> file >> deadline;
    if (!in.commitTransaction())
        return; // not all in yet: readyRead comes again
    // A request read only after its start gave up (this instance was
    // stopped, or busy that long) is dropped: that start told the player
    // nothing was opened, and ended.
    if (tag != kRequestTag || QDateTime::currentMSecsSinceEpoch() > deadline) {
        socket->abort();
        return;
    }
    socket->write(kAnswer);
    socket->flush();
    socket->disconnectFromServer(); // once the answer is written
    QMetaObject::invokeMethod(this, [this, file] { emit activationRequested(file); }, Qt::QueuedConnection);
}

bool SingleInstance::handOver(const QString& file, int ms)
{
    QElapsedTimer clock;
    clock.start();
    const auto left = [&] { return int(std::max<qint64>(0, ms - clock.elapsed())); };
    QLocalSocket socket;
    socket.connectToServer(m_serverName);
    if (!socket.waitForConnected(left()))
        return false;
    QByteArray request;
    QDataStream out(&request, QIODevice::WriteOnly);
    out.setVersion(kStreamVersion);
    out << kRequestTag << file << QDateTime::currentMSecsSinceEpoch() + ms;
    socket.write(request);
    if (!socket.waitForBytesWritten(left()))
        return false;
    while (socket.bytesAvailable() < kAnswer.size())
        if (left() == 0 || !socket.waitForReadyRead(left()))
            return false;
    return socket.read(kAnswer.size()) == kAnswer;
}

} // namespace pm
