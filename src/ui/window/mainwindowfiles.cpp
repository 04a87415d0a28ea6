// The game window and files: resuming an interrupted game, opening, saving, exporting, and
// the windows that show a game beside it (the replay viewer, the statistics).
#include "mainwindow.h"

#include "board/boarddrawing.h"
#include "board/boardexport.h"
#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/boardview.h"
#include "board/boardpicture.h"
#include "dialogs/firstwindowsize.h"
#include "dialogs/helpdialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/resultsdialog.h"
#include "document/jczexport.h"
#include "document/safefile.h"
#include "document/translations.h"
#include "editor/tileseteditor.h"
#include "history/historypanel.h"
#include "lessons/lessonrunner.h"
#include "playerspanel.h"
#include "widgets/problemmessage.h"
#include "dialogs/recentfiles.h"
#include "document/playername.h"
#include "replay/replaywindow.h"
#include "scoringlog.h"
#include "statistics/statisticswindow.h"
#include "turnpanel.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QMenuBar>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>

#include <utility>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using Stage = document::GameDocument::Stage;

// --- files ---------------------------------------------------------------------------------

bool MainWindow::offerResume()
{
    const QString path = m_document.autosavePath();
    m_document.removeAutosaveLeftovers();
    // Nothing there, or emptied when its game was discarded where it could not be removed.
    const QFileInfo info(path);
    if (!info.exists() || (info.isFile() && info.size() == 0)) {
        m_document.discardAutosave();
        return false;
    }
    // A damaged autosave still holds the turns before the damage: offer those rather than
    // deleting the whole game (the resumed game is autosaved again, cleanly, at the next turn).
    document::GameDocument probe;
    const QList<document::LogIssue> issues = probe.open(path);
    // A game stopped before its first turn has nothing to resume (the new-game dialog keeps
    // its players and options): it was offered as "interrupted after turn 0".
    const bool resumable = probe.hasGame() && probe.stage() != Stage::GameOver && probe.tree().size() > 1;
    // What was found, said, and the damaged file kept for the player (or a bug report).
    QString damage;
    if (!issues.isEmpty()) {
        QString error;
        const QString kept = document::keepAside(path, u"damaged"_s, !resumable, &error);
        damage = kept.isEmpty() ? tr("The autosave of the interrupted game is damaged (%1); no copy of it could be kept: %2")
                                      .arg(issueLine(issues.first()), error)
                                : tr("The autosave of the interrupted game is damaged (%1); a copy is kept as %2.")
                                      .arg(issueLine(issues.first()), QDir::toNativeSeparators(kept));
    }
    if (!resumable) {
        if (!damage.isEmpty())
            QMessageBox::warning(this, tr("Damaged Autosave"), damage);
        m_document.discardAutosave();
        return false;
    }
    const QString question =
        tr("A game was interrupted after turn %1. Resume it where it stopped?").arg(probe.match().turns().size());
    const auto answer = QMessageBox::question(this, tr("Resume game"),
                                              damage.isEmpty() ? question : damage + u"\n\n"_s + question,
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        m_document.discardAutosave();
        return false;
    }
    m_document.resume(path);
    statusBar()->showMessage(tr("Resumed the interrupted game."), 4000);
    return true;
}

bool MainWindow::openFile(const QString &path)
{
    // What the load did decides the message: a loaded game (a valid prefix included) resets
    // the board; a file that gave nothing leaves the game on the board as it was.
    bool loaded = false;
    const auto watch = connect(&m_document, &document::GameDocument::gameReset, this, [&loaded] { loaded = true; });
    const QList<document::LogIssue> issues = m_document.open(path);
    disconnect(watch);
    if (!issues.isEmpty()) {
        const auto turns = loaded ? std::optional(m_document.match().turns().size()) : std::nullopt;
        showProblem(this, openProblem(path, issues, turns, m_document.hasGame()));
        return false;
    }
    RecentFiles::games()->add(path);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

// The game being played, at its position; with no game, a saved one.
void MainWindow::openReplay()
{
    if (m_document.hasGame()) {
        ReplayWindow *viewer = newReplayViewer();
        viewer->showCopyOf(m_document);
    } else if (const QString path = RecentFiles::askOpenPath(this, tr("Open Game in Replay Viewer")); !path.isEmpty()) {
        openInReplayViewer(path);
    }
}

ReplayWindow *MainWindow::openInReplayViewer(const QString &path)
{
    ReplayWindow *viewer = newReplayViewer();
    viewer->openFile(path);
    return viewer;
}

ReplayWindow *MainWindow::newReplayViewer()
{
    // A window of its own (not a child of this one), closed and deleted on its own.
    auto *viewer = new ReplayWindow;
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    connect(viewer, &ReplayWindow::continueRequested, this, &MainWindow::continueGame);
    cascadeFromOthers(viewer); // a second viewer does not hide the first
    viewer->show();
    return viewer;
}

StatisticsWindow *MainWindow::openStatistics()
{
    if (!m_statisticsWindow) {
        // A window of its own, closed with this one.
        m_statisticsWindow = new StatisticsWindow(&m_statistics, this);
        m_statisticsWindow->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_statisticsWindow, &StatisticsWindow::replayRequested, this, [this](const QString &path, bool copy) {
            newReplayViewer()->openFile(path, copy ? ReplayWindow::Source::ShownCopy : ReplayWindow::Source::File);
        });
    }
    m_statisticsWindow->show();
    m_statisticsWindow->raise();
    m_statisticsWindow->activateWindow();
    return m_statisticsWindow;
}

