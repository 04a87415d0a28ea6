#pragma once
// Art drawn into images: the one drawing every pixmap of the art cache comes from, on the GUI
// thread or another one. A QImage and a QSvgRenderer of its own on each thread (QPainter on a
// QImage is safe there; a QPixmap is not, and a renderer must not be shared).

#include "engine/tiletype.h"

#include <QByteArray>
#include <QImage>

class QPainter;
class QSvgRenderer;

namespace tessera::art {

// The SVG drawn into `pixels` x `pixels` premultiplied ARGB (the format of a pixmap with
// alpha, so that QPixmap::fromImage() takes it without converting), turned `rotation`
// quarter turns clockwise.
QImage renderArt(QSvgRenderer &renderer, int pixels, int rotation);
// The drawing itself, on any painter of a `pixels` square device.
void paintArt(QPainter *painter, QSvgRenderer &renderer, int pixels, int rotation);

// The tile's SVG (its own art, or the generated picture when there is none or it does not
// parse), parsed.
QByteArray drawableTileSvg(const engine::TileType &tile);

// What identifies a tile type's picture between runs: a hash of everything in the type that
// could change its art, of the art code that draws it (a hash of its sources, made by the
// build) and of the Qt version that renders it.
QByteArray tileArtKey(const engine::TileType &tile);
// The same for a figure's picture: a hash of its SVG, the art code and the Qt version.
QByteArray figureArtKey(QByteArrayView svg);

} // namespace tessera::art
