#include "cliprocess.h"

#include "tessera/version.h"

#include <QCoreApplication>

#include <csignal>

using namespace Qt::StringLiterals;

namespace tessera::cli {

void prepareCliProcess()
{
    std::signal(SIGXFSZ, SIG_IGN);
    QCoreApplication::setApplicationName(u"tessera-cli"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(TESSERA_VERSION));
}

TerminalStreams::TerminalStreams() : m_out(&m_outDevice), m_err(&m_errDevice) {}

} // namespace tessera::cli
