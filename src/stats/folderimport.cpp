#include "folderimport.h"

#include "statistics.h"

#include "document/jczimport.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace tessera::stats {

QStringList gameFilesIn(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, {u"*.tessera"_s, u"*.json"_s, u"*.jcz"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

void importGameFile(Statistics &statistics, const QString &path, ImportTally &tally)
{
    const auto problem = [&](const QString &message) { tally.problems.append({path, {path, 0, QString(), message}}); };
    const document::LoadedGame loaded = document::loadGameOrJcz(path);
    if (!loaded.issues.isEmpty()) {
        tally.problems.append({path, loaded.issues.first()});
        return;
    }
    if (!loaded.ok() || !loaded.info) {
        problem(QCoreApplication::translate("Statistics", "The file is not a game."));
        return;
    }
    const auto game = recordOf(*loaded.info, *loaded.match, QFileInfo(path).absoluteFilePath());
    if (!game) {
        problem(QCoreApplication::translate("Statistics", "The game is not finished."));
        return;
    }
    switch (statistics.record(*game)) {
    case StatsDatabase::Outcome::Added:
        ++tally.added;
        return;
    case StatsDatabase::Outcome::Replaced:
        ++tally.replaced;
        return;
    case StatsDatabase::Outcome::AlreadyThere:
        ++tally.alreadyThere;
        return;
    case StatsDatabase::Outcome::Failed:
        problem(statistics.database().problem());
        return;
    }
}

} // namespace tessera::stats
