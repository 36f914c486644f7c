// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/print_actions.h"

#include "play/session/game_session.h"
#include "text/translated_text.h"
#include "ui/dialogs/progress_dialog.h"
#include "ui/print/booklet_dialog.h"
#include "ui/print/booklet_generation.h"
#include "ui/print/puzzle_export.h"
#include "ui/print/puzzle_pages.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

namespace pm {

namespace {

const QString kIncludeProgressKey = QStringLiteral("print/includeProgress");

} // namespace

PrintActions::PrintActions(GameSession* session, QMainWindow* window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_booklet(new BookletGeneration(this))
    , m_lastFolder(QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).exists()
                       ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                       : QDir::homePath())
    , m_printAction(new QAction(this))
    , m_exportPdfAction(new QAction(this))
    , m_exportPngAction(new QAction(this))
    , m_bookletAction(new QAction(this))
    , m_includeProgressAction(new QAction(this))
{
    // Texts keep their source, so a language switch translates them again
    // (the window's retranslateUi() reaches these actions as its descendants).
    const char* context = staticMetaObject.className();
    setTranslatedText(m_printAction, context, QT_TR_NOOP("&Print…"));
    setTranslatedText(m_exportPdfAction, context, QT_TR_NOOP("&PDF…"));
    setTranslatedText(m_exportPngAction, context, QT_TR_NOOP("P&NG Image…"));
    setTranslatedText(m_bookletAction, context, QT_TR_NOOP("Print &Booklet…"));
    setTranslatedText(m_includeProgressAction, context, QT_TR_NOOP("&Include Entries and Marks"));
    m_printAction->setObjectName(QStringLiteral("print"));
    m_printAction->setShortcuts(QKeySequence::Print);
    m_printAction->setIcon(QIcon::fromTheme(QStringLiteral("document-print")));
    m_exportPdfAction->setObjectName(QStringLiteral("exportPdf"));
    m_exportPdfAction->setIcon(QIcon::fromTheme(QStringLiteral("application-pdf")));
    m_exportPngAction->setObjectName(QStringLiteral("exportPng"));
    m_exportPngAction->setIcon(QIcon::fromTheme(QStringLiteral("image-x-generic")));
    m_bookletAction->setObjectName(QStringLiteral("printBooklet"));
    m_includeProgressAction->setObjectName(QStringLiteral("printIncludesProgress"));
    m_includeProgressAction->setCheckable(true);
    m_includeProgressAction->setChecked(QSettings().value(kIncludeProgressKey, false).toBool());
    connect(m_includeProgressAction, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(kIncludeProgressKey, on); });

    connect(m_printAction, &QAction::triggered, this, &PrintActions::print);
    connect(m_exportPdfAction, &QAction::triggered, this, &PrintActions::exportPdfDialog);
    connect(m_exportPngAction, &QAction::triggered, this, &PrintActions::exportPngDialog);
    connect(m_bookletAction, &QAction::triggered, this, &PrintActions::bookletDialog);

    connect(m_booklet, &BookletGeneration::progressed, this, [this](int made, int count) {
        if (m_progress)
            m_progress->setText(tr("Making the booklet… puzzle %1 of %2").arg(std::min(made + 1, count)).arg(count));
    });
    connect(m_booklet, &BookletGeneration::finished, this, &PrintActions::writeBooklet);
    connect(m_booklet, &BookletGeneration::failed, this, [this](const QString& message) {
        m_pendingBooklet.reset();
        if (m_progress)
            m_progress->hide();
        reportError(message);
    });
    connect(m_booklet, &BookletGeneration::cancelled, this, [this] {
        m_pendingBooklet.reset();
        if (m_progress)
            m_progress->hide();
        showMessage(tr("Booklet cancelled."));
    });
}

PrintActions::~PrintActions()
{
    // The window is going away: stop the generator thread (it posts to
    // m_booklet) without reporting anything to the window.
    m_booklet->disconnect(this);
    m_booklet->cancel();
    m_booklet->waitForWorker();
}

void PrintActions::addToMenu(QMenu* menu)
{
    menu->addAction(m_printAction);
    QMenu* exportMenu = menu->addMenu(QString());
    setTranslatedText(exportMenu->menuAction(), staticMetaObject.className(), QT_TR_NOOP("&Export"));
    exportMenu->addActions({m_exportPdfAction, m_exportPngAction});
    // Beside what it changes: Print and both exports.
    menu->addAction(m_includeProgressAction);
    menu->addAction(m_bookletAction);
}

bool PrintActions::includesProgress() const
{
    return m_includeProgressAction->isChecked();
}

PrintablePuzzle PrintActions::currentPuzzle() const
{
    // A puzzle being entered has no progress: its digits print as givens.
    if (includesProgress() && !m_session->isEditing())
        return printableProgress(m_session->game());
    return printablePuzzle(m_session->game(), m_session->isEditing());
}

