#pragma once
// Tiles the base game does not have, to check that generated art follows any valid tile set:
// several separate cities on one tile, rivers, bridges, dead ends, inner fields and every
// icon. Shared by tst_art and the art_sheet tool.

#include "document/tilesetjson.h"

#include <QByteArray>
#include <QString>

namespace tessera::test {

inline const char *const kCustomTiles = R"json({
    "format": "tessera-tileset", "version": 1, "id": "art-check", "name": "Art check", "startTile": null,
    "tiles": [
        { "id": "four-caps", "count": 1, "edges": "CCCC", "features": [
            { "kind": "city", "sides": ["N"], "pennants": 1 }, { "kind": "city", "sides": ["E"] },
            { "kind": "city", "sides": ["S"], "goods": "wine" }, { "kind": "city", "sides": ["W"] },
            { "kind": "field", "cities": [0, 1, 2, 3] } ] },
        { "id": "passage-and-caps", "count": 1, "edges": "CCCC", "features": [
            { "kind": "city", "sides": ["E", "W"], "pennants": 2 }, { "kind": "city", "sides": ["N"] },
            { "kind": "city", "sides": ["S"] } ] },
        { "id": "corner-and-caps", "count": 1, "edges": "CCCC", "features": [
            { "kind": "city", "sides": ["N", "W"], "princess": true }, { "kind": "city", "sides": ["E"] },
            { "kind": "city", "sides": ["S"], "goods": "grain" }, { "kind": "field", "cities": [0, 1, 2] } ] },
        { "id": "three-and-cap", "count": 1, "edges": "CCCC", "features": [
            { "kind": "city", "sides": ["N", "E", "W"], "goods": "cloth" }, { "kind": "city", "sides": ["S"] } ] },
        { "id": "two-corners", "count": 1, "edges": "CCCC", "features": [
            { "kind": "city", "sides": ["N", "E"], "pennants": 1 }, { "kind": "city", "sides": ["S", "W"] },
            { "kind": "field", "cities": [0, 1] } ] },
        { "id": "cathedral-city", "count": 1, "edges": "CCCC", "features": [
            { "kind": "city", "sides": ["N", "E", "S", "W"], "cathedral": true, "pennants": 1 } ] },
        { "id": "river-straight", "count": 1, "edges": "FIFI", "features": [
            { "kind": "river", "sides": ["E", "W"] },
            { "kind": "field", "halves": ["NL", "NR", "EL", "WR"] }, { "kind": "field", "halves": ["ER", "SL", "SR", "WL"] } ] },
        { "id": "river-spring", "count": 1, "edges": "FFIF", "features": [
            { "kind": "river", "sides": ["S"] },
            { "kind": "field", "halves": ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"] } ] },
        { "id": "river-curve-city", "count": 1, "edges": "CIIF", "features": [
            { "kind": "city", "sides": ["N"] }, { "kind": "river", "sides": ["E", "S"] },
            { "kind": "field", "halves": ["EL", "SR", "WL", "WR"], "cities": [0] }, { "kind": "field", "halves": ["ER", "SL"] } ] },
        { "id": "river-bridge", "count": 1, "edges": "IRIR", "features": [
            { "kind": "river", "sides": ["N", "S"] }, { "kind": "road", "sides": ["E", "W"], "inn": true },
            { "kind": "field", "halves": ["NR", "EL"] }, { "kind": "field", "halves": ["ER", "SL"] },
            { "kind": "field", "halves": ["SR", "WL"] }, { "kind": "field", "halves": ["WR", "NL"] } ] },
        { "id": "road-t", "count": 1, "edges": "RRFR", "features": [
            { "kind": "road", "sides": ["E", "W"] }, { "kind": "road", "sides": ["N"] },
            { "kind": "field", "halves": ["NL", "WR"] }, { "kind": "field", "halves": ["NR", "EL"] },
            { "kind": "field", "halves": ["ER", "SL", "SR", "WL"] } ] },
        { "id": "road-dead-end", "count": 1, "edges": "FFRF", "dragon": true, "features": [
            { "kind": "road", "sides": ["S"], "inn": true },
            { "kind": "field", "halves": ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"] } ] },
        { "id": "road-into-cap", "count": 1, "edges": "CFRF", "features": [
            { "kind": "city", "sides": ["N"] }, { "kind": "road", "sides": ["S"] },
            { "kind": "field", "halves": ["EL", "ER", "SL"], "cities": [0] }, { "kind": "field", "halves": ["SR", "WL", "WR"], "cities": [0] } ] },
        { "id": "two-spurs", "count": 1, "edges": "RFRF", "features": [
            { "kind": "road", "sides": ["N"] }, { "kind": "road", "sides": ["S"] },
            { "kind": "field", "halves": ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"] } ] },
        { "id": "city-road-wrapped", "count": 1, "edges": "CCRC", "features": [
            { "kind": "city", "sides": ["N", "E", "W"] }, { "kind": "road", "sides": ["S"] },
            { "kind": "field", "halves": ["SL", "SR"], "cities": [0] } ] },
        { "id": "cloister-crossing", "count": 1, "edges": "RFRF", "features": [
            { "kind": "cloister" }, { "kind": "road", "sides": ["N", "S"] },
            { "kind": "field", "halves": ["NR", "EL", "ER", "SL"] }, { "kind": "field", "halves": ["SR", "WL", "WR", "NL"] } ] },
        { "id": "volcano", "count": 1, "edges": "FFFF", "volcano": true, "features": [
            { "kind": "field", "halves": ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"] } ] },
        { "id": "portal-cap", "count": 1, "edges": "CFFF", "portal": true, "features": [
            { "kind": "city", "sides": ["N"] },
            { "kind": "field", "halves": ["EL", "ER", "SL", "SR", "WL", "WR"], "cities": [0] } ] },
        { "id": "road-branch", "count": 1, "edges": "RRRF", "features": [
            { "kind": "road", "sides": ["N", "E", "S"] },
            { "kind": "field", "halves": ["NR", "EL"] }, { "kind": "field", "halves": ["ER", "SL"] },
            { "kind": "field", "halves": ["SR", "WL", "WR", "NL"] } ] },
        { "id": "crossroads-inn", "count": 1, "edges": "RRRR", "features": [
            { "kind": "road", "sides": ["N"], "inn": true }, { "kind": "road", "sides": ["E"] },
            { "kind": "road", "sides": ["S"] }, { "kind": "road", "sides": ["W"] },
            { "kind": "field", "halves": ["NL", "WR"] }, { "kind": "field", "halves": ["NR", "EL"] },
            { "kind": "field", "halves": ["ER", "SL"] }, { "kind": "field", "halves": ["SR", "WL"] } ] },
        { "id": "river-lake-roads", "count": 1, "edges": "IRFR", "features": [
            { "kind": "river", "sides": ["N"] }, { "kind": "road", "sides": ["E", "W"] },
            { "kind": "field", "halves": ["NL", "WR"] }, { "kind": "field", "halves": ["NR", "EL"] },
            { "kind": "field", "halves": ["ER", "SL", "SR", "WL"] } ] },
        { "id": "cloister-in-city", "count": 1, "edges": "CCCC", "features": [
            { "kind": "city", "sides": ["N", "E", "S", "W"] }, { "kind": "cloister" },
            { "kind": "field", "cities": [0] } ] }
    ]
})json";

// The custom tiles above, checked by the tile set reader.
inline document::TileSetLoadResult customTiles()
{
    return document::parseTileSet(QByteArray(kCustomTiles), QStringLiteral("customtiles.h"));
}

} // namespace tessera::test
