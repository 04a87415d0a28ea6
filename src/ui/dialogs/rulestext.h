#pragma once
// The rules of the game in Tessera's own words, as HTML for the help window: the base game
// (turn, placement, followers, scoring, farms, the options of the new-game dialog), the River
// and the expansions. Each paragraph is its own translatable string. The game's and each
// expansion's rules end with a link to their lesson, "lesson:<id>", when there is one.

#include <QString>

namespace tessera::ui {

QString rulesHtml();
QString lessonLinkScheme(); // "lesson"

} // namespace tessera::ui
