// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/game_session.h"

#include "play/jobs/hint_search.h"
#include "play/session/change_command.h"
#include "text/hint_text.h"

#include "core/game/player_hint_change.h"

#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace pm {

namespace {

// What the game's list of hints used keeps of a hint: verdicts that are
// not help (solved, stuck) keep nothing.
std::optional<game::HintUse> hintUse(const game::PlayerHint& hint)
{
    using Kind = game::PlayerHint::Kind;
    switch (hint.kind) {
    case Kind::Step: return game::HintUse{game::HintUse::Kind::Step, hint.step.technique, false};
    case Kind::WrongEntry: return game::HintUse{game::HintUse::Kind::WrongEntry, {}, false};
    case Kind::RemovedCandidate: return game::HintUse{game::HintUse::Kind::RemovedCandidate, {}, false};
    case Kind::Solved:
    case Kind::NoSolutionKnown:
    case Kind::Stuck:
    case Kind::Cancelled: break;
    }
    return std::nullopt;
}

} // namespace

namespace {

game::Game emptyGame(std::shared_ptr<const Geometry> geometry, const Alphabet& alphabet)
{
    // An empty grid of a valid geometry with its own alphabet always makes a game.
    return game::Game::create(Grid(std::move(geometry)), alphabet).value();
}

std::vector<int> toVector(const QList<int>& cells)
{
    return std::vector<int>(cells.begin(), cells.end());
}

} // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
    , m_tick(new QTimer(this))
    , m_hintSearch(new HintSearch(this))
{
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, [this] { emit clockTick(elapsedMs()); });
    connect(m_hintSearch, &HintSearch::found, this, &GameSession::onHintFound);
}

game::Game GameSession::snapshot() const
{
    game::Game copy = m_game;
    copy.setElapsedMs(elapsedMs());
    return copy;
}

BoardState GameSession::boardState() const
{
    BoardState state;
    state.geometry = m_game.geometryPtr();
    state.alphabet = m_game.alphabet();
    state.cells = m_game.cells();
    const int count = m_game.cellCount();
    state.givens.assign(size_t(count), false);
    state.conflicts.assign(size_t(count), false);
    state.mistakes.assign(size_t(count), false);
    for (int cell = 0; cell < count; ++cell)
        state.givens[cell] = m_game.isGiven(cell);
    // Clashes break the rules on the board itself, so they are always shown;
    // mistakes need the solution and are shown only when asked for.
    for (int cell : game::conflictCells(m_game))
        state.conflicts[cell] = true;
    if (m_game.geometry().hasCages()) {
        const std::vector<int> broken = m_game.board().brokenCageSums();
        if (!broken.empty()) {
            state.brokenCages.assign(m_game.geometry().cages().size(), false);
            for (int cage : broken)
                state.brokenCages[size_t(cage)] = true;
        }
    }
    state.drawings = m_game.notes().drawings;
    if (m_game.geometry().hasConstraints()) {
        const std::vector<BrokenConstraint> broken = brokenConstraints(m_game.geometry(), m_game.board().values());
        if (!broken.empty()) {
            state.brokenConstraints.assign(m_game.geometry().constraints().size(), false);
            for (const BrokenConstraint& constraint : broken)
                state.brokenConstraints[size_t(constraint.index)] = true;
        }
    }
    if (!m_editing && (m_liveChecking || m_showMistakes)) {
        for (int cell : game::check(m_game).mistakes)
            state.mistakes[cell] = true;
    }
    state.covered = m_paused && !m_solved;
    state.editing = m_editing;
    return state;
}

void GameSession::startGame(game::Game game, bool editing, const UndoHistory& history)
{
    emit aboutToStartGame();
    // The old game's time is not carried over.
    m_clockRunning = false;
    m_tick->stop();
    m_undo->clear();
    m_game = std::move(game);
    rebuildUndoStack(history);
    m_editing = editing;
    m_solved = !editing && game::isSolved(m_game);
    m_solvedAnnounced = m_solved; // a game opened already solved is not a new win
    m_showMistakes = false;
    if (m_paused) {
        m_paused = false;
        emit pausedChanged(false);
    }
    updateClock();
    invalidateHint();
    emit gameStarted();
    emit changed();
}

void GameSession::retranslateUndoTexts()
{
    for (int i = 0; i < m_undo->count(); ++i)
        if (auto* command = dynamic_cast<ChangeCommand*>(const_cast<QUndoCommand*>(m_undo->command(i))))
            command->retranslate();
}

