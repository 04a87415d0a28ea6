#include "participantsmodel.h"

#include "dialogs/scorechart.h"
#include "document/playername.h"
#include "document/translations.h"

#include <QLocale>

#include <cmath>

namespace tessera::ui {

namespace {

double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

} // namespace

ParticipantsModel::ParticipantsModel(QObject *parent) : QAbstractTableModel(parent)
{
    connect(document::LanguageWatch::instance(), &document::LanguageWatch::changed, this,
            [this] { document::retranslateModel(this); });
}

void ParticipantsModel::setRows(QList<stats::ParticipantSummary> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

QString ParticipantsModel::nameOf(const stats::Participant &who)
{
    return who.computer ? tr("Computer (%1)").arg(document::computerLevelText(who.level)) : who.name;
}

int ParticipantsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ParticipantsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ParticipantsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const stats::ParticipantSummary &r = m_rows[index.row()];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column == Name ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const bool display = role == Qt::DisplayRole;
    const QLocale locale;
    const double winRate = r.games > 0 ? 100.0 * r.wins / r.games : 0;
    switch (column) {
    case Name:
        return nameOf(r.who);
    case Games:
        return r.games;
    case Wins:
        return r.wins;
    case WinRate:
        return display ? tr("%1%").arg(locale.toString(winRate, 'f', 1)) : QVariant(rounded(winRate, 1));
    case AverageScore:
        return display ? QVariant(locale.toString(r.averageScore, 'f', 1)) : QVariant(rounded(r.averageScore, 2));
    case BestScore:
        return r.bestScore;
    default: {
        const double points = r.averagePoints[std::size_t(column - FirstCategory)];
        return display ? QVariant(locale.toString(points, 'f', 1)) : QVariant(rounded(points, 2));
    }
    }
}

QVariant ParticipantsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Player");
    case Games:
        return tr("Games");
    case Wins:
        return tr("Wins");
    case WinRate:
        return tr("Win rate");
    case AverageScore:
        return tr("Average score");
    case BestScore:
        return tr("Best score");
    default:
        // "Roads" and so on: the average points of the category.
        return ScoreChart::categoryTitle(engine::ScoreCategory(section - FirstCategory));
    }
}

} // namespace tessera::ui
