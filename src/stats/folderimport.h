#pragma once
// Adding a folder of saved games to the statistics (Tessera game logs and JCloisterZone .jcz
// files, in its subfolders too), one file at a time so that a window can show the progress
// and stop. A file that cannot be counted (damaged, not a game, not finished) is listed with
// its reason and the import goes on.

#include "statsdatabase.h"

#include <QList>
#include <QStringList>

namespace tessera::stats {

class Statistics;

// The game files in `folder` and below, sorted by path.
QStringList gameFilesIn(const QString &folder);

struct ImportProblem {
    QString file;
    document::LogIssue issue; // the first problem found; its jsonPath may be empty
};

struct ImportTally {
    int added = 0;
    int replaced = 0;     // games recorded before that ended otherwise
    int alreadyThere = 0; // counted before
    QList<ImportProblem> problems;
    int files() const { return added + replaced + alreadyThere + int(problems.size()); }
};

// Reads one file and records its game, counting the outcome in `tally`.
void importGameFile(Statistics &statistics, const QString &path, ImportTally &tally);

} // namespace tessera::stats
