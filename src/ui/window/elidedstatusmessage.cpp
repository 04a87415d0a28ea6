#include "elidedstatusmessage.h"

#include <QEvent>
#include <QStatusBar>

#include <algorithm>

namespace tessera::ui {

ElidedStatusMessage::ElidedStatusMessage(QStatusBar *bar, std::function<int()> taken)
    : QObject(bar), m_bar(bar), m_taken(std::move(taken))
{
    bar->installEventFilter(this);
}

void ElidedStatusMessage::show(const QString &message, int timeoutMs)
{
    m_message = message;
    // QStatusBar takes a timeout of 0 or less as "until replaced".
    m_until = timeoutMs > 0 ? QDeadlineTimer(timeoutMs) : QDeadlineTimer(QDeadlineTimer::Forever);
    fit(timeoutMs);
}

void ElidedStatusMessage::fit(int timeoutMs)
{
    const int room = m_bar->contentsRect().width() - 4 * m_bar->fontMetrics().averageCharWidth() - m_taken();
    m_shown = room > 0 ? m_bar->fontMetrics().elidedText(m_message, Qt::ElideRight, room) : m_message;
    m_bar->showMessage(m_shown, timeoutMs);
}

bool ElidedStatusMessage::eventFilter(QObject *watched, QEvent *event)
{
    // Only while the message is still the one shown: another took its place, or its time ran out.
    if (watched == m_bar && event->type() == QEvent::Resize && !m_shown.isEmpty() && m_bar->currentMessage() == m_shown
        && !m_until.hasExpired())
        fit(m_until.isForever() ? 0 : std::max(1, int(m_until.remainingTime()))); // 0 would be "forever"
    return QObject::eventFilter(watched, event);
}

} // namespace tessera::ui
