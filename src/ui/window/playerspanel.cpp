#include "playerspanel.h"

#include "document/playersmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QMouseEvent>
#include <QPainter>
#include <QStyledItemDelegate>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

// Draws the player's colour as a disc before the name, and the player to move in bold.
class PlayerDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(document::PlayersModel::IsCurrentRole).toBool())
            option->font.setBold(true);
        if (index.column() == document::PlayersModel::NameColumn) {
            const int d = option->fontMetrics.height();
            QPixmap disc(d, d);
            disc.fill(Qt::transparent);
            QPainter p(&disc);
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(option->palette.color(QPalette::Text), 1));
            p.setBrush(QColor(index.data(document::PlayersModel::ColorRole).toString()));
            p.drawEllipse(QRectF(1.5, 1.5, d - 3, d - 3));
            option->icon = QIcon(disc);
            option->features |= QStyleOptionViewItem::HasDecoration;
            option->decorationSize = QSize(d, d);
            if (index.data(document::PlayersModel::IsCurrentRole).toBool())
                option->text = QStringLiteral("\u25B6 ") + option->text;
        } else {
            option->displayAlignment = Qt::AlignRight | Qt::AlignVCenter;
        }
    }
};

} // namespace

PlayersPanel::PlayersPanel(document::PlayersModel *model, QWidget *parent) : QTableView(parent)
{
    setModel(model);
    setItemDelegate(new PlayerDelegate(this));
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setFocusPolicy(Qt::NoFocus);
    setShowGrid(false);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    setWordWrap(false); // a name on one line, elided at its end (the tooltip has it whole)
    setTextElideMode(Qt::ElideRight);
    horizontalHeader()->setSectionResizeMode(document::PlayersModel::NameColumn, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(document::PlayersModel::ScoreColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(document::PlayersModel::FollowersColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(document::PlayersModel::LargeFollowerColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(document::PlayersModel::GoodsColumn, QHeaderView::ResizeToContents);
    // The large follower's column belongs to games with Inns & Cathedrals only, the goods'
    // to games with Traders & Builders' tiles. Every player
    // stays in sight, six included: the dock keeps its height unless a minimum asks for more.
    auto showColumns = [this, model] {
        setColumnHidden(document::PlayersModel::LargeFollowerColumn, !model->hasLargeFollowers());
        setColumnHidden(document::PlayersModel::GoodsColumn, !model->hasGoods());
        setMinimumHeight(sizeHint().height());
        // The dock is at least as wide as the names want, so that "Computer 1" never reads "Compu…".
        setMinimumWidth(wantedWidth());
    };
    connect(model, &QAbstractItemModel::modelReset, this, showColumns);
    showColumns();
    setMouseTracking(true);
    viewport()->setMouseTracking(true); // the rows are the viewport's: entered() needs its moves
    connect(this, &QAbstractItemView::entered, this, [this](const QModelIndex &index) {
        if (index.row() != m_hovered)
            emit playerHovered(m_hovered = index.row());
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] { m_hovered = -1; });
    retranslateUi();
}

void PlayersPanel::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void PlayersPanel::retranslateUi()
{
    setAccessibleName(tr("Players"));
}

bool PlayersPanel::viewportEvent(QEvent *event)
{
    // Off the rows: below the last one, or out of the panel.
    const bool left = event->type() == QEvent::Leave
        || (event->type() == QEvent::MouseMove
            && !indexAt(static_cast<QMouseEvent *>(event)->position().toPoint()).isValid());
    if (left && m_hovered >= 0)
        emit playerHovered(m_hovered = -1);
    return QTableView::viewportEvent(event);
}

int PlayersPanel::wantedWidth() const
{
    QFont bold = font();
    bold.setBold(true); // the player to move
    const QFontMetrics metrics(bold);
    // A computer's seat is named with its level ("Computer 2 (Medium)"); longer names end in "…".
    const int longest = metrics.horizontalAdvance(QLatin1Char('M')) * 14;
    int name = metrics.horizontalAdvance(model()->headerData(document::PlayersModel::NameColumn, Qt::Horizontal).toString());
    for (int row = 0; row < model()->rowCount(); ++row)
        name = std::max(name, metrics.horizontalAdvance(u"\u25B6 "_s + model()->index(row, 0).data().toString()));
    // The colour disc, the gaps around it and the cell's margins.
    int width = std::min(name, longest) + metrics.height() + 4 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 16;
    for (int column = 1; column < model()->columnCount(); ++column)
        if (!isColumnHidden(column))
            width += std::max(horizontalHeader()->sectionSizeHint(column), sizeHintForColumn(column));
    return width + 2 * frameWidth();
}

QSize PlayersPanel::sizeHint() const
{
    const int rows = std::max(2, model() ? model()->rowCount() : 2);
    return {QTableView::sizeHint().width(),
            horizontalHeader()->height() + rows * verticalHeader()->defaultSectionSize() + 4};
}

} // namespace tessera::ui
