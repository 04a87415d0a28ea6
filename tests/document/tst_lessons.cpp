// Lessons as data (docs/lessons.md): every built-in lesson read and checked against the engine
// (its script is a legal game that ends, every decision of the learner has a step with its
// texts in English, German and French and a target that exists) and played through a
// GameDocument as the lesson runner plays it; a damaged lesson file is refused with where and
// why, never a crash.

#include "document/gamedocument.h"
#include "document/lesson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

QByteArray builtin(const QString &id)
{
    QFile file(document::builtinLessonPath(id));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject builtinObject(const QString &id)
{
    return QJsonDocument::fromJson(builtin(id)).object();
}

QByteArray toJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson();
}

QString issuesText(const document::LessonLoad &load)
{
    QStringList lines;
    for (const document::LogIssue &issue : load.issues)
        lines << issue.jsonPath + u": "_s + issue.message;
    return lines.join(u'\n');
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void everyExpansionHasALesson();
    void everyLessonIsValid_data();
    void everyLessonIsValid();
    void baseLessonScoresAsItsTextsSay();
    void textsFallBackToEnglish();
    void malformedLessonsAreReported_data();
    void malformedLessonsAreReported();
};

void TestLessons::everyExpansionHasALesson()
{
    const QStringList ids = document::builtinLessonIds();
    QVERIFY(!ids.isEmpty());
    QCOMPARE(ids.front(), u"base"_s); // taught first
    for (const QString &id : ids)
        QVERIFY2(!document::builtinLessonTitle(id, u"de"_s).isEmpty(), qPrintable(id));
}

void TestLessons::everyLessonIsValid_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : document::builtinLessonIds())
        QTest::newRow(qPrintable(id)) << id;
}

// Read without a problem, then played as the runner plays it: the learner's decisions where
// the steps say, everything else by redo(), to the end of the game.
void TestLessons::everyLessonIsValid()
{
    QFETCH(QString, id);
    const document::LessonLoad load = document::loadLesson(document::builtinLessonPath(id));
    QVERIFY2(load.issues.isEmpty(), qPrintable(issuesText(load)));
    QVERIFY(load.lesson);
    const document::Lesson &lesson = *load.lesson;
    QCOMPARE(lesson.id, id);
    QVERIFY(!lesson.steps.empty());
    for (const QString &language : {u"en"_s, u"de"_s, u"fr"_s}) {
        QVERIFY(!document::lessonText(lesson.title, language).isEmpty());
        QVERIFY(!document::lessonText(lesson.end, language).isEmpty());
        for (const document::LessonStep &step : lesson.steps) {
            QVERIFY(step.say.contains(language));
            QVERIFY(step.wrong.contains(language));
        }
    }
    // (That no German or French text copies the English one is the reader's check: see
    // malformedLessonsAreReported.)

    document::GameDocument doc;
    doc.playScript(lesson.info, lesson.script);
    std::size_t stepsTaken = 0;
    for (int guard = 0; guard < 10000 && doc.stage() != Stage::GameOver; ++guard) {
        const int turn = int(doc.match().turns().size()) + 1;
        const int entry = int(doc.match().currentTurn().decisions.size());
        const document::LessonStep *step = lesson.stepAt(turn, entry);
        if (step && !doc.pendingChoice()) {
            QCOMPARE(lesson.indexOf(step), int(stepsTaken)); // in order
            QCOMPARE(doc.game().decidingPlayer(), lesson.learner);
            const engine::Decision &d = step->decision;
            switch (d.kind) {
            case engine::DecisionKind::Place:
                QCOMPARE(doc.placeTile(d.tile, d.placement), engine::MoveError::None);
                break;
            case engine::DecisionKind::Deploy:
                QCOMPARE(doc.chooseDeployment(d.deployment), engine::MoveError::None);
                break;
            case engine::DecisionKind::Pass:
                doc.chooseNoFollower();
                break;
            case engine::DecisionKind::DragonStep:
                QCOMPARE(doc.chooseDragonStep(d.at), engine::MoveError::None);
                break;
            default:
                QCOMPARE(doc.chooseInstead(d), engine::MoveError::None);
                break;
            }
            ++stepsTaken;
            QVERIFY(doc.canRedo() || doc.stage() == Stage::GameOver); // still on the script
            continue;
        }
        QVERIFY2(doc.canRedo(), qPrintable(u"turn %1, entry %2: the script cannot go on"_s.arg(turn).arg(entry)));
        doc.redo();
    }
    QCOMPARE(doc.stage(), Stage::GameOver);
    QCOMPARE(stepsTaken, lesson.steps.size());
    QCOMPARE(doc.match().turns().size(), lesson.script.turnsTo(lesson.script.cursor()).size());
    // The game played ends with the final scores the file states (those its texts name).
    const QJsonArray stated = builtinObject(id).value(u"finalScores"_s).toArray();
    QCOMPARE(stated.size(), lesson.info.players.size());
    for (int p = 0; p < int(stated.size()); ++p)
        QCOMPARE(doc.game().score(p), stated[p].toInt());
}

