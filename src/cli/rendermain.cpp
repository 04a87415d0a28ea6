// tessera-cli-render: `tessera-cli render` in a program of its own, the only part of tessera-cli
// that draws and so links Qt Gui (renderlauncher.h says why). tessera-cli hands over to it
// with the arguments after "render".

#include "cliprocess.h"
#include "rendercommand.h"

using namespace tessera::cli;

int main(int argc, char *argv[])
{
    const std::unique_ptr<QCoreApplication> app = makeRenderApplication(argc, argv);
    prepareCliProcess();
    TerminalStreams streams;
    return runRender(QCoreApplication::arguments().mid(1), streams.io());
}
