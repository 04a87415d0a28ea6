#pragma once
// Games with known results for the statistics' tests: the finished logs of the scoring corpus
// (tests/data/logs/README.md pins their scores) and any saved game, as the statistics record them.

#include "document/jczimport.h"
#include "stats/gamerecord.h"
#include "support/testgames.h"

namespace tessera::test {

inline QString scoringLog(const char *name)
{
    return QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/logs/scoring/") + QLatin1StringView(name);
}

// The record of a finished game in a file (a log or a .jcz); the test stops if it is none.
inline stats::GameRecord recordOfFile(const QString &path)
{
    const document::LoadedGame loaded = document::loadGameOrJcz(path);
    if (!loaded.ok() || !loaded.match->game().isOver())
        qFatal("%s is no finished game: %s", qPrintable(path), qPrintable(issuesText(loaded)));
    return *stats::recordOf(*loaded.info, *loaded.match, path);
}

} // namespace tessera::test
