#include "statisticswindow.h"

#include "gamesmodel.h"
#include "participantsmodel.h"
#include "scorehistorychart.h"

#include "document/gamelog.h"
#include "document/safefile.h"
#include "stats/csvexport.h"
#include "stats/folderimport.h"
#include "stats/statistics.h"
#include "dialogs/recentfiles.h"
#include "widgets/problemmessage.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

QTableView *newTable(const QString &name, QAbstractItemModel *model)
{
    auto *view = new QTableView;
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->setAlternatingRowColors(true);
    return view;
}

// Chooses the item whose data is `value`, if there is one (else the first, "all").
void chooseData(QComboBox *combo, const QVariant &value)
{
    const int index = combo->findData(value);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

// The name of a kept game's copy for the replay viewer: its file's, or for a game never saved
// one that says when it was played (without the colons some file systems refuse).
QString copyName(const QString &logPath, const QDateTime &played)
{
    if (!logPath.isEmpty())
        return QFileInfo(logPath).fileName();
    if (!played.isValid())
        return StatisticsWindow::tr("Game.tessera");
    return StatisticsWindow::tr("Game of %1.tessera").arg(played.toLocalTime().toString(u"yyyy-MM-dd hh.mm"_s));
}

} // namespace

StatisticsWindow::StatisticsWindow(stats::Statistics *statistics, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_statistics(statistics)
    , m_participants(new ParticipantsModel(this))
    , m_sortedParticipants(new QSortFilterProxyModel(this))
    , m_games(new GamesModel(this))
    , m_chart(new ScoreHistoryChart)
    , m_ruleSet(new QComboBox)
    , m_players(new QComboBox)
    , m_ruleSetLabel(new QLabel)
    , m_playersLabel(new QLabel)
    , m_gamesLabel(new QLabel)
    , m_problem(new QLabel)
    , m_import(new QPushButton)
    , m_export(new QPushButton)
{
    setObjectName(u"StatisticsWindow"_s);
    m_sortedParticipants->setSourceModel(m_participants);
    m_sortedParticipants->setSortRole(Qt::EditRole); // numbers as numbers
    m_participantsView = newTable(u"ParticipantsView"_s, m_sortedParticipants);
    m_participantsView->setSortingEnabled(true);
    m_participantsView->sortByColumn(ParticipantsModel::Games, Qt::DescendingOrder);
    m_gamesView = newTable(u"GamesView"_s, m_games);
    m_gamesView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_ruleSet->setObjectName(u"RuleSetFilter"_s);
    m_players->setObjectName(u"PlayersFilter"_s);
    m_problem->setObjectName(u"StatisticsProblem"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->hide();
    m_import->setObjectName(u"ImportButton"_s);
    m_export->setObjectName(u"ExportButton"_s);
    m_ruleSetLabel->setBuddy(m_ruleSet);
    m_playersLabel->setBuddy(m_players);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_ruleSetLabel);
    filters->addWidget(m_ruleSet);
    filters->addSpacing(12);
    filters->addWidget(m_playersLabel);
    filters->addWidget(m_players);
    filters->addStretch();
    filters->addWidget(m_import);
    filters->addWidget(m_export);

    auto *gamesPart = new QWidget;
    auto *gamesLayout = new QVBoxLayout(gamesPart);
    gamesLayout->setContentsMargins(0, 0, 0, 0);
    gamesLayout->addWidget(m_gamesLabel);
    gamesLayout->addWidget(m_gamesView);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_participantsView);
    split->addWidget(m_chart);
    split->addWidget(gamesPart);
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_problem);
    layout->addLayout(filters);
    layout->addWidget(split, 1);

    connect(m_ruleSet, &QComboBox::activated, this, &StatisticsWindow::refresh);
    connect(m_players, &QComboBox::activated, this, &StatisticsWindow::refresh);
    connect(m_participantsView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &StatisticsWindow::showSelectedScores);
    // A double click, or Enter on the current row.
    connect(m_gamesView, &QAbstractItemView::activated, this, &StatisticsWindow::openGame);
    connect(m_import, &QPushButton::clicked, this, &StatisticsWindow::askImportFolder);
    connect(m_export, &QPushButton::clicked, this, &StatisticsWindow::askExportCsv);
    connect(m_statistics, &stats::Statistics::changed, this, &StatisticsWindow::refresh);
    connect(m_statistics, &stats::Statistics::problemFound, this, &StatisticsWindow::showProblem);
    // Esc or Ctrl+W closes it, as the replay viewer's Ctrl+W does (an open popup takes its Esc first).
    auto *close = new QAction(this);
    close->setObjectName(u"CloseStatisticsAction"_s);
    close->setShortcuts({QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)});
    close->setShortcutContext(Qt::WindowShortcut);
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);

    retranslateUi();
    resize(900, 700);
    refresh();
}

