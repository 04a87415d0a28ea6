// Soak of the expansions: 1,000 complete random games for each of base + River, base + Inns &
// Cathedrals (with the large follower), both, base + Traders & Builders (builder and pig), base
// + the Princess & the Dragon (fairy on, the dragon after or before the scoring) and all five, 1 to 5 players (6 with Inns & Cathedrals), both hand sizes, farmers on and off. The
// players choose among the engine's own legalDecisions(); after every decision the base
// soak's invariants hold (per kind of figure), and at sampled positions the decisions listed
// as legal are exactly those the engine accepts: every listed one passes checkDecision, and
// every placement of a held tile on an open cell and every deployment not listed is refused.

#include "gameinvariants.h"
#include "scenario.h"

#include "document/tilesetlibrary.h"
#include "engine/random.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

constexpr int kGamesPerCombination = 1000;
constexpr int kCheckEvery = 7; // the exhaustive legality check on every 7th decision

// Every decision the engine could be asked about in this position, legal or not.
void candidateDecisions(const Game &game, std::vector<Decision> &out)
{
    out.clear();
    if (game.phase() == Phase::Place) {
        const test::PlacedCells cells(game);
        for (const TileIndex tile : game.hand(game.currentPlayer()))
            for (const Position p : cells.openCells())
                for (int r = 0; r < 4; ++r)
                    out.push_back(Decision::place(tile, {p, r}));
    } else if (game.phase() == Phase::Deploy) {
        const auto &type = game.catalog().tile(game.board().placed()[game.lastPlaced()].tile).type;
        for (std::size_t f = 0; f < type.features.size(); ++f)
            for (int k = 0; k < kFigureKinds; ++k)
                out.push_back(Decision::deploy({std::uint8_t(f), FigureKind(k)}));
        out.push_back(Decision::pass());
        if (!game.bringsMoreDecisions())
            return;
        // The Princess & the Dragon: every tile, feature and figure for the portal, the fairy
        // and the princess, and a cell beyond the board.
        for (const PlacedTile &t : game.board().placed()) {
            const auto &features = game.catalog().tile(t.tile).type.features;
            for (std::size_t f = 0; f < features.size(); ++f) {
                for (int k = 0; k < kFigureKinds; ++k)
                    out.push_back(Decision::deployAt(t.pos, {std::uint8_t(f), FigureKind(k)}));
                out.push_back(Decision::moveFairy(t.pos, std::uint8_t(f)));
                out.push_back(Decision::removeKnight(t.pos, std::uint8_t(f)));
            }
            out.push_back(Decision::dragonStep(t.pos));
        }
        out.push_back(Decision::deployAt({game.board().bounds().maxX + 1, 0}, {0, FigureKind::Follower}));
    } else if (game.phase() == Phase::Module) {
        for (const PlacedTile &t : game.board().placed())
            out.push_back(Decision::dragonStep(t.pos));
        out.push_back(Decision::dragonStep({game.board().bounds().maxX + 1, 0}));
        out.push_back(Decision::pass());
    }
}

QString legalIsAccepted(const Game &game, const std::vector<Decision> &legal, std::vector<Decision> &candidates)
{
    for (const Decision &d : legal)
        if (const MoveError e = game.checkDecision(d); e != MoveError::None)
            return u"a listed decision is refused (error %1)"_s.arg(int(e));
    candidateDecisions(game, candidates);
    for (const Decision &d : candidates) {
        const bool listed = std::find(legal.begin(), legal.end(), d) != legal.end();
        if (listed != (game.checkDecision(d) == MoveError::None))
            return u"decision of kind %1 accepted %2 but listed %3"_s.arg(int(d.kind)).arg(!listed).arg(listed);
    }
    return QString();
}

// What a game showed of the expansions: large followers, builders and pigs deployed,
// placements the river refused, bonus tiles played, goods taken.
struct ExpansionSeen {
    int largeDeployed = 0;
    int riverForbidden = 0;
    int buildersDeployed = 0;
    int pigsDeployed = 0;
    int bonusTiles = 0;
    int goods = 0;
    int portalDeploys = 0;
    int fairyMoves = 0;
    int knightsRemoved = 0;
    int dragonSteps = 0;
    int eaten = 0; // figures gone home in a dragon step
};

