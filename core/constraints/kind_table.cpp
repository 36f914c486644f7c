// SPDX-License-Identifier: GPL-3.0-or-later
// The kind table: one row per constraint kind (see constraint.h), and the
// checks every kind shares (cells on the grid, lines that do not jump).
#include "core/constraints/constraints_internal.h"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace pm {

namespace {

using namespace constraints;

// In ConstraintKind order (checked below and in tst_constraints).
const std::vector<ConstraintKindInfo> kKinds = {
    {ConstraintKind::Thermometer, "thermometer", "thermometer", checkThermometer, compileThermometer},
    {ConstraintKind::SlowThermometer, "slowthermometer", "slow thermometer", checkSlowThermometer,
     compileSlowThermometer},
    {ConstraintKind::Arrow, "arrow", "arrow", checkArrow, compileArrow},
    {ConstraintKind::WhiteDot, "difference", "white kropki dot", checkWhiteDot, compileWhiteDot},
    {ConstraintKind::BlackDot, "ratio", "black kropki dot", checkBlackDot, compileBlackDot},
    {ConstraintKind::XV, "xv", "XV", checkXV, compileXV},
    {ConstraintKind::Even, "even", "even cell", checkEven, compileEven},
    {ConstraintKind::Odd, "odd", "odd cell", checkOdd, compileOdd},
    {ConstraintKind::Minimum, "minimum", "minimum cell", checkMinimum, compileMinimum},
    {ConstraintKind::Maximum, "maximum", "maximum cell", checkMaximum, compileMaximum},
    {ConstraintKind::LittleKiller, "littlekillersum", "little killer", checkLittleKiller, compileLittleKiller},
    {ConstraintKind::Sandwich, "sandwichsum", "sandwich sum", checkSandwich, compileSandwich},
    {ConstraintKind::XSum, "xsum", "X-sum", checkXSum, compileXSum},
    {ConstraintKind::Skyscraper, "skyscraper", "skyscraper", checkSkyscraper, compileSkyscraper},
    {ConstraintKind::Whispers, "whispers", "whispers line", checkWhispers, compileWhispers},
    {ConstraintKind::Renban, "renban", "renban line", checkRenban, compileRenban},
    {ConstraintKind::Palindrome, "palindrome", "palindrome", checkPalindrome, compilePalindrome},
    {ConstraintKind::Clone, "clone", "clone", checkClone, compileClone},
    {ConstraintKind::BetweenLine, "betweenline", "between line", checkBetweenLine, compileBetweenLine},
    {ConstraintKind::Lockout, "lockout", "lockout line", checkLockout, compileLockout},
    {ConstraintKind::RegionSumLine, "regionsumline", "region-sum line", checkRegionSumLine, compileRegionSumLine},
    {ConstraintKind::EntropicLine, "entropicline", "entropic line", checkEntropicLine, compileEntropicLine},
    {ConstraintKind::ModularLine, "modularline", "modular line", checkModularLine, compileModularLine},
    {ConstraintKind::ZipperLine, "zipperline", "zipper line", checkZipperLine, compileZipperLine},
    {ConstraintKind::Quadruple, "quadruple", "quadruple", checkQuadruple, compileQuadruple},
    {ConstraintKind::Distinct, "killercage", "cells with distinct digits", checkDistinct, compileDistinct},
    {ConstraintKind::AllowedDigits, "givenPencilMarks", "candidates given as a rule", checkAllowedDigits,
     compileAllowedDigits},
    {ConstraintKind::RowIndexer, "rowindexer", "row indexer", checkRowIndexer, compileRowIndexer},
    {ConstraintKind::ColumnIndexer, "columnindexer", "column indexer", checkColumnIndexer, compileColumnIndexer},
    {ConstraintKind::BoxIndexer, "boxindexer", "box indexer", checkBoxIndexer, compileBoxIndexer},
    {ConstraintKind::AntiKnight, "antiknight", "anti-knight", checkAntiKnight, compileAntiKnight},
    {ConstraintKind::AntiKing, "antiking", "anti-king", checkAntiKing, compileAntiKing},
    {ConstraintKind::NonConsecutive, "nonconsecutive", "non-consecutive", checkNonConsecutive,
     compileNonConsecutive},
    {ConstraintKind::DisjointGroups, "disjointgroups", "disjoint groups", checkDisjointGroups,
     compileDisjointGroups},
    {ConstraintKind::NegativeBlack, "negative", "no black dot (all given)", checkNegativeBlack,
     compileNegativeBlack},
    {ConstraintKind::NegativeXV, "negative", "no X or V (all given)", checkNegativeXV, compileNegativeXV},
};

bool tableInKindOrder()
{
    for (std::size_t i = 0; i < kKinds.size(); ++i)
        if (std::size_t(kKinds[i].kind) != i)
            return false;
    return true;
}

bool isSwitch(ConstraintKind kind)
{
    return kind >= ConstraintKind::AntiKnight;
}

bool isLineKind(ConstraintKind kind)
{
    switch (kind) {
    case ConstraintKind::Thermometer:
    case ConstraintKind::SlowThermometer:
    case ConstraintKind::Arrow:
    case ConstraintKind::Whispers:
    case ConstraintKind::Renban:
    case ConstraintKind::Palindrome:
    case ConstraintKind::BetweenLine:
    case ConstraintKind::Lockout:
    case ConstraintKind::RegionSumLine:
    case ConstraintKind::EntropicLine:
    case ConstraintKind::ModularLine:
    case ConstraintKind::ZipperLine: return true;
    default: return false;
    }
}

std::string cellName(int cell, int size)
{
    return "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
}

} // namespace

