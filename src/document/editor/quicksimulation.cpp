#include "quicksimulation.h"

#include "engine/gameseries.h"
#include "engine/randomplayer.h"
#include "engine/tilecatalog.h"

#include <memory>

namespace tessera::document {

SimulationReport simulateGames(const engine::TileSet &set, const std::vector<engine::TileSet> &companions, int games)
{
    std::vector<engine::TileSet> sets = companions;
    sets.push_back(set);
    engine::GameSetup setup;
    setup.catalog = std::make_shared<const engine::TileCatalog>(sets);
    setup.players = 2;

    SimulationReport report;
    report.games = games;
    long discarded = 0;
    engine::GameSeries series(setup);
    for (int g = 0; g < games; ++g) {
        setup.seed = static_cast<std::uint64_t>(g) + 1;
        engine::Game &game = series.start(setup.seed);
        report.tilesPerGame = game.tilesLeft();
        engine::RandomPlayer player(setup.seed);
        engine::playRandomGame(game, player);
        if (!game.isOver())
            ++report.unfinished;
        discarded += static_cast<long>(game.discards().size());
    }
    report.discardedPerGame = games > 0 ? double(discarded) / games : 0.0;
    return report;
}

} // namespace tessera::document
