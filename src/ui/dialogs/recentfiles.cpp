#include "recentfiles.h"

#include "translatedtexts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

// Where the last file or folder was chosen: every file dialog starts there.
QString lastFolder()
{
    return QSettings().value(u"files/lastDir"_s, QDir::homePath()).toString();
}

} // namespace

void RecentFiles::rememberFolder(const QString &folder)
{
    QSettings().setValue(u"files/lastDir"_s, folder);
}

RecentFiles::RecentFiles(const QString &settingsKey, QObject *parent) : QObject(parent), m_settingsKey(settingsKey) {}

// Owned by the application, so that they outlive every window that shows them.
RecentFiles *RecentFiles::games()
{
    static RecentFiles *recent = new RecentFiles(u"files/recent"_s, QCoreApplication::instance());
    return recent;
}

RecentFiles *RecentFiles::tileSets()
{
    static RecentFiles *recent = new RecentFiles(u"tilesetEditor/recentFiles"_s, QCoreApplication::instance());
    return recent;
}

QStringList RecentFiles::files() const
{
    return QSettings().value(m_settingsKey).toStringList();
}

void RecentFiles::add(const QString &path)
{
    QStringList list = files();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    list.removeAll(absolute);
    list.prepend(absolute);
    QSettings().setValue(m_settingsKey, list.mid(0, kMax));
    emit changed();
}

QString RecentFiles::askOpenPath(QWidget *parent, const QString &title)
{
    const QString path = QFileDialog::getOpenFileName(
        parent, title, lastFolder(), tr("Tessera games (*.tessera *.json);;JCloisterZone games (*.jcz);;All files (*)"));
    if (!path.isEmpty())
        rememberFolder(QFileInfo(path).absolutePath());
    return path;
}

QString RecentFiles::askSavePath(QWidget *parent, const QString &title, const QString &name, const QString &filter,
                                 const QString &suffix)
{
    QString path = QFileDialog::getSaveFileName(parent, title, QDir(lastFolder()).filePath(name), filter);
    if (!path.isEmpty() && !suffix.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += suffix;
    return path;
}

QString RecentFiles::askFolder(QWidget *parent, const QString &title)
{
    const QString folder = QFileDialog::getExistingDirectory(parent, title, lastFolder());
    if (!folder.isEmpty())
        rememberFolder(folder);
    return folder;
}

void RecentFiles::attach(QMenu *menu, std::function<void(const QString &)> open)
{
    const auto fill = [this, menu, open] {
        menu->clear();
        const QStringList list = files();
        for (const QString &file : list)
            menu->addAction(literalText(QFileInfo(file).fileName()), menu, [open, file] { open(file); })->setToolTip(file);
        menu->setEnabled(!list.isEmpty());
    };
    fill();
    connect(this, &RecentFiles::changed, menu, fill);
}

} // namespace tessera::ui
