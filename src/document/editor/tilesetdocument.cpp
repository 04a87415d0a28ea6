#include "tilesetdocument.h"

#include "tilesetcommands.h"

#include "document/tilesetlibrary.h"
#include "engine/geometry.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::document {

using engine::TileType;

TileSetDocument::TileSetDocument(QObject *parent) : QObject(parent)
{
    newSet();
}

QString TileSetDocument::displayName() const
{
    if (!m_path.isEmpty())
        return QFileInfo(m_path).fileName();
    if (!m_builtin.isEmpty())
        return builtinTileSetTitle(m_builtin);
    return tr("Untitled");
}

void TileSetDocument::newSet(const QString &path)
{
    engine::TileSet set;
    set.id = "custom";
    set.name = tr("New tile set").toStdString();
    set.tiles.push_back(plainTile("start"));
    set.startTile = "start";
    load(std::move(set), path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath(), QString());
}

QList<TileSetIssue> TileSetDocument::open(const QString &path)
{
    TileSetLoadResult result = loadTileSet(path);
    if (!result.ok())
        return result.issues;
    load(std::move(*result.set), QFileInfo(path).absoluteFilePath(), QString());
    return {};
}

QList<TileSetIssue> TileSetDocument::openBuiltin(const QString &name)
{
    if (!builtinTileSetNames().contains(name))
        return {TileSetIssue{name, QString(), tr("There is no built-in tile set \"%1\".").arg(name)}};
    TileSetLoadResult result = loadNamedTileSet(name);
    if (!result.ok())
        return result.issues;
    load(std::move(*result.set), QString(), name);
    return {};
}

void TileSetDocument::load(engine::TileSet set, const QString &path, const QString &builtin)
{
    m_set = std::move(set);
    m_path = path;
    m_builtin = builtin;
    m_undo.clear();
    emit reset();
    checkProblems();
    emit fileChanged();
}

bool TileSetDocument::saveAs(const QString &path, QString *error)
{
    if (hasProblems()) {
        if (error) {
            QStringList lines;
            for (const Problem &problem : std::as_const(m_problems))
                lines << problem.issue.message;
            *error = tr("The tile set has %n problems and is not saved:", nullptr, int(m_problems.size())) + u"\n"_s
                + lines.join(u'\n');
        }
        return false;
    }
    if (!saveTileSet(m_set, path, error))
        return false;
    m_path = QFileInfo(path).absoluteFilePath();
    m_builtin.clear();
    m_undo.setClean();
    emit fileChanged();
    return true;
}

void TileSetDocument::checkProblems()
{
    // The loader's own checks on the text a save would write: what it refuses, we refuse.
    static const QRegularExpression where(uR"(^\$\.tiles\[(\d+)\](?:\.features\[(\d+)\])?)"_s);
    const TileSetLoadResult result = parseTileSet(tileSetToJson(m_set), displayName());
    // The loader words the engine's problems with describeTileProblem(); the engine's own list
    // adds the side or half-edge each is about, which a JSON path cannot always name.
    QHash<QString, EdgePart> parts;
    for (const engine::TileProblem &p : engine::validateTileSet(m_set, !m_set.startTile.empty())) {
        using C = engine::TileProblemCode;
        const bool side = p.code == C::FeatureOnWrongEdge || p.code == C::SideClaimedTwice || p.code == C::SideUnclaimed;
        const bool half = p.code == C::HalfEdgeClaimedTwice || p.code == C::HalfEdgeOnCitySide
            || p.code == C::HalfEdgeUnclaimed;
        if ((side && p.detail >= 0 && p.detail < engine::kSides) || (half && p.detail >= 0 && p.detail < engine::kHalfEdges))
            parts.insert(describeTileProblem(p, m_set), EdgePart{half, p.detail});
    }
    QList<Problem> problems;
    for (const TileSetIssue &issue : result.issues) {
        Problem problem{issue, -1, -1, std::nullopt};
        if (const auto match = where.match(issue.jsonPath); match.hasMatch()) {
            problem.tile = match.captured(1).toInt();
            if (match.hasCaptured(2))
                problem.feature = match.captured(2).toInt();
        }
        if (const auto part = parts.constFind(issue.message); part != parts.constEnd())
            problem.part = *part;
        problems << problem;
    }
    m_problems = std::move(problems);
    emit problemsChanged();
}

