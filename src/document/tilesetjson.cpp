// Reading tile set files. The reader keeps going after a problem so that one load reports
// every problem of the file, each with the JSON path of the offending value.

#include "tilesetjson.h"

#include "jsonpath.h"
#include "safefile.h"
#include "strictjson.h"
#include "textrules.h"
#include "tileartcheck.h"
#include "tilesetnames.h"

#include "engine/game.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <initializer_list>

namespace tessera::document {

using namespace Qt::StringLiterals;
using engine::FeatureDef;
using engine::FeatureKind;
using engine::TileProblem;
using engine::TileProblemCode;
using engine::TileSet;
using engine::TileType;

namespace {

// Limits that keep hostile files from producing absurd sets; real sets stay far below.
constexpr int kMaxCount = 1000;
constexpr int kMaxPennants = 100;
constexpr int kMaxTiles = 1000;
constexpr int kMaxFeatures = engine::kMaxFeaturesPerTile; // what the engine can play

QString member(const QString &path, const QString &key)
{
    return jsonMember(path, key);
}
QString member(const QString &path, QLatin1StringView key)
{
    return jsonMember(path, QString(key));
}
QString element(const QString &path, qsizetype index)
{
    return jsonElement(path, index);
}

// Where each side and half-edge of a feature was listed, so that a problem about side E
// points at the "E" the author wrote.
struct FeatureSource {
    std::array<int, engine::kSides> sidePos{-1, -1, -1, -1};
    std::array<int, engine::kHalfEdges> halfPos{-1, -1, -1, -1, -1, -1, -1, -1};
};

struct TileSource {
    bool broken = false; // the reader already reported problems in this tile
    std::vector<FeatureSource> features;
};

enum class Need { Required, Optional };

class Parser {
    Q_DECLARE_TR_FUNCTIONS(TileSet)

public:
    explicit Parser(QString file, QString root = u"$"_s) : m_file(std::move(file)), m_root(std::move(root)) {}

    // A set embedded in another document (a game log) at the JSON path m_root.
    TileSetLoadResult parseObject(const QJsonObject &object)
    {
        TileSet set;
        if (readSet(object, set))
            addEngineProblems(set);
        if (m_issues.isEmpty())
            return {std::move(set), {}};
        return {std::nullopt, std::move(m_issues)};
    }

    TileSetLoadResult parse(const QByteArray &json)
    {
        JsonProblem problem;
        const std::optional<QJsonDocument> doc = parseStrictJson(json, &problem, kFileFormatJsonLimits);
        if (!doc) {
            error(problem.jsonPath, problem.message);
        } else if (!doc->isObject()) {
            error(m_root, tr("A tile set file must hold a JSON object."));
        } else {
            TileSet set;
            if (readSet(doc->object(), set))
                addEngineProblems(set);
            if (m_issues.isEmpty())
                return {std::move(set), {}};
        }
        return {std::nullopt, std::move(m_issues)};
    }

private:
    void error(const QString &path, const QString &message) { m_issues.append({m_file, path, message}); }

    void checkKeys(const QJsonObject &object, const QString &path, std::initializer_list<QLatin1StringView> known)
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (std::find(known.begin(), known.end(), it.key()) == known.end())
                error(member(path, it.key()), tr("Unknown key \"%1\".").arg(it.key()));
        }
    }

    // Returns the value at `key`, or nothing (after reporting it when required) if absent.
    std::optional<QJsonValue> field(const QJsonObject &object, const QString &path, QLatin1StringView key, Need need)
    {
        const auto it = object.constFind(key);
        if (it != object.constEnd())
            return it.value();
        if (need == Need::Required)
            error(member(path, key), tr("Missing required key \"%1\".").arg(key));
        return std::nullopt;
    }

    bool readString(const QJsonObject &object, const QString &path, QLatin1StringView key, Need need, std::string &out)
    {
        const auto value = field(object, path, key, need);
        if (!value)
            return need == Need::Optional;
        if (!value->isString()) {
            error(member(path, key), tr("\"%1\" must be a string.").arg(key));
            return false;
        }
        out = value->toString().toStdString();
        return true;
    }

