#include "resultsdialog.h"

#include "colorswatch.h"
#include "document/gamedocument.h"
#include "scorechart.h"
#include "ui_resultsdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

enum Column {
    RankColumn,
    PlayerColumn,
    FirstCategoryColumn,
    TotalColumn = FirstCategoryColumn + engine::kScoreCategories,
    ColumnCount
};

} // namespace

ResultsDialog::ResultsDialog(const document::GameDocument &document, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<::Ui::ResultsDialog>())
    , m_results(gameResults(document))
    , m_undos(document.undoCount()) // part of the record, like the scores
{
    m_ui->setupUi(this);
    m_ui->chart->setResults(m_results);

    QFont font = m_ui->winner->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.4);
    m_ui->winner->setFont(font);

    QTableWidget *table = m_ui->scores;
    table->setRowCount(int(m_results.size()));
    table->setColumnCount(ColumnCount);
    for (int c = 0; c < engine::kScoreCategories; ++c)
        table->setColumnHidden(FirstCategoryColumn + c, !ScoreChart::categoryShown(m_results, engine::ScoreCategory(c)));
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    fillTable();

    m_newGame = m_ui->buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_newGame->setObjectName(u"newGame"_s);
    QPushButton *close = m_ui->buttons->button(QDialogButtonBox::Close);
    close->setObjectName(u"close"_s);
    connect(m_newGame, &QPushButton::clicked, this, [this] { done(NewGameResult); });
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &ResultsDialog::reject);
    // Enter ends a turn on the board: pressed once too often here, it should not start a game.
    close->setDefault(true);
    close->setFocus();
    retranslate();
}

ResultsDialog::~ResultsDialog() = default;

QString ResultsDialog::winnerText() const
{
    return winnerSentence(m_results);
}

void ResultsDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    // The winner highlight and the swatch outlines follow the palette.
    if (event->type() == QEvent::PaletteChange && m_ui)
        fillTable();
    if (event->type() == QEvent::LanguageChange && m_ui) {
        m_ui->retranslateUi(this);
        retranslate();
        fillTable(); // the names' tooltips
    }
}

// The texts the form does not hold: they depend on the game.
void ResultsDialog::retranslate()
{
    m_ui->winner->setText(winnerText());
    m_ui->scores->setAccessibleDescription(winnerText());
    QStringList headers{tr("Rank"), tr("Player")};
    for (int c = 0; c < engine::kScoreCategories; ++c)
        headers << ScoreChart::categoryTitle(engine::ScoreCategory(c));
    headers << tr("Total");
    m_ui->scores->setHorizontalHeaderLabels(headers);
    m_ui->undos->setText(m_undos == 0 ? tr("Nothing was taken back.") : tr("%n moves were taken back.", nullptr, m_undos));
    m_newGame->setText(tr("&New Game"));
}

void ResultsDialog::fillTable()
{
    const QPalette palette = m_ui->scores->palette();
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
            QFont font = m_ui->scores->font();
            font.setBold(winner || column == TotalColumn);
            item->setFont(font);
            if (winner)
                item->setBackground(tint);
            m_ui->scores->setItem(row, column, item);
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
