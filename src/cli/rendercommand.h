#pragma once
// tessera-cli render: pictures of a game's positions. Kept apart from the other commands so that
// only this one links the drawing (Qt Gui and Widgets, rendering offscreen).

#include "commands.h"

#include <QCoreApplication>

#include <memory>

namespace tessera::cli {

// The application object the render command needs: a QApplication on the offscreen platform
// (unless the environment names another), so that it draws without a display.
std::unique_ptr<QCoreApplication> makeRenderApplication(int &argc, char **argv);
int runRender(const QStringList &args, CommandIo io);

} // namespace tessera::cli
