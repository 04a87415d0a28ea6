// statistics_shot OUTDIR: plays a dozen games of Ann (a stand-in making random moves) against
// the Easy and Medium computers (their own players, as in the game window), on the base game
// and with the River, records them, and saves the Statistics window over them as
// statistics.png for docs/screenshots. Not a test. Run with QT_QPA_PLATFORM=offscreen or under
// Xvfb; its statistics and settings stay apart from the player's.

#include "document/computerturns.h"
#include "statistics/statisticswindow.h"
#include "support/testgames.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

// Ann's turns at random, the computers' by themselves, to the end; then recorded.
bool playAndRecord(const document::GameInfo &info, stats::Statistics &statistics)
{
    document::GameDocument doc;
    document::ComputerTurns computers(&doc);
    computers.setPause(0);
    doc.newGame(info);
    engine::RandomPlayer ann(info.seed);
    while (doc.stage() != Stage::GameOver) {
        if (!computers.computerDecides())
            test::playDocumentTurn(doc, ann);
        else if (!QTest::qWaitFor([&] { return !computers.computerDecides() || doc.stage() == Stage::GameOver; }, 30000))
            return false;
    }
    return statistics.record(doc) == stats::StatsDatabase::Outcome::Added;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"TesseraShots"_s);
    QApplication::setApplicationName(u"statistics_shot"_s);
    QStandardPaths::setTestModeEnabled(true);
    if (argc < 2) {
        std::fprintf(stderr, "usage: statistics_shot OUTDIR\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    QTemporaryDir dir;
    ui::MainWindow w;
    w.statistics()->setPath(dir.filePath(u"statistics.sqlite"_s));
    const QDateTime start(QDate(2026, 11, 2), QTime(19, 0), Qt::UTC);
    for (int g = 0; g < 12; ++g) {
        const auto seed = std::uint64_t(100 + g);
        document::GameInfo info = g % 3 == 2 ? test::gameWith(seed, {u"river"_s}, 3) : test::baseGame(seed, 2 + g % 2);
        info.created = start.addDays(g * 2);
        info.players[1] = {u"Eve"_s, document::defaultPlayerColor(1), true,
                           g < 6 ? document::ComputerLevel::Easy : document::ComputerLevel::Medium};
        if (info.players.size() > 2)
            info.players[2] = {u"Max"_s, document::defaultPlayerColor(2), true, document::ComputerLevel::Medium};
        if (!playAndRecord(info, *w.statistics())) {
            std::fprintf(stderr, "game %d did not end or was not recorded\n", g);
            return 1;
        }
    }
    ui::StatisticsWindow *window = w.openStatistics();
    window->resize(1000, 720);
    if (!QTest::qWaitForWindowExposed(window))
        return 1;
    window->participantsView()->selectAll(); // every row's scores in the chart
    QTest::qWait(100);
    const QString path = out.filePath(u"statistics.png"_s);
    if (!window->grab().save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    std::printf("%s\n", qPrintable(path));
    return 0;
}
