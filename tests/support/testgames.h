#pragma once
// Games for tests and benchmarks of the document and the window: players on the base set,
// and turns played through a GameDocument the way the board plays them.

#include "document/gamedocument.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"

#include <QStringList>

namespace tessera::test {

// `players` players (Ann, Ben, Cleo, Dev, Eve) in the default colours on the base tile set.
inline document::GameInfo baseGame(std::uint64_t seed, int players = 2)
{
    static const QStringList names{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cleo"),
                                   QStringLiteral("Dev"), QStringLiteral("Eve")};
    document::GameInfo info;
    for (int p = 0; p < players; ++p)
        info.players.append({names[p], document::defaultPlayerColor(p), false});
    info.tileSets = {*document::loadNamedTileSet(QStringLiteral("base")).set};
    info.seed = seed;
    return info;
}

// One turn of the random player through the document: place, choose, confirm if asked, and
// the dragon's flight step by step (the Princess & the Dragon), to a random tile each time.
inline void playDocumentTurn(document::GameDocument &doc, engine::RandomPlayer &player)
{
    const auto p = player.choosePlacement(doc.game());
    doc.placeTile(p.tile, p.placement);
    if (const auto d = player.chooseDeployment(doc.game()))
        doc.chooseDeployment(*d);
    else
        doc.chooseNoFollower();
    doc.confirmTurn(); // does nothing when the choice already ended the turn
    while (doc.stage() == document::GameDocument::Stage::DragonFlying)
        doc.chooseDragonStep(player.chooseDecision(doc.game()).at);
}

} // namespace tessera::test
