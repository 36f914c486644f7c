// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/constraints_json.h"

#include "play/session/json_number.h"

#include <QJsonObject>

namespace pm {

namespace {

const QLatin1String kKind("kind");
const QLatin1String kLines("lines");
const QLatin1String kValues("values");

// Far past any puzzle (a 64x64 with a dot on every edge has 8,064); bounds
// what a hostile file makes the reader build.
constexpr qsizetype kMaxConstraints = 65'536;
constexpr qsizetype kMaxLines = 4'096;
constexpr qsizetype kMaxValues = 4'096;
constexpr int kMaxValue = 1'000'000;

// The kind's key: its f-puzzles name, which is one per kind but for the
// two rules f-puzzles keeps in one list.
QString keyOf(ConstraintKind kind)
{
    switch (kind) {
    case ConstraintKind::NegativeBlack: return QStringLiteral("negative-ratio");
    case ConstraintKind::NegativeXV: return QStringLiteral("negative-xv");
    default: return QString::fromUtf8(constraintKindInfo(kind).fpuzzlesName);
    }
}

std::optional<ConstraintKind> kindOf(const QString& key)
{
    for (const ConstraintKindInfo& info : constraintKinds())
        if (keyOf(info.kind) == key)
            return info.kind;
    return std::nullopt;
}

std::optional<std::vector<int>> numbers(const QJsonValue& value, qsizetype most, int low, int high)
{
    if (!value.isArray() || value.toArray().size() > most)
        return std::nullopt;
    std::vector<int> out;
    for (const QJsonValue& item : value.toArray()) {
        const std::optional<int> number = jsonInt(item);
        if (!number || *number < low || *number > high)
            return std::nullopt;
        out.push_back(*number);
    }
    return out;
}

} // namespace

QJsonArray constraintsJson(const std::vector<Constraint>& constraints)
{
    QJsonArray array;
    for (const Constraint& constraint : constraints) {
        QJsonObject item;
        item[kKind] = keyOf(constraint.kind);
        if (!constraint.lines.empty()) {
            QJsonArray lines;
            for (const std::vector<int>& line : constraint.lines) {
                QJsonArray cells;
                for (int cell : line)
                    cells.append(cell);
                lines.append(cells);
            }
            item[kLines] = lines;
        }
        if (!constraint.values.empty()) {
            QJsonArray values;
            for (int value : constraint.values)
                values.append(value);
            item[kValues] = values;
        }
        array.append(item);
    }
    return array;
}

std::optional<std::vector<Constraint>> constraintsFromJson(const QJsonValue& value, int cellCount)
{
    if (value.isUndefined())
        return std::vector<Constraint>{};
    if (!value.isArray() || value.toArray().size() > kMaxConstraints)
        return std::nullopt;
    std::vector<Constraint> constraints;
    for (const QJsonValue& item : value.toArray()) {
        if (!item.isObject())
            return std::nullopt;
        const QJsonObject object = item.toObject();
        const std::optional<ConstraintKind> kind = kindOf(object.value(kKind).toString());
        if (!kind)
            return std::nullopt;
        Constraint constraint{*kind};
        const QJsonValue lines = object.value(kLines);
        if (!lines.isUndefined()) {
            if (!lines.isArray() || lines.toArray().size() > kMaxLines)
                return std::nullopt;
            for (const QJsonValue& line : lines.toArray()) {
                auto cells = numbers(line, 4 * qsizetype(cellCount), 0, cellCount - 1); // a line may pass a cell again
                if (!cells)
                    return std::nullopt;
                constraint.lines.push_back(std::move(*cells));
            }
        }
        const QJsonValue values = object.value(kValues);
        if (!values.isUndefined()) {
            auto read = numbers(values, kMaxValues, -kMaxValue, kMaxValue);
            if (!read)
                return std::nullopt;
            constraint.values = std::move(*read);
        }
        constraints.push_back(std::move(constraint));
    }
    return constraints;
}

} // namespace pm
