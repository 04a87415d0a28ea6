#include "strictjson.h"

#include "jsonpath.h"
#include "safefile.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

using namespace Qt::StringLiterals;

namespace tessera::document {

namespace {

// A UTF-8 byte order mark, which some editors put at the start of a file: QJsonDocument skips
// it, and so does every look at the text here, so that all readers take such a file alike.
qsizetype byteOrderMarkSize(const QByteArray &json)
{
    return json.startsWith("\xEF\xBB\xBF") ? 3 : 0;
}

// Walks valid JSON text once, keeping the keys of every open object. Built for 64 MiB logs of
// small objects: keys are views into the text (decoded only when they hold an escape), kept in
// one vector for all open objects, compared one by one while an object is small and through
// a hash set once it is large.
class DuplicateKeyScanner {
public:
    explicit DuplicateKeyScanner(const QByteArray &json)
        : m_json(json), m_data(json.constData()), m_size(json.size()), m_pos(byteOrderMarkSize(json))
    {
    }

    // The top-level members whose string values the walk collects.
    std::map<std::string, QString, std::less<>> topLevelStrings;

    std::optional<QString> run()
    {
        startValue();
        // The end of the text ends the walk too, so that invalid JSON cannot hold it.
        while (!m_stack.empty() && m_pos < m_size) {
            skipSpace();
            const char c = peek();
            if (c == '}' || c == ']') {
                ++m_pos;
                m_keys.resize(m_stack.back().firstKey);
                m_stack.pop_back();
                continue;
            }
            if (c == ',') {
                ++m_pos;
                skipSpace();
            }
            Frame &frame = m_stack.back();
            if (frame.object) {
                frame.key = readKey();
                if (!addKey(frame))
                    return pathOfCurrent();
                skipSpace();
                ++m_pos; // ':'
                if (m_stack.size() == 1)
                    noteTopLevelMember(frame.key);
            } else {
                ++frame.index;
            }
            startValue();
        }
        return std::nullopt;
    }

private:
    static constexpr std::size_t kLinearKeys = 16; // beyond this many keys, hash them

    struct Frame {
        bool object = false;
        qsizetype index = -1;     // arrays: the element being read
        std::string_view key;     // objects: the member being read
        std::size_t firstKey = 0; // objects: where their keys start in m_keys
        std::unique_ptr<std::unordered_set<std::string_view>> hashed;
    };

    // The walk reads every byte of the text: plain indexing, no checked access per byte.
    char peek() const { return m_pos < m_size ? m_data[m_pos] : '\0'; }
    static bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

    void skipSpace()
    {
        while (m_pos < m_size && isSpace(m_data[m_pos]))
            ++m_pos;
    }

    // Opens a container or skips a scalar.
    void startValue()
    {
        skipSpace();
        const char c = peek();
        if (c == '{' || c == '[') {
            ++m_pos;
            m_stack.push_back(Frame{c == '{', -1, {}, m_keys.size(), nullptr});
        } else if (c == '"') {
            skipString();
        } else {
            while (m_pos < m_size && m_data[m_pos] != ',' && m_data[m_pos] != ']' && m_data[m_pos] != '}'
                   && !isSpace(m_data[m_pos]))
                ++m_pos;
        }
    }

    // Moves past a string; returns where its raw contents start and end.
    std::pair<qsizetype, qsizetype> skipString()
    {
        const qsizetype begin = ++m_pos;
        // To the closing quote: the next quote, unless a backslash before it escapes something.
        const char *p = m_data + std::min(m_pos, m_size);
        const char *const last = m_data + m_size;
        for (;;) {
            const auto *quote = static_cast<const char *>(std::memchr(p, '"', std::size_t(last - p)));
            const char *const stop = quote ? quote : last;
            const auto *escape = static_cast<const char *>(std::memchr(p, '\\', std::size_t(stop - p)));
            if (!escape) {
                p = stop;
                break;
            }
            p = escape + std::min<std::ptrdiff_t>(2, last - escape);
        }
        const qsizetype end = p - m_data;
        m_pos = end + 1;
        return {begin, end};
    }

