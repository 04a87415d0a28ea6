// GameTree: the record as a tree with a cursor. Undo, redo, branching and jumps in random
// games always leave the match at exactly the position a fresh replay of the cursor's path
// gives; the tree keeps every line played, with the newest line first.

#include "gameinvariants.h"
#include "scenario.h"

#include "engine/gametree.h"
#include "engine/randomplayer.h"

#include <QTest>

using namespace tessera;
using namespace tessera::engine;
using test::baseSetup;
using TurnId = GameTree::TurnId;

namespace {

// A random turn at the match's position (drawing the recorded tiles when the cursor has a
// future, as the game window does), recorded in the tree. False when the game is over.
bool playTurn(Match &match, GameTree &tree, RandomPlayer &player)
{
    if (const TurnId future = tree.next(tree.cursor()); future != GameTree::kNoNode)
        if (match.applyDraws(tree.node(future).turn))
            return false;
    const std::size_t before = match.turns().size();
    playRandomMatch(match, player, before + 1);
    if (match.turns().size() == before)
        return false;
    tree.play(match.turns().back());
    return true;
}

QString structureProblem(const GameTree &tree)
{
    for (TurnId n = 1; n < tree.size(); ++n) {
        const auto &node = tree.node(n);
        const auto &siblings = tree.node(node.parent).children;
        if (std::count(siblings.begin(), siblings.end(), n) != 1)
            return QStringLiteral("node %1 is not once among its parent's children").arg(n);
        if (node.depth != tree.node(node.parent).depth + 1)
            return QStringLiteral("node %1 has depth %2").arg(n).arg(node.depth);
        for (const TurnId s : siblings)
            if (s != n && tree.node(s).turn == node.turn)
                return QStringLiteral("node %1 has a twin").arg(n);
    }
    return {};
}

} // namespace

class TestGameTree : public QObject {
    Q_OBJECT
private slots:
    void playRecordsAndBranches()
    {
        Match match(baseSetup(2, 1, 3));
        RandomPlayer player(3);
        GameTree tree;
        for (int i = 0; i < 5; ++i)
            QVERIFY(playTurn(match, tree, player));
        QCOMPARE(tree.size(), std::size_t(6));
        QCOMPARE(tree.node(tree.cursor()).depth, 5);
        QVERIFY(tree.turnsTo(tree.cursor()) == match.turns());
        const std::vector<TurnId> oldLine = tree.currentLine();

        // Back two turns: the future is still the current line, after the cursor.
        tree.setCursor(tree.parent(tree.parent(tree.cursor())));
        QVERIFY(!moveMatchTo(match, tree, tree.cursor()));
        QVERIFY(tree.currentLine() == oldLine);
        QCOMPARE(match.turns().size(), std::size_t(3));

        // The same turn again is a redo: no new node.
        const TurnId fourth = oldLine[3];
        QVERIFY(!match.applyTurn(tree.node(fourth).turn));
        QCOMPARE(tree.play(match.turns().back()), fourth);
        QCOMPARE(tree.size(), std::size_t(6));

        // Another turn from there: a new line first, the old future its variation.
        tree.setCursor(oldLine[2]);
        QVERIFY(!moveMatchTo(match, tree, tree.cursor()));
        TurnRecord other = tree.node(fourth).turn;
        std::vector<Placement> places;
        QVERIFY(!match.applyDraws(other));
        match.game().legalPlacements(other.tile(), places);
        QVERIFY(places.size() > 1);
        const Decision otherPlace = Decision::place(other.tile(),
                                                    places.front() == other.placement().placement ? places[1] : places[0]);
        other.decisions = match.currentTurn().decisions; // the draws
        other.decisions.push_back(otherPlace);
        other.decisions.push_back(Decision::pass());
        QVERIFY(!match.applyTurn(other));
        const TurnId branch = tree.play(other);
        QCOMPARE(tree.size(), std::size_t(7));
        QCOMPARE(tree.node(oldLine[2]).children, (std::vector<TurnId>{branch, fourth}));
        QVERIFY(!tree.isOnMainLine(fourth));
        QCOMPARE(tree.variationTurns(), std::size_t(2));

        // The old line made the main line again: first child, the branch a variation.
        tree.makeMainLine(oldLine.back());
        QCOMPARE(tree.node(oldLine[2]).children, (std::vector<TurnId>{fourth, branch}));
        QVERIFY(tree.mainLine() == oldLine);

        // Playing the branch's turn again follows it, and the line played on is the main line.
        tree.setCursor(oldLine[2]);
        QCOMPARE(tree.play(other), branch);
        QCOMPARE(tree.node(oldLine[2]).children, (std::vector<TurnId>{branch, fourth}));
        QVERIFY(tree.isOnMainLine(branch));
        tree.makeMainLine(oldLine.back());
        QVERIFY(tree.isAncestor(oldLine[1], oldLine[4]));
        QVERIFY(!tree.isAncestor(fourth, branch));
        QVERIFY(structureProblem(tree).isEmpty());
    }

