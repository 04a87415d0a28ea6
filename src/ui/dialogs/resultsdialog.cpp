#include "resultsdialog.h"

#include "colorswatch.h"
#include "document/gamedocument.h"
#include "scorechart.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

enum Column { RankColumn, PlayerColumn, FirstCategoryColumn, TotalColumn = FirstCategoryColumn + engine::kScoreCategories, ColumnCount };

QString categoryTitle(engine::ScoreCategory category)
{
    switch (category) {
    case engine::ScoreCategory::Road:
        return ResultsDialog::tr("Roads");
    case engine::ScoreCategory::City:
        return ResultsDialog::tr("Cities");
    case engine::ScoreCategory::Cloister:
        return ResultsDialog::tr("Cloisters");
    case engine::ScoreCategory::Farm:
        return ResultsDialog::tr("Farms");
    case engine::ScoreCategory::Goods:
        return ResultsDialog::tr("Goods");
    case engine::ScoreCategory::Fairy:
        return ResultsDialog::tr("Fairy");
    }
    return QString();
}

} // namespace

ResultsDialog::ResultsDialog(const document::GameDocument &document, QWidget *parent)
    : QDialog(parent)
    , m_results(gameResults(document))
{
    setWindowTitle(tr("Game Over"));

    m_headline = new QLabel(winnerText(), this);
    m_headline->setObjectName(u"winner"_s);
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    QFont font = m_headline->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.4);
    m_headline->setFont(font);

    m_table = new QTableWidget(int(m_results.size()), ColumnCount, this);
    m_table->setObjectName(u"scores"_s);
    m_table->setAccessibleName(tr("Points by category"));
    m_table->setAccessibleDescription(winnerText());
    QStringList headers{tr("Rank"), tr("Player")};
    for (int c = 0; c < engine::kScoreCategories; ++c)
        headers << categoryTitle(engine::ScoreCategory(c));
    headers << tr("Total");
    m_table->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < engine::kScoreCategories; ++c)
        m_table->setColumnHidden(FirstCategoryColumn + c, !ScoreChart::categoryShown(m_results, engine::ScoreCategory(c)));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The table asks for all its rows and columns, so no scroll bar hides a score.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    fillTable();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *newGame = buttons->addButton(tr("&New Game"), QDialogButtonBox::ActionRole);
    newGame->setObjectName(u"newGame"_s);
    QPushButton *close = buttons->button(QDialogButtonBox::Close);
    close->setObjectName(u"close"_s);
    connect(newGame, &QPushButton::clicked, this, [this] { done(NewGameResult); });
    connect(buttons, &QDialogButtonBox::rejected, this, &ResultsDialog::reject);
    // Enter ends a turn on the board: pressed once too often here, it should not start a game.
    close->setDefault(true);
    close->setFocus();

    // How often something played was taken back: part of the record, like the scores.
    const int undos = document.undoCount();
    auto *undoLine = new QLabel(undos == 0 ? tr("Nothing was taken back.")
                                           : undos == 1 ? tr("1 move was taken back.")
                                                        : tr("%1 moves were taken back.").arg(undos),
                                this);
    undoLine->setObjectName(u"undos"_s);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_table);
    auto *chart = new ScoreChart(m_results, this);
    chart->setObjectName(u"chart"_s);
    layout->addWidget(chart);
    layout->addWidget(undoLine);
    layout->addWidget(buttons);
}

QString ResultsDialog::winnerText() const
{
    return winnerSentence(m_results);
}

void ResultsDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    // The winner highlight and the swatch outlines follow the palette.
    if (event->type() == QEvent::PaletteChange && m_table)
        fillTable();
}

void ResultsDialog::fillTable()
{
    const QPalette palette = m_table->palette();
    // A tint of the highlight colour over the base, so the text colour of the palette stays
    // readable on it in light and dark palettes.
    const QColor base = palette.color(QPalette::Base);
    const QColor accent = palette.color(QPalette::Highlight);
    const QColor tint = QColor::fromRgbF(base.redF() * 0.7f + accent.redF() * 0.3f,
                                         base.greenF() * 0.7f + accent.greenF() * 0.3f,
                                         base.blueF() * 0.7f + accent.blueF() * 0.3f);
    const QColor outline = palette.color(QPalette::Text);

    for (int row = 0; row < int(m_results.size()); ++row) {
        const PlayerResult &r = m_results[row];
        const bool winner = r.rank == 1;
        auto cell = [&](int column, const QString &text, Qt::Alignment alignment) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(alignment | Qt::AlignVCenter);
            item->setFlags(Qt::ItemIsEnabled);
            QFont font = m_table->font();
            font.setBold(winner || column == TotalColumn);
            item->setFont(font);
            if (winner)
                item->setBackground(tint);
            m_table->setItem(row, column, item);
            return item;
        };
        cell(RankColumn, QString::number(r.rank), Qt::AlignRight);
        QTableWidgetItem *name = cell(PlayerColumn, r.name, Qt::AlignLeft);
        name->setIcon(colorSwatch(QColor(r.color), outline));
        name->setToolTip(winner ? tr("%1 (%2), winner").arg(r.name, colorName(QColor(r.color)))
                                : tr("%1 (%2)").arg(r.name, colorName(QColor(r.color))));
        for (int c = 0; c < engine::kScoreCategories; ++c)
            cell(FirstCategoryColumn + c, QString::number(r.points[std::size_t(c)]), Qt::AlignRight);
        cell(TotalColumn, QString::number(r.total), Qt::AlignRight);
    }
}

} // namespace tessera::ui
