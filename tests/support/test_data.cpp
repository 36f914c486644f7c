// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/test_data.h"

#include <QFile>
#include <QTextStream>
#include <QRegularExpression>
#include <QtTest>

namespace pm::test {

QString sharedDataPath(const QString& fileName)
{
    return QStringLiteral(PENCILMARK_SHARED_DATA_DIR "/") + fileName;
}

QString testDataPath(const QString& fileName)
{
    return QStringLiteral(PENCILMARK_TEST_DATA_DIR "/") + fileName;
}

std::vector<std::string> loadPuzzleLines(const QString& path, int maxCount)
{
    std::vector<std::string> puzzles;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        qWarning("cannot open %s", qPrintable(path));
        return puzzles;
    }
    QTextStream in(&file);
    while (!in.atEnd() && (maxCount < 0 || int(puzzles.size()) < maxCount)) {
        const QString line = in.readLine().trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        puzzles.push_back(line.section(QRegularExpression(QStringLiteral("\\s+")), 0, 0).toStdString());
    }
    return puzzles;
}

std::vector<std::map<std::string, std::string>> loadTsv(const QString& path)
{
    std::vector<std::map<std::string, std::string>> rows;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        qWarning("cannot open %s", qPrintable(path));
        return rows;
    }
    QTextStream in(&file);
    const QStringList header = in.readLine().split(u'\t');
    while (!in.atEnd()) {
        const QString line = in.readLine();
        if (line.isEmpty())
            continue;
        const QStringList fields = line.split(u'\t');
        std::map<std::string, std::string> row;
        for (int i = 0; i < header.size(); ++i)
            row[header[i].toStdString()] = i < fields.size() ? fields[i].toStdString() : std::string();
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace pm::test
