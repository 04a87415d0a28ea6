#include "lesson.h"

#include "jsonpath.h"
#include "safefile.h"
#include "strictjson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <map>

using namespace Qt::StringLiterals;

namespace tessera::document {

namespace {

const QString kResourceDir = u":/lessons"_s;
// The languages every text must have: those of the interface.
const QStringList kLanguages = {u"en"_s, u"de"_s, u"fr"_s};
// A lesson is a short game: a file beyond this is no lesson.
constexpr qint64 kMaxLessonFileSize = 4 * 1024 * 1024;

// Collects the problems of one file, each with its JSON path.
class LessonReader {
public:
    explicit LessonReader(QString file) : m_file(std::move(file)) {}

    LessonLoad read(const QByteArray &json);

private:
    void problem(const QString &path, const QString &message, int turn = 0)
    {
        m_load.issues.append({m_file, turn, path, message});
    }
    bool onlyKeys(const QJsonObject &object, const QString &path, const QStringList &known);
    std::optional<LessonText> text(const QJsonObject &parent, const QString &path, const QString &key, bool required);
    std::optional<QJsonArray> tileSets(const QJsonArray &named, const QJsonObject &game, const QString &path);
    bool readGame(const QJsonObject &game, Lesson &lesson);
    void readSteps(const QJsonArray &steps, Lesson &lesson);
    void checkFinalScores(const QJsonValue &stated, const Lesson &lesson);
    std::optional<LessonTarget> target(const QJsonValue &value, const QString &path);

