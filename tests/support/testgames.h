#pragma once
// Games for tests and benchmarks of the document and the window: players on the base set (and
// the expansions named), and turns played through a GameDocument the way the board plays them.

#include "document/gamedocument.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"
#include "engine/tilecatalog.h"

#include <QDateTime>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <vector>

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

// The built-in base set and the expansions of bit set `sets` (bit i: river, inns-cathedrals,
// traders-builders, princess-dragon): the 16 combinations the round-trip tests go over.
inline QStringList builtinSetsOf(int sets)
{
    static const QStringList expansions{QStringLiteral("river"), QStringLiteral("inns-cathedrals"),
                                        QStringLiteral("traders-builders"), QStringLiteral("princess-dragon")};
    QStringList names{QStringLiteral("base")};
    for (int i = 0; i < expansions.size(); ++i)
        if (sets & (1 << i))
            names << expansions[i];
    return names;
}

// Players "Player 1", "Player 2"... in the default colours on the tile sets named (built-in
// names or paths), with these rules; every second one a computer when asked.
inline document::GameInfo numberedPlayersGame(const QStringList &sets, const engine::RuleOptions &rules, int players,
                                              std::uint64_t seed, bool everySecondAComputer = false)
{
    document::GameInfo info;
    info.created = QDateTime(QDate(2026, 12, 2), QTime(12, 0), Qt::UTC);
    info.rules = rules;
    for (int p = 0; p < players; ++p)
        info.players.append(
            {QStringLiteral("Player %1").arg(p + 1), document::defaultPlayerColor(p), everySecondAComputer && p % 2 == 1});
    for (const QString &name : sets)
        info.tileSets.push_back(*document::loadNamedTileSet(name).set);
    info.seed = seed;
    return info;
}

// A loaded file's problems, one "$.json.path: message" per line, for failure messages.
inline QString issuesText(const document::LoadedGame &game)
{
    QStringList lines;
    for (const document::LogIssue &issue : game.issues)
        lines << issue.jsonPath + QStringLiteral(": ") + issue.message;
    return lines.join(u'\n');
}

// The base game with the built-in tile sets named (e.g. "princess-dragon") added, and the
// figures their tiles bring: the large follower with Inns & Cathedrals, the builder and the pig
// with goods, the fairy with the Princess & the Dragon (as the new-game dialog and the command
// line bring them).
inline document::GameInfo gameWith(std::uint64_t seed, const QStringList &sets, int players = 2)
{
    document::GameInfo info = baseGame(seed, players);
    for (const QString &name : sets)
        info.tileSets.push_back(*document::loadNamedTileSet(name).set);
    const engine::TileCatalog::Contents contents = engine::TileCatalog(info.tileSets).contents();
    info.rules.largeFollower = contents.inns || contents.cathedrals;
    info.rules.builder = info.rules.pig = contents.goods;
    info.rules.fairy = contents.princessDragon;
    return info;
}

// One turn of the random player through the document: place, choose, confirm if asked, and
// the dragon's flight step by step (the Princess & the Dragon), to a random tile each time.
// With `moveFairy`, the fairy moves instead of a deployment where the tile lets her (the
// random player never moves her).
inline void playDocumentTurn(document::GameDocument &doc, engine::RandomPlayer &player, bool moveFairy = false)
{
    const auto p = player.choosePlacement(doc.game());
    doc.placeTile(p.tile, p.placement);
    std::vector<engine::Decision> open;
    if (moveFairy && doc.stage() == document::GameDocument::Stage::Deploying)
        doc.game().legalDecisions(open);
    const auto fairy = std::find_if(open.begin(), open.end(),
                                    [](const engine::Decision &d) { return d.kind == engine::DecisionKind::MoveFairy; });
    if (fairy != open.end())
        doc.chooseInstead(*fairy);
    else if (const auto d = player.chooseDeployment(doc.game()))
        doc.chooseDeployment(*d);
    else
        doc.chooseNoFollower();
    doc.confirmTurn(); // does nothing when the choice already ended the turn
    while (doc.stage() == document::GameDocument::Stage::DragonFlying)
        doc.chooseDragonStep(player.chooseDecision(doc.game()).at);
}

// After an undo: plays the hand tile elsewhere than the undone future recorded, without a
// follower, so that a new line starts and the old future becomes a variation.
inline void playOtherTurn(document::GameDocument &doc)
{
    const engine::Placement recorded = doc.tree().node(doc.tree().next(doc.tree().cursor())).turn.placement().placement;
    std::vector<engine::Placement> legal;
    doc.game().legalPlacements(doc.handTile(), legal);
    QVERIFY(legal.size() > 1);
    QCOMPARE(doc.placeTile(doc.handTile(), legal.front() == recorded ? legal[1] : legal[0]), engine::MoveError::None);
    doc.chooseNoFollower();
    doc.confirmTurn();
}

} // namespace tessera::test