// The base lesson's texts name the points: the city 8, the road 4, at the end the cloister 5
// and the farm 3 for the learner; Ben's monk and open city.
void TestLessons::baseLessonScoresAsItsTextsSay()
{
    const document::LessonLoad load = document::loadLesson(document::builtinLessonPath(u"base"_s));
    QVERIFY(load.lesson);
    engine::Match match(load.lesson->info.setup());
    for (const engine::TurnRecord &turn : load.lesson->script.turnsTo(load.lesson->script.cursor()))
        QVERIFY(!match.applyTurn(turn));
    QVERIFY(match.game().isOver());
    QList<std::tuple<int, engine::FeatureKind, int, bool>> scored; // player bits, kind, points, final
    for (const engine::ScoreEvent &e : match.game().events())
        scored.append({e.players, e.kind, e.points, e.final});
    using K = engine::FeatureKind;
    const QList<std::tuple<int, engine::FeatureKind, int, bool>> expected = {
        {1, K::City, 8, false},    {1, K::Road, 4, false}, {1, K::Cloister, 5, true},
        {2, K::Cloister, 6, true}, {2, K::City, 1, true},  {1, K::Field, 3, true}};
    for (const auto &e : expected)
        QVERIFY2(scored.contains(e), qPrintable(u"%1 points not scored"_s.arg(std::get<2>(e))));
    QCOMPARE(scored.size(), expected.size());
}

void TestLessons::textsFallBackToEnglish()
{
    const document::LessonText text{{u"en"_s, u"Hello"_s}, {u"de"_s, u"Hallo"_s}};
    QCOMPARE(document::lessonText(text, u"de_AT"_s), u"Hallo"_s);
    QCOMPARE(document::lessonText(text, u"it"_s), u"Hello"_s);
}

