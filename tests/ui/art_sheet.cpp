// art_sheet OUT.png [TILE_SIZE] [SET]: draws the base tiles (or those of the built-in set SET), the custom check tiles, one tile in all
// rotations, a small board and the figures in several colours into one PNG, to eyeball the
// generated art. Run with QT_QPA_PLATFORM=offscreen.

#include "customtiles.h"

#include "document/tilesetlibrary.h"
#include "engine/tilecatalog.h"
#include "ui/art/artcache.h"
#include "ui/art/tilelayout.h"

#include <QFont>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>

#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

constexpr int kColumns = 8;

struct Sheet {
    QPainter &painter;
    art::ArtCache &cache;
    int tileSize;
    int y = 16;

    void heading(const QString &text)
    {
        painter.setPen(QColor(0x33, 0x33, 0x33));
        QFont font = painter.font();
        font.setPixelSize(18);
        font.setBold(true);
        painter.setFont(font);
        painter.drawText(16, y + 18, text);
        y += 30;
    }

    // Tiles in a grid, each with its id below.
    void tiles(const engine::TileCatalog &catalog)
    {
        QFont font = painter.font();
        font.setPixelSize(11);
        font.setBold(false);
        painter.setFont(font);
        const int cell = tileSize + 16;
        for (int i = 0; i < int(catalog.tiles().size()); ++i) {
            const int x = 16 + (i % kColumns) * cell;
            const int top = y + (i / kColumns) * (cell + 14);
            painter.drawPixmap(x, top, cache.tilePixmap(catalog, engine::TileIndex(i), 0, tileSize, 1));
            painter.setPen(QColor(0x55, 0x55, 0x55));
            painter.drawText(QRect(x - 6, top + tileSize + 2, tileSize + 12, 14), Qt::AlignCenter,
                             QString::fromStdString(catalog.tile(engine::TileIndex(i)).type.id));
        }
        y += ((int(catalog.tiles().size()) + kColumns - 1) / kColumns) * (cell + 14) + 8;
    }
};

