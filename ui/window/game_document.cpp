// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/game_document.h"

#include "play/collection/collection_levels.h"
#include "play/collection/collection_play.h"
#include "play/jobs/puzzle_generation.h"
#include "play/jobs/puzzle_verification.h"
#include "play/session/autosave.h"
#include "play/session/game_file.h"
#include "play/session/game_session.h"
#include "play/session/regular_file.h"
#include "text/collection_text.h"
#include "text/game_text.h"
#include "text/names.h"
#include "ui/dialogs/collection_dialog.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/dialogs/progress_dialog.h"
#include "ui/dialogs/two_solutions_dialog.h"

#include "core/formats/posed_puzzle.h"
#include "core/game/carried_solution.h"
#include "core/formats/puzzle_format.h"

#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace pm {

namespace {

std::shared_ptr<const Geometry> withoutCages(const std::shared_ptr<const Geometry>& geometry)
{
    if (!geometry->hasCages())
        return geometry;
    GeometrySpec spec = geometry->spec();
    spec.cages.clear();
    return Geometry::create(spec).value(); // a valid shape stays valid without cages
}

const QString kCurrentFileKey = QStringLiteral("files/current");
const QString kRecentFilesKey = QStringLiteral("files/recent");
constexpr int kMostRecentFiles = 8;

generate::GeneratorOptions randomOptions()
{
    generate::GeneratorOptions options;
    options.seed = QRandomGenerator::global()->generate64();
    return options;
}

} // namespace

GameDocument::GameDocument(GameSession* session, QWidget* window, const QString& autosavePath)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_autosave(new Autosave(session, autosavePath.isEmpty() ? Autosave::defaultPath() : autosavePath, this))
    , m_generation(new PuzzleGeneration(this))
    , m_verification(new PuzzleVerification(this))
    // Beside the autosave: the app's data folder, or a test's own.
    , m_collection(new CollectionPlay(session, QFileInfo(m_autosave->path()).absolutePath() + QStringLiteral("/puzzles"),
                                      this))
    // Their levels beside their progress.
    , m_levels(new CollectionLevels(m_collection, QFileInfo(m_autosave->path()).absolutePath() + QStringLiteral("/puzzles"),
                                    this))
{
    connect(m_generation, &PuzzleGeneration::finished, this, [this](const game::Game& game) {
        hideProgress();
        setCurrentFile({});
        m_session->startGame(game);
        emit statusMessage(tr("New game: %1").arg(Names::gameKind(game)), 5000);
    });
    connect(m_generation, &PuzzleGeneration::failed, this, [this](const QString& message) {
        hideProgress();
        emit errorReported(tr("New Game"), message);
    });
    connect(m_generation, &PuzzleGeneration::cancelled, this, [this] {
        hideProgress();
        emit statusMessage(tr("New game cancelled."), 3000);
    });
    connect(m_generation, &PuzzleGeneration::progressed, this, [this](int attempts, int givens, int cages) {
        if (!m_progress)
            return;
        // A killer is made of cage layouts, not of givens taken away.
        m_progress->setText(cages > 0 ? tr("Making a killer… cage layout %1, %n cage(s)", nullptr, cages).arg(attempts)
                                      : tr("Making a puzzle… grid %1, %n given(s) left", nullptr, givens).arg(attempts));
    });
    connect(m_verification, &PuzzleVerification::finished, this, &GameDocument::onPuzzleChecked);
    connect(m_verification, &PuzzleVerification::cancelled, this, &GameDocument::hideProgress);
    connect(m_autosave, &Autosave::saveFailed, this,
            [this](const QString& message) { emit errorReported(tr("Save"), message); });
    connect(m_collection, &CollectionPlay::saveFailed, this,
            [this](const QString& message) { emit errorReported(tr("Save"), message); });
    connect(m_collection, &CollectionPlay::notReopened, this, [this](const QString& message) {
        emit messageShown(message);
        emit statusMessage(message, 8000);
    });
}

GameDocument::~GameDocument() = default;

void GameDocument::close()
{
    m_generation->cancel();
    m_verification->cancel();
    m_levels->rating()->cancel(); // what it rated is kept; the rest next time
    m_autosave->saveNow();
    m_collection->saveNow();
}

