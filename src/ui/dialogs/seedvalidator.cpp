#include "seedvalidator.h"

namespace tessera::ui {

QValidator::State SeedValidator::validate(QString &input, int &) const
{
    if (input.isEmpty())
        return Acceptable;
    // ASCII digits only: QChar::isDigit() would also let other scripts' digits in.
    for (const QChar c : input)
        if (c < u'0' || c > u'9')
            return Invalid;
    bool ok = false;
    input.toULongLong(&ok);
    return ok ? Acceptable : Invalid; // beyond 2^64-1
}

std::optional<std::uint64_t> SeedValidator::seedOf(const QString &text)
{
    bool ok = false;
    const qulonglong seed = text.toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return std::uint64_t(seed);
}

} // namespace tessera::ui