// Plays one game through legalDecisions(); `seen`, when given, also counts what it shows.
QString playChecked(const GameSetup &setup, ExpansionSeen *seen = nullptr)
{
    Game game(setup);
    Random random(setup.seed, 99);
    std::vector<Decision> legal, candidates;
    for (int step = 0; !game.isOver(); ++step) {
        if (step > 4 * kMaxTilesPerGame)
            return u"the game does not end"_s;
        if (game.phase() == Phase::Draw) {
            game.drawRandom();
        } else {
            game.legalDecisions(legal);
            if (legal.empty())
                return u"step %1: no legal decision"_s.arg(step);
            if (step % kCheckEvery == 0)
                if (const QString problem = legalIsAccepted(game, legal, candidates); !problem.isEmpty())
                    return u"step %1: %2"_s.arg(step).arg(problem);
            const Decision &d = legal[random.below(std::uint32_t(legal.size()))];
            if (seen && game.phase() == Phase::Place)
                for (const TileIndex t : game.hand(game.currentPlayer()))
                    for (const OpenPosition &o : game.board().openPositions())
                        for (int r = 0; r < 4; ++r)
                            seen->riverForbidden += game.checkPlacement(t, {o.pos, r}) == MoveError::PlacementForbidden;
            if (seen) {
                const bool deploy = d.kind == DecisionKind::Deploy;
                seen->largeDeployed += deploy && d.deployment.figure == FigureKind::LargeFollower;
                seen->buildersDeployed += deploy && d.deployment.figure == FigureKind::Builder;
                seen->pigsDeployed += deploy && d.deployment.figure == FigureKind::Pig;
                seen->bonusTiles += d.kind == DecisionKind::Place && playingBonusTile(game);
                seen->portalDeploys += d.kind == DecisionKind::DeployAt;
                seen->fairyMoves += d.kind == DecisionKind::MoveFairy;
                seen->knightsRemoved += d.kind == DecisionKind::RemoveKnight;
                seen->dragonSteps += d.kind == DecisionKind::DragonStep;
            }
            const std::size_t figuresBefore = game.figures().size();
            const bool dragonStep = d.kind == DecisionKind::DragonStep;
            if (const MoveError e = game.apply(d); e != MoveError::None)
                return u"step %1: a legal decision was refused (error %2)"_s.arg(step).arg(int(e));
            if (seen && dragonStep)
                seen->eaten += int(figuresBefore - game.figures().size());
        }
        if (const QString broken = test::brokenInvariant(game); !broken.isEmpty())
            return u"step %1: %2"_s.arg(step).arg(broken);
    }
    if (seen)
        for (int p = 0; p < game.playerCount(); ++p)
            for (const Goods g : {Goods::Wine, Goods::Grain, Goods::Cloth})
                seen->goods += goodsOf(game, p, g);
    return test::brokenInvariantThorough(game);
}

} // namespace

class TestSoakExpansions : public QObject {
    Q_OBJECT
private slots:
    void randomGames_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<bool>("largeFollower");
        QTest::newRow("base + River") << QStringList{u"base"_s, u"river"_s} << false;
        QTest::newRow("base + Inns & Cathedrals") << QStringList{u"base"_s, u"inns-cathedrals"_s} << true;
        QTest::newRow("base + River + Inns & Cathedrals")
            << QStringList{u"base"_s, u"river"_s, u"inns-cathedrals"_s} << true;
        QTest::newRow("base + Traders & Builders") << QStringList{u"base"_s, u"traders-builders"_s} << false;
        QTest::newRow("base + Princess & Dragon") << QStringList{u"base"_s, u"princess-dragon"_s} << false;
        QTest::newRow("all expansions") << QStringList{u"base"_s, u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s,
                                                       u"princess-dragon"_s}
                                        << true;
    }

    void randomGames()
    {
        QFETCH(QStringList, sets);
        QFETCH(bool, largeFollower);
        std::vector<TileSet> loaded;
        for (const QString &name : sets)
            loaded.push_back(*document::loadNamedTileSet(name).set);
        GameSetup setup;
        setup.catalog = std::make_shared<const TileCatalog>(loaded);
        const int most = largeFollower ? kMaxPlayers : kMaxPlayersBase;
        const bool traders = sets.contains(u"traders-builders"_s);
        const bool princess = sets.contains(u"princess-dragon"_s);
        ExpansionSeen seen;
        for (int g = 0; g < kGamesPerCombination; ++g) {
            setup.players = kMinPlayers + g % (most - kMinPlayers + 1);
            setup.rules = {};
            setup.rules.largeFollower = largeFollower;
            setup.rules.builder = setup.rules.pig = traders;
            setup.rules.handSize = g % 5 == 4 ? 3 : 1;
            setup.rules.farmers = g % 7 != 3;
            setup.rules.fairy = princess && g % 9 != 5;
            setup.rules.dragonTiming = g % 2 ? DragonTiming::BeforeScoring : DragonTiming::AfterScoring;
            setup.rules.turnAfterLastPlacement = g % 3 == 1; // JCloisterZone's readings
            setup.rules.builderOnCompletedFeature = g % 4 != 2;
            setup.seed = std::uint64_t(g) * 7919 + 11;
            // The first games also count what they show: the expansions really played.
            const QString problem = playChecked(setup, g < 20 ? &seen : nullptr);
            QVERIFY2(problem.isEmpty(), qPrintable(u"game %1 (seed %2): %3"_s.arg(g).arg(setup.seed).arg(problem)));
        }
        QCOMPARE(seen.largeDeployed > 0, largeFollower);
        QCOMPARE(seen.riverForbidden > 0, sets.contains(u"river"_s));
        QCOMPARE(seen.buildersDeployed > 0, traders);
        QCOMPARE(seen.pigsDeployed > 0, traders);
        QCOMPARE(seen.bonusTiles > 0, traders);
        QCOMPARE(seen.goods > 0, traders);
        QCOMPARE(seen.portalDeploys > 0, princess);
        QCOMPARE(seen.fairyMoves > 0, princess);
        QCOMPARE(seen.knightsRemoved > 0, princess);
        QCOMPARE(seen.dragonSteps > 0, princess);
        QCOMPARE(seen.eaten > 0, princess);
    }
};

QTEST_GUILESS_MAIN(TestSoakExpansions)
#include "tst_soak_expansions.moc"
