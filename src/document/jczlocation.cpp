#include "jczlocation.h"

#include "engine/geometry.h"

#include <QStringList>

#include <array>
#include <bit>

using namespace Qt::StringLiterals;

namespace tessera::document {

using namespace engine;

namespace {

constexpr std::array<char16_t, kSides> kSideLetters{u'N', u'E', u'S', u'W'};
const std::array<QString, kHalfEdges> kHalfNames{u"NL"_s, u"NR"_s, u"EL"_s, u"ER"_s, u"SL"_s, u"SR"_s, u"WL"_s, u"WR"_s};

int sideOf(QChar c)
{
    for (int s = 0; s < kSides; ++s)
        if (c == kSideLetters[std::size_t(s)])
            return s;
    return -1;
}

// One '.'-separated part; false when it names nothing.
bool addPart(const QString &part, JczLocation &loc)
{
    if (part == u"I"_s || part == u"CLOISTER"_s) {
        loc.inside = true;
        return true;
    }
    if (part == u"INNER_FARM"_s) {
        loc.innerField = true;
        return true;
    }
    for (int h = 0; h < kHalfEdges; ++h)
        if (part == kHalfNames[std::size_t(h)]) {
            loc.halves |= std::uint8_t(1u << h);
            return true;
        }
    // "_S" is JCloisterZone's name for every side but the south (a three-sided city).
    if (part.size() == 2 && part[0] == u'_' && sideOf(part[1]) >= 0) {
        loc.sides |= std::uint8_t(0xF & ~(1u << sideOf(part[1])));
        return true;
    }
    if (part.isEmpty() || part.size() > kSides)
        return false;
    std::uint8_t sides = 0;
    for (const QChar c : part) {
        const int s = sideOf(c);
        if (s < 0 || (sides & (1u << s)))
            return false;
        sides |= std::uint8_t(1u << s);
    }
    loc.sides |= sides;
    return true;
}

} // namespace

std::optional<JczLocation> parseJczLocation(const QString &text)
{
    JczLocation loc;
    const QStringList parts = text.split(u'.');
    for (const QString &part : parts)
        if (!addPart(part, loc))
            return std::nullopt;
    // A location names the sides of a road or city, the half-edges of a field, or the inside.
    const int kinds = int(loc.sides != 0) + int(loc.halves != 0 || loc.innerField) + int(loc.inside);
    if (kinds != 1 || (loc.innerField && loc.halves != 0))
        return std::nullopt;
    return loc;
}

std::optional<FeatureKind> jczFeatureKind(const QString &name)
{
    if (name == u"City"_s)
        return FeatureKind::City;
    if (name == u"Road"_s)
        return FeatureKind::Road;
    if (name == u"Field"_s)
        return FeatureKind::Field;
    if (name == u"Monastery"_s || name == u"Cloister"_s) // renamed in JCloisterZone 5
        return FeatureKind::Cloister;
    return std::nullopt;
}

std::uint8_t featureAtJczLocation(const CompiledTile &tile, int rotation, FeatureKind kind, const JczLocation &location)
{
    const auto &features = tile.type.features;
    const CompiledRotation &rot = tile.rotations[std::size_t(rotation & 3)];
    // The feature found at every listed edge, when they all agree and it has that kind.
    const auto common = [&](std::uint8_t mask, const auto &featureAt) -> std::uint8_t {
        const std::uint8_t f = featureAt[std::size_t(std::countr_zero(mask))];
        for (std::size_t i = 0; i < featureAt.size(); ++i)
            if ((mask & (1u << i)) && featureAt[i] != f)
                return kNoFeature;
        return f < features.size() && features[f].kind == kind ? f : kNoFeature;
    };
    switch (kind) {
    case FeatureKind::City:
    case FeatureKind::Road: {
        if (location.sides == 0)
            return kNoFeature;
        const std::uint8_t f = common(location.sides, rot.sideFeature);
        // The feature must cover exactly the named sides, not more.
        return f != kNoFeature && rotateSideMask(features[f].sides, rotation) == location.sides ? f : kNoFeature;
    }
    case FeatureKind::Field: {
        // JCloisterZone 5 names a field that touches no edge "I" (the inside), 4.x "INNER_FARM".
        if (location.innerField || location.inside) {
            std::uint8_t found = kNoFeature;
            for (std::size_t f = 0; f < features.size(); ++f)
                if (features[f].kind == FeatureKind::Field && features[f].halves == 0) {
                    if (found != kNoFeature)
                        return kNoFeature; // two inner fields: the name is ambiguous
                    found = std::uint8_t(f);
                }
            return found;
        }
        if (location.halves == 0)
            return kNoFeature;
        const std::uint8_t f = common(location.halves, rot.halfFeature);
        return f != kNoFeature && rotateHalfMask(features[f].halves, rotation) == location.halves ? f : kNoFeature;
    }
    case FeatureKind::Cloister:
        return location.inside && tile.cloisters != 0 ? std::uint8_t(std::countr_zero(tile.cloisters)) : kNoFeature;
    case FeatureKind::River:
        break;
    }
    return kNoFeature;
}

namespace {

// JCloisterZone's name of a set of sides: every set of sides has one (bit s = side s, N E S W).
QString sidesName(std::uint8_t sides)
{
    static const std::array<QString, 16> names{
        QString(), u"N"_s,  u"E"_s,  u"NE"_s, u"S"_s,  u"NS"_s, u"SE"_s, u"_W"_s,
        u"W"_s,    u"NW"_s, u"WE"_s, u"_S"_s, u"SW"_s, u"_E"_s, u"_N"_s, u"NWSE"_s,
    };
    return names[sides & 0xF];
}

// A field's half-edges in JCloisterZone's order, joined with '.'; "I" for a field that touches no edge.
QString halvesName(std::uint8_t halves)
{
    if (halves == 0)
        return u"I"_s;
    QStringList parts;
    for (int h = 0; h < kHalfEdges; ++h)
        if (halves & (1u << h))
            parts.append(kHalfNames[std::size_t(h)]);
    return parts.join(u'.');
}

} // namespace

JczFeatureName jczFeatureName(const CompiledTile &tile, int rotation, std::uint8_t feature)
{
    const FeatureDef &def = tile.type.features[feature];
    switch (def.kind) {
    case FeatureKind::City:
        return {u"City"_s, sidesName(rotateSideMask(def.sides, rotation))};
    case FeatureKind::Road:
        return {u"Road"_s, sidesName(rotateSideMask(def.sides, rotation))};
    case FeatureKind::Field:
        return {u"Field"_s, halvesName(rotateHalfMask(def.halves, rotation))};
    case FeatureKind::Cloister:
        return {u"Monastery"_s, u"I"_s};
    case FeatureKind::River:
        break;
    }
    return {};
}

} // namespace tessera::document
