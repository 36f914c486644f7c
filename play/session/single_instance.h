// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLockFile>
#include <QObject>
#include <QString>

class QLocalServer;
class QLocalSocket;

namespace pm {

// One app per profile, so that one autosave never has two writers (two
// instances on one profile each wrote their own game over the other's).
//
// The profile is its data folder (where the autosave lives). Its lock file
// (QLockFile, `instance.lock` there) makes the one instance: whoever holds
// it plays, and listens on a local socket whose name comes from the
// folder's path, so other profiles (another HOME, another XDG_DATA_HOME)
// run side by side. A later start finds the lock held, hands its file
// argument to the holder over that socket and ends; the holder comes to the
// front and opens it (activationRequested).
//
// A lock left by an instance that was killed (kill -9, a crash, a power
// cut) names a process that is gone: QLockFile sees that and it is taken
// over, so a kill never locks the player out. A live holder's lock never
// goes stale with age (setStaleLockTime(0)): a game left open for days is
// still the one instance.
class SingleInstance : public QObject {
    Q_OBJECT
public:
    enum class Start {
        // This start holds the lock: it plays, and listens for later starts.
        First,
        // Another instance holds it and took the file: this start ends.
        HandedOver,
        // Another instance holds it and did not answer in time (hung,
        // stopped): this start must end without playing, or it would write
        // the same autosave.
        NoAnswer,
        // The lock file cannot be made at all (the data folder cannot be
        // written): nothing can guard the profile, nor can an autosave be
        // written there. The caller plays on unguarded and says so.
        Unguarded,
    };

    // How long a later start waits for the holder to take its file, in all:
    // connecting, and the answer. A live holder answers from its event loop
    // within milliseconds.
    static constexpr int kAnswerMs = 2000;

    // `folder`: the profile's data folder.
    explicit SingleInstance(const QString& folder, QObject* parent = nullptr);
    ~SingleInstance() override;

    // Takes the lock and listens (First), or hands `file` to the holder
    // (HandedOver; a relative path is read against this process's working
    // folder, empty asks only to come to the front). Tries again for up to
    // `answerMs` while the holder starts up or shuts down (not listening
    // yet, or no more), and takes the lock if it goes meanwhile.
    Start start(const QString& file, int answerMs = kAnswerMs);

    QString lockPath() const { return m_lock.fileName(); }
    QString serverName() const { return m_serverName; }
    // First: whether later starts can reach this one (false when the
    // socket could not be opened; problem() says why).
    bool isListening() const;
    // Why the lock could not be made (Unguarded), or why later starts
    // cannot reach this one though it holds the lock: a system message.
    QString problem() const { return m_problem; }

    // The local socket's name for a profile: a hash of its folder's absolute
    // path, in the user's runtime folder when there is one (private to the
    // user; XDG_RUNTIME_DIR), else a name in the temporary folder.
    static QString serverNameFor(const QString& folder);

signals:
    // A later start asked this one to come to the front and open `file`
    // (absolute; empty: only come to the front). Emitted at the next turn
    // of the event loop after that start was answered, so a question the
    // receiver asks never keeps the later start waiting.
    void activationRequested(const QString& file);

private:
    void listen();
    void readRequest(QLocalSocket* socket);
    // One attempt at handing `file` over, within `ms`: true when the holder
    // took it.
    bool handOver(const QString& file, int ms);

    QLockFile m_lock;
    QString m_serverName;
    QLocalServer* m_server = nullptr;
    QString m_problem;
};

} // namespace pm
