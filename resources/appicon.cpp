#include "appicon.h"

namespace tessera {

QIcon appIcon()
{
    return QIcon::fromTheme(QStringLiteral(TESSERA_APP_ID), QIcon(QStringLiteral(":/icons/app.svg")));
}

} // namespace tessera