StatisticsWindow::~StatisticsWindow() = default;

void StatisticsWindow::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void StatisticsWindow::retranslateUi()
{
    setWindowTitle(tr("Statistics \u2014 Tessera"));
    m_ruleSetLabel->setText(tr("&Tile sets:"));
    m_playersLabel->setText(tr("&Players:"));
    m_gamesLabel->setText(tr("Games (double-click or Enter: watch in the replay viewer)"));
    m_import->setText(tr("&Add Folder of Games..."));
    m_import->setToolTip(tr("Count the finished games of a folder: Tessera game logs and JCloisterZone games"));
    m_export->setText(tr("E&xport as CSV..."));
    fillFilters();
    showSelectedScores(); // the chart's hint
}

QString StatisticsWindow::problemText() const
{
    return m_problem->isVisible() ? m_problem->text() : QString();
}

void StatisticsWindow::showProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    // SQLite's own words for whoever wants them.
    const QString detail = m_statistics->database().problemDetail();
    m_problem->setToolTip(detail.isEmpty() ? QString() : tr("Details: %1").arg(detail));
}

void StatisticsWindow::fillFilters()
{
    stats::StatsDatabase &db = m_statistics->database();
    const QVariant ruleSet = m_ruleSet->currentData(), players = m_players->currentData();
    m_ruleSet->clear();
    m_ruleSet->addItem(tr("All"), QString());
    for (const QString &set : db.ruleSets())
        m_ruleSet->addItem(GamesModel::ruleSetText(set), set);
    chooseData(m_ruleSet, ruleSet);
    m_players->clear();
    m_players->addItem(tr("All"), 0);
    for (const int count : db.playerCounts())
        m_players->addItem(tr("%n players", nullptr, count), count);
    chooseData(m_players, players);
}

stats::GameFilter StatisticsWindow::filter() const
{
    return {m_ruleSet->currentData().toString(), m_players->currentData().toInt()};
}

void StatisticsWindow::refresh()
{
    stats::StatsDatabase &db = m_statistics->database();
    showProblem(db.problem());
    fillFilters();
    // The chosen rows stay chosen (as far as they are still counted).
    QList<stats::Participant> chosen;
    for (const QModelIndex &index : m_participantsView->selectionModel()->selectedRows())
        chosen << m_participants->row(m_sortedParticipants->mapToSource(index).row()).who;
    m_participants->setRows(db.summaries(filter()));
    // Goods and the fairy only where somebody scored them (their expansions' games), as the
    // results show them; the CSV has every column.
    for (const auto category : {engine::ScoreCategory::Goods, engine::ScoreCategory::Fairy}) {
        const int column = ParticipantsModel::FirstCategory + int(category);
        bool scored = false;
        for (int r = 0; r < m_participants->rowCount(); ++r)
            scored = scored || m_participants->row(r).averagePoints[std::size_t(category)] > 0;
        m_participantsView->setColumnHidden(column, !scored);
    }
    m_games->setGames(db.games(filter()));
    m_export->setEnabled(m_participants->rowCount() > 0); // a table with nothing in it is no file
    QItemSelection selection;
    for (int r = 0; r < m_sortedParticipants->rowCount(); ++r) {
        const auto &row = m_participants->row(m_sortedParticipants->mapToSource(m_sortedParticipants->index(r, 0)).row());
        if (chosen.contains(row.who))
            selection.select(m_sortedParticipants->index(r, 0),
                             m_sortedParticipants->index(r, m_sortedParticipants->columnCount() - 1));
    }
    if (selection.isEmpty() && m_sortedParticipants->rowCount() > 0) // the first row, to show something
        selection.select(m_sortedParticipants->index(0, 0),
                         m_sortedParticipants->index(0, m_sortedParticipants->columnCount() - 1));
    m_participantsView->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    showSelectedScores();
}

void StatisticsWindow::showSelectedScores()
{
    QList<ScoreHistoryChart::Series> series;
    QModelIndexList rows = m_participantsView->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &index : rows) {
        const stats::Participant who = m_participants->row(m_sortedParticipants->mapToSource(index).row()).who;
        ScoreHistoryChart::Series s;
        s.name = ParticipantsModel::nameOf(who);
        s.color = QColor(document::defaultPlayerColor(int(series.size())));
        for (const stats::ScorePoint &point : m_statistics->database().scoresOf(who, filter()))
            s.points << ScoreHistoryChart::Point{point.played, point.score};
        series << s;
    }
    m_chart->setSeries(series);
    // With nothing charted, why: no games yet (a first start), none the filters let through,
    // or no row chosen.
    if (m_participants->rowCount() > 0)
        m_chart->setHint(tr("Choose players in the table to see their scores."));
    else if (filter().ruleSet.isEmpty() && filter().players == 0)
        m_chart->setHint(
            tr("No games counted yet. Every game finished in Tessera counts here; Add Folder of "
               "Games... counts the games of a folder (Tessera's and JCloisterZone's)."));
    else
        m_chart->setHint(tr("No games with these tile sets and players."));
}

