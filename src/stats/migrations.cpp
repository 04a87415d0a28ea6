#include "migrations.h"

using namespace Qt::StringLiterals;

namespace tessera::stats {

const std::vector<Migration> &migrations()
{
    static const std::vector<Migration> steps{
        // 1: the games and their seats: the scores, the points by category and the log's path.
        {1,
         {u"CREATE TABLE games ("
          "id INTEGER PRIMARY KEY,"
          "game_key TEXT NOT NULL UNIQUE,"
          "played TEXT,"
          "rule_set TEXT NOT NULL,"
          "player_count INTEGER NOT NULL,"
          "log_path TEXT NOT NULL DEFAULT '',"
          "recorded TEXT NOT NULL)"_s,
          u"CREATE TABLE seats ("
          "game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
          "seat INTEGER NOT NULL,"
          "name TEXT NOT NULL,"
          "computer_level TEXT,"
          "score INTEGER NOT NULL,"
          "rank INTEGER NOT NULL,"
          "roads INTEGER NOT NULL, cities INTEGER NOT NULL, cloisters INTEGER NOT NULL,"
          "farms INTEGER NOT NULL, goods INTEGER NOT NULL, fairy INTEGER NOT NULL,"
          "PRIMARY KEY (game_id, seat))"_s}},
        // 2: the log itself, so that a game opens in the replay viewer although its file moved
        // or was never saved, and the hash of its turns, which tells whether the same game
        // recorded again ended otherwise; an index for the list by date and the players' rows.
        {2,
         {u"ALTER TABLE games ADD COLUMN log BLOB"_s,
          u"ALTER TABLE games ADD COLUMN decisions_hash TEXT NOT NULL DEFAULT ''"_s,
          u"CREATE INDEX games_by_date ON games (played, id)"_s,
          u"CREATE INDEX seats_by_player ON seats (name, computer_level)"_s}},
    };
    return steps;
}

int latestSchemaVersion()
{
    return migrations().back().version;
}

} // namespace tessera::stats
