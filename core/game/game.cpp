// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/game.h"

#include <algorithm>
#include <map>

namespace pm::game {

namespace {

GameError error(GameError::Code code, int cell, std::string message)
{
    return GameError{code, cell, std::move(message)};
}

// Collects the cells a move touches; each cell's "before" is the game's.
class ChangeBuilder {
public:
    explicit ChangeBuilder(const std::vector<CellState>& cells) : m_cells(cells) {}

    CellState& edit(int cell)
    {
        auto it = m_after.find(cell);
        if (it == m_after.end())
            it = m_after.emplace(cell, m_cells[cell]).first;
        return it->second;
    }

    Change build() const
    {
        Change change;
        for (auto [cell, after] : m_after) {
            // A candidate colour lives on its corner mark: whatever took
            // the mark away (a toggle, Clear, filling in, an entry's peers)
            // took its colour too.
            for (DigitMask& coloured : after.candidateColours)
                coloured &= after.corner;
            if (after != m_cells[cell])
                change.cells.push_back({cell, m_cells[cell], after});
        }
        return change;
    }

private:
    const std::vector<CellState>& m_cells;
    std::map<int, CellState> m_after; // ordered: Change lists cells ascending
};

// Counted shapes: a row or column that now holds `digit` as often as it may
// loses it from the marks of its empty cells (peers, the count-1 houses,
// are done by the caller).
void removeMarksFromFullHouses(const Geometry& geometry, ChangeBuilder& builder, const std::vector<int>& entered,
                               int digit)
{
    for (int cell : entered) {
        for (int h : geometry.housesOf(cell)) {
            const House& house = geometry.houses()[size_t(h)];
            if (house.count == 1)
                continue;
            int held = 0;
            for (int other : house.cells)
                held += builder.edit(other).value == digit;
            if (held < house.count)
                continue;
            for (int other : house.cells) {
                CellState& state = builder.edit(other);
                if (state.value == 0) {
                    state.centre &= ~digitBit(digit);
                    state.corner &= ~digitBit(digit);
                }
            }
        }
    }
}

} // namespace

Game::Game()
    : Game(Grid(), Alphabet::standard(9), {})
{
    for (int cell = 0; cell < cellCount(); ++cell)
        m_puzzle.setCandidates(cell, 0);
}

Game::Game(Grid puzzle, Alphabet alphabet, std::vector<std::uint8_t> solution)
    : m_puzzle(std::move(puzzle))
    , m_alphabet(std::move(alphabet))
    , m_solution(std::move(solution))
    , m_cells(size_t(m_puzzle.cellCount()))
{
}

Result<Game, GameError> Game::create(const Grid& puzzle, Alphabet alphabet, std::vector<std::uint8_t> solution)
{
    const int n = puzzle.symbolCount(); // the grid's side, except on counted shapes
    if (alphabet.size() != n)
        return error(GameError::Code::AlphabetMismatch, -1, "the alphabet has " + std::to_string(alphabet.size())
                         + " symbols for a grid of " + std::to_string(n));
    if (!solution.empty() && int(solution.size()) != puzzle.cellCount())
        return error(GameError::Code::CellCountMismatch, -1, "the solution does not have one value per cell");

    Grid givens(puzzle.geometryPtr());
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        const int v = puzzle.value(cell);
        if (v < 0 || v > n)
            return error(GameError::Code::ValueOutOfRange, cell, "a given beyond the grid's size");
        if (!solution.empty()) {
            if (solution[cell] < 1 || solution[cell] > n)
                return error(GameError::Code::ValueOutOfRange, cell, "a solution value beyond the grid's size");
            if (v != 0 && solution[cell] != v)
                return error(GameError::Code::SolutionMismatch, cell, "the solution contradicts a given");
        }
        givens.setValue(cell, v);
        givens.setGiven(cell, v != 0);
        givens.setCandidates(cell, 0);
    }
    Game game(std::move(givens), std::move(alphabet), std::move(solution));
    for (int cell = 0; cell < game.cellCount(); ++cell)
        game.m_cells[cell].value = std::uint8_t(game.m_puzzle.value(cell));
    return game;
}

Result<Game, GameError> Game::restore(const Grid& puzzle, Alphabet alphabet, std::vector<std::uint8_t> solution,
                                      std::vector<CellState> cells)
{
    auto created = create(puzzle, std::move(alphabet), std::move(solution));
    if (!created)
        return created.error();
    Game game = std::move(created).value();
    if (int(cells.size()) != game.cellCount())
        return error(GameError::Code::CellCountMismatch, -1, "the saved cells do not match the grid");
    const DigitMask digits = allDigits(game.symbolCount());
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        const CellState& state = cells[cell];
        if (state.value > game.symbolCount() || (state.centre & ~digits) || (state.corner & ~digits)
            || state.colour > kColourCount)
            return error(GameError::Code::ValueOutOfRange, cell, "a value, mark or colour beyond the grid's size");
        if (game.isGiven(cell) && state.value != game.m_puzzle.value(cell))
            return error(GameError::Code::GivenChanged, cell, "a given cell holds another value");
        DigitMask coloured = 0;
        for (DigitMask mask : state.candidateColours) {
            if ((mask & ~state.corner) || (mask & coloured))
                return error(GameError::Code::ValueOutOfRange, cell,
                             "a candidate colour on a digit that is no corner mark of the cell, or two on one");
            coloured |= mask;
        }
    }
    game.m_cells = std::move(cells);
    return game;
}

