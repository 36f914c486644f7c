// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/cell_set.h"
#include "core/logic/step.h"

#include "core/grid.h"

#include <memory>
#include <span>
#include <stop_token>
#include <utility>
#include <vector>

namespace pm::logic {

// Everything a finder reads: the candidate state and views derived from it,
// built once per search for the next step. Finders never change the grid.
//
// The state is a Grid whose values are placed digits and whose candidates are
// the pencil marks of empty cells (a player's own, or the solver's).
class LogicContext {
public:
    LogicContext(const Grid& grid, bool uniquenessKnown, std::stop_token stop = {});

    // Re-reads the grid given to the constructor after it changed (the next
    // step of a path): keeps the allocations, drops every shared structure,
    // and moves on the stamps of what changed (below).
    void refresh();

    const Grid& grid() const { return m_grid; }
    const Geometry& geometry() const { return m_geometry; }
    int size() const { return m_size; }
    // The symbols 1..symbolCount() a cell can hold: size() except on counted
    // shapes (MultiFour: 4 symbols on 12x12).
    int symbolCount() const { return m_geometry.symbolCount(); }
    // How often every symbol appears in a house: 1, or the line count of a
    // counted shape's rows and columns.
    int houseCount(int house) const { return m_geometry.houses()[size_t(house)].count; }
    int cellCount() const { return m_geometry.cellCount(); }
    bool uniquenessKnown() const { return m_uniquenessKnown; }
    bool stopRequested() const { return m_stop.stop_requested(); }
    std::stop_token stopToken() const { return m_stop; }

    bool isEmpty(int cell) const { return m_grid.value(cell) == 0; }
    // Candidates of an empty cell; 0 for a filled one.
    DigitMask candidates(int cell) const { return m_grid.value(cell) ? 0 : m_grid.candidates(cell); }
    bool hasCandidate(int cell, int digit) const { return candidates(cell) & digitBit(digit); }

    // Empty cells holding digit as a candidate.
    const CellSet& cellsWith(int digit) const { return m_cellsWith[digit]; }
    // The same as geometry().wordCount() raw words (cell i is bit i%64 of word
    // i/64), for loops where copying CellSets would cost more than the work.
    const std::uint64_t* cellsWithWords(int digit) const { return &m_withWords[size_t(digit) * m_geometry.wordCount()]; }
    const CellSet& emptyCells() const { return m_emptyCells; }
    // Empty cells with exactly two candidates.
    const CellSet& bivalueCells() const { return m_bivalue; }
    CellSet peersOf(int cell) const { return CellSet::peersOf(m_geometry, cell); }
    CellSet houseCells(int house) const { return CellSet::houseOf(m_geometry, house); }
    CellSet emptySet() const { return CellSet(m_geometry.wordCount()); }

    // Where digit can go in a house: bit i stands for house.cells[i].
    std::uint64_t positions(int house, int digit) const { return m_positions[size_t(house) * (m_size + 1) + digit]; }
    // Digits already placed in a house.
    DigitMask placedIn(int house) const { return m_placed[house]; }
    // Candidates of digit in a house as a cell set.
    CellSet cellsWithIn(int house, int digit) const { return m_cellsWith[digit] & houseCells(house); }

    // Houses by kind, for finders that treat lines and boxes differently.
    std::span<const int> lineHouses() const { return m_lines; } // rows then columns
    std::span<const int> boxHouses() const { return m_boxes; }  // boxes or jigsaw regions
    std::span<const int> extraHouses() const { return m_extras; } // diagonals, centre-dot, windows
    // Every house that contains all the given cells (at most a few).
    std::vector<int> commonHouses(const CellSet& cells) const;

    // A structure derived from this state that several finders use (the ALS
    // table, a chain search), built by the first finder that asks and kept
    // for the rest of the search: the context lives for one nextStep(), and
    // the state cannot change under it. T names the kind (a finder file's
    // own type); key tells variants of one kind apart.
    template <typename T, typename Build>
    const T& shared(int key, Build&& build) const
    {
        const void* const tag = &kSharedTag<T>;
        for (const SharedEntry& entry : m_shared)
            if (entry.tag == tag && entry.key == key)
                return *static_cast<const T*>(entry.object.get());
        auto object = std::make_shared<const T>(build());
        const T& result = *object;
        m_shared.push_back({tag, key, std::move(object)});
        return result;
    }

