#pragma once
// Writes SVG markup: short numbers, QPainterPath as path data, and a few element helpers.
// Everything stays within what QSvgRenderer draws (SVG Tiny 1.2: no clip paths, masks or
// filters), so shapes are clipped in geometry instead.

#include <QByteArray>
#include <QColor>
#include <QPainterPath>
#include <QPointF>

namespace tessera::art {

QByteArray svgNumber(qreal v);
QByteArray svgPathData(const QPainterPath &path);
// ` fill="#rrggbb"` (plus ` fill-opacity` when translucent); attr is "fill" or "stroke".
QByteArray svgPaint(const char *attr, const QColor &color);
// ` stroke=... stroke-width=...` with round joins, and round or flat caps.
QByteArray svgStroke(const QColor &color, qreal width, bool roundCaps = true);

class SvgWriter {
public:
    // Starts the document with viewBox "0 0 width height".
    explicit SvgWriter(qreal width = 100, qreal height = 100);

    void raw(const QByteArray &markup) { m_body += markup; }
    void def(const QByteArray &markup) { m_defs += markup; }
    // `attributes` is attribute text with a leading space, e.g. svgPaint("fill", c).
    void path(const QPainterPath &path, const QByteArray &attributes);
    void circle(QPointF centre, qreal radius, const QByteArray &attributes);
    void ellipse(QPointF centre, qreal rx, qreal ry, const QByteArray &attributes);
    // A group placed at `at`, rotated by `degrees` and scaled by `scale`.
    void beginGroup(QPointF at, qreal degrees = 0, qreal scale = 1);
    void beginGroup(const QByteArray &attributes = {});
    void endGroup() { m_body += "</g>\n"; }

    QByteArray finish() const;

private:
    qreal m_width;
    qreal m_height;
    QByteArray m_defs;
    QByteArray m_body;
};

} // namespace tessera::art
