#pragma once
// A message shown for a while in a status bar, cut with an ellipsis to the room beside the
// permanent widgets there (the status bar itself clips a long message without a sign), and cut
// again to the new room when the bar's width changes while it is shown.

#include <QDeadlineTimer>
#include <QObject>
#include <QString>

#include <functional>

class QStatusBar;

namespace tessera::ui {

class ElidedStatusMessage : public QObject {
public:
    // `taken` gives the width the permanent widgets take now.
    ElidedStatusMessage(QStatusBar *bar, std::function<int()> taken);

    void show(const QString &message, int timeoutMs);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fit(int timeoutMs);

    QStatusBar *m_bar;
    std::function<int()> m_taken;
    QString m_message; // whole
    QString m_shown;   // as cut for the room
    QDeadlineTimer m_until;
};

} // namespace tessera::ui
