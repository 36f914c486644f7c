// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/technique_order.h"

#include <algorithm>

namespace pm::logic {

TechniqueOrder::TechniqueOrder()
{
    m_entries.reserve(catalogue().size());
    for (const TechniqueInfo& row : catalogue())
        m_entries.push_back({row.technique, true});
    m_enabled.fill(true);
}

void TechniqueOrder::setEnabled(Technique technique, bool enabled)
{
    m_enabled[size_t(technique)] = enabled;
    m_entries[size_t(position(technique))].enabled = enabled;
}

int TechniqueOrder::disabledCount() const
{
    return int(std::count(m_enabled.begin(), m_enabled.end(), false));
}

int TechniqueOrder::position(Technique technique) const
{
    const auto found = std::find_if(m_entries.begin(), m_entries.end(),
                                    [technique](const Entry& entry) { return entry.technique == technique; });
    return int(found - m_entries.begin());
}

void TechniqueOrder::move(int from, int to)
{
    const int size = int(m_entries.size());
    if (from < 0 || from >= size || to < 0 || to >= size || from == to)
        return;
    const auto first = m_entries.begin();
    if (from < to)
        std::rotate(first + from, first + from + 1, first + to + 1);
    else
        std::rotate(first + to, first + from, first + from + 1);
}

bool TechniqueOrder::isStandard() const
{
    return *this == TechniqueOrder();
}

std::string TechniqueOrder::toKeys() const
{
    std::string text;
    for (const Entry& entry : m_entries) {
        if (!text.empty())
            text += ',';
        if (!entry.enabled)
            text += '-';
        text += info(entry.technique).key;
    }
    return text;
}

namespace {

std::string_view trimmed(std::string_view text)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && space(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && space(text.back()))
        text.remove_suffix(1);
    return text;
}

} // namespace

ParsedTechniqueOrder parseTechniqueOrder(std::string_view keys)
{
    ParsedTechniqueOrder parsed;
    std::vector<TechniqueOrder::Entry> named;
    std::array<bool, size_t(Technique::Count)> seen{};
    while (!keys.empty()) {
        const size_t comma = keys.find(',');
        std::string_view token = trimmed(keys.substr(0, comma));
        keys = comma == std::string_view::npos ? std::string_view() : keys.substr(comma + 1);
        if (token.empty())
            continue;
        const std::string_view whole = token;
        const bool enabled = token.front() != '-';
        if (!enabled)
            token = trimmed(token.substr(1));
        const std::optional<Technique> technique = techniqueByKey(token);
        if (!technique || seen[size_t(*technique)]) {
            parsed.dropped.emplace_back(whole);
            continue;
        }
        seen[size_t(*technique)] = true;
        named.push_back({*technique, enabled});
    }
    // The techniques the list leaves out, each after its catalogue predecessor.
    for (const TechniqueInfo& row : catalogue()) {
        if (seen[size_t(row.technique)])
            continue;
        auto at = named.begin();
        if (row.technique != Technique(0)) {
            const Technique before = Technique(int(row.technique) - 1);
            at = std::find_if(named.begin(), named.end(),
                              [before](const TechniqueOrder::Entry& entry) { return entry.technique == before; });
            at = at == named.end() ? named.begin() : at + 1;
        }
        named.insert(at, {row.technique, true});
        seen[size_t(row.technique)] = true;
    }
    // Built through the public operations, so the entries and the enabled set agree.
    TechniqueOrder& order = parsed.order;
    for (int target = 0; target < int(named.size()); ++target) {
        order.move(order.position(named[size_t(target)].technique), target);
        order.setEnabled(named[size_t(target)].technique, named[size_t(target)].enabled);
    }
    return parsed;
}

} // namespace pm::logic