bool GameSession::hasProgress() const
{
    return m_undo->count() > 0
        || std::any_of(m_game.cells().begin(), m_game.cells().end(),
                       [](const game::CellState& c) { return c.centre != 0 || c.corner != 0 || c.colour != 0; })
        || m_game.board().filledCount() > m_game.puzzle().givenCount();
}

UndoHistory GameSession::undoHistory() const
{
    UndoHistory history;
    for (int i = 0; i < m_undo->count(); ++i) {
        const auto* command = dynamic_cast<const ChangeCommand*>(m_undo->command(i));
        if (!command)
            return {}; // not ours: better no history than a wrong one
        history.steps.push_back({command->change(), command->text()});
    }
    history.done = std::size_t(m_undo->index());
    return history;
}

void GameSession::rebuildUndoStack(const UndoHistory& history)
{
    if (history.steps.empty() || history.done > history.steps.size())
        return;
    // Back to where the history starts, then every step pushed (push redoes
    // it) and the undone ones undone again: the stack ends where it was.
    m_rebuilding = true;
    for (std::size_t i = history.done; i-- > 0;)
        m_game.revert(history.steps[i].change);
    for (const UndoStep& step : history.steps)
        // Never merges; the text is the one saved, in the language it was saved in.
        m_undo->push(new ChangeCommand(applier(), step.change, [text = step.text] { return text; }));
    m_undo->setIndex(int(history.done));
    m_rebuilding = false;
}

bool GameSession::startPuzzle(const Grid& puzzle, const Alphabet& alphabet, const game::PuzzleVerdict& verdict,
                              const std::optional<Grid>& position, bool positionHasMarks, PuzzleNotes notes)
{
    if (verdict.kind != game::PuzzleVerdict::Kind::Unique)
        return false;
    auto created = game::Game::create(puzzle, alphabet, verdict.solution);
    if (!created)
        return false;
    if (position && position->cellCount() == puzzle.cellCount()) {
        std::vector<game::CellState> cells(std::size_t(puzzle.cellCount()));
        for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
            game::CellState& state = cells[std::size_t(cell)];
            state.value = std::uint8_t(puzzle.value(cell) != 0 ? puzzle.value(cell) : position->value(cell));
            if (state.value == 0 && positionHasMarks)
                state.corner = position->candidates(cell);
        }
        // Restore checks every value; a position that does not fit is left
        // out and the puzzle starts fresh.
        if (auto restored = game::Game::restore(puzzle, alphabet, verdict.solution, std::move(cells)))
            created = std::move(restored);
    }
    created.value().setLevel(verdict.level);
    created.value().setNotes(std::move(notes));
    startGame(std::move(created).value());
    return true;
}

void GameSession::push(const game::Move& move, ChangeCommand::Describe describe, InputMode mode,
                       const QList<int>& cells)
{
    if (m_paused || m_solved)
        return;
    game::PlayOptions options;
    options.removeMarksFromPeers = m_autoUpdateMarks && !m_editing;
    game::Change change = m_game.changeFor(move, options);
    if (change.isEmpty())
        return;
    ChangeCommand::Merge merge = ChangeCommand::Merge::Never;
    if (mode == InputMode::Centre)
        merge = ChangeCommand::Merge::CentreMarks;
    else if (mode == InputMode::Corner)
        merge = ChangeCommand::Merge::CornerMarks;
    m_showMistakes = false;
    m_undo->push(new ChangeCommand(applier(), std::move(change), std::move(describe), merge, cells));
}

void GameSession::input(const QList<int>& cells, int digit, InputMode mode)
{
    const int limit = mode == InputMode::Colour ? game::kColourCount : m_game.symbolCount();
    if (digit < 1 || digit > limit)
        return;
    const std::vector<int> targets = toVector(cells);
    switch (mode) {
    case InputMode::Value: {
        const QString symbol = QString::fromStdString(m_game.alphabet().symbolUtf8(digit));
        push({game::MoveKind::Enter, targets, digit}, [symbol] { return tr("Enter %1").arg(symbol); }, mode, cells);
        break;
    }
    case InputMode::Centre: push({game::MoveKind::ToggleCentre, targets, digit}, [] { return tr("Centre marks"); }, mode, cells); break;
    case InputMode::Corner: push({game::MoveKind::ToggleCorner, targets, digit}, [] { return tr("Corner marks"); }, mode, cells); break;
    case InputMode::Colour: push({game::MoveKind::ToggleColour, targets, digit}, [] { return tr("Colour"); }, mode, cells); break;
    }
}

