#pragma once
// Files opened lately, kept in QSettings: one list of games for the game window and every replay
// viewer, one of tile sets for the editor. A menu attached to a list follows every change,
// whichever window made it.

#include <QObject>
#include <QStringList>

#include <functional>

class QMenu;
class QWidget;

namespace tessera::ui {

class RecentFiles : public QObject {
    Q_OBJECT

public:
    // Game logs and JCloisterZone games.
    static RecentFiles *games();
    // Tile sets opened or saved in the editor.
    static RecentFiles *tileSets();

    QStringList files() const;
    // Puts the file first (once); the list keeps the latest kMax.
    void add(const QString &path);
    // Keeps `menu` listing the files (disabled when there are none); choosing one calls `open`.
    void attach(QMenu *menu, std::function<void(const QString &)> open);

    // Asks for a game to open (Tessera or JCloisterZone), starting in the folder of the last
    // one, which it remembers; empty when cancelled.
    static QString askOpenPath(QWidget *parent, const QString &title);
    // A file to write, asked in the last folder with `name` offered; `suffix` (".csv") is added
    // to a name typed without one (empty: nothing added). Empty when cancelled.
    static QString askSavePath(QWidget *parent, const QString &title, const QString &name, const QString &filter,
                               const QString &suffix);
    // A folder (to write frames into, to import games from), asked in the last folder, which it
    // then remembers as the last; empty when cancelled.
    static QString askFolder(QWidget *parent, const QString &title);
    // Where the next file dialog starts (askOpenPath and askFolder remember their choice; a save
    // remembers its folder only when the file is written).
    static void rememberFolder(const QString &folder);

    static constexpr int kMax = 10;

signals:
    void changed();

private:
    RecentFiles(const QString &settingsKey, QObject *parent);

    const QString m_settingsKey;
};

} // namespace tessera::ui