const ConstraintKindInfo& constraintKindInfo(ConstraintKind kind)
{
    static const bool ordered = tableInKindOrder();
    (void)ordered;
    return kKinds[std::size_t(kind)];
}

const std::vector<ConstraintKindInfo>& constraintKinds()
{
    return kKinds;
}

bool isCellSetKind(ConstraintKind kind)
{
    switch (kind) {
    case ConstraintKind::WhiteDot:
    case ConstraintKind::BlackDot:
    case ConstraintKind::XV:
    case ConstraintKind::Even:
    case ConstraintKind::Odd:
    case ConstraintKind::Minimum:
    case ConstraintKind::Maximum:
    case ConstraintKind::Quadruple:
    case ConstraintKind::Distinct:
    case ConstraintKind::RowIndexer:
    case ConstraintKind::ColumnIndexer:
    case ConstraintKind::BoxIndexer: return true;
    default: return false;
    }
}

// Low, middle and high thirds of 1..size (size a multiple of 3), or the
// remainder modulo 3.
int lineDigitClass(ConstraintKind kind, int digit, int size)
{
    return kind == ConstraintKind::ModularLine ? digit % 3 : (digit - 1) * 3 / size;
}

std::vector<int> orthogonalNeighbours(int cell, int size)
{
    std::vector<int> around;
    const int r = cell / size;
    const int col = cell % size;
    if (r > 0)
        around.push_back(cell - size);
    if (r + 1 < size)
        around.push_back(cell + size);
    if (col > 0)
        around.push_back(cell - 1);
    if (col + 1 < size)
        around.push_back(cell + 1);
    return around;
}

std::vector<int> constraintCells(const Constraint& constraint)
{
    std::vector<int> cells;
    for (const auto& line : constraint.lines)
        cells.insert(cells.end(), line.begin(), line.end());
    return cells;
}

