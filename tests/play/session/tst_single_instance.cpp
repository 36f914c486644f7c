// SPDX-License-Identifier: GPL-3.0-or-later
// One app per profile (play/session/single_instance.h), in one process: the
// first start of a folder holds it and listens; a later start hands its
// file over (made absolute) and the holder hears it; another folder is
// another profile; a lock whose holder is gone is taken over; a holder that
// does not answer is reported within the time given; a folder where no lock
// can be made leaves the start unguarded. The later starts run on a thread
// of their own, as they would in a process of their own: they block while
// the holder answers from this thread's event loop. Two real processes:
// tests/app/tst_one_instance_per_profile.
#include "play/session/single_instance.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLockFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <future>

using namespace pm;

namespace {

// A later start of `folder` on a thread of its own, handing `file` over.
std::future<SingleInstance::Start> startLater(const QString& folder, const QString& file,
                                              int answerMs = SingleInstance::kAnswerMs)
{
    return std::async(std::launch::async, [folder, file, answerMs] {
        SingleInstance later(folder);
        return later.start(file, answerMs);
    });
}

// Runs this thread's event loop (the holder's answers) until `later` ends.
SingleInstance::Start waitFor(std::future<SingleInstance::Start>& later)
{
    (void)QTest::qWaitFor([&] { return later.wait_for(std::chrono::seconds(0)) == std::future_status::ready; },
                          30000);
    return later.get();
}

} // namespace

class TestSingleInstance : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString folder(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void firstHoldsAndLaterHandsOver()
    {
        const QString profile = folder("profile");
        SingleInstance first(profile); // makes the folder
        QCOMPARE(first.start(QString()), SingleInstance::Start::First);
        QVERIFY2(first.isListening(), qPrintable(first.problem()));
        QVERIFY(QFile::exists(first.lockPath()));
        QCOMPARE(QFileInfo(first.lockPath()).absolutePath(), QFileInfo(profile).absoluteFilePath());
        QSignalSpy asked(&first, &SingleInstance::activationRequested);

        const QString file = m_dir.filePath(QStringLiteral("puzzle.txt"));
        QElapsedTimer clock;
        clock.start();
        auto later = startLater(profile, file);
        QCOMPARE(waitFor(later), SingleInstance::Start::HandedOver);
        qInfo("handed over in %lld ms", clock.elapsed());
        QVERIFY(asked.count() == 1 || asked.wait(5000));
        QCOMPARE(asked.front().front().toString(), file);

        // No file: only come to the front.
        later = startLater(profile, QString());
        QCOMPARE(waitFor(later), SingleInstance::Start::HandedOver);
        QVERIFY(asked.count() == 2 || asked.wait(5000));
        QCOMPARE(asked.back().front().toString(), QString());
    }

    void relativeFileIsMadeAbsolute()
    {
        const QString profile = folder("relative");
        SingleInstance first(profile);
        QCOMPARE(first.start(QString()), SingleInstance::Start::First);
        QSignalSpy asked(&first, &SingleInstance::activationRequested);
        auto later = startLater(profile, QStringLiteral("games/puzzle.sdk"));
        QCOMPARE(waitFor(later), SingleInstance::Start::HandedOver);
        QVERIFY(asked.count() == 1 || asked.wait(5000));
        QCOMPARE(asked.front().front().toString(), QDir::current().absoluteFilePath(QStringLiteral("games/puzzle.sdk")));
    }

    void otherProfilesRunSideBySide()
    {
        SingleInstance one(folder("one"));
        SingleInstance two(folder("two"));
        QVERIFY(one.serverName() != two.serverName());
        QCOMPARE(one.start(QString()), SingleInstance::Start::First);
        QCOMPARE(two.start(QString()), SingleInstance::Start::First);
        QVERIFY(one.isListening());
        QVERIFY(two.isListening());
        // One folder, spelt two ways, is one profile.
        QCOMPARE(SingleInstance::serverNameFor(folder("one")),
                 SingleInstance::serverNameFor(folder("one") + QStringLiteral("/../one")));
    }

    void lockOfAGoneHolderIsTakenOver()
    {
        // A lock as QLockFile writes it, naming a process that has ended,
        // as a killed app leaves it.
        const QString profile = folder("stale");
        QVERIFY(QDir().mkpath(profile));
        QProcess gone;
        gone.start(QStringLiteral("true"), {});
        QVERIFY(gone.waitForStarted());
        const qint64 pid = gone.processId();
        QVERIFY(gone.waitForFinished());
        {
            QFile lock(QDir(profile).filePath(QStringLiteral("instance.lock")));
            QVERIFY(lock.open(QIODevice::WriteOnly));
            lock.write(QByteArray::number(pid) + "\ntst_single_instance\n" + QSysInfo::machineHostName().toUtf8()
                       + "\n");
        }
        SingleInstance next(profile);
        QCOMPARE(next.start(QStringLiteral("x.txt")), SingleInstance::Start::First);
        QVERIFY(next.isListening());
    }

    void holderThatDoesNotAnswer()
    {
        // The lock held by a live process (this one) that never listens:
        // a hung instance.
        const QString profile = folder("silent");
        QVERIFY(QDir().mkpath(profile));
        QLockFile held(QDir(profile).filePath(QStringLiteral("instance.lock")));
        QVERIFY(held.tryLock(0));
        QElapsedTimer clock;
        clock.start();
        auto later = startLater(profile, QStringLiteral("x.txt"), 500);
        QCOMPARE(waitFor(later), SingleInstance::Start::NoAnswer);
        const qint64 ms = clock.elapsed();
        qInfo("no answer reported after %lld ms", ms);
        QVERIFY2(ms >= 400 && ms < 3000, qPrintable(QString::number(ms)));
        // And the lock stays the holder's.
        QVERIFY(QFile::exists(held.fileName()));
    }

    void holderThatAnswersLate()
    {
        // The holder is there but busy (its event loop does not turn): the
        // later start gives up at its time, though connected.
        const QString profile = folder("busy");
        SingleInstance first(profile);
        QCOMPARE(first.start(QString()), SingleInstance::Start::First);
        QElapsedTimer clock;
        clock.start();
        auto later = startLater(profile, QStringLiteral("x.txt"), 400);
        QCOMPARE(later.get(), SingleInstance::Start::NoAnswer); // no event loop here meanwhile
        QVERIFY(clock.elapsed() < 3000);
    }

    void noLockCanBeMade()
    {
        // A profile folder under a regular file can be neither made nor
        // locked (root too cannot, unlike a folder without write permission).
        QFile blocker(folder("blocker"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        SingleInstance unguarded(folder("blocker") + QStringLiteral("/profile"));
        QCOMPARE(unguarded.start(QString()), SingleInstance::Start::Unguarded);
        QVERIFY(!unguarded.isListening());
    }
};

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_single_instance.moc"
