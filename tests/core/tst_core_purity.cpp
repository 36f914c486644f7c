// SPDX-License-Identifier: GPL-3.0-or-later
// core/ is plain C++: no file under it may include a Qt header. This test
// reads every source file there and fails on the first Qt include it finds.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

class TestCorePurity : public QObject {
    Q_OBJECT
private slots:
    void noQtIncludesInCore()
    {
        const QString coreDir = QStringLiteral(PENCILMARK_SOURCE_DIR "/core");
        const QRegularExpression qtInclude(QStringLiteral("^\\s*#\\s*include\\s*[<\"](Q[A-Za-z]|qt)"),
                                           QRegularExpression::MultilineOption);
        int filesRead = 0;
        QDirIterator it(coreDir, {QStringLiteral("*.h"), QStringLiteral("*.cpp"), QStringLiteral("*.hpp")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QString text = QString::fromUtf8(file.readAll());
            const auto match = qtInclude.match(text);
            QVERIFY2(!match.hasMatch(), qPrintable(path + QStringLiteral(": ") + match.captured(0)));
            ++filesRead;
        }
        QVERIFY2(filesRead >= 10, "expected to find core sources");
    }

    void noQtInCoreBuildScript()
    {
        QFile cmake(QStringLiteral(PENCILMARK_SOURCE_DIR "/core/CMakeLists.txt"));
        QVERIFY(cmake.open(QIODevice::ReadOnly));
        const QByteArray script = cmake.readAll();
        QVERIFY(!script.contains("Qt6::") && !script.contains("find_package(Qt"));
    }
};

QTEST_GUILESS_MAIN(TestCorePurity)
#include "tst_core_purity.moc"
