// The desktop program's command line, read as main() reads it: a bare --edit opens the editor
// on a new tile set (it was a usage error: "Missing value after '--edit'").

#include "commandline.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    void bareEditMeansANewSet_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("edit");   // the value of --edit
        QTest::addColumn<QString>("replay"); // the value of --replay, if given
        QTest::addColumn<QStringList>("files");
        QTest::newRow("alone") << QStringList{u"tessera"_s, u"--edit"_s} << QString() << QString() << QStringList();
        QTest::newRow("single dash") << QStringList{u"tessera"_s, u"-edit"_s} << QString() << QString() << QStringList();
        QTest::newRow("with a file") << QStringList{u"tessera"_s, u"--edit"_s, u"set.json"_s} << u"set.json"_s << QString()
                                     << QStringList();
        QTest::newRow("before an option") << QStringList{u"tessera"_s, u"--edit"_s, u"--replay"_s, u"g.jcz"_s} << QString()
                                          << u"g.jcz"_s << QStringList();
        QTest::newRow("after --, a file") << QStringList{u"tessera"_s, u"--"_s, u"--edit"_s} << QString() << QString()
                                          << QStringList{u"--edit"_s};
    }
    void bareEditMeansANewSet()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, edit);
        QFETCH(QString, replay);
        QFETCH(QStringList, files);
        tessera::app::CommandLine commandLine;
        QVERIFY2(commandLine.parser.parse(tessera::app::withBareEditFilled(arguments)),
                 qPrintable(commandLine.parser.errorText()));
        QCOMPARE(commandLine.parser.value(commandLine.edit), edit);
        QCOMPARE(commandLine.parser.isSet(commandLine.edit), !files.contains(u"--edit"_s));
        QCOMPARE(commandLine.parser.value(commandLine.replay), replay);
        QCOMPARE(commandLine.parser.positionalArguments(), files);
        QVERIFY(!tessera::app::needsNoWindow(arguments)); // the editor's window, not an error
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
