#include "featuretext.h"

#include "engine/game.h"

#include <QCoreApplication>

namespace tessera::document {

using namespace engine;

namespace {

// Gives the free functions below a translation context of their own.
struct FeatureText {
    Q_DECLARE_TR_FUNCTIONS(FeatureText)
};

int cloisterNeighbours(const Game &game, const FeatureNode &root)
{
    return game.board().occupiedNeighbours(game.board().placed()[root.placed].pos);
}

QString tilesText(int tiles)
{
    return FeatureText::tr("%n tiles", nullptr, tiles);
}

// The description without its open/completed state.
QString featureSize(const Game &game, NodeId node)
{
    const FeatureNode &root = game.features().node(game.features().find(node));
    const int tiles = game.featureTileCount(node);
    switch (root.kind) {
    case FeatureKind::City: {
        QString text = FeatureText::tr("city, %1").arg(tilesText(tiles));
        if (root.pennants)
            text += FeatureText::tr(", %n pennants", nullptr, root.pennants);
        return text;
    }
    case FeatureKind::Road:
        return FeatureText::tr("road, %1").arg(tilesText(tiles));
    case FeatureKind::Cloister:
        return FeatureText::tr("cloister, %n of 8 neighbours", nullptr, cloisterNeighbours(game, root));
    case FeatureKind::Field:
        return FeatureText::tr("farm, %1").arg(tilesText(tiles));
    case FeatureKind::River:
        return FeatureText::tr("river");
    }
    return QString();
}

} // namespace

QString describeFeature(const Game &game, NodeId node)
{
    const FeatureNode &root = game.features().node(game.features().find(node));
    const QString size = featureSize(game, node);
    if (root.kind == FeatureKind::City || root.kind == FeatureKind::Road)
        return size + (root.openEdges ? FeatureText::tr(", open") : FeatureText::tr(", completed"));
    return size;
}

QString describeFeatureValue(const Game &game, NodeId node)
{
    const FeatureNode &root = game.features().node(game.features().find(node));
    int tiles = 0;
    bool completed = false;
    switch (root.kind) {
    case FeatureKind::City:
    case FeatureKind::Road:
        tiles = game.featureTileCount(node);
        completed = root.openEdges == 0;
        break;
    case FeatureKind::Cloister:
        tiles = 1 + cloisterNeighbours(game, root);
        completed = tiles == 9;
        break;
    case FeatureKind::Field:
    case FeatureKind::River:
        return describeFeature(game, node);
    }
    // The engine's value, with the rules modules' (inns and cathedrals) included.
    const QString size = featureSize(game, node);
    if (completed)
        return FeatureText::tr("%1: completed, %2").arg(size).arg(game.featurePoints(node, tiles, true));
    // A city or road completed as it stands; a cloister only with all 8 neighbours.
    const int completedTiles = root.kind == FeatureKind::Cloister ? 9 : tiles;
    return FeatureText::tr("%1: %2 if completed, %3 at the end")
        .arg(size)
        .arg(game.featurePoints(node, completedTiles, true))
        .arg(game.featurePoints(node, tiles, false));
}

} // namespace tessera::document
