#include "analysispanel.h"

#include "analysismarks.h"

#include "document/analysistext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

constexpr ai::Mark kMarks[] = {ai::Mark::Inaccuracy, ai::Mark::Mistake, ai::Mark::Blunder};

} // namespace

AnalysisPanel::AnalysisPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"AnalysisPanel"_s);
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    m_analyse = new QPushButton;
    m_analyse->setObjectName(u"AnalyseButton"_s);
    m_analyse->setFocusPolicy(Qt::TabFocus); // the arrows stay the window's steps
    connect(m_analyse, &QPushButton::clicked, this, &AnalysisPanel::analyseRequested);
    row->addWidget(m_analyse);
    m_progress = new QProgressBar;
    m_progress->setObjectName(u"AnalysisProgress"_s);
    row->addWidget(m_progress, 1);
    m_cancel = new QPushButton;
    m_cancel->setObjectName(u"CancelAnalysisButton"_s);
    m_cancel->setFocusPolicy(Qt::TabFocus);
    connect(m_cancel, &QPushButton::clicked, this, &AnalysisPanel::cancelRequested);
    row->addWidget(m_cancel);
    layout->addLayout(row);

    m_status = new QLabel;
    m_status->setObjectName(u"AnalysisStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);

    m_turnTitle = new QLabel;
    m_turnTitle->setTextFormat(Qt::PlainText);
    layout->addWidget(m_turnTitle);
    m_reviews = new QListWidget;
    m_reviews->setObjectName(u"TurnReviews"_s);
    m_reviews->setWordWrap(true);
    m_reviews->setFocusPolicy(Qt::NoFocus);
    m_reviews->setIconSize(QSize(14, 14));
    layout->addWidget(m_reviews, 1);

    m_summaryTitle = new QLabel;
    m_summaryTitle->setTextFormat(Qt::PlainText);
    layout->addWidget(m_summaryTitle);
    m_summary = new QTableWidget(0, SummaryColumns);
    m_summary->setObjectName(u"AnalysisSummary"_s);
    m_summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_summary->setFocusPolicy(Qt::NoFocus);
    m_summary->setSelectionMode(QAbstractItemView::NoSelection);
    m_summary->verticalHeader()->hide();
    m_summary->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_summary->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_summary->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (int c = 0; c < SummaryColumns; ++c)
        m_summary->setHorizontalHeaderItem(c,
                                           c < FirstMarkColumn
                                               ? new QTableWidgetItem
                                               : new QTableWidgetItem(markIcon(kMarks[c - FirstMarkColumn]), QString()));
    m_summary->horizontalHeaderItem(NameColumn)->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_summary->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_summary);
    m_rest = new QWidget;
    m_rest->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    layout->addWidget(m_rest, 1);

    retranslate();
    showIdle(false);
}

void AnalysisPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void AnalysisPanel::retranslate()
{
    m_analyse->setText(tr("Analyse Game"));
    m_analyse->setToolTip(tr("Let the computer review every decision of the game (uses every core)"));
    m_cancel->setText(tr("Cancel"));
    m_turnTitle->setText(tr("This turn's decisions:"));
    m_summaryTitle->setText(tr("Over the game:"));
    // Short headers, the full meaning in their tooltips: the dock is narrow.
    const QString headers[] = {tr("Player"),
                               tr("Decisions"),
                               tr("Lost"),
                               document::markTitle(kMarks[0]),
                               document::markTitle(kMarks[1]),
                               document::markTitle(kMarks[2])};
    const QString tips[] = {QString(),          tr("Decisions reviewed"), tr("Points lost per decision, on average"),
                            tr("Inaccuracies"), tr("Mistakes"),           tr("Blunders")};
    for (int c = 0; c < SummaryColumns; ++c) {
        const bool mark = c >= FirstMarkColumn;
        m_summary->horizontalHeaderItem(c)->setText(mark ? QString() : headers[c]);
        m_summary->horizontalHeaderItem(c)->setToolTip(mark ? headers[c] + u": "_s + tips[c] : tips[c]);
    }
    showReviews(m_shownAnalysed ? &m_shown : nullptr, m_shownAnalysed, m_current);
    showSummary(m_summaryShown, m_summaryNames);
}

void AnalysisPanel::showIdle(bool canAnalyse)
{
    m_analyse->setEnabled(canAnalyse);
    m_cancel->setEnabled(false);
    m_cancel->hide();
    m_progress->hide();
}

void AnalysisPanel::showRunning()
{
    m_analyse->setEnabled(false);
    m_cancel->setEnabled(true);
    m_cancel->show();
    m_progress->setRange(0, 0); // busy until the first decision is counted
    m_progress->show();
}

void AnalysisPanel::showProgress(int done, int total)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    m_progress->setFormat(tr("%1 of %n decisions", nullptr, total).arg(done));
}

void AnalysisPanel::setStatus(const QString &text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

void AnalysisPanel::showReviews(const std::vector<document::ReviewedDecision> *reviews, bool analysed, int current)
{
    if (reviews != &m_shown)
        m_shown = reviews ? *reviews : std::vector<document::ReviewedDecision>{};
    m_shownAnalysed = analysed;
    m_current = current >= 0 && current < int(m_shown.size()) ? current : -1;
    m_reviews->clear();
    for (const document::ReviewedDecision &r : m_shown) {
        auto *item = new QListWidgetItem(r.sentence, m_reviews);
        if (r.mark != ai::Mark::None)
            item->setIcon(markIcon(r.mark));
    }
    if (m_current >= 0) {
        m_reviews->setCurrentRow(m_current);
        m_reviews->scrollToItem(m_reviews->item(m_current), QAbstractItemView::PositionAtTop);
    }
    if (analysed && m_shown.empty())
        m_reviews->addItem(tr("No decision of this turn was reviewed (a single choice, or not the main line)."));
    m_turnTitle->setVisible(analysed);
    m_reviews->setVisible(analysed);
    m_rest->setVisible(!analysed); // keeps the button at the top
}

void AnalysisPanel::showSummary(const std::vector<ai::PlayerSummary> &summary, const QStringList &names)
{
    if (&summary != &m_summaryShown)
        m_summaryShown = summary;
    if (&names != &m_summaryNames)
        m_summaryNames = names;
    m_summaryTitle->setVisible(!m_summaryShown.empty());
    m_summary->setVisible(!m_summaryShown.empty());
    m_summary->setRowCount(int(m_summaryShown.size()));
    for (int p = 0; p < int(m_summaryShown.size()); ++p) {
        const ai::PlayerSummary &s = m_summaryShown[std::size_t(p)];
        const QString cells[] = {
            m_summaryNames.value(p),     QString::number(s.decisions), QString::number(s.averageLoss(), 'f', 1),
            QString::number(s.marks[1]), QString::number(s.marks[2]),  QString::number(s.marks[3])};
        for (int c = 0; c < SummaryColumns; ++c) {
            auto *cell = new QTableWidgetItem(cells[c]);
            cell->setTextAlignment(c == NameColumn ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            m_summary->setItem(p, c, cell);
        }
    }
    // As high as its rows: the reviews of the turn take the rest.
    m_summary->resizeRowsToContents();
    int height = m_summary->horizontalHeader()->sizeHint().height() + 2 * m_summary->frameWidth();
    for (int row = 0; row < m_summary->rowCount(); ++row)
        height += m_summary->rowHeight(row);
    m_summary->setFixedHeight(height);
}

} // namespace tessera::ui
