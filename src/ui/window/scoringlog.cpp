#include "scoringlog.h"

#include "document/eventsmodel.h"
#include "document/playersmodel.h"

#include <QEvent>
#include <QPainter>
#include <QStyledItemDelegate>

namespace tessera::ui {

namespace {

class EventDelegate : public QStyledItemDelegate {
public:
    EventDelegate(document::PlayersModel *players, QObject *parent) : QStyledItemDelegate(parent), m_players(players) {}

    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const int turn = index.data(document::EventsModel::TurnRole).toInt();
        const int lastTurn = index.data(document::EventsModel::LastTurnRole).toInt();
        const bool final = index.data(document::EventsModel::FinalRole).toBool();
        const QString when = final ? QObject::tr("End")
            : lastTurn > turn      ? QObject::tr("Turns %1\u2013%2", "a range of turns").arg(turn).arg(lastTurn)
                                   : QObject::tr("Turn %1").arg(turn);
        option->text = when + QStringLiteral(" \u2013 ") + option->text;
        // One disc per scoring player, side by side.
        const QVariantList who = index.data(document::EventsModel::PlayersRole).toList();
        const int d = option->fontMetrics.height();
        QPixmap discs(std::max<qsizetype>(1, who.size()) * d, d);
        discs.fill(Qt::transparent);
        QPainter p(&discs);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(option->palette.color(QPalette::Text), 1));
        for (qsizetype i = 0; i < who.size(); ++i) {
            const QString color = m_players->index(who[i].toInt(), 0).data(document::PlayersModel::ColorRole).toString();
            p.setBrush(QColor(color));
            p.drawEllipse(QRectF(i * d + 2, 2, d - 4, d - 4));
        }
        p.end();
        option->icon = QIcon(discs);
        option->decorationSize = discs.size();
        option->features |= QStyleOptionViewItem::HasDecoration;
    }

private:
    document::PlayersModel *m_players;
};

} // namespace

ScoringLog::ScoringLog(document::EventsModel *events, document::PlayersModel *players, QWidget *parent) : QListView(parent)
{
    setModel(events);
    setItemDelegate(new EventDelegate(players, this));
    setWordWrap(true);
    setAlternatingRowColors(true);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    // The latest events in view: as they come, and in a game opened or started anew.
    connect(events, &QAbstractItemModel::rowsInserted, this, &QListView::scrollToBottom);
    connect(events, &QAbstractItemModel::rowsMoved, this, &QListView::scrollToBottom); // the fairy's run grew
    connect(events, &QAbstractItemModel::modelReset, this, &QListView::scrollToBottom);
    connect(this, &QAbstractItemView::clicked, this,
            [this](const QModelIndex &index) { emit eventActivated(index.data(document::EventsModel::EventRole).toInt()); });
    retranslateUi();
}

void ScoringLog::changeEvent(QEvent *event)
{
    QListView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void ScoringLog::retranslateUi()
{
    setAccessibleName(tr("Scoring log"));
    setToolTip(tr("Click an entry to see its feature on the board."));
}

} // namespace tessera::ui
