// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/constraint_placement.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>

namespace pm::generate {

namespace {

constexpr int kMinThermoCells = 3;
constexpr int kMaxThermoCells = 7;
constexpr int kMinArrowCells = 2;
constexpr int kMaxArrowCells = 4;
constexpr int kMinWhispersCells = 3;
constexpr int kMaxWhispersCells = 8;
constexpr int kMinRenbanCells = 3;
constexpr int kMaxRenbanCells = 6;
// Start cells tried per instance placed: a grid runs out of room for
// thermometers long before this many tries.
constexpr int kTriesPerInstance = 30;

std::array<std::pair<int, int>, 8> kingSteps()
{
    return {{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};
}

std::vector<int> kingNeighbours(int cell, int size)
{
    std::vector<int> out;
    const int r = cell / size;
    const int c = cell % size;
    for (const auto& [dr, dc] : kingSteps()) {
        const int nr = r + dr;
        const int nc = c + dc;
        if (nr >= 0 && nr < size && nc >= 0 && nc < size)
            out.push_back(nr * size + nc);
    }
    return out;
}

// Lines drawn so far, to keep a new line from crossing one diagonally:
// for each cell, the line through it and its place there (-1: none).
struct LineMap {
    std::vector<int> line;
    std::vector<int> place;

    explicit LineMap(int cells) : line(size_t(cells), -1), place(size_t(cells), -1) {}

    // Whether a diagonal step from `from` to `to` would cross a step of a
    // drawn line (or of the line being drawn) between the two other cells
    // of their 2x2 square.
    bool crosses(int from, int to, int size, const std::vector<int>& drawing) const
    {
        const int r0 = from / size, c0 = from % size, r1 = to / size, c1 = to % size;
        if (r0 == r1 || c0 == c1)
            return false;
        const int a = r0 * size + c1;
        const int b = r1 * size + c0;
        if (line[size_t(a)] >= 0 && line[size_t(a)] == line[size_t(b)]
            && std::abs(place[size_t(a)] - place[size_t(b)]) == 1)
            return true;
        for (size_t i = 1; i < drawing.size(); ++i)
            if ((drawing[i - 1] == a && drawing[i] == b) || (drawing[i - 1] == b && drawing[i] == a))
                return true;
        return false;
    }

    void add(const std::vector<int>& cells, int id)
    {
        for (size_t i = 0; i < cells.size(); ++i) {
            line[size_t(cells[i])] = id;
            place[size_t(cells[i])] = int(i);
        }
    }
};

int randomBelow(std::mt19937_64& rng, int n)
{
    return int(std::uniform_int_distribution<int>(0, n - 1)(rng));
}

// A random path for an arrow from `start` adding up to `remaining` in 2..4
// cells, depth first over shuffled neighbours.
bool arrowPath(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
               const std::vector<std::uint8_t>& used, int remaining, std::vector<int>& path, const LineMap& lines,
               int& budget)
{
    if (--budget < 0)
        return false;
    const int last = path.back();
    remaining -= solution[size_t(last)];
    if (remaining < 0)
        return false;
    if (remaining == 0)
        return int(path.size()) >= kMinArrowCells;
    if (int(path.size()) >= kMaxArrowCells)
        return false;
    std::vector<int> next = kingNeighbours(last, size);
    std::shuffle(next.begin(), next.end(), rng);
    for (int cell : next) {
        if (used[size_t(cell)] || std::find(path.begin(), path.end(), cell) != path.end()
            || lines.crosses(last, cell, size, path))
            continue;
        path.push_back(cell);
        if (arrowPath(solution, size, rng, used, remaining, path, lines, budget))
            return true;
        path.pop_back();
    }
    return false;
}

// A random path from `path`'s last cell over unused neighbours that do not
// cross a drawn line, each step kept only when `fits(path, next)`, until
// it holds `length` cells or no step fits.
template <typename Fits>
void extendPath(int size, std::mt19937_64& rng, const std::vector<std::uint8_t>& used, const LineMap& lines,
                int length, std::vector<int>& path, Fits fits)
{
    while (int(path.size()) < length) {
        const int last = path.back();
        std::vector<int> next;
        for (int cell : kingNeighbours(last, size))
            if (!used[size_t(cell)] && std::find(path.begin(), path.end(), cell) == path.end()
                && !lines.crosses(last, cell, size, path) && fits(path, cell))
                next.push_back(cell);
        if (next.empty())
            return;
        path.push_back(next[size_t(randomBelow(rng, int(next.size())))]);
    }
}

// Random lines of minCells to maxCells cells that `fits` allows step by
// step and `keeps` allows whole, on unused cells (marked used when drawn),
// about `wanted` of them.
template <typename Fits, typename Keeps>
void placeLines(int size, std::mt19937_64& rng, std::vector<std::uint8_t>& used, int wanted, int minCells, int maxCells, Fits fits, Keeps keeps,
                const std::function<Constraint(std::vector<int>)>& make, std::vector<Constraint>& out)
{
    LineMap lines(size * size);
    int placed = 0;
    for (int tries = 0; tries < wanted * kTriesPerInstance && placed < wanted; ++tries) {
        const int start = randomBelow(rng, size * size);
        if (used[size_t(start)])
            continue;
        std::vector<int> path = {start};
        extendPath(size, rng, used, lines, minCells + randomBelow(rng, maxCells - minCells + 1), path, fits);
        // A line that stops early is cut back to its longest part that
        // `keeps` allows.
        while (int(path.size()) >= minCells && !keeps(path))
            path.pop_back();
        if (int(path.size()) < minCells)
            continue;
        for (int cell : path)
            used[size_t(cell)] = 1;
        lines.add(path, int(out.size()));
        out.push_back(make(std::move(path)));
        ++placed;
    }
}

} // namespace

void placeKropki(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                 std::vector<Constraint>& out)
{
    for (int cell = 0; cell < size * size; ++cell) {
        for (int other : {cell % size + 1 < size ? cell + 1 : -1, cell + size < size * size ? cell + size : -1}) {
            if (other < 0)
                continue;
            const int a = solution[size_t(cell)];
            const int b = solution[size_t(other)];
            const bool white = std::abs(a - b) == 1;
            const bool black = a == 2 * b || b == 2 * a;
            if (!white && !black)
                continue;
            const bool useBlack = black && (!white || randomBelow(rng, 2) == 1);
            out.push_back(Constraint{useBlack ? ConstraintKind::BlackDot : ConstraintKind::WhiteDot,
                                     {{cell, other}},
                                     {useBlack ? 2 : 1}});
        }
    }
    out.push_back(Constraint{ConstraintKind::NonConsecutive});
    out.push_back(Constraint{ConstraintKind::NegativeBlack});
}

void placeXV(const std::vector<std::uint8_t>& solution, int size, std::vector<Constraint>& out)
{
    for (int cell = 0; cell < size * size; ++cell) {
        for (int other : {cell % size + 1 < size ? cell + 1 : -1, cell + size < size * size ? cell + size : -1}) {
            if (other < 0)
                continue;
            const int sum = solution[size_t(cell)] + solution[size_t(other)];
            if (sum == 10 || sum == 5)
                out.push_back(Constraint{ConstraintKind::XV, {{cell, other}}, {sum}});
        }
    }
    out.push_back(Constraint{ConstraintKind::NegativeXV});
}

void placeThermometers(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                       std::vector<std::uint8_t>& used, std::vector<Constraint>& out)
{
    // About one and a half thermometers a row, so that few givens are left
    // (carving leaves the ones not needed). Measured on 9x9, 20 puzzles of
    // any level (2026-11-29): one a row left 9.9 givens in 67 ms median,
    // one and a half 6.0 in 163 ms, two 3.4 in 426 ms.
    const int wanted = size + size / 2 + randomBelow(rng, size / 2 + 1);
    LineMap lines(size * size);
    int placed = 0;
    for (int tries = 0; tries < wanted * kTriesPerInstance && placed < wanted; ++tries) {
        const int start = randomBelow(rng, size * size);
        if (used[size_t(start)] || solution[size_t(start)] > size - kMinThermoCells + 1)
            continue;
        const int length = kMinThermoCells + randomBelow(rng, kMaxThermoCells - kMinThermoCells + 1);
        std::vector<int> path = {start};
        while (int(path.size()) < length) {
            const int last = path.back();
            std::vector<int> next;
            for (int cell : kingNeighbours(last, size))
                if (!used[size_t(cell)] && solution[size_t(cell)] > solution[size_t(last)]
                    && std::find(path.begin(), path.end(), cell) == path.end()
                    && !lines.crosses(last, cell, size, path))
                    next.push_back(cell);
            if (next.empty())
                break;
            // Small rises keep the line going: the smallest next digit
            // half the time, any the other half.
            int pick = next[size_t(randomBelow(rng, int(next.size())))];
            if (randomBelow(rng, 2) == 0)
                pick = *std::min_element(next.begin(), next.end(), [&](int x, int y) {
                    return solution[size_t(x)] < solution[size_t(y)];
                });
            path.push_back(pick);
        }
        if (int(path.size()) < kMinThermoCells)
            continue;
        for (int cell : path)
            used[size_t(cell)] = 1;
        lines.add(path, int(out.size()));
        out.push_back(Constraint{ConstraintKind::Thermometer, {path}});
        ++placed;
    }
}

void placeArrows(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                 std::vector<std::uint8_t>& used, std::vector<Constraint>& out)
{
    const int wanted = size - 1 + randomBelow(rng, size / 3 + 1);
    LineMap lines(size * size);
    int placed = 0;
    for (int tries = 0; tries < wanted * kTriesPerInstance && placed < wanted; ++tries) {
        const int circle = randomBelow(rng, size * size);
        if (used[size_t(circle)] || solution[size_t(circle)] < 3)
            continue;
        std::vector<int> starts = kingNeighbours(circle, size);
        std::shuffle(starts.begin(), starts.end(), rng);
        std::vector<std::uint8_t> blocked = used;
        blocked[size_t(circle)] = 1;
        int budget = 400; // the search for a path is bounded: a circle without one is skipped
        for (int start : starts) {
            if (blocked[size_t(start)])
                continue;
            std::vector<int> path = {start};
            if (!arrowPath(solution, size, rng, blocked, solution[size_t(circle)], path, lines, budget))
                continue;
            used[size_t(circle)] = 1;
            for (int cell : path)
                used[size_t(cell)] = 1;
            std::vector<int> drawn = {circle};
            drawn.insert(drawn.end(), path.begin(), path.end());
            lines.add(drawn, int(out.size()));
            out.push_back(Constraint{ConstraintKind::Arrow, {{circle}, path}});
            ++placed;
            break;
        }
    }
}

void placeWhispers(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                   std::vector<std::uint8_t>& used, std::vector<Constraint>& out)
{
    const int gap = (size + 1) / 2;
    const auto fits = [&](const std::vector<int>& path, int next) {
        return std::abs(int(solution[size_t(next)]) - int(solution[size_t(path.back())])) >= gap;
    };
    const auto keeps = [](const std::vector<int>&) { return true; };
    placeLines(size, rng, used, size, kMinWhispersCells, kMaxWhispersCells, fits, keeps,
               [gap](std::vector<int> path) { return Constraint{ConstraintKind::Whispers, {std::move(path)}, {gap}}; },
               out);
}

void placeRenban(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                 std::vector<std::uint8_t>& used, std::vector<Constraint>& out)
{
    // Each step keeps the digits different and within a window no wider
    // than the longest line; the whole line must fill its window.
    const auto span = [&](const std::vector<int>& path, int extra) {
        int low = size + 1;
        int high = 0;
        for (int cell : path) {
            low = std::min(low, int(solution[size_t(cell)]));
            high = std::max(high, int(solution[size_t(cell)]));
        }
        if (extra >= 0) {
            low = std::min(low, int(solution[size_t(extra)]));
            high = std::max(high, int(solution[size_t(extra)]));
        }
        return high - low + 1;
    };
    const auto fits = [&](const std::vector<int>& path, int next) {
        for (int cell : path)
            if (solution[size_t(cell)] == solution[size_t(next)])
                return false;
        return span(path, next) <= kMaxRenbanCells;
    };
    const auto keeps = [&](const std::vector<int>& path) { return span(path, -1) == int(path.size()); };
    placeLines(size, rng, used, size - 2, kMinRenbanCells, std::min(kMaxRenbanCells, size), fits, keeps,
               [](std::vector<int> path) { return Constraint{ConstraintKind::Renban, {std::move(path)}}; }, out);
}

void placeParity(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                 const std::vector<std::uint8_t>& used, std::vector<Constraint>& out)
{
    std::vector<int> cells;
    for (int cell = 0; cell < size * size; ++cell)
        if (!used[size_t(cell)])
            cells.push_back(cell);
    std::shuffle(cells.begin(), cells.end(), rng);
    cells.resize(std::min(cells.size(), size_t(size * size / 3)));
    std::sort(cells.begin(), cells.end());
    for (int cell : cells)
        out.push_back(Constraint{solution[size_t(cell)] % 2 == 0 ? ConstraintKind::Even : ConstraintKind::Odd, {{cell}}});
}

bool isRemovableInstance(const Constraint& constraint)
{
    switch (constraint.kind) {
    case ConstraintKind::Thermometer:
    case ConstraintKind::Arrow:
    case ConstraintKind::Whispers:
    case ConstraintKind::Renban:
    case ConstraintKind::Even:
    case ConstraintKind::Odd: return true;
    default: return false;
    }
}

} // namespace pm::generate
