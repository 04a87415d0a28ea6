// The game window's lessons (docs/lessons.md): the Lesson dock beside the board and its
// runner, Help > Learn to Play, the offer at the first start, and the lessons asked for from
// the help's rules and the new-game dialog. Kept apart from mainwindow.cpp, which plays games.

#include "mainwindow.h"

#include "board/boardview.h"
#include "document/lesson.h"
#include "document/translations.h"
#include "lessons/lessonpanel.h"
#include "lessons/lessonrunner.h"
#include "widgets/problemmessage.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include <utility>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

const QString kOfferedKey = u"lessons/firstStartOffered"_s;

} // namespace

void MainWindow::createLessons()
{
    auto *panel = new LessonPanel;
    m_lessonDock = new QDockWidget(this);
    m_texts.windowTitle(m_lessonDock, [] { return tr("Lesson"); });
    m_lessonDock->setObjectName(u"LessonDock"_s);
    m_lessonDock->setWidget(panel);
    m_lessonDock->setFeatures(QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::LeftDockWidgetArea, m_lessonDock);
    m_lessonDock->hide();
    m_lesson = new LessonRunner(&m_document, m_scene, panel, this);
    addAction(m_lesson->leaveAction());
    connect(m_lesson, &LessonRunner::runningChanged, this, [this](bool running) {
        m_lessonDock->setVisible(running);
        updateTitle();
        updateActions();
        // Esc leaves a lesson; Backspace still picks a tile up.
        m_takeBackAction->setShortcuts(
            running ? QList<QKeySequence>{QKeySequence(Qt::Key_Backspace)}
                    : QList<QKeySequence>{QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::Key_Escape)});
        // The History window would show the script's future and jump about in it.
        if (running) {
            m_historyShownBeforeLesson = m_historyShownBeforeLesson || m_historyDock->isVisible();
            m_historyDock->hide();
        } else if (std::exchange(m_historyShownBeforeLesson, false)) {
            m_historyDock->show();
        }
        if (running)
            return;
        // Left (not replaced by another game): the window says what next. A new player who took
        // the lesson at the first start goes on as "Not Now" does, to the new-game dialog.
        const bool leftToNothing = !m_document.hasGame();
        if (leftToNothing)
            statusBar()->showMessage(tr("Lesson left. Game > New Game starts a game."), 8000);
        if (std::exchange(m_newGameAfterLesson, false) && leftToNothing)
            QTimer::singleShot(0, this, &MainWindow::newGame);
    });
    connect(m_lesson, &LessonRunner::waitingChanged, this, &MainWindow::updateActions);
}

// Help > Learn to Play: every built-in lesson by its title, the base game first.
void MainWindow::addLessonMenu(QMenu *help)
{
    QMenu *learn = m_texts.menu(help->addMenu(QString()), [] { return tr("&Learn to Play"); });
    learn->setObjectName(u"learnToPlayMenu"_s);
    for (const QString &id : document::builtinLessonIds()) {
        QAction *a = m_texts.action(learn->addAction(QString(), this, [this, id] { startLesson(id); }), [id] {
            return literalText(document::builtinLessonTitle(id, document::interfaceLanguage()));
        });
        a->setObjectName(u"lesson-"_s + id);
    }
}

void MainWindow::startLesson(const QString &id)
{
    if (maybeKeepGame())
        playLesson(id);
}

// The game on the board is saved or given up already.
void MainWindow::playLesson(const QString &id)
{
    const document::LessonLoad load = document::loadLesson(document::builtinLessonPath(id));
    if (!load.lesson) {
        QStringList details;
        for (const document::LogIssue &issue : load.issues)
            details << issueLine(issue);
        showProblem(this,
                    {tr("Cannot Start Lesson"), tr("The lesson “%1” could not be read.").arg(id),
                     load.issues.isEmpty() ? QString() : issueLine(load.issues.first()), details.join(u'\n')});
        return;
    }
    // The game left for the lesson was saved or given up: no autosave offers it again.
    m_document.discardAutosave();
    m_computers.setPaused(false);
    m_lesson->start(*load.lesson);
    m_lessonDock->show();
    m_lessonDock->raise();
    QTimer::singleShot(0, m_view, &BoardView::fitBoard);
}

// At the very first start, once: a new player may take the lesson before a first game.
bool MainWindow::offerFirstLesson()
{
    QSettings settings;
    if (settings.value(kOfferedKey, false).toBool())
        return false;
    settings.setValue(kOfferedKey, true);
    QMessageBox box(QMessageBox::Question, tr("Welcome to Tessera"),
                    tr("New to this game? A short guided game teaches it on the board, one step at a time."),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setInformativeText(tr("Help > Learn to Play brings it back at any time."));
    box.button(QMessageBox::Yes)->setText(tr("Learn to Play"));
    box.button(QMessageBox::No)->setText(tr("Not Now"));
    box.setDefaultButton(QMessageBox::Yes);
    if (box.exec() != QMessageBox::Yes)
        return false;
    startLesson(document::builtinLessonIds().value(0, u"base"_s));
    m_newGameAfterLesson = m_lesson->isRunning();
    return m_lesson->isRunning();
}

} // namespace tessera::ui