    // The key as UTF-8: a view of the text, or of its decoded copy when it holds an escape.
    std::string_view readKey()
    {
        const auto [begin, end] = skipString();
        const std::string_view raw(m_json.constData() + begin, std::size_t(end - begin));
        if (raw.find('\\') == std::string_view::npos)
            return raw;
        // Escapes are rare in keys: let Qt's parser decode them ("a" and "\u0061" are one key).
        const QByteArray quoted = '[' + m_json.mid(begin - 1, end - begin + 2) + ']';
        m_decoded.push_back(QJsonDocument::fromJson(quoted).array().at(0).toString().toStdString());
        return m_decoded.back();
    }

    // Adds the frame's current key; false when the object already has it.
    bool addKey(Frame &frame)
    {
        const std::size_t count = m_keys.size() - frame.firstKey;
        if (frame.hashed
                ? !frame.hashed->insert(frame.key).second
                : std::find(m_keys.begin() + std::ptrdiff_t(frame.firstKey), m_keys.end(), frame.key) != m_keys.end())
            return false;
        m_keys.push_back(frame.key);
        if (!frame.hashed && count + 1 > kLinearKeys) // a large object: hash its keys from now on
            frame.hashed = std::make_unique<std::unordered_set<std::string_view>>(
                m_keys.begin() + std::ptrdiff_t(frame.firstKey), m_keys.end());
        return true;
    }

    void noteTopLevelMember(std::string_view key)
    {
        const auto it = topLevelStrings.find(key);
        skipSpace();
        if (it == topLevelStrings.end() || peek() != '"')
            return;
        const qsizetype begin = m_pos;
        const auto end = skipString().second;
        m_pos = begin; // the walk reads the value again
        it->second = QJsonDocument::fromJson('[' + m_json.mid(begin, end - begin + 1) + ']').array().at(0).toString();
    }

    QString pathOfCurrent() const
    {
        QString path = u"$"_s;
        for (const Frame &frame : m_stack)
            path = frame.object ? jsonMember(path, QString::fromUtf8(frame.key.data(), qsizetype(frame.key.size())))
                                : jsonElement(path, frame.index);
        return path;
    }

    const QByteArray &m_json;
    const char *const m_data;
    const qsizetype m_size;
    qsizetype m_pos;
    std::vector<Frame> m_stack;
    std::vector<std::string_view> m_keys; // the keys of every open object, outermost first
    std::deque<std::string> m_decoded;    // keys that held escapes, decoded (stable addresses)
};

} // namespace

namespace {

// The line and the column of a byte of the text, columns counted in characters as an editor
// shows them (a byte order mark is none of them).
std::pair<qsizetype, qsizetype> lineAndColumn(const QByteArray &json, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, json.size());
    const qsizetype lineStart = std::min(
        offset, std::max(offset > 0 ? json.lastIndexOf('\n', offset - 1) + 1 : 0, byteOrderMarkSize(json)));
    return {json.left(offset).count('\n') + 1,
            QString::fromUtf8(json.mid(lineStart, offset - lineStart)).toUcs4().size() + 1};
}

// Where the first key or string longer than its limit starts (its opening quote), and
// whether it is a key. One pass over the text, which need not be valid JSON.
std::optional<std::pair<qsizetype, bool>> findLongString(const QByteArray &json, JsonLimits limits)
{
    const char *const data = json.constData();
    const qsizetype size = json.size();
    for (qsizetype pos = 0;;) {
        const auto *open = static_cast<const char *>(std::memchr(data + pos, '"', std::size_t(size - pos)));
        if (!open)
            return std::nullopt;
        const qsizetype begin = open - data + 1;
        qsizetype end = begin; // the closing quote, or the end of the text
        for (;;) {
            const auto *quote = static_cast<const char *>(std::memchr(data + end, '"', std::size_t(size - end)));
            if (!quote) {
                end = size;
                break;
            }
            end = quote - data;
            qsizetype backslashes = 0;
            while (end - 1 - backslashes >= begin && data[end - 1 - backslashes] == '\\')
                ++backslashes;
            if (backslashes % 2 == 0)
                break;
            ++end; // an escaped quote
        }
        qsizetype after = end + 1;
        while (after < size && (data[after] == ' ' || data[after] == '\n' || data[after] == '\r' || data[after] == '\t'))
            ++after;
        const bool key = after < size && data[after] == ':';
        const qsizetype limit = key ? limits.maxKeyBytes : limits.maxStringBytes;
        if (limit > 0 && end - begin > limit)
            return std::pair{begin - 1, key};
        if (end >= size)
            return std::nullopt;
        pos = end + 1;
    }
}

} // namespace