engine::TileCatalog catalogOf(const engine::TileSet &set)
{
    return engine::TileCatalog({set});
}

} // namespace

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: art_sheet OUT.png [TILE_SIZE] [SET]\n");
        return 2;
    }
    const int tileSize = argc > 2 ? std::atoi(argv[2]) : 112;
    const QString setName = argc > 3 ? QString::fromLocal8Bit(argv[3]) : u"base"_s;
    const auto base = document::loadNamedTileSet(u"base"_s);
    const auto shownSet = document::loadNamedTileSet(setName);
    const auto custom = test::customTiles();
    if (!base.ok() || !shownSet.ok() || !custom.ok()) {
        for (const auto &issue : base.issues + shownSet.issues + custom.issues)
            std::fprintf(stderr, "%s: %s\n", qPrintable(issue.jsonPath), qPrintable(issue.message));
        return 1;
    }
    const engine::TileCatalog baseCatalog = catalogOf(*base.set);
    const engine::TileCatalog shownCatalog = catalogOf(*shownSet.set);
    const engine::TileCatalog customCatalog = catalogOf(*custom.set);
    art::ArtCache cache;
    art::ArtCache customCache; // the two catalogs share tile indices

    const int cell = tileSize + 16;
    const int rowsBase = (int(shownCatalog.tiles().size()) + kColumns - 1) / kColumns;
    const int rowsCustom = (int(customCatalog.tiles().size()) + kColumns - 1) / kColumns;
    const int width = 32 + kColumns * cell;
    const int height = 16 + 4 * 30 + (rowsBase + rowsCustom) * (cell + 14) + 16 + 3 * tileSize + 24 + 2 * (tileSize / 2 + 40)
        + 8;
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xf4, 0xf1, 0xea));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    Sheet sheet{painter, cache, tileSize};

    sheet.heading(setName == u"base"_s ? u"Base game"_s : setName);
    art::ArtCache shownCache; // the catalogs share tile indices
    Sheet shownSheet{painter, setName == u"base"_s ? cache : shownCache, tileSize, sheet.y};
    shownSheet.tiles(shownCatalog);
    sheet.y = shownSheet.y;
    Sheet customSheet{painter, customCache, tileSize, sheet.y};
    customSheet.heading(u"Custom tiles (separate cities, rivers, icons, dead ends, inner fields)"_s);
    customSheet.tiles(customCatalog);
    sheet.y = customSheet.y;

    // The start tile in its four rotations, and a small board to see roads and walls line up
    // and figures stand on their features.
    sheet.heading(u"Rotations and a small board"_s);
    const int start = baseCatalog.find("city-cap-road-straight");
    for (int r = 0; r < 4; ++r)
        painter.drawPixmap(16 + r * cell, sheet.y, cache.tilePixmap(baseCatalog, engine::TileIndex(start), r, tileSize, 1));
    struct Figure {
        int feature;
        art::FigureRole role;
        QColor color;
    };
    struct Placed {
        const char *id;
        int x, y, rotation;
        std::vector<Figure> figures;
    };
    const QColor red(0xe0, 0x3a, 0x2f), blue(0x2f, 0x6f, 0xe0), yellow(0xf5, 0xd0, 0x2a), black(0x22, 0x22, 0x22);
    const Placed board[] = {
        {"city-corner-pennant", 0, 0, 0, {{0, art::FigureRole::Follower, blue}}},
        {"city-cap-road-straight", 1, 0, 1, {}},
        {"city-cap", 2, 0, 3, {{1, art::FigureRole::Farmer, yellow}}},
        {"road-straight", 0, 1, 0, {{0, art::FigureRole::Follower, black}}},
        {"road-crossroads", 1, 1, 0, {}},
        {"road-curve", 2, 1, 0, {}},
        {"city-cap", 0, 2, 2, {}},
        {"cloister-road", 1, 2, 2, {{0, art::FigureRole::Follower, red}}},
        {"road-curve", 2, 2, 2, {{1, art::FigureRole::Farmer, blue}}},
    };
    const int boardLeft = 16 + 4 * cell + 16;
    const int figureSize = tileSize * 2 / 5;
    for (const Placed &p : board) {
        const auto index = engine::TileIndex(baseCatalog.find(p.id));
        const QPoint origin(boardLeft + p.x * tileSize, sheet.y + p.y * tileSize);
        painter.drawPixmap(origin, cache.tilePixmap(baseCatalog, index, p.rotation, tileSize, 1));
        // Figures stand on the anchors of their features, turned with the tile.
        const std::vector<QPointF> anchors = art::featureAnchors(baseCatalog.tile(index).type);
        for (const Figure &f : p.figures) {
            QPointF a = anchors[f.feature];
            for (int r = 0; r < p.rotation; ++r)
                a = QPointF(100 - a.y(), a.x());
            const QPointF centre = QPointF(origin) + a * (tileSize / 100.0);
            painter.drawPixmap(centre - QPointF(figureSize, figureSize) / 2,
                               cache.figurePixmap(f.role, f.color, figureSize, 1));
        }
    }
    sheet.y += 3 * tileSize + 24;

    sheet.heading(u"Figures"_s);
    const int shown = tileSize / 2;
    const QColor colors[] = {QColor(0xe0, 0x3a, 0x2f), QColor(0xf5, 0xd0, 0x2a), QColor(0x2f, 0x6f, 0xe0),
                             QColor(0x2e, 0xa0, 0x4a), QColor(0x22, 0x22, 0x22), QColor(0xf2, 0xf2, 0xf2),
                             QColor(0x9b, 0x4d, 0xca), QColor(0xee, 0x88, 0x22)};
    for (int row = 0; row < 2; ++row) {
        const int top = sheet.y + row * (shown + 40);
        painter.fillRect(16, top, width - 32, shown + 24, QColor(0x86, 0xb8, 0x4a));
        int x = 24;
        for (int role = 0; role < art::kFigureRoleCount; ++role) {
            const QColor c = colors[(role + row * 3) % 8];
            painter.drawPixmap(x, top + 12, cache.figurePixmap(art::FigureRole(role), c, shown, 1));
            x += shown + 12;
        }
        for (int i = 0; i < 8 && x + shown < width; ++i) {
            painter.drawPixmap(x, top + 12, cache.figurePixmap(art::FigureRole::Follower, colors[i], shown / 2 + 8, 1));
            x += shown / 2 + 12;
        }
    }
    painter.end();
    if (!image.save(QString::fromLocal8Bit(argv[1]))) {
        std::fprintf(stderr, "cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
