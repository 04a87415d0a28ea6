#include "tilelistmodel.h"

#include "tilesetdocument.h"
#include "tilesetsummary.h"

#include "document/translations.h"

using namespace Qt::StringLiterals;

namespace tessera::document {

TileListModel::TileListModel(TileSetDocument *document, QObject *parent) : QAbstractListModel(parent), m_document(document)
{
    connect(LanguageWatch::instance(), &LanguageWatch::changed, this, [this] { retranslateModel(this); });
    connect(document, &TileSetDocument::tilesAboutToBeInserted, this,
            [this](int first, int last) { beginInsertRows({}, first, last); });
    connect(document, &TileSetDocument::tilesInserted, this, [this] { endInsertRows(); });
    connect(document, &TileSetDocument::tilesAboutToBeRemoved, this,
            [this](int first, int last) { beginRemoveRows({}, first, last); });
    connect(document, &TileSetDocument::tilesRemoved, this, [this] { endRemoveRows(); });
    connect(document, &TileSetDocument::tileChanged, this, [this](int row) { emit dataChanged(index(row), index(row)); });
    connect(document, &TileSetDocument::reset, this, [this] {
        beginResetModel();
        endResetModel();
    });
    // Problems and the start tile show on every tile's badges.
    const auto refreshAll = [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0), index(rowCount() - 1), {ProblemRole, StartRole});
    };
    connect(document, &TileSetDocument::problemsChanged, this, refreshAll);
    connect(document, &TileSetDocument::setPropertiesChanged, this, refreshAll);
}

int TileListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_document->tileCount();
}

QVariant TileListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_document->tileCount())
        return {};
    const int row = index.row();
    const engine::TileType &tile = m_document->tile(row);
    switch (role) {
    case Qt::DisplayRole:
        return QString::fromStdString(tile.id);
    case Qt::ToolTipRole: {
        QString tip = QString::fromStdString(tile.name.empty() ? tile.id : tile.name);
        tip += u"\n"_s + tr("Edges %1, copies: %2").arg(QString::fromStdString(edgeLetters(tile.edges))).arg(tile.count);
        return tip;
    }
    case IndexRole:
        return row;
    case CountRole:
        return tile.count;
    case EdgesRole:
        return QString::fromStdString(edgeLetters(tile.edges));
    case NameRole:
        return QString::fromStdString(tile.name);
    case StartRole:
        return !tile.id.empty() && tile.id == m_document->set().startTile;
    case ProblemRole: {
        for (const auto &problem : m_document->problems())
            if (problem.tile == row)
                return true;
        return false;
    }
    case FlagsRole: {
        QStringList flags;
        int pennants = 0;
        bool cloister = false, inn = false, cathedral = false, princess = false, goods = false;
        for (const engine::FeatureDef &f : tile.features) {
            pennants += f.pennants;
            cloister = cloister || f.kind == engine::FeatureKind::Cloister;
            inn = inn || f.inn;
            cathedral = cathedral || f.cathedral;
            princess = princess || f.princess;
            goods = goods || f.goods != engine::Goods::None;
        }
        if (cloister)
            flags << tr("cloister");
        if (pennants > 0)
            flags << (pennants == 1 ? tr("pennant") : tr("%n pennants", nullptr, pennants));
        if (inn)
            flags << tr("inn");
        if (cathedral)
            flags << tr("cathedral");
        if (princess)
            flags << tr("princess");
        if (goods)
            flags << tr("goods");
        if (tile.volcano)
            flags << tr("volcano");
        if (tile.dragon)
            flags << tr("dragon");
        if (tile.portal)
            flags << tr("portal");
        if (!tile.art.empty())
            flags << tr("own art");
        return flags;
    }
    default:
        return {};
    }
}

} // namespace tessera::document
