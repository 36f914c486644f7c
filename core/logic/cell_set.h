// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"
#include "core/grid.h"

#include <array>
#include <bit>
#include <cstdint>

namespace pm::logic {

// A set of cells of one grid, as bits: cell i is bit (i % 64) of word i / 64.
//
//   word 0: cells 0..63    word 1: cells 64..127   ...   (9x9: two words)
//
// Capacity is the largest grid (64x64 = 4096 cells); operations touch only
// the words the grid uses, so a 9x9 set costs two word operations.
class CellSet {
public:
    static constexpr int kMaxWords = Geometry::kMaxSize * Geometry::kMaxSize / 64;

    CellSet() = default;
    explicit CellSet(int words) : m_words(words)
    {
        if (words == 2) {
            m_bits[0] = m_bits[1] = 0;
            return;
        }
        for (int i = 0; i < words; ++i)
            m_bits[i] = 0;
    }
    CellSet(int words, const std::uint64_t* bits) : m_words(words) { copyWords(bits); }
    // Copies only the words in use: the default copy moved all 512 bytes,
    // and set temporaries are everywhere in the finders.
    CellSet(const CellSet& other) : m_words(other.m_words) { copyWords(other.m_bits.data()); }
    CellSet& operator=(const CellSet& other)
    {
        m_words = other.m_words;
        copyWords(other.m_bits.data());
        return *this;
    }

    static CellSet peersOf(const Geometry& g, int cell) { return CellSet(g.wordCount(), g.peerWords(cell)); }
    static CellSet houseOf(const Geometry& g, int house) { return CellSet(g.wordCount(), g.houseWords(house)); }

    void insert(int cell) { m_bits[cell >> 6] |= std::uint64_t(1) << (cell & 63); }
    void erase(int cell) { m_bits[cell >> 6] &= ~(std::uint64_t(1) << (cell & 63)); }
    bool contains(int cell) const { return (m_bits[cell >> 6] >> (cell & 63)) & 1; }

    bool empty() const
    {
        for (int i = 0; i < m_words; ++i)
            if (m_bits[i])
                return false;
        return true;
    }
    int count() const
    {
        int total = 0;
        for (int i = 0; i < m_words; ++i)
            total += digitCount(m_bits[i]); // SWAR: std::popcount is a libgcc call here
        return total;
    }
    // The lowest cell, or -1 when empty.
    int first() const
    {
        for (int i = 0; i < m_words; ++i)
            if (m_bits[i])
                return i * 64 + std::countr_zero(m_bits[i]);
        return -1;
    }
    bool intersects(const CellSet& other) const
    {
        for (int i = 0; i < m_words; ++i)
            if (m_bits[i] & other.m_bits[i])
                return true;
        return false;
    }
    bool isSubsetOf(const CellSet& other) const
    {
        for (int i = 0; i < m_words; ++i)
            if (m_bits[i] & ~other.m_bits[i])
                return false;
        return true;
    }

    CellSet& operator&=(const CellSet& o)
    {
        for (int i = 0; i < m_words; ++i)
            m_bits[i] &= o.m_bits[i];
        return *this;
    }
    CellSet& operator|=(const CellSet& o)
    {
        for (int i = 0; i < m_words; ++i)
            m_bits[i] |= o.m_bits[i];
        return *this;
    }
    CellSet& subtract(const CellSet& o)
    {
        for (int i = 0; i < m_words; ++i)
            m_bits[i] &= ~o.m_bits[i];
        return *this;
    }
    friend CellSet operator&(CellSet a, const CellSet& b) { return a &= b; }
    friend CellSet operator|(CellSet a, const CellSet& b) { return a |= b; }
    friend CellSet operator-(CellSet a, const CellSet& b) { return a.subtract(b); }
    bool operator==(const CellSet& o) const
    {
        if (m_words != o.m_words)
            return false;
        for (int i = 0; i < m_words; ++i)
            if (m_bits[i] != o.m_bits[i])
                return false;
        return true;
    }

    // Calls f(cell) for every cell, ascending.
    template <typename F>
    void forEach(F&& f) const
    {
        for (int i = 0; i < m_words; ++i)
            for (std::uint64_t w = m_bits[i]; w; w &= w - 1)
                f(i * 64 + std::countr_zero(w));
    }

private:
    // 9x9 (two words) inline: the loop of any length became a call to
    // memmove, 2.5% of a rating run by itself.
    void copyWords(const std::uint64_t* bits)
    {
        if (m_words == 2) {
            m_bits[0] = bits[0];
            m_bits[1] = bits[1];
            return;
        }
        for (int i = 0; i < m_words; ++i)
            m_bits[i] = bits[i];
    }

    int m_words = 0;
    // Only the first m_words are ever read or written, so they alone are
    // initialised: zeroing all 512 bytes per set cost more than the set
    // algebra itself on 9x9.
    std::array<std::uint64_t, kMaxWords> m_bits;
};

} // namespace pm::logic