void TestLessons::malformedLessonsAreReported_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");

    const QJsonObject base = builtinObject(u"base"_s);
    QTest::newRow("not json") << QByteArray("{\"format\": ") << QString() << u"line"_s;
    QTest::newRow("array") << QByteArray("[]") << QString() << u"JSON object"_s;
    {
        QJsonObject o = base;
        o.insert(u"format"_s, u"tessera-game"_s);
        QTest::newRow("format") << toJson(o) << u"$.format"_s << u"tessera-lesson"_s;
    }
    {
        QJsonObject o = base;
        o.insert(u"version"_s, 99);
        QTest::newRow("version") << toJson(o) << u"$.version"_s << u"version"_s;
    }
    {
        QJsonObject o = base;
        o.insert(u"colour"_s, 1);
        QTest::newRow("unknown key") << toJson(o) << u"$.colour"_s << u"Unknown key"_s;
    }
    {
        QJsonObject o = base;
        QJsonObject title = o.value(u"title"_s).toObject();
        title.remove(u"fr"_s);
        o.insert(u"title"_s, title);
        QTest::newRow("missing language") << toJson(o) << u"$.title.fr"_s << u"fr text"_s;
    }
    {
        QJsonObject o = base;
        QJsonArray steps = o.value(u"steps"_s).toArray();
        QJsonObject step = steps[2].toObject();
        step.remove(u"wrong"_s);
        steps[2] = step;
        o.insert(u"steps"_s, steps);
        QTest::newRow("missing wrong") << toJson(o) << u"$.steps[2].wrong"_s << u"Missing text"_s;
    }
    {
        // A change of the script that scores otherwise: the texts no longer say what happened.
        QJsonObject o = base;
        o.insert(u"finalScores"_s, QJsonArray{18, 7});
        QTest::newRow("final score changed") << toJson(o) << u"$.finalScores[0]"_s << u"ends with 20 for Ann, not 18"_s;
        o.remove(u"finalScores"_s);
        QTest::newRow("final scores missing") << toJson(o) << u"$.finalScores"_s << u"ends with [20, 7]"_s;
        o.insert(u"finalScores"_s, QJsonArray{20});
        QTest::newRow("final scores of one player") << toJson(o) << u"$.finalScores"_s << u"2 players"_s;
    }
    // German and French texts are translations, not the English copied: in every kind of text.
    const auto copyEnglish = [](QJsonObject text, const QString &language) {
        text.insert(language, text.value(u"en"_s));
        return text;
    };
    {
        QJsonObject o = base;
        o.insert(u"title"_s, copyEnglish(o.value(u"title"_s).toObject(), u"fr"_s));
        QTest::newRow("title copied") << toJson(o) << u"$.title.fr"_s << u"English one copied"_s;
    }
    {
        QJsonObject o = base;
        o.insert(u"end"_s, copyEnglish(o.value(u"end"_s).toObject(), u"de"_s));
        QTest::newRow("end copied") << toJson(o) << u"$.end.de"_s << u"English one copied"_s;
    }
    for (const QString &key : {u"say"_s, u"wrong"_s}) {
        QJsonObject o = base;
        QJsonArray steps = o.value(u"steps"_s).toArray();
        QJsonObject step = steps[1].toObject();
        step.insert(key, copyEnglish(step.value(key).toObject(), u"de"_s));
        steps[1] = step;
        o.insert(u"steps"_s, steps);
        QTest::newRow(qPrintable(key + u" copied"_s))
            << toJson(o) << u"$.steps[1]."_s + key + u".de"_s << u"English one copied"_s;
    }
    {
        QJsonObject o = base;
        QJsonArray steps = o.value(u"steps"_s).toArray();
        QJsonObject step = steps[2].toObject();
        step.insert(u"turn"_s, 4);
        steps[2] = step;
        o.insert(u"steps"_s, steps);
        QTest::newRow("step in the wrong turn") << toJson(o) << u"$.steps[2].turn"_s << u"turn 3"_s;
    }
    {
        QJsonObject o = base;
        QJsonArray steps = o.value(u"steps"_s).toArray();
        steps.removeLast();
        o.insert(u"steps"_s, steps);
        QTest::newRow("too few steps") << toJson(o) << u"$.steps"_s << u"steps end"_s;
    }
    {
        QJsonObject o = base;
        QJsonArray steps = o.value(u"steps"_s).toArray();
        steps.append(steps.last());
        o.insert(u"steps"_s, steps);
        QTest::newRow("too many steps") << toJson(o) << u"$.steps[10]"_s << u"no decision left"_s;
    }
    {
        QJsonObject o = base;
        QJsonArray steps = o.value(u"steps"_s).toArray();
        QJsonObject step = steps[0].toObject();
        step.insert(u"light"_s, QJsonObject{{u"x"_s, 5}, {u"y"_s, 5}});
        steps[0] = step;
        o.insert(u"steps"_s, steps);
        QTest::newRow("light on nothing") << toJson(o) << u"$.steps[0].light"_s << u"No tile lies at 5, 5"_s;
    }
    {
        // An illegal move in the script: the log reader's own message, placed in the lesson.
        QJsonObject o = base;
        QJsonObject game = o.value(u"game"_s).toObject();
        QJsonArray turns = game.value(u"turns"_s).toArray();
        QJsonObject turn = turns[0].toObject();
        QJsonArray decisions = turn.value(u"decisions"_s).toArray();
        QJsonObject place = decisions[1].toObject();
        place.insert(u"x"_s, 7);
        decisions[1] = place;
        turn.insert(u"decisions"_s, decisions);
        turns[0] = turn;
        game.insert(u"turns"_s, turns);
        o.insert(u"game"_s, game);
        QTest::newRow("illegal move") << toJson(o) << u"$.game.turns[0]"_s << u"Turn 1"_s;
    }
    {
        QJsonObject o = base;
        QJsonObject game = o.value(u"game"_s).toObject();
        game.insert(u"tileSets"_s, QJsonArray{u"castles"_s});
        o.insert(u"game"_s, game);
        QTest::newRow("unknown tile set") << toJson(o) << u"$.game.tileSets[0]"_s << u"not a built-in tile set"_s;
    }
    {
        QJsonObject o = base;
        o.insert(u"learner"_s, 2);
        QTest::newRow("learner") << toJson(o) << u"$.learner"_s << u"index of a player"_s;
    }
}

void TestLessons::malformedLessonsAreReported()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    const document::LessonLoad load = document::parseLesson(json, u"broken.json"_s);
    QVERIFY(!load.lesson);
    QVERIFY(!load.issues.isEmpty());
    bool found = false;
    for (const document::LogIssue &issue : load.issues) {
        QCOMPARE(issue.file, u"broken.json"_s);
        found = found || (issue.jsonPath.startsWith(path) && issue.message.contains(reason, Qt::CaseInsensitive));
    }
    QVERIFY2(found, qPrintable(issuesText(load)));
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