void MainWindow::continueGame(const document::GameInfo &info, const engine::Match &position)
{
    if (!maybeKeepGame())
        return;
    m_document.continueFrom(info, position);
    show();
    raise();
    activateWindow();
    statusBar()->showMessage(tr("A new game from turn %1 of the replay.").arg(position.turns().size()), 6000);
}

void MainWindow::open()
{
    if (!maybeKeepGame())
        return;
    if (const QString path = RecentFiles::askOpenPath(this, tr("Open Game")); !path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (m_document.filePath().isEmpty())
        return saveAs();
    return saveTo(m_document.filePath());
}

bool MainWindow::saveAs()
{
    // A game read from elsewhere (a JCloisterZone game, a damaged log) is offered its own name.
    const QString source = QFileInfo(m_document.sourcePath()).completeBaseName();
    const QString name = source.isEmpty() ? tr("game.tessera") : source + u".tessera"_s;
    const QString path = RecentFiles::askSavePath(this, tr("Save Game"), name, tr("Tessera games (*.tessera *.json)"),
                                                  u".tessera"_s);
    if (path.isEmpty() || !saveTo(path))
        return false;
    RecentFiles::rememberFolder(QFileInfo(path).absolutePath());
    RecentFiles::games()->add(path);
    return true;
}

// Saves and says so in the status bar, or says why not.
bool MainWindow::saveTo(const QString &path)
{
    QString error;
    const QString name = QFileInfo(path).fileName();
    if (!m_document.saveAs(path, &error)) {
        showProblem(this, {tr("Cannot Save Game"), tr("The game could not be saved to “%1”.").arg(name), error, path});
        return false;
    }
    statusBar()->showMessage(tr("Saved to %1").arg(name), 5000);
    return true;
}

// --- export ---------------------------------------------------------------------------------

bool MainWindow::exportBoard(const QString &path, QString *error)
{
    BoardPicture picture(m_document, &m_cache);
    return writeBoardPicture(picture, path, error);
}

void MainWindow::exportBoardAs()
{
    const QString path = RecentFiles::askSavePath(this, tr("Export Board"), tr("board.png"),
                                                  tr("PNG image (*.png);;SVG drawing (*.svg)"), QString());
    if (path.isEmpty())
        return;
    QString error;
    if (!exportBoard(path, &error))
        showProblem(this,
                    {tr("Cannot Export Board"),
                     tr("The board could not be written to “%1”.").arg(QFileInfo(path).fileName()), error, path});
    else
        statusBar()->showMessage(tr("Exported the board to %1").arg(QFileInfo(path).fileName()), 4000);
}

bool MainWindow::exportJcz(const QString &path, QString *error)
{
    return document::saveJcz(m_document.info(), m_document.match(), path, error);
}

void MainWindow::exportJczAs()
{
    // What JCloisterZone cannot express is said before a file is asked for.
    const document::JczExport exported = document::gameToJcz(m_document.info(), m_document.match());
    if (!exported.ok()) {
        showProblem(this,
                    {tr("Cannot Export Game"), tr("JCloisterZone cannot play this game as it is set up."),
                     exported.problems.join(u'\n'), QString()});
        return;
    }
    const QString path = RecentFiles::askSavePath(this, tr("Export JCloisterZone Game"), tr("game.jcz"),
                                                  tr("JCloisterZone saved games (*.jcz)"), u".jcz"_s);
    if (path.isEmpty())
        return;
    QString error;
    if (!document::writeFileAtomically(path, exported.json, &error))
        showProblem(this,
                    {tr("Cannot Export Game"), tr("The game could not be written to “%1”.").arg(QFileInfo(path).fileName()),
                     error, path});
    else
        statusBar()->showMessage(tr("Exported the game for JCloisterZone to %1").arg(QFileInfo(path).fileName()), 4000);
}

} // namespace tessera::ui
