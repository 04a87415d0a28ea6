#include "renderlauncher.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>

#include <cerrno>
#include <cstring>
#include <vector>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace tessera::cli {

namespace {

QString programFileName()
{
#ifdef Q_OS_WIN
    return QString::fromLatin1(kRenderProgram) + u".exe"_s;
#else
    return QString::fromLatin1(kRenderProgram);
#endif
}

// Beside tessera-cli, then where an install puts it (TESSERA_RENDER_PROGRAM_DIR is relative
// to tessera-cli's own folder).
QStringList candidatePaths()
{
    const QDir here(QCoreApplication::applicationDirPath());
    QStringList paths{here.filePath(programFileName())};
#ifdef TESSERA_RENDER_PROGRAM_DIR
    paths << QDir::cleanPath(here.filePath(QStringLiteral(TESSERA_RENDER_PROGRAM_DIR) + u'/' + programFileName()));
#endif
    return paths;
}

} // namespace

int launchRender(int argc, char **argv, CommandIo io)
{
    const QStringList candidates = candidatePaths();
    QString program;
    for (const QString &path : candidates) {
        if (QFileInfo(path).isExecutable()) {
            program = path;
            break;
        }
    }
    if (program.isEmpty()) {
        io.err << "tessera-cli render: the drawing program " << kRenderProgram << " is missing (looked for "
               << candidates.join(u" and "_s) << "); install Tessera again.\n";
        return Failure;
    }
    io.err.flush();
    io.out.flush();
#ifdef Q_OS_UNIX
    // Its arguments: tessera-cli's own name (for the usage lines), then those after "render".
    std::vector<char *> arguments{argv[0]};
    for (int i = 2; i < argc; ++i)
        arguments.push_back(argv[i]);
    arguments.push_back(nullptr);
    const QByteArray path = QFile::encodeName(program);
    ::execv(path.constData(), arguments.data());
    io.err << "tessera-cli render: cannot start " << program << ": " << QString::fromLocal8Bit(std::strerror(errno)) << '\n';
    return Failure;
#else
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.setInputChannelMode(QProcess::ForwardedInputChannel);
    process.start(program, QCoreApplication::arguments().mid(2));
    if (!process.waitForStarted(-1)) {
        io.err << "tessera-cli render: cannot start " << program << ": " << process.errorString() << '\n';
        return Failure;
    }
    process.waitForFinished(-1);
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : Failure;
#endif
}

} // namespace tessera::cli
