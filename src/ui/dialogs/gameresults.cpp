#include "gameresults.h"

#include "document/eventtext.h"
#include "document/gamedocument.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace tessera::ui {

QList<PlayerResult> ranked(QList<PlayerResult> results)
{
    std::stable_sort(results.begin(), results.end(), [](const PlayerResult &a, const PlayerResult &b) {
        return a.total != b.total ? a.total > b.total : a.seat < b.seat;
    });
    for (qsizetype i = 0; i < results.size(); ++i)
        results[i].rank = i > 0 && results[i].total == results[i - 1].total ? results[i - 1].rank : int(i) + 1;
    return results;
}

QList<PlayerResult> gameResults(const document::GameDocument &document)
{
    QList<PlayerResult> results;
    if (!document.hasGame())
        return results;
    const engine::Game &game = document.game();
    for (int p = 0; p < game.playerCount(); ++p) {
        PlayerResult r;
        r.seat = p;
        r.name = document.info().players.value(p).name;
        r.color = document.info().players.value(p).color;
        for (int c = 0; c < engine::kScoreCategories; ++c)
            r.points[std::size_t(c)] = game.scoreIn(p, engine::ScoreCategory(c));
        r.total = game.score(p);
        results.append(r);
    }
    return ranked(results);
}

QString winnerSentence(const QList<PlayerResult> &ranked)
{
    QStringList winners;
    for (const PlayerResult &r : ranked)
        if (r.rank == 1)
            winners << r.name;
    if (winners.isEmpty())
        return QString();
    const int points = ranked.first().total;
    // The names go in after the plural: a "%n" or "%2" in a name must stay as typed.
    if (winners.size() == 1)
        return QCoreApplication::translate("GameResults", "%1 wins with %n points", nullptr, points).arg(winners.first());
    // The names joined as everywhere else in the game (the scoring log, the events).
    return QCoreApplication::translate("GameResults", "%1 share the victory with %n points", nullptr, points)
        .arg(document::namesText(winners));
}

} // namespace tessera::ui
