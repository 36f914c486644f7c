// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/drawings_json.h"

#include "play/session/json_number.h"

#include <QJsonObject>

#include <cmath>

namespace pm {

namespace {

const char* const kKinds[] = {"line", "circle", "rectangle", "text", "cage"};
// As the f-puzzles reader's bounds: far past any puzzle.
constexpr qsizetype kMostDrawings = 20'000;
constexpr qsizetype kMostPlaces = 20'000;
constexpr qsizetype kMostTextLength = 400;

std::optional<double> boundedNumber(const QJsonValue& value, double low, double high)
{
    if (value.isUndefined())
        return 0.0;
    if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() < low || value.toDouble() > high)
        return std::nullopt;
    return value.toDouble();
}

std::optional<std::uint32_t> colour(const QJsonValue& value)
{
    if (value.isUndefined())
        return 0u;
    if (!value.isDouble() || value.toDouble() < 0 || value.toDouble() > 4294967295.0
        || value.toDouble() != std::floor(value.toDouble()))
        return std::nullopt;
    return std::uint32_t(value.toDouble());
}

} // namespace

QJsonArray drawingsJson(const std::vector<Drawing>& drawings)
{
    QJsonArray array;
    for (const Drawing& d : drawings) {
        QJsonObject item;
        item[QLatin1String("kind")] = QLatin1String(kKinds[int(d.kind)]);
        QJsonArray places;
        for (const auto& list : d.places) {
            QJsonArray line;
            for (const GridPlace& place : list)
                line.append(QJsonArray{place.row, place.column});
            places.append(line);
        }
        item[QLatin1String("places")] = places;
        if (!d.text.empty())
            item[QLatin1String("text")] = QString::fromStdString(d.text);
        for (const auto& [key, value] : {std::pair{"fill", d.fill}, std::pair{"outline", d.outline}, std::pair{"ink", d.ink}})
            if (value != 0)
                item[QLatin1String(key)] = double(value);
        for (const auto& [key, value] : {std::pair{"width", d.width}, std::pair{"height", d.height}, std::pair{"angle", d.angle}})
            if (value != 0)
                item[QLatin1String(key)] = value;
        array.append(item);
    }
    return array;
}

std::optional<std::vector<Drawing>> drawingsFromJson(const QJsonValue& value, int size)
{
    if (value.isUndefined())
        return std::vector<Drawing>{};
    if (!value.isArray() || value.toArray().size() > kMostDrawings)
        return std::nullopt;
    std::vector<Drawing> drawings;
    for (const QJsonValue& item : value.toArray()) {
        if (!item.isObject())
            return std::nullopt;
        const QJsonObject object = item.toObject();
        Drawing d;
        const QString kind = object.value(QLatin1String("kind")).toString();
        const auto known = std::find_if(std::begin(kKinds), std::end(kKinds),
                                        [&](const char* name) { return kind == QLatin1String(name); });
        if (known == std::end(kKinds))
            return std::nullopt;
        d.kind = Drawing::Kind(known - std::begin(kKinds));
        const QJsonValue places = object.value(QLatin1String("places"));
        if (!places.isArray() || places.toArray().size() > kMostPlaces)
            return std::nullopt;
        for (const QJsonValue& list : places.toArray()) {
            if (!list.isArray() || list.toArray().size() > kMostPlaces)
                return std::nullopt;
            std::vector<GridPlace> line;
            for (const QJsonValue& place : list.toArray()) {
                const QJsonArray pair = place.toArray();
                if (pair.size() != 2)
                    return std::nullopt;
                const std::optional<int> row = jsonInt(pair[0]);
                const std::optional<int> column = jsonInt(pair[1]);
                if (!row || !column || *row < -1 || *row > size || *column < -1 || *column > size)
                    return std::nullopt;
                line.push_back({*row, *column});
            }
            d.places.push_back(std::move(line));
        }
        const QJsonValue text = object.value(QLatin1String("text"));
        if (!text.isUndefined() && (!text.isString() || text.toString().size() > kMostTextLength))
            return std::nullopt;
        d.text = text.toString().toStdString();
        const auto fill = colour(object.value(QLatin1String("fill")));
        const auto outline = colour(object.value(QLatin1String("outline")));
        const auto ink = colour(object.value(QLatin1String("ink")));
        const auto width = boundedNumber(object.value(QLatin1String("width")), 0, 64);
        const auto height = boundedNumber(object.value(QLatin1String("height")), 0, 64);
        const auto angle = boundedNumber(object.value(QLatin1String("angle")), -360, 360);
        if (!fill || !outline || !ink || !width || !height || !angle)
            return std::nullopt;
        d.fill = *fill;
        d.outline = *outline;
        d.ink = *ink;
        d.width = *width;
        d.height = *height;
        d.angle = *angle;
        drawings.push_back(std::move(d));
    }
    return drawings;
}

} // namespace pm