void GameSession::colourCandidate(const QList<int>& cells, int digit, int colour)
{
    if (digit < 1 || digit > m_game.symbolCount() || colour < 0 || colour > game::kCandidateColourCount)
        return;
    push({game::MoveKind::ColourCandidate, toVector(cells), digit, colour}, [] { return tr("Candidate colour"); },
         InputMode::Colour, cells);
}

void GameSession::clear(const QList<int>& cells)
{
    push({game::MoveKind::Clear, toVector(cells), 0}, [] { return tr("Clear"); }, InputMode::Value, cells);
}

void GameSession::fillCandidates()
{
    push({game::MoveKind::FillCandidates, {}, 0}, [] { return tr("Fill in pencil marks"); }, InputMode::Value, {});
}

game::CheckResult GameSession::checkNow()
{
    m_showMistakes = true;
    game::CheckResult result = game::check(m_game);
    if (!m_editing && (!result.mistakes.empty() || !result.wrongMarks.empty()))
        m_game.setAssisted(true); // the solution showed where the player went wrong
    emit changed();
    return result;
}

bool GameSession::rewindToFirstMistake()
{
    std::vector<game::Change> history;
    for (int i = 0; i < m_undo->index(); ++i) {
        const auto* command = dynamic_cast<const ChangeCommand*>(m_undo->command(i));
        if (!command)
            return false;
        history.push_back(command->change());
    }
    const auto first = game::firstMistake(m_game, history);
    if (!first)
        return false;
    m_game.setAssisted(true);
    m_undo->setIndex(int(*first));
    return true;
}

void GameSession::setLiveChecking(bool on)
{
    if (on == m_liveChecking)
        return;
    m_liveChecking = on;
    emit changed();
}

qint64 GameSession::elapsedMs() const
{
    return m_game.elapsedMs() + (m_clockRunning ? m_runningFor.elapsed() : 0);
}

void GameSession::setPaused(bool paused)
{
    if (paused == m_paused || (paused && (m_solved || m_editing)))
        return;
    m_paused = paused;
    // A paused board is covered; the hint would show what it hides.
    if (paused && m_hintStage != HintStage::Hidden) {
        m_hintStage = HintStage::Hidden;
        emit hintChanged();
    }
    updateClock();
    emit pausedChanged(paused);
    emit changed();
}

void GameSession::setWindowVisible(bool visible)
{
    m_windowVisible = visible;
    updateClock();
}

void GameSession::beginEditing(std::shared_ptr<const Geometry> geometry, const Alphabet& alphabet)
{
    startGame(emptyGame(std::move(geometry), alphabet), true);
}

Grid GameSession::enteredPuzzle() const
{
    Grid puzzle(m_game.geometryPtr());
    for (int cell = 0; cell < m_game.cellCount(); ++cell)
        puzzle.setValue(cell, m_game.value(cell));
    return puzzle;
}

std::function<void(const game::Change&, bool)> GameSession::applier()
{
    return [this](const game::Change& change, bool forward) { applyChange(change, forward); };
}

void GameSession::applyChange(const game::Change& change, bool forward)
{
    if (forward)
        m_game.apply(change);
    else
        m_game.revert(change);
    if (m_rebuilding)
        return;
    m_solved = !m_editing && game::isSolved(m_game);
    // Checking while playing shows each wrong digit as it goes in: help too.
    if (m_liveChecking && !m_editing && !m_game.assisted() && !game::check(m_game).mistakes.empty())
        m_game.setAssisted(true);
    updateClock();
    invalidateHint();
    if (m_solved && !m_solvedAnnounced) {
        m_solvedAnnounced = true;
        emit solved(m_game.elapsedMs());
    }
    emit changed();
}

void GameSession::requestHint()
{
    if (m_paused)
        return;
    // The fourth request applies the hint: H all the way from the keyboard.
    if (m_hint && m_hintStage == HintStage::Explanation && hintApplicable()) {
        applyHint();
        return;
    }
    if (m_hint) {
        m_hintStage = nextStage(m_hintStage, &*m_hint);
        recordHintShown();
        emit hintChanged();
        return;
    }
    m_hintWanted = nextStage(m_hintWanted, nullptr);
    if (!m_hintSearch->isRunning())
        m_hintSearch->start(m_game, m_techniqueOrder);
    emit hintChanged();
}

