// SPDX-License-Identifier: GPL-3.0-or-later
// The house's layers, held by a test (ARCHITECTURE.md draws them):
//
//   app/    the programs: the app (app/main.cpp) and the CLI (app/cli/,
//           which reaches core and text only)
//   ui/     Qt Widgets, in rooms: board < dialogs < guide < hints < print <
//           window
//   play/   the game in play, without widgets (QtCore, QtGui, QtNetwork), in
//           rooms: jobs < session < collection
//   text/   every word the program says; QtCore only
//   core/   the engine; no Qt (tst_core_purity)
//
// A room includes only rooms of its layer before it, and any room of the
// layers below.
//
// Every project include names its layer from the top of the checkout
// ("core/grid.h"), points down the layers only, and no two files include
// each other, directly or round a longer loop (a unit is a .h with its .cpp).
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <algorithm>

namespace {

const QString kRoot = QStringLiteral(PENCILMARK_SOURCE_DIR);
const QStringList kLayers = {QStringLiteral("core"), QStringLiteral("text"), QStringLiteral("play"), QStringLiteral("ui"),
                             QStringLiteral("app")};
// The rooms of each layer that has them, in order: a room may include the
// rooms before it.
const QMap<QString, QStringList> kRooms = {
    {QStringLiteral("play"), {QStringLiteral("jobs"), QStringLiteral("session"), QStringLiteral("collection")}},
    {QStringLiteral("ui"),
     {QStringLiteral("board"), QStringLiteral("dialogs"), QStringLiteral("guide"), QStringLiteral("hints"),
      QStringLiteral("print"), QStringLiteral("window")}},
};

struct Include {
    QString target; // as written
    int line = 0;
    bool quoted = false;
};

struct Source {
    QString path; // relative to the root: "ui/board/board_widget.cpp"
    QList<Include> includes;
};

QList<Source> readSources()
{
    static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s*([<\"])([^>\"]+)[>\"]"));
    QList<Source> sources;
    for (const QString& layer : kLayers) {
        QDirIterator it(kRoot + QLatin1Char('/') + layer, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                continue;
            Source source{path.mid(kRoot.size() + 1), {}};
            int line = 0;
            while (!file.atEnd()) {
                ++line;
                const auto match = include.match(QString::fromUtf8(file.readLine()));
                if (match.hasMatch())
                    source.includes.push_back({match.captured(2), line, match.captured(1) == QLatin1String("\"")});
            }
            sources.push_back(source);
        }
    }
    return sources;
}

QString layerOf(const QString& path)
{
    // app/cli is a layer of its own below the app: the CLI reaches core and
    // text, never ui.
    if (path.startsWith(QLatin1String("app/cli/")))
        return QStringLiteral("cli");
    return path.section(QLatin1Char('/'), 0, 0);
}

QString unitOf(const QString& path)
{
    return path.left(path.lastIndexOf(QLatin1Char('.')));
}

// Which layers a file of each layer may include.
bool mayInclude(const QString& from, const QString& to)
{
    static const QMap<QString, QStringList> allowed = {
        {QStringLiteral("core"), {QStringLiteral("core")}},
        {QStringLiteral("text"), {QStringLiteral("core"), QStringLiteral("text")}},
        {QStringLiteral("play"), {QStringLiteral("core"), QStringLiteral("text"), QStringLiteral("play")}},
        {QStringLiteral("ui"), {QStringLiteral("core"), QStringLiteral("text"), QStringLiteral("play"), QStringLiteral("ui")}},
        {QStringLiteral("cli"), {QStringLiteral("core"), QStringLiteral("text"), QStringLiteral("cli")}},
        {QStringLiteral("app"), {QStringLiteral("core"), QStringLiteral("text"), QStringLiteral("play"), QStringLiteral("ui")}},
    };
    return allowed.value(from).contains(to);
}

// The Qt headers a layer includes (<QFoo>, <QtModule/QFoo>) must each be a
// header of one of these modules.
void checkQtModules(const QList<Source>& sources, const QString& layer, const QStringList& modules)
{
    const QString headers = QLibraryInfo::path(QLibraryInfo::HeadersPath);
    for (const Source& source : sources) {
        if (!source.path.startsWith(layer + QLatin1Char('/')))
            continue;
        for (const Include& include : source.includes) {
            if (include.quoted || !include.target.startsWith(QLatin1Char('Q')))
                continue;
            const bool known = std::any_of(modules.begin(), modules.end(), [&](const QString& module) {
                const QString prefix = module + QLatin1Char('/');
                const QString name = include.target.startsWith(prefix) ? include.target.mid(prefix.size()) : include.target;
                return !name.contains(QLatin1Char('/')) && QFileInfo::exists(headers + QLatin1Char('/') + prefix + name);
            });
            QVERIFY2(known, qPrintable(QStringLiteral("%1:%2 includes <%3>, not a header of %4")
                                           .arg(source.path)
                                           .arg(include.line)
                                           .arg(include.target, modules.join(QStringLiteral(" or ")))));
        }
    }
}

} // namespace

