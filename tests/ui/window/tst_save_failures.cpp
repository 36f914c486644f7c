// SPDX-License-Identifier: GPL-3.0-or-later
// Saves that cannot succeed: a read-only folder, a full disk, a folder that
// is a file. The player is told what failed and where, and the file already
// on disk (the game saved before, or the autosave) stays byte for byte as
// it was.
//
// Tests run as root here and in CI, and root ignores permission bits: the
// read-only folder is tried as the user "nobody" (seteuid, undone at once).
// A full disk is a file size limit on this process (RLIMIT_FSIZE, with
// SIGXFSZ ignored, as a shell's ulimit -f): a write past it fails as a
// write onto a full disk does, half way through the file.
#include "play/session/autosave.h"
#include "play/session/game_file.h"
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/window/main_window.h"

#include <QtTest>

#include "tests/ui/window_helpers.h"

#include <pwd.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Files this process writes cannot grow past `bytes` while it lives.
class FullDisk {
public:
    explicit FullDisk(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_old);
        m_oldHandler = signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        m_set = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FullDisk()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        signal(SIGXFSZ, m_oldHandler);
    }
    bool isSet() const { return m_set; }

private:
    rlimit m_old{};
    sighandler_t m_oldHandler = SIG_DFL;
    bool m_set = false;
};

// Not root while it lives, so that permission bits apply.
class NotRoot {
public:
    NotRoot()
    {
        if (geteuid() != 0)
            return;
        const passwd* nobody = getpwnam("nobody");
        m_switched = seteuid(nobody ? nobody->pw_uid : 65534) == 0;
    }
    ~NotRoot()
    {
        if (m_switched && seteuid(0) != 0)
            qFatal("cannot become root again");
    }
    bool isSet() const { return geteuid() != 0; }

private:
    bool m_switched = false;
};

} // namespace

class TestSaveFailures : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    std::unique_ptr<MainWindow> playedWindow(const QString& autosaveName)
    {
        auto window = std::make_unique<MainWindow>(path(autosaveName));
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        if (test::playPuzzle(*window, QString::fromLatin1(kPuzzle)).kind != game::PuzzleVerdict::Kind::Unique)
            return nullptr;
        move(*window);
        return window;
    }

    // A corner mark in the next empty cell, as a key press makes it.
    static void move(MainWindow& window)
    {
        const game::Game& game = window.session()->game();
        int cell = window.board()->selection().isEmpty() ? -1 : window.board()->selection().front();
        do
            cell = (cell + 1) % game.cellCount();
        while (game.value(cell) != 0);
        window.board()->setSelectedCell(cell);
        QTest::keyClick(window.board(), Qt::Key_7, Qt::ShiftModifier);
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_save_failures"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        // "nobody" may walk in (QTemporaryDir makes it owner-only).
        QVERIFY(QFile::setPermissions(m_dir.path(), QFile::permissions(m_dir.path()) | QFile::ReadOther
                                                        | QFile::ExeOther | QFile::ReadGroup | QFile::ExeGroup));
    }

    void failedSaveSaysWhatAndWhereAndKeepsTheFile_data()
    {
        QTest::addColumn<QString>("failure");
        QTest::newRow("read-only folder") << QStringLiteral("read-only");
        QTest::newRow("full disk") << QStringLiteral("full");
        QTest::newRow("folder is a file") << QStringLiteral("not-a-folder");
    }

    void failedSaveSaysWhatAndWhereAndKeepsTheFile()
    {
        QFETCH(QString, failure);
        auto window = playedWindow(QStringLiteral("autosave-%1.pencilmark").arg(failure));
        QVERIFY(window);
        QVERIFY(QDir(m_dir.path()).mkpath(failure));
        QString target = path(failure + QStringLiteral("/game.pencilmark"));
        if (failure == QLatin1String("not-a-folder")) {
            QFile file(path(failure + QStringLiteral("/plain-file")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            target = file.fileName() + QStringLiteral("/game.pencilmark");
        } else {
            QVERIFY(window->saveGameFile(target)); // the previous save
        }
        const QByteArray previous = readAll(target);
        const QString previousFile = window->currentFile();
        move(*window); // something new to save

        if (failure == QLatin1String("read-only"))
            QVERIFY(QFile::setPermissions(path(failure), QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
                                                             | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
        QSignalSpy errors(window.get(), &MainWindow::errorReported);
        bool saved = true;
        if (failure == QLatin1String("read-only")) {
            NotRoot notRoot;
            if (!notRoot.isSet())
                QSKIP("root, and cannot act as another user here: root writes into any folder");
            saved = window->saveGameFile(target);
        } else if (failure == QLatin1String("full")) {
            FullDisk full(previous.size() / 2);
            QVERIFY(full.isSet());
            saved = window->saveGameFile(target);
        } else {
            saved = window->saveGameFile(target);
        }
        QVERIFY(!saved);
        QCOMPARE(errors.count(), 1);
        const QString message = errors.front().front().toString();
        qInfo("the player reads: %s", qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("could not be saved")), qPrintable(message)); // what
        QVERIFY2(message.contains(QDir::toNativeSeparators(target)), qPrintable(message));   // where
        QCOMPARE(readAll(target), previous); // the previous save, byte for byte
        QCOMPARE(window->currentFile(), previousFile);
        QCOMPARE(QDir(path(failure)).entryList(QDir::Files), // no half-written file beside it
                 failure == QLatin1String("not-a-folder") ? QStringList{QStringLiteral("plain-file")}
                                                          : QStringList{QStringLiteral("game.pencilmark")});
    }

    void autosaveOntoAFullDiskSaysSoOnceAndKeepsTheLastSave()
    {
        auto window = playedWindow(QStringLiteral("autosave-full.pencilmark"));
        QVERIFY(window);
        Autosave* autosave = window->autosave();
        QVERIFY(QTest::qWaitFor([&] { return !autosave->isPending(); }));
        const QByteArray lastSave = readAll(autosave->path());
        QVERIFY(decodeGame(lastSave).ok());

        QSignalSpy errors(window.get(), &MainWindow::errorReported);
        {
            FullDisk full(lastSave.size() / 2);
            QVERIFY(full.isSet());
            for (int i = 0; i < 3; ++i) { // three moves, each autosaved at the next turn of the event loop
                move(*window);
                QVERIFY(QTest::qWaitFor([&] { return !autosave->isPending(); }));
            }
        }
        QCOMPARE(errors.count(), 1); // once, not on every move
        const QString message = errors.front().front().toString();
        qInfo("the player reads: %s", qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("could not be saved")), qPrintable(message));
        QVERIFY2(message.contains(QDir::toNativeSeparators(autosave->path())), qPrintable(message));
        QCOMPARE(readAll(autosave->path()), lastSave);
        QVERIFY(autosave->lastError());

        // Room again: the next move is saved, with everything played meanwhile.
        move(*window);
        QVERIFY(QTest::qWaitFor([&] { return !autosave->isPending(); }));
        QVERIFY(!autosave->lastError());
        auto saved = readGameFile(autosave->path());
        QVERIFY(saved.ok());
        QCOMPARE(saved->game.cells(), window->session()->game().cells());
        QCOMPARE(errors.count(), 1);
    }
};

QTEST_MAIN(TestSaveFailures)
#include "tst_save_failures.moc"