std::optional<std::string> validateConstraint(const Constraint& constraint, int size)
{
    const ConstraintKind kind = constraint.kind;
    if (std::size_t(kind) >= kKinds.size())
        return "an unknown kind";
    if (isSwitch(kind))
        return constraint.lines.empty() ? std::nullopt : std::optional<std::string>("a rule of the whole grid takes no cells");
    if (constraint.lines.empty())
        return std::string("no cells");
    for (const auto& line : constraint.lines) {
        if (line.empty())
            return std::string("an empty line");
        for (int cell : line)
            if (cell < 0 || cell >= size * size)
                return "cell " + std::to_string(cell) + " is outside the " + std::to_string(size) + "x"
                     + std::to_string(size) + " grid";
    }
    if (isLineKind(kind)) {
        for (const auto& line : constraint.lines) {
            if (kind == ConstraintKind::Arrow && &line == &constraint.lines.front())
                continue; // the circle or pill
            for (std::size_t i = 1; i < line.size(); ++i) {
                const int dr = std::abs(line[i] / size - line[i - 1] / size);
                const int dc = std::abs(line[i] % size - line[i - 1] % size);
                if (dr > 1 || dc > 1 || (dr == 0 && dc == 0))
                    return "the line jumps from " + cellName(line[i - 1], size) + " to " + cellName(line[i], size)
                         + ", which do not touch";
            }
        }
    }
    const auto needValues = [&](std::size_t count) -> std::optional<std::string> {
        if (constraint.values.size() != count)
            return "needs " + std::to_string(count) + (count == 1 ? " value" : " values");
        return std::nullopt;
    };
    switch (kind) {
    case ConstraintKind::Arrow:
        if (constraint.lines.size() < 2)
            return std::string("an arrow needs a circle and at least one line");
        if (constraint.lines.front().size() > 3)
            return std::string("a pill of more than three cells");
        break;
    case ConstraintKind::WhiteDot:
    case ConstraintKind::BlackDot:
    case ConstraintKind::XV: {
        if (constraint.lines.size() != 1 || constraint.lines[0].size() != 2)
            return std::string("a dot is on two cells");
        const int a = constraint.lines[0][0];
        const int b = constraint.lines[0][1];
        const int distance = std::abs(a / size - b / size) + std::abs(a % size - b % size);
        if (distance != 1)
            return cellName(a, size) + " and " + cellName(b, size) + " do not share an edge";
        if (auto wrong = needValues(1))
            return wrong;
        if (constraint.values[0] < (kind == ConstraintKind::WhiteDot ? 0 : 1))
            return std::string("a dot's value must be positive");
        break;
    }
    case ConstraintKind::LittleKiller:
    case ConstraintKind::Sandwich:
    case ConstraintKind::XSum:
    case ConstraintKind::Skyscraper:
    case ConstraintKind::Whispers:
    case ConstraintKind::Lockout:
        if (auto wrong = needValues(1))
            return wrong;
        if (constraint.values[0] < 0)
            return std::string("a negative value");
        break;
    case ConstraintKind::Clone:
        if (constraint.lines.size() != 2 || constraint.lines[0].size() != constraint.lines[1].size())
            return std::string("a clone needs two sets of cells of the same size");
        break;
    case ConstraintKind::AllowedDigits:
        if (constraint.lines.size() != 1 || constraint.lines[0].size() != 1 || constraint.values.empty())
            return std::string("candidates given for one cell, at least one digit");
        for (int digit : constraint.values)
            if (digit < 1 || digit > size)
                return "a given candidate " + std::to_string(digit) + " is outside 1.." + std::to_string(size);
        break;
    case ConstraintKind::Quadruple:
        if (constraint.values.empty() || constraint.values.size() > constraint.lines[0].size())
            return std::string("a quadruple holds 1 to 4 digits");
        for (int digit : constraint.values)
            if (digit < 1 || digit > size)
                return "a quadruple's digit " + std::to_string(digit) + " is outside 1.." + std::to_string(size);
        break;
    default: break;
    }
    return std::nullopt;
}

std::vector<int> brokenConstraintCells(const Geometry& geometry, const std::vector<std::uint8_t>& values)
{
    std::vector<int> broken;
    for (const Constraint& constraint : geometry.constraints())
        constraintKindInfo(constraint.kind).check(constraint, geometry, values, broken);
    std::sort(broken.begin(), broken.end());
    broken.erase(std::unique(broken.begin(), broken.end()), broken.end());
    return broken;
}