    // Stamps of what parts of the state read, for finders whose search falls
    // into parts that each read only a digit's candidates and placements, or
    // a house's cells. A stamp changes exactly when what it covers changed at
    // a refresh(), to a value above every earlier stamp: so the largest of
    // several stamps covers them all.
    //
    // Along a path, every step runs the whole catalogue again until one
    // finder finds something; most finders then search parts the last step
    // never touched (a few candidates of one digit went). A part that found
    // nothing is noted with its stamp, and found nothing again until the
    // stamp moves: the same search of the same candidates. The path is the
    // path without the notes, step for step.
    std::uint64_t digitStamp(int digit) const { return m_digitStamps[size_t(digit)]; }
    std::uint64_t houseStamp(int house) const { return m_houseStamps[size_t(house)]; }
    // The house's stamp and those of every house meeting it in two or more
    // cells, in one: what a subset of its cells can see (a locked pair's box
    // and line).
    std::uint64_t meetingStamp(int house) const;
    // Whether part `part` of technique's search found nothing when its
    // stamp was `stamp`.
    bool foundNothing(Technique technique, int part, std::uint64_t stamp) const
    {
        const auto& parts = m_nothingAt[size_t(technique)];
        return size_t(part) < parts.size() && parts[size_t(part)] == stamp;
    }
    // Notes that part `part` found nothing at `stamp`; only a search that
    // ran to its end (not cut short by the stop token) may say so.
    void noteNothing(Technique technique, int part, std::uint64_t stamp) const
    {
        auto& parts = m_nothingAt[size_t(technique)];
        if (size_t(part) >= parts.size())
            parts.resize(size_t(part) + 1, 0);
        parts[size_t(part)] = stamp;
    }

private:
    // One address per kind T. A static inside shared() would be one per
    // (T, Build), and every finder passes a lambda of its own type: Nice
    // Loop and AIC, which ask for the same chain search, each built it.
    template <typename T>
    static constexpr char kSharedTag = 0;

    void updateStamps();
    void rebuildAll();
    void rebuildHouse(int house);

    struct SharedEntry {
        const void* tag;
        int key;
        std::shared_ptr<const void> object;
    };

    const Grid& m_grid;
    const Geometry& m_geometry;
    int m_size;
    bool m_uniquenessKnown;
    std::stop_token m_stop;
    std::vector<CellSet> m_cellsWith; // index 1..N
    std::vector<std::uint64_t> m_withWords;
    CellSet m_emptyCells;
    CellSet m_bivalue;
    std::vector<std::uint64_t> m_positions;
    std::vector<DigitMask> m_placed;
    std::vector<int> m_lines;
    std::vector<int> m_boxes;
    std::vector<int> m_extras;
    mutable std::vector<SharedEntry> m_shared;
    // Stamps (0: never refreshed; refresh n stamps what changed with n).
    std::uint64_t m_refreshes = 0;
    std::vector<std::uint64_t> m_digitStamps;
    std::vector<std::uint64_t> m_houseStamps;
    std::vector<std::uint8_t> m_seenValues;  // per cell, as last refreshed
    std::vector<DigitMask> m_seenCandidates; // per cell, 0 when filled
    std::vector<std::pair<int, DigitMask>> m_changed; // cells changed at the last refresh, with their candidates before
    mutable std::vector<std::vector<int>> m_meetings; // house -> houses meeting it in 2+ cells; on first use
    mutable std::vector<std::vector<std::uint64_t>> m_nothingAt; // technique -> part -> stamp
};

// Where finders put what they find. add() returns false when the caller
// wants no more steps (the first one is enough for a hint).
class StepSink {
public:
    virtual ~StepSink() = default;
    virtual bool add(Step step) = 0;
};

using FinderFunction = void (*)(const LogicContext&, StepSink&);

struct FinderEntry {
    Technique technique;
    FinderFunction find;
};

// Passes steps on, counting them: a finder noting the parts of its search
// that found nothing (LogicContext::noteNothing) tells so whether one did.
class CountingSink : public StepSink {
public:
    explicit CountingSink(StepSink& to) : m_to(to) {}
    bool add(Step step) override
    {
        ++m_count;
        return m_to.add(std::move(step));
    }
    int count() const { return m_count; }

private:
    StepSink& m_to;
    int m_count = 0;
};

} // namespace pm::logic
