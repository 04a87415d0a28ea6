#include "helplabel.h"

namespace tessera::ui {

namespace {

// Narrow enough for two columns of a dialog on a small screen at 2x, wide enough that a
// sentence takes few lines.
constexpr int kMinimumCharacters = 40;

} // namespace

HelpLabel::HelpLabel(QWidget *parent)
    : HelpLabel(QString(), parent)
{
}

HelpLabel::HelpLabel(const QString &text, QWidget *parent)
    : QLabel(text, parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
}

QSize HelpLabel::minimumSizeHint() const
{
    const int width = fontMetrics().averageCharWidth() * kMinimumCharacters + contentsMargins().left()
        + contentsMargins().right() + std::max(indent(), 0);
    return {width, heightForWidth(width)};
}

} // namespace tessera::ui
