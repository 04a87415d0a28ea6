#include "helplabel.h"

namespace tessera::ui {

HelpLabel::HelpLabel(QWidget *parent) : HelpLabel(QString(), parent) {}

HelpLabel::HelpLabel(const QString &text, QWidget *parent) : QLabel(text, parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
}

void HelpLabel::setMinimumCharacters(int characters)
{
    m_minimumCharacters = characters;
    updateGeometry();
}

QSize HelpLabel::minimumSizeHint() const
{
    const int width = fontMetrics().averageCharWidth() * m_minimumCharacters + contentsMargins().left()
        + contentsMargins().right() + std::max(indent(), 0);
    return {width, heightForWidth(width)};
}

} // namespace tessera::ui
