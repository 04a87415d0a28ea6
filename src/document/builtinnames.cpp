#include "builtinnames.h"

#include <QCoreApplication>

namespace tessera::document {

namespace {

// Every name of the built-in sets, set by set in the order of their files; a name two tiles
// share (or two sets) may stand twice.
constexpr const char *kNames[] = {
    // base.json
    QT_TRANSLATE_NOOP("TileNames", "Base game"),
    QT_TRANSLATE_NOOP("TileNames", "Cloister"),
    QT_TRANSLATE_NOOP("TileNames", "Cloister with road"),
    QT_TRANSLATE_NOOP("TileNames", "City cap with straight road"),
    QT_TRANSLATE_NOOP("TileNames", "City on all sides with pennant"),
    QT_TRANSLATE_NOOP("TileNames", "Three-sided city with road and pennant"),
    QT_TRANSLATE_NOOP("TileNames", "Three-sided city with road"),
    QT_TRANSLATE_NOOP("TileNames", "City passage with pennant"),
    QT_TRANSLATE_NOOP("TileNames", "City passage"),
    QT_TRANSLATE_NOOP("TileNames", "City corner"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with pennant"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with road curve"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with road curve and pennant"),
    QT_TRANSLATE_NOOP("TileNames", "Three-sided city"),
    QT_TRANSLATE_NOOP("TileNames", "Three-sided city with pennant"),
    QT_TRANSLATE_NOOP("TileNames", "City cap with road curving right"),
    QT_TRANSLATE_NOOP("TileNames", "City cap with road junction"),
    QT_TRANSLATE_NOOP("TileNames", "City cap with road curving left"),
    QT_TRANSLATE_NOOP("TileNames", "City cap"),
    QT_TRANSLATE_NOOP("TileNames", "Two opposite city caps"),
    QT_TRANSLATE_NOOP("TileNames", "Two adjacent city caps"),
    QT_TRANSLATE_NOOP("TileNames", "Crossroads"),
    QT_TRANSLATE_NOOP("TileNames", "Road junction"),
    QT_TRANSLATE_NOOP("TileNames", "Road curve"),
    QT_TRANSLATE_NOOP("TileNames", "Straight road"),
    // river.json
    QT_TRANSLATE_NOOP("TileNames", "The River"),
    QT_TRANSLATE_NOOP("TileNames", "Spring"),
    QT_TRANSLATE_NOOP("TileNames", "Lake"),
    QT_TRANSLATE_NOOP("TileNames", "River between two city caps"),
    QT_TRANSLATE_NOOP("TileNames", "River with a road over a bridge to a city cap"),
    QT_TRANSLATE_NOOP("TileNames", "River with a road over a bridge to a cloister"),
    QT_TRANSLATE_NOOP("TileNames", "River crossed by a road on a bridge"),
    QT_TRANSLATE_NOOP("TileNames", "Straight river"),
    QT_TRANSLATE_NOOP("TileNames", "River curve around a city corner"),
    QT_TRANSLATE_NOOP("TileNames", "River curve beside a road curve"),
    QT_TRANSLATE_NOOP("TileNames", "River curve"),
    // inns-cathedrals.json
    QT_TRANSLATE_NOOP("TileNames", "Inns & Cathedrals"),
    QT_TRANSLATE_NOOP("TileNames", "Cathedral"),
    QT_TRANSLATE_NOOP("TileNames", "Cloister between two road ends"),
    QT_TRANSLATE_NOOP("TileNames", "Four city caps around a field"),
    QT_TRANSLATE_NOOP("TileNames", "Three city caps"),
    QT_TRANSLATE_NOOP("TileNames", "Two opposite city caps with road ends between them"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with pennant and a city cap"),
    QT_TRANSLATE_NOOP("TileNames", "City cap above two fields"),
    QT_TRANSLATE_NOOP("TileNames", "City cap with a road to its gate"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with a road to its gate"),
    QT_TRANSLATE_NOOP("TileNames", "City passage with pennant and two roads to its gates"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with a road to its gate and an inn"),
    QT_TRANSLATE_NOOP("TileNames", "City cap with road curve and inn"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with pennant, road curve and inn"),
    QT_TRANSLATE_NOOP("TileNames", "Road junction with inn"),
    QT_TRANSLATE_NOOP("TileNames", "Straight road with inn"),
    QT_TRANSLATE_NOOP("TileNames", "Road curve with inn"),
    QT_TRANSLATE_NOOP("TileNames", "Two road curves"),
    // traders-builders.json
    QT_TRANSLATE_NOOP("TileNames", "Traders & Builders"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with grain"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with wine"),
    QT_TRANSLATE_NOOP("TileNames", "City passage with cloth beside a city cap"),
    QT_TRANSLATE_NOOP("TileNames", "City passage with wine beside a city cap"),
    QT_TRANSLATE_NOOP("TileNames", "City on three sides with grain"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with cloth and two city caps"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with cloth and two road ends"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with wine and two roads into the city"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with cloth, a road and a city cap"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with grain, a road and a city cap"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with cloth and a road into the city"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with wine and a road end"),
    QT_TRANSLATE_NOOP("TileNames", "City on three sides with wine and a road"),
    QT_TRANSLATE_NOOP("TileNames", "Two city corners, one with wine"),
    QT_TRANSLATE_NOOP("TileNames", "City passage with wine"),
    QT_TRANSLATE_NOOP("TileNames", "City cap with a road into the city"),
    QT_TRANSLATE_NOOP("TileNames", "City passage with grain and a road into the city"),
    QT_TRANSLATE_NOOP("TileNames", "City passage with wine and a road into the city"),
    QT_TRANSLATE_NOOP("TileNames", "City passage with wine and two roads into the city"),
    QT_TRANSLATE_NOOP("TileNames", "Cloister at a three-way road junction"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with grain and a road into the city"),
    QT_TRANSLATE_NOOP("TileNames", "City corner with grain and a road end"),
    QT_TRANSLATE_NOOP("TileNames", "City cap with a road into the city and a road end"),
    QT_TRANSLATE_NOOP("TileNames", "Two roads crossing without meeting"),
    // princess-dragon.json
    QT_TRANSLATE_NOOP("TileNames", "The Princess & the Dragon"),
    QT_TRANSLATE_NOOP("TileNames", "Volcano"),
    QT_TRANSLATE_NOOP("TileNames", "Volcano with a road ending"),
    QT_TRANSLATE_NOOP("TileNames", "Volcano by a road curve"),
    QT_TRANSLATE_NOOP("TileNames", "Volcano by a straight road"),
    QT_TRANSLATE_NOOP("TileNames", "Volcano below a city cap"),
    QT_TRANSLATE_NOOP("TileNames", "Volcano between two city caps"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon below a city cap"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon at a cloister with three roads"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon at a road junction"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon at a cloister below a city on three sides"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon by a road curve"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon by a straight road"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon by a city corner"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon in a city passage with a pennant"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon where a road runs under a city passage"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon below a city cap with a road curving left"),
    QT_TRANSLATE_NOOP("TileNames", "Dragon below a city cap with a road curving right"),
    QT_TRANSLATE_NOOP("TileNames", "Magic portal between two road curves"),
    QT_TRANSLATE_NOOP("TileNames", "Magic portal at a road junction"),
    QT_TRANSLATE_NOOP("TileNames", "Magic portal below a city on three sides with a pennant"),
    QT_TRANSLATE_NOOP("TileNames", "Magic portal by a city corner and a road curve"),
    QT_TRANSLATE_NOOP("TileNames", "Magic portal below a city cap with a road curving left"),
    QT_TRANSLATE_NOOP("TileNames", "Magic portal below a city cap with a road curving right"),
    QT_TRANSLATE_NOOP("TileNames", "Princess in a city cap above a road junction"),
    QT_TRANSLATE_NOOP("TileNames", "Princess in a city cap beside a city corner with a pennant"),
    QT_TRANSLATE_NOOP("TileNames", "Princess in a city on three sides"),
    QT_TRANSLATE_NOOP("TileNames", "Princess in a city corner"),
    QT_TRANSLATE_NOOP("TileNames", "Princess in a city corner above two fields"),
    QT_TRANSLATE_NOOP("TileNames", "Princess in a city corner by a road curve"),
};

} // namespace

QString translatedName(const std::string &name)
{
    return QCoreApplication::translate("TileNames", name.c_str());
}

QStringList builtinNames()
{
    QStringList names;
    for (const char *name : kNames)
        names.append(QString::fromUtf8(name));
    return names;
}

} // namespace tessera::document
