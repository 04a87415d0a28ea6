#pragma once
// Plays a lesson (document/lesson.h) on the game window's real board: the script becomes the
// document's recorded future (GameDocument::playScript), so the engine plays the same game.
// At each decision of the learner it shows the step's instruction beside the board and lights
// its target; the learner plays it with the board as in any game. A move that is not the
// step's is taken back at once (the tile picked up, the figure choice undone) and the step's
// friendly explanation shown: the step stays. The other players' decisions are played from
// the script at a watching pace. Esc or the panel's button leaves: the lesson's game is
// closed, nothing is kept, and the autosave and the confirmation preference are as before.

#include "document/gamedocument.h"
#include "document/lesson.h"

#include <QObject>
#include <QTimer>

class QAction;

namespace tessera::ui {

class BoardScene;
class LessonLight;
class LessonPanel;

class LessonRunner : public QObject {
    Q_OBJECT

public:
    // `panel` shows the lesson; `leave` (Esc) is enabled while a lesson runs.
    LessonRunner(document::GameDocument *document, BoardScene *scene, LessonPanel *panel, QObject *parent = nullptr);
    ~LessonRunner() override;

    void start(document::Lesson lesson);
    void leave();
    bool isRunning() const { return m_running; }
    // While a lesson runs, the board takes input only for the learner's decisions (asked of the
    // position itself, so that the board knows it as soon as the stage changes).
    bool learnerMayAct() const;
    const document::Lesson &lesson() const { return m_lesson; }
    // The step waiting for the learner (an index into lesson().steps), or -1.
    int waitingStep() const { return m_waitingStep; }
    const LessonLight *light() const { return m_light; }
    QAction *leaveAction() const { return m_leaveAction; }
    // Milliseconds between two of the other players' decisions (tests make it short).
    void setPace(int milliseconds) { m_pace.setInterval(milliseconds); }

signals:
    void runningChanged(bool running);
    void waitingChanged(); // a step waits for the learner, or no longer

private:
    void stop();
    void advance();
    bool ownsGame() const;
    bool onScriptLine() const;
    void takeBackWrongMove();
    void takeBackTurnEnd();
    void explain(const document::LessonStep &step, bool rotationOnly);
    void showStep(int index);
    void showEnd();
    void retranslate();
    void setWaiting(int step);

    document::GameDocument *m_document;
    BoardScene *m_scene;
    LessonPanel *m_panel;
    LessonLight *m_light; // owned by the scene
    QAction *m_leaveAction;
    document::Lesson m_lesson;
    std::vector<engine::GameTree::TurnId> m_scriptLine; // the script's turns in the document's tree
    bool m_running = false;
    QDateTime m_created;                // of the lesson's game: another game on the board ends the lesson
    int m_waitingStep = -1;             // the step the learner is asked to play
    int m_explainedStep = -1;           // the step whose explanation is shown
    document::LessonText m_explanation; // shown for that step
    QString m_autosavePath;             // the window's, given back when the lesson ends
    bool m_confirmTurns = true;         // the player's preference, given back too
    QTimer m_check;                     // looks at the position once the document has settled
    QTimer m_pace;                      // the other players' next decision
};

} // namespace tessera::ui
