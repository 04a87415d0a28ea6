#pragma once
// Answering the modal dialogs a window opens while a test drives it: the next message box, the
// next file dialog (with a confirmation of overwriting after it, when Qt asks one).

#include <QAbstractButton>
#include <QApplication>
#include <QDeadlineTimer>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace tessera::test {

// Runs `answer` on the next modal dialog once it is up (polling, for up to 5 s), skipping
// `closing`, a dialog that is on its way out.
inline void onNextModal(std::function<void(QWidget *)> answer, QPointer<QWidget> closing = nullptr)
{
    auto *poll = new QTimer;
    const QDeadlineTimer deadline(5000);
    QObject::connect(poll, &QTimer::timeout, [poll, answer, closing, deadline] {
        QWidget *modal = QApplication::activeModalWidget();
        const bool found = modal && modal != closing;
        if (!found && !deadline.hasExpired())
            return;
        poll->stop();
        poll->deleteLater();
        if (found)
            answer(modal);
    });
    poll->start(10);
}

// What a message box said.
struct BoxText {
    QString title, text, informative, details;
    explicit BoxText(const QMessageBox *box = nullptr)
    {
        if (box) {
            title = box->windowTitle();
            text = box->text();
            informative = box->informativeText();
            details = box->detailedText();
        }
    }
};

// Answers the next message box with `button` and keeps what it said in `seen`, if given.
inline void answerMessageBox(QMessageBox::StandardButton button, BoxText *seen = nullptr)
{
    onNextModal([button, seen](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY2(box, modal->metaObject()->className());
        if (seen)
            *seen = BoxText(box);
        box->button(button)->click();
    });
}

// Chooses `path` in the next file dialog; when Qt then asks whether to replace the file, says
// yes; then answers the message box that follows (the window's own) with Ok into `seen`, if
// given. The folder the dialog opened in goes into `startedIn`, if given.
inline void answerFileDialog(const QString &path, BoxText *seen = nullptr, QString *startedIn = nullptr)
{
    onNextModal([path, seen, startedIn](QWidget *modal) {
        auto *dialog = qobject_cast<QFileDialog *>(modal);
        if (!dialog)
            return;
        if (startedIn)
            *startedIn = dialog->directory().absolutePath();
        dialog->setOption(QFileDialog::DontConfirmOverwrite);
        dialog->selectFile(path);
        // Typed into the name field too: a save dialog with a suggested name may keep that one.
        if (auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
            name->setText(path);
        if (seen)
            answerMessageBox(QMessageBox::Ok, seen);
        QMetaObject::invokeMethod(dialog, "accept");
    });
}

} // namespace tessera::test
