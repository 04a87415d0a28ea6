#include "strictjson.h"

#include "jsonpath.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace tessera::document {

namespace {

// Walks valid JSON text once, keeping the keys of every open object.
class DuplicateKeyScanner {
public:
    explicit DuplicateKeyScanner(const QByteArray &json) : m_json(json) {}

    std::optional<QString> run()
    {
        startValue();
        while (!m_stack.empty()) {
            skipSpace();
            char c = peek();
            if (c == '}' || c == ']') {
                ++m_pos;
                m_stack.pop_back();
                continue;
            }
            if (c == ',') {
                ++m_pos;
                skipSpace();
            }
            Frame &frame = m_stack.back();
            if (frame.object) {
                frame.key = readString();
                if (frame.keys.contains(frame.key))
                    return pathOfCurrent();
                frame.keys.insert(frame.key);
                skipSpace();
                ++m_pos; // ':'
            } else {
                ++frame.index;
            }
            startValue();
        }
        return std::nullopt;
    }

private:
    struct Frame {
        bool object = false;
        qsizetype index = -1; // arrays: the element being read
        QString key;          // objects: the member being read
        QSet<QString> keys;
    };

    char peek() const { return m_pos < m_json.size() ? m_json.at(m_pos) : '\0'; }

    void skipSpace()
    {
        while (m_pos < m_json.size() && (peek() == ' ' || peek() == '\n' || peek() == '\r' || peek() == '\t'))
            ++m_pos;
    }

    // Opens a container or skips a scalar.
    void startValue()
    {
        skipSpace();
        const char c = peek();
        if (c == '{' || c == '[') {
            ++m_pos;
            m_stack.push_back(Frame{c == '{', -1, QString(), {}});
        } else if (c == '"') {
            skipString();
        } else {
            while (m_pos < m_json.size() && !QByteArrayView(",]} \n\r\t").contains(peek()))
                ++m_pos;
        }
    }

    // Moves past a string; returns where its raw contents start and end.
    std::pair<qsizetype, qsizetype> skipString()
    {
        const qsizetype begin = ++m_pos;
        while (m_pos < m_json.size() && peek() != '"')
            m_pos += peek() == '\\' ? 2 : 1;
        const qsizetype end = std::min(m_pos, m_json.size());
        ++m_pos;
        return {begin, end};
    }

    QString readString()
    {
        const auto [begin, end] = skipString();
        const QByteArray raw = m_json.mid(begin, end - begin);
        if (!raw.contains('\\'))
            return QString::fromUtf8(raw);
        // Escapes are rare in keys: let Qt's parser decode them ("a" and "\u0061" are one key).
        return QJsonDocument::fromJson('[' + m_json.mid(begin - 1, end - begin + 2) + ']').array().at(0).toString();
    }

    QString pathOfCurrent() const
    {
        QString path = u"$"_s;
        for (const Frame &frame : m_stack)
            path = frame.object ? jsonMember(path, frame.key) : jsonElement(path, frame.index);
        return path;
    }

    const QByteArray &m_json;
    qsizetype m_pos = 0;
    std::vector<Frame> m_stack;
};

} // namespace

std::optional<QString> findDuplicateKey(const QByteArray &json)
{
    return DuplicateKeyScanner(json).run();
}

std::optional<QJsonDocument> parseStrictJson(const QByteArray &json, JsonProblem *problem)
{
    if (json.trimmed().isEmpty()) {
        if (problem)
            *problem = {QString(), QCoreApplication::translate("Json", "The file is empty.")};
        return std::nullopt;
    }
    QJsonParseError parseError;
    QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const qsizetype offset = std::clamp<qsizetype>(parseError.offset, 0, json.size());
        const qsizetype lineStart = offset > 0 ? json.lastIndexOf('\n', offset - 1) + 1 : 0;
        // Columns count characters (code points), as an editor shows them.
        const qsizetype column = QString::fromUtf8(json.mid(lineStart, offset - lineStart)).toUcs4().size() + 1;
        if (problem)
            *problem = {QString(), QCoreApplication::translate("Json", "JSON syntax error at line %1, column %2: %3.")
                                       .arg(json.left(offset).count('\n') + 1)
                                       .arg(column)
                                       .arg(parseError.errorString())};
        return std::nullopt;
    }
    if (const auto duplicate = findDuplicateKey(json)) {
        if (problem)
            *problem = {*duplicate, QCoreApplication::translate("Json", "This key appears twice in its object; "
                                                                        "a file must say each thing once.")};
        return std::nullopt;
    }
    return doc;
}

} // namespace tessera::document
