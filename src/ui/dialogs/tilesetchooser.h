#pragma once
// The tile sets a game is played with, as a checkable list of the built-in sets (the base
// game and the expansions). A game needs at least one chosen set that has a start tile.

#include "engine/tiletype.h"

#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;

namespace tessera::ui {

class TileSetChooser : public QWidget {
    Q_OBJECT

public:
    explicit TileSetChooser(QWidget *parent = nullptr);

    QStringList checkedNames() const;
    void setCheckedNames(const QStringList &names);
    std::vector<engine::TileSet> checkedSets() const; // in list order
    // Whether a chosen set holds inns or cathedrals: Inns & Cathedrals is in the game, with its
    // large follower and its sixth player.
    bool innsCathedralsChosen() const;

    // A sentence for the user when the choice does not make a game; empty when it does.
    QString problem() const;

signals:
    void changed();

private:
    struct Entry {
        QString name;                          // as loadNamedTileSet() knows it
        std::optional<engine::TileSet> set;    // loaded once; absent when the set is broken
        QCheckBox *box = nullptr;
    };
    std::vector<Entry> m_entries;
};

} // namespace tessera::ui