std::optional<QString> findDuplicateKey(const QByteArray &json)
{
    return DuplicateKeyScanner(json).run();
}

QString topLevelString(const QByteArray &json, const std::string &key)
{
    DuplicateKeyScanner scanner(json);
    scanner.topLevelStrings[key] = QString();
    scanner.run();
    return scanner.topLevelStrings[key];
}

namespace {

// What a file that is no text at all holds, by its first bytes: a picture or an archive
// renamed by mistake deserves better than a JSON syntax error at line 1.
std::optional<QString> binaryContent(const QByteArray &data)
{
    static const std::array<std::pair<QByteArrayView, const char *>, 7> signatures{{
        {"\x89PNG\r\n\x1a\n", QT_TRANSLATE_NOOP("Json", "a PNG image")},
        {"\xff\xd8\xff", QT_TRANSLATE_NOOP("Json", "a JPEG image")},
        {"GIF8", QT_TRANSLATE_NOOP("Json", "a GIF image")},
        {"%PDF-", QT_TRANSLATE_NOOP("Json", "a PDF document")},
        {"PK\x03\x04", QT_TRANSLATE_NOOP("Json", "a ZIP archive")},
        {"\x1f\x8b", QT_TRANSLATE_NOOP("Json", "gzip-compressed data")},
        {"\x7f"
         "ELF",
         QT_TRANSLATE_NOOP("Json", "a program")},
    }};
    for (const auto &[magic, kind] : signatures)
        if (data.startsWith(magic))
            return QCoreApplication::translate("Json", kind);
    // Text never holds a NUL byte; UTF-16 text does, and is no JSON file of ours either.
    if (data.left(4096).contains('\0'))
        return QCoreApplication::translate("Json", "binary data");
    return std::nullopt;
}

} // namespace

std::optional<QJsonDocument> parseStrictJson(const QByteArray &json, JsonProblem *problem, JsonLimits limits)
{
    if (json.trimmed().isEmpty()) {
        if (problem)
            *problem = {QString(), QCoreApplication::translate("Json", "The file is empty.")};
        return std::nullopt;
    }
    if (const auto kind = binaryContent(json)) {
        if (problem)
            *problem = {QString(),
                        QCoreApplication::translate("Json",
                                                    "This is not a Tessera file: it holds %1, not the JSON "
                                                    "text of a game or a tile set.")
                            .arg(*kind)};
        return std::nullopt;
    }
    if (const auto longString = findLongString(json, limits)) {
        const auto [offset, key] = *longString;
        const auto [line, column] = lineAndColumn(json, offset);
        if (problem)
            *problem = {QString(),
                        key ? QCoreApplication::translate("Json",
                                                          "The key at line %1, column %2 is longer than %3: no "
                                                          "key of this kind of file is that long.")
                                  .arg(line)
                                  .arg(column)
                                  .arg(sizeText(limits.maxKeyBytes))
                            : QCoreApplication::translate("Json",
                                                          "The text at line %1, column %2 is longer than %3: no "
                                                          "text of this kind of file is that long.")
                                  .arg(line)
                                  .arg(column)
                                  .arg(sizeText(limits.maxStringBytes))};
        return std::nullopt;
    }
    QJsonParseError parseError;
    QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(json, parseError.offset);
        if (problem)
            *problem = {QString(),
                        QCoreApplication::translate("Json", "JSON syntax error at line %1, column %2: %3.")
                            .arg(line)
                            .arg(column)
                            .arg(parseError.errorString())};
        return std::nullopt;
    }
    if (const auto duplicate = findDuplicateKey(json)) {
        if (problem)
            *problem = {*duplicate,
                        QCoreApplication::translate("Json",
                                                    "This key appears twice in its object; "
                                                    "a file must say each thing once.")};
        return std::nullopt;
    }
    return doc;
}

} // namespace tessera::document
