#include "eventsmodel.h"

#include "eventtext.h"
#include "gamedocument.h"
#include "translations.h"

namespace tessera::document {

EventsModel::EventsModel(GameDocument *document, QObject *parent) : QAbstractListModel(parent), m_document(document)
{
    connect(LanguageWatch::instance(), &LanguageWatch::changed, this, [this] { retranslateModel(this); });
    connect(document, &GameDocument::gameReset, this, [this] {
        beginResetModel();
        m_rows = m_document->hasGame() ? int(m_document->game().events().size()) : 0;
        endResetModel();
    });
    connect(document, &GameDocument::turnFinished, this, &EventsModel::sync);
    m_rows = document->hasGame() ? int(document->game().events().size()) : 0;
}

// Events are only ever appended during play; anything else comes with gameReset.
void EventsModel::sync()
{
    const int rows = int(m_document->game().events().size());
    if (rows <= m_rows)
        return;
    beginInsertRows({}, m_rows, rows - 1);
    m_rows = rows;
    endInsertRows();
}

int EventsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant EventsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows || !m_document->hasGame())
        return {};
    const engine::Game &game = m_document->game();
    const engine::ScoreEvent &e = game.events()[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: {
        QStringList names;
        for (const PlayerInfo &p : m_document->info().players)
            names << p.name;
        return describeEvent(e, names, game.rules().farmScoring);
    }
    case TurnRole:
        return e.turn;
    case PointsRole:
        return e.points;
    case PlayersRole: {
        QVariantList who;
        for (int p = 0; p < game.playerCount(); ++p)
            if (e.players & (1u << p))
                who << p;
        return who;
    }
    case FinalRole:
        return e.final;
    }
    return {};
}

} // namespace tessera::document