    // A name or an id: a string as readString reads it, of at most kMaxTileTextLength
    // characters and without control characters (a NUL, an escape sequence).
    bool readText(const QJsonObject &object, const QString &path, QLatin1StringView key, Need need, std::string &out)
    {
        if (!readString(object, path, key, need, out))
            return false;
        const QString text = QString::fromStdString(out);
        if (text.toUcs4().size() > kMaxTileTextLength) {
            error(member(path, key), tr("\"%1\" must have at most %2 characters.").arg(key).arg(kMaxTileTextLength));
            return false;
        }
        if (const auto c = firstControlCharacter(text)) {
            error(member(path, key),
                  tr("\"%1\" must not contain control characters (character U+%2).")
                      .arg(key)
                      .arg(uint(*c), 4, 16, QLatin1Char('0')));
            return false;
        }
        return true;
    }

    bool readBool(const QJsonObject &object, const QString &path, QLatin1StringView key, bool &out)
    {
        const auto value = field(object, path, key, Need::Optional);
        if (!value)
            return true;
        if (!value->isBool()) {
            error(member(path, key), tr("\"%1\" must be true or false.").arg(key));
            return false;
        }
        out = value->toBool();
        return true;
    }

    // A whole number in [min, max]; `rangeText` says what is allowed in the message.
    std::optional<int> toInt(const QJsonValue &value, const QString &path, int min, int max, const QString &rangeText)
    {
        const auto n = jsonInteger(value, min, max);
        if (!n)
            error(path, rangeText);
        return n ? std::optional<int>(int(*n)) : std::nullopt;
    }

    bool readSet(const QJsonObject &root, TileSet &set)
    {
        const QString path = m_root;
        // A file of another kind or version is not read further: its other keys would only
        // produce misleading messages.
        const auto format = field(root, path, "format"_L1, Need::Required);
        if (!format)
            return false;
        if (format->toString() != QLatin1StringView(names::kFormat)) {
            error(m_root + u".format"_s,
                  tr("This is not a Tessera tile set: \"format\" must be \"%1\".").arg(QLatin1StringView(names::kFormat)));
            return false;
        }
        const auto version = field(root, path, "version"_L1, Need::Required);
        if (!version)
            return false;
        if (!version->isDouble()) {
            error(m_root + u".version"_s, tr("\"version\" must be a number."));
            return false;
        }
        if (version->toDouble() != names::kVersion) {
            error(
                m_root + u".version"_s,
                tr("Unsupported version %1: this program reads version %2.").arg(version->toDouble()).arg(names::kVersion));
            return false;
        }
        checkKeys(root, path, {"format"_L1, "version"_L1, "id"_L1, "name"_L1, "startTile"_L1, "tiles"_L1});
        if (readText(root, path, "id"_L1, Need::Required, set.id) && set.id.empty())
            error(m_root + u".id"_s, tr("The tile set id must not be empty."));
        readText(root, path, "name"_L1, Need::Required, set.name);

        // null names no start tile: the set adds tiles to another set's game.
        m_requireStart = false;
        if (const auto start = field(root, path, "startTile"_L1, Need::Required)) {
            if (start->isString()) {
                set.startTile = start->toString().toStdString();
                m_requireStart = true;
            } else if (!start->isNull()) {
                error(m_root + u".startTile"_s, tr("\"startTile\" must be a tile id or null."));
            }
        }

        // Without its tiles, checking the set would only report a missing start tile.
        const auto tiles = field(root, path, "tiles"_L1, Need::Required);
        if (!tiles)
            return false;
        if (!tiles->isArray()) {
            error(m_root + u".tiles"_s, tr("\"tiles\" must be an array of tiles."));
            return false;
        }
        const QJsonArray array = tiles->toArray();
        if (array.size() > kMaxTiles) {
            error(m_root + u".tiles"_s, tr("Too many tile types (%1): at most %2.").arg(array.size()).arg(kMaxTiles));
            return false;
        }
        for (qsizetype i = 0; i < array.size(); ++i) {
            const qsizetype before = m_issues.size();
            TileType tile;
            TileSource source;
            readTile(array.at(i), element((m_root + u".tiles"_s), i), tile, source);
            source.broken = m_issues.size() != before;
            set.tiles.push_back(std::move(tile));
            m_sources.push_back(std::move(source));
        }
        // A set the engine could not hold in one game is refused here rather than cut short.
        int total = 0;
        for (const TileType &tile : set.tiles)
            total += std::max(0, tile.count);
        if (total > engine::kMaxTilesPerGame)
            error(m_root + u".tiles"_s,
                  tr("The set holds %1 tiles; a game has room for at most %2.").arg(total).arg(engine::kMaxTilesPerGame));
        return true;
    }

