#include "theme.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace tessera::ui {

namespace {

struct SystemLook {
    QString style;
    QPalette palette;
};

// The look the desktop gave us, remembered before the first change so that it can come back.
const SystemLook &systemLook()
{
    static const SystemLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2d, 0x2f, 0x31), base(0x1f, 0x21, 0x23), text(0xe8, 0xe6, 0xe3);
    const QColor disabled(0x80, 0x80, 0x80), highlight(0x3d, 0x8e, 0xd8);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, highlight.lighter(130));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(150));
    p.setColor(QPalette::Mid, window.lighter(120));
    p.setColor(QPalette::Dark, window.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, window.lighter(140));
    return p;
}

// Fusion outlines check boxes and radio buttons in the window colour made darker, which on a
// dark window hardly shows: an unticked box was nearly invisible. This draws the outline again
// in the text's colour, softened.
class DarkIndicators : public QProxyStyle {
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        const bool box = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
        if (!box && element != PE_IndicatorRadioButton)
            return;
        QColor edge = option->palette.color(QPalette::Text);
        edge.setAlphaF(option->state & State_Enabled ? 0.6 : 0.3);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(edge, 1));
        painter->setBrush(Qt::NoBrush);
        const QRectF r = QRectF(option->rect).adjusted(0.5, 0.5, -1.5, -1.5);
        if (box)
            painter->drawRoundedRect(r, 1.5, 1.5);
        else
            painter->drawEllipse(r);
        painter->restore();
    }
};

} // namespace

void applyTheme(bool dark)
{
    const SystemLook &system = systemLook();
    if (dark) {
        QApplication::setStyle(new DarkIndicators(QStyleFactory::create(QStringLiteral("Fusion"))));
        QApplication::setPalette(darkPalette());
    } else {
        QApplication::setStyle(QStyleFactory::create(system.style));
        QApplication::setPalette(system.palette);
    }
}

} // namespace tessera::ui
