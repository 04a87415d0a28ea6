// The names of the built-in tile sets and of their tiles (tilesets/*.json) in the interface's
// language. The names are data, written in English; their German and French live in
// translations/*.ts under the context "TileNames", where lupdate finds them through the list
// in builtinnames.cpp (tst_translations fails when that list and the sets differ).
#pragma once

#include <QString>
#include <QStringList>

#include <string>

namespace tessera::document {

// A set's or a tile's name in the language in force: a built-in name translated, any other
// name (a set of one's own) as it is written.
QString translatedName(const std::string &name);

// The names of the list lupdate reads.
QStringList builtinNames();

} // namespace tessera::document
