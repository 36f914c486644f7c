// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/print/puzzle_painter.h"

#include "core/generate/generator.h"

#include <QObject>

#include <memory>
#include <optional>

class QAction;
class QMainWindow;
class QMenu;
class QPrinter;

namespace pm {

class BookletGeneration;
class GameSession;
class ProgressDialog;

// Print and export: print the puzzle in play with its solution on a second
// page, export it as PDF or PNG, and make a booklet of new puzzles as a
// PDF. "Include Entries and Marks" (remembered across sessions) puts the
// player's entries, pencil marks and candidate colours on the puzzle's
// page, for a game to go on with on paper; off, the page is a fresh
// puzzle. Owns its actions; the window only puts them in its menu.
// Results show in the window's status bar, failures also in a message
// box, and both are emitted so tests see them.
class PrintActions : public QObject {
    Q_OBJECT
public:
    PrintActions(GameSession* session, QMainWindow* window);
    ~PrintActions() override;

    // Print…, Export ▸ PDF… / PNG…, Print Booklet…
    void addToMenu(QMenu* menu);

    // The puzzle in play as it prints (a puzzle being entered: its digits;
    // a game: with the player's progress when includesProgress()).
    PrintablePuzzle currentPuzzle() const;
    bool includesProgress() const;
    // The exports behind the menu, without a file dialog.
    bool exportPdf(const QString& path);
    bool exportPng(const QString& path, int pixels = kPngPixels);
    // Generates the booklet off the GUI thread (with progress and Cancel),
    // then writes it to `path`; bookletWritten() or a failure follows.
    void makeBooklet(const generate::GeneratorOptions& options, int count, int puzzlesPerPage, const QString& title,
                     const QString& path);
    BookletGeneration* bookletGeneration() const { return m_booklet; }

    static constexpr int kPngPixels = 1200;

signals:
    void exported(const QString& path);
    void bookletWritten(const QString& path);
    void errorReported(const QString& message);

private:
    void print();
    void exportPdfDialog();
    void exportPngDialog();
    void bookletDialog();
    // A path to save to, with `suffix` added when the name has none; empty when cancelled.
    QString askForPath(const QString& title, const QString& fileName, const QString& filter, const QString& suffix);
    void writeBooklet();
    void reportError(const QString& text);
    void showMessage(const QString& text);

    GameSession* m_session;
    QMainWindow* m_window;
    BookletGeneration* m_booklet;
    ProgressDialog* m_progress = nullptr;
    std::unique_ptr<QPrinter> m_printer; // kept, so the dialog remembers the printer and its settings
    QString m_lastFolder;
    struct PendingBooklet {
        int puzzlesPerPage = 4;
        QString title;
        QString path;
    };
    std::optional<PendingBooklet> m_pendingBooklet;

    QAction* m_printAction;
    QAction* m_exportPdfAction;
    QAction* m_exportPngAction;
    QAction* m_bookletAction;
    QAction* m_includeProgressAction;
};

} // namespace pm
