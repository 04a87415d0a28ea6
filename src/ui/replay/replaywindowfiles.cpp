// The replay viewer's files (replaywindow.h): opening a game, by the menu or dropped on the
// window, and exporting the position or every turn's frame as pictures.

#include "replaywindow.h"

#include "board/boardexport.h"
#include "widgets/problemmessage.h"
#include "dialogs/recentfiles.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QProgressDialog>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace tessera::ui {

void ReplayWindow::open()
{
    if (const QString path = RecentFiles::askOpenPath(this, tr("Open Game to Replay")); !path.isEmpty())
        openFile(path);
}

bool ReplayWindow::exportPosition(const QString &path, QString *error)
{
    if (!hasGame()) {
        if (error)
            *error = tr("No game is shown.");
        return false;
    }
    return writeBoardPicture(game(), info(), &m_cache, path, error);
}

int ReplayWindow::exportFrames(const QString &dir, QString *error, bool *cancelled)
{
    if (!hasGame()) {
        if (error)
            *error = tr("No game is shown.");
        return -1;
    }
    QProgressDialog progress(tr("Writing frames..."), tr("Cancel"), 0, turns() + 1, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    return writeBoardFrames(
        info(), m_document.lineEndPosition(), &m_cache, dir, error,
        [&progress](int done, int total) {
            progress.setMaximum(total);
            progress.setValue(done);
            return !progress.wasCanceled();
        },
        cancelled);
}

void ReplayWindow::exportPositionAs()
{
    const QString path = RecentFiles::askSavePath(this, tr("Export Position"), tr("turn-%1.png").arg(turn()),
                                                  tr("PNG image (*.png);;SVG drawing (*.svg)"), QString());
    if (path.isEmpty())
        return;
    QString error;
    if (!exportPosition(path, &error))
        showProblem(this,
                    {tr("Cannot Export Position"),
                     tr("The position could not be written to “%1”.").arg(QFileInfo(path).fileName()), error, path});
    else
        statusBar()->showMessage(tr("Exported turn %1 to %2").arg(turn()).arg(QFileInfo(path).fileName()), 4000);
}

void ReplayWindow::exportFramesAs()
{
    const QString dir = RecentFiles::askFolder(this, tr("Export Frames to Folder"));
    if (dir.isEmpty())
        return;
    QString error;
    bool cancelled = false;
    const int frames = exportFrames(dir, &error, &cancelled);
    if (cancelled)
        statusBar()->showMessage(tr("Export of the frames cancelled: none were kept."), 6000);
    else if (frames < 0)
        showProblem(this,
                    {tr("Cannot Export Frames"),
                     tr("The frames could not be written to “%1”.").arg(QDir::toNativeSeparators(dir)), error, dir});
    else
        statusBar()->showMessage(tr("Wrote %n frames to %1", nullptr, frames).arg(QDir::toNativeSeparators(dir)), 6000);
}

void ReplayWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void ReplayWindow::dropEvent(QDropEvent *event)
{
    openFile(event->mimeData()->urls().first().toLocalFile());
    event->acceptProposedAction();
}

} // namespace tessera::ui