std::vector<BrokenConstraint> brokenConstraints(const Geometry& geometry, const std::vector<std::uint8_t>& values)
{
    std::vector<BrokenConstraint> out;
    const std::vector<Constraint>& constraints = geometry.constraints();
    for (std::size_t index = 0; index < constraints.size(); ++index) {
        std::vector<int> cells;
        constraintKindInfo(constraints[index].kind).check(constraints[index], geometry, values, cells);
        if (cells.empty())
            continue;
        std::sort(cells.begin(), cells.end());
        cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
        out.push_back({int(index), std::move(cells)});
    }
    return out;
}

bool constraintHolds(const Geometry& geometry, int index, const std::vector<std::uint8_t>& values)
{
    std::vector<int> broken;
    const Constraint& constraint = geometry.constraints()[std::size_t(index)];
    constraintKindInfo(constraint.kind).check(constraint, geometry, values, broken);
    return broken.empty();
}

std::string describeConstraintKinds(const std::vector<Constraint>& constraints)
{
    std::vector<std::string_view> names;
    for (const ConstraintKindInfo& info : kKinds)
        if (std::any_of(constraints.begin(), constraints.end(),
                        [&](const Constraint& constraint) { return constraint.kind == info.kind; }))
            names.push_back(info.description);
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            text += i + 1 == names.size() ? " and " : ", ";
        text += names[i];
    }
    return text;
}

namespace constraints {

bool linearCanHold(const std::vector<int>& cells, const std::vector<int>& coefficients, int target, int size,
                   const Values& values)
{
    long low = 0;
    long high = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const long c = coefficients[i];
        const int digit = values[std::size_t(cells[i])];
        if (digit != 0) {
            low += c * digit;
            high += c * digit;
        } else {
            low += std::min(c, c * size);
            high += std::max(c, c * size);
        }
    }
    return low <= target && target <= high;
}

std::vector<std::pair<int, int>> orthogonalPairs(int size)
{
    std::vector<std::pair<int, int>> pairs;
    for (int cell = 0; cell < size * size; ++cell) {
        if (cell % size + 1 < size)
            pairs.push_back({cell, cell + 1});
        if (cell / size + 1 < size)
            pairs.push_back({cell, cell + size});
    }
    return pairs;
}

bool pairMarked(const std::vector<Constraint>& constraints, int a, int b, std::initializer_list<ConstraintKind> kinds)
{
    for (const Constraint& constraint : constraints) {
        if (std::find(kinds.begin(), kinds.end(), constraint.kind) == kinds.end())
            continue;
        const auto& cells = constraint.lines[0];
        if ((cells[0] == a && cells[1] == b) || (cells[0] == b && cells[1] == a))
            return true;
    }
    return false;
}

void checkPairs(const std::vector<std::pair<int, int>>& pairs, const Values& values, bool (*allowed)(int, int, int),
                int parameter, std::vector<int>& broken)
{
    for (const auto& [a, b] : pairs) {
        const int x = values[std::size_t(a)];
        const int y = values[std::size_t(b)];
        if (x != 0 && y != 0 && !allowed(x, y, parameter)) {
            broken.push_back(a);
            broken.push_back(b);
        }
    }
}

void checkPairsWithEmpty(const std::vector<std::pair<int, int>>& pairs, const Values& values,
                         bool (*allowed)(int, int, int), int parameter, int symbols, std::vector<int>& broken)
{
    checkPairs(pairs, values, allowed, parameter, broken);
    for (const auto& [a, b] : pairs) {
        const int x = values[std::size_t(a)];
        const int y = values[std::size_t(b)];
        if ((x == 0) == (y == 0))
            continue;
        bool matched = false;
        for (int other = 1; other <= symbols && !matched; ++other)
            matched = x != 0 ? allowed(x, other, parameter) : allowed(other, y, parameter);
        if (!matched)
            broken.push_back(x != 0 ? a : b);
    }
}

} // namespace constraints

} // namespace pm
