#pragma once
// What the new-game dialog remembers between runs, in QSettings group "newGame": the players'
// names, colours and kinds (a person or a computer's level; and so their count), the rule options, the tile sets and whether each
// turn is confirmed. The seed is not remembered: a fixed seed carried over would make every
// game the same without the user noticing.

#include "document/gamelog.h"
#include "engine/ruleoptions.h"

#include <QList>
#include <QStringList>

namespace tessera::ui {

struct NewGameChoices {
    QList<document::PlayerInfo> players; // empty: the default players
    engine::RuleOptions rules;
    QStringList tileSets; // built-in set names
    bool confirmTurns = true;
};

// The stored choices; defaults for anything missing or unreadable.
NewGameChoices loadNewGameChoices();
void storeNewGameChoices(const NewGameChoices &choices);

} // namespace tessera::ui
