// What the board says of a feature: its size and what it would score, by the engine's rules
// with every module (an inn doubles a completed road and zeroes an open one).

#include "document/featuretext.h"
#include "engine/scenario.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;
using tessera::test::Scenario;
using tessera::test::scenarioCatalog;

namespace {

NodeId lastTileNode(const Game &game, std::uint8_t local)
{
    return game.board().placed()[game.lastPlaced()].firstNode + local;
}

} // namespace

class TestFeatureText : public QObject {
    Q_OBJECT
private slots:
    void plainRoad()
    {
        Scenario s({{"road-straight", 1}, {"cloister", 1}});
        s.place("road-straight", 1, 0, 0);
        const NodeId road = lastTileNode(s.game, s.featureOfLastTile(FeatureKind::Road, "E"));
        QCOMPARE(document::describeFeatureValue(s.game, road), u"road, 2 tiles: 2 if completed, 2 at the end"_s);
    }

    void innRoadCountsTheInn()
    {
        RuleOptions rules;
        rules.largeFollower = true;
        Scenario s(scenarioCatalog({{"inn-road-straight", 1}, {"cloister", 1}}, {"base", "inns-cathedrals"}), 2, rules);
        s.place("inn-road-straight", 1, 0, 0);
        const NodeId road = lastTileNode(s.game, s.featureOfLastTile(FeatureKind::Road, "E"));
        QCOMPARE(document::describeFeatureValue(s.game, road), u"road, 2 tiles: 4 if completed, 0 at the end"_s);
        QCOMPARE(s.game.featurePoints(road, 5, true), 10);
    }
};

QTEST_GUILESS_MAIN(TestFeatureText)
#include "tst_featuretext.moc"
