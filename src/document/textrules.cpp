#include "textrules.h"

#include <QList>

namespace tessera::document {

std::optional<char32_t> firstControlCharacter(const QString &text)
{
    for (const uint c : text.toUcs4()) {
        if (QChar::category(char32_t(c)) == QChar::Other_Control || (c >= 0x202A && c <= 0x202E)
            || (c >= 0x2066 && c <= 0x2069))
            return char32_t(c);
    }
    return std::nullopt;
}

} // namespace tessera::document
