#include "eventtext.h"

#include "builtinnames.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace tessera::document {

QString featureKindName(engine::FeatureKind kind)
{
    switch (kind) {
    case engine::FeatureKind::Field:
        return u"farm"_s;
    case engine::FeatureKind::Road:
        return u"road"_s;
    case engine::FeatureKind::City:
        return u"city"_s;
    case engine::FeatureKind::Cloister:
        return u"cloister"_s;
    case engine::FeatureKind::River:
        return u"river"_s;
    }
    return QString();
}

namespace {

// Gives the free functions of this file a translation context of their own.
struct EventText {
    Q_DECLARE_TR_FUNCTIONS(EventText)
};

QString goodsText(engine::Goods goods)
{
    switch (goods) {
    case engine::Goods::Wine:
        return EventText::tr("wine");
    case engine::Goods::Grain:
        return EventText::tr("grain");
    case engine::Goods::Cloth:
        return EventText::tr("cloth");
    case engine::Goods::None:
        break;
    }
    return QString();
}

} // namespace

QString featureKindText(engine::FeatureKind kind)
{
    switch (kind) {
    case engine::FeatureKind::Field:
        return EventText::tr("farm");
    case engine::FeatureKind::Road:
        return EventText::tr("road");
    case engine::FeatureKind::City:
        return EventText::tr("city");
    case engine::FeatureKind::Cloister:
        return EventText::tr("cloister");
    case engine::FeatureKind::River:
        return EventText::tr("river");
    }
    return QString();
}

QString namesText(const QStringList &names)
{
    if (names.size() < 2)
        return names.value(0);
    return EventText::tr("%1 and %2", "the last two of a list of names")
        .arg(names.mid(0, names.size() - 1).join(u", "_s), names.last());
}

QString playersText(std::uint8_t mask, const QStringList &names)
{
    QStringList who;
    for (int p = 0; p < names.size(); ++p)
        if (mask & (1u << p))
            who << names[p];
    return namesText(who);
}

QString describeEvent(const engine::ScoreEvent &e, const QStringList &names, engine::FarmScoring farms)
{
    // Shared points go to each of the players in full. The names go in last, after the
    // plural: a "%1" in a name stays as typed.
    const bool shared = e.players & (e.players - 1);
    const QString scorers = playersText(e.players, names);
    const QString head = shared ? EventText::tr("%1 each score %n: %2", "players, points, what scored", e.points)
                                : EventText::tr("%1 scores %n: %2", "player, points, what scored", e.points);
    if (e.fairy) {
        // 1 at the start of a turn; 3 when her follower's feature is scored.
        return head.arg(scorers,
                        isFairyTurnStart(e)
                            ? EventText::tr("the fairy at the start of the turn")
                            : EventText::tr("the fairy beside a scored follower (%1)").arg(featureKindText(e.kind)));
    }
    QString what;
    if (e.goods != engine::Goods::None) {
        what = EventText::tr("most %1 (%n tokens)", "goods", e.tiles).arg(goodsText(e.goods));
    } else if (e.kind == engine::FeatureKind::Field && farms == engine::FarmScoring::FirstEdition) {
        what = EventText::tr("farmers supplying a completed city of %n tiles", nullptr, e.tiles);
    } else if (e.kind == engine::FeatureKind::Field) {
        what = EventText::tr("farm supplying %n completed cities", nullptr, e.cities);
    } else if (e.kind == engine::FeatureKind::Cloister) {
        what = EventText::tr("cloister with %n neighbours", nullptr, e.tiles - 1);
    } else {
        what = EventText::tr("%1 of %n tiles", "a road, city or river", e.tiles).arg(featureKindText(e.kind));
        if (e.pennants)
            what += EventText::tr(", %n pennants", nullptr, e.pennants);
        // Nothing for an unfinished road or city happens only with an inn or a cathedral on it
        // (every other one scores at least a point a tile): say so, or "0" reads as a mistake.
        if (e.final && e.points == 0 && e.kind == engine::FeatureKind::Road)
            what += EventText::tr(", with an inn: nothing unfinished");
        else if (e.final && e.points == 0 && e.kind == engine::FeatureKind::City)
            what += EventText::tr(", with a cathedral: nothing unfinished");
    }
    what = e.final ? EventText::tr("%1 (final scoring)").arg(what) : EventText::tr("%1 (completed)").arg(what);
    return head.arg(scorers, what);
}

bool isFairyTurnStart(const engine::ScoreEvent &e)
{
    return e.fairy && !e.final && e.points == 1;
}

QString describeFairyRun(std::uint8_t player, int turns, const QStringList &names)
{
    return EventText::tr("%1 scores %n: %2", "player, points, what scored", turns)
        .arg(playersText(player, names), EventText::tr("the fairy at the start of %n turns", nullptr, turns));
}

QString describeTile(const engine::Game &game, engine::TileIndex tile)
{
    const engine::TileType &t = game.catalog().tile(tile).type;
    return t.name.empty() ? QString::fromStdString(t.id) : translatedName(t.name);
}

} // namespace tessera::document
