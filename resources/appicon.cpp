#include "appicon.h"

namespace tessera {

QIcon appIcon()
{
    return QIcon::fromTheme(QStringLiteral("org.tessera.Tessera"), QIcon(QStringLiteral(":/icons/org.tessera.Tessera.svg")));
}

} // namespace tessera