void StatisticsWindow::openGame(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const qint64 id = index.siblingAtColumn(0).data(GamesModel::GameIdRole).toLongLong();
    stats::StatsDatabase &db = m_statistics->database();
    // The log kept in the database is the game as it was counted; the file may have changed
    // or gone since. Games recorded before logs were kept open from their file.
    const QByteArray log = db.storedLog(id);
    if (!log.isEmpty()) {
        // A folder per game, the copy under the game's own name: the viewer's title and status
        // name the game, not the copy.
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/statistics/%1"_s.arg(id);
        const QString path = QDir(dir).filePath(
            copyName(db.logPath(id), index.siblingAtColumn(GamesModel::Date).data(Qt::EditRole).toDateTime()));
        QString error;
        if (QDir().mkpath(dir) && document::writeFileAtomically(path, log, &error)) {
            emit replayRequested(path, true);
            return;
        }
        if (error.isEmpty())
            error = tr("The folder “%1” cannot be created.").arg(QDir::toNativeSeparators(dir));
        ui::showProblem(
            this, {tr("Cannot Open Game"), tr("The game could not be prepared for the replay viewer."), error, QString()});
        return;
    }
    const QString path = db.logPath(id);
    if (path.isEmpty() || !QFileInfo(path).isFile()) {
        ui::showProblem(
            this,
            {tr("Cannot Open Game"), tr("The statistics keep no log of this game."),
             path.isEmpty() ? QString() : tr("Its file “%1” is no longer there.").arg(QDir::toNativeSeparators(path)),
             QString()});
        return;
    }
    emit replayRequested(path, false);
}

stats::ImportTally StatisticsWindow::importFolder(const QString &folder)
{
    const QStringList files = stats::gameFilesIn(folder);
    stats::ImportTally tally;
    QProgressDialog progress(tr("Adding the games of “%1”\u2026").arg(QDir::toNativeSeparators(folder)), tr("Stop"), 0,
                             int(files.size()), this);
    progress.setObjectName(u"ImportProgress"_s);
    progress.setWindowTitle(tr("Add Folder of Games"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(m_progressDelay);
    int done = 0;
    for (const QString &file : files) {
        progress.setValue(done++);
        if (progress.wasCanceled())
            break;
        stats::importGameFile(*m_statistics, file, tally);
    }
    const bool stopped = progress.wasCanceled();
    progress.setValue(int(files.size()));
    refresh();

    QString text = files.isEmpty() ? tr("The folder holds no saved games (.tessera, .json or .jcz files).")
                                   : tr("%n games added.", nullptr, tally.added);
    if (tally.replaced > 0)
        text += u' ' + tr("%n games counted again with another ending.", nullptr, tally.replaced);
    if (tally.alreadyThere > 0)
        text += u' ' + tr("%n games were counted already.", nullptr, tally.alreadyThere);
    if (stopped)
        text += u' ' + tr("Stopped after %n files.", nullptr, tally.files());
    QMessageBox box(tally.problems.isEmpty() ? QMessageBox::Information : QMessageBox::Warning, tr("Games Added"), text,
                    QMessageBox::Ok, this);
    box.setObjectName(u"ImportReport"_s);
    box.setTextFormat(Qt::PlainText);
    if (!tally.problems.isEmpty()) {
        box.setInformativeText(tr("%n files could not be counted (Show Details...).", nullptr, int(tally.problems.size())));
        QStringList lines;
        for (const stats::ImportProblem &problem : tally.problems)
            lines << tr("%1: %2").arg(QDir::toNativeSeparators(problem.file), issueLine(problem.issue));
        box.setDetailedText(lines.join(u'\n'));
    }
    box.exec();
    return tally;
}

void StatisticsWindow::askImportFolder()
{
    const QString folder = RecentFiles::askFolder(this, tr("Add Folder of Games"));
    if (!folder.isEmpty())
        importFolder(folder);
}

bool StatisticsWindow::exportCsv(const QString &path, QString *error)
{
    return stats::saveCsv(*m_sortedParticipants, Qt::EditRole, path, error);
}

void StatisticsWindow::askExportCsv()
{
    const QString path = ui::RecentFiles::askSavePath(this, tr("Export Statistics"), tr("statistics.csv"),
                                                      tr("CSV table (*.csv)"), u".csv"_s);
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, &error))
        ui::showProblem(this,
                        {tr("Cannot Export Statistics"),
                         tr("The table could not be written to “%1”.").arg(QFileInfo(path).fileName()), error, path});
}

} // namespace tessera::ui
