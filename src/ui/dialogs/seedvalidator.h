#pragma once
// The optional seed of a new game: empty (a random seed), or decimal digits up to 2^64-1.
// Anything else is refused as it is typed.

#include <QValidator>

#include <cstdint>
#include <optional>

namespace tessera::ui {

class SeedValidator : public QValidator {
    Q_OBJECT

public:
    using QValidator::QValidator;
    State validate(QString &input, int &pos) const override;

    // The seed a valid text stands for; nullopt for an empty (random) one.
    static std::optional<std::uint64_t> seedOf(const QString &text);
};

} // namespace tessera::ui
