// The new-game, results and Preferences dialogs, driven as a user drives them: keys typed into
// the name fields, clicks on the buttons, a language switch. Also saves screenshots of them
// and of the About box (light and dark; the new-game and Preferences dialogs also in German)
// under the test's build directory, screenshots/.

#include "document/eventtext.h"
#include "document/gamedocument.h"
#include "document/tilesetlibrary.h"
#include "document/translations.h"
#include "engine/randomplayer.h"
#include "tessera/version.h"
#include "ui/dialogs/aboutdialog.h"
#include "ui/dialogs/colorbutton.h"
#include "ui/dialogs/fitscrollarea.h"
#include "ui/dialogs/gameresults.h"
#include "ui/dialogs/helplabel.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/dialogs/resultsdialog.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>
#include <QToolButton>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;
using namespace tessera;
using tessera::ui::AboutDialog;
using tessera::ui::NewGameDialog;
using tessera::ui::ResultsDialog;

namespace {

template<typename T>
T *child(const QWidget &parent, const QString &name)
{
    return parent.findChild<T *>(name);
}

QPushButton *okButton(const NewGameDialog &dialog)
{
    return child<QPushButton>(dialog, u"startGame"_s);
}

QLineEdit *nameField(const NewGameDialog &dialog, int seat)
{
    return child<QLineEdit>(dialog, u"playerName%1"_s.arg(seat));
}

// Replaces the text of a field as a user does: select all, delete, type.
void retype(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// Chooses a seat's kind with the keyboard: 0 a person, 1..3 a computer at Easy, Medium, Hard.
void chooseKind(const QDialog &dialog, int seat, int index)
{
    auto *kind = dialog.findChild<QComboBox *>(u"playerKind%1"_s.arg(seat));
    QVERIFY(kind);
    kind->setFocus();
    QTest::keyClick(kind, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(kind, Qt::Key_Down);
    QCOMPARE(kind->currentIndex(), index);
}

void click(QWidget *widget)
{
    QVERIFY(widget);
    QVERIFY(widget->isEnabled());
    // Check boxes and radio buttons react on their indicator and text only, not on the empty
    // rest of a wide row.
    const bool indicator = qobject_cast<QCheckBox *>(widget) || qobject_cast<QRadioButton *>(widget);
    const QPoint at = indicator ? QPoint(widget->height() / 2, widget->height() / 2) : widget->rect().center();
    QTest::mouseClick(widget, Qt::LeftButton, {}, at);
}

// Picks a colour from the colour button's menu, as a click on the menu entry does.
void pickColor(const NewGameDialog &dialog, int seat, int defaultColor)
{
    auto *button = child<ui::ColorButton>(dialog, u"playerColor%1"_s.arg(seat));
    QVERIFY(button);
    button->menu()->actions().at(defaultColor)->trigger();
}

// A finished game through the document, as players at the table would play it.
void playToTheEnd(document::GameDocument &doc, std::uint64_t seed, bool deploy)
{
    engine::RandomPlayer player(seed);
    while (doc.stage() != document::GameDocument::Stage::GameOver) {
        const auto p = player.choosePlacement(doc.game());
        QCOMPARE(doc.placeTile(p.tile, p.placement), engine::MoveError::None);
        const auto d = deploy ? player.chooseDeployment(doc.game()) : std::nullopt;
        if (d)
            QCOMPARE(doc.chooseDeployment(*d), engine::MoveError::None);
        else
            doc.chooseNoFollower();
        doc.confirmTurn();
    }
}

document::GameInfo gameOf(const QStringList &names, std::uint64_t seed)
{
    document::GameInfo info;
    for (int i = 0; i < names.size(); ++i)
        info.players.append({names[i], document::defaultPlayerColor(i), false});
    info.tileSets = {*document::loadNamedTileSet(u"base"_s).set};
    info.seed = seed;
    return info;
}

ui::PlayerResult result(int seat, const QString &name, int total)
{
    ui::PlayerResult r;
    r.seat = seat;
    r.name = name;
    r.total = total;
    return r;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2b), base(0x1e, 0x1e, 0x1e), text(0xe8, 0xe8, 0xe8);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}

QString screenshotPath(const QString &name, const QWidget &widget)
{
    const QString dir = QCoreApplication::applicationDirPath() + u"/screenshots"_s;
    QDir().mkpath(dir);
    const qreal dpr = widget.devicePixelRatioF();
    const QString scale = dpr == 1.0 ? QString() : u"@%1x"_s.arg(dpr);
    return dir + u'/' + name + scale + u".png"_s;
}

void saveScreenshot(QWidget &widget, const QString &name)
{
    widget.adjustSize();
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    const QPixmap shot = widget.grab();
    QVERIFY(!shot.isNull());
    QVERIFY(shot.save(screenshotPath(name, widget)));
}

} // namespace

class TestDialogs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The settings of the tests stay apart from the program's (and, under ctest, in the
        // build directory through XDG_CONFIG_HOME).
        QCoreApplication::setOrganizationName(u"TesseraTest"_s);
        QCoreApplication::setApplicationName(u"tst_dialogs"_s);
    }

    void init() { QSettings().remove(u"newGame"_s); }
    void cleanup() { document::setInterfaceLanguage(u"en"_s); } // after a failed switch too

    // The About box is a Designer form with the run-time texts filled in: the version CMake
    // gives everything else, the licence with its link, and Close closes it.
    void aboutShowsVersionAndLicence()
    {
        AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.windowTitle(), u"About Tessera"_s);
        QVERIFY(child<QLabel>(dialog, u"title"_s)->text().contains(QStringLiteral(TESSERA_VERSION)));
        QVERIFY(child<QLabel>(dialog, u"qtVersions"_s)->text().contains(QString::fromLatin1(qVersion())));
        const QLabel *licence = child<QLabel>(dialog, u"license"_s);
        QVERIFY(licence->text().contains(u"GNU General Public License"_s));
        QVERIFY(licence->text().contains(u"https://www.gnu.org/licenses/gpl-3.0.html"_s));
        QVERIFY(licence->openExternalLinks());

        // A language change refills what the form does not hold.
        QEvent change(QEvent::LanguageChange);
        QApplication::sendEvent(&dialog, &change);
        QVERIFY(child<QLabel>(dialog, u"title"_s)->text().contains(QStringLiteral(TESSERA_VERSION)));

        QPushButton *close = child<QDialogButtonBox>(dialog, u"buttons"_s)->button(QDialogButtonBox::Close);
        QVERIFY(close);
        QTest::mouseClick(close, Qt::LeftButton);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }

    void newGameDefaults()
    {
        NewGameDialog dialog;
        QCOMPARE(nameField(dialog, 1)->text(), u"Player 1"_s);
        QCOMPARE(nameField(dialog, 2)->text(), u"Player 2"_s);
        QVERIFY(!nameField(dialog, 3));
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(child<QToolButton>(dialog, u"removePlayer1"_s)->isEnabled()); // one plays solo
        QVERIFY(child<QCheckBox>(dialog, u"tileSet_base"_s)->isChecked());
        QVERIFY(child<QRadioButton>(dialog, u"farmThirdEdition"_s)->isChecked());
        QVERIFY(!child<QComboBox>(dialog, u"firstEditionCityPoints"_s)->isEnabled());
        QVERIFY(child<QLineEdit>(dialog, u"seed"_s)->text().isEmpty());
        QVERIFY(dialog.confirmTurns());

        const document::GameInfo info = dialog.gameInfo();
        QCOMPARE(info.players.size(), 2);
        QCOMPARE(info.players[0], (document::PlayerInfo{u"Player 1"_s, document::defaultPlayerColor(0), false}));
        QCOMPARE(info.players[1], (document::PlayerInfo{u"Player 2"_s, document::defaultPlayerColor(1), false}));
        QVERIFY(info.rules == engine::RuleOptions{});
        QCOMPARE(info.tileSets.size(), std::size_t(1));
        QCOMPARE(info.tileSets[0].id, std::string("base"));
    }

    void addAndRemovePlayers()
    {
        NewGameDialog dialog;
        auto *add = child<QPushButton>(dialog, u"addPlayer"_s);
        click(add);
        click(add);
        click(add);
        QVERIFY(!add->isEnabled()); // five at most
        QCOMPARE(nameField(dialog, 5)->text(), u"Player 5"_s);
        QList<document::PlayerInfo> players = dialog.gameInfo().players;
        QCOMPARE(players.size(), 5);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(players[i].color, document::defaultPlayerColor(i));

        click(child<QToolButton>(dialog, u"removePlayer2"_s));
        QVERIFY(add->isEnabled());
        QVERIFY(!nameField(dialog, 5));
        // The seats below move up with their colours, and default names take the new number.
        players = dialog.gameInfo().players;
        QCOMPARE(players.size(), 4);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(players[i].name, u"Player %1"_s.arg(i + 1));
        QCOMPARE(players[1].color, document::defaultPlayerColor(2));

        // A new seat takes a name and a colour nobody has.
        click(add);
        QCOMPARE(nameField(dialog, 5)->text(), u"Player 5"_s);
        QCOMPARE(dialog.gameInfo().players[4].color, document::defaultPlayerColor(1));

        click(child<QToolButton>(dialog, u"removePlayer5"_s));
        click(child<QToolButton>(dialog, u"removePlayer1"_s));
        click(child<QToolButton>(dialog, u"removePlayer1"_s));
        QCOMPARE(dialog.gameInfo().players.size(), 2);
        // Down to one player, a solo game; the last seat stays.
        click(child<QToolButton>(dialog, u"removePlayer1"_s));
        QCOMPARE(dialog.gameInfo().players.size(), 1);
        QCOMPARE(nameField(dialog, 1)->text(), u"Player 1"_s);
        QCOMPARE(dialog.gameInfo().players[0].color, document::defaultPlayerColor(4));
        QVERIFY(!child<QToolButton>(dialog, u"removePlayer1"_s)->isEnabled());
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog.problem().isEmpty());
    }

    // A click on "Add player" moves nothing under the pointer: the seats have room for the most
    // there may be, so neither the button nor the tile sets below it move (the list grew above
    // them), nor the rules beside them; removing a seat moves nothing either.
    void addingPlayersMovesNothing()
    {
        NewGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        click(child<QCheckBox>(dialog, u"tileSet_inns-cathedrals"_s)); // up to six seats
        QApplication::processEvents();
        auto *add = child<QPushButton>(dialog, u"addPlayer"_s);
        QList<const QWidget *> watched{add, child<QRadioButton>(dialog, u"farmThirdEdition"_s), okButton(dialog)};
        for (const QString &set : document::builtinTileSetNames())
            watched << child<QCheckBox>(dialog, u"tileSet_"_s + set);
        const auto places = [&dialog, &watched] {
            QList<QRect> rects;
            for (const QWidget *w : watched)
                rects << QRect(w->mapTo(&dialog, QPoint()), w->size());
            return rects;
        };
        const QList<QRect> before = places();
        const QSize size = dialog.size();
        while (add->isEnabled()) {
            QTest::mouseClick(add, Qt::LeftButton);
            QApplication::processEvents();
            QCOMPARE(places(), before);
        }
        QCOMPARE(dialog.gameInfo().players.size(), engine::kMaxPlayers);
        QCOMPARE(dialog.size(), size);
        click(child<QToolButton>(dialog, u"removePlayer3"_s));
        click(child<QToolButton>(dialog, u"removePlayer1"_s));
        QApplication::processEvents();
        QCOMPARE(places(), before);
    }

    // A language switch while the dialogs are open reaches every text: the forms' own and
    // those the code writes (seats, tile sets, the OK button, sizes). The choices stay.
    void theDialogsFollowALanguageSwitch()
    {
        NewGameDialog dialog;
        click(child<QCheckBox>(dialog, u"tinyCity"_s));
        retype(nameField(dialog, 2), u"Ben"_s);
        ui::PreferencesDialog preferences(ui::Preferences{});
        document::setInterfaceLanguage(u"de"_s);
        QTRY_COMPARE(dialog.windowTitle(), u"Neues Spiel"_s);
        QCOMPARE(child<QGroupBox>(dialog, u"playersBox"_s)->title(), u"Spieler"_s);
        QCOMPARE(okButton(dialog)->text(), u"Spiel &starten"_s);
        QCOMPARE(child<QPushButton>(dialog, u"addPlayer"_s)->text(), u"Spieler hin&zufügen"_s);
        QCOMPARE(nameField(dialog, 1)->text(), u"Spieler 1"_s); // a name the dialog gave
        QCOMPARE(nameField(dialog, 2)->text(), u"Ben"_s);
        QCOMPARE(child<QComboBox>(dialog, u"playerKind1"_s)->itemText(0), u"Mensch"_s);
        QCOMPARE(child<QCheckBox>(dialog, u"tileSet_base"_s)->text(), u"Grundspiel (72 Karten)"_s); // a built-in name
        QCOMPARE(child<QLabel>(dialog, u"farmScoringTitle"_s)->text(), u"Wiesenwertung"_s);
        QVERIFY(child<QCheckBox>(dialog, u"tinyCity"_s)->isChecked());
        QCOMPARE(dialog.windowTitle(), u"Neues Spiel"_s);
        QCOMPARE(preferences.windowTitle(), u"Einstellungen"_s);
        QCOMPARE(child<QLabel>(preferences, u"languageLabel"_s)->text(), u"S&prache:"_s);
        QCOMPARE(child<QComboBox>(preferences, u"language"_s)->itemText(0), u"Systemvorgabe"_s);
        QCOMPARE(preferences.preferences(), ui::Preferences{});

        document::setInterfaceLanguage(u"en"_s);
        QTRY_COMPARE(dialog.windowTitle(), u"New Game"_s);
        QCOMPARE(okButton(dialog)->text(), u"Start &Game"_s);
        QCOMPARE(nameField(dialog, 1)->text(), u"Player 1"_s);
        QCOMPARE(child<QCheckBox>(dialog, u"tileSet_base"_s)->text(), u"Base game (72 tiles)"_s);
        QCOMPARE(child<QComboBox>(dialog, u"undoLimit"_s)->currentText(), u"Any turn"_s);
        QVERIFY(dialog.gameInfo().rules.tinyCity);
        QCOMPARE(child<QLabel>(preferences, u"languageLabel"_s)->text(), u"&Language:"_s);
        QCOMPARE(child<QComboBox>(preferences, u"scale"_s)->itemText(0), u"As the system"_s);
    }

    // Only the names the dialog gave follow their seat; typed names stay as typed, a typed
    // "Player 9" included.
    void removingASeatRenumbersDefaultNamesOnly()
    {
        NewGameDialog dialog;
        auto *add = child<QPushButton>(dialog, u"addPlayer"_s);
        for (int i = 0; i < 3; ++i)
            click(add);
        retype(nameField(dialog, 1), u"Ann"_s);
        retype(nameField(dialog, 3), u"Cy"_s);
        retype(nameField(dialog, 5), u"Player 9"_s);
        click(child<QToolButton>(dialog, u"removePlayer2"_s));
        auto names = [&dialog] {
            QStringList list;
            for (const document::PlayerInfo &p : dialog.gameInfo().players)
                list << p.name;
            return list;
        };
        QCOMPARE(names(), (QStringList{u"Ann"_s, u"Cy"_s, u"Player 3"_s, u"Player 9"_s}));
        click(child<QToolButton>(dialog, u"removePlayer1"_s));
        QCOMPARE(names(), (QStringList{u"Cy"_s, u"Player 2"_s, u"Player 9"_s}));
        QVERIFY(okButton(dialog)->isEnabled());
    }

    // The help text under "Confirm each turn" says what happens as the box stands.
    void confirmHelpFollowsTheBox()
    {
        NewGameDialog dialog;
        dialog.show();
        auto *confirm = child<QCheckBox>(dialog, u"confirmTurns"_s);
        auto *help = child<QLabel>(dialog, u"confirmTurnsHelp"_s);
        QVERIFY(confirm && help);
        QVERIFY(confirm->isChecked());
        QVERIFY2(help->text().contains(u"take back"_s), qPrintable(help->text()));
        QCOMPARE(confirm->accessibleDescription(), help->text());
        click(confirm);
        QVERIFY(!confirm->isChecked());
        QVERIFY2(!help->text().contains(u"take back"_s), qPrintable(help->text()));
        QVERIFY2(help->text().contains(u"ends as soon as"_s), qPrintable(help->text()));
        QCOMPARE(confirm->accessibleDescription(), help->text());
        click(confirm);
        QVERIFY(help->text().contains(u"take back"_s));
        // A dialog opened with the box remembered off describes it as off.
        click(confirm);
        click(okButton(dialog));
        NewGameDialog again;
        QVERIFY(!child<QCheckBox>(again, u"confirmTurns"_s)->isChecked());
        QVERIFY(child<QLabel>(again, u"confirmTurnsHelp"_s)->text().contains(u"ends as soon as"_s));
    }

    // Inns & Cathedrals brings its large follower (checked; the player may turn it off) and a
    // sixth seat; taking its tiles out again takes both away.
    void innsCathedralsBringsTheLargeFollowerAndASixthPlayer()
    {
        NewGameDialog dialog;
        auto *large = child<QCheckBox>(dialog, u"largeFollower"_s);
        auto *innsCathedrals = child<QCheckBox>(dialog, u"tileSet_inns-cathedrals"_s);
        auto *add = child<QPushButton>(dialog, u"addPlayer"_s);
        QVERIFY(large && innsCathedrals);
        QVERIFY(!large->isChecked());
        for (int i = 0; i < 3; ++i)
            click(add);
        QVERIFY(!add->isEnabled()); // five without Inns & Cathedrals

        click(innsCathedrals);
        QVERIFY(large->isChecked());
        QVERIFY(add->isEnabled());
        click(add);
        QVERIFY(!add->isEnabled()); // six at most
        QCOMPARE(nameField(dialog, 6)->text(), u"Player 6"_s);
        QVERIFY(okButton(dialog)->isEnabled());
        const document::GameInfo info = dialog.gameInfo();
        QCOMPARE(info.players.size(), 6);
        QCOMPARE(info.players[5].color, document::defaultPlayerColor(5));
        QVERIFY(info.rules.largeFollower);
        QCOMPARE(info.tileSets.size(), std::size_t(2));
        // The game the dialog describes gives each of the six a large follower.
        document::GameDocument doc;
        doc.newGame(info);
        for (int p = 0; p < 6; ++p)
            QCOMPARE(doc.game().supply(p, engine::FigureKind::LargeFollower), 1);

        click(large); // the player's choice
        QVERIFY(!dialog.gameInfo().rules.largeFollower);
        click(large);

        // Without the tiles: no large follower, and the sixth player is one too many.
        click(innsCathedrals);
        QVERIFY(!large->isChecked());
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY2(dialog.problem().contains(u"sixth player"_s), qPrintable(dialog.problem()));
        QVERIFY(!add->isEnabled());
        click(child<QToolButton>(dialog, u"removePlayer6"_s));
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(!dialog.gameInfo().rules.largeFollower);
    }

    void farmersAndTheLargeFollowerAreRemembered()
    {
        {
            NewGameDialog dialog;
            QVERIFY(child<QCheckBox>(dialog, u"farmers"_s)->isChecked()); // on by default
            click(child<QCheckBox>(dialog, u"tileSet_inns-cathedrals"_s));
            for (int i = 0; i < 4; ++i)
                click(child<QPushButton>(dialog, u"addPlayer"_s));
            click(child<QCheckBox>(dialog, u"farmers"_s));
            QVERIFY(!child<QRadioButton>(dialog, u"farmFirstEdition"_s)->isEnabled()); // no farms to score
            click(child<QCheckBox>(dialog, u"largeFollower"_s));
            const document::GameInfo info = dialog.gameInfo();
            QVERIFY(!info.rules.farmers);
            QVERIFY(!info.rules.largeFollower);
            dialog.show();
            click(okButton(dialog));
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        NewGameDialog dialog;
        const document::GameInfo info = dialog.gameInfo();
        QCOMPARE(info.players.size(), 6);
        QVERIFY(!info.rules.farmers);
        QVERIFY(!info.rules.largeFollower); // as the player left it, though the tiles are chosen
        QVERIFY(child<QCheckBox>(dialog, u"tileSet_inns-cathedrals"_s)->isChecked());
        QVERIFY(okButton(dialog)->isEnabled());
    }

    // Players remembered in a colour of the earlier default palette get the new colour of the
    // same seat; a colour of their own stays.
    void rememberedOldDefaultColoursMoveToThePalette()
    {
        QSettings settings;
        settings.beginGroup(u"newGame"_s);
        settings.setValue(u"playerCount"_s, 3);
        settings.setValue(u"names"_s, QStringList{u"Ann"_s, u"Ben"_s, u"Cy"_s});
        settings.setValue(u"colors"_s, QStringList{u"#43a047"_s, u"#d32f2f"_s, u"#123456"_s});
        settings.endGroup();
        NewGameDialog dialog;
        const document::GameInfo info = dialog.gameInfo();
        QCOMPARE(info.players[0].color, document::defaultPlayerColor(2));
        QCOMPARE(info.players[1].color, document::defaultPlayerColor(0));
        QCOMPARE(info.players[2].color, u"#123456"_s);
    }

    void invalidNamesDisableOk()
    {
        NewGameDialog dialog;
        auto *problem = child<QLabel>(dialog, u"problem"_s);
        retype(nameField(dialog, 1), u"Ann"_s);
        retype(nameField(dialog, 2), u"Ben"_s);
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(problem->isHidden());

        retype(nameField(dialog, 2), u"ann"_s); // names differ in case only
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(!problem->isHidden());
        QVERIFY2(problem->text().contains(u"ann"_s), qPrintable(problem->text()));

        retype(nameField(dialog, 2), u"  "_s);
        QVERIFY(!okButton(dialog)->isEnabled());
        QCOMPARE(problem->text(), u"Player 2 needs a name."_s);

        retype(nameField(dialog, 2), u"Ben"_s);
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(problem->isHidden());

        // Return on a disabled OK does not start the game.
        retype(nameField(dialog, 2), u"Ann"_s);
        dialog.show();
        QTest::keyClick(nameField(dialog, 2), Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }

    void duplicateColoursDisableOk()
    {
        NewGameDialog dialog;
        pickColor(dialog, 2, 0);
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(dialog.problem().contains(u"same colour"_s));
        pickColor(dialog, 2, 5); // sky blue, the sixth
        QVERIFY(okButton(dialog)->isEnabled());
        QCOMPARE(dialog.gameInfo().players[1].color, document::defaultPlayerColor(5));
        QCOMPARE(child<ui::ColorButton>(dialog, u"playerColor2"_s)->text(), u"Sky blue"_s);
    }

    void noTileSetWithAStartTileDisablesOk()
    {
        NewGameDialog dialog;
        click(child<QCheckBox>(dialog, u"tileSet_base"_s));
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(dialog.problem().contains(u"start tile"_s));
        click(child<QCheckBox>(dialog, u"tileSet_base"_s));
        QVERIFY(okButton(dialog)->isEnabled());
    }

    void gameInfoReflectsTheChoices()
    {
        NewGameDialog dialog;
        retype(nameField(dialog, 1), u"Ann"_s);
        retype(nameField(dialog, 2), u"Ben"_s);
        click(child<QPushButton>(dialog, u"addPlayer"_s));
        retype(nameField(dialog, 3), u"  Cy "_s);
        pickColor(dialog, 3, 4);

        click(child<QRadioButton>(dialog, u"farmFirstEdition"_s));
        auto *points = child<QComboBox>(dialog, u"firstEditionCityPoints"_s);
        QVERIFY(points->isEnabled());
        points->setFocus();
        QTest::keyClick(points, Qt::Key_Down);
        click(child<QCheckBox>(dialog, u"tinyCity"_s));
        auto *hand = child<QComboBox>(dialog, u"handSize"_s);
        hand->setFocus();
        QTest::keyClick(hand, Qt::Key_Down);
        click(child<QCheckBox>(dialog, u"confirmTurns"_s));
        auto *seed = child<QLineEdit>(dialog, u"seed"_s);
        seed->setFocus();
        QTest::keyClicks(seed, u"12x3 4"_s); // only digits get in
        QCOMPARE(seed->text(), u"1234"_s);

        const QDateTime before = QDateTime::currentDateTimeUtc();
        const document::GameInfo info = dialog.gameInfo();
        QCOMPARE(info.players.size(), 3);
        QCOMPARE(info.players[0].name, u"Ann"_s);
        QCOMPARE(info.players[1].name, u"Ben"_s);
        QCOMPARE(info.players[2].name, u"Cy"_s); // trimmed
        QCOMPARE(info.players[2].color, document::defaultPlayerColor(4));
        QVERIFY(!info.players[2].computer);
        QCOMPARE(info.rules.farmScoring, engine::FarmScoring::FirstEdition);
        QCOMPARE(info.rules.firstEditionCityPoints, 3);
        QVERIFY(info.rules.tinyCity);
        QCOMPARE(info.rules.handSize, 3);
        QCOMPARE(info.seed, std::uint64_t(1234));
        QVERIFY(!dialog.confirmTurns());
        QCOMPARE(info.created.timeSpec(), Qt::UTC);
        QVERIFY(qAbs(info.created.secsTo(before)) < 60);
        QVERIFY(!info.tesseraVersion.isEmpty());

        // What the dialog gives starts a game.
        document::GameDocument doc;
        doc.newGame(info);
        QCOMPARE(doc.stage(), document::GameDocument::Stage::Placing);
        QCOMPARE(doc.game().playerCount(), 3);
        QCOMPARE(doc.game().hand(0).size(), std::size_t(3));
    }

    void seedTakesDigitsUpToTheLargest64BitNumber()
    {
        NewGameDialog dialog;
        auto *seed = child<QLineEdit>(dialog, u"seed"_s);
        seed->setFocus();
        QTest::keyClicks(seed, u"18446744073709551615"_s);
        QCOMPARE(dialog.gameInfo().seed, std::numeric_limits<std::uint64_t>::max());
        QTest::keyClick(seed, Qt::Key_0); // one digit more would overflow
        QCOMPARE(seed->text(), u"18446744073709551615"_s);
        retype(seed, u"-5"_s);
        QCOMPARE(seed->text(), u"5"_s);
        retype(seed, QString());
        // Empty: a random seed, a new one for every game.
        QVERIFY(dialog.gameInfo().seed != dialog.gameInfo().seed);
    }

    void choicesAreRememberedBetweenRuns()
    {
        {
            NewGameDialog dialog;
            retype(nameField(dialog, 1), u"Ann"_s);
            retype(nameField(dialog, 2), u"Ben"_s);
            click(child<QPushButton>(dialog, u"addPlayer"_s));
            retype(nameField(dialog, 3), u"Cy"_s);
            pickColor(dialog, 1, 5);
            chooseKind(dialog, 3, 3); // Computer: Hard
            click(child<QRadioButton>(dialog, u"farmFirstEdition"_s));
            click(child<QCheckBox>(dialog, u"tinyCity"_s));
            click(child<QCheckBox>(dialog, u"confirmTurns"_s));
            QTest::keyClicks(child<QLineEdit>(dialog, u"seed"_s), u"77"_s);
            dialog.show();
            click(okButton(dialog));
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        {
            NewGameDialog dialog;
            const document::GameInfo info = dialog.gameInfo();
            QCOMPARE(info.players.size(), 3);
            QCOMPARE(info.players[0], (document::PlayerInfo{u"Ann"_s, document::defaultPlayerColor(5), false}));
            QCOMPARE(info.players[1], (document::PlayerInfo{u"Ben"_s, document::defaultPlayerColor(1), false}));
            QCOMPARE(info.players[2],
                     (document::PlayerInfo{u"Cy"_s, document::defaultPlayerColor(2), true, document::ComputerLevel::Hard}));
            QCOMPARE(info.rules.farmScoring, engine::FarmScoring::FirstEdition);
            QVERIFY(info.rules.tinyCity);
            QCOMPARE(info.rules.handSize, 1);
            QVERIFY(!dialog.confirmTurns());
            QVERIFY(child<QLineEdit>(dialog, u"seed"_s)->text().isEmpty()); // not remembered
            QVERIFY(child<QCheckBox>(dialog, u"tileSet_base"_s)->isChecked());

            // Cancel forgets what was changed.
            retype(nameField(dialog, 1), u"Zoe"_s);
            click(child<QToolButton>(dialog, u"removePlayer3"_s));
            dialog.show();
            click(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel));
            QCOMPARE(dialog.result(), int(QDialog::Rejected));
        }
        NewGameDialog dialog;
        QCOMPARE(nameField(dialog, 1)->text(), u"Ann"_s);
        QCOMPARE(nameField(dialog, 3)->text(), u"Cy"_s);
        QCOMPARE(child<QComboBox>(dialog, u"playerKind3"_s)->currentText(), u"Computer: Hard"_s);
    }

    // Every seat is a person or a computer of any level, mixed freely; computers alone make a
    // game too (to watch). The choices reach the game's log.
    void seatsArePeopleOrComputers()
    {
        NewGameDialog dialog;
        QCOMPARE(child<QComboBox>(dialog, u"playerKind1"_s)->currentText(), u"Person"_s);
        click(child<QPushButton>(dialog, u"addPlayer"_s));
        click(child<QPushButton>(dialog, u"addPlayer"_s));
        chooseKind(dialog, 2, 1);
        chooseKind(dialog, 3, 2);
        chooseKind(dialog, 4, 3);
        document::GameInfo info = dialog.gameInfo();
        QVERIFY(!info.players[0].computer);
        QVERIFY(info.players[1].computer && info.players[1].level == document::ComputerLevel::Easy);
        QVERIFY(info.players[2].computer && info.players[2].level == document::ComputerLevel::Medium);
        QVERIFY(info.players[3].computer && info.players[3].level == document::ComputerLevel::Hard);
        QVERIFY(okButton(dialog)->isEnabled());

        chooseKind(dialog, 1, 1); // no person at all: a game to watch
        QVERIFY(okButton(dialog)->isEnabled());
        info = dialog.gameInfo();
        QVERIFY(std::all_of(info.players.begin(), info.players.end(), [](const auto &p) { return p.computer; }));

        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(u"seats.tessera"_s);
        document::GameDocument doc;
        doc.newGame(info);
        QVERIFY(doc.saveAs(path));
        const document::LoadedGame loaded = document::loadGameLog(path);
        QVERIFY(loaded.ok());
        QVERIFY(loaded.info->players == info.players);
    }

    void brokenSettingsFallBackToDefaults()
    {
        QSettings settings;
        settings.beginGroup(u"newGame"_s);
        settings.setValue(u"playerCount"_s, 9);
        settings.setValue(u"names"_s, QStringList{u"Ann"_s, QString()});
        settings.setValue(u"colors"_s, QStringList{u"not a colour"_s});
        settings.setValue(u"handSize"_s, 2);
        settings.setValue(u"farmScoring"_s, u"fourth_edition"_s);
        settings.endGroup();
        NewGameDialog dialog;
        const document::GameInfo info = dialog.gameInfo();
        QCOMPARE(info.players.size(), 5);
        QCOMPARE(info.players[0].name, u"Ann"_s);
        QCOMPARE(info.players[1].name, u"Player 2"_s);
        QCOMPARE(info.players[0].color, document::defaultPlayerColor(0));
        QVERIFY(info.rules == engine::RuleOptions{});
        QVERIFY(okButton(dialog)->isEnabled());
    }

    void keyboardOrderFollowsTheSeats()
    {
        NewGameDialog dialog;
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        click(child<QPushButton>(dialog, u"addPlayer"_s)); // a row added later joins in its place
        QCOMPARE(QApplication::focusWidget(), nameField(dialog, 3));

        nameField(dialog, 1)->setFocus();
        QStringList expected{u"playerColor1"_s, u"playerKind1"_s, u"removePlayer1"_s, u"playerName2"_s,
                             u"playerColor2"_s, u"playerKind2"_s, u"removePlayer2"_s, u"playerName3"_s,
                             u"playerColor3"_s, u"playerKind3"_s, u"removePlayer3"_s, u"addPlayer"_s};
        for (const QString &set : document::builtinTileSetNames()) // one box per built-in set
            expected << u"tileSet_"_s + set;
        expected << QStringList{u"seed"_s,       u"confirmTurns"_s, u"farmThirdEdition"_s, u"tinyCity"_s,
                                u"handSize"_s,   u"undoLimit"_s,    u"farmers"_s,          u"largeFollower"_s,
                                u"builderPig"_s, u"fairy"_s,        u"dragonTiming"_s,     u"startGame"_s};
        for (const QString &name : expected) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QCOMPARE(QApplication::focusWidget()->objectName(), name);
        }

        // Mnemonics: Alt+2 goes to the second name, Alt+I toggles the tiny city rule.
        QTest::keyClick(&dialog, Qt::Key_2, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget(), nameField(dialog, 2));
        QTest::keyClick(&dialog, Qt::Key_I, Qt::AltModifier);
        QTRY_VERIFY(child<QCheckBox>(dialog, u"tinyCity"_s)->isChecked()); // an animated click
    }

    void undoRuleIsChosenRememberedAndItsCountShown()
    {
        {
            NewGameDialog dialog;
            QCOMPARE(dialog.gameInfo().rules.undo, engine::UndoLimit::Unlimited);
            auto *undo = child<QComboBox>(dialog, u"undoLimit"_s);
            undo->setFocus();
            QTest::keyClick(undo, Qt::Key_Down);
            QCOMPARE(dialog.gameInfo().rules.undo, engine::UndoLimit::WithinTurn);
            dialog.show();
            click(okButton(dialog));
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        NewGameDialog again;
        QCOMPARE(again.gameInfo().rules.undo, engine::UndoLimit::WithinTurn);

        document::GameDocument doc;
        doc.newGame(gameOf({u"Ann"_s, u"Ben"_s}, 3));
        playToTheEnd(doc, 5, true);
        {
            ResultsDialog dialog(doc);
            QCOMPARE(child<QLabel>(dialog, u"undos"_s)->text(), u"Nothing was taken back."_s);
        }
        doc.undoTurn();
        doc.redoTurn();
        doc.undo();
        QCOMPARE(doc.undoCount(), 2);
        doc.redo();
        ResultsDialog dialog(doc);
        QCOMPARE(child<QLabel>(dialog, u"undos"_s)->text(), u"2 moves were taken back."_s);

        // A language change retranslates the form and fills in again what depends on the game.
        QEvent change(QEvent::LanguageChange);
        QApplication::sendEvent(&dialog, &change);
        QCOMPARE(child<QLabel>(dialog, u"undos"_s)->text(), u"2 moves were taken back."_s);
        QCOMPARE(child<QLabel>(dialog, u"winner"_s)->text(), dialog.winnerText());
        QCOMPARE(child<QTableWidget>(dialog, u"scores"_s)->horizontalHeaderItem(1)->text(), u"Player"_s);
        QCOMPARE(child<QPushButton>(dialog, u"newGame"_s)->text(), u"&New Game"_s);
        QCOMPARE(dialog.windowTitle(), u"Game Over"_s);
    }

    void mnemonicsAreUnique()
    {
        NewGameDialog dialog;
        dialog.show();
        QStringList seen;
        for (const QWidget *w : dialog.findChildren<QWidget *>()) {
            QString text;
            if (auto *b = qobject_cast<const QAbstractButton *>(w))
                text = b->text();
            else if (auto *l = qobject_cast<const QLabel *>(w); l && l->buddy())
                text = l->text();
            text.replace(u"&&"_s, u"+"_s); // an ampersand shown as such ("Inns && Cathedrals")
            const qsizetype amp = text.indexOf(u'&');
            if (!w->isVisible() || amp < 0 || amp + 1 >= text.size())
                continue;
            const QString key = text.mid(amp + 1, 1).toLower();
            QVERIFY2(!seen.contains(key), qPrintable(u"mnemonic "_s + key + u" twice, in "_s + text));
            seen << key;
        }
    }

    void everyControlHasAnAccessibleName()
    {
        NewGameDialog dialog;
        document::GameDocument doc;
        doc.newGame(gameOf({u"Ann"_s, u"Ben"_s}, 1));
        ResultsDialog results(doc);
        for (QDialog *d : {static_cast<QDialog *>(&dialog), static_cast<QDialog *>(&results)}) {
            d->show();
            QVERIFY(QTest::qWaitForWindowExposed(d));
            for (QWidget *w : d->findChildren<QWidget *>()) {
                if (!w->isVisible() || !(w->focusPolicy() & Qt::TabFocus))
                    continue;
                QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
                QVERIFY(iface);
                QVERIFY2(!iface->text(QAccessible::Name).isEmpty(),
                         qPrintable(w->objectName() + u' ' + QString::fromLatin1(w->metaObject()->className())));
            }
        }
    }

    void rankingSharesRanks()
    {
        const QList<ui::PlayerResult> r = ui::ranked(
            {result(0, u"Ann"_s, 80), result(1, u"Ben"_s, 10), result(2, u"Cy"_s, 87), result(3, u"Dee"_s, 80)});
        QCOMPARE(r[0].name, u"Cy"_s);
        QCOMPARE(r[1].name, u"Ann"_s);
        QCOMPARE(r[2].name, u"Dee"_s);
        QCOMPARE(r[3].name, u"Ben"_s);
        QCOMPARE(r[0].rank, 1);
        QCOMPARE(r[1].rank, 2);
        QCOMPARE(r[2].rank, 2);
        QCOMPARE(r[3].rank, 4);
        QCOMPARE(ui::winnerSentence(r), u"Cy wins with 87 points"_s);

        const QList<ui::PlayerResult> tie = ui::ranked(
            {result(0, u"Ann"_s, 80), result(1, u"Ben"_s, 80), result(2, u"Cy"_s, 3)});
        QCOMPARE(ui::winnerSentence(tie), u"Ann and Ben share the victory with 80 points"_s);
        const QList<ui::PlayerResult> three = ui::ranked(
            {result(0, u"Ann"_s, 5), result(1, u"Ben"_s, 5), result(2, u"Cy"_s, 5)});
        QCOMPARE(ui::winnerSentence(three), u"Ann, Ben and Cy share the victory with 5 points"_s);
        // The names are joined as the scoring log joins them: one function for both.
        const QStringList four{u"Ann"_s, u"Ben"_s, u"Cy"_s, u"Dee"_s};
        QCOMPARE(ui::winnerSentence(ui::ranked(
                     {result(0, four[0], 2), result(1, four[1], 2), result(2, four[2], 2), result(3, four[3], 2)})),
                 u"%1 share the victory with 2 points"_s.arg(document::namesText(four)));
        QCOMPARE(ui::winnerSentence(ui::ranked({result(0, u"Ann"_s, 1), result(1, u"Ben"_s, 0)})),
                 u"Ann wins with 1 point"_s);
    }

    void resultsOfAFinishedGame()
    {
        document::GameDocument doc;
        doc.newGame(gameOf({u"Ann"_s, u"Ben"_s, u"Cy"_s}, 11));
        playToTheEnd(doc, 5, true);
        const engine::Game &game = doc.game();

        ResultsDialog dialog(doc);
        auto *table = child<QTableWidget>(dialog, u"scores"_s);
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->columnCount(), 9);
        QCOMPARE(table->horizontalHeaderItem(2)->text(), u"Roads"_s);
        QCOMPARE(table->horizontalHeaderItem(5)->text(), u"Farms"_s);
        QCOMPARE(table->horizontalHeaderItem(6)->text(), u"Goods"_s);
        QVERIFY(table->isColumnHidden(6)); // nobody scored goods in a base game
        QCOMPARE(table->horizontalHeaderItem(7)->text(), u"Fairy"_s);
        QVERIFY(table->isColumnHidden(7)); // nor with the fairy
        QCOMPARE(table->horizontalHeaderItem(8)->text(), u"Total"_s);
        int previous = std::numeric_limits<int>::max();
        int best = 0;
        for (int p = 0; p < 3; ++p)
            best = std::max(best, game.score(p));
        for (int row = 0; row < 3; ++row) {
            const QString name = table->item(row, 1)->text();
            const int seat = int(QStringList{u"Ann"_s, u"Ben"_s, u"Cy"_s}.indexOf(name));
            QVERIFY(seat >= 0);
            const int total = table->item(row, 8)->text().toInt();
            QCOMPARE(total, game.score(seat));
            QVERIFY(total <= previous); // ordered by rank
            previous = total;
            for (int c = 0; c < engine::kScoreCategories; ++c)
                QCOMPARE(table->item(row, 2 + c)->text().toInt(), game.scoreIn(seat, engine::ScoreCategory(c)));
            QVERIFY(!table->item(row, 1)->icon().isNull());              // the colour swatch
            QCOMPARE(table->item(row, 1)->font().bold(), total == best); // the winner stands out
        }
        QVERIFY(best > 0);
        const QString winner = table->item(0, 1)->text();
        QCOMPARE(child<QLabel>(dialog, u"winner"_s)->text(), dialog.winnerText());
        if (table->item(1, 7)->text().toInt() < best)
            QCOMPARE(dialog.winnerText(), u"%1 wins with %2 points"_s.arg(winner).arg(best));
        else
            QVERIFY(dialog.winnerText().contains(u"share the victory"_s));
    }

    void resultsOfATie()
    {
        // Nobody deploys a follower: nobody scores, and both share the victory.
        document::GameDocument doc;
        doc.newGame(gameOf({u"Ann"_s, u"Ben"_s}, 12));
        playToTheEnd(doc, 3, false);
        ResultsDialog dialog(doc);
        QCOMPARE(dialog.winnerText(), u"Ann and Ben share the victory with 0 points"_s);
        auto *table = child<QTableWidget>(dialog, u"scores"_s);
        QCOMPARE(table->item(0, 0)->text(), u"1"_s);
        QCOMPARE(table->item(1, 0)->text(), u"1"_s);
        QCOMPARE(table->item(0, 1)->text(), u"Ann"_s); // seat order among equals
        QVERIFY(table->item(0, 1)->font().bold());
        QVERIFY(table->item(1, 1)->font().bold());
    }

    void resultsButtons()
    {
        document::GameDocument doc;
        doc.newGame(gameOf({u"Ann"_s, u"Ben"_s}, 13));
        {
            ResultsDialog dialog(doc);
            dialog.show();
            click(child<QPushButton>(dialog, u"newGame"_s));
            QCOMPARE(dialog.result(), int(ResultsDialog::NewGameResult));
            QVERIFY(dialog.result() != QDialog::Accepted && dialog.result() != QDialog::Rejected);
        }
        {
            ResultsDialog dialog(doc);
            dialog.show();
            click(child<QPushButton>(dialog, u"close"_s));
            QCOMPARE(dialog.result(), int(QDialog::Rejected));
            QVERIFY(!dialog.isVisible());
        }
        {
            // Enter closes (the default button), it does not start a game.
            ResultsDialog dialog(doc);
            dialog.show();
            QTest::keyClick(&dialog, Qt::Key_Return);
            QCOMPARE(dialog.result(), int(QDialog::Rejected));
        }
    }

    // Word-wrapped help texts get the height their lines need at every player count (the
    // rows of players must not squeeze them); screenshots of each count to look at.
    void helpTextsKeepTheirHeight()
    {
        for (const int count : {2, 3, 5, 6}) {
            // Seats added while the dialog is up, as a player does.
            NewGameDialog dialog;
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            if (count == 6)
                click(child<QCheckBox>(dialog, u"tileSet_inns-cathedrals"_s));
            for (int i = 2; i < count; ++i)
                click(child<QPushButton>(dialog, u"addPlayer"_s));
            QCOMPARE(dialog.gameInfo().players.size(), count);
            QApplication::processEvents();
            QVERIFY(dialog.grab().save(screenshotPath(u"new-game-dialog-%1-players"_s.arg(count), dialog)));
            int wrapped = 0;
            for (const QLabel *label : dialog.findChildren<QLabel *>()) {
                if (!label->isVisible() || !label->wordWrap() || label->text().isEmpty())
                    continue;
                ++wrapped;
                QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                         qPrintable(u"%1 players: \"%2\" is %3 px high, needs %4"_s.arg(count)
                                        .arg(label->text())
                                        .arg(label->height())
                                        .arg(label->heightForWidth(label->width()))));
            }
            QVERIFY(wrapped >= 8);
            // The screen has room: nothing scrolls.
            auto *scroll = dialog.findChild<ui::FitScrollArea *>();
            QVERIFY(scroll);
            QVERIFY(!scroll->verticalScrollBar()->isVisible());
        }
    }

    // On a 1366 x 768 laptop screen (40 pixels of it a panel), with every tile set chosen, six
    // seats and so every expansion's options in force, every choice is in sight without
    // scrolling, in each language: the rules' two columns beside the players.
    void everyChoiceFitsALaptopScreen_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : {u"en"_s, u"de"_s, u"fr"_s})
            QTest::newRow(qPrintable(language)) << language;
    }

    void everyChoiceFitsALaptopScreen()
    {
        QFETCH(QString, language);
        document::setInterfaceLanguage(language);
        NewGameDialog dialog;
        const auto boxes = dialog.findChildren<QCheckBox *>();
        for (QCheckBox *box : boxes) {
            if (box->objectName().startsWith(u"tileSet_"_s) && box->isEnabled() && !box->isChecked())
                click(box);
        }
        for (int seat = 3; seat <= 6; ++seat)
            click(child<QPushButton>(dialog, u"addPlayer"_s));
        QCOMPARE(dialog.gameInfo().players.size(), 6);
        QVERIFY(dialog.gameInfo().rules.fairy);

        const QSize laptop(1366, 768 - 40);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.fitTo(laptop);
        dialog.resize(dialog.minimumSize()); // as small as it lets itself be made
        QApplication::processEvents();
        QVERIFY2(dialog.width() <= laptop.width(), qPrintable(u"%1 px wide"_s.arg(dialog.width())));
        constexpr int titleBar = 32;
        QVERIFY2(dialog.height() + titleBar <= laptop.height(), qPrintable(u"%1 px high"_s.arg(dialog.height())));

        auto *scroll = dialog.findChild<ui::FitScrollArea *>();
        QVERIFY(scroll);
        QVERIFY(!scroll->verticalScrollBar()->isVisible());
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
        const QRect viewport = scroll->viewport()->rect();
        int controls = 0;
        for (const QWidget *w : scroll->widget()->findChildren<QWidget *>()) {
            const bool control = qobject_cast<const QAbstractButton *>(w) || qobject_cast<const QComboBox *>(w)
                || qobject_cast<const QLineEdit *>(w) || qobject_cast<const QLabel *>(w);
            if (!control || !w->isVisibleTo(&dialog) || w->parentWidget()->inherits("QComboBox"))
                continue;
            ++controls;
            const QRect inViewport(w->mapTo(scroll->viewport(), QPoint(0, 0)), w->size());
            QVERIFY2(viewport.contains(inViewport),
                     qPrintable(u"%1 \"%2\" at %3,%4 %5x%6 outside the %7x%8 view"_s.arg(language, w->objectName())
                                    .arg(inViewport.x())
                                    .arg(inViewport.y())
                                    .arg(inViewport.width())
                                    .arg(inViewport.height())
                                    .arg(viewport.width())
                                    .arg(viewport.height())));
        }
        QVERIFY(controls > 40);
        QVERIFY(dialog.grab().save(screenshotPath(u"new-game-dialog-laptop-"_s + language, dialog)));
    }

    // The first time the expansions are chosen their lessons are offered, a line each: the
    // dialog takes them in where the screen has room (it scrolled them out of sight, the
    // wrapped lines' height not counted).
    void theLessonOffersTakeRoomRatherThanScroll()
    {
        QSettings().remove(u"lessons"_s);
        NewGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QSize screen(1600, 1000 - 40);
        dialog.fitTo(screen);
        auto *scroll = dialog.findChild<ui::FitScrollArea *>();
        QVERIFY(scroll);
        QApplication::processEvents();
        QVERIFY(!scroll->verticalScrollBar()->isVisible());
        const auto boxes = dialog.findChildren<QCheckBox *>();
        for (QCheckBox *box : boxes) {
            if (box->objectName().startsWith(u"tileSet_"_s) && box->isEnabled() && !box->isChecked())
                click(box);
        }
        auto *offer = child<QLabel>(dialog, u"lessonOffer"_s);
        QTRY_VERIFY(offer->isVisible());
        QCOMPARE(offer->text().count(u"<a "_s), 4);
        // The lines in full, and nothing to scroll to see them.
        QTRY_VERIFY(offer->height() >= offer->heightForWidth(offer->width()));
        QTRY_VERIFY2(!scroll->verticalScrollBar()->isVisible(),
                     qPrintable(u"the choices scroll in a dialog %1 px high"_s.arg(dialog.height())));
        QVERIFY(dialog.height() <= screen.height());
    }

    // The area measures its content's lines at its own width, not at its viewport's: the
    // viewport follows the area only on the area's resize event, and a dialog that asked in
    // between (as it was shown) measured them at 100 pixels and opened twice as tall, the
    // Preferences' rows spread over the screen with empty bands between them.
    void theAreaMeasuresAtItsOwnWidth()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *area = new ui::FitScrollArea;
        layout->addWidget(area);
        auto *content = new QWidget;
        auto *label = new QLabel(QString(u"A sentence that wraps into several lines when narrow. "_s).repeated(6));
        label->setWordWrap(true);
        (new QVBoxLayout(content))->addWidget(label);
        area->setWidget(content);
        area->setMinimumHeightLimit(5000);
        window.resize(600, 300);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int height = area->minimumSizeHint().height();
        QVERIFY(height < label->heightForWidth(100));
        area->viewport()->resize(100, area->viewport()->height()); // as it is before the area's resize event
        QCOMPARE(area->minimumSizeHint().height(), height);
    }

    // The Preferences dialog at the size it opens with: its help texts read in lines of some 60
    // characters, each with the height its lines need, and no empty band above the buttons (a
    // form layout gave it a column 271 pixels wide and a gap of two and a half lines).
    void preferencesReadInFullLines_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : {u"en"_s, u"de"_s, u"fr"_s})
            QTest::newRow(qPrintable(language)) << language;
    }

    void preferencesReadInFullLines()
    {
        QFETCH(QString, language);
        document::setInterfaceLanguage(language);
        ui::PreferencesDialog dialog(ui::Preferences{});
        dialog.adjustSize();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const auto labels = dialog.findChildren<ui::HelpLabel *>();
        QCOMPARE(labels.size(), 4);
        for (const ui::HelpLabel *label : labels) {
            QVERIFY2(label->width() >= 55 * label->fontMetrics().averageCharWidth(),
                     qPrintable(u"%1 is %2 px wide"_s.arg(label->objectName()).arg(label->width())));
            QVERIFY(label->height() >= label->heightForWidth(label->width()));
        }
        const auto *display = child<QGroupBox>(dialog, u"display"_s);
        const auto *buttons = child<QDialogButtonBox>(dialog, u"buttons"_s);
        const int lastRowEnd = display->mapTo(&dialog, QPoint(0, display->height())).y();
        const int gap = buttons->geometry().top() - lastRowEnd;
        QVERIFY2(gap <= dialog.fontMetrics().height(), qPrintable(u"%1 px above the buttons"_s.arg(gap)));
    }

    // At the largest interface size (every text twice as large) on a laptop screen the
    // Preferences dialog keeps to the screen, its choices scroll, and each of them can be
    // reached with Tab (the area scrolls it into view); the choices come in two groups.
    void preferencesFitALaptopAtTheLargestSize()
    {
        ui::PreferencesDialog dialog(ui::Preferences{});
        QFont large = dialog.font();
        large.setPointSizeF(large.pointSizeF() * 2);
        dialog.setFont(large);
        const QSize laptop(1366, 768 - 40);
        dialog.fitTo(laptop);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.resize(dialog.minimumSize());
        QApplication::processEvents();
        constexpr int titleBar = 32;
        QVERIFY2(dialog.height() + titleBar <= laptop.height(), qPrintable(u"%1 px high"_s.arg(dialog.height())));
        QVERIFY(dialog.width() <= laptop.width());
        QCOMPARE(dialog.findChildren<QGroupBox *>().size(), 2);
        auto *scroll = dialog.findChild<ui::FitScrollArea *>();
        QVERIFY(scroll);
        auto *language = child<QComboBox>(dialog, u"language"_s);
        child<QComboBox>(dialog, u"pace"_s)->setFocus();
        for (int tab = 0; tab < 8 && !language->hasFocus(); ++tab)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QVERIFY(language->hasFocus());
        const QRect inViewport(language->mapTo(scroll->viewport(), QPoint(0, 0)), language->size());
        QVERIFY(scroll->viewport()->rect().contains(inViewport));
    }

    // On a short screen the choices scroll and the dialog keeps to the screen; with room, the
    // area asks for all of its content.
    void choicesScrollOnlyOnAShortScreen()
    {
        auto *content = new QWidget;
        content->setMinimumSize(300, 900);
        ui::FitScrollArea area;
        area.setWidget(content);
        QVERIFY(area.sizeHint().height() >= 900);
        QVERIFY(area.minimumSizeHint().height() < 200);
        area.setMinimumHeightLimit(400);
        QCOMPARE(area.minimumSizeHint().height(), 400);
        area.setMinimumHeightLimit(2000);
        QCOMPARE(area.minimumSizeHint().height(), 900);
        QVERIFY(area.minimumSizeHint().width() >= 300);
        area.resize(area.minimumSizeHint().width(), 400);
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        QVERIFY(area.verticalScrollBar()->isVisible());
        QCOMPARE(content->width(), area.viewport()->width()); // no horizontal scrolling
    }

    // Not a check: pictures to look at, light and dark, at the scale the test runs with
    // (QT_SCALE_FACTOR=2 gives @2x files).
    void screenshots()
    {
        document::GameDocument doc;
        doc.newGame(gameOf({u"Ann"_s, u"Ben"_s, u"Cy"_s, u"Dee"_s}, 21));
        playToTheEnd(doc, 8, true);

        const QPalette light = QApplication::palette();
        for (const bool dark : {false, true}) {
            if (dark)
                QApplication::setPalette(darkPalette());
            const QString suffix = dark ? u"-dark"_s : QString();
            {
                NewGameDialog dialog;
                retype(nameField(dialog, 1), u"Ann"_s);
                retype(nameField(dialog, 2), u"Ben"_s);
                click(child<QPushButton>(dialog, u"addPlayer"_s));
                retype(nameField(dialog, 3), u"Cy"_s);
                click(child<QPushButton>(dialog, u"addPlayer"_s));
                retype(nameField(dialog, 4), u"Dee"_s);
                chooseKind(dialog, 2, 2); // Ben: a computer at Medium
                okButton(dialog)->setFocus();
                saveScreenshot(dialog, u"new-game-dialog"_s + suffix);
                pickColor(dialog, 4, 0);
                click(child<QRadioButton>(dialog, u"farmFirstEdition"_s));
                saveScreenshot(dialog, u"new-game-dialog-problem"_s + suffix);
            }
            {
                ResultsDialog dialog(doc);
                saveScreenshot(dialog, u"results-dialog"_s + suffix);
            }
            {
                AboutDialog dialog;
                saveScreenshot(dialog, u"about-dialog"_s + suffix);
            }
            {
                ui::PreferencesDialog dialog(ui::Preferences{});
                saveScreenshot(dialog, u"preferences-dialog"_s + suffix);
            }
        }
        QApplication::setPalette(light);

        // German words are longer: both forms in German, with six seats.
        document::setInterfaceLanguage(u"de"_s);
        {
            NewGameDialog dialog;
            click(child<QCheckBox>(dialog, u"tileSet_inns-cathedrals"_s));
            for (int seat = 3; seat <= 6; ++seat)
                click(child<QPushButton>(dialog, u"addPlayer"_s));
            chooseKind(dialog, 2, 3);
            saveScreenshot(dialog, u"new-game-dialog-de"_s);
        }
        {
            ui::PreferencesDialog dialog(ui::Preferences{});
            saveScreenshot(dialog, u"preferences-dialog-de"_s);
        }
    }
};

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
