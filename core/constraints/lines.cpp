// SPDX-License-Identifier: GPL-3.0-or-later
// Lines whose rule is between neighbours or pairs on the line: thermometers,
// whispers, palindromes, clones, entropic and modular lines; and the lines
// whose rule is about the whole line: renban, between and lockout lines.
#include "core/constraints/constraints_internal.h"

#include <algorithm>
#include <cstdlib>

namespace pm::constraints {

namespace {

bool differsBy(int a, int b, int least) { return std::abs(a - b) >= least; }
bool equal(int a, int b, int) { return a == b; }
bool otherThird(int a, int b, int size)
{
    return lineDigitClass(ConstraintKind::EntropicLine, a, size) != lineDigitClass(ConstraintKind::EntropicLine, b, size);
}
bool otherResidue(int a, int b, int size)
{
    return lineDigitClass(ConstraintKind::ModularLine, a, size) != lineDigitClass(ConstraintKind::ModularLine, b, size);
}

// Every pair (line[i], line[j]) with j - i == distance.
std::vector<std::pair<int, int>> pairsAt(const std::vector<int>& line, std::size_t distance)
{
    std::vector<std::pair<int, int>> pairs;
    for (std::size_t i = 0; i + distance < line.size(); ++i)
        pairs.push_back({line[i], line[i + distance]});
    return pairs;
}

// checkPairs over pairsAt(line, distance) without building the pairs: the
// constraint searches call a check once per digit tried.
void checkPairsAt(const std::vector<int>& line, std::size_t distance, const Values& values,
                  bool (*allowed)(int, int, int), int parameter, std::vector<int>& broken)
{
    for (std::size_t i = 0; i + distance < line.size(); ++i) {
        const int x = values[std::size_t(line[i])];
        const int y = values[std::size_t(line[i + distance])];
        if (x != 0 && y != 0 && !allowed(x, y, parameter)) {
            broken.push_back(line[i]);
            broken.push_back(line[i + distance]);
        }
    }
}

void compilePairs(const std::vector<std::pair<int, int>>& pairs, bool (*allowed)(int, int, int), int parameter,
                  PropagatorSink& sink)
{
    for (const auto& [a, b] : pairs)
        sink.relation(a, b, [allowed, parameter](int x, int y) { return allowed(x, y, parameter); });
}

// A thermometer: every later cell at least `step` per position above an
// earlier one (step 1 strict, 0 slow). All pairs, not only neighbours: the
// search's pair tables then see that r1c1=7 leaves 9 for the cell two on.
void checkRising(const Constraint& constraint, const Geometry& geometry, const Values& values, int step,
                 std::vector<int>& broken)
{
    const int size = geometry.size();
    for (const auto& line : constraint.lines) {
        const int length = int(line.size());
        for (int i = 0; i < length; ++i) {
            const int a = values[std::size_t(line[i])];
            if (a == 0)
                continue;
            if (a < 1 + step * i || a > size - step * (length - 1 - i))
                broken.push_back(line[i]);
            for (int j = i + 1; j < length; ++j) {
                const int b = values[std::size_t(line[j])];
                if (b != 0 && b - a < step * (j - i)) {
                    broken.push_back(line[i]);
                    broken.push_back(line[j]);
                }
            }
        }
    }
}

void compileRising(const Constraint& constraint, const Geometry& geometry, int step, PropagatorSink& sink)
{
    const int size = geometry.size();
    for (const auto& line : constraint.lines) {
        const int length = int(line.size());
        for (int i = 0; i < length; ++i) {
            ConstraintDigits allowed = 0;
            for (int d = 1 + step * i; d <= size - step * (length - 1 - i); ++d)
                allowed |= ConstraintDigits(1) << (d - 1);
            sink.unary(line[i], allowed);
            for (int j = i + 1; j < length; ++j) {
                if (line[i] == line[j])
                    continue;
                const int gap = step * (j - i);
                sink.relation(line[i], line[j], [gap, step](int a, int b) { return step ? b - a >= gap : b >= a; });
            }
        }
    }
}

} // namespace

void checkThermometer(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkRising(c, g, v, 1, broken);
}

void compileThermometer(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    compileRising(c, g, 1, sink);
}

void checkSlowThermometer(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkRising(c, g, v, 0, broken);
}

void compileSlowThermometer(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    compileRising(c, g, 0, sink);
}

void checkWhispers(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    for (const auto& line : c.lines)
        checkPairsWithEmpty(pairsAt(line, 1), v, differsBy, c.values[0], g.symbolCount(), broken);
}

void compileWhispers(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    for (const auto& line : c.lines)
        compilePairs(pairsAt(line, 1), differsBy, c.values[0], sink);
}

void checkPalindrome(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    for (const auto& line : c.lines)
        for (std::size_t i = 0; i < line.size() / 2; ++i) {
            const int a = line[i];
            const int b = line[line.size() - 1 - i];
            if (v[std::size_t(a)] && v[std::size_t(b)] && v[std::size_t(a)] != v[std::size_t(b)]) {
                broken.push_back(a);
                broken.push_back(b);
            }
        }
}

void compilePalindrome(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    for (const auto& line : c.lines)
        for (std::size_t i = 0; i < line.size() / 2; ++i)
            if (line[i] != line[line.size() - 1 - i])
                compilePairs({{line[i], line[line.size() - 1 - i]}}, equal, 0, sink);
}

void checkClone(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    for (std::size_t i = 0; i < c.lines[0].size(); ++i)
        checkPairs({{c.lines[0][i], c.lines[1][i]}}, v, equal, 0, broken);
}

void compileClone(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    for (std::size_t i = 0; i < c.lines[0].size(); ++i)
        if (c.lines[0][i] != c.lines[1][i])
            compilePairs({{c.lines[0][i], c.lines[1][i]}}, equal, 0, sink);
}

// Entropic and modular lines: any three cells in a row hold one digit of
// each class, that is, cells one or two apart are of different classes.
void checkEntropicLine(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    for (const auto& line : c.lines)
        for (std::size_t distance : {1u, 2u})
            checkPairsAt(line, distance, v, otherThird, g.size(), broken);
}

void compileEntropicLine(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    for (const auto& line : c.lines)
        for (std::size_t distance : {1u, 2u})
            compilePairs(pairsAt(line, distance), otherThird, g.size(), sink);
}

void checkModularLine(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    for (const auto& line : c.lines)
        for (std::size_t distance : {1u, 2u})
            checkPairsAt(line, distance, v, otherResidue, 0, broken);
}

void compileModularLine(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    for (const auto& line : c.lines)
        for (std::size_t distance : {1u, 2u})
            compilePairs(pairsAt(line, distance), otherResidue, 0, sink);
}

// Renban: distinct digits that span at most (cells - 1). No allocation on
// the way (the constraint searches call this once per digit tried): a cell
// a line visits twice counts once.
void checkRenban(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    for (const auto& line : c.lines) {
        int low = 1 << 20;
        int high = 0;
        int unique = 0;
        std::uint64_t seen = 0;
        bool wrong = false;
        for (std::size_t i = 0; i < line.size(); ++i) {
            if (std::find(line.begin(), line.begin() + std::ptrdiff_t(i), line[i]) != line.begin() + std::ptrdiff_t(i))
                continue; // visited before
            ++unique;
            const int d = v[std::size_t(line[i])];
            if (d == 0)
                continue;
            const std::uint64_t bit = std::uint64_t(1) << (d - 1);
            wrong = wrong || (seen & bit);
            seen |= bit;
            low = std::min(low, d);
            high = std::max(high, d);
        }
        if (wrong || (seen && high - low > unique - 1)) {
            std::vector<int> cells = line;
            std::sort(cells.begin(), cells.end());
            cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
            reportAll(cells, broken);
        }
    }
}

void compileRenban(const Constraint& c, int index, const Geometry&, PropagatorSink& sink)
{
    for (const auto& line : c.lines) {
        sink.distinct(line);
        sink.special(index, line);
    }
}

// Between lines: the inner cells strictly between the two ends.
void checkBetweenLine(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    for (const auto& line : c.lines) {
        if (line.size() < 3)
            continue;
        const int a = v[std::size_t(line.front())];
        const int b = v[std::size_t(line.back())];
        if (a == 0 || b == 0)
            continue;
        const int low = std::min(a, b);
        const int high = std::max(a, b);
        if (high - low < 2) {
            broken.push_back(line.front());
            broken.push_back(line.back());
        }
        for (std::size_t i = 1; i + 1 < line.size(); ++i) {
            const int d = v[std::size_t(line[i])];
            if (d != 0 && (d <= low || d >= high))
                broken.push_back(line[i]);
        }
    }
}

void compileBetweenLine(const Constraint& c, int index, const Geometry&, PropagatorSink& sink)
{
    for (const auto& line : c.lines) {
        if (line.size() < 3)
            continue;
        compilePairs({{line.front(), line.back()}}, differsBy, 2, sink);
        sink.special(index, line);
    }
}

// Lockout lines: the ends (diamonds) differ by at least the value, and no
// inner digit lies between them, ends included.
void checkLockout(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    for (const auto& line : c.lines) {
        const int a = v[std::size_t(line.front())];
        const int b = v[std::size_t(line.back())];
        if (a == 0 || b == 0)
            continue;
        if (std::abs(a - b) < c.values[0]) {
            broken.push_back(line.front());
            broken.push_back(line.back());
        }
        for (std::size_t i = 1; i + 1 < line.size(); ++i) {
            const int d = v[std::size_t(line[i])];
            if (d != 0 && d >= std::min(a, b) && d <= std::max(a, b))
                broken.push_back(line[i]);
        }
    }
}

void compileLockout(const Constraint& c, int index, const Geometry&, PropagatorSink& sink)
{
    for (const auto& line : c.lines) {
        if (line.front() != line.back())
            compilePairs({{line.front(), line.back()}}, differsBy, c.values[0], sink);
        if (line.size() >= 3)
            sink.special(index, line);
    }
}

} // namespace pm::constraints
