// The players panel in the game window on a laptop's screen: with every column a game with all
// the expansions brings, names such as "Computer 2 (Medium)" stay whole (they used to read
// "Compu… 1"),
// on one line; a name too long for any panel ends in an ellipsis and its tooltip has it whole.

#include "document/playersmodel.h"
#include "support/testwindow.h"
#include "window/playerspanel.h"

#include <QHeaderView>
#include <QSettings>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;

class TestPlayersPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTest"_s);
        QCoreApplication::setApplicationName(u"tst_playerspanel"_s);
        QSettings().clear(); // the first start's layout
    }

    void namesStayReadable()
    {
        document::GameInfo info = test::gameWith(5, {u"inns-cathedrals"_s, u"traders-builders"_s, u"princess-dragon"_s}, 3);
        for (int p = 0; p < 3; ++p)
            info.players[p].name = u"Computer %1"_s.arg(p + 1);
        // Two of them computers, named with their level ("Computer 2 (Medium)"); the person
        // plays first, so that no computer thinks while the panel is measured.
        for (int p = 1; p < 3; ++p)
            info.players[p].computer = true;
        info.players[1].level = document::ComputerLevel::Medium;
        info.players[2].level = document::ComputerLevel::Hard;
        const QString longName = u"Bartholomew Featherstonehaugh-Cholmondeley"_s;
        info.players.append({longName, document::defaultPlayerColor(3), false});
        test::TestWindow t(info);
        t.w.resize(1366, 740);
        QTest::qWait(20); // the docks take their first sizes
        auto *panel = t.w.findChild<ui::PlayersPanel *>();
        QVERIFY(panel && panel->isVisible());
        QVERIFY(!panel->isColumnHidden(document::PlayersModel::LargeFollowerColumn));
        QVERIFY(!panel->isColumnHidden(document::PlayersModel::GoodsColumn));
        QVERIFY(!panel->wordWrap());
        QFont bold = panel->font();
        bold.setBold(true); // the player to move
        const QFontMetrics metrics(bold);
        const QAbstractItemModel *model = panel->model();
        for (int row = 0; row < 3; ++row) {
            const QString name = model->index(row, 0).data().toString();
            // The marker of the player to move, the colour disc and the cell's margins too.
            const int wanted = metrics.horizontalAdvance(u"\u25B6 "_s + name) + metrics.height() + 8;
            QVERIFY2(panel->columnWidth(document::PlayersModel::NameColumn) >= wanted,
                     qPrintable(u"%1 needs %2 pixels, has %3"_s.arg(name).arg(wanted).arg(panel->columnWidth(0))));
        }
        // Every column in view.
        int columns = 0;
        for (int c = 0; c < model->columnCount(); ++c)
            columns += panel->isColumnHidden(c) ? 0 : panel->columnWidth(c);
        QVERIFY(columns <= panel->viewport()->width() + 1);
        // The long name is cut, and whole in the tooltip.
        QVERIFY(panel->columnWidth(0) < metrics.horizontalAdvance(longName));
        QVERIFY(model->index(3, 0).data(Qt::ToolTipRole).toString().contains(longName));
    }
};

QTEST_MAIN(TestPlayersPanel)
#include "tst_playerspanel.moc"
