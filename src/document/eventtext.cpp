#include "eventtext.h"

#include "tilesetnames.h"

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

QString namesText(const QStringList &names)
{
    if (names.size() < 2)
        return names.value(0);
    return names.mid(0, names.size() - 1).join(u", "_s) + u" and "_s + names.last();
}

QString playersText(std::uint8_t mask, const QStringList &names)
{
    QStringList who;
    for (int p = 0; p < names.size(); ++p)
        if (mask & (1u << p))
            who << names[p];
    return namesText(who);
}

static QString plural(int n, const QString &word)
{
    return QString::number(n) + u' ' + word + (n == 1 ? QString() : u"s"_s);
}

QString describeEvent(const engine::ScoreEvent &e, const QStringList &names, engine::FarmScoring farms)
{
    QString what;
    if (e.fairy) {
        // 1 at the start of a turn; 3 when her follower's feature is scored.
        what = e.points == 1 ? u"the fairy at the start of the turn"_s
                             : u"the fairy beside a follower in the "_s + featureKindName(e.kind) + u" scored"_s;
        const bool shared = e.players & (e.players - 1);
        return u"%1 %2 %3: %4"_s.arg(playersText(e.players, names), shared ? u"each score"_s : u"scores"_s)
            .arg(e.points)
            .arg(what);
    }
    if (e.goods != engine::Goods::None) {
        what = u"most "_s + names::kGoods[std::size_t(e.goods)] + u" ("_s + plural(e.tiles, u"token"_s) + u')';
    } else if (e.kind == engine::FeatureKind::Field && farms == engine::FarmScoring::FirstEdition) {
        what = u"farmers supplying a completed city of "_s + plural(e.tiles, u"tile"_s);
    } else if (e.kind == engine::FeatureKind::Field) {
        what = u"farm supplying "_s + QString::number(e.cities)
            + (e.cities == 1 ? u" completed city"_s : u" completed cities"_s);
    } else if (e.kind == engine::FeatureKind::Cloister) {
        what = u"cloister with "_s + plural(e.tiles - 1, u"neighbour"_s);
    } else {
        what = featureKindName(e.kind) + u" of "_s + plural(e.tiles, u"tile"_s);
        if (e.pennants)
            what += u", "_s + plural(e.pennants, u"pennant"_s);
    }
    // Shared points go to each of the players in full.
    const bool shared = e.players & (e.players - 1);
    return u"%1 %2 %3: %4 (%5)"_s.arg(playersText(e.players, names), shared ? u"each score"_s : u"scores"_s)
        .arg(e.points)
        .arg(what, e.final ? u"final scoring"_s : u"completed"_s);
}

QString describeTile(const engine::Game &game, engine::TileIndex tile)
{
    const engine::TileType &t = game.catalog().tile(tile).type;
    return t.name.empty() ? QString::fromStdString(t.id) : QString::fromStdString(t.name);
}

} // namespace tessera::document
