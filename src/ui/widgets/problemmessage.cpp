#include "problemmessage.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace tessera::ui {

QString issueLine(const document::LogIssue &issue)
{
    return issue.jsonPath.isEmpty() ? issue.message : issue.jsonPath + u": "_s + issue.message;
}

void showProblem(QWidget *parent, const ProblemMessage &message)
{
    QMessageBox box(QMessageBox::Warning, message.title, message.text, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText); // a file name is never markup
    box.setInformativeText(message.reason);
    if (!message.details.isEmpty())
        box.setDetailedText(message.details);
    box.exec();
}

ProblemMessage openProblem(const QString &path, const QList<document::LogIssue> &issues,
                           std::optional<std::size_t> turnsLoaded, bool gameKept)
{
    // A folder given with a trailing separator ("logs/") has no file name: name the folder.
    const QFileInfo info(path);
    const QString name = info.fileName().isEmpty() ? QFileInfo(info.absolutePath()).fileName() : info.fileName();
    const QString first = issues.isEmpty() ? QCoreApplication::translate("ProblemMessage", "The file is not a game.")
                                           : issueLine(issues.first());
    ProblemMessage m;
    if (!turnsLoaded) {
        m.title = QCoreApplication::translate("ProblemMessage", "Cannot Open Game");
        m.text = QCoreApplication::translate("ProblemMessage", "“%1” could not be opened.").arg(name);
        m.reason = gameKept
            ? QCoreApplication::translate("ProblemMessage", "%1\n\nThe game on the board stays as it was.").arg(first)
            : first;
    } else {
        m.title = QCoreApplication::translate("ProblemMessage", "Game Opened in Part");
        // Where the problem is, the reason says (a turn, or the header's scores).
        m.text = *turnsLoaded == 0
            ? QCoreApplication::translate("ProblemMessage", "“%1” has a problem: the game is shown at its start.").arg(name)
            : QCoreApplication::translate("ProblemMessage", "“%1” has a problem: the game is shown up to turn %2.")
                  .arg(name, QString::number(*turnsLoaded));
        // GameDocument never writes over a damaged log.
        m.reason = QCoreApplication::translate("ProblemMessage",
                                               "%1\n\nSave asks for a new file, so the damaged one stays as it is.")
                       .arg(first);
    }
    // The full path and every problem (a long list is cut: the first ones explain the rest).
    QStringList lines{path};
    for (const document::LogIssue &issue : issues.mid(0, 50))
        lines << issueLine(issue);
    if (issues.size() > 50)
        lines << QCoreApplication::translate("ProblemMessage", "… and %1 more problems.").arg(issues.size() - 50);
    m.details = lines.join(u'\n');
    return m;
}

} // namespace tessera::ui
