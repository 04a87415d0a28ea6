// Undo from the end of a finished game to the start and redo to the end, one decision at a
// time, with the History window open (issue 11: under 50 ms of engine time in all). Measured
// twice: the engine's part alone (the match moved along the record tree, turn by turn both
// ways), and every step through the document, the turns model, the board and the window.
// Run: build/tests/bench/bench_history

#include "document/gamedocument.h"
#include "engine/gametree.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"
#include "window/mainwindow.h"

#include <QDockWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace tessera;

class BenchHistory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // Every step is autosaved, as in play, but not over the player's own autosave.
        m_window.document()->setAutosavePath(m_dir.filePath(QStringLiteral("autosave.tessera")));
        m_window.resize(1200, 800);
        m_window.show();
        m_window.startGame(test::baseGame(7), false);
        engine::RandomPlayer player(7);
        while (m_window.document()->stage() != document::GameDocument::Stage::GameOver)
            test::playDocumentTurn(*m_window.document(), player);
        m_window.historyDock()->show();
        QVERIFY(QTest::qWaitForWindowExposed(&m_window));
        qInfo("%zu turns", m_window.document()->match().turns().size());
    }

    void engineTimeTurnByTurn()
    {
        const engine::GameTree &tree = m_window.document()->tree();
        const std::vector<engine::GameTree::TurnId> line = tree.pathTo(tree.cursor());
        engine::Match match(m_window.document()->match().setup());
        QVERIFY(!engine::moveMatchTo(match, tree, line.back()));
        QBENCHMARK
        {
            for (auto i = line.size(); i > 0; --i)
                engine::moveMatchTo(match, tree, i == 1 ? engine::GameTree::kRoot : line[i - 2]);
            for (const engine::GameTree::TurnId n : line)
                engine::moveMatchTo(match, tree, n);
        }
        QVERIFY(match.turns().size() == line.size());
    }

    void everyDecisionThroughTheWindow()
    {
        document::GameDocument *doc = m_window.document();
        int steps = 0;
        QBENCHMARK
        {
            while (doc->canUndo()) {
                doc->undo();
                ++steps;
            }
            while (doc->canRedo()) {
                doc->redo();
                ++steps;
            }
        }
        QCOMPARE(doc->stage(), document::GameDocument::Stage::GameOver);
        QVERIFY(steps > 0);
    }

private:
    QTemporaryDir m_dir;
    ui::MainWindow m_window;
};

QTEST_MAIN(BenchHistory)
#include "bench_history.moc"
