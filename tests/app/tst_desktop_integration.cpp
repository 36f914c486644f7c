// SPDX-License-Identifier: GPL-3.0-or-later
// Desktop integration: the launcher entry, the AppStream metadata, the MIME
// types and the icon agree on one application id and point at what is
// really installed (the pencilmark binary, this version, the file types the
// app opens), and the window icon loads without the SVG plugin.
#include <QIcon>
#include <QSettings>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

const QString kAppId = QStringLiteral(PENCILMARK_APP_ID);

QString resourcePath(const QString& name)
{
    return QStringLiteral(PENCILMARK_SOURCE_DIR "/resources/") + name;
}

// The [Desktop Entry] group of a .desktop file as key → value.
QMap<QString, QString> desktopEntry(const QString& path)
{
    QFile file(path);
    QMap<QString, QString> entry;
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return entry;
    bool inGroup = false;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(QLatin1Char('[')))
            inGroup = line == QLatin1String("[Desktop Entry]");
        else if (inGroup && line.contains(QLatin1Char('=')) && !line.startsWith(QLatin1Char('#')))
            entry.insert(line.section(QLatin1Char('='), 0, 0), line.section(QLatin1Char('='), 1));
    }
    return entry;
}

struct Metainfo {
    QString id;
    QString projectLicense;
    QStringList mediaTypes;
    QString launchable;
    QStringList binaries;
    QStringList screenshots;
    QStringList releases;
    bool contentRating = false;
    QString error;
};

Metainfo readMetainfo(const QString& path)
{
    Metainfo info;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        info.error = file.errorString();
        return info;
    }
    QXmlStreamReader xml(&file);
    QStringList open;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            const QString name = xml.name().toString();
            const QString parent = open.isEmpty() ? QString() : open.back();
            if (name == QLatin1String("release"))
                info.releases << xml.attributes().value(QStringLiteral("version")).toString();
            if (name == QLatin1String("content_rating"))
                info.contentRating = true;
            open << name;
            if (name == QLatin1String("id") && parent == QLatin1String("component"))
                info.id = xml.readElementText();
            else if (name == QLatin1String("project_license"))
                info.projectLicense = xml.readElementText();
            else if (name == QLatin1String("mediatype"))
                info.mediaTypes << xml.readElementText();
            else if (name == QLatin1String("launchable"))
                info.launchable = xml.readElementText();
            else if (name == QLatin1String("binary"))
                info.binaries << xml.readElementText();
            else if (name == QLatin1String("image"))
                info.screenshots << xml.readElementText();
            else
                continue;
            open.removeLast(); // readElementText consumed the end element
        } else if (token == QXmlStreamReader::EndElement) {
            open.removeLast();
        }
    }
    if (xml.hasError())
        info.error = xml.errorString();
    return info;
}

// The MIME types a shared-mime-info file defines, each with its globs.
QMap<QString, QStringList> mimeTypes(const QString& path)
{
    QMap<QString, QStringList> types;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return types;
    QXmlStreamReader xml(&file);
    QString current;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("mime-type")) {
            current = xml.attributes().value(QStringLiteral("type")).toString();
            types[current];
        } else if (xml.name() == QLatin1String("glob")) {
            types[current] << xml.attributes().value(QStringLiteral("pattern")).toString();
        }
    }
    return xml.hasError() ? QMap<QString, QStringList>() : types;
}

QStringList sorted(QStringList list)
{
    list.removeAll(QString());
    list.sort();
    return list;
}

} // namespace

class TestDesktopIntegration : public QObject {
    Q_OBJECT

private slots:
    void desktopFileLaunchesTheAppWithItsIcon()
    {
        const auto entry = desktopEntry(resourcePath(kAppId + QStringLiteral(".desktop")));
        QCOMPARE(entry.value(QStringLiteral("Type")), QStringLiteral("Application"));
        QCOMPARE(entry.value(QStringLiteral("Name")), QStringLiteral("Pencilmark"));
        // %f: a file manager passes the file to open (app/main.cpp reads it).
        QCOMPARE(entry.value(QStringLiteral("Exec")), QStringLiteral("pencilmark %f"));
        QCOMPARE(entry.value(QStringLiteral("Icon")), kAppId);
        QVERIFY(entry.value(QStringLiteral("Categories")).split(QLatin1Char(';')).contains(QStringLiteral("Game")));
        QVERIFY(QFile::exists(resourcePath(QStringLiteral("icons/") + kAppId + QStringLiteral(".svg"))));
    }

    void metainfoNamesTheSameAppAndWhatItInstalls()
    {
        const Metainfo info = readMetainfo(resourcePath(kAppId + QStringLiteral(".metainfo.xml")));
        QVERIFY2(info.error.isEmpty(), qPrintable(info.error));
        QCOMPARE(info.id, kAppId);
        QCOMPARE(info.launchable, kAppId + QStringLiteral(".desktop"));
        QVERIFY(info.binaries.contains(QStringLiteral("pencilmark")));
        QVERIFY(info.binaries.contains(QStringLiteral("pencilmark-cli")));
        QVERIFY(info.contentRating);
        QCOMPARE(info.projectLicense, QStringLiteral("GPL-3.0-or-later"));
        QVERIFY(QFile::exists(QStringLiteral(PENCILMARK_SOURCE_DIR "/LICENSE")));
        // The newest release is this version: bumping the version needs release notes.
        QVERIFY(!info.releases.isEmpty());
        QCOMPARE(info.releases.front(), QStringLiteral(PENCILMARK_VERSION));
        // Every screenshot is one of ours, by the path it has in the
        // repository. (None are listed while the project has no public home
        // to serve them from.)
        for (const QString& url : info.screenshots) {
            const QString inRepository = url.section(QStringLiteral("/main/"), 1);
            QVERIFY2(url.startsWith(QStringLiteral("https://")) && QFile::exists(QStringLiteral(PENCILMARK_SOURCE_DIR "/") + inRepository),
                     qPrintable(url));
        }
    }

    void theFileTypesTheAppOpensAreDefinedAndNamedAlike()
    {
        const auto types = mimeTypes(resourcePath(kAppId + QStringLiteral(".mime.xml")));
        QVERIFY(types.contains(QStringLiteral("application/x-pencilmark")));
        QCOMPARE(types.value(QStringLiteral("application/x-pencilmark")), QStringList{QStringLiteral("*.pencilmark")});
        for (auto it = types.begin(); it != types.end(); ++it)
            QVERIFY2(!it.value().isEmpty(), qPrintable(it.key()));
        const auto entry = desktopEntry(resourcePath(kAppId + QStringLiteral(".desktop")));
        const QStringList launcher = sorted(entry.value(QStringLiteral("MimeType")).split(QLatin1Char(';')));
        QCOMPARE(launcher, sorted(types.keys()));
        const Metainfo info = readMetainfo(resourcePath(kAppId + QStringLiteral(".metainfo.xml")));
        QCOMPARE(sorted(info.mediaTypes), launcher);
    }

    void windowIconLoadsFromTheResources()
    {
        const QIcon icon(QStringLiteral(":/icons/pencilmark-256.png"));
        QVERIFY(!icon.isNull());
        QCOMPARE(icon.pixmap(256, 256).size(), QSize(256, 256));
    }
};

QTEST_MAIN(TestDesktopIntegration)
#include "tst_desktop_integration.moc"
