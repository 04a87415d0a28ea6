#include "fileopenfilter.h"

#include "mainwindow.h"

#include <QCoreApplication>
#include <QFileOpenEvent>
#include <QTimer>

namespace tessera::ui {

FileOpenFilter::FileOpenFilter(MainWindow *window) : QObject(window), m_window(window)
{
    QCoreApplication::instance()->installEventFilter(this);
}

bool FileOpenFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::FileOpen || watched != QCoreApplication::instance())
        return QObject::eventFilter(watched, event);
    m_received = true;
    // Opened from the event loop: a problem's message box must not run inside the filter.
    QTimer::singleShot(0, m_window, [window = m_window, path = static_cast<QFileOpenEvent *>(event)->file()] {
        window->show();
        window->raise();
        window->openFile(path);
    });
    return true;
}

} // namespace tessera::ui