void GameSession::setTechniqueOrder(const logic::TechniqueOrder& order)
{
    if (order == m_techniqueOrder)
        return;
    m_techniqueOrder = order;
    // A hint found in the old order may be one the player just switched off.
    invalidateHint();
    emit techniqueOrderChanged();
}

void GameSession::hideHint()
{
    if (m_hintStage == HintStage::Hidden && m_hintWanted == HintStage::Hidden)
        return;
    m_hintStage = HintStage::Hidden;
    m_hintWanted = HintStage::Hidden;
    emit hintChanged();
}

bool GameSession::hintApplicable() const
{
    using Kind = game::PlayerHint::Kind;
    return m_hint && !m_paused && !m_solved
        && (m_hint->kind == Kind::Step || m_hint->kind == Kind::WrongEntry || m_hint->kind == Kind::RemovedCandidate);
}

bool GameSession::applyHint()
{
    if (!m_hint)
        return false;
    return applyPlayerHint(*m_hint);
}

bool GameSession::applyPlayerHint(const game::PlayerHint& hint)
{
    if (m_paused || m_solved)
        return false;
    game::PlayOptions options;
    options.removeMarksFromPeers = m_autoUpdateMarks && !m_editing;
    game::Change change = game::changeForHint(m_game, hint, options);
    if (change.isEmpty())
        return false;
    m_showMistakes = false;
    m_game.setAssisted(true); // before the change: the autosave it triggers keeps it
    // The hint shown made its move; one applied unseen (All Steps) is a hint used too.
    if (m_hintRecorded && m_hint && &hint == &*m_hint)
        m_game.markLastHintApplied();
    else if (auto use = hintUse(hint)) {
        use->applied = true;
        m_game.recordHint(*use);
    }
    auto describe = [geometry = m_game.geometryPtr(), alphabet = m_game.alphabet(), hint, change] {
        return HintText::undoText(*geometry, alphabet, hint, change);
    };
    m_undo->push(new ChangeCommand(applier(), std::move(change), std::move(describe)));
    return true;
}

void GameSession::invalidateHint()
{
    // Once hints are in use, the next one is found as soon as the board
    // changes, so that H answers at once; before that, no work is done.
    const bool inUse = m_hint.has_value() || m_hintSearch->isRunning() || isHintPending();
    m_hint.reset();
    m_hintRecorded = false;
    m_hintStage = HintStage::Hidden;
    m_hintWanted = HintStage::Hidden;
    m_hintSearch->cancel();
    if (inUse)
        m_hintSearch->start(m_game, m_techniqueOrder);
    emit hintChanged();
}

void GameSession::onHintFound(const game::PlayerHint& hint)
{
    m_hint = hint;
    // Stages asked for while searching, as far as this hint has them.
    for (HintStage stage = HintStage::Hidden; stage != m_hintWanted;) {
        const HintStage next = nextStage(stage, &hint);
        if (next == stage)
            break;
        stage = next;
        m_hintStage = stage;
    }
    m_hintWanted = HintStage::Hidden;
    recordHintShown();
    emit hintChanged();
}

void GameSession::recordHintShown()
{
    if (m_hintRecorded || !m_hint || m_hintStage == HintStage::Hidden || m_solved || m_editing)
        return;
    if (auto use = hintUse(*m_hint)) {
        m_game.recordHint(*use);
        m_hintRecorded = true;
    }
}

HintStage GameSession::nextStage(HintStage stage, const game::PlayerHint* hint)
{
    // Unknown yet (nullptr): every stage may exist.
    const bool staged = !hint || hint->kind == game::PlayerHint::Kind::Step
        || hint->kind == game::PlayerHint::Kind::WrongEntry || hint->kind == game::PlayerHint::Kind::RemovedCandidate;
    switch (stage) {
    case HintStage::Hidden: return HintStage::WhereToLook;
    case HintStage::WhereToLook: return staged ? HintStage::Technique : stage;
    case HintStage::Technique:
    case HintStage::Explanation: return HintStage::Explanation;
    }
    return stage;
}

void GameSession::updateClock()
{
    const bool run = !m_paused && !m_solved && !m_editing && m_windowVisible;
    if (run == m_clockRunning)
        return;
    if (run) {
        m_runningFor.start();
        m_tick->start();
    } else {
        m_game.setElapsedMs(m_game.elapsedMs() + m_runningFor.elapsed());
        m_tick->stop();
    }
    m_clockRunning = run;
    emit clockTick(elapsedMs());
}

} // namespace pm
