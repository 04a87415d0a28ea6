// Replays the fuzz corpora (fuzz/corpus/<target>) and the inputs that once broke a fuzz target
// (tests/data/fuzz-regressions/<target>) through the same entry functions as the libFuzzer
// targets: no input may break a reader's property, and the corpus must reach both a reader's
// success path (where the write-back checks run) and its error paths.

#include "fuzzentries.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using tessera::fuzz::FuzzEntry;

namespace {

struct Tally {
    int files = 0;
    int accepted = 0;
};

// Runs every file of `dir` (missing folder: none) through `entry`; a broken property fails
// the test naming the file.
bool runFolder(const FuzzEntry &entry, const QString &dir, Tally &tally)
{
    const QStringList names = QDir(dir).entryList(QDir::Files, QDir::Name);
    for (const QString &name : names) {
        QFile file(dir + u'/' + name);
        if (!file.open(QIODevice::ReadOnly)) {
            QTest::qFail(qPrintable(u"cannot read "_s + file.fileName()), __FILE__, __LINE__);
            return false;
        }
        const tessera::fuzz::FuzzOutcome outcome = entry.run(file.readAll());
        if (!outcome.failure.isEmpty()) {
            QTest::qFail(qPrintable(file.fileName() + u": "_s + outcome.failure), __FILE__, __LINE__);
            return false;
        }
        ++tally.files;
        tally.accepted += outcome.accepted ? 1 : 0;
    }
    return true;
}

} // namespace

class TestFuzzCorpus : public QObject {
    Q_OBJECT
private slots:
    void replay_data()
    {
        QTest::addColumn<int>("index");
        QVERIFY(!tessera::fuzz::fuzzEntries().empty());
        for (int i = 0; i < int(tessera::fuzz::fuzzEntries().size()); ++i)
            QTest::newRow(tessera::fuzz::fuzzEntries()[i].name) << i;
    }

    void replay()
    {
        QFETCH(int, index);
        const FuzzEntry &entry = tessera::fuzz::fuzzEntries()[index];
        const QString name = QLatin1StringView(entry.name);
        Tally corpus;
        Tally regressions;
        if (!runFolder(entry, QStringLiteral(TESSERA_SOURCE_DIR "/fuzz/corpus/") + name, corpus))
            return;
        if (!runFolder(entry, QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/fuzz-regressions/") + name, regressions))
            return;
        qInfo("%s: %d corpus files (%d load), %d regression inputs", entry.name, corpus.files, corpus.accepted,
              regressions.files);
        QVERIFY2(corpus.files >= 10, "the committed corpus is missing or nearly empty");
        QVERIFY2(corpus.accepted > 0, "no corpus input loads, so the write-back check never runs");
        QVERIFY2(corpus.accepted < corpus.files, "no corpus input reaches an error path");
    }
};

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzz_corpus.moc"
