// The remaining-tiles panel draws each tile type's art beside its name and follows the game.

#include "art/artcache.h"
#include "document/tilesleftmodel.h"
#include "support/testgames.h"
#include "window/tilesleftpanel.h"

#include <QHeaderView>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

// Distinct colours inside a rectangle of the widget's picture: tile art has many, a plain
// cell a few (background and text).
int coloursIn(const QImage &image, const QRect &rect)
{
    QSet<QRgb> colours;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            if (image.rect().contains(x, y))
                colours.insert(image.pixel(x, y));
    return int(colours.size());
}

} // namespace

class TestTilesLeftPanel : public QObject {
    Q_OBJECT
private slots:
    void drawsTheTilesAndTheirCounts()
    {
        document::GameDocument doc;
        doc.newGame(test::baseGame(4));
        document::TilesLeftModel model(&doc);
        art::ArtCache cache;
        ui::TilesLeftPanel panel(&model, &doc, &cache);
        panel.resize(320, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));

        QCOMPARE(panel.model()->rowCount(), 24);
        QVERIFY(panel.rowHeight(0) >= panel.tileSize());
        // The name cell of the first row holds the tile's picture at its left end (once the
        // art cache's threads made it: until then a plain stand-in).
        const QRect cell = panel.visualRect(model.index(0, document::TilesLeftModel::NameColumn));
        const QRect picture(cell.left(), cell.top(), panel.tileSize() + 4, cell.height());
        QImage shot;
        QTRY_VERIFY2((shot = panel.viewport()->grab().toImage(), coloursIn(shot, picture.intersected(shot.rect())) > 20),
                     "no tile art in the name cell");
        // The count cell is plain text.
        const QRect count = panel.visualRect(model.index(0, document::TilesLeftModel::LeftColumn));
        QVERIFY(coloursIn(shot, count) < coloursIn(shot, picture));
        QCOMPARE(model.index(0, document::TilesLeftModel::LeftColumn).data().toInt(), model.left(0));
    }
};

QTEST_MAIN(TestTilesLeftPanel)
#include "tst_tilesleftpanel.moc"
