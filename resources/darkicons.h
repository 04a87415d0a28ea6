#pragma once
// Tessera's own icons drawn for the palette in force. They are grey strokes with a blue accent,
// made for light windows: on a dark window (dark mode) the grey hardly shows, and the style's
// generated disabled look (lighter) made disabled Undo brighter than enabled Undo. On a dark
// palette this engine draws them light, and disabled ones dim; on a light palette it draws the
// icon it was given (the desktop's theme or ours) as it is. The palette is looked at each time
// an icon is drawn, so a change of theme while windows are open shows at once.

#include <QIcon>
#include <QIconEngine>

namespace tessera {

class PaletteIconEngine : public QIconEngine {
public:
    // `name`: the freedesktop name; `ownSvg`: the path of Tessera's SVG of this icon (empty
    // when it has none); `light`: the icon for light palettes.
    PaletteIconEngine(QString name, QString ownSvg, QIcon light);

    QIconEngine *clone() const override;
    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override;
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QString iconName() override { return m_name; }
    bool isNull() override { return m_light.isNull(); }

    // Whether the application's palette is a dark one (light text on a dark window).
    static bool darkPalette();
    // Our SVG recoloured for a dark window: the grey light, the blue lighter, or all dim for a
    // disabled icon.
    static QByteArray darkSvg(const QByteArray &svg, QIcon::Mode mode);

private:
    QPixmap darkPixmap(const QSize &pixels, QIcon::Mode mode) const;

    QString m_name;
    QString m_ownSvg;
    QIcon m_light;
};

} // namespace tessera
