#include "playername.h"

#include "textrules.h"

#include <QCoreApplication>

namespace tessera::document {

std::optional<QString> playerNameProblem(const QString &name)
{
    const QList<uint> characters = name.toUcs4();
    if (name.trimmed().isEmpty() || characters.size() > kMaxPlayerNameLength)
        return QCoreApplication::translate("PlayerName", "A player name must have 1 to %1 characters.")
            .arg(kMaxPlayerNameLength);
    if (const auto c = firstControlCharacter(name))
        return QCoreApplication::translate("PlayerName",
                                           "A player name must not contain control characters "
                                           "(character U+%1).")
            .arg(uint(*c), 4, 16, QLatin1Char('0'));
    return std::nullopt;
}

QString computerLevelText(ComputerLevel level)
{
    switch (level) {
    case ComputerLevel::Easy:
        return QCoreApplication::translate("ComputerLevel", "Easy");
    case ComputerLevel::Medium:
        break;
    case ComputerLevel::Hard:
        return QCoreApplication::translate("ComputerLevel", "Hard");
    }
    return QCoreApplication::translate("ComputerLevel", "Medium");
}

QString seatName(const PlayerInfo &player)
{
    if (!player.computer)
        return player.name;
    return QCoreApplication::translate("ComputerLevel", "%1 (%2)").arg(player.name, computerLevelText(player.level));
}

} // namespace tessera::document
