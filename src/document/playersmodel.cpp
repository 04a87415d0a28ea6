#include "playersmodel.h"

#include "playername.h"

#include "gamedocument.h"
#include "translations.h"

#include "engine/match.h"

#include <QPoint>

using namespace Qt::StringLiterals;

namespace tessera::document {

PlayersModel::PlayersModel(GameDocument *document, QObject *parent) : QAbstractTableModel(parent), m_document(document)
{
    connect(LanguageWatch::instance(), &LanguageWatch::changed, this, [this] { retranslateModel(this); });
    connect(document, &GameDocument::gameReset, this, [this] {
        beginResetModel();
        m_rows = m_document->hasGame() ? m_document->game().playerCount() : 0;
        endResetModel();
    });
    connect(document, &GameDocument::stageChanged, this, &PlayersModel::refresh);
    m_rows = document->hasGame() ? document->game().playerCount() : 0;
}

bool PlayersModel::hasLargeFollowers() const
{
    return m_document->hasGame() && m_document->game().rules().largeFollower;
}

bool PlayersModel::hasGoods() const
{
    return m_document->hasGame() && m_document->game().rules().goods && m_document->game().catalog().contents().goods;
}

void PlayersModel::refresh()
{
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int PlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows || !m_document->hasGame())
        return {};
    const int p = index.row();
    const engine::Game &game = m_document->game();
    const PlayerInfo &player = m_document->info().players[p];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return seatName(player);
        case ScoreColumn:
            return game.score(p);
        case FollowersColumn:
            return game.supply(p);
        case LargeFollowerColumn:
            return hasLargeFollowers() ? QVariant(game.supply(p, engine::FigureKind::LargeFollower)) : QVariant();
        case GoodsColumn: // wine, grain, cloth
            if (!hasGoods())
                return {};
            return u"%1 \u00b7 %2 \u00b7 %3"_s.arg(engine::goodsOf(game, p, engine::Goods::Wine))
                .arg(engine::goodsOf(game, p, engine::Goods::Grain))
                .arg(engine::goodsOf(game, p, engine::Goods::Cloth));
        }
        return {};
    case Qt::ToolTipRole: {
        // Each count with its own plural ("1 point", "1 follower").
        QString text = tr("%1: %n points", "player, score", game.score(p)).arg(seatName(player))
            + tr(", %n followers left", nullptr, game.supply(p));
        if (hasLargeFollowers())
            text += game.supply(p, engine::FigureKind::LargeFollower) > 0 ? tr(", large follower in supply")
                                                                          : tr(", large follower on the board");
        if (game.rules().builder)
            text += game.supply(p, engine::FigureKind::Builder) > 0 ? tr(", builder in supply")
                                                                    : tr(", builder on the board");
        if (game.rules().pig && game.rules().farmers)
            text += game.supply(p, engine::FigureKind::Pig) > 0 ? tr(", pig in supply") : tr(", pig on the board");
        if (hasGoods())
            text += tr(", goods: %1 wine, %2 grain, %3 cloth")
                        .arg(engine::goodsOf(game, p, engine::Goods::Wine))
                        .arg(engine::goodsOf(game, p, engine::Goods::Grain))
                        .arg(engine::goodsOf(game, p, engine::Goods::Cloth));
        return text;
    }
    case ColorRole:
        return player.color;
    case IsCurrentRole:
        return !game.isOver() && game.currentPlayer() == p;
    case IsComputerRole:
        return player.computer;
    case LastTileRole: {
        // The record says who placed what; a turn may place more than one tile.
        const auto &turns = m_document->match().turns();
        for (auto turn = turns.rbegin(); turn != turns.rend(); ++turn) {
            if (turn->player != p)
                continue;
            for (auto d = turn->decisions.rbegin(); d != turn->decisions.rend(); ++d)
                if (d->kind == engine::DecisionKind::Place)
                    return QPoint(d->placement.pos.x, d->placement.pos.y);
        }
        return {};
    }
    case ScoreByCategoryRole: {
        QVariantList scores;
        for (int c = 0; c < engine::kScoreCategories; ++c)
            scores << game.scoreIn(p, engine::ScoreCategory(c));
        return scores;
    }
    }
    return {};
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == LargeFollowerColumn)
        return tr("Large followers in supply");
    if (role == Qt::ToolTipRole && section == GoodsColumn)
        return tr("Goods tokens: wine \u00b7 grain \u00b7 cloth (10 points for each majority at the end)");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Player");
    case ScoreColumn:
        return tr("Score");
    case FollowersColumn:
        return tr("Followers");
    case LargeFollowerColumn:
        return tr("Large");
    case GoodsColumn:
        return tr("Goods");
    }
    return {};
}

} // namespace tessera::document