    void readTile(const QJsonValue &value, const QString &path, TileType &tile, TileSource &source)
    {
        if (!value.isObject()) {
            error(path, tr("A tile must be a JSON object."));
            return;
        }
        const QJsonObject object = value.toObject();
        checkKeys(object, path,
                  {"id"_L1, "name"_L1, "jcz"_L1, "count"_L1, "edges"_L1, "volcano"_L1, "dragon"_L1, "portal"_L1,
                   "features"_L1, "art"_L1});
        readText(object, path, "id"_L1, Need::Required, tile.id);
        readText(object, path, "name"_L1, Need::Optional, tile.name);
        readText(object, path, "jcz"_L1, Need::Optional, tile.jczId);
        if (readString(object, path, "art"_L1, Need::Optional, tile.art) && !tile.art.empty()) {
            if (const QString why = checkTileArt(QByteArray::fromStdString(tile.art)); !why.isEmpty())
                error(member(path, u"art"_s), why);
        }
        readBool(object, path, "volcano"_L1, tile.volcano);
        readBool(object, path, "dragon"_L1, tile.dragon);
        readBool(object, path, "portal"_L1, tile.portal);
        if (const auto count = field(object, path, "count"_L1, Need::Required)) {
            // Negative counts pass through so that the validation names them as such.
            const auto n = toInt(*count, member(path, u"count"_s), INT_MIN, kMaxCount,
                                 tr("\"count\" must be a whole number between 0 and %1.").arg(kMaxCount));
            if (n)
                tile.count = *n;
        }
        if (const auto edges = field(object, path, "edges"_L1, Need::Required))
            readEdges(*edges, member(path, u"edges"_s), tile);
        if (const auto features = field(object, path, "features"_L1, Need::Required))
            readFeatures(*features, member(path, u"features"_s), tile, source);
    }

    void readEdges(const QJsonValue &value, const QString &path, TileType &tile)
    {
        const QString letters = value.toString();
        if (!value.isString() || letters.size() != engine::kSides) {
            error(path,
                  tr("\"edges\" must be a string of 4 letters for the sides N E S W, "
                     "each C (city), R (road), F (field) or I (river)."));
            return;
        }
        for (int side = 0; side < engine::kSides; ++side) {
            if (const auto edge = names::edgeFromLetter(letters.at(side)))
                tile.edges[static_cast<std::size_t>(side)] = *edge;
            else
                error(path,
                      tr("Unknown edge letter \"%1\" for side %2: use C (city), R (road), "
                         "F (field) or I (river).")
                          .arg(letters.at(side))
                          .arg(names::kSides[static_cast<std::size_t>(side)]));
        }
    }

    void readFeatures(const QJsonValue &value, const QString &path, TileType &tile, TileSource &source)
    {
        if (!value.isArray()) {
            error(path, tr("\"features\" must be an array of features."));
            return;
        }
        const QJsonArray array = value.toArray();
        if (array.size() > kMaxFeatures) {
            error(path, tr("Too many features (%1): a tile has at most %2.").arg(array.size()).arg(kMaxFeatures));
            return;
        }
        for (qsizetype i = 0; i < array.size(); ++i) {
            FeatureDef feature;
            FeatureSource featureSource;
            readFeature(array.at(i), element(path, i), feature, featureSource);
            tile.features.push_back(std::move(feature));
            source.features.push_back(featureSource);
        }
    }