    // Undo, redo and branch random amounts in 200 random games: after every step the match
    // equals a fresh replay of the cursor's path.
    void randomWalksMatchFreshReplays()
    {
        int steps = 0, branches = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const int players = 2 + int(seed % 4);
            const int handSize = seed % 5 == 0 ? 3 : 1;
            const GameSetup setup = baseSetup(players, handSize, seed);
            Match match(setup);
            RandomPlayer player(seed * 7);
            Random dice(seed, 99);
            GameTree tree;
            for (int action = 0; action < 60; ++action, ++steps) {
                const TurnId at = tree.cursor();
                const std::size_t sizeBefore = tree.size();
                switch (dice.below(5)) {
                case 0:
                case 1: // play: redo when it is the recorded turn, else a new line
                    for (std::uint32_t k = 1 + dice.below(6); k > 0 && playTurn(match, tree, player); --k) {
                    }
                    branches += tree.size() > sizeBefore && tree.next(at) != GameTree::kNoNode
                        && tree.node(at).children.size() > 1;
                    QVERIFY2(tree.isOnMainLine(tree.cursor()), "the line played on is the main line");
                    break;
                case 2: // undo
                    for (std::uint32_t k = 1 + dice.below(8); k > 0 && tree.cursor() != GameTree::kRoot; --k)
                        tree.setCursor(tree.parent(tree.cursor()));
                    break;
                case 3: // redo
                    for (std::uint32_t k = 1 + dice.below(8); k > 0 && tree.next(tree.cursor()) != GameTree::kNoNode; --k)
                        tree.setCursor(tree.next(tree.cursor()));
                    break;
                case 4: // a jump anywhere, sometimes making its line the main line
                    tree.setCursor(TurnId(dice.below(std::uint32_t(tree.size()))));
                    if (dice.below(2) == 0)
                        tree.makeMainLine(tree.cursor());
                    break;
                }
                const TurnProblem problem = moveMatchTo(match, tree, tree.cursor());
                QVERIFY2(!problem, qPrintable(QStringLiteral("seed %1: error %2").arg(seed).arg(int(problem.error))));
                const std::vector<TurnRecord> path = tree.turnsTo(tree.cursor());
                QVERIFY(match.turns() == path);
                Match fresh(setup);
                for (const TurnRecord &t : path)
                    QVERIFY(!fresh.applyTurn(t));
                const QString difference = test::snapshotDifference(test::snapshot(match.game()),
                                                                    test::snapshot(fresh.game()));
                QVERIFY2(difference.isEmpty(),
                         qPrintable(QStringLiteral("seed %1 action %2: %3 differs").arg(seed).arg(action).arg(difference)));
                const std::vector<TurnId> line = tree.currentLine();
                const std::vector<TurnId> toCursor = tree.pathTo(tree.cursor());
                QVERIFY(std::equal(toCursor.begin(), toCursor.end(), line.begin()));
            }
            QVERIFY2(structureProblem(tree).isEmpty(), qPrintable(structureProblem(tree)));
        }
        QVERIFY(branches > 100); // the walks did branch
        QCOMPARE(steps, 200 * 60);
    }
};

QTEST_GUILESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
