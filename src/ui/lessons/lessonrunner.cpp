#include "lessonrunner.h"

#include "board/boardscene.h"
#include "document/playername.h"
#include "document/translations.h"
#include "lessonlight.h"
#include "lessonpanel.h"

#include <QAction>
#include <QEvent>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using Stage = document::GameDocument::Stage;

namespace {

// The decision the script holds next at the document's position, if the turn so far is the
// script's (draws included).
const engine::TurnRecord *scriptedTurn(const document::GameDocument &doc)
{
    const engine::GameTree &tree = doc.tree();
    const engine::GameTree::TurnId next = tree.next(tree.cursor());
    return next == engine::GameTree::kNoNode ? nullptr : &tree.node(next).turn;
}

// Where the turn played so far leaves the script: the index of its first decision that is
// not the script's, or of the pending choice when only that differs.
std::size_t divergence(const document::GameDocument &doc, const engine::TurnRecord &script)
{
    const std::vector<engine::Decision> &taken = doc.match().currentTurn().decisions;
    std::size_t i = 0;
    while (i < taken.size() && i < script.decisions.size() && taken[i] == script.decisions[i])
        ++i;
    return i;
}

} // namespace

LessonRunner::LessonRunner(document::GameDocument *document, BoardScene *scene, LessonPanel *panel, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_scene(scene)
    , m_panel(panel)
    , m_light(new LessonLight)
    , m_leaveAction(new QAction(this))
{
    m_scene->addItem(m_light); // the scene's from now on, hidden until a step lights it
    m_leaveAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leaveAction->setShortcutContext(Qt::WindowShortcut);
    m_leaveAction->setEnabled(false);
    connect(m_leaveAction, &QAction::triggered, this, &LessonRunner::leave);
    connect(m_panel, &LessonPanel::leaveRequested, this, &LessonRunner::leave);
    // Once the document has settled (it announces a stage within its own commands).
    m_check.setSingleShot(true);
    m_check.setInterval(0);
    connect(&m_check, &QTimer::timeout, this, &LessonRunner::advance);
    m_pace.setSingleShot(true);
    m_pace.setInterval(700);
    connect(&m_pace, &QTimer::timeout, this, [this] {
        if (m_running && ownsGame() && m_waitingStep < 0)
            m_document->redo(); // the other player's scripted decision
    });
    const auto check = [this] {
        if (m_running)
            m_check.start();
    };
    connect(m_document, &document::GameDocument::stageChanged, this, check);
    connect(m_document, &document::GameDocument::gameReset, this, check);
    connect(document::LanguageWatch::instance(), &document::LanguageWatch::changed, this, &LessonRunner::retranslate);
}

LessonRunner::~LessonRunner() = default;

void LessonRunner::start(document::Lesson lesson)
{
    m_lesson = std::move(lesson);
    if (!m_running) {
        m_autosavePath = m_document->autosavePath();
        m_confirmTurns = m_document->confirmTurns();
    }
    // Nothing of a lesson is autosaved (it would stand in for the player's own game); each
    // figure choice waits for a confirmation, which the runner gives when the choice is right.
    m_document->setAutosavePath(QString());
    m_document->setConfirmTurns(true);
    m_scriptLine = m_lesson.script.mainLine();
    m_running = true;
    m_waitingStep = -1;
    m_explainedStep = -1;
    document::GameInfo info = m_lesson.info;
    info.created = QDateTime::currentDateTimeUtc();
    m_created = info.created;
    m_document->playScript(info, m_lesson.script);
    m_panel->setFinished(false);
    m_panel->setExplanation(QString());
    m_leaveAction->setEnabled(true);
    retranslate();
    emit runningChanged(true);
    m_check.start();
}

void LessonRunner::leave()
{
    if (!m_running)
        return;
    // The lesson's game goes first, so that those told the lesson ended find no game: the
    // window then says what to do next.
    if (ownsGame())
        m_document->close();
    stop();
}

// The lesson ends; the game on the board stays as it is.
void LessonRunner::stop()
{
    m_running = false;
    m_check.stop();
    m_pace.stop();
    m_light->light(m_scene, std::nullopt);
    m_leaveAction->setEnabled(false);
    setWaiting(-1);
    m_document->setAutosavePath(m_autosavePath);
    m_document->setConfirmTurns(m_confirmTurns);
    emit runningChanged(false);
}

bool LessonRunner::learnerMayAct() const
{
    return !m_running || !ownsGame() || m_document->game().decidingPlayer() == m_lesson.learner;
}

// Another game on the board (opened, started, continued from a replay) ends the lesson.
bool LessonRunner::ownsGame() const
{
    return m_document->hasGame() && m_document->info().created == m_created
        && m_document->info().players == m_lesson.info.players;
}

void LessonRunner::setWaiting(int step)
{
    if (step == m_waitingStep)
        return;
    m_waitingStep = step;
    emit waitingChanged();
}

// Looks at the position: a wrong move is taken back and explained, a right figure choice
// confirmed, the other players' decisions played, the learner's next step shown.
void LessonRunner::advance()
{
    if (!m_running)
        return;
    if (!ownsGame()) {
        stop(); // the game was replaced: the lesson ends, the new game stays
        return;
    }
    if (m_document->stage() == Stage::GameOver) {
        showEnd();
        return;
    }
    if (!onScriptLine()) {
        takeBackTurnEnd();
        return;
    }
    if (!scriptedTurn(*m_document))
        return; // the script's last turn is played: the game is over (above)
    if (!m_document->canRedo()) {
        takeBackWrongMove();
        return;
    }
    if (m_document->stage() == Stage::Confirming) {
        setWaiting(-1);
        m_document->redo(); // the choice is the script's: confirmed
        return;
    }
    const int turn = int(m_document->match().turns().size()) + 1;
    const int entry = int(m_document->match().currentTurn().decisions.size());
    const document::LessonStep *step = m_lesson.stepAt(turn, entry);
    if (step && m_document->game().decidingPlayer() == m_lesson.learner) {
        showStep(m_lesson.indexOf(step));
        return;
    }
    // The other player's decision (or one the game makes for the learner): played from the script.
    setWaiting(-1);
    m_light->light(m_scene, std::nullopt);
    m_panel->setProgress(0, int(m_lesson.steps.size()));
    m_panel->setInstruction(
        tr("%1 plays\u2026").arg(document::seatName(m_document->info().players[m_document->game().decidingPlayer()])));
    m_pace.start();
}

// The learner's move is not the step's: the tile picked up again, the figure choice or the
// dragon's step undone. A tile placed as asked but turned another way that looks the same is
// put right silently.
void LessonRunner::takeBackWrongMove()
{
    const engine::TurnRecord &script = *scriptedTurn(*m_document);
    const std::size_t at = divergence(*m_document, script);
    const int turn = int(m_document->match().turns().size()) + 1;
    const document::LessonStep *step = m_lesson.stepAt(turn, int(at));
    const std::vector<engine::Decision> &taken = m_document->match().currentTurn().decisions;
    bool sameLook = false;
    bool rotationOnly = false;
    if (step && step->decision.kind == engine::DecisionKind::Place && at < taken.size()
        && taken[at].kind == engine::DecisionKind::Place && taken[at].tile == step->decision.tile
        && taken[at].placement.pos == step->decision.placement.pos) {
        const int distinct = m_document->game().catalog().tile(step->decision.tile).distinctRotations;
        sameLook = (taken[at].placement.rotation - step->decision.placement.rotation) % distinct == 0;
        rotationOnly = !sameLook;
    }
    // One decision back: the figure choice, the dragon's step, or the tile (a builder's bonus
    // tile alone: the turn's first tile stays).
    m_document->undo();
    if (sameLook) {
        m_document->redo(); // the script's rotation, which looks the same
        return;
    }
    if (step)
        explain(*step, rotationOnly);
}

bool LessonRunner::onScriptLine() const
{
    const engine::GameTree::TurnId cursor = m_document->tree().cursor();
    return cursor == engine::GameTree::kRoot
        || std::find(m_scriptLine.begin(), m_scriptLine.end(), cursor) != m_scriptLine.end();
}

// A wrong move that ended its turn (the dragon's last step): the turn is played again without
// it, and the script is made the game's line again (a turn played after an undo takes its place).
void LessonRunner::takeBackTurnEnd()
{
    const engine::TurnRecord &ended = m_document->tree().node(m_document->tree().cursor()).turn;
    const int turn = int(m_document->match().turns().size());
    int entry = int(ended.decisions.size()) - 1;
    while (entry > 0 && ended.decisions[std::size_t(entry)].isDraw())
        --entry;
    m_document->undo();
    m_document->makeMainLine(m_scriptLine.back());
    if (const document::LessonStep *step = m_lesson.stepAt(turn, entry))
        explain(*step, false);
}

void LessonRunner::explain(const document::LessonStep &step, bool rotationOnly)
{
    m_explainedStep = m_lesson.indexOf(&step);
    m_explanation = rotationOnly && !step.wrongRotation.isEmpty() ? step.wrongRotation : step.wrong;
    m_panel->setExplanation(document::lessonText(m_explanation, document::interfaceLanguage()));
}

void LessonRunner::showStep(int index)
{
    const document::LessonStep &step = m_lesson.steps[std::size_t(index)];
    if (index != m_explainedStep) {
        m_explainedStep = -1;
        m_panel->setExplanation(QString());
    }
    m_panel->setProgress(index + 1, int(m_lesson.steps.size()));
    m_panel->setInstruction(document::lessonText(step.say, document::interfaceLanguage()));
    m_light->light(m_scene, step.light);
    setWaiting(index);
}

void LessonRunner::showEnd()
{
    setWaiting(-1);
    m_light->light(m_scene, std::nullopt);
    m_panel->setProgress(0, int(m_lesson.steps.size()));
    m_panel->setExplanation(QString());
    m_panel->setInstruction(document::lessonText(m_lesson.end, document::interfaceLanguage()));
    m_panel->setFinished(true);
}

// A new language: the lesson's own texts in it (the panel's buttons follow by themselves).
void LessonRunner::retranslate()
{
    m_leaveAction->setText(tr("Leave Lesson"));
    if (!m_running)
        return;
    const QString language = document::interfaceLanguage();
    m_panel->setTitle(document::lessonText(m_lesson.title, language));
    if (m_explainedStep >= 0)
        m_panel->setExplanation(document::lessonText(m_explanation, language));
    m_check.start(); // the step's instruction again
}

} // namespace tessera::ui
