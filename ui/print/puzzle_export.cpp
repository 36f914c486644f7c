// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/puzzle_export.h"

#include "ui/print/puzzle_pages.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <functional>

namespace pm {

namespace {

// A tr() context of this file's own. lupdate reads the context from the
// macro, so these strings reach the .ts files (a helper taking const char*
// would hide them from lupdate).
struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(PuzzleExport)
};

// Opens `path` for an atomic write, lets `write` fill it, commits it.
std::optional<QString> writeAtomically(const QString& path, const std::function<bool(QSaveFile&)>& write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ExportText::tr("%1 could not be written: %2").arg(path, file.errorString());
    if (!write(file)) {
        file.cancelWriting();
        return ExportText::tr("%1 could not be written: the pages could not be drawn.").arg(path);
    }
    if (!file.commit())
        return ExportText::tr("%1 could not be written: %2").arg(path, file.errorString());
    return std::nullopt;
}

// A4 with 15 mm margins, Letter where the locale measures in inches.
void setUpPdf(QPdfWriter& writer, const QString& title)
{
    const bool inches = QLocale().measurementSystem() == QLocale::ImperialUSSystem;
    writer.setPageLayout(QPageLayout(QPageSize(inches ? QPageSize::Letter : QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    writer.setResolution(600); // plenty for hairlines; keeps coordinates small
    writer.setTitle(title);
    writer.setCreator(QCoreApplication::applicationName());
}

} // namespace

std::optional<QString> exportPuzzlePdf(const QString& path, const PrintablePuzzle& puzzle)
{
    return writeAtomically(path, [&puzzle](QSaveFile& file) {
        QPdfWriter writer(&file);
        setUpPdf(writer, puzzle.kind);
        return paintPuzzlePages(writer, puzzle);
    });
}

std::optional<QString> exportBookletPdf(const QString& path, const std::vector<PrintablePuzzle>& puzzles,
                                        int puzzlesPerPage, const QString& title)
{
    return writeAtomically(path, [&](QSaveFile& file) {
        QPdfWriter writer(&file);
        setUpPdf(writer, title);
        return paintBooklet(writer, puzzles, puzzlesPerPage, title);
    });
}

QImage puzzleImage(const PrintablePuzzle& puzzle, int pixels, GridContent content)
{
    QImage image(pixels, pixels, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    const qreal margin = pixels * 0.02;
    paintPuzzleGrid(painter, QRectF(margin, margin, pixels - 2 * margin, pixels - 2 * margin), puzzle, content);
    return image;
}

std::optional<QString> exportPuzzlePng(const QString& path, const PrintablePuzzle& puzzle, int pixels)
{
    const QImage image = puzzleImage(puzzle, pixels);
    return writeAtomically(path, [&image](QSaveFile& file) { return image.save(&file, "PNG"); });
}

} // namespace pm