void PrintActions::print()
{
    const PrintablePuzzle puzzle = currentPuzzle();
    if (!m_printer) {
        m_printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
        // A book page's margins, as in the PDF export; printing to a file
        // would otherwise start at the paper's edge.
        m_printer->setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    }
    m_printer->setDocName(tr("Sudoku %1").arg(puzzle.kind));
    auto* dialog = new QPrintDialog(m_printer.get(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Print Puzzle"));
    dialog->setMinMax(1, puzzlePageCount(puzzle));
    dialog->setOption(QAbstractPrintDialog::PrintPageRange, true);
    // open(), not exec(): no nested event loop, as everywhere in the window.
    connect(dialog, &QDialog::accepted, this, [this, puzzle] {
        if (!paintPuzzlePages(*m_printer, puzzle, m_printer->pageRanges()))
            reportError(tr("The puzzle could not be printed."));
        else
            showMessage(tr("Puzzle sent to the printer."));
    });
    dialog->open();
}

QString PrintActions::askForPath(const QString& title, const QString& fileName, const QString& filter,
                                 const QString& suffix)
{
    QString path = QFileDialog::getSaveFileName(m_window, title, QDir(m_lastFolder).filePath(fileName), filter);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    m_lastFolder = QFileInfo(path).absolutePath();
    return path;
}

bool PrintActions::exportPdf(const QString& path)
{
    if (const auto error = exportPuzzlePdf(path, currentPuzzle())) {
        reportError(*error);
        return false;
    }
    showMessage(tr("Saved the puzzle as %1.").arg(QFileInfo(path).fileName()));
    emit exported(path);
    return true;
}

bool PrintActions::exportPng(const QString& path, int pixels)
{
    if (const auto error = exportPuzzlePng(path, currentPuzzle(), pixels)) {
        reportError(*error);
        return false;
    }
    showMessage(tr("Saved the puzzle as %1.").arg(QFileInfo(path).fileName()));
    emit exported(path);
    return true;
}

void PrintActions::exportPdfDialog()
{
    const QString path = askForPath(tr("Export Puzzle as PDF"), tr("sudoku.pdf"), tr("PDF documents (*.pdf)"),
                                    QStringLiteral("pdf"));
    if (!path.isEmpty())
        exportPdf(path);
}

void PrintActions::exportPngDialog()
{
    const QString path = askForPath(tr("Export Puzzle as Image"), tr("sudoku.png"), tr("PNG images (*.png)"),
                                    QStringLiteral("png"));
    if (!path.isEmpty())
        exportPng(path);
}

void PrintActions::bookletDialog()
{
    auto* dialog = new BookletDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        // Read before the file dialog: this one may be gone once it closes.
        const generate::GeneratorOptions options = dialog->options();
        const int count = dialog->puzzleCount();
        const int perPage = dialog->puzzlesPerPage();
        const QString title = dialog->title();
        const QString path = askForPath(tr("Save Booklet as PDF"), tr("sudoku-booklet.pdf"),
                                        tr("PDF documents (*.pdf)"), QStringLiteral("pdf"));
        if (!path.isEmpty())
            makeBooklet(options, count, perPage, title, path);
    });
    dialog->open();
}

void PrintActions::makeBooklet(const generate::GeneratorOptions& options, int count, int puzzlesPerPage,
                               const QString& title, const QString& path)
{
    m_pendingBooklet = PendingBooklet{puzzlesPerPage, title, path};
    if (!m_progress) {
        m_progress = new ProgressDialog(m_window);
        m_progress->setWindowTitle(tr("Print Booklet"));
        connect(m_progress, &QDialog::rejected, m_booklet, &BookletGeneration::cancel);
    }
    m_progress->setText(tr("Making the booklet…"));
    m_booklet->start(options, count);
    // Shown only if the work takes a moment: a quick result comes first.
    QTimer::singleShot(300, m_progress, [this] {
        if (m_booklet->isRunning())
            m_progress->open();
    });
}

void PrintActions::writeBooklet()
{
    if (m_progress)
        m_progress->hide();
    if (!m_pendingBooklet)
        return;
    const PendingBooklet booklet = *m_pendingBooklet;
    m_pendingBooklet.reset();
    if (const auto error = exportBookletPdf(booklet.path, m_booklet->puzzles(), booklet.puzzlesPerPage, booklet.title)) {
        reportError(*error);
        return;
    }
    showMessage(tr("Saved the booklet (%n puzzle(s)) as %1.", nullptr, int(m_booklet->puzzles().size()))
                    .arg(QFileInfo(booklet.path).fileName()));
    emit bookletWritten(booklet.path);
}

void PrintActions::reportError(const QString& text)
{
    m_window->statusBar()->showMessage(text, 8000);
    emit errorReported(text);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Print and Export"), text, QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void PrintActions::showMessage(const QString& text)
{
    m_window->statusBar()->showMessage(text, 5000);
}

} // namespace pm
