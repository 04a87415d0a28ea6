#include "colorbutton.h"

#include "colorswatch.h"
#include "document/gamelog.h"

#include <QColorDialog>
#include <QEvent>
#include <QMenu>

#include <algorithm>

namespace tessera::ui {

ColorButton::ColorButton(QWidget *parent) : QToolButton(parent), m_color(QColor(document::defaultPlayerColor(0)))
{
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    setPopupMode(QToolButton::InstantPopup);
    setMenu(new QMenu(this));
    buildMenu();
    refresh();
}

void ColorButton::setColor(const QColor &color)
{
    if (!color.isValid() || color == m_color)
        return;
    m_color = color;
    refresh();
    emit colorChanged(m_color);
}

void ColorButton::changeEvent(QEvent *event)
{
    QToolButton::changeEvent(event);
    // The swatch outlines follow the palette (light or dark), the names the language.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange) {
        buildMenu();
        refresh();
    }
}

// As wide as the widest default colour's name, so that choosing another colour moves nothing
// beside the button (a row of the new-game dialog, the column of buttons under it).
QSize ColorButton::sizeHint() const
{
    // Measured as QToolButton measures its text.
    const auto width = [metrics = fontMetrics()](const QString &text) {
        return metrics.size(Qt::TextShowMnemonic, text).width();
    };
    const QSize hint = QToolButton::sizeHint();
    int widest = 0;
    for (int i = 0; i < kDefaultColorCount; ++i)
        widest = std::max(widest, width(colorName(QColor(document::defaultPlayerColor(i)))));
    return {hint.width() + std::max(0, widest - width(text())), hint.height()};
}

void ColorButton::buildMenu()
{
    QMenu *m = menu();
    m->clear();
    const QColor outline = palette().color(QPalette::WindowText);
    for (int i = 0; i < kDefaultColorCount; ++i) {
        const QColor c(document::defaultPlayerColor(i));
        connect(m->addAction(colorSwatch(c, outline), colorName(c)), &QAction::triggered, this, [this, c] { setColor(c); });
    }
    m->addSeparator();
    connect(m->addAction(tr("Other colour…")), &QAction::triggered, this, &ColorButton::pickOtherColor);
}

void ColorButton::pickOtherColor()
{
    const QColor c = QColorDialog::getColor(m_color, this, tr("Choose a colour"));
    if (c.isValid())
        setColor(c);
}

void ColorButton::refresh()
{
    setIcon(colorSwatch(m_color, palette().color(QPalette::ButtonText)));
    setText(colorName(m_color));
    setAccessibleDescription(colorName(m_color));
    setToolTip(tr("Colour: %1").arg(colorName(m_color)));
}

} // namespace tessera::ui
