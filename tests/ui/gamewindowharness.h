#pragma once
// What the tests of tst_gamewindow and tst_gamefiles share: the game window at zoom 1 around
// the start tile (test::TestWindow), and where on the board to put a tile.

#include "board/boardscene.h"
#include "document/tilesetlibrary.h"
#include "support/modals.h"
#include "support/testgames.h"
#include "support/testwindow.h"

#include <optional>

namespace tessera::test::gamewindow {

using namespace Qt::StringLiterals;

inline QPointF cellCentre(engine::Position p)
{
    return ui::BoardScene::tileRectOf(p).center();
}

// A position where the tile in hand fits in at least `rotations` rotations, if any.
inline std::optional<engine::Position> positionWith(ui::BoardScene *scene, std::size_t rotations)
{
    for (const engine::Position &p : scene->openPositions())
        if (scene->fittingRotations(p).size() >= rotations)
            return p;
    return std::nullopt;
}

// The base game with Inns & Cathedrals and its large follower, as the new-game dialog makes it.
inline document::GameInfo innsCathedralsGame(std::uint64_t seed)
{
    document::GameInfo info = test::baseGame(seed);
    info.tileSets.push_back(*document::loadNamedTileSet(u"inns-cathedrals"_s).set);
    info.rules.largeFollower = true;
    return info;
}

using test::answerMessageBox;
using test::BoxText;
using test::menuAction;
using test::onNextModal;

// The game window at zoom 1 around the start tile, as the tests here count in pixels.
struct Window : test::TestWindow {
    explicit Window(std::uint64_t seed, bool confirm = true) : Window(test::baseGame(seed), confirm) {}
    explicit Window(const document::GameInfo &info, bool confirm = true) : TestWindow(info, confirm) { zoomOneAtStart(); }
};

} // namespace tessera::test::gamewindow
