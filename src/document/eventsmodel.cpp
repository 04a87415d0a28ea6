#include "eventsmodel.h"

#include "eventtext.h"
#include "gamedocument.h"
#include "translations.h"

#include <algorithm>

namespace tessera::document {

EventsModel::EventsModel(GameDocument *document, QObject *parent) : QAbstractListModel(parent), m_document(document)
{
    connect(LanguageWatch::instance(), &LanguageWatch::changed, this, [this] { retranslateModel(this); });
    connect(document, &GameDocument::gameReset, this, [this] {
        beginResetModel();
        rebuild();
        endResetModel();
    });
    connect(document, &GameDocument::turnFinished, this, &EventsModel::sync);
    rebuild();
}

void EventsModel::rebuild()
{
    m_entries.clear();
    m_taken = 0;
    m_fairyRun = -1;
    if (!m_document->hasGame())
        return;
    for (int e = 0, n = int(m_document->game().events().size()); e < n; ++e)
        take(e, false);
}

// Events are only ever appended during play; anything else comes with gameReset.
void EventsModel::sync()
{
    for (int e = m_taken, n = int(m_document->game().events().size()); e < n; ++e)
        take(e, true);
}

void EventsModel::take(int event, bool notify)
{
    const auto &events = m_document->game().events();
    const engine::ScoreEvent &e = events[std::size_t(event)];
    m_taken = event + 1;
    if (isFairyTurnStart(e) && m_fairyRun >= 0) {
        const engine::ScoreEvent &before = events[std::size_t(m_entries[std::size_t(m_fairyRun)].last)];
        if (before.players == e.players && before.feature == e.feature) {
            // The run grows and moves to the newest place.
            const int last = int(m_entries.size()) - 1;
            if (m_fairyRun != last) {
                if (notify)
                    beginMoveRows({}, m_fairyRun, m_fairyRun, {}, last + 1);
                std::rotate(m_entries.begin() + m_fairyRun, m_entries.begin() + m_fairyRun + 1, m_entries.end());
                m_fairyRun = last;
                if (notify)
                    endMoveRows();
            }
            Entry &run = m_entries.back();
            run.last = event;
            ++run.count;
            if (notify)
                emit dataChanged(index(last), index(last));
            return;
        }
    }
    if (e.fairy) // a new run, or her 3 points beside a scored follower, who goes home: none
        m_fairyRun = isFairyTurnStart(e) ? int(m_entries.size()) : -1;
    const int row = int(m_entries.size());
    if (notify)
        beginInsertRows({}, row, row);
    m_entries.push_back({event, event, 1});
    if (notify)
        endInsertRows();
}

int EventsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant EventsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || !m_document->hasGame())
        return {};
    const engine::Game &game = m_document->game();
    const Entry &entry = m_entries[std::size_t(index.row())];
    const engine::ScoreEvent &e = game.events()[std::size_t(entry.last)];
    switch (role) {
    case Qt::DisplayRole: {
        QStringList names;
        for (const PlayerInfo &p : m_document->info().players)
            names << p.name;
        return entry.count > 1 ? describeFairyRun(e.players, entry.count, names)
                               : describeEvent(e, names, game.rules().farmScoring);
    }
    case TurnRole:
        return game.events()[std::size_t(entry.first)].turn;
    case LastTurnRole:
        return e.turn;
    case PointsRole:
        return e.points * entry.count;
    case PlayersRole: {
        QVariantList who;
        for (int p = 0; p < game.playerCount(); ++p)
            if (e.players & (1u << p))
                who << p;
        return who;
    }
    case FinalRole:
        return e.final;
    case EventRole:
        return entry.last;
    }
    return {};
}

} // namespace tessera::document