void GameDocument::setCurrentFile(const QString& path)
{
    m_currentFile = path;
    // Remembered, so the title still names it after a restart, and listed
    // first under Open Recent.
    QSettings settings;
    if (path.isEmpty()) {
        settings.remove(kCurrentFileKey);
    } else {
        settings.setValue(kCurrentFileKey, QFileInfo(path).absoluteFilePath());
        addRecentFile(path);
    }
    emit currentFileChanged();
}

void GameDocument::addRecentFile(const QString& path)
{
    QSettings settings;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = settings.value(kRecentFilesKey).toStringList();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    settings.setValue(kRecentFilesKey, recent.mid(0, kMostRecentFiles));
}

QStringList GameDocument::recentFiles() const
{
    QStringList existing;
    for (const QString& path : QSettings().value(kRecentFilesKey).toStringList())
        if (QFileInfo::exists(path))
            existing << path;
    return existing;
}

void GameDocument::openAskingFirst(const QString& path)
{
    if (confirmReplacingGame())
        openGameFile(path);
}

void GameDocument::restoreOrStartGame()
{
    if (m_autosave->restore()) {
        // The file the game was last opened from or saved to names it again.
        if (const QString file = QSettings().value(kCurrentFileKey).toString(); QFileInfo::exists(file)) {
            m_currentFile = file;
            emit currentFileChanged();
        }
        emit statusMessage(tr("Welcome back: your last game is as you left it."), 4000);
        m_collection->restore();
        return;
    }
    m_collection->restore();
    if (const auto& error = m_autosave->lastError()) {
        // What is no regular file was not read, so not kept aside (Autosave::restore).
        const bool keptAside = error->code != GameFileError::Code::NotRegularFile;
        emit errorReported(tr("Last Game"),
                           keptAside ? tr("The last game could not be restored: %1 It was kept as %2.")
                                           .arg(describeGameFileError(*error),
                                                m_autosave->path() + QStringLiteral(".damaged"))
                                     : tr("The last game could not be restored from %1: %2")
                                           .arg(m_autosave->path(), describeGameFileError(*error)));
    }
    startFirstGame();
}

void GameDocument::startFirstGame()
{
    generate::GeneratorOptions options = randomOptions();
    options.level = logic::Level::Easy;
    startNewGame(options);
}

void GameDocument::openOnStart(const QString& path)
{
    if (m_autosave->restore()) {
        m_collection->restore();
        if (confirmReplacingGame())
            openGameFile(path);
        return;
    }
    if (!openGameFile(path))
        restoreOrStartGame();
}

