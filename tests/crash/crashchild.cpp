#include "crashchild.h"

#include "engine/randomplayer.h"
#include "support/testgames.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

namespace tessera::test {

namespace {

using Stage = document::GameDocument::Stage;

// One line, flushed at once: the parent must see every step that completed before the kill.
template<typename... Args>
void report(const char *format, Args... args)
{
    if constexpr (sizeof...(Args) == 0)
        std::fputs(format, stdout); // no format without arguments (-Werror=format-security)
    else
        std::printf(format, args...);
    std::putchar('\n');
    std::fflush(stdout);
}

void startGame(ui::MainWindow &w, std::uint64_t seed)
{
    report("newgame %llu", static_cast<unsigned long long>(seed));
    w.startGame(baseGame(seed), false);
    report("game %llu", static_cast<unsigned long long>(seed));
}

} // namespace

int runCrashChild(const QString &dir, std::uint64_t seed, bool checkOnly)
{
    ui::MainWindow w;
    document::GameDocument &doc = *w.document();
    doc.setAutosavePath(QDir(dir).filePath(QLatin1StringView(kAutosaveName)));
    w.resize(1000, 700);
    w.show();

    // The player answers Yes to "Resume game?", as after any crash.
    QTimer yes;
    yes.setInterval(1);
    QObject::connect(&yes, &QTimer::timeout, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Yes)->click();
    });
    yes.start();
    const bool resumed = w.offerResume();
    yes.stop();
    if (resumed)
        report("resumed %d %llu", int(doc.match().turns().size()), static_cast<unsigned long long>(doc.info().seed));
    else
        report("resumed none");
    if (checkOnly)
        return resumed ? 0 : 1;

    if (!resumed)
        startGame(w, seed);
    // Emitted when a turn is confirmed, right before its autosave starts.
    QObject::connect(&doc, &document::GameDocument::historyChanged,
                     [&doc] { report("turn %d", int(doc.match().turns().size())); });
    engine::RandomPlayer player(seed);
    const QString copy = QDir(dir).filePath(QLatin1StringView(kSaveAsName));
    int undoneAt = -1; // once per turn count, or the redo would bring it back for ever
    for (;;) {
        if (int(doc.match().turns().size()) >= kTurnsPerGame || doc.stage() != Stage::Placing)
            startGame(w, doc.info().seed + 1);
        playDocumentTurn(doc, player); // confirming the turn autosaves it
        const int turns = int(doc.match().turns().size());
        report("saved %d", turns);
        if (turns % kSaveAsEvery == 0) {
            report("saveas %d", turns);
            if (!doc.saveAs(copy))
                return 2;
            report("saveas-done %d", turns);
            report("export %d", turns);
            if (!w.exportBoard(QDir(dir).filePath(QLatin1StringView(kBoardExportName)))
                || !w.exportJcz(QDir(dir).filePath(QLatin1StringView(kJczExportName))))
                return 2;
            report("export-done %d", turns);
        }
        if (turns % kUndoEvery == 0 && turns != undoneAt && doc.stage() == Stage::Placing) {
            undoneAt = turns;
            report("undo %d", turns);
            for (void (document::GameDocument::*step)() :
                 {&document::GameDocument::undoTurn, &document::GameDocument::undoTurn, &document::GameDocument::redoTurn}) {
                (doc.*step)(); // autosaves
                report("cursor %d", int(doc.match().turns().size()));
            }
        }
        QCoreApplication::processEvents(); // the window redraws as it does in play
    }
}

} // namespace tessera::test
