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
    // A set from elsewhere (the tile set editor), listed after the built-in ones and chosen.
    // A set without a start tile is an expansion: the base game is chosen with it.
    void addSet(const engine::TileSet &set);
    std::vector<engine::TileSet> checkedSets() const; // in list order
    // Whether a chosen set holds inns or cathedrals: Inns & Cathedrals is in the game, with its
    // large follower and its sixth player.
    bool innsCathedralsChosen() const;
    // Whether a chosen set holds goods: Traders & Builders is in the game, with its builder
    // and pig.
    bool tradersBuildersChosen() const;
    // Whether a chosen set holds a princess: the Princess & the Dragon, with its fairy.
    bool princessDragonChosen() const;

    // A sentence for the user when the choice does not make a game; empty when it does.
    QString problem() const;

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    bool chosenFeature(bool (*has)(const engine::FeatureDef &)) const;

    struct Entry {
        QString name;                       // as loadNamedTileSet() knows it
        std::optional<engine::TileSet> set; // loaded once; absent when the set is broken
        QCheckBox *box = nullptr;
        bool fromEditor = false; // offered by the tile set editor
    };
    QCheckBox *addEntry(Entry entry);
    static void label(const Entry &entry);

    std::vector<Entry> m_entries;
};

} // namespace tessera::ui
