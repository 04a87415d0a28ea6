#include "tileicons.h"

#include "artpalette.h"
#include "figureart.h"
#include "svgwriter.h"

namespace tessera::art {

namespace {

QByteArray hex(const QColor &c)
{
    return c.name(QColor::HexRgb).toLatin1();
}

// Replaces the colour placeholders of the markup below, so the pictures read as drawings.
QByteArray colored(QByteArray svg)
{
    using namespace palette;
    svg.replace("$ink", hex(ink));
    svg.replace("$stone", hex(stone));
    svg.replace("$roofDark", hex(roofDark));
    svg.replace("$roof", hex(roof));
    svg.replace("$wallDark", hex(wallDark));
    svg.replace("$wall", hex(wall));
    svg.replace("$blueDark", hex(pennantDark));
    svg.replace("$blue", hex(pennantBlue));
    svg.replace("$water", hex(riverFill));
    svg.replace("$shore", hex(riverEdge));
    svg.replace("$road", hex(roadFill));
    return svg;
}

// Buildings are drawn from above, like the roofs of the cities, so that they look right in
// every rotation of the tile.

QByteArray cloister()
{
    // A monastery: the church (tower, nave, apse) and below it the cloister walk around a
    // green garth with its well. Its corners reach 24.5 from the centre (markRadius).
    return "<g transform=\"scale(0.88)\">"
        + colored(
               "<g transform=\"translate(1.6 1.8)\" fill=\"#000\" fill-opacity=\"0.22\">"
               "<rect x=\"-19\" y=\"-18\" width=\"33\" height=\"13\"/><circle cx=\"14\" cy=\"-11.5\" r=\"6\"/>"
               "<rect x=\"-12.5\" y=\"-6\" width=\"25\" height=\"23\"/></g>"
               // cloister walk: a ring of roofs around the garth, hips at the corners
               "<rect x=\"-12.5\" y=\"-6\" width=\"25\" height=\"23\" fill=\"$roof\" stroke=\"$ink\" stroke-width=\"0.9\"/>"
               "<path d=\"M-12.5 -6 H12.5 L6 0.5 H-6 Z M-12.5 -6 L-6 0.5 V10.5 L-12.5 17 Z\" fill=\"#d77a56\"/>"
               "<path d=\"M-12.5 -6 L-6 0.5 M12.5 -6 L6 0.5 M12.5 17 L6 10.5 M-12.5 17 L-6 10.5\" stroke=\"$roofDark\" stroke-width=\"0.7\"/>"
               "<rect x=\"-6\" y=\"0.5\" width=\"12\" height=\"10\" fill=\"#a6d16b\" stroke=\"$ink\" stroke-width=\"0.8\"/>"
               "<circle cx=\"0\" cy=\"5.5\" r=\"2\" fill=\"$water\" stroke=\"$ink\" stroke-width=\"0.6\"/>"
               // church: apse, nave with its ridge
               "<circle cx=\"14\" cy=\"-11.5\" r=\"6\" fill=\"$roofDark\" stroke=\"$ink\" stroke-width=\"0.9\"/>"
               "<rect x=\"-12\" y=\"-18\" width=\"26\" height=\"13\" fill=\"$roofDark\" stroke=\"$ink\" stroke-width=\"0.9\"/>"
               "<rect x=\"-11.6\" y=\"-17.6\" width=\"25.2\" height=\"6\" fill=\"#d77a56\"/>"
               "<path d=\"M-12 -11.5 H14\" stroke=\"$ink\" stroke-width=\"0.7\"/>"
               // the tower: a pyramid roof seen from above, with the cross on top
               "<rect x=\"-20\" y=\"-19\" width=\"11\" height=\"11\" fill=\"$stone\" stroke=\"$ink\" stroke-width=\"0.9\"/>"
               "<path d=\"M-20 -19 H-9 L-14.5 -13.5 Z\" fill=\"#fffaf0\"/><path d=\"M-9 -8 H-20 L-14.5 -13.5 Z\" fill=\"#d8cfbb\"/>"
               "<path d=\"M-20 -19 L-9 -8 M-9 -19 L-20 -8\" stroke=\"$wall\" stroke-width=\"0.6\"/>"
               "<path d=\"M-14.5 -17.5 V-9.5 M-17.5 -14.8 H-11.5\" stroke=\"#c3901f\" stroke-width=\"1.8\" stroke-linecap=\"round\"/>")
        + "</g>";
}

QByteArray village()
{
    // A house with a hipped roof and a small barn beside it.
    return colored(
        "<rect x=\"-4.8\" y=\"-4.8\" width=\"11\" height=\"11\" fill=\"#000\" fill-opacity=\"0.22\"/>"
        "<path d=\"M-5.6 -5.6 H5.6 L0 0 Z\" fill=\"#dc7a52\"/>"
        "<path d=\"M5.6 -5.6 V5.6 L0 0 Z\" fill=\"$roof\"/>"
        "<path d=\"M5.6 5.6 H-5.6 L0 0 Z\" fill=\"$roofDark\"/>"
        "<path d=\"M-5.6 5.6 V-5.6 L0 0 Z\" fill=\"#c4603f\"/>"
        "<rect x=\"-5.6\" y=\"-5.6\" width=\"11.2\" height=\"11.2\" fill=\"none\" stroke=\"$ink\" stroke-width=\"0.8\"/>"
        "<path d=\"M-5.6 -5.6 L5.6 5.6 M5.6 -5.6 L-5.6 5.6\" stroke=\"$ink\" stroke-width=\"0.4\" stroke-opacity=\"0.6\"/>");
}

QByteArray gate()
{
    // Two round towers on either side of the road, seen from above; the road runs along y.
    return colored(
        "<rect x=\"-4.2\" y=\"-2.2\" width=\"8.4\" height=\"4.4\" fill=\"$wall\" stroke=\"$wallDark\" stroke-width=\"0.8\"/>"
        "<path d=\"M-3 2.2 V-0.2 A3 3 0 0 1 3 -0.2 V2.2 Z\" fill=\"$ink\" fill-opacity=\"0.85\"/>"
        "<circle cx=\"-5.6\" cy=\"0\" r=\"3\" fill=\"$wall\" stroke=\"$wallDark\" stroke-width=\"0.8\"/>"
        "<circle cx=\"5.6\" cy=\"0\" r=\"3\" fill=\"$wall\" stroke=\"$wallDark\" stroke-width=\"0.8\"/>"
        "<circle cx=\"-5.6\" cy=\"0\" r=\"1.4\" fill=\"$wallDark\" fill-opacity=\"0.5\"/>"
        "<circle cx=\"5.6\" cy=\"0\" r=\"1.4\" fill=\"$wallDark\" fill-opacity=\"0.5\"/>");
}

QByteArray bridge()
{
    // Railings on both sides of the road where it crosses the water; the road runs along y.
    return colored(
        "<rect x=\"-6.4\" y=\"-7\" width=\"12.8\" height=\"14\" fill=\"$road\"/>"
        "<rect x=\"-7\" y=\"-7.5\" width=\"2\" height=\"15\" rx=\"0.8\" fill=\"#b88c5a\" stroke=\"$ink\" stroke-width=\"0.6\"/>"
        "<rect x=\"5\" y=\"-7.5\" width=\"2\" height=\"15\" rx=\"0.8\" fill=\"#b88c5a\" stroke=\"$ink\" stroke-width=\"0.6\"/>");
}

QByteArray inn()
{
    // A long timber roof with a chimney, beside its pond.
    return colored(
        "<ellipse cx=\"3.5\" cy=\"4.6\" rx=\"5.2\" ry=\"3.2\" fill=\"$water\" stroke=\"$shore\" stroke-width=\"0.7\"/>"
        "<ellipse cx=\"2.4\" cy=\"3.8\" rx=\"2\" ry=\"0.8\" fill=\"#fff\" fill-opacity=\"0.45\"/>"
        "<rect x=\"-7\" y=\"-5.6\" width=\"12\" height=\"7.6\" fill=\"#000\" fill-opacity=\"0.22\"/>"
        "<rect x=\"-7.8\" y=\"-6.6\" width=\"12\" height=\"7.6\" fill=\"#8a5a33\" stroke=\"$ink\" stroke-width=\"0.8\"/>"
        "<rect x=\"-7.4\" y=\"-6.2\" width=\"11.2\" height=\"3.4\" fill=\"#a8713f\"/>"
        "<path d=\"M-7.8 -2.8 H4.2\" stroke=\"$ink\" stroke-width=\"0.7\"/>"
        "<rect x=\"-5.4\" y=\"-5.8\" width=\"2.2\" height=\"2.2\" fill=\"$wall\" stroke=\"$ink\" stroke-width=\"0.5\"/>"
        "<circle cx=\"5.8\" cy=\"-4.8\" r=\"1.6\" fill=\"#f3c54a\" stroke=\"$ink\" stroke-width=\"0.5\"/>");
}

QByteArray lake()
{
    return {}; // drawn with the river water
}

QByteArray volcano()
{
    // A cone from above: dark rim, glowing crater, lava running down its flanks.
    return "<g transform=\"scale(0.93)\">"
        + colored(
               "<circle cx=\"1.2\" cy=\"1.6\" r=\"14\" fill=\"#000\" fill-opacity=\"0.2\"/>"
               "<circle r=\"14\" fill=\"#8a7262\" stroke=\"$ink\" stroke-width=\"0.9\"/>"
               "<path d=\"M-9.9 -9.9 A14 14 0 0 1 9.9 9.9 A9 9 0 0 0 -9.9 -9.9 Z\" fill=\"#6b574a\" fill-opacity=\"0.6\"/>"
               "<circle r=\"8.6\" fill=\"#a08672\" fill-opacity=\"0.6\"/>"
               "<path d=\"M3 3 Q6 6 5.5 10 Q5 12.5 7.5 13.4 M-3.4 2 Q-7 4 -9 8.5 M2 -3.6 Q3 -8 1 -12\" fill=\"none\" stroke=\"#ff7a1f\" stroke-width=\"1.7\" stroke-linecap=\"round\"/>"
               "<circle r=\"5\" fill=\"#4a3a30\" stroke=\"$ink\" stroke-width=\"0.7\"/>"
               "<circle r=\"3.6\" fill=\"#ff5a1f\"/>"
               "<circle cx=\"-0.6\" cy=\"-0.6\" r=\"1.8\" fill=\"#ffd23f\"/>")
        + "</g>";
}

QByteArray dragon()
{
    // The dragon figure in red, the mark of the tiles that move it.
    return "<g transform=\"scale(0.21) translate(-50 -56)\">" + figureMarkup(FigureRole::Dragon, QColor(0xd8, 0x32, 0x2a))
        + "</g>";
}

QByteArray portal()
{
    // A ring of magic light with a swirl inside and sparks around.
    return "<g transform=\"scale(0.9)\">"
        + colored(
               "<circle r=\"9\" fill=\"#b27be8\" fill-opacity=\"0.3\"/>"
               "<circle r=\"7.2\" fill=\"#3b1f63\" stroke=\"#b27be8\" stroke-width=\"2.2\"/>"
               "<path d=\"M0 0 C1.5 -1.5 3.5 0 3 2 C2.4 4.6 -1.4 5.2 -3.4 3.2 C-5.8 0.8 -4.4 -3.6 -1 -4.8 C2 -5.8 5 -4 5.6 -1\" "
               "fill=\"none\" stroke=\"#e0c6ff\" stroke-width=\"1.2\" stroke-linecap=\"round\"/>"
               "<circle r=\"7.2\" fill=\"none\" stroke=\"#2a1446\" stroke-width=\"0.5\"/>"
               "<path d=\"M-9 -8.4 L-8.3 -10 L-7.6 -8.4 L-6 -7.7 L-7.6 -7 L-8.3 -5.4 L-9 -7 L-10.6 -7.7 Z\" fill=\"#f6ecff\"/>"
               "<path d=\"M8.4 6 L9 4.7 L9.6 6 L10.9 6.6 L9.6 7.2 L9 8.5 L8.4 7.2 L7.1 6.6 Z\" fill=\"#f6ecff\"/>"
               "<circle cx=\"8.5\" cy=\"-7\" r=\"0.8\" fill=\"#f6ecff\"/>")
        + "</g>";
}

QByteArray pennant()
{
    // A heater shield: blue with a white chevron and rim.
    return "<g transform=\"scale(1.2)\">"
        + colored(
               "<path d=\"M-5 -5.5 H5 V-0.5 C5 3.5 2.5 5.5 0 6.8 C-2.5 5.5 -5 3.5 -5 -0.5 Z\" fill=\"$blue\" stroke=\"$blueDark\" stroke-width=\"0.9\" stroke-linejoin=\"round\"/>"
               "<path d=\"M-3.6 -4.2 H3.6 V-0.6 C3.6 2.6 1.8 4.2 0 5.2 C-1.8 4.2 -3.6 2.6 -3.6 -0.6 Z\" fill=\"none\" stroke=\"#fff\" stroke-width=\"0.6\"/>"
               "<path d=\"M-3.4 2 L0 -1.6 L3.4 2\" fill=\"none\" stroke=\"#fff\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>")
        + "</g>";
}

QByteArray cathedral()
{
    // A Latin cross of slate roofs with two towers at the front and a round apse.
    return "<g transform=\"scale(0.92)\">"
        + colored(
               "<path d=\"M-2.6 -7.6 H5.4 V-2.6 H10.4 V4.4 H5.4 V11 H-2.6 V4.4 H-7.6 V-2.6 H-2.6 Z\" fill=\"#000\" fill-opacity=\"0.25\"/>"
               "<circle cx=\"0\" cy=\"-8.5\" r=\"3.6\" fill=\"#5c6f8a\" stroke=\"$ink\" stroke-width=\"0.8\"/>"
               "<path d=\"M-3.6 -8.5 H3.6 V-3.6 H8.6 V2.6 H3.6 V9.6 H-3.6 V2.6 H-8.6 V-3.6 H-3.6 Z\" fill=\"#6f84a3\" stroke=\"$ink\" stroke-width=\"0.8\" stroke-linejoin=\"round\"/>"
               "<path d=\"M0 -8.5 V9.6 M-8.6 -0.5 H8.6\" stroke=\"#44546b\" stroke-width=\"0.8\"/>"
               "<path d=\"M-3.6 -8.5 H0 V-3.6 M-8.6 -3.6 V-0.5 H-3.6 M3.6 -0.5 H8.6 V2.6 M0 2.6 V9.6 H3.6\" fill=\"#8a9dba\" fill-opacity=\"0.5\"/>"
               "<rect x=\"-6\" y=\"7.4\" width=\"4.6\" height=\"4.6\" fill=\"$stone\" stroke=\"$ink\" stroke-width=\"0.7\"/>"
               "<rect x=\"1.4\" y=\"7.4\" width=\"4.6\" height=\"4.6\" fill=\"$stone\" stroke=\"$ink\" stroke-width=\"0.7\"/>"
               "<path d=\"M-6 7.4 L-1.4 12 M-1.4 7.4 L-6 12 M1.4 7.4 L6 12 M6 7.4 L1.4 12\" stroke=\"$ink\" stroke-width=\"0.35\"/>"
               "<path d=\"M0 -2.6 V1.6 M-2.1 -0.5 H2.1\" stroke=\"#e9b949\" stroke-width=\"1.3\" stroke-linecap=\"round\"/>")
        + "</g>";
}

QByteArray princess()
{
    return colored(
        "<path d=\"M-5.8 3.6 L-6.4 -3.2 L-2.8 -0.2 L0 -5 L2.8 -0.2 L6.4 -3.2 L5.8 3.6 Z\" fill=\"#f3c233\" stroke=\"#7a5510\" stroke-width=\"0.8\" stroke-linejoin=\"round\"/>"
        "<rect x=\"-5.8\" y=\"3.2\" width=\"11.6\" height=\"2.2\" rx=\"0.6\" fill=\"#e2a91f\" stroke=\"#7a5510\" stroke-width=\"0.7\"/>"
        "<circle cx=\"0\" cy=\"1\" r=\"1.1\" fill=\"#d8325a\"/>"
        "<circle cx=\"-6.4\" cy=\"-3.6\" r=\"0.9\" fill=\"#fff4c4\"/><circle cx=\"6.4\" cy=\"-3.6\" r=\"0.9\" fill=\"#fff4c4\"/>"
        "<circle cx=\"0\" cy=\"-5.4\" r=\"0.9\" fill=\"#fff4c4\"/>");
}

QByteArray badge(const QByteArray &inner)
{
    return "<circle r=\"6\" fill=\"#fffaf0\" fill-opacity=\"0.92\" stroke=\"#8c7446\" stroke-width=\"0.8\"/>" + inner;
}

QByteArray wine()
{
    return badge(
        "<path d=\"M0.5 -4.2 Q2.5 -5.5 3.8 -4.2 Q2.5 -3 0.5 -3.6 Z\" fill=\"#4f9a3a\"/>"
        "<g fill=\"#7b2f8f\" stroke=\"#3f1550\" stroke-width=\"0.4\">"
        "<circle cx=\"-2\" cy=\"-2\" r=\"1.45\"/><circle cx=\"0.9\" cy=\"-2\" r=\"1.45\"/>"
        "<circle cx=\"-3\" cy=\"0.5\" r=\"1.45\"/><circle cx=\"-0.5\" cy=\"0.4\" r=\"1.45\"/><circle cx=\"2\" cy=\"0.4\" r=\"1.45\"/>"
        "<circle cx=\"-1.7\" cy=\"2.8\" r=\"1.45\"/><circle cx=\"0.8\" cy=\"2.8\" r=\"1.45\"/>"
        "<circle cx=\"-0.4\" cy=\"4.9\" r=\"1.3\"/></g>");
}

QByteArray grain()
{
    return badge(
        "<path d=\"M0 5 V-4 M-3 5 Q-2.6 0 -2.4 -3 M3 5 Q2.6 0 2.4 -3\" fill=\"none\" stroke=\"#9c7a22\" stroke-width=\"0.7\"/>"
        "<g fill=\"#e8b93c\" stroke=\"#8a6516\" stroke-width=\"0.35\">"
        "<ellipse cx=\"0\" cy=\"-4\" rx=\"1\" ry=\"1.6\"/><ellipse cx=\"-1\" cy=\"-1.8\" rx=\"0.9\" ry=\"1.4\"/><ellipse cx=\"1\" cy=\"-1.8\" rx=\"0.9\" ry=\"1.4\"/>"
        "<ellipse cx=\"-1\" cy=\"0.6\" rx=\"0.9\" ry=\"1.4\"/><ellipse cx=\"1\" cy=\"0.6\" rx=\"0.9\" ry=\"1.4\"/>"
        "<ellipse cx=\"-2.6\" cy=\"-3\" rx=\"0.8\" ry=\"1.3\"/><ellipse cx=\"2.6\" cy=\"-3\" rx=\"0.8\" ry=\"1.3\"/>"
        "</g><path d=\"M-3.2 3 H3.2\" stroke=\"#c0392b\" stroke-width=\"1.1\"/>");
}

QByteArray cloth()
{
    return badge(
        "<path d=\"M-4 -3 H3 Q5 -3 5 -1 V2 Q5 4 3 4 H-4 Z\" fill=\"#3f7fd1\" stroke=\"#1c3f73\" stroke-width=\"0.6\" stroke-linejoin=\"round\"/>"
        "<ellipse cx=\"-4\" cy=\"0.5\" rx=\"1.4\" ry=\"3.5\" fill=\"#6ea2e6\" stroke=\"#1c3f73\" stroke-width=\"0.6\"/>"
        "<path d=\"M-1.5 -3 V4 M1.2 -3 V4\" stroke=\"#f3f0e6\" stroke-width=\"0.7\"/>");
}

} // namespace

QByteArray markSvg(Mark mark)
{
    switch (mark) {
    case Mark::Cloister:
        return cloister();
    case Mark::Village:
        return village();
    case Mark::Lake:
        return lake();
    case Mark::Gate:
        return gate();
    case Mark::Bridge:
        return bridge();
    case Mark::Inn:
        return inn();
    case Mark::Volcano:
        return volcano();
    case Mark::Dragon:
        return dragon();
    case Mark::Portal:
        return portal();
    case Mark::Pennant:
        return pennant();
    case Mark::Cathedral:
        return cathedral();
    case Mark::Princess:
        return princess();
    case Mark::Wine:
        return wine();
    case Mark::Grain:
        return grain();
    case Mark::Cloth:
        return cloth();
    }
    return {};
}

} // namespace tessera::art
