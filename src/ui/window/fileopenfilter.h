// Files the system hands to the running program: on macOS a game double-clicked in Finder
// (or dropped on the Dock icon) arrives as a QFileOpenEvent at the application object, never
// on the command line (packaging/macos/Info.plist.in declares the types).
#pragma once

#include <QObject>

namespace tessera::ui {

class MainWindow;

class FileOpenFilter : public QObject {
    Q_OBJECT

public:
    // Watches the application object for the window's lifetime.
    explicit FileOpenFilter(MainWindow *window);

    // Whether a file came this way: then the start needs no new game or resume offer.
    bool received() const { return m_received; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    MainWindow *m_window;
    bool m_received = false;
};

} // namespace tessera::ui
