#pragma once
// How the game window and the replay viewer report a problem: a short, complete title (window
// managers cut long ones), the sentence and its reason in the dialog's own text where nothing
// hides them, and the long rest (full paths, every problem of a file) behind "Show Details...".

#include "document/gamelog.h"

#include <QString>

#include <optional>

class QWidget;

namespace tessera::ui {

struct ProblemMessage {
    QString title;
    QString text;    // what happened, naming the file
    QString reason;  // why, and what it means for the game on screen
    QString details; // may be empty
};

// One problem of a file: "$.turns[11].x: the reason" (the reason alone for the whole file).
QString issueLine(const document::LogIssue &issue);

// Shows the message modally as a warning.
void showProblem(QWidget *parent, const ProblemMessage &message);

// What a failed open did. `turnsLoaded` is empty when nothing was loaded (the game on screen,
// if any, stays; `gameKept` says whether there is one), or the number of valid turns shown.
ProblemMessage openProblem(const QString &path, const QList<document::LogIssue> &issues,
                           std::optional<std::size_t> turnsLoaded, bool gameKept);

} // namespace tessera::ui