bool GameDocument::openGameFile(const QString& path)
{
    QFile file(path);
    const FileOpening opening = openRegularFile(file);
    const auto refuse = [this, &path](GameFileError error) {
        emit errorReported(tr("Open"),
                           tr("%1 was not opened. %2").arg(QFileInfo(path).fileName(), describeGameFileError(error)));
        return false;
    };
    if (opening.status == FileOpening::Status::NotRegularFile)
        return refuse({GameFileError::Code::NotRegularFile, {}});
    if (!opening.opened()) {
        emit errorReported(tr("Open"), tr("%1 could not be opened: %2").arg(path, opening.reason));
        return false;
    }
    // Read no more than the limit allows, whatever the size said.
    const QByteArray bytes = file.read(kMaxPuzzleFileBytes + 1);
    if (file.size() > kMaxPuzzleFileBytes || bytes.size() > kMaxPuzzleFileBytes)
        return refuse({GameFileError::Code::TooLargeToOpen, {}});
    // A game file is a JSON object; anything else (f-puzzles' JSON too) is
    // read as a puzzle in one of the formats core knows (import), from its
    // bytes as they are: a HoDoKu game (.hsol) is a ZIP archive.
    if (!bytes.trimmed().startsWith('{')
        || isFPuzzlesJson(std::string_view(bytes.constData(), std::size_t(bytes.size())))) {
        // Many puzzles, one a line: a collection to pick from.
        PuzzleCollection collection = PuzzleCollection::read(path, bytes);
        if (collection.isCollection()) {
            openCollection(std::move(collection));
            return true;
        }
        return playPuzzleBytes(bytes.toStdString());
    }
    auto saved = decodeGame(bytes);
    if (!saved)
        return refuse(saved.error());
    SavedGame game = std::move(saved).value();
    m_session->startGame(std::move(game.game), game.editing, game.history);
    setCurrentFile(path);
    emit statusMessage(tr("Opened %1.").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void GameDocument::openCollection(PuzzleCollection collection)
{
    addRecentFile(collection.path());
    const auto& unreadable = collection.unreadable();
    if (!unreadable.empty()) {
        // Said, and listed with the puzzles; every readable puzzle is open.
        const QString text = CollectionText::unreadableIntro(int(unreadable.size())) + QLatin1Char(' ')
                           + CollectionText::unreadableLine(unreadable.front().line, unreadable.front().error);
        emit messageShown(text);
        emit statusMessage(text, 8000);
    }
    m_collection->open(std::move(collection));
    // Open (or the start) asked before the game in play could be replaced.
    showCollection(false);
}

void GameDocument::showCollection(bool askFirst)
{
    if (!m_collection->isOpen())
        return;
    auto* dialog = new CollectionDialog(m_collection, m_levels, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &CollectionDialog::puzzleChosen, this,
            [this, askFirst](int index) { playCollectionPuzzle(index, askFirst); });
    // Opened on start with no last game, the list closed without a pick:
    // a new game, as any start without one, rather than an empty board.
    connect(dialog, &QDialog::rejected, this, [this] {
        if (!m_session->game().hasSolution() && !m_session->isEditing() && !m_generation->isRunning()
            && !m_verification->isRunning())
            startFirstGame();
    });
    dialog->open();
}

void GameDocument::playCollectionPuzzle(int index, bool askFirst)
{
    if (!m_collection->isOpen() || index < 0 || index >= m_collection->collection().size())
        return;
    if (askFirst && !confirmReplacingGame())
        return;
    m_collection->expect(index);
    const int count = m_collection->collection().size();
    if (std::optional<SavedGame> saved = m_collection->savedGame(index)) {
        m_generation->cancel();
        m_verification->cancel();
        setCurrentFile({});
        m_session->startGame(std::move(saved->game), false, saved->history);
        emit statusMessage(CollectionText::puzzleStarted(index + 1, count), 4000);
        return;
    }
    if (const std::optional<ParsedPuzzle> puzzle = m_collection->collection().parse(index))
        checkPuzzle(*puzzle);
}

void GameDocument::nextPuzzle()
{
    playCollectionPuzzle(m_collection->current() + 1);
}

void GameDocument::previousPuzzle()
{
    if (m_collection->current() > 0)
        playCollectionPuzzle(m_collection->current() - 1);
}

bool GameDocument::saveGameFile(const QString& path)
{
    if (const auto error = writeGameFile(path, m_session->snapshot(), m_session->isEditing(),
                                         m_session->undoHistory())) {
        emit errorReported(tr("Save"), describeGameFileError(*error));
        return false;
    }
    m_session->undoStack()->setClean();
    setCurrentFile(path);
    emit statusMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void GameDocument::save()
{
    if (m_currentFile.isEmpty())
        saveAsDialog();
    else
        saveGameFile(m_currentFile);
}

QString GameDocument::openFileFilter()
{
    // Every file it opens first: a puzzle file is as welcome as a game.
    return tr("All puzzles and games (*.pencilmark *.txt *.sdk *.ss *.sdm *.hsol);;Pencilmark games (*.pencilmark);;"
              "Puzzles (*.txt *.sdk *.ss *.sdm *.hsol);;All files (*)");
}

void GameDocument::openDialog()
{
    if (!confirmReplacingGame())
        return;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Game or Puzzle"), QFileInfo(m_currentFile).absolutePath(), openFileFilter());
    if (!path.isEmpty())
        openGameFile(path);
}

bool GameDocument::saveAsDialog()
{
    // A classic 9x9 may go to HoDoKu too; Pencilmark's own file stays the
    // first choice (it keeps colours, centre marks and the undo history).
    const QString ownFilter = tr("Pencilmark games (*.pencilmark)");
    const QString hoDoKuFilter = tr("HoDoKu games (*.hsol)");
    const game::Game& game = m_session->game();
    const bool forHoDoKu = game.geometry().isClassic9() && !game.geometry().hasCages() && !m_session->isEditing();
    QString chosen;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Game"), m_currentFile,
                                                forHoDoKu ? ownFilter + QStringLiteral(";;") + hoDoKuFilter : ownFilter,
                                                &chosen);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += chosen == hoDoKuFilter ? QStringLiteral(".hsol") : QStringLiteral(".pencilmark");
    if (QFileInfo(path).suffix().compare(QStringLiteral("hsol"), Qt::CaseInsensitive) == 0)
        return saveHoDoKuGame(path);
    return saveGameFile(path);
}

bool GameDocument::saveHoDoKuGame(const QString& path)
{
    if (const auto error = writeHoDoKuGameFile(path, m_session->snapshot())) {
        emit errorReported(tr("Save"), describeGameFileError(*error));
        return false;
    }
    // A copy for HoDoKu, not the game's own file: Save still writes (or
    // asks for) a Pencilmark game, which keeps what HoDoKu cannot.
    emit statusMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool GameDocument::confirmReplacingGame()
{
    // Moves of the player's own, this game: a position dealt with digits
    // already placed (practice) or a game restored as it was left has none
    // until the player makes one. Moves undone still count: Redo brings them back.
    const bool moved = m_session->undoStack()->count() > 0;
    const bool saved = (!m_currentFile.isEmpty() && m_session->undoStack()->isClean()) || m_collection->playing() >= 0;
    if (!moved || m_session->isSolved() || saved)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Pencilmark"), GameText::saveBeforeLeaving(),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setDefaultButton(QMessageBox::Save);
    // Qt's own button texts have no mnemonics: Alt+D did nothing.
    box.button(QMessageBox::Save)->setText(tr("&Save"));
    box.button(QMessageBox::Discard)->setText(tr("&Discard"));
    box.button(QMessageBox::Cancel)->setText(tr("Cancel"));
    switch (box.exec()) {
    case QMessageBox::Save: return m_currentFile.isEmpty() ? saveAsDialog() : saveGameFile(m_currentFile);
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void GameDocument::newGameDialog()
{
    if (!confirmReplacingGame())
        return;
    auto* dialog = new NewGameDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto technique = dialog->practiseTechnique())
            emit practiceRequested(*technique, dialog->startBeforeTechnique());
        else
            startNewGame(dialog->options(), dialog->alphabet());
    });
    dialog->open();
}

void GameDocument::startNewGame(const generate::GeneratorOptions& options, std::optional<Alphabet> alphabet)
{
    m_verification->cancel();
    m_generation->start(options, std::move(alphabet));
    showProgress(tr("Making a puzzle…"));
}

void GameDocument::startPracticeGame(const generate::GeneratorOptions& options, bool startBefore)
{
    m_verification->cancel();
    m_generation->start(options, std::nullopt, startBefore);
    showProgress(tr("Making a puzzle…"));
}

void GameDocument::showProgress(const QString& text)
{
    if (!m_progress) {
        m_progress = new ProgressDialog(m_window);
        m_progress->setWindowTitle(tr("Pencilmark"));
        connect(m_progress, &QDialog::rejected, m_generation, &PuzzleGeneration::cancel);
        connect(m_progress, &QDialog::rejected, m_verification, &PuzzleVerification::cancel);
    }
    m_progress->setText(text);
    // Shown only if the work takes a moment: a quick result comes first.
    QTimer::singleShot(300, m_progress, [this] {
        if (m_generation->isRunning() || m_verification->isRunning())
            m_progress->open();
    });
}

void GameDocument::hideProgress()
{
    if (m_progress)
        m_progress->hide();
}

void GameDocument::pastePuzzle()
{
    const QString text = QGuiApplication::clipboard()->text();
    // Asked only when the clipboard holds a puzzle: junk is reported, and
    // the game in play never was at stake.
    if (readsAsPuzzle(text) && !confirmReplacingGame())
        return;
    playPuzzleText(text);
}

ParseOptions GameDocument::playOptions()
{
    // A puzzle with rules Pencilmark does not know plays against the
    // solution it carries, as SudokuPad plays it (startUncheckedRules).
    ParseOptions options;
    options.unknownRulesWithSolution = true;
    return options;
}

bool GameDocument::readsAsPuzzle(const QString& text)
{
    const std::string utf8 = text.toStdString();
    const std::vector<PuzzleFileEntry> entries = parsePuzzleFile(utf8, playOptions());
    return std::any_of(entries.begin(), entries.end(), [](const PuzzleFileEntry& e) { return e.puzzle.ok(); })
        || parsePuzzle(utf8, playOptions()).ok();
}

bool GameDocument::playPuzzleText(const QString& text)
{
    return playPuzzleBytes(text.toStdString());
}

bool GameDocument::playPuzzleBytes(const std::string& utf8)
{
    // Many puzzles (a puzzle file, a pasted list): the first readable one.
    std::vector<PuzzleFileEntry> entries = parsePuzzleFile(utf8, playOptions());
    auto first = std::find_if(entries.begin(), entries.end(), [](const PuzzleFileEntry& e) { return e.puzzle.ok(); });
    if (first != entries.end()) {
        checkPuzzle(first->puzzle.value());
        return true;
    }
    auto single = parsePuzzle(utf8, playOptions()); // the error of reading it as one puzzle says most
    if (single) {
        checkPuzzle(single.value());
        return true;
    }
    emit errorReported(tr("Puzzle"), GameText::unreadablePuzzle(single.error()));
    return false;
}

void GameDocument::startEnteredPuzzle()
{
    if (m_session->isEditing())
        checkPuzzle(m_session->enteredPuzzle(), m_session->game().alphabet());
}

void GameDocument::checkPuzzle(const ParsedPuzzle& parsed)
{
    if (!parsed.unknownRules.empty()) {
        startUncheckedRules(parsed);
        return;
    }
    checkPuzzle(parsed.grid, parsed.alphabet,
                holdsPlayerProgress(parsed) ? std::optional<Grid>(parsed.grid) : std::nullopt, parsed.hasCandidates,
                PuzzleNotes{parsed.title, parsed.author, parsed.rules, parsed.drawings});
}

void GameDocument::checkPuzzle(const Grid& puzzle, const Alphabet& alphabet, std::optional<Grid> position,
                               bool positionHasMarks, PuzzleNotes notes)
{
    m_generation->cancel();
    m_checkedPosition = std::move(position);
    m_checkedPositionHasMarks = positionHasMarks;
    m_checkedNotes = std::move(notes);
    m_verification->start(puzzleGivens(puzzle), alphabet);
    showProgress(tr("Checking the puzzle…"));
}

void GameDocument::startUncheckedRules(const ParsedPuzzle& parsed)
{
    m_generation->cancel();
    m_verification->cancel();
    const Grid puzzle = puzzleGivens(parsed.grid);
    const std::optional<game::PuzzleVerdict> verdict = game::verdictFromCarriedSolution(puzzle, parsed.solution);
    if (!verdict) {
        emit errorReported(tr("Puzzle"), GameText::unusableSolution(parsed.unknownRules));
        return;
    }
    PuzzleNotes notes{parsed.title, parsed.author, parsed.rules, parsed.drawings, parsed.unknownRules};
    const std::optional<Grid> position = holdsPlayerProgress(parsed) ? std::optional<Grid>(parsed.grid) : std::nullopt;
    if (m_session->startPuzzle(puzzle, parsed.alphabet, *verdict, position, parsed.hasCandidates, std::move(notes)))
        setCurrentFile({});
    emit statusMessage(GameText::uncheckedRulesStart(parsed.unknownRules), 8000);
    emit puzzleChecked(*verdict);
}

void GameDocument::onPuzzleChecked(const game::PuzzleVerdict& verdict)
{
    hideProgress();
    const std::optional<Grid> position = std::exchange(m_checkedPosition, std::nullopt);
    if (m_session->startPuzzle(m_verification->puzzle(), m_verification->alphabet(), verdict, position,
                               m_checkedPositionHasMarks, std::exchange(m_checkedNotes, {})))
        setCurrentFile({});
    reportVerdict(verdict, m_verification->alphabet(), m_verification->puzzle());
    emit puzzleChecked(verdict);
}

void GameDocument::reportVerdict(const game::PuzzleVerdict& verdict, const Alphabet& alphabet, const Grid& puzzle)
{
    const std::shared_ptr<const Geometry>& geometry = puzzle.geometryPtr();
    using Kind = game::PuzzleVerdict::Kind;
    switch (verdict.kind) {
    case Kind::Unique: emit statusMessage(GameText::uniqueVerdict(verdict), 8000); return;
    case Kind::Multiple: {
        const QString text = GameText::multipleSolutions();
        emit messageShown(text);
        emit statusMessage(text, 8000);
        // Drawn, with the cells where the two differ lit: where a given is missing.
        auto* dialog = new TwoSolutionsDialog(puzzle, alphabet, verdict.solution, verdict.secondSolution, m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
        return;
    }
    case Kind::NoSolution: emit errorReported(tr("Puzzle"), GameText::noSolution()); return;
    case Kind::NoGridFitsMap: emit errorReported(tr("Puzzle"), GameText::noGridFitsMap(verdict.map, *geometry)); return;
    case Kind::Undecided:
        emit errorReported(tr("Puzzle"), verdict.map.verdict == solver::MapJudgement::Verdict::Unsettled
                                             ? GameText::undecidedMap(solver::kUnsettledMapNodes)
                                             : GameText::undecidedVariant(game::kVariantCheckNodes));
        return;
    case Kind::Clash:
        // The puzzle checked, not the game in play: it did not start.
        emit errorReported(tr("Puzzle"), GameText::clashingGivens(*verdict.clash, *geometry, alphabet));
        return;
    case Kind::Cancelled: return;
    }
}

void GameDocument::copyPuzzle(bool withProgress)
{
    const game::Game& game = m_session->game();
    QString text;
    if (!withProgress) {
        text = QString::fromStdString(writePuzzleLine(game.puzzle(), game.alphabet()));
    } else {
        // Candidate grid: digits where placed, pencil marks elsewhere (all
        // digits where the player has marked nothing yet).
        Grid grid = game.board();
        for (int cell = 0; cell < grid.cellCount(); ++cell) {
            if (grid.value(cell) == 0 && grid.candidates(cell) == 0)
                grid.setCandidates(cell, allDigits(grid.symbolCount()));
        }
        text = QString::fromStdString(writeCandidateGrid(grid, game.alphabet()));
        // No candidate format holds cages, regions, variants or a counted
        // shape: the puzzle's own line comes first wherever a plain line
        // would lose them, so pasting the text back reads the whole puzzle
        // (without the progress).
        const std::string line = writePuzzleLine(game.puzzle(), game.alphabet());
        if (line != writeLine(game.puzzle(), game.alphabet()))
            text = QString::fromStdString(line) + QLatin1Char('\n') + text;
    }
    QGuiApplication::clipboard()->setText(text);
    emit statusMessage(withProgress ? tr("Copied the puzzle with your entries and marks.") : tr("Copied the puzzle."),
                       4000);
}

void GameDocument::copyFPuzzlesLink()
{
    copyLink(false);
}

void GameDocument::copySudokuPadLink()
{
    copyLink(true);
}

void GameDocument::copyLink(bool sudokuPad)
{
    const game::Game& game = m_session->game();
    if (const auto limit = fPuzzlesLimit(game.geometry())) {
        emit statusMessage(GameText::fPuzzlesCannotHold(*limit, game.geometry()), 8000);
        return;
    }
    // The puzzle only, as Copy Puzzle: f-puzzles' givens are the puzzle's,
    // and a link is shared to be solved afresh, with its title and rules.
    const auto link = sudokuPad ? writeSudokuPadLink(game.puzzle(), game.notes())
                                : writeFPuzzlesLink(game.puzzle(), game.notes());
    if (link) {
        QGuiApplication::clipboard()->setText(QString::fromStdString(*link));
        emit statusMessage(sudokuPad ? GameText::copiedSudokuPadLink() : GameText::copiedFPuzzlesLink(), 4000);
    }
}

bool GameDocument::toggleEditing()
{
    if (!confirmReplacingGame())
        return false;
    if (m_session->isEditing()) {
        // Leaving without starting: back to a fresh game of the same shape.
        generate::GeneratorOptions options = randomOptions();
        options.geometry = m_session->game().geometry().spec();
        options.geometry.cages.clear(); // the generator draws grids without cages
        startNewGame(options, m_session->game().alphabet());
        return false;
    }
    setCurrentFile({});
    // The same shape, but not the killer's cages: they belong to the
    // puzzle in play, not to the one about to be typed in.
    m_session->beginEditing(withoutCages(m_session->game().geometryPtr()), m_session->game().alphabet());
    return true;
}

} // namespace pm
