#pragma once
// tessera-cli render runs in a program of its own, tessera-cli-render: drawing needs Qt Gui,
// Widgets and Svg with their font, X11 and OpenGL libraries, about 8 MiB resident as soon as
// they are mapped. Kept out of tessera-cli, every other command (simulate, match, analyse)
// starts lighter and faster; `render` finds the drawing program beside tessera-cli (the build
// tree, macOS's bundle, Windows) or in libexec/tessera (Linux installs) and hands over to it.

#include "commands.h"

namespace tessera::cli {

// The name of the drawing program and where it is looked for, for messages and tests.
inline constexpr const char *kRenderProgram = "tessera-cli-render";

// Runs `tessera-cli render ARGS` in the drawing program with the same arguments, streams and
// exit code (on Unix the process becomes it). Returns only on failure to start it, with the
// reason on io.err, or on systems without exec, when it has finished.
int launchRender(int argc, char **argv, CommandIo io);

} // namespace tessera::cli
