#pragma once
// What tessera-cli and its drawing program (tessera-cli-render) set up alike: the process's
// name and reaction to file size limits, and the command's streams on the terminal.

#include "commands.h"
#include "terminaloutput.h"

#include <QTextStream>

namespace tessera::cli {

// After the application object exists: names the program "tessera-cli" with Tessera's version,
// and makes a write beyond the file size limit (ulimit -f, a quota) fail with an error that is
// reported, instead of killing the program and leaving a temporary file behind.
void prepareCliProcess();

// stdout and stderr through TerminalOutput, as a command's CommandIo.
class TerminalStreams {
public:
    TerminalStreams();
    CommandIo io() { return {m_out, m_err}; }

private:
    TerminalOutput m_outDevice{stdout};
    TerminalOutput m_errDevice{stderr};
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace tessera::cli
