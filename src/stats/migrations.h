#pragma once
// The statistics database's layout, as ordered steps (docs/statistics.md): step n brings a
// database of version n - 1 to version n. SQLite's PRAGMA user_version holds the version a
// file has; a new file is version 0 and goes through every step. A step is never changed once
// released: a change of layout is a new step at the end.

#include <QStringList>

#include <vector>

namespace tessera::stats {

struct Migration {
    int version;            // the version a database has after this step
    QStringList statements; // run in one transaction with the version's update
};

const std::vector<Migration> &migrations();
int latestSchemaVersion();

} // namespace tessera::stats