bool TileSetDocument::editable(int tile) const
{
    return !isReadOnly() && tile >= 0 && tile < tileCount();
}

void TileSetDocument::editTile(int index, const TileType &after, const QString &text, TileProperty property, int detail)
{
    if (!editable(index) || tile(index) == after)
        return;
    m_undo.push(new EditTileCommand(this, index, tile(index), after, text, property, detail));
}

void TileSetDocument::setSetProperty(SetProperty property, const QString &value)
{
    if (isReadOnly())
        return;
    const std::string after = value.toStdString();
    const std::string &before = property == SetProperty::Id ? m_set.id
        : property == SetProperty::Name                     ? m_set.name
                                                            : m_set.startTile;
    if (before == after)
        return;
    const QString text = property == SetProperty::Id ? tr("Change set id")
        : property == SetProperty::Name              ? tr("Change set name")
                                                     : tr("Change start tile");
    m_undo.push(new SetPropertyCommand(this, property, before, after, text));
}

void TileSetDocument::setTileText(int index, TileProperty property, const QString &value)
{
    if (!editable(index))
        return;
    TileType after = tile(index);
    const std::string text = value.toStdString();
    switch (property) {
    case TileProperty::Id:
        after.id = text;
        break;
    case TileProperty::Name:
        after.name = text;
        break;
    case TileProperty::Jcz:
        after.jczId = text;
        break;
    default:
        return;
    }
    if (after == tile(index))
        return;
    const bool isStart = property == TileProperty::Id && !m_set.startTile.empty() && m_set.startTile == tile(index).id;
    if (!isStart) {
        editTile(index, after,
                 property == TileProperty::Id         ? tr("Rename tile")
                     : property == TileProperty::Name ? tr("Change tile name")
                                                      : tr("Change JCloisterZone id"),
                 property);
        return;
    }
    // The start tile keeps being the start tile under its new id: two changes, one step.
    m_undo.beginMacro(tr("Rename start tile"));
    m_undo.push(new EditTileCommand(this, index, tile(index), after, tr("Rename tile"), property));
    m_undo.push(new SetPropertyCommand(this, SetProperty::StartTile, m_set.startTile, text, tr("Change start tile")));
    m_undo.endMacro();
}

void TileSetDocument::setTileCount(int index, int count)
{
    if (!editable(index))
        return;
    TileType after = tile(index);
    after.count = count;
    editTile(index, after, tr("Change count"), TileProperty::Count);
}

void TileSetDocument::setTileFlag(int index, TileFlag flag, bool on)
{
    if (!editable(index))
        return;
    TileType after = tile(index);
    bool &value = flag == TileFlag::Volcano ? after.volcano : flag == TileFlag::Dragon ? after.dragon : after.portal;
    value = on;
    const QString text = flag == TileFlag::Volcano ? (on ? tr("Add volcano") : tr("Remove volcano"))
        : flag == TileFlag::Dragon                 ? (on ? tr("Add dragon") : tr("Remove dragon"))
                                                   : (on ? tr("Add magic portal") : tr("Remove magic portal"));
    editTile(index, after, text, TileProperty::Flag);
}

void TileSetDocument::setTileCloister(int index, bool on)
{
    if (!editable(index))
        return;
    editTile(index, withCloister(tile(index), on), on ? tr("Add cloister") : tr("Remove cloister"), TileProperty::Cloister);
}

void TileSetDocument::setTileArt(int index, const QByteArray &svg)
{
    if (!editable(index))
        return;
    TileType after = tile(index);
    after.art = svg.toStdString();
    editTile(index, after, svg.isEmpty() ? tr("Use generated art") : tr("Set custom art"), TileProperty::Art);
}

QString TileSetDocument::edgeTypeText(engine::EdgeType type)
{
    switch (type) {
    case engine::EdgeType::Field:
        return tr("field");
    case engine::EdgeType::Road:
        return tr("road");
    case engine::EdgeType::City:
        return tr("city");
    case engine::EdgeType::River:
        return tr("river");
    }
    return {};
}

void TileSetDocument::cycleEdge(int index, int side)
{
    if (!editable(index) || side < 0 || side >= engine::kSides)
        return;
    const TileType &before = tile(index);
    const engine::EdgeType next = nextEdgeType(before.edges[static_cast<std::size_t>(side)]);
    // The step says which edge became what: a row of "Change edge" told the History nothing.
    const QString sides[] = {tr("North"), tr("East"), tr("South"), tr("West")};
    editTile(index, withEdge(before, side, next),
             tr("%1 edge: %2", "a side of the tile, what its edge is now").arg(sides[side], edgeTypeText(next)),
             TileProperty::Edge);
}