    void readFeature(const QJsonValue &value, const QString &path, FeatureDef &feature, FeatureSource &source)
    {
        if (!value.isObject()) {
            error(path, tr("A feature must be a JSON object."));
            return;
        }
        const QJsonObject object = value.toObject();
        checkKeys(object, path,
                  {"kind"_L1, "sides"_L1, "halves"_L1, "cities"_L1, "pennants"_L1, "cathedral"_L1, "princess"_L1, "goods"_L1,
                   "inn"_L1});
        if (const auto kind = field(object, path, "kind"_L1, Need::Required)) {
            if (const auto k = names::indexOf(names::kKinds, kind->toString()); k && kind->isString())
                feature.kind = static_cast<FeatureKind>(*k);
            else
                error(member(path, u"kind"_s),
                      tr("Unknown feature kind: use field, road, city, "
                         "cloister or river."));
        }
        if (const auto sides = field(object, path, "sides"_L1, Need::Optional))
            feature.sides = readNameList(*sides, member(path, u"sides"_s), names::kSides, source.sidePos,
                                         tr("Unknown side: use N, E, S or W."));
        if (const auto halves = field(object, path, "halves"_L1, Need::Optional))
            feature.halves = readNameList(*halves, member(path, u"halves"_s), names::kHalves, source.halfPos,
                                          tr("Unknown half-edge: use NL, NR, EL, ER, SL, SR, WL or WR."));
        if (const auto cities = field(object, path, "cities"_L1, Need::Optional))
            readCities(*cities, member(path, u"cities"_s), feature);
        if (const auto pennants = field(object, path, "pennants"_L1, Need::Optional)) {
            const auto n = toInt(*pennants, member(path, u"pennants"_s), INT_MIN, kMaxPennants,
                                 tr("\"pennants\" must be a whole number between 0 and %1.").arg(kMaxPennants));
            if (n)
                feature.pennants = *n;
        }
        readBool(object, path, "cathedral"_L1, feature.cathedral);
        readBool(object, path, "princess"_L1, feature.princess);
        readBool(object, path, "inn"_L1, feature.inn);
        if (const auto goods = field(object, path, "goods"_L1, Need::Optional)) {
            const auto g = names::indexOf(names::kGoods, goods->toString());
            if (goods->isString() && g && *g != 0)
                feature.goods = static_cast<engine::Goods>(*g);
            else
                error(member(path, u"goods"_s), tr("Unknown goods: use wine, grain or cloth."));
        }
    }

