// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/hints_used_json.h"

#include <QJsonObject>

namespace pm {

namespace {

const QLatin1String kHint("hint");
const QLatin1String kApplied("applied");
const QLatin1String kWrongEntry("wrong-entry");
const QLatin1String kRemovedCandidate("removed-candidate");

// A game of a few hundred moves sees at most a few hundred hints; the cap
// keeps a hostile file from making the list as long as the file allows.
constexpr qsizetype kMaxHints = 100'000;

} // namespace

QJsonArray hintsUsedJson(const std::vector<game::HintUse>& hints)
{
    QJsonArray array;
    for (const game::HintUse& use : hints) {
        QJsonObject item;
        switch (use.kind) {
        case game::HintUse::Kind::Step:
            item[kHint] = QString::fromUtf8(logic::info(use.technique).key);
            break;
        case game::HintUse::Kind::WrongEntry: item[kHint] = kWrongEntry; break;
        case game::HintUse::Kind::RemovedCandidate: item[kHint] = kRemovedCandidate; break;
        }
        if (use.applied)
            item[kApplied] = true;
        array.append(item);
    }
    return array;
}

std::optional<std::vector<game::HintUse>> hintsUsedFromJson(const QJsonValue& value)
{
    if (value.isUndefined())
        return std::vector<game::HintUse>{};
    if (!value.isArray() || value.toArray().size() > kMaxHints)
        return std::nullopt;
    std::vector<game::HintUse> hints;
    for (const QJsonValue& item : value.toArray()) {
        if (!item.isObject())
            return std::nullopt;
        const QJsonObject object = item.toObject();
        const QJsonValue applied = object.value(kApplied);
        if (!applied.isUndefined() && !applied.isBool())
            return std::nullopt;
        game::HintUse use;
        use.applied = applied.toBool(false);
        const QString key = object.value(kHint).toString();
        if (key == kWrongEntry) {
            use.kind = game::HintUse::Kind::WrongEntry;
        } else if (key == kRemovedCandidate) {
            use.kind = game::HintUse::Kind::RemovedCandidate;
        } else if (const auto technique = logic::techniqueByKey(key.toStdString())) {
            use.technique = *technique;
        } else {
            return std::nullopt;
        }
        hints.push_back(use);
    }
    return hints;
}

} // namespace pm
