// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"

#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace pm {

// A set of digits 1..N (symbols 1..symbolCount()): bit d-1 stands for digit d.
using DigitMask = std::uint64_t;

constexpr DigitMask digitBit(int digit) { return DigitMask(1) << (digit - 1); }
constexpr DigitMask allDigits(int size) { return size >= 64 ? ~DigitMask(0) : (DigitMask(1) << size) - 1; }
// Population count written out (SWAR): std::popcount compiles to a libgcc
// call on baseline x86-64 (no POPCNT without -march flags), and that call
// was the top entry of the generic search's profile.
constexpr int digitCount(DigitMask mask)
{
    mask = mask - ((mask >> 1) & 0x5555555555555555ull);
    mask = (mask & 0x3333333333333333ull) + ((mask >> 2) & 0x3333333333333333ull);
    mask = (mask + (mask >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return int((mask * 0x0101010101010101ull) >> 56);
}
// The lowest digit in a non-empty mask.
constexpr int firstDigit(DigitMask mask) { return std::countr_zero(mask) + 1; }

// Two cells of one house (or of one killer cage) holding the same digit.
struct Conflict {
    int cellA;
    int cellB;
    int house; // index into Geometry::houses(); -1 for a cage clash
    int digit;
    int cage = -1; // index into Geometry::cages() for a cage clash
    bool operator==(const Conflict&) const = default;
};

// Values, candidates (pencil marks) and givens of every cell. Cheap to copy:
// three flat vectors and a shared geometry.
class Grid {
public:
    explicit Grid(std::shared_ptr<const Geometry> geometry = Geometry::classic());

    const Geometry& geometry() const { return *m_geometry; }
    const std::shared_ptr<const Geometry>& geometryPtr() const { return m_geometry; }
    int size() const { return m_geometry->size(); }
    int symbolCount() const { return m_geometry->symbolCount(); }
    int cellCount() const { return m_geometry->cellCount(); }

    int value(int cell) const { return m_values[cell]; } // 0 = empty
    void setValue(int cell, int digit) { m_values[cell] = std::uint8_t(digit); }
    bool isEmpty(int cell) const { return m_values[cell] == 0; }

    DigitMask candidates(int cell) const { return m_candidates[cell]; }
    void setCandidates(int cell, DigitMask mask) { m_candidates[cell] = mask; }

    bool isGiven(int cell) const { return m_givens[cell] != 0; }
    void setGiven(int cell, bool given) { m_givens[cell] = given ? 1 : 0; }

    int filledCount() const;
    int givenCount() const;
    bool isComplete() const { return filledCount() == cellCount(); }

    // Candidates of every empty cell become the digits no peer holds; a filled
    // cell's candidates become its own digit. This is "auto pencil marks".
    void fillCandidatesFromValues();
    // Every pair of equal values in a house, each pair once per house.
    // Houses only: callers (the board, the clash messages) index houses() with
    // Conflict::house, so cage clashes come from cageConflicts() until they
    // know about cages.
    std::vector<Conflict> conflicts() const;
    std::optional<Conflict> firstConflict() const;
    // Every pair of equal values in a killer cage (house -1, cage set).
    std::vector<Conflict> cageConflicts() const;
    // Cages whose digits add up to more than the sum, or, when full, to
    // anything but the sum (indices into Geometry::cages()).
    std::vector<int> brokenCageSums() const;
    // The cells of a house holding `digit`, in house order. More of them
    // than house.count is a clash: two in a classic house, four in a
    // MultiFour row. The one test of an overfull counted house (conflicts(),
    // the parser's clash message and the clash hint all read it).
    std::vector<int> cellsHolding(const House& house, int digit) const;

    const std::vector<std::uint8_t>& values() const { return m_values; }

    bool operator==(const Grid& other) const;

private:
    std::shared_ptr<const Geometry> m_geometry;
    std::vector<std::uint8_t> m_values;
    std::vector<DigitMask> m_candidates;
    std::vector<std::uint8_t> m_givens;
};

} // namespace pm
