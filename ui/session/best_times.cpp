// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/best_times.h"

#include <QCoreApplication>
#include <QSettings>

namespace pm {

// A tr() context of this file's own. lupdate reads the context from the
// macro, so these strings reach the .ts files (a helper taking const char*
// would hide them from lupdate).
struct BestTimesText {
    Q_DECLARE_TR_FUNCTIONS(BestTimes)
};

namespace {

const QString kGroup = QStringLiteral("bestTimes");

QString levelName(logic::Level level)
{
    switch (level) {
    case logic::Level::Easy: return BestTimesText::tr("easy");
    case logic::Level::Medium: return BestTimesText::tr("medium");
    case logic::Level::Hard: return BestTimesText::tr("hard");
    case logic::Level::Expert: return BestTimesText::tr("expert");
    case logic::Level::Master: return BestTimesText::tr("master");
    case logic::Level::Extreme: return BestTimesText::tr("extreme");
    }
    return {};
}

} // namespace

QString formatElapsed(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    const qint64 h = seconds / 3600;
    const qint64 m = (seconds / 60) % 60;
    const qint64 s = seconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

QString describeGameKind(const game::Game& game)
{
    const Geometry& g = game.geometry();
    QStringList parts;
    parts << QStringLiteral("%1×%1").arg(g.size());
    if (g.isCounted())
        parts << (g.boxRows() == 0 ? BestTimesText::tr("MultiFour") : BestTimesText::tr("DoubleNine"));
    else if (g.isJigsaw())
        parts << BestTimesText::tr("jigsaw");
    else
        parts << BestTimesText::tr("%1×%2 boxes").arg(g.boxRows()).arg(g.boxCols());
    if (hasVariant(g.variants(), Variant::Diagonals))
        parts << BestTimesText::tr("X");
    if (hasVariant(g.variants(), Variant::CentreDot))
        parts << BestTimesText::tr("centre dot");
    if (hasVariant(g.variants(), Variant::Windows))
        parts << BestTimesText::tr("windows");
    if (g.hasCages())
        parts << BestTimesText::tr("killer");
    if (game.level())
        parts << levelName(*game.level());
    return parts.join(QStringLiteral(", "));
}

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
    const qint64 best = m_settings.value(QStringLiteral("bestMs"), -1).toLongLong();
    const bool isBest = best < 0 || ms < best;
    if (isBest)
        m_settings.setValue(QStringLiteral("bestMs"), ms);
    m_settings.setValue(QStringLiteral("solved"), m_settings.value(QStringLiteral("solved"), 0).toInt() + 1);
    m_settings.setValue(QStringLiteral("label"), describeGameKind(game));
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
        entry.bestMs = m_settings.value(kind + QStringLiteral("/bestMs"), 0).toLongLong();
        entry.solved = m_settings.value(kind + QStringLiteral("/solved"), 0).toInt();
        entries.append(entry);
    }
    m_settings.endGroup();
    return entries;
}

} // namespace pm
