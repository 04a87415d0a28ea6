// Sentences for the engine's tile problem codes. Side, half-edge and kind names stay in the
// file format's words (N, NL, road...) so that the reader can find them in the file.

#include "tilesetjson.h"

#include "tilesetnames.h"

#include <QCoreApplication>

namespace tessera::document {

using engine::FeatureDef;
using engine::TileProblem;
using engine::TileProblemCode;
using engine::TileSet;
using engine::TileType;

namespace {

class ProblemText {
    Q_DECLARE_TR_FUNCTIONS(TileSet)

public:
    ProblemText(const TileProblem &problem, const TileSet &set) : m_problem(problem), m_set(set)
    {
        if (problem.tile >= 0 && problem.tile < static_cast<int>(set.tiles.size()))
            m_tile = &set.tiles[static_cast<std::size_t>(problem.tile)];
        if (m_tile && problem.feature >= 0 && problem.feature < static_cast<int>(m_tile->features.size()))
            m_feature = &m_tile->features[static_cast<std::size_t>(problem.feature)];
    }

    QString text() const
    {
        const int d = m_problem.detail;
        switch (m_problem.code) {
        case TileProblemCode::EmptyId:
            return tr("The tile at index %1 has no id.").arg(m_problem.tile);
        case TileProblemCode::DuplicateId:
            return tr("Tile id \"%1\" is already used by the tile at index %2.").arg(tileId()).arg(d);
        case TileProblemCode::TooManyFeatures:
            return onTile(tr("it has %1 features; a tile has at most %2.").arg(d).arg(engine::kMaxFeaturesPerTile));
        case TileProblemCode::NegativeCount:
            return onTile(tr("the count %1 is negative.").arg(m_tile ? m_tile->count : 0));
        case TileProblemCode::FeatureOnWrongEdge:
            return onTile(tr("%1 claims side %2, but that edge is %3.").arg(feature(), side(d), edgeName(d)));
        case TileProblemCode::FeatureWithoutEdges:
            return onTile(tr("%1 touches no side.").arg(feature()));
        case TileProblemCode::SideClaimedTwice:
            return onTile(tr("%1 claims side %2, which another feature already claims.").arg(feature(), side(d)));
        case TileProblemCode::SideUnclaimed:
            return onTile(tr("side %1 is %2 but no feature of that kind claims it.").arg(side(d), edgeName(d)));
        case TileProblemCode::HalfEdgeClaimedTwice:
            return onTile(tr("%1 claims half-edge %2, which another field already claims.").arg(feature(), half(d)));
        case TileProblemCode::HalfEdgeOnCitySide:
            return onTile(tr("%1 claims half-edge %2, which lies on a city side.").arg(feature(), half(d)));
        case TileProblemCode::HalfEdgeUnclaimed:
            return onTile(tr("half-edge %1 belongs to no field.").arg(half(d)));
        case TileProblemCode::FieldWithSides:
            return onTile(tr("%1 lists sides; a field lists half-edges (\"halves\") instead.").arg(feature()));
        case TileProblemCode::EdgeFeatureWithHalves:
            return onTile(tr("%1 lists half-edges; only fields do.").arg(feature()));
        case TileProblemCode::CloisterWithSides:
            return onTile(tr("%1 lists sides; a cloister touches no edge.").arg(feature()));
        case TileProblemCode::AdjacentCityInvalid:
            return onTile(
                tr("%1 borders feature %2, which is not a city of this tile.").arg(feature()).arg(adjacentCity(d)));
        case TileProblemCode::AdjacentCityTwice:
            return onTile(tr("%1 lists city %2 twice.").arg(feature()).arg(adjacentCity(d)));
        case TileProblemCode::CitiesOutsideField:
            return onTile(tr("%1 lists bordering cities; only fields do.").arg(feature()));
        case TileProblemCode::PennantsOutsideCity:
            return onTile(tr("%1 has pennants, a cathedral, a princess or goods; only cities do.").arg(feature()));
        case TileProblemCode::InnOutsideRoad:
            return onTile(tr("%1 has an inn; only roads do.").arg(feature()));
        case TileProblemCode::NegativePennants:
            return onTile(tr("%1 has a negative number of pennants.").arg(feature()));
        case TileProblemCode::NoStartTile:
            if (m_set.startTile.empty())
                return tr("The set names no start tile.");
            return tr("The start tile \"%1\" is not a tile of this set.").arg(QString::fromStdString(m_set.startTile));
        case TileProblemCode::StartTileCountZero:
            return tr("The start tile \"%1\" has count 0; it needs at least 1.").arg(tileId());
        }
        return tr("Unknown problem.");
    }

private:
    QString tileId() const { return m_tile ? QString::fromStdString(m_tile->id) : QString(); }

    QString onTile(const QString &what) const
    {
        if (tileId().isEmpty())
            return tr("The tile at index %1: %2").arg(m_problem.tile).arg(what);
        return tr("Tile \"%1\": %2").arg(tileId(), what);
    }

    QString feature() const
    {
        const auto kind = m_feature ? static_cast<std::size_t>(m_feature->kind) : names::kKinds.size();
        if (kind >= names::kKinds.size())
            return tr("feature %1").arg(m_problem.feature);
        return tr("%1 feature %2").arg(names::kKinds[kind]).arg(m_problem.feature);
    }

    static QString side(int s)
    {
        return s >= 0 && s < engine::kSides ? QString(names::kSides[static_cast<std::size_t>(s)]) : QString();
    }

    static QString half(int h)
    {
        if (h < 0 || h >= engine::kHalfEdges)
            return QString();
        return QString(names::kHalves[static_cast<std::size_t>(h)]);
    }

    QString edgeName(int s) const
    {
        if (!m_tile || s < 0 || s >= engine::kSides)
            return QString();
        switch (m_tile->edges[static_cast<std::size_t>(s)]) {
        case engine::EdgeType::Field:
            return tr("a field edge");
        case engine::EdgeType::Road:
            return tr("a road edge");
        case engine::EdgeType::City:
            return tr("a city edge");
        case engine::EdgeType::River:
            return tr("a river edge");
        }
        return QString();
    }

    int adjacentCity(int i) const
    {
        if (!m_feature || i < 0 || i >= static_cast<int>(m_feature->adjacentCities.size()))
            return -1;
        return m_feature->adjacentCities[static_cast<std::size_t>(i)];
    }

    const TileProblem &m_problem;
    const TileSet &m_set;
    const TileType *m_tile = nullptr;
    const FeatureDef *m_feature = nullptr;
};

} // namespace

QString describeTileProblem(const TileProblem &problem, const TileSet &set)
{
    return ProblemText(problem, set).text();
}

} // namespace tessera::document
