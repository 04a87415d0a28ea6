#pragma once
// The rules of the game in Tessera's own words, as HTML for the help window: the base game
// (turn, placement, followers, scoring, farms, the options of the new-game dialog), the River
// and Inns & Cathedrals. Each paragraph is its own translatable string.

#include <QString>

namespace tessera::ui {

QString rulesHtml();

} // namespace tessera::ui