Grid Game::board() const
{
    Grid grid = m_puzzle;
    for (int cell = 0; cell < cellCount(); ++cell) {
        grid.setValue(cell, m_cells[cell].value);
        grid.setCandidates(cell, m_cells[cell].value != 0 ? digitBit(m_cells[cell].value) : m_cells[cell].candidateMarks());
    }
    return grid;
}

int Game::remaining(int digit) const
{
    int placed = 0;
    for (const CellState& state : m_cells)
        placed += state.value == digit ? 1 : 0;
    // Each symbol fills an equal share of the grid: N times on a Latin
    // square, 36 times on a MultiFour (144 cells, 4 symbols).
    return cellCount() / symbolCount() - placed;
}

bool Game::isFull() const
{
    return std::all_of(m_cells.begin(), m_cells.end(), [](const CellState& s) { return s.value != 0; });
}

Change Game::changeFor(const Move& move, const PlayOptions& options) const
{
    const int n = symbolCount();
    std::vector<int> cells;
    for (int cell : move.cells) {
        if (cell >= 0 && cell < cellCount())
            cells.push_back(cell);
    }
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    std::vector<int> writable; // not givens
    std::copy_if(cells.begin(), cells.end(), std::back_inserter(writable), [this](int c) { return !isGiven(c); });

    ChangeBuilder builder(m_cells);
    switch (move.kind) {
    case MoveKind::Enter: {
        if (move.digit < 1 || move.digit > n)
            return {};
        for (int cell : writable)
            builder.edit(cell).value = std::uint8_t(move.digit);
        if (options.removeMarksFromPeers) {
            for (int cell : writable) {
                for (int peer : geometry().peers(cell)) {
                    if (isGiven(peer))
                        continue;
                    CellState& state = builder.edit(peer);
                    state.centre &= ~digitBit(move.digit);
                    state.corner &= ~digitBit(move.digit);
                }
            }
            if (geometry().isCounted())
                removeMarksFromFullHouses(geometry(), builder, writable, move.digit);
        }
        break;
    }
    case MoveKind::ToggleCentre:
    case MoveKind::ToggleCorner: {
        if (move.digit < 1 || move.digit > n)
            return {};
        const bool centre = move.kind == MoveKind::ToggleCentre;
        const DigitMask bit = digitBit(move.digit);
        std::vector<int> empty;
        std::copy_if(writable.begin(), writable.end(), std::back_inserter(empty),
                     [this](int c) { return m_cells[c].value == 0; });
        const bool allHave = std::all_of(empty.begin(), empty.end(), [&](int c) {
            return ((centre ? m_cells[c].centre : m_cells[c].corner) & bit) != 0;
        });
        for (int cell : empty) {
            DigitMask& marks = centre ? builder.edit(cell).centre : builder.edit(cell).corner;
            marks = allHave ? (marks & ~bit) : (marks | bit);
        }
        break;
    }
    case MoveKind::ToggleColour: {
        if (move.digit < 1 || move.digit > kColourCount)
            return {};
        const bool allHave = std::all_of(cells.begin(), cells.end(),
                                         [&](int c) { return m_cells[c].colour == move.digit; });
        for (int cell : cells)
            builder.edit(cell).colour = allHave ? 0 : std::uint8_t(move.digit);
        break;
    }
    case MoveKind::ColourCandidate: {
        if (move.digit < 1 || move.digit > n || move.colour < 0 || move.colour > kCandidateColourCount)
            return {};
        const DigitMask bit = digitBit(move.digit);
        for (int cell : writable) {
            if (m_cells[cell].value != 0 || !(m_cells[cell].corner & bit))
                continue;
            CellState& state = builder.edit(cell);
            for (DigitMask& coloured : state.candidateColours)
                coloured &= ~bit;
            if (move.colour != 0)
                state.candidateColours[size_t(move.colour - 1)] |= bit;
        }
        break;
    }
    case MoveKind::Clear: {
        // One layer at a time, so Delete pressed twice first removes the
        // digits and then the marks beneath them.
        const auto any = [&](auto has) { return std::any_of(writable.begin(), writable.end(), has); };
        if (any([this](int c) { return m_cells[c].value != 0; })) {
            for (int cell : writable)
                builder.edit(cell).value = 0;
        } else if (any([this](int c) { return m_cells[c].centre != 0 || m_cells[c].corner != 0; })) {
            for (int cell : writable) {
                builder.edit(cell).centre = 0;
                builder.edit(cell).corner = 0;
            }
        } else {
            // (Candidate colours went with the marks they were on.)
            for (int cell : cells)
                builder.edit(cell).colour = 0;
        }
        break;
    }
    case MoveKind::FillCandidates: {
        // The digits peers leave, and on counted shapes those a row or
        // column does not already hold as often as it may.
        Grid grid = board();
        grid.fillCandidatesFromValues();
        for (int cell = 0; cell < cellCount(); ++cell) {
            if (m_cells[cell].value == 0)
                builder.edit(cell).corner = grid.candidates(cell);
        }
        break;
    }
    }
    return builder.build();
}

void Game::apply(const Change& change)
{
    for (const CellChange& c : change.cells)
        m_cells[c.cell] = c.after;
}

void Game::revert(const Change& change)
{
    for (const CellChange& c : change.cells)
        m_cells[c.cell] = c.before;
}

bool Game::operator==(const Game& other) const
{
    return m_puzzle == other.m_puzzle && m_alphabet == other.m_alphabet && m_solution == other.m_solution
        && m_cells == other.m_cells && m_elapsedMs == other.m_elapsedMs && m_level == other.m_level
        && m_assisted == other.m_assisted && m_hintsUsed == other.m_hintsUsed && m_notes == other.m_notes;
}

} // namespace pm::game
