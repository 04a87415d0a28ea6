#include "gamesmodel.h"

#include "document/builtinnames.h"
#include "document/eventtext.h"
#include "document/playername.h"
#include "document/translations.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace tessera::ui {

GamesModel::GamesModel(QObject *parent) : QAbstractTableModel(parent)
{
    connect(document::LanguageWatch::instance(), &document::LanguageWatch::changed, this,
            [this] { document::retranslateModel(this); });
}

void GamesModel::setGames(QList<stats::GameSummary> games)
{
    beginResetModel();
    m_games = std::move(games);
    endResetModel();
}

QString GamesModel::ruleSetText(const QString &ruleSet)
{
    QStringList names;
    for (const QString &name : ruleSet.split(stats::kRuleSetSeparator))
        names << document::translatedName(name.toStdString());
    return names.join(stats::kRuleSetSeparator);
}

int GamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_games.size());
}

int GamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

// As the seat is named in the game window: a computer with its level, "Player 2 (Easy)", in the
// players' column and the winner's alike.
QString seatName(const stats::SeatRecord &seat)
{
    return document::seatName(document::PlayerInfo{seat.name, QString(), seat.computer, seat.level});
}

} // namespace

QVariant GamesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_games.size())
        return {};
    const stats::GameSummary &game = m_games[index.row()];
    if (role == GameIdRole)
        return game.id;
    if (role == Qt::ToolTipRole && index.column() == File)
        return QDir::toNativeSeparators(game.logPath);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Date:
        if (role == Qt::EditRole)
            return game.played;
        return game.played.isValid() ? QLocale().toString(game.played.toLocalTime(), QLocale::ShortFormat) : tr("unknown");
    case RuleSet:
        return ruleSetText(game.ruleSet);
    case Players: {
        QStringList seats;
        for (const stats::SeatRecord &seat : game.seats)
            seats << tr("%1: %2").arg(seatName(seat)).arg(seat.score);
        return seats.join(u", "_s);
    }
    case Winners: {
        QStringList winners;
        for (const stats::SeatRecord &seat : game.seats)
            if (seat.rank == 1)
                winners << seatName(seat);
        return document::namesText(winners);
    }
    case File:
        return QFileInfo(game.logPath).fileName();
    }
    return {};
}

QVariant GamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Date:
        return tr("Date");
    case RuleSet:
        return tr("Tile sets");
    case Players:
        return tr("Players and scores");
    case Winners:
        return tr("Winner");
    case File:
        return tr("File");
    }
    return {};
}

} // namespace tessera::ui
