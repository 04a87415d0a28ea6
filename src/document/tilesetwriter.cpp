// Writing tile set files. The text is built by hand rather than through QJsonDocument so that
// keys keep a reading order (id first) and each feature stays on one line: the files are meant
// to be edited by hand and compared in diffs.

#include "tilesetjson.h"

#include "safefile.h"
#include "tilesetnames.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace tessera::document {

using engine::FeatureDef;
using engine::TileSet;
using engine::TileType;

namespace {

QByteArray quoted(const QString &text)
{
    // Let Qt do the escaping: a one-element array prints as ["..."].
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QByteArray quoted(const std::string &text)
{
    return quoted(QString::fromStdString(text));
}
QByteArray quoted(QLatin1StringView text)
{
    return quoted(QString(text));
}

class Writer {
public:
    QByteArray write(const TileSet &set)
    {
        m_out += "{\n";
        key(1, "format") += quoted(QLatin1StringView(names::kFormat)) + ",\n";
        key(1, "version") += QByteArray::number(names::kVersion) + ",\n";
        key(1, "id") += quoted(set.id) + ",\n";
        key(1, "name") += quoted(set.name) + ",\n";
        key(1, "startTile") += (set.startTile.empty() ? QByteArray("null") : quoted(set.startTile)) + ",\n";
        key(1, "tiles") += '[';
        for (std::size_t i = 0; i < set.tiles.size(); ++i) {
            m_out += i == 0 ? "\n" : ",\n";
            writeTile(set.tiles[i]);
        }
        if (!set.tiles.empty())
            m_out += '\n' + indent(1);
        m_out += "]\n}\n";
        return m_out;
    }

private:
    static QByteArray indent(int level) { return QByteArray(4 * level, ' '); }

    QByteArray &key(int level, const char *name)
    {
        m_out += indent(level) + '"' + name + "\": ";
        return m_out;
    }

    void writeTile(const TileType &tile)
    {
        m_out += indent(2) + "{\n";
        key(3, "id") += quoted(tile.id) + ",\n";
        if (!tile.name.empty())
            key(3, "name") += quoted(tile.name) + ",\n";
        if (!tile.jczId.empty())
            key(3, "jcz") += quoted(tile.jczId) + ",\n";
        key(3, "count") += QByteArray::number(tile.count) + ",\n";
        QByteArray edges;
        for (const engine::EdgeType edge : tile.edges)
            edges += names::edgeLetter(edge);
        key(3, "edges") += '"' + edges + "\",\n";
        if (tile.volcano)
            key(3, "volcano") += "true,\n";
        if (tile.dragon)
            key(3, "dragon") += "true,\n";
        if (tile.portal)
            key(3, "portal") += "true,\n";
        key(3, "features") += '[';
        for (std::size_t i = 0; i < tile.features.size(); ++i)
            m_out += (i == 0 ? "\n" : ",\n") + indent(4) + feature(tile.features[i]);
        if (!tile.features.empty())
            m_out += '\n' + indent(3);
        m_out += ']';
        if (!tile.art.empty())
            m_out += ",\n" + indent(3) + "\"art\": " + quoted(tile.art);
        m_out += '\n' + indent(2) + '}';
    }

    template<std::size_t N>
    static QByteArray nameList(unsigned mask, const std::array<QLatin1StringView, N> &words)
    {
        QByteArray list = "[";
        for (std::size_t i = 0; i < N; ++i) {
            if ((mask >> i) & 1U)
                list += (list.size() > 1 ? ", " : "") + quoted(words[i]);
        }
        return list + ']';
    }

    static QByteArray feature(const FeatureDef &f)
    {
        const auto kind = static_cast<std::size_t>(f.kind);
        QByteArray line = "{ \"kind\": " + quoted(names::kKinds[kind < names::kKinds.size() ? kind : 0]);
        if (f.sides != 0)
            line += ", \"sides\": " + nameList(f.sides, names::kSides);
        if (f.halves != 0)
            line += ", \"halves\": " + nameList(f.halves, names::kHalves);
        if (!f.adjacentCities.empty()) {
            line += ", \"cities\": [";
            for (std::size_t i = 0; i < f.adjacentCities.size(); ++i)
                line += (i == 0 ? "" : ", ") + QByteArray::number(f.adjacentCities[i]);
            line += ']';
        }
        if (f.pennants != 0)
            line += ", \"pennants\": " + QByteArray::number(f.pennants);
        if (f.cathedral)
            line += ", \"cathedral\": true";
        if (f.princess)
            line += ", \"princess\": true";
        const auto goods = static_cast<std::size_t>(f.goods);
        if (f.goods != engine::Goods::None && goods < names::kGoods.size())
            line += ", \"goods\": " + quoted(names::kGoods[goods]);
        if (f.inn)
            line += ", \"inn\": true";
        return line + " }";
    }

    QByteArray m_out;
};

} // namespace

QByteArray tileSetToJson(const TileSet &set)
{
    return Writer().write(set);
}

bool saveTileSet(const TileSet &set, const QString &path, QString *error)
{
    QString reason;
    if (writeFileAtomically(path, tileSetToJson(set), &reason))
        return true;
    if (error)
        *error = QCoreApplication::translate("TileSet", "Cannot save the tile set to %1: %2").arg(path, reason);
    return false;
}

} // namespace tessera::document
