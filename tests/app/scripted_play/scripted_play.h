// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace pm {

class MainWindow;

// TEST HOOK, for tests/play/session/tst_kill_survival.cpp and
// tests/app/tst_single_instance.cpp only, built into the test program
// pencilmark_scripted_play (main.cpp here), never into the app.
//
// With PENCILMARK_TEST_SCRIPTED_PLAY=<interval ms>:<save every>:<save path>
// in the environment, the app plays by itself once the window is up: one
// corner mark <interval ms> after the last move was handled, each in another
// empty cell (the same GameSession::input a key press makes), and after
// every <save every> moves (0: never) an explicit save to <save path>
// (MainWindow::saveGameFile, as Save does). An interval of 0 makes no move:
// the app only says what it does. It says what it did on standard output, one flushed line
// each, so a test that kills the app knows what was done before the kill:
//
//   autosave <path>     the autosave file in use
//   restored <N>        the autosave was loaded, N undo steps done
//   not-restored        there was none (or it was refused): a new game is made
//   move <N>            a move was made; N undo steps are now done
//   saving <N>          an explicit save of N steps begins
//   saved <N>           ... and succeeded
//   save-failed <N>     ... and failed
//   error <message>     the message the player was shown
//   game <givens>       a game started (restored, new, opened): its givens
//                       as one line (writeLine)
//
// Returns false (and does nothing) when the variable is not set.
bool startScriptedPlayTestHook(MainWindow& window);

} // namespace pm
