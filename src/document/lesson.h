#pragma once
// Lessons (docs/lessons.md): a guided game as data. A lesson file is a real game log (the
// scripted game, replayed and checked by the log reader, so every move in it is legal) plus the
// steps that teach it: for each decision of the learner, in order, the instruction, the
// friendly explanation for a wrong move and what lights up on the board. The other players'
// decisions are played by the lesson itself. The texts are in the file, in every interface
// language, with the final scores they speak of (checked against the script), so that a lesson
// is added or corrected without touching code.
//
// The built-in lessons are compiled in from resources/lessons/<id>.json (:/lessons/<id>.json);
// their ids are those of the tile sets they teach ("base", "river", ...).

#include "gamelog.h"

#include "engine/gametree.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace tessera::document {

inline constexpr int kLessonVersion = 1;

// A text in each language, keyed "en", "de", "fr".
using LessonText = QHash<QString, QString>;
// The text in `language` ("de", "de_DE"), else the English one.
QString lessonText(const LessonText &text, const QString &language);

// What lights up on the board for a step: a position, or a feature of the tile there.
struct LessonTarget {
    engine::Position at;
    std::optional<int> feature; // local feature index of the tile at `at`
};

struct LessonStep {
    int turn = 0;              // 1-based, as in the log
    int entry = 0;             // the decision's index in the turn's list (draws counted)
    engine::Decision decision; // what the learner must do
    LessonText say;            // the instruction
    LessonText wrong;          // why another move is not the one asked for
    LessonText wrongRotation;  // optional: the right position, turned the wrong way
    std::optional<LessonTarget> light;
};

struct Lesson {
    QString id;
    LessonText title;
    LessonText end; // shown when the game is over: the final scoring explained
    int learner = 0;
    GameInfo info;
    engine::GameTree script; // the whole game, cursor at its end
    std::vector<LessonStep> steps;

    // The step of the learner's decision at `entry` of turn `turn` (1-based), if it is one.
    const LessonStep *stepAt(int turn, int entry) const;
    int indexOf(const LessonStep *step) const { return step ? int(step - steps.data()) : -1; }
};

struct LessonLoad {
    std::optional<Lesson> lesson;
    QList<LogIssue> issues; // what is wrong, with the JSON path; empty when the lesson is usable
};

LessonLoad parseLesson(const QByteArray &json, const QString &fileNameForMessages);
LessonLoad loadLesson(const QString &path);

// The built-in lessons: ids in a fixed teaching order (the base game first), and their files.
QStringList builtinLessonIds();
QString builtinLessonPath(const QString &id);
// A built-in lesson's title in `language`, or empty when there is no such lesson.
QString builtinLessonTitle(const QString &id, const QString &language);

} // namespace tessera::document
