#include "tilesleftmodel.h"

#include "builtinnames.h"
#include "gamedocument.h"
#include "translations.h"

#include "engine/game.h"

#include <QCoreApplication>

#include <algorithm>

namespace tessera::document {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(TilesLeftModel)
};

} // namespace

TilesLeftModel::TilesLeftModel(GameDocument *document, QObject *parent) : QAbstractTableModel(parent), m_document(document)
{
    connect(LanguageWatch::instance(), &LanguageWatch::changed, this, [this] { retranslateModel(this); });
    // Counting where every tile type fits asks the engine for each type's placements: done
    // once per tile laid (the board changed) and the pile counted again once per turn (the
    // next hand was drawn), not at every step of composing a turn.
    connect(document, &GameDocument::gameReset, this, &TilesLeftModel::reset);
    connect(document, &GameDocument::tilePlaced, this, [this] { refresh(Recount::Fits); });
    connect(document, &GameDocument::turnFinished, this,
            [this] { refresh(m_document->game().isOver() ? Recount::Fits : Recount::Pile); });
    reset();
}

void TilesLeftModel::reset()
{
    beginResetModel();
    m_rows.clear();
    if (m_document->hasGame()) {
        const engine::Game &game = m_document->game();
        const engine::TileIndex start = game.board().placed().front().tile;
        const auto &tiles = game.catalog().tiles();
        for (std::size_t t = 0; t < tiles.size(); ++t)
            if (tiles[t].type.count - (t == start ? 1 : 0) > 0)
                m_rows.push_back({engine::TileIndex(t)});
        count(Recount::Fits);
    }
    endResetModel();
}

void TilesLeftModel::refresh(Recount what)
{
    if (m_rows.empty() || !m_document->hasGame())
        return;
    count(what);
    // The pile's count and the hand (InHandRole, on the name) change with every turn; where
    // the tiles fit only when asked.
    const int last = what == Recount::Fits ? FitsColumn : LeftColumn;
    emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, last));
}

void TilesLeftModel::count(Recount what)
{
    const engine::Game &game = m_document->game();
    std::vector<int> inPile(game.catalog().tiles().size(), 0);
    for (const engine::TileIndex t : game.pile())
        ++inPile[t];
    for (Row &row : m_rows) {
        row.left = inPile[row.tile];
        if (what == Recount::Fits)
            row.fits = game.isOver() ? 0 : fittingPositionCount(game, row.tile);
    }
}

int fittingPositionCount(const engine::Game &game, engine::TileIndex tile)
{
    // Positions, not placements: several rotations at one position count once.
    std::vector<engine::Placement> placements;
    game.legalPlacements(tile, placements);
    std::sort(placements.begin(), placements.end(), [](engine::Placement a, engine::Placement b) {
        return std::pair(a.pos.x, a.pos.y) < std::pair(b.pos.x, b.pos.y);
    });
    int positions = 0;
    for (std::size_t i = 0; i < placements.size(); ++i)
        if (i == 0 || placements[i].pos != placements[i - 1].pos)
            ++positions;
    return positions;
}

int TilesLeftModel::left(engine::TileIndex tile) const
{
    const auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row &r) { return r.tile == tile; });
    return it == m_rows.end() ? 0 : it->left;
}

int TilesLeftModel::fittingPositions(engine::TileIndex tile) const
{
    const auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row &r) { return r.tile == tile; });
    return it == m_rows.end() ? 0 : it->fits;
}

int TilesLeftModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TilesLeftModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TilesLeftModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()) || !m_document->hasGame())
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    const engine::Game &game = m_document->game();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return translatedName(game.catalog().tile(row.tile).type.name);
        case LeftColumn:
            return row.left;
        case FitsColumn:
            return row.fits;
        }
        return {};
    case Qt::ToolTipRole:
        if (row.left == 0)
            return Text::tr("None left in the pile");
        return Text::tr("%n left in the pile", nullptr, row.left) + u'\n'
            + Text::tr("Fits %n open positions now", nullptr, row.fits);
    case Qt::TextAlignmentRole:
        return index.column() == NameColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case TileRole:
        return row.tile;
    case InHandRole: {
        if (game.isOver())
            return false;
        const auto hand = game.hand(game.currentPlayer());
        return std::find(hand.begin(), hand.end(), row.tile) != hand.end();
    }
    }
    return {};
}

QVariant TilesLeftModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return Text::tr("Tile");
    case LeftColumn:
        return Text::tr("Left");
    case FitsColumn:
        return Text::tr("Fits");
    }
    return {};
}

Qt::ItemFlags TilesLeftModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return Qt::NoItemFlags;
    // A tile type that is used up shows greyed out.
    return m_rows[std::size_t(index.row())].left > 0 ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

} // namespace tessera::document
