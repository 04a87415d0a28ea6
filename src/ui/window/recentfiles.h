#pragma once
// The games opened lately, one list for every window (the game window and each replay viewer),
// kept in QSettings. A menu attached to it follows every change, whichever window made it.

#include <QObject>
#include <QStringList>

#include <functional>

class QMenu;
class QWidget;

namespace tessera::ui {

class RecentFiles : public QObject {
    Q_OBJECT

public:
    static RecentFiles *instance();

    QStringList files() const;
    // Puts the file first (once); the list keeps the latest kMax.
    void add(const QString &path);
    // Keeps `menu` listing the files (disabled when there are none); choosing one calls `open`.
    void attach(QMenu *menu, std::function<void(const QString &)> open);

    // Asks for a game to open (Tessera or JCloisterZone), starting in the folder of the last
    // one, which it remembers; empty when cancelled.
    static QString askOpenPath(QWidget *parent, const QString &title);

    static constexpr int kMax = 10;

signals:
    void changed();

private:
    using QObject::QObject;
};

} // namespace tessera::ui
