#include "figureart.h"

#include "svgwriter.h"

using namespace Qt::StringLiterals;

namespace tessera::art {

namespace {

// The classic meeple, standing in the 100 x 100 box, feet at y = 94.
const char *const kMeeple =
    "M50 6 C59.5 6 66 13 66 22 C66 27.5 63.5 31.5 60.5 34.5 "
    "C72 36 86 38.5 92 44 C96.5 48.5 94.5 55.5 88 57.5 C80 60 70.5 59.5 66 62 "
    "C70 71 78 82 82.5 88 C85.5 92 83 94.5 78 94.5 L62 94.5 C58 94.5 56.5 92.5 55.5 89 "
    "C54 84 52.5 80.5 50 79 C47.5 80.5 46 84 44.5 89 C43.5 92.5 42 94.5 38 94.5 L22 94.5 "
    "C17 94.5 14.5 92 17.5 88 C22 82 30 71 34 62 C29.5 59.5 20 60 12 57.5 "
    "C5.5 55.5 3.5 48.5 8 44 C14 38.5 28 36 39.5 34.5 C36.5 31.5 34 27.5 34 22 "
    "C34 13 40.5 6 50 6 Z";

// The builder: a tall, narrow figure with a brimmed hat.
const char *const kBuilder =
    "M50 4 C55 4 58 6 58.5 10 L64 11.5 C66 12 66 14.5 64 15 L60 16 C61.5 18.5 62 21 61 24 "
    "C60 27 58 29 56.5 30.5 C64 32 70 35 72 40 C74 45 72 50 68 52 L64 53 "
    "C66 66 70 80 72 90 C72.5 93 70.5 95 67.5 95 L56 95 C53.5 95 52 93.5 51.5 91 L50 80 "
    "L48.5 91 C48 93.5 46.5 95 44 95 L32.5 95 C29.5 95 27.5 93 28 90 C30 80 34 66 36 53 "
    "L32 52 C28 50 26 45 28 40 C30 35 36 32 43.5 30.5 C42 29 40 27 39 24 C38 21 38.5 18.5 40 16 "
    "L36 15 C34 14.5 34 12 36 11.5 L41.5 10 C42 6 45 4 50 4 Z";

// A pig seen from the side, facing right.
const char *const kPig =
    "M20 44 C22 32 36 26 52 26 C60 26 66 27 71 29 L74 20 C75 18 77.5 18 78 20.5 L79 31 "
    "C83 34 86 38 87 42 L93 43 C96 43.5 97 46 96.5 49 L95.5 55 C95 57.5 93 58.5 90.5 58 L86 57 "
    "C84 62 80 66 76 68 L76 82 C76 85 74 86.5 71.5 86.5 L67 86.5 C64.5 86.5 63 85 63 82 L63 72 "
    "C57 73 45 73 39 72 L39 82 C39 85 37.5 86.5 35 86.5 L30.5 86.5 C28 86.5 26 85 26 82 L26 69 "
    "C20 65 17.5 58 18 52 C13 52 9 49 9.5 45 C10 42 13 41 14 43.5 C15 46 17 47 20 44 Z";

// A fairy: slim body, two pairs of wings and a star on her wand.
const char *const kFairyBody =
    "M50 14 C56 14 59.5 18.5 59.5 24 C59.5 28.5 57 32 54 33.5 C58 36 60 41 60 47 "
    "L68 74 C69 78 67 80 63.5 80 L57 80 L56 92 C56 94.5 54 95.5 52 95.5 L48 95.5 "
    "C46 95.5 44 94.5 44 92 L43 80 L36.5 80 C33 80 31 78 32 74 L40 47 C40 41 42 36 46 33.5 "
    "C43 32 40.5 28.5 40.5 24 C40.5 18.5 44 14 50 14 Z";
const char *const kFairyWings =
    "M44 40 C30 22 10 20 8 32 C6 44 24 50 43 47 Z "
    "M56 40 C70 22 90 20 92 32 C94 44 76 50 57 47 Z "
    "M43 50 C30 52 16 62 20 71 C24 79 36 66 44 55 Z "
    "M57 50 C70 52 84 62 80 71 C76 79 64 66 56 55 Z";

// A dragon seen from the side, wings raised, facing right.
const char *const kDragonBody =
    "M14 70 C8 66 6 58 10 54 C11 60 15 63 20 62 C24 54 34 50 46 50 C56 50 64 52 70 48 "
    "C72 42 72 36 76 32 L73 26 L80 28 C84 26 88 27 90 30 L96 33 C97.5 34 97 36 95.5 36.5 "
    "L88 38 C85 41 82 46 80 52 C78 60 72 66 66 69 L68 84 C68.5 87 67 88.5 64.5 88.5 L60 88.5 "
    "C57.5 88.5 56.5 87 56.5 84.5 L56 72 C50 73 42 73 36 72 L35 84.5 C35 87 33.5 88.5 31 88.5 "
    "L26.5 88.5 C24 88.5 23 87 23.5 84.5 L25 71 C21 71 17 71.5 14 70 Z";
const char *const kDragonWing =
    "M40 52 C36 38 30 24 20 12 C30 14 40 18 46 24 C50 20 55 18 60 18 C58 24 59 32 62 40 "
    "C64 44 66 47 68 49 Z";

QByteArray shade(const QColor &c, qreal towardsBlack)
{
    // Mixing (not QColor::darker) so that black and white figures get an outline too.
    const QColor mixed = QColor::fromRgbF(c.redF() * (1 - towardsBlack), c.greenF() * (1 - towardsBlack),
                                          c.blueF() * (1 - towardsBlack));
    return mixed.name(QColor::HexRgb).toLatin1();
}

QByteArray tint(const QColor &c, qreal towardsWhite)
{
    const QColor mixed = QColor::fromRgbF(c.redF() + (1 - c.redF()) * towardsWhite,
                                          c.greenF() + (1 - c.greenF()) * towardsWhite,
                                          c.blueF() + (1 - c.blueF()) * towardsWhite);
    return mixed.name(QColor::HexRgb).toLatin1();
}

// Light from the upper left: a gradient fill over the figure's box.
QByteArray gradient(const QColor &c)
{
    return "<linearGradient id=\"body\" x1=\"15\" y1=\"5\" x2=\"85\" y2=\"95\" gradientUnits=\"userSpaceOnUse\">"
           "<stop offset=\"0\" stop-color=\"" + tint(c, 0.35) + "\"/>"
           "<stop offset=\"0.55\" stop-color=\"" + c.name(QColor::HexRgb).toLatin1() + "\"/>"
           "<stop offset=\"1\" stop-color=\"" + shade(c, 0.25) + "\"/></linearGradient>\n";
}

// How a body is painted: `fill` is the shaded gradient of a figure picture, or the flat
// colour of a small icon.
struct Look {
    QColor color;
    QByteArray fill;
};

// The outline is what sets a figure off the fields at the board's size, whatever its colour
// (red and green differ little in lightness, and not at all to many colour-blind eyes): dark
// and wide enough to stay a line at 30 pixels.
QByteArray bodyPath(const char *d, const Look &look, qreal outline = 6)
{
    const QColor &c = look.color;
    return "<path d=\"" + QByteArray(d) + "\" fill=\"" + look.fill + "\" stroke=\"" + shade(c, 0.75) + "\" stroke-width=\""
        + svgNumber(outline) + "\" stroke-linejoin=\"round\"/>\n";
}

QByteArray groundShadow(qreal cx, qreal cy, qreal rx, qreal ry)
{
    return "<ellipse cx=\"" + svgNumber(cx) + "\" cy=\"" + svgNumber(cy) + "\" rx=\"" + svgNumber(rx) + "\" ry=\""
        + svgNumber(ry) + "\" fill=\"#000\" fill-opacity=\"0.28\"/>\n";
}

// A light halo behind the outline keeps very dark figures visible on dark ground.
QByteArray halo(const char *d)
{
    return "<path d=\"" + QByteArray(d) + "\""
        + " fill=\"none\" stroke=\"#fff\" stroke-opacity=\"0.35\" stroke-width=\"9\" stroke-linejoin=\"round\"/>\n";
}

// The symbol of a mark centred on (cx, cy), about `size` across: light, outlined in the
// figure's dark shade so that it reads on every colour.
QByteArray markSymbol(FigureMark mark, const QColor &c, qreal cx, qreal cy, qreal size)
{
    const qreal r = size / 2;
    const auto n = [](qreal v) { return svgNumber(v); };
    QByteArray shape;
    switch (mark) {
    case FigureMark::None:
        return {};
    case FigureMark::Circle: // full size, the square's corners cut off: the two read apart
        shape = "<circle cx=\"" + n(cx) + "\" cy=\"" + n(cy) + "\" r=\"" + n(r * 0.9) + "\"";
        break;
    case FigureMark::Square:
        shape = "<rect x=\"" + n(cx - r * 0.9) + "\" y=\"" + n(cy - r * 0.9) + "\" width=\"" + n(r * 1.8) + "\" height=\""
            + n(r * 1.8) + "\"";
        break;
    case FigureMark::Triangle:
        shape = "<path d=\"M" + n(cx) + ' ' + n(cy - r) + " L" + n(cx + r) + ' ' + n(cy + r * 0.75) + " L" + n(cx - r) + ' '
            + n(cy + r * 0.75) + " Z\"";
        break;
    case FigureMark::Diamond:
        shape = "<path d=\"M" + n(cx) + ' ' + n(cy - r) + " L" + n(cx + r) + ' ' + n(cy) + " L" + n(cx) + ' ' + n(cy + r)
            + " L" + n(cx - r) + ' ' + n(cy) + " Z\"";
        break;
    case FigureMark::Cross: {
        const qreal a = r * 0.35;
        shape = "<path d=\"M" + n(cx - a) + ' ' + n(cy - r) + " H" + n(cx + a) + " V" + n(cy - a) + " H" + n(cx + r) + " V"
            + n(cy + a) + " H" + n(cx + a) + " V" + n(cy + r) + " H" + n(cx - a) + " V" + n(cy + a) + " H" + n(cx - r) + " V"
            + n(cy - a) + " H" + n(cx - a) + " Z\"";
        break;
    }
    case FigureMark::Bar:
        shape = "<rect x=\"" + n(cx - r) + "\" y=\"" + n(cy - r * 0.5) + "\" width=\"" + n(size) + "\" height=\"" + n(r)
            + "\"";
        break;
    }
    return shape + " fill=\"" + tint(c, 0.85) + "\" stroke=\"" + shade(c, 0.65) + "\" stroke-width=\"3\" "
        + "stroke-linejoin=\"miter\"/>\n";
}

QByteArray meeple(const Look &look, bool large, bool lying, FigureMark mark)
{
    QByteArray out;
    // Lying: turned on its side, head to the left, a little foreshortened as it rests on the
    // ground, so that it reads lying down at any size.
    const QByteArray transform = lying ? " transform=\"translate(50 62) scale(0.98 0.76) rotate(-90) translate(-50 -50)\""_ba
                                       : QByteArray();
    out += lying ? groundShadow(52, 93, 45, 5.5) : groundShadow(50, 95, 36, 4.5);
    out += "<g" + transform + ">\n";
    out += halo(kMeeple);
    out += bodyPath(kMeeple, look);
    if (large) // the large follower wears a light sash, so it reads apart at any size
        out += "<path d=\"M38 37 L62 62\" stroke=\"" + tint(look.color, 0.75)
            + "\" stroke-width=\"7\" stroke-linecap=\"round\"/>\n";
    // The head becomes the mark (it was a third of it, about 4 px at the usual zoom: a circle
    // and a square looked alike), clear of the large follower's sash.
    out += markSymbol(mark, look.color, 50, 22, 38);
    out += "</g>\n";
    return out;
}

QByteArray builder(const Look &look, FigureMark mark)
{
    return groundShadow(50, 95.5, 26, 4) + halo(kBuilder) + bodyPath(kBuilder, look)
        + "<path d=\"M41 11 Q50 8.5 59 11\" fill=\"none\" stroke=\"" + tint(look.color, 0.6)
        + "\" stroke-width=\"2.2\" stroke-linecap=\"round\"/>\n" + markSymbol(mark, look.color, 50, 44, 26);
}

QByteArray pig(const Look &look, FigureMark mark)
{
    const QColor &c = look.color;
    return groundShadow(52, 88, 38, 4) + halo(kPig) + bodyPath(kPig, look) + markSymbol(mark, c, 48, 50, 30)
        + "<circle cx=\"80\" cy=\"40\" r=\"2.6\" fill=\"" + shade(c, 0.7) + "\"/>\n" + "<path d=\"M93 47.5 V53.5\" stroke=\""
        + shade(c, 0.6) + "\" stroke-width=\"2\" stroke-linecap=\"round\"/>\n";
}

QByteArray fairy(const Look &look)
{
    const QColor &c = look.color;
    return groundShadow(50, 96, 22, 3.5)
           + "<path d=\"" + QByteArray(kFairyWings) + "\" fill=\"" + tint(c, 0.7) + "\" fill-opacity=\"0.9\" stroke=\""
           + shade(c, 0.45) + "\" stroke-width=\"2.5\" stroke-linejoin=\"round\"/>\n"
           + halo(kFairyBody) + bodyPath(kFairyBody, look, 3.5)
           + "<path d=\"M60 50 L80 30\" stroke=\"" + shade(c, 0.6) + "\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>\n"
           + "<path d=\"M80 21 L82.6 27.4 L89.5 27.9 L84.2 32.3 L85.9 39 L80 35.3 L74.1 39 L75.8 32.3 L70.5 27.9 "
             "L77.4 27.4 Z\" fill=\"#ffe066\" stroke=\"#8a6a12\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>\n";
}

QByteArray dragon(const Look &look)
{
    const QColor &c = look.color;
    return groundShadow(48, 89, 40, 4) + halo(kDragonBody) + halo(kDragonWing) + "<path d=\"" + QByteArray(kDragonWing)
        + "\" fill=\"" + shade(c, 0.2) + "\" stroke=\"" + shade(c, 0.6)
        + "\" stroke-width=\"3\" stroke-linejoin=\"round\"/>\n" + "<path d=\"M30 18 L44 44 M46 24 L52 44\" stroke=\""
        + shade(c, 0.55) + "\" stroke-width=\"1.8\"/>\n" + bodyPath(kDragonBody, look, 3.5)
        + "<circle cx=\"85\" cy=\"31.5\" r=\"2.2\" fill=\"#fff3a0\" stroke=\"" + shade(c, 0.7) + "\" stroke-width=\"1\"/>\n"
        + "<path d=\"M46 52 L49 46 L52 51 L55 45 L58 50 L61 44 L63 49\" fill=\"none\" stroke=\"" + shade(c, 0.6)
        + "\" stroke-width=\"2\" stroke-linejoin=\"round\"/>\n";
}

QByteArray markup(FigureRole role, const Look &look, FigureMark mark)
{
    switch (role) {
    case FigureRole::Follower:
        return meeple(look, false, false, mark);
    case FigureRole::Farmer:
        return meeple(look, false, true, mark);
    case FigureRole::LargeFollower:
        return meeple(look, true, false, mark);
    case FigureRole::LargeFarmer:
        return meeple(look, true, true, mark);
    case FigureRole::Builder:
        return builder(look, mark);
    case FigureRole::Pig:
        return pig(look, mark);
    case FigureRole::Fairy:
        return fairy(look);
    case FigureRole::Dragon:
        return dragon(look);
    }
    return {};
}

QColor usable(const QColor &color)
{
    return color.isValid() ? color.toRgb() : QColor(Qt::gray);
}

} // namespace

FigureMark markForSeat(int seat)
{
    constexpr int kMarks = kFigureMarkCount - 1; // every mark but None
    return FigureMark(1 + ((seat % kMarks) + kMarks) % kMarks);
}

QByteArray figureMarkup(FigureRole role, const QColor &color, FigureMark mark)
{
    const QColor c = usable(color);
    return markup(role, {c, c.name(QColor::HexRgb).toLatin1()}, mark);
}

QByteArray figureSvg(FigureRole role, const QColor &color, FigureMark mark)
{
    const QColor c = usable(color);
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" baseProfile=\"tiny\" viewBox=\"0 0 100 100\" "
           "width=\"100\" height=\"100\">\n<defs>\n"
        + gradient(c) + "</defs>\n" + markup(role, {c, "url(#body)"_ba}, mark) + "</svg>\n";
}

} // namespace tessera::art