class TestLayering : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_sources = readSources();
        QVERIFY2(m_sources.size() > 200, "expected to find the project's sources");
    }

    void projectIncludesNameTheirLayerAndExist()
    {
        for (const Source& source : m_sources) {
            for (const Include& include : source.includes) {
                if (!include.quoted)
                    continue; // <...>: the standard library and Qt
                const QString where = QStringLiteral("%1:%2: \"%3\"").arg(source.path).arg(include.line).arg(include.target);
                QVERIFY2(kLayers.contains(include.target.section(QLatin1Char('/'), 0, 0)), qPrintable(where));
                QVERIFY2(QFileInfo::exists(kRoot + QLatin1Char('/') + include.target), qPrintable(where));
            }
        }
    }

    void includesPointDownTheLayers()
    {
        for (const Source& source : m_sources) {
            for (const Include& include : source.includes) {
                if (!include.quoted)
                    continue;
                const QString where = QStringLiteral("%1:%2 includes %3").arg(source.path).arg(include.line).arg(include.target);
                QVERIFY2(mayInclude(layerOf(source.path), layerOf(include.target)), qPrintable(where));
            }
        }
    }

    void roomsIncludeOnlyTheRoomsBeforeThem()
    {
        for (const Source& source : m_sources) {
            const QString layer = layerOf(source.path);
            if (!kRooms.contains(layer) || source.path.count(QLatin1Char('/')) < 2)
                continue;
            const QStringList& rooms = kRooms[layer];
            const int room = rooms.indexOf(source.path.section(QLatin1Char('/'), 1, 1));
            QVERIFY2(room >= 0, qPrintable(source.path + QStringLiteral(": a room ARCHITECTURE.md does not name")));
            for (const Include& include : source.includes) {
                if (layerOf(include.target) != layer)
                    continue;
                const int target = rooms.indexOf(include.target.section(QLatin1Char('/'), 1, 1));
                QVERIFY2(target >= 0 && target <= room,
                         qPrintable(QStringLiteral("%1:%2 includes %3").arg(source.path).arg(include.line).arg(include.target)));
            }
        }
    }

    // text/ is linked by the CLI, which must run without a display.
    void wordsLayerUsesQtCoreOnly() { checkQtModules(m_sources, QStringLiteral("text"), {QStringLiteral("QtCore")}); }

    // play/ is the game without a face: models, undo stacks and fonts, no
    // widget, so it could serve another frontend. QtNetwork for the local
    // socket of the one instance per profile (session/single_instance).
    void playLayerUsesNoWidgets()
    {
        checkQtModules(m_sources, QStringLiteral("play"),
                       {QStringLiteral("QtCore"), QStringLiteral("QtGui"), QStringLiteral("QtNetwork")});
    }

    void noIncludeCycles()
    {
        QMap<QString, QSet<QString>> uses; // unit -> units it includes
        for (const Source& source : m_sources)
            for (const Include& include : source.includes)
                if (include.quoted && unitOf(include.target) != unitOf(source.path))
                    uses[unitOf(source.path)].insert(unitOf(include.target));
        // Depth-first search; a unit met again while still on the path closes a loop.
        QMap<QString, int> state; // 1: on the path, 2: done
        QStringList path;
        std::function<QString(const QString&)> visit = [&](const QString& unit) -> QString {
            state[unit] = 1;
            path.push_back(unit);
            for (const QString& next : uses.value(unit)) {
                if (state.value(next) == 1)
                    return (path.mid(path.indexOf(next)) << next).join(QStringLiteral(" -> "));
                if (state.value(next) == 0)
                    if (const QString loop = visit(next); !loop.isEmpty())
                        return loop;
            }
            path.pop_back();
            state[unit] = 2;
            return {};
        };
        for (const QString& unit : uses.keys()) {
            if (state.value(unit) == 0) {
                const QString loop = visit(unit);
                QVERIFY2(loop.isEmpty(), qPrintable(QStringLiteral("include cycle: ") + loop));
            }
        }
    }

private:
    QList<Source> m_sources;
};

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