    // A list of side or half-edge names as a bit mask; positions records where each was listed.
    // quint8, not std::uint8_t: lupdate reads a return type qualified with std:: as the
    // function's class and would file the strings below under "std".
    template<std::size_t N>
    quint8 readNameList(const QJsonValue &value, const QString &path, const std::array<QLatin1StringView, N> &words,
                        std::array<int, N> &positions, const QString &unknownMessage)
    {
        if (!value.isArray()) {
            error(path, tr("Must be an array of names, e.g. [\"%1\"].").arg(words[0]));
            return 0;
        }
        const QJsonArray array = value.toArray();
        unsigned mask = 0;
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString at = element(path, i);
            const auto index = names::indexOf(words, array.at(i).toString());
            if (!array.at(i).isString() || !index) {
                error(at, unknownMessage);
            } else if (positions[static_cast<std::size_t>(*index)] >= 0) {
                error(at, tr("\"%1\" is listed twice.").arg(words[static_cast<std::size_t>(*index)]));
            } else {
                positions[static_cast<std::size_t>(*index)] = static_cast<int>(i);
                mask |= 1U << *index;
            }
        }
        return static_cast<std::uint8_t>(mask);
    }

    void readCities(const QJsonValue &value, const QString &path, FeatureDef &feature)
    {
        if (!value.isArray()) {
            error(path, tr("\"cities\" must be an array of feature indices, e.g. [0]."));
            return;
        }
        const QJsonArray array = value.toArray();
        if (array.size() > kMaxFeatures) {
            error(path,
                  tr("Too many bordering cities (%1): a tile has at most %2 features.").arg(array.size()).arg(kMaxFeatures));
            return;
        }
        for (qsizetype i = 0; i < array.size(); ++i) {
            const auto index = toInt(array.at(i), element(path, i), 0, kMaxFeatures - 1,
                                     tr("A bordering city must be given by the index of a city "
                                        "feature of this tile (counting from 0)."));
            if (index)
                feature.adjacentCities.push_back(static_cast<std::uint8_t>(*index));
        }
    }

    void addEngineProblems(const TileSet &set)
    {
        for (const TileProblem &problem : engine::validateTileSet(set, m_requireStart)) {
            // A tile the reader already complained about would mostly repeat those complaints.
            const bool brokenTile = problem.tile >= 0 && m_sources[static_cast<std::size_t>(problem.tile)].broken;
            if (brokenTile && problem.code != TileProblemCode::DuplicateId)
                continue;
            error(problemPath(problem, set), describeTileProblem(problem, set));
        }
    }

    QString problemPath(const TileProblem &problem, const TileSet &set) const
    {
        if (problem.tile < 0)
            return (m_root + u".startTile"_s);
        const QString tilePath = element((m_root + u".tiles"_s), problem.tile);
        const auto &tile = set.tiles[static_cast<std::size_t>(problem.tile)];
        const auto &source = m_sources[static_cast<std::size_t>(problem.tile)];
        switch (problem.code) {
        case TileProblemCode::EmptyId:
        case TileProblemCode::DuplicateId:
            return tilePath + u".id"_s;
        case TileProblemCode::NegativeCount:
        case TileProblemCode::StartTileCountZero:
            return tilePath + u".count"_s;
        case TileProblemCode::SideUnclaimed:
            return tilePath + u".edges"_s;
        case TileProblemCode::HalfEdgeUnclaimed:
            return tilePath + u".features"_s;
        default:
            break;
        }
        if (problem.feature < 0 || problem.feature >= static_cast<int>(source.features.size()))
            return tilePath;
        const QString path = element(tilePath + u".features"_s, problem.feature);
        const auto &featureSource = source.features[static_cast<std::size_t>(problem.feature)];
        const auto &feature = tile.features[static_cast<std::size_t>(problem.feature)];
        const auto listed = [&](const QString &key, int pos) { return pos >= 0 ? element(path + key, pos) : path + key; };
        switch (problem.code) {
        case TileProblemCode::FeatureOnWrongEdge:
        case TileProblemCode::SideClaimedTwice:
            return listed(u".sides"_s,
                          problem.detail >= 0 && problem.detail < engine::kSides
                              ? featureSource.sidePos[static_cast<std::size_t>(problem.detail)]
                              : -1);
        case TileProblemCode::HalfEdgeClaimedTwice:
        case TileProblemCode::HalfEdgeOnCitySide:
            return listed(u".halves"_s,
                          problem.detail >= 0 && problem.detail < engine::kHalfEdges
                              ? featureSource.halfPos[static_cast<std::size_t>(problem.detail)]
                              : -1);
        case TileProblemCode::FieldWithSides:
        case TileProblemCode::CloisterWithSides:
            return path + u".sides"_s;
        case TileProblemCode::EdgeFeatureWithHalves:
            return path + u".halves"_s;
        case TileProblemCode::AdjacentCityInvalid:
        case TileProblemCode::AdjacentCityTwice:
            return listed(u".cities"_s, problem.detail);
        case TileProblemCode::CitiesOutsideField:
            return path + u".cities"_s;
        case TileProblemCode::InnOutsideRoad:
            return path + u".inn"_s;
        case TileProblemCode::NegativePennants:
            return path + u".pennants"_s;
        case TileProblemCode::PennantsOutsideCity:
            if (feature.pennants != 0)
                return path + u".pennants"_s;
            if (feature.cathedral)
                return path + u".cathedral"_s;
            if (feature.princess)
                return path + u".princess"_s;
            return path + u".goods"_s;
        default:
            return path;
        }
    }

    QString m_file;
    QString m_root; // JSON path of the set's object: "$" for a tile set file
    QList<TileSetIssue> m_issues;
    std::vector<TileSource> m_sources; // parallel to TileSet::tiles
    bool m_requireStart = false;
};

} // namespace

TileSetLoadResult parseTileSet(const QByteArray &json, const QString &fileNameForMessages)
{
    return Parser(fileNameForMessages).parse(json);
}

TileSetLoadResult parseTileSetObject(const QJsonObject &object, const QString &fileNameForMessages, const QString &jsonPath)
{
    return Parser(fileNameForMessages, jsonPath).parseObject(object);
}

TileSetLoadResult loadTileSet(const QString &path)
{
    QString error;
    if (const auto data = readFileAtMost(path, kMaxTileSetFileSize, &error))
        return parseTileSet(*data, path);
    return TileSetLoadResult{std::nullopt, {TileSetIssue{path, QString(), error}}};
}

} // namespace tessera::document
