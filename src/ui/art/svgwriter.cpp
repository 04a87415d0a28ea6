#include "svgwriter.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace tessera::art {

QByteArray svgNumber(qreal v)
{
    // Two decimals are far below a device pixel at any tile size players see.
    const qreal rounded = std::round(v * 100) / 100;
    QByteArray text = QByteArray::number(rounded == 0 ? 0.0 : rounded, 'f', 2);
    while (text.endsWith('0'))
        text.chop(1);
    if (text.endsWith('.'))
        text.chop(1);
    return text;
}

QByteArray svgPathData(const QPainterPath &path)
{
    QByteArray d;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        switch (e.type) {
        case QPainterPath::MoveToElement:
            d += 'M';
            break;
        case QPainterPath::LineToElement:
            d += 'L';
            break;
        case QPainterPath::CurveToElement:
            d += 'C';
            break;
        case QPainterPath::CurveToDataElement:
            d += ' ';
            break;
        }
        d += svgNumber(e.x) + ' ' + svgNumber(e.y);
    }
    return d;
}

QByteArray svgPaint(const char *attr, const QColor &color)
{
    QByteArray out = ' ' + QByteArray(attr) + "=\"" + color.name(QColor::HexRgb).toLatin1() + '"';
    if (color.alpha() < 255)
        out += ' ' + QByteArray(attr) + "-opacity=\"" + svgNumber(color.alphaF()) + '"';
    return out;
}

QByteArray svgStroke(const QColor &color, qreal width, bool roundCaps)
{
    return svgPaint("stroke", color) + " stroke-width=\"" + svgNumber(width)
        + "\" stroke-linejoin=\"round\" stroke-linecap=\"" + (roundCaps ? "round" : "butt") + '"';
}

SvgWriter::SvgWriter(qreal width, qreal height) : m_width(width), m_height(height) {}

void SvgWriter::path(const QPainterPath &path, const QByteArray &attributes)
{
    m_body += "<path d=\"" + svgPathData(path) + '"' + attributes + "/>\n";
}

void SvgWriter::circle(QPointF centre, qreal radius, const QByteArray &attributes)
{
    m_body += "<circle cx=\"" + svgNumber(centre.x()) + "\" cy=\"" + svgNumber(centre.y()) + "\" r=\"" + svgNumber(radius)
        + '"' + attributes + "/>\n";
}

void SvgWriter::ellipse(QPointF centre, qreal rx, qreal ry, const QByteArray &attributes)
{
    m_body += "<ellipse cx=\"" + svgNumber(centre.x()) + "\" cy=\"" + svgNumber(centre.y()) + "\" rx=\"" + svgNumber(rx)
        + "\" ry=\"" + svgNumber(ry) + '"' + attributes + "/>\n";
}

void SvgWriter::beginGroup(QPointF at, qreal degrees, qreal scale)
{
    QByteArray transform = "translate(" + svgNumber(at.x()) + ' ' + svgNumber(at.y()) + ')';
    if (degrees != 0)
        transform += " rotate(" + svgNumber(degrees) + ')';
    if (scale != 1)
        transform += " scale(" + svgNumber(scale) + ')';
    m_body += "<g transform=\"" + transform + "\">\n";
}

void SvgWriter::beginGroup(const QByteArray &attributes)
{
    m_body += "<g" + attributes + ">\n";
}

QByteArray SvgWriter::finish() const
{
    QByteArray out =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" baseProfile=\"tiny\" "
        "viewBox=\"0 0 "
        + svgNumber(m_width) + ' ' + svgNumber(m_height) + "\" width=\"" + svgNumber(m_width) + "\" height=\""
        + svgNumber(m_height) + "\">\n";
    if (!m_defs.isEmpty())
        out += "<defs>\n" + m_defs + "</defs>\n";
    out += m_body;
    out += "</svg>\n";
    return out;
}

} // namespace tessera::art
