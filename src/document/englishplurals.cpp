// Linked into every binary that links tessera_document (an object of its own, see
// CMakeLists.txt): the sources write plurals once ("%n tiles") and the English translation
// gives "1 tile", so English needs its translator from the application's start, in the game,
// the command line and the tests alike.

#include "translations.h"

#include <QCoreApplication>

namespace {

void installEnglish()
{
    tessera::document::setInterfaceLanguage(QStringLiteral("en"));
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglish)
