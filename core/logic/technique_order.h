// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/technique.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace pm::logic {

// A player's own step order: every technique of the catalogue once, in the
// order the hints, the step list and the solving path try them, each
// switched on or off. The standard order is the catalogue's, all on.
//
// Rating and generation never take one: a puzzle's grade reads the level
// of the hardest step on the catalogue's path, which needs the catalogue's
// easiest-first order (core/grading), and the same puzzle must get the same
// grade for every player.
class TechniqueOrder {
public:
    struct Entry {
        Technique technique;
        bool enabled;
        friend bool operator==(const Entry&, const Entry&) = default;
    };

    // The standard order.
    TechniqueOrder();

    const std::vector<Entry>& entries() const { return m_entries; }
    bool isEnabled(Technique technique) const { return m_enabled[size_t(technique)]; }
    void setEnabled(Technique technique, bool enabled);
    // How many techniques are switched off.
    int disabledCount() const;
    // Where `technique` stands in the order (0 = tried first).
    int position(Technique technique) const;
    // Moves the entry at `from` to `to`, the others keeping their order.
    // Positions out of range change nothing.
    void move(int from, int to);
    // The catalogue's order with every technique on.
    bool isStandard() const;

    // The order as a comma-separated list of technique keys, a switched-off
    // one marked with a leading '-': "full-house,-naked-single,...". What
    // the settings keep.
    std::string toKeys() const;

    friend bool operator==(const TechniqueOrder&, const TechniqueOrder&) = default;

private:
    std::vector<Entry> m_entries;
    std::array<bool, size_t(Technique::Count)> m_enabled{};
};

// A saved order read back. Keys are taken in their order; an unknown key
// (from a later version, or a typo) and a repeated one are dropped and
// named in `dropped`; a technique the list does not name (new in this
// version) goes in switched on, right after the technique that comes before
// it in the catalogue (first if none does). An empty text is the standard
// order.
struct ParsedTechniqueOrder {
    TechniqueOrder order;
    std::vector<std::string> dropped;
};
ParsedTechniqueOrder parseTechniqueOrder(std::string_view keys);

} // namespace pm::logic