PartLink TileSetDocument::linkParts(int index, EdgePart a, EdgePart b)
{
    if (!editable(index))
        return PartLink::Unchanged;
    PartLink what = PartLink::Unchanged;
    const TileType after = document::linkParts(tile(index), a, b, &what);
    if (what != PartLink::Unchanged)
        editTile(index, after, what == PartLink::Connected ? tr("Connect features") : tr("Split feature"),
                 TileProperty::Parts);
    return what;
}

void TileSetDocument::setFeature(int index, int feature, const engine::FeatureDef &def)
{
    if (!editable(index) || feature < 0 || feature >= static_cast<int>(tile(index).features.size()))
        return;
    TileType after = tile(index);
    after.features[static_cast<std::size_t>(feature)] = def;
    editTile(index, after, tr("Change feature"), TileProperty::Feature, feature);
}

void TileSetDocument::setBorderingCity(int index, int field, int city, bool borders)
{
    if (!editable(index))
        return;
    editTile(index, withBorderingCity(tile(index), field, city, borders),
             borders ? tr("Field borders city") : tr("Field no longer borders city"), TileProperty::Parts);
}

std::string TileSetDocument::unusedId(const std::string &wanted, const std::vector<std::string> &alsoTaken) const
{
    const auto taken = [&](const std::string &id) {
        return m_set.find(id) != nullptr || std::find(alsoTaken.begin(), alsoTaken.end(), id) != alsoTaken.end();
    };
    if (!taken(wanted) && !wanted.empty())
        return wanted;
    // A copy of "a-2" is "a-3", not "a-2-2".
    std::string base = wanted.empty() ? std::string("tile") : wanted;
    if (const auto dash = base.rfind('-'); dash != std::string::npos && dash > 0 && dash + 1 < base.size()
        && base.find_first_not_of("0123456789", dash + 1) == std::string::npos)
        base.resize(dash);
    if (!taken(base))
        return base;
    for (int n = 2;; ++n) {
        std::string id = base + '-' + std::to_string(n);
        if (!taken(id))
            return id;
    }
}

void TileSetDocument::insertTiles(int at, std::vector<TileType> tiles, const QString &text)
{
    if (isReadOnly() || tiles.empty())
        return;
    at = std::clamp(at, 0, tileCount());
    std::vector<std::string> ids;
    for (TileType &t : tiles) {
        t.id = unusedId(t.id, ids);
        ids.push_back(t.id);
    }
    m_undo.push(new InsertTilesCommand(this, at, std::move(tiles), text));
}

void TileSetDocument::removeTiles(QList<int> indices)
{
    if (isReadOnly())
        return;
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    indices.removeIf([this](int i) { return i < 0 || i >= tileCount(); });
    if (indices.isEmpty())
        return;
    const int n = static_cast<int>(indices.size());
    m_undo.push(new RemoveTilesCommand(this, std::move(indices), tr("Delete %n tiles", nullptr, n)));
}

void TileSetDocument::replaceTile(int index, const TileType &tile)
{
    m_set.tiles[static_cast<std::size_t>(index)] = tile;
    emit tileChanged(index);
    checkProblems();
}

void TileSetDocument::insertTile(int index, const TileType &tile)
{
    emit tilesAboutToBeInserted(index, index);
    m_set.tiles.insert(m_set.tiles.begin() + index, tile);
    emit tilesInserted(index, index);
    checkProblems();
}

void TileSetDocument::eraseTile(int index)
{
    emit tilesAboutToBeRemoved(index, index);
    m_set.tiles.erase(m_set.tiles.begin() + index);
    emit tilesRemoved(index, index);
    checkProblems();
}

void TileSetDocument::applySetProperty(SetProperty property, const std::string &value)
{
    switch (property) {
    case SetProperty::Id:
        m_set.id = value;
        break;
    case SetProperty::Name:
        m_set.name = value;
        break;
    case SetProperty::StartTile:
        m_set.startTile = value;
        break;
    }
    emit setPropertiesChanged();
    checkProblems();
}

} // namespace tessera::document
