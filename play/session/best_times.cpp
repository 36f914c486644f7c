// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/best_times.h"

#include "text/names.h"

#include <QSettings>

namespace pm {

namespace {

const QString kGroup = QStringLiteral("bestTimes");

} // namespace

BestTimes::BestTimes(QSettings& settings)
    : m_settings(settings)
{
}

QString BestTimes::kindKey(const game::Game& game)
{
    // QSettings keys: no '/' or '\\', which would open groups.
    const Geometry& g = game.geometry();
    QString key = QStringLiteral("%1x%1").arg(g.size());
    key += g.isJigsaw() ? QStringLiteral("-jigsaw") : QStringLiteral("-%1x%2").arg(g.boxRows()).arg(g.boxCols());
    key += QStringLiteral("-v%1").arg(unsigned(g.variants()));
    if (g.isCounted()) // symbols and how often: a MultiFour is no 12x12 Latin square
        key += QStringLiteral("-counted%1x%2").arg(g.symbolCount()).arg(g.lineCount());
    if (g.hasCages())
        key += QStringLiteral("-killer"); // a killer is timed apart from the plain puzzle of its shape
    key += QLatin1Char('-') + (game.level() ? QString::fromUtf8(logic::levelKey(*game.level())) : QStringLiteral("unrated"));
    return key;
}

bool BestTimes::record(const game::Game& game, qint64 ms)
{
    const QString key = kindKey(game);
    m_settings.beginGroup(kGroup);
    m_settings.beginGroup(key);
    bool isBest = false;
    if (game.assisted()) {
        // Solved with help: counted, never a best time.
        m_settings.setValue(QStringLiteral("solvedWithHelp"), m_settings.value(QStringLiteral("solvedWithHelp"), 0).toInt() + 1);
    } else {
        const qint64 best = m_settings.value(QStringLiteral("bestMs"), -1).toLongLong();
        isBest = best < 0 || ms < best;
        if (isBest)
            m_settings.setValue(QStringLiteral("bestMs"), ms);
        m_settings.setValue(QStringLiteral("solved"), m_settings.value(QStringLiteral("solved"), 0).toInt() + 1);
    }
    m_settings.setValue(QStringLiteral("label"), Names::gameKind(game));
    m_settings.endGroup();
    m_settings.endGroup();
    return isBest;
}

std::optional<qint64> BestTimes::best(const game::Game& game) const
{
    const QVariant value = m_settings.value(kGroup + QLatin1Char('/') + kindKey(game) + QStringLiteral("/bestMs"));
    if (!value.isValid())
        return std::nullopt;
    return value.toLongLong();
}

QList<BestTimes::Entry> BestTimes::entries() const
{
    QList<Entry> entries;
    m_settings.beginGroup(kGroup);
    for (const QString& kind : m_settings.childGroups()) {
        Entry entry;
        entry.kind = kind;
        entry.label = m_settings.value(kind + QStringLiteral("/label"), kind).toString();
        entry.bestMs = m_settings.value(kind + QStringLiteral("/bestMs"), -1).toLongLong();
        entry.solved = m_settings.value(kind + QStringLiteral("/solved"), 0).toInt();
        entry.solvedWithHelp = m_settings.value(kind + QStringLiteral("/solvedWithHelp"), 0).toInt();
        entries.append(entry);
    }
    m_settings.endGroup();
    return entries;
}

} // namespace pm