    QString m_file;
    LessonLoad m_load;
    std::vector<int> m_endScores; // of the scripted game, each player's
};

bool LessonReader::onlyKeys(const QJsonObject &object, const QString &path, const QStringList &known)
{
    bool ok = true;
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!known.contains(it.key())) {
            problem(jsonMember(path, it.key()),
                    u"Unknown key \"%1\" (expected one of: %2)."_s.arg(it.key(), known.join(u", "_s)));
            ok = false;
        }
    return ok;
}

// A text in every language: {"en": "...", "de": "...", "fr": "..."}.
std::optional<LessonText> LessonReader::text(const QJsonObject &parent, const QString &path, const QString &key,
                                             bool required)
{
    const QString at = jsonMember(path, key);
    const QJsonValue value = parent.value(key);
    if (value.isUndefined()) {
        if (required)
            problem(at, u"Missing text \"%1\" (an object with the keys %2)."_s.arg(key, kLanguages.join(u", "_s)));
        return std::nullopt;
    }
    if (!value.isObject()) {
        problem(at, u"A text must be an object with the keys %1."_s.arg(kLanguages.join(u", "_s)));
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    onlyKeys(object, at, kLanguages);
    LessonText result;
    for (const QString &language : kLanguages) {
        const QString s = object.value(language).toString();
        if (s.trimmed().isEmpty())
            problem(jsonMember(at, language), u"The %1 text is missing or empty."_s.arg(language));
        else if (language != kLanguages.front() && s == result.value(kLanguages.front()))
            problem(jsonMember(at, language), u"The %1 text is the English one copied: translate it."_s.arg(language));
        else
            result.insert(language, s);
    }
    return result;
}

// The game's tile sets: a name stands for the built-in set of that name with the pile cut to
// the tiles the turns draw, so that the scripted game ends with its last turn. The start tile
// (the river's spring when the River is named) keeps one copy more.
std::optional<QJsonArray> LessonReader::tileSets(const QJsonArray &sets, const QJsonObject &game, const QString &path)
{
    std::map<QString, int> drawn;
    for (const QJsonValue &turn : game.value(u"turns"_s).toArray())
        for (const QJsonValue &entry : turn.toObject().value(u"decisions"_s).toArray())
            if (entry.toObject().value(u"decision"_s).toString() == u"draw"_s)
                ++drawn[entry.toObject().value(u"tile"_s).toString()];
    std::vector<QJsonObject> named(std::size_t(sets.size()));
    QString start;
    bool ok = true;
    for (qsizetype i = 0; i < sets.size(); ++i) {
        if (!sets[i].isString())
            continue; // a tile set in full, as a log holds it
        const QString name = sets[i].toString();
        const auto bytes = readFileAtMost(u":/tilesets/"_s + name + u".json"_s, kMaxLessonFileSize, nullptr);
        JsonProblem parseProblem;
        const auto json = bytes ? parseStrictJson(*bytes, &parseProblem) : std::nullopt;
        if (!json || !json->isObject()) {
            problem(jsonElement(path, i), u"\"%1\" is not a built-in tile set."_s.arg(name));
            ok = false;
            continue;
        }
        named[std::size_t(i)] = json->object();
        const QString setStart = named[std::size_t(i)].value(u"startTile"_s).toString();
        if (!setStart.isEmpty() && (start.isEmpty() || name == u"river"_s))
            start = setStart;
    }
    if (!ok)
        return std::nullopt;
    QJsonArray result;
    for (qsizetype i = 0; i < sets.size(); ++i) {
        if (sets[i].isString()) {
            QJsonObject set = named[std::size_t(i)];
            QJsonArray tiles = set.value(u"tiles"_s).toArray();
            std::map<QString, int> counts;
            for (QJsonValueRef tile : tiles) {
                QJsonObject t = tile.toObject();
                const QString id = t.value(u"id"_s).toString();
                counts[id] = drawn[id] + (id == start ? 1 : 0);
                t.insert(u"count"_s, counts[id]);
                tile = t;
            }
            set.insert(u"tiles"_s, tiles);
            // A start tile that another set's replaces (the River's spring) and no turn draws.
            if (const QString own = set.value(u"startTile"_s).toString(); !own.isEmpty() && counts[own] == 0)
                set.insert(u"startTile"_s, QJsonValue::Null);
            result.append(set);
        } else {
            result.append(sets[i]);
        }
    }
    return result;
}

// The scripted game, read by the log reader: every move in it is checked by the engine.
bool LessonReader::readGame(const QJsonObject &game, Lesson &lesson)
{
    const QString path = u"$.game"_s;
    QJsonObject log = game;
    if (const QJsonValue sets = game.value(u"tileSets"_s); sets.isArray()) {
        const auto expanded = tileSets(sets.toArray(), game, jsonMember(path, u"tileSets"_s));
        if (!expanded)
            return false;
        log.insert(u"tileSets"_s, *expanded);
    }
    LoadedGame loaded = parseGameLog(QJsonDocument(log).toJson(QJsonDocument::Compact), m_file);
    for (LogIssue issue : std::as_const(loaded.issues)) {
        issue.jsonPath = issue.jsonPath.isEmpty() ? path : path + issue.jsonPath.mid(1);
        m_load.issues.append(issue);
    }
    if (!loaded.ok())
        return false;
    if (!loaded.match->game().isOver()) {
        problem(jsonMember(path, u"turns"_s),
                u"The scripted game must end with its last turn, but tiles are left in the pile (a tile set given in full "
                "holds tiles that no turn draws)."_s);
        return false;
    }
    for (int p = 0; p < int(loaded.info->players.size()); ++p)
        m_endScores.push_back(loaded.match->game().score(p));
    lesson.info = *loaded.info;
    lesson.script = std::move(*loaded.tree);
    return true;
}

// The final scores the lesson's texts name, as the file states them: a changed script that
// scores otherwise is caught here, for every lesson file, not in a table of the tests.
void LessonReader::checkFinalScores(const QJsonValue &stated, const Lesson &lesson)
{
    const QString path = u"$.finalScores"_s;
    QStringList actual;
    for (const int score : m_endScores)
        actual << QString::number(score);
    const QString expected = u"[%1]"_s.arg(actual.join(u", "_s));
    const QJsonArray scores = stated.toArray();
    if (!stated.isArray() || scores.size() != qsizetype(m_endScores.size())) {
        problem(path,
                u"\"finalScores\" must give each player's score at the end of the game, in the players' order "
                "(%1 players): this game ends with %2."_s.arg(lesson.info.players.size())
                    .arg(expected));
        return;
    }
    for (qsizetype p = 0; p < scores.size(); ++p)
        if (jsonInteger(scores[p], 0, 1000000) != std::optional<qint64>(m_endScores[std::size_t(p)])) {
            problem(jsonElement(path, p),
                    u"The game ends with %1 for %2, not %3 (all final scores: %4): correct the texts and the scores, "
                    "or the script."_s.arg(m_endScores[std::size_t(p)])
                        .arg(lesson.info.players[p].name, scores[p].toVariant().toString(), expected));
        }
}

std::optional<LessonTarget> LessonReader::target(const QJsonValue &value, const QString &path)
{
    if (!value.isObject()) {
        problem(path, u"\"light\" must be an object {\"x\": ..., \"y\": ...} with an optional \"feature\"."_s);
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    onlyKeys(object, path, {u"x"_s, u"y"_s, u"feature"_s});
    const auto x = jsonInteger(object.value(u"x"_s), -1000, 1000);
    const auto y = jsonInteger(object.value(u"y"_s), -1000, 1000);
    if (!x || !y) {
        problem(path, u"\"light\" needs whole numbers \"x\" and \"y\"."_s);
        return std::nullopt;
    }
    LessonTarget target{{int(*x), int(*y)}, std::nullopt};
    if (object.contains(u"feature"_s)) {
        const auto feature = jsonInteger(object.value(u"feature"_s), 0, 63);
        if (!feature) {
            problem(jsonMember(path, u"feature"_s), u"\"feature\" must be a feature index from 0 to 63."_s);
            return std::nullopt;
        }
        target.feature = int(*feature);
    }
    return target;
}

// What a step lights up when its file says nothing: the decision's own place.
std::optional<LessonTarget> defaultTarget(const engine::Game &before, const engine::Decision &d)
{
    switch (d.kind) {
    case engine::DecisionKind::Place:
        return LessonTarget{d.placement.pos, std::nullopt};
    case engine::DecisionKind::Deploy:
        return LessonTarget{before.board().placed()[before.lastPlaced()].pos, int(d.deployment.feature)};
    case engine::DecisionKind::DeployAt:
    case engine::DecisionKind::MoveFairy:
    case engine::DecisionKind::RemoveKnight:
        return LessonTarget{d.at, int(d.deployment.feature)};
    case engine::DecisionKind::DragonStep:
        return LessonTarget{d.at, std::nullopt};
    case engine::DecisionKind::Pass:
    case engine::DecisionKind::Draw:
    case engine::DecisionKind::Discard:
        break;
    }
    return std::nullopt;
}

// Why a target cannot be lit in the position before the step, or empty.
QString targetProblem(const engine::Game &before, const engine::Decision &d, const LessonTarget &t)
{
    const engine::PlacedIndex placed = before.board().at(t.at);
    if (placed == engine::kNoTile) {
        if (d.kind == engine::DecisionKind::Place && d.placement.pos == t.at && !t.feature)
            return QString();
        return u"No tile lies at %1, %2 when this step begins."_s.arg(t.at.x).arg(t.at.y);
    }
    const auto &type = before.catalog().tile(before.board().placed()[placed].tile).type;
    if (t.feature && std::size_t(*t.feature) >= type.features.size())
        return u"The tile at %1, %2 has no feature %3."_s.arg(t.at.x).arg(t.at.y).arg(*t.feature);
    return QString();
}

// Each step belongs to the learner's next decision in the game; the decisions the game takes
// for them (no figure can go anywhere: a pass without asking) have none.
void LessonReader::readSteps(const QJsonArray &steps, Lesson &lesson)
{
    const std::vector<engine::TurnRecord> turns = lesson.script.turnsTo(lesson.script.cursor());
    engine::Match match(lesson.info.setup());
    qsizetype next = 0;
    for (std::size_t t = 0; t < turns.size(); ++t) {
        const engine::TurnRecord &turn = turns[t];
        for (std::size_t i = 0; i < turn.decisions.size(); ++i) {
            const engine::Decision &d = turn.decisions[i];
            engine::Match before = match;
            [[maybe_unused]] const auto replayed = before.applyDecisions(turn, i); // the reader played it all
            std::vector<engine::Decision> open;
            before.game().legalDecisions(open);
            const bool learners = !d.isDraw() && before.game().decidingPlayer() == lesson.learner;
            if (!learners || (d.kind == engine::DecisionKind::Pass && open.size() == 1))
                continue;
            const QString at = jsonElement(u"$.steps"_s, next);
            const int number = int(t) + 1;
            if (next >= steps.size()) {
                problem(
                    u"$.steps"_s,
                    u"The learner decides in turn %1 (decision %2 of the turn), but the steps end before it."_s.arg(number)
                        .arg(i + 1),
                    number);
                return;
            }
            const QJsonObject step = steps[next++].toObject();
            if (!onlyKeys(step, at, {u"turn"_s, u"say"_s, u"wrong"_s, u"wrong_rotation"_s, u"light"_s}))
                continue;
            LessonStep s{number, int(i), d, {}, {}, {}, defaultTarget(before.game(), d)};
            if (const auto stepTurn = jsonInteger(step.value(u"turn"_s), 1, 100000); !stepTurn || *stepTurn != number)
                problem(jsonMember(at, u"turn"_s),
                        u"This step must say \"turn\": %1: the learner's decision it teaches is in turn %1."_s.arg(number),
                        number);
            s.say = text(step, at, u"say"_s, true).value_or(LessonText());
            s.wrong = text(step, at, u"wrong"_s, true).value_or(LessonText());
            s.wrongRotation = text(step, at, u"wrong_rotation"_s, false).value_or(LessonText());
            if (step.contains(u"light"_s))
                s.light = target(step.value(u"light"_s), jsonMember(at, u"light"_s));
            if (s.light)
                if (const QString why = targetProblem(before.game(), d, *s.light); !why.isEmpty())
                    problem(jsonMember(at, u"light"_s), why, number);
            lesson.steps.push_back(std::move(s));
        }
        [[maybe_unused]] const auto applied = match.applyTurn(turn);
    }
    if (next < steps.size())
        problem(jsonElement(u"$.steps"_s, next),
                u"The learner has no decision left for this step (the game has %1 decisions of the learner)."_s.arg(next));
}

LessonLoad LessonReader::read(const QByteArray &json)
{
    JsonProblem parseProblem;
    const auto document = parseStrictJson(json, &parseProblem, kFileFormatJsonLimits);
    if (!document || !document->isObject()) {
        problem(parseProblem.jsonPath, document ? u"A lesson must be a JSON object."_s : parseProblem.message);
        return std::move(m_load);
    }
    const QJsonObject root = document->object();
    onlyKeys(
        root, u"$"_s,
        {u"format"_s, u"version"_s, u"id"_s, u"title"_s, u"learner"_s, u"game"_s, u"steps"_s, u"finalScores"_s, u"end"_s});
    if (root.value(u"format"_s).toString() != u"tessera-lesson"_s)
        problem(u"$.format"_s, u"\"format\" must be \"tessera-lesson\"."_s);
    if (const auto version = jsonInteger(root.value(u"version"_s), 1, 1000000); !version || *version > kLessonVersion)
        problem(u"$.version"_s, u"\"version\" must be a lesson version this program reads (1 to %1)."_s.arg(kLessonVersion));
    Lesson lesson;
    lesson.id = root.value(u"id"_s).toString();
    if (lesson.id.isEmpty())
        problem(u"$.id"_s, u"\"id\" must name the lesson (e.g. \"base\")."_s);
    lesson.title = text(root, u"$"_s, u"title"_s, true).value_or(LessonText());
    lesson.end = text(root, u"$"_s, u"end"_s, true).value_or(LessonText());
    if (!root.value(u"game"_s).isObject()) {
        problem(u"$.game"_s, u"\"game\" must be the scripted game, a game log object (docs/game-log-format.md)."_s);
        return std::move(m_load);
    }
    if (!m_load.issues.isEmpty() || !readGame(root.value(u"game"_s).toObject(), lesson))
        return std::move(m_load);
    const auto learner = jsonInteger(root.value(u"learner"_s), 0, lesson.info.players.size() - 1);
    if (!learner) {
        problem(u"$.learner"_s,
                u"\"learner\" must be the index of a player of the game (0 to %1)."_s.arg(lesson.info.players.size() - 1));
        return std::move(m_load);
    }
    lesson.learner = int(*learner);
    if (!root.value(u"steps"_s).isArray()) {
        problem(u"$.steps"_s, u"\"steps\" must be an array: one step per decision of the learner."_s);
        return std::move(m_load);
    }
    readSteps(root.value(u"steps"_s).toArray(), lesson);
    checkFinalScores(root.value(u"finalScores"_s), lesson);
    if (m_load.issues.isEmpty())
        m_load.lesson = std::move(lesson);
    return std::move(m_load);
}

} // namespace

QString lessonText(const LessonText &text, const QString &language)
{
    const QString exact = text.value(language);
    if (!exact.isEmpty())
        return exact;
    const QString base = text.value(language.section(u'_', 0, 0));
    return base.isEmpty() ? text.value(u"en"_s) : base;
}

const LessonStep *Lesson::stepAt(int turn, int entry) const
{
    for (const LessonStep &s : steps)
        if (s.turn == turn && s.entry == entry)
            return &s;
    return nullptr;
}

LessonLoad parseLesson(const QByteArray &json, const QString &fileNameForMessages)
{
    return LessonReader(fileNameForMessages).read(json);
}

LessonLoad loadLesson(const QString &path)
{
    QString error;
    if (const auto data = readFileAtMost(path, kMaxLessonFileSize, &error))
        return parseLesson(*data, path);
    LessonLoad result;
    result.issues.append({path, 0, QString(), error});
    return result;
}

QStringList builtinLessonIds()
{
    // The base game first, then the expansions in the order the new-game dialog lists them.
    static const QStringList order = {u"base"_s, u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s,
                                      u"princess-dragon"_s};
    QStringList ids;
    const auto files = QDir(kResourceDir).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        ids << QFileInfo(file).completeBaseName();
    std::stable_sort(ids.begin(), ids.end(), [](const QString &a, const QString &b) {
        const auto rank = [](const QString &id) { return order.contains(id) ? order.indexOf(id) : order.size(); };
        return rank(a) < rank(b);
    });
    return ids;
}

QString builtinLessonPath(const QString &id)
{
    return kResourceDir + u'/' + id + u".json"_s;
}

QString builtinLessonTitle(const QString &id, const QString &language)
{
    const auto data = readFileAtMost(builtinLessonPath(id), kMaxLessonFileSize, nullptr);
    JsonProblem problem;
    const auto json = data ? parseStrictJson(*data, &problem) : std::nullopt;
    if (!json || !json->isObject())
        return QString();
    LessonText title;
    const QJsonObject object = json->object().value(u"title"_s).toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
        title.insert(it.key(), it.value().toString());
    return lessonText(title, language);
}

} // namespace tessera::document
