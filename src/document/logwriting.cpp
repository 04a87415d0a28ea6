#include "logwriting.h"

#include "gamelognames.h"
#include "tilesetnames.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace tessera::document::logwrite {

using namespace engine;

QByteArray quoted(const QString &s)
{
    const QByteArray array = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QByteArray tileId(const Game &game, TileIndex tile)
{
    return quoted(QString::fromStdString(game.catalog().tile(tile).type.id));
}

QByteArray latin1(QLatin1StringView s)
{
    return QByteArray(s.data(), s.size());
}

// One entry of a turn; `tile` is the tile placed last before it (a deployment's).
QByteArray decisionObject(const Game &game, TileIndex tile, const Decision &d)
{
    QByteArray out = "{\"decision\": \"" + latin1(lognames::kDecisions[std::size_t(d.kind)]) + '"';
    switch (d.kind) {
    case DecisionKind::Draw:
    case DecisionKind::Discard:
        out += ", \"tile\": " + tileId(game, d.tile);
        break;
    case DecisionKind::Place:
        out += ", \"tile\": " + tileId(game, d.tile) + ", \"x\": " + QByteArray::number(d.placement.pos.x) + ", \"y\": "
            + QByteArray::number(d.placement.pos.y) + ", \"rotation\": " + QByteArray::number(d.placement.rotation * 90);
        break;
    case DecisionKind::Deploy: {
        const auto &feature = game.catalog().tile(tile).type.features[d.deployment.feature];
        out += ", \"feature\": " + QByteArray::number(d.deployment.feature) + ", \"kind\": \""
            + QByteArray(names::kKinds[std::size_t(feature.kind)].data(), names::kKinds[std::size_t(feature.kind)].size())
            + '"';
        if (d.deployment.figure != FigureKind::Follower)
            out += ", \"figure\": \"" + latin1(lognames::kFigures[std::size_t(d.deployment.figure)]) + '"';
        break;
    }
    case DecisionKind::Pass:
        break;
    case DecisionKind::DeployAt:
    case DecisionKind::MoveFairy:
    case DecisionKind::RemoveKnight:
    case DecisionKind::DragonStep:
        // A tile elsewhere on the board: its position, and the feature there (not for the dragon).
        out += ", \"x\": " + QByteArray::number(d.at.x) + ", \"y\": " + QByteArray::number(d.at.y);
        if (d.kind != DecisionKind::DragonStep)
            out += ", \"feature\": " + QByteArray::number(d.deployment.feature);
        if (d.kind == DecisionKind::DeployAt && d.deployment.figure != FigureKind::Follower)
            out += ", \"figure\": \"" + latin1(lognames::kFigures[std::size_t(d.deployment.figure)]) + '"';
        break;
    }
    return out + '}';
}

} // namespace tessera::document::logwrite
