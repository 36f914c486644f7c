// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/app/scripted_play/scripted_play.h"

#include "play/jobs/puzzle_generation.h"
#include "play/jobs/puzzle_verification.h"
#include "play/session/autosave.h"
#include "play/session/game_session.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"

#include <QByteArray>
#include <QList>
#include <QTimer>
#include <QUndoStack>

#include <cstdio>
#include <vector>

namespace pm {

namespace {

// One line on standard output, flushed at once: the test reading it may
// kill the app right after.
void say(const QByteArray& line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

int stepsDone(const MainWindow& window)
{
    return window.session()->undoStack()->index();
}

// A corner mark in an empty cell, chosen from the number of steps done so
// that consecutive moves touch different cells (marks in one cell would
// merge into one undo step) and a restarted app carries on the sequence.
void playOneMove(MainWindow& window)
{
    GameSession* session = window.session();
    const game::Game& game = session->game();
    std::vector<int> empty;
    for (int cell = 0; cell < game.cellCount(); ++cell)
        if (!game.isGiven(cell) && game.value(cell) == 0)
            empty.push_back(cell);
    if (empty.empty())
        return;
    const int done = stepsDone(window);
    const int cell = empty[size_t(done) % empty.size()];
    const int digit = int((size_t(done) / empty.size()) % size_t(game.size())) + 1;
    session->input(QList<int>{cell}, digit, InputMode::Corner);
}

} // namespace

bool startScriptedPlayTestHook(MainWindow& window)
{
    const QString spec = qEnvironmentVariable("PENCILMARK_TEST_SCRIPTED_PLAY");
    if (spec.isEmpty())
        return false;
    const int intervalMs = spec.section(QLatin1Char(':'), 0, 0).toInt();
    const int saveEvery = spec.section(QLatin1Char(':'), 1, 1).toInt();
    const QString savePath = spec.section(QLatin1Char(':'), 2);

    say("autosave " + window.autosave()->path().toUtf8());
    QObject::connect(&window, &MainWindow::errorReported, &window,
                     [](const QString& message) { say("error " + message.toUtf8()); });
    const auto sayGame = [&window] {
        const game::Game& game = window.session()->game();
        say("game " + QByteArray::fromStdString(writeLine(game.puzzle(), game.alphabet())));
    };
    QObject::connect(window.session(), &GameSession::gameStarted, &window, sayGame);
    if (intervalMs <= 0) {
        // Watching only: what started the game is said, no move is made.
        if (window.generation()->isRunning() || window.verification()->isRunning())
            say("not-restored");
        else {
            say("restored " + QByteArray::number(stepsDone(window)));
            sayGame();
        }
        return true;
    }

    // Single shot, restarted after each move: the next move comes <interval>
    // after this one is handled, as a player's next key press would, never
    // queued behind it.
    auto* timer = new QTimer(&window);
    timer->setSingleShot(true);
    timer->setInterval(qMax(intervalMs, 1));
    int moves = 0;
    QObject::connect(timer, &QTimer::timeout, &window, [&window, timer, saveEvery, savePath, moves]() mutable {
        playOneMove(window);
        say("move " + QByteArray::number(stepsDone(window)));
        if (saveEvery > 0 && ++moves % saveEvery == 0 && !savePath.isEmpty()) {
            const QByteArray done = QByteArray::number(stepsDone(window));
            say("saving " + done);
            say((window.saveGameFile(savePath) ? "saved " : "save-failed ") + done);
        }
        timer->start();
    });

    if (window.generation()->isRunning()) {
        // No autosave to restore: play once the new game is in.
        say("not-restored");
        QObject::connect(window.session(), &GameSession::gameStarted, timer, qOverload<>(&QTimer::start),
                         Qt::SingleShotConnection);
    } else {
        say("restored " + QByteArray::number(stepsDone(window)));
        sayGame();
        timer->start();
    }
    return true;
}

} // namespace pm
