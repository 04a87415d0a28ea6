// art_sheet OUT.png [TILE_SIZE]: draws the base tiles, the custom check tiles, one tile in all
// rotations, a small board and the figures in several colours into one PNG, to eyeball the
// generated art. Run with QT_QPA_PLATFORM=offscreen.

#include "customtiles.h"

#include "document/tilesetlibrary.h"
#include "engine/tilecatalog.h"
#include "ui/art/artcache.h"

#include <QFont>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>

#include <cstdio>

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
        std::fprintf(stderr, "usage: art_sheet OUT.png [TILE_SIZE]\n");
        return 2;
    }
    const int tileSize = argc > 2 ? std::atoi(argv[2]) : 112;
    const auto base = document::loadNamedTileSet(u"base"_s);
    const auto custom = test::customTiles();
    if (!base.ok() || !custom.ok()) {
        for (const auto &issue : base.issues + custom.issues)
            std::fprintf(stderr, "%s: %s\n", qPrintable(issue.jsonPath), qPrintable(issue.message));
        return 1;
    }
    const engine::TileCatalog baseCatalog = catalogOf(*base.set);
    const engine::TileCatalog customCatalog = catalogOf(*custom.set);
    art::ArtCache cache;
    art::ArtCache customCache; // the two catalogs share tile indices

    const int cell = tileSize + 16;
    const int rowsBase = (int(baseCatalog.tiles().size()) + kColumns - 1) / kColumns;
    const int rowsCustom = (int(customCatalog.tiles().size()) + kColumns - 1) / kColumns;
    const int width = 32 + kColumns * cell;
    const int height = 16 + 4 * 30 + (rowsBase + rowsCustom) * (cell + 14) + 16 + cell + 24 + 3 * tileSize + 24
                       + 2 * (tileSize / 2 + 40) + 40;
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xf4, 0xf1, 0xea));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    Sheet sheet{painter, cache, tileSize};

    sheet.heading(u"Base game"_s);
    sheet.tiles(baseCatalog);
    Sheet customSheet{painter, customCache, tileSize, sheet.y};
    customSheet.heading(u"Custom tiles (separate cities, rivers, icons, dead ends, inner fields)"_s);
    customSheet.tiles(customCatalog);
    sheet.y = customSheet.y;

    // A small board: the start tile's neighbourhood, to see roads and walls line up.
    sheet.heading(u"Rotations and a small board"_s);
    const int start = baseCatalog.find("city-cap-road-straight");
    for (int r = 0; r < 4; ++r)
        painter.drawPixmap(16 + r * cell, sheet.y, cache.tilePixmap(baseCatalog, engine::TileIndex(start), r, tileSize, 1));
    struct Placed {
        const char *id;
        int x, y, rotation;
    };
    const Placed board[] = {
        {"city-corner-pennant", 0, 0, 0}, {"city-cap-road-straight", 1, 0, 1}, {"city-cap", 2, 0, 3},
        {"road-straight", 0, 1, 0},       {"road-crossroads", 1, 1, 0},        {"road-curve", 2, 1, 0},
        {"city-cap", 0, 2, 2},            {"cloister-road", 1, 2, 2},          {"road-curve", 2, 2, 2},
    };
    const int boardLeft = 16 + 4 * cell + 16;
    for (const Placed &p : board)
        painter.drawPixmap(boardLeft + p.x * tileSize, sheet.y + p.y * tileSize,
                           cache.tilePixmap(baseCatalog, engine::TileIndex(baseCatalog.find(p.id)), p.rotation, tileSize, 1));
    const int figureSize = tileSize / 2;
    painter.drawPixmap(boardLeft + tileSize + tileSize / 4, sheet.y + tileSize + tileSize / 4,
                       cache.figurePixmap(art::FigureRole::Follower, QColor(0xe0, 0x3a, 0x2f), figureSize, 1));
    painter.drawPixmap(boardLeft + 2 * tileSize + tileSize / 8, sheet.y + tileSize / 16,
                       cache.figurePixmap(art::FigureRole::Farmer, QColor(0x2f, 0x6f, 0xe0), figureSize, 1));
    sheet.y += 3 * tileSize + 24;

    sheet.heading(u"Figures"_s);
    const QColor colors[] = {QColor(0xe0, 0x3a, 0x2f), QColor(0xf5, 0xd0, 0x2a), QColor(0x2f, 0x6f, 0xe0),
                             QColor(0x2e, 0xa0, 0x4a), QColor(0x22, 0x22, 0x22), QColor(0xf2, 0xf2, 0xf2),
                             QColor(0x9b, 0x4d, 0xca), QColor(0xee, 0x88, 0x22)};
    for (int row = 0; row < 2; ++row) {
        const int top = sheet.y + row * (figureSize + 40);
        painter.fillRect(16, top, width - 32, figureSize + 24, QColor(0x86, 0xb8, 0x4a));
        int x = 24;
        for (int role = 0; role < art::kFigureRoleCount; ++role) {
            const QColor c = colors[(role + row * 3) % 8];
            painter.drawPixmap(x, top + 12, cache.figurePixmap(art::FigureRole(role), c, figureSize, 1));
            x += figureSize + 12;
        }
        for (int i = 0; i < 8 && x + figureSize < width; ++i) {
            painter.drawPixmap(x, top + 12, cache.figurePixmap(art::FigureRole::Follower, colors[i], figureSize / 2 + 8, 1));
            x += figureSize / 2 + 12;
        }
    }
    painter.end();
    if (!image.save(QString::fromLocal8Bit(argv[1]))) {
        std::fprintf(stderr, "cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
