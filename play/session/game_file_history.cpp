// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/game_file_history.h"

#include "play/session/candidate_colours_json.h"
#include "play/session/json_number.h"

#include <QJsonObject>

namespace pm {

QJsonArray historyJson(const UndoHistory& history, std::size_t first, std::size_t last, bool candidateColours)
{
    const auto state = [candidateColours](QJsonArray& out, const game::CellState& s) {
        out.append(int(s.value));
        out.append(QString::number(qulonglong(s.centre), 16));
        out.append(QString::number(qulonglong(s.corner), 16));
        out.append(int(s.colour));
        if (candidateColours)
            out.append(candidateColourMasksJson(s));
    };
    QJsonArray steps;
    for (std::size_t i = first; i < last; ++i) {
        QJsonArray cells;
        for (const game::CellChange& c : history.steps[i].change.cells) {
            QJsonArray change{c.cell};
            state(change, c.before);
            state(change, c.after);
            cells.append(change);
        }
        steps.append(QJsonObject{{QLatin1String("text"), history.steps[i].text}, {QLatin1String("cells"), cells}});
    }
    return steps;
}

std::pair<std::size_t, std::size_t> savedRange(const UndoHistory& history, std::size_t budget)
{
    std::size_t first = history.done;
    std::size_t last = history.done;
    const auto take = [&budget](const UndoStep& step) {
        if (step.change.cells.size() > budget)
            return false;
        budget -= step.change.cells.size();
        return true;
    };
    while (first > 0 && take(history.steps[first - 1]))
        --first;
    while (last < history.steps.size() && take(history.steps[last]))
        ++last;
    return {first, last};
}

namespace {

// A state at `offset` of a cell's change: four fields, or five with candidate colours.
std::optional<game::CellState> stateFrom(const QJsonArray& array, int offset, bool candidateColours)
{
    const auto value = jsonInt(array.at(offset));
    const auto colour = jsonInt(array.at(offset + 3));
    const QString centre = array.at(offset + 1).toString();
    const QString corner = array.at(offset + 2).toString();
    bool centreOk = false;
    bool cornerOk = false;
    const qulonglong centreMask = centre.toULongLong(&centreOk, 16);
    const qulonglong cornerMask = corner.toULongLong(&cornerOk, 16);
    if (!value || !colour || !centreOk || !cornerOk || *value < 0 || *value > 255 || *colour < 0 || *colour > 255)
        return std::nullopt;
    game::CellState state{std::uint8_t(*value), DigitMask(centreMask), DigitMask(cornerMask), std::uint8_t(*colour), {}};
    if (candidateColours && !readCandidateColourMasks(array.at(offset + 4), state))
        return std::nullopt;
    return state;
}

} // namespace

std::optional<UndoHistory> historyFrom(const QJsonValue& value, int cellCount)
{
    const QJsonObject object = value.toObject();
    const auto done = jsonInt(object.value(QLatin1String("done")));
    const QJsonArray steps = object.value(QLatin1String("steps")).toArray();
    if (!value.isObject() || !done || *done < 0 || *done > steps.size())
        return std::nullopt;
    UndoHistory history;
    history.done = std::size_t(*done);
    for (const QJsonValue& stepValue : steps) {
        const QJsonArray cells = stepValue.toObject().value(QLatin1String("cells")).toArray();
        if (!stepValue.isObject() || cells.size() > cellCount)
            return std::nullopt;
        UndoStep step;
        step.text = stepValue.toObject().value(QLatin1String("text")).toString();
        for (const QJsonValue& changeValue : cells) {
            const QJsonArray change = changeValue.toArray();
            const auto cell = jsonInt(change.at(0));
            // Four fields a state, or five in files with candidate colours.
            const bool candidateColours = change.size() == 11;
            if ((change.size() != 9 && !candidateColours) || !cell)
                return std::nullopt;
            const int width = candidateColours ? 5 : 4;
            const auto before = stateFrom(change, 1, candidateColours);
            const auto after = stateFrom(change, 1 + width, candidateColours);
            if (!before || !after)
                return std::nullopt;
            step.change.cells.push_back({*cell, *before, *after});
        }
        history.steps.push_back(std::move(step));
    }
    return history;
}

} // namespace pm
