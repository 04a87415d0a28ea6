// The tile set editor, driven through its widgets: clicks on edge tabs, drags and Ctrl+clicks
// between parts, flags and counts in the form, undo and redo of each, the problem list, the
// file handling (read-only built-in sets, refused saves, the unsaved-changes question), copy,
// paste, duplicate, delete, the filter, custom art and "Play with this tile set".

#include "editor/problemlist.h"
#include "editor/rotationsview.h"
#include "editor/setsummary.h"
#include "editor/tilecanvas.h"
#include "editor/tilegrid.h"
#include "editor/tileinspector.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/firstwindowsize.h"
#include "dialogs/recentfiles.h"
#include "editor/tileseteditor.h"
#include "window/mainwindow.h"
#include "ui_tileinspector.h"

#include "document/editor/tilesetdocument.h"
#include "document/translations.h"
#include "engine/geometry.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QUndoView>
#include <QtTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace tessera;
using document::EdgePart;
using engine::EdgeType;
using engine::FeatureKind;

namespace {

// Answers the next modal dialog (a message box) with `button` once it is shown.
void answerNextDialog(QMessageBox::StandardButton button, QString *text = nullptr)
{
    QTimer::singleShot(0, [button, text] {
        QWidget *modal = nullptr;
        QTRY_VERIFY((modal = QApplication::activeModalWidget()) != nullptr);
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        if (text)
            *text = box->text();
        box->button(button)->click();
    });
}

QPoint centre(const QRectF &r)
{
    return r.center().toPoint();
}

} // namespace

class TestTileSetEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void clickingAnEdgeTabCyclesIt();
    void draggingBetweenPartsConnectsAndSplits();
    void ctrlClickConnects();
    void keyboardEditsTheTile();
    void clickingAPartSelectsItsFeature();
    void featureFlagsThroughTheForm();
    void tileFlagsThroughTheForm();
    void countSpinsMergeIntoOneStep();
    void renamingThroughTheForm();
    void undoKeysReachTheSetFromAField();
    void problemListSelectsTheTileAtFault();
    void aSetWithNothingToDrawSaysSo();
    void savingWithProblemsIsRefused();
    void builtinSetsAreReadOnlyUntilCopied();
    void editingAMissingFileStartsItThere();
    void editingAFifoSaysWhatItIs();
    void copyPasteDuplicateDelete();
    void unsavedChangesAreAskedAbout();
    void filterAndOrder();
    void customArt();
    void playWithThisTileSet();
    void simulationWarning();
    void historyShowsEachStep();
    void thePanesFollowALanguageSwitch();
    void rotationsShowNeighboursThatFit();
    void newGameDialogTakesTheEditedSet();
    void gameWindowPlaysTheEditedSet();
    void opensWithinItsScreen();
    void longNamesShowTheirStart();

private:
    ui::TileSetEditor *m_editor = nullptr;
    document::TileSetDocument *doc() const { return m_editor->document(); }
    ui::TileCanvas *canvas() const { return m_editor->canvas(); }
    Ui::TileInspector *form() const { return m_editor->inspector()->form(); }
    void trigger(const QString &action) { m_editor->action(action)->trigger(); }
    void clickTab(int side) { QTest::mouseClick(canvas(), Qt::LeftButton, {}, centre(canvas()->edgeTab(side))); }
    void drag(EdgePart from, EdgePart to)
    {
        const QPoint a = centre(canvas()->partRect(from));
        const QPoint b = centre(canvas()->partRect(to));
        QTest::mousePress(canvas(), Qt::LeftButton, {}, a);
        QTest::mouseMove(canvas(), (a + b) / 2);
        QTest::mouseMove(canvas(), b);
        QTest::mouseRelease(canvas(), Qt::LeftButton, {}, b);
    }
    // N and S become two cities of the start tile.
    void twoCities()
    {
        for (const int side : {0, 2}) {
            clickTab(side);
            clickTab(side);
        }
        QCOMPARE(doc()->tile(0).edges[0], EdgeType::City);
        QCOMPARE(doc()->tile(0).edges[2], EdgeType::City);
    }
};

void TestTileSetEditor::init()
{
    m_editor = new ui::TileSetEditor;
    m_editor->resize(1200, 800);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor));
    QCOMPARE(canvas()->tile(), 0);
}

void TestTileSetEditor::cleanup()
{
    doc()->undoStack()->setClean(); // no question on closing
    delete m_editor;
    m_editor = nullptr;
}

void TestTileSetEditor::clickingAnEdgeTabCyclesIt()
{
    clickTab(0);
    QCOMPARE(doc()->tile(0).edges[0], EdgeType::Road);
    clickTab(0);
    QCOMPARE(doc()->tile(0).edges[0], EdgeType::City);
    clickTab(0);
    QCOMPARE(doc()->tile(0).edges[0], EdgeType::River);
    QVERIFY(!doc()->hasProblems());
    QVERIFY(m_editor->isWindowModified());
    trigger(u"undo"_s);
    QCOMPARE(doc()->tile(0).edges[0], EdgeType::City);
    trigger(u"undo"_s);
    trigger(u"undo"_s);
    QCOMPARE(doc()->tile(0).edges[0], EdgeType::Field);
    QVERIFY(!m_editor->isWindowModified());
    trigger(u"redo"_s);
    QCOMPARE(doc()->tile(0).edges[0], EdgeType::Road);
    // A click inside the tile's middle changes no edge.
    QTest::mouseClick(canvas(), Qt::LeftButton, {}, centre(canvas()->centreRect()));
    QCOMPARE(doc()->undoStack()->index(), 1);
}

void TestTileSetEditor::draggingBetweenPartsConnectsAndSplits()
{
    twoCities();
    const auto features = doc()->tile(0).features;
    QCOMPARE(std::count_if(features.begin(), features.end(), [](const auto &f) { return f.kind == FeatureKind::City; }), 2);
    const int before = doc()->undoStack()->count();
    drag({false, 0}, {false, 2});
    QCOMPARE(doc()->undoStack()->count(), before + 1); // one step for the whole drag
    QCOMPARE(document::featureAt(doc()->tile(0), {false, 0}), document::featureAt(doc()->tile(0), {false, 2}));
    QCOMPARE(canvas()->selectedFeature(), document::featureAt(doc()->tile(0), {false, 2}));
    drag({false, 0}, {false, 2});
    QVERIFY(document::featureAt(doc()->tile(0), {false, 0}) != document::featureAt(doc()->tile(0), {false, 2}));
    QVERIFY(!doc()->hasProblems());
    trigger(u"undo"_s);
    QCOMPARE(document::featureAt(doc()->tile(0), {false, 0}), document::featureAt(doc()->tile(0), {false, 2}));
    trigger(u"undo"_s);
    QVERIFY(document::featureAt(doc()->tile(0), {false, 0}) != document::featureAt(doc()->tile(0), {false, 2}));

    // Fields split and join the same way: the west half-edge leaves the field and comes back.
    drag({true, 2}, {true, 6});
    QVERIFY(document::featureAt(doc()->tile(0), {true, 2}) != document::featureAt(doc()->tile(0), {true, 6}));
    drag({true, 2}, {true, 6});
    QCOMPARE(document::featureAt(doc()->tile(0), {true, 2}), document::featureAt(doc()->tile(0), {true, 6}));
    // A field and a city do not connect; nothing changes and the editor says why.
    const int steps = doc()->undoStack()->count();
    drag({true, 2}, {false, 0});
    QCOMPARE(doc()->undoStack()->count(), steps);
    QVERIFY(!m_editor->lastMessage().isEmpty());
}

void TestTileSetEditor::ctrlClickConnects()
{
    twoCities();
    QTest::mouseClick(canvas(), Qt::LeftButton, {}, centre(canvas()->partRect({false, 0})));
    QTest::mouseClick(canvas(), Qt::LeftButton, Qt::ControlModifier, centre(canvas()->partRect({false, 2})));
    QCOMPARE(document::featureAt(doc()->tile(0), {false, 0}), document::featureAt(doc()->tile(0), {false, 2}));
}

void TestTileSetEditor::keyboardEditsTheTile()
{
    canvas()->setFocus();
    for (const auto key : {Qt::Key_N, Qt::Key_N, Qt::Key_S, Qt::Key_S}) // N and S: field, road, city
        QTest::keyClick(canvas(), key);
    QCOMPARE(doc()->tile(0).edges[0], EdgeType::City);
    QCOMPARE(doc()->tile(0).edges[2], EdgeType::City);
    const auto parts = document::edgeParts(doc()->tile(0));
    const auto at = [&](EdgePart part) { return int(std::find(parts.begin(), parts.end(), part) - parts.begin()); };
    // Walk to the north city and select it, then to the south city and connect them.
    for (int i = 0; i <= at({false, 0}); ++i)
        QTest::keyClick(canvas(), Qt::Key_Right);
    QTest::keyClick(canvas(), Qt::Key_Space);
    QCOMPARE(canvas()->selectedFeature(), document::featureAt(doc()->tile(0), {false, 0}));
    for (int i = at({false, 0}); i < at({false, 2}); ++i)
        QTest::keyClick(canvas(), Qt::Key_Right);
    QTest::keyClick(canvas(), Qt::Key_Space, Qt::ControlModifier);
    QCOMPARE(document::featureAt(doc()->tile(0), {false, 0}), document::featureAt(doc()->tile(0), {false, 2}));
    QCOMPARE(doc()->undoStack()->count(), 5);
}

void TestTileSetEditor::clickingAPartSelectsItsFeature()
{
    twoCities();
    QVERIFY(!form()->featureBox->isEnabled());
    QTest::mouseClick(canvas(), Qt::LeftButton, {}, centre(canvas()->partRect({false, 2})));
    const int city = document::featureAt(doc()->tile(0), {false, 2});
    QCOMPARE(canvas()->selectedFeature(), city);
    QVERIFY(form()->featureBox->isEnabled());
    QVERIFY(form()->pennants->isVisibleTo(m_editor));
    QVERIFY(!form()->inn->isVisibleTo(m_editor));
    // A field part: the cities it borders are offered.
    QTest::mouseClick(canvas(), Qt::LeftButton, {}, centre(canvas()->partRect({true, 2})));
    QCOMPARE(doc()->tile(0).features[std::size_t(canvas()->selectedFeature())].kind, FeatureKind::Field);
    const auto boxes = form()->cities->findChildren<QCheckBox *>();
    QCOMPARE(boxes.size(), 2);
    QVERIFY(boxes[0]->isChecked() && boxes[1]->isChecked());
    boxes[0]->click();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(form()->cities->findChildren<QCheckBox *>().size(), 2); // the boxes made anew
    const auto &field = doc()->tile(0).features[std::size_t(canvas()->selectedFeature())];
    QCOMPARE(field.adjacentCities.size(), std::size_t(1));
    trigger(u"undo"_s);
    QCOMPARE(doc()->tile(0).features[std::size_t(canvas()->selectedFeature())].adjacentCities.size(), std::size_t(2));
}

void TestTileSetEditor::featureFlagsThroughTheForm()
{
    twoCities();
    QTest::mouseClick(canvas(), Qt::LeftButton, {}, centre(canvas()->partRect({false, 0})));
    const int city = canvas()->selectedFeature();
    form()->pennants->stepUp();
    QCOMPARE(doc()->tile(0).features[std::size_t(city)].pennants, 1);
    form()->cathedral->click();
    QVERIFY(doc()->tile(0).features[std::size_t(city)].cathedral);
    form()->princess->click();
    QVERIFY(doc()->tile(0).features[std::size_t(city)].princess);
    form()->goods->setCurrentIndex(2);
    emit form()->goods->activated(2);
    QCOMPARE(doc()->tile(0).features[std::size_t(city)].goods, engine::Goods::Grain);
    QVERIFY(!doc()->hasProblems());
    // Each flag of the same feature merges into one "Change feature" step.
    trigger(u"undo"_s);
    QCOMPARE(doc()->tile(0).features[std::size_t(city)].pennants, 0);
    QVERIFY(!doc()->tile(0).features[std::size_t(city)].cathedral);

    // A road: the inn.
    clickTab(1); // E: field -> road
    QTest::mouseClick(canvas(), Qt::LeftButton, {}, centre(canvas()->partRect({false, 1})));
    QVERIFY(form()->inn->isVisibleTo(m_editor));
    form()->inn->click();
    QVERIFY(doc()->tile(0).features[std::size_t(canvas()->selectedFeature())].inn);
}

void TestTileSetEditor::tileFlagsThroughTheForm()
{
    form()->cloister->click();
    QVERIFY(document::hasCloister(doc()->tile(0)));
    form()->volcano->click();
    form()->dragon->click();
    form()->portal->click();
    QVERIFY(doc()->tile(0).volcano && doc()->tile(0).dragon && doc()->tile(0).portal);
    QCOMPARE(doc()->undoStack()->count(), 4);
    // The centre selects the cloister.
    QTest::mouseClick(canvas(), Qt::LeftButton, {}, centre(canvas()->centreRect()));
    QCOMPARE(doc()->tile(0).features[std::size_t(canvas()->selectedFeature())].kind, FeatureKind::Cloister);
    for (int i = 0; i < 4; ++i)
        trigger(u"undo"_s);
    QVERIFY(!document::hasCloister(doc()->tile(0)));
    QVERIFY(!doc()->tile(0).volcano && !form()->volcano->isChecked());
}

void TestTileSetEditor::countSpinsMergeIntoOneStep()
{
    form()->count->setFocus();
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(form()->count, Qt::Key_Up);
    QCOMPARE(doc()->tile(0).count, 5);
    QCOMPARE(doc()->undoStack()->count(), 1);
    trigger(u"undo"_s);
    QCOMPARE(doc()->tile(0).count, 1);
    QCOMPARE(form()->count->value(), 1);
}

void TestTileSetEditor::renamingThroughTheForm()
{
    form()->tileName->setFocus();
    QTest::keyClicks(form()->tileName, u"Plain meadow"_s);
    QCOMPARE(doc()->undoStack()->count(), 0); // nothing until the edit is committed
    QTest::keyClick(form()->tileName, Qt::Key_Return);
    QCOMPARE(doc()->tile(0).name, std::string("Plain meadow"));
    QCOMPARE(doc()->undoStack()->count(), 1);
    // Renaming the start tile keeps it the start tile, in one step.
    form()->tileId->setFocus();
    form()->tileId->selectAll();
    QTest::keyClicks(form()->tileId, u"meadow"_s);
    QTest::keyClick(form()->tileId, Qt::Key_Return);
    QCOMPARE(doc()->set().startTile, std::string("meadow"));
    QCOMPARE(doc()->undoStack()->count(), 2);
    QVERIFY(!doc()->hasProblems());
}

// With a field of the form focused, Ctrl+Z and Ctrl+Shift+Z take back and make again the set's
// last change when the field has no typing of its own to undo (they did nothing).
void TestTileSetEditor::undoKeysReachTheSetFromAField()
{
    form()->tileName->setFocus();
    QTest::keyClicks(form()->tileName, u"Meadow"_s);
    QTest::keyClick(form()->tileName, Qt::Key_Return);
    QCOMPARE(doc()->undoStack()->index(), 1);
    form()->setName->setFocus(); // a field with nothing typed
    QVERIFY(!form()->setName->isUndoAvailable());
    QTest::keyClick(form()->setName, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->undoStack()->index(), 0);
    QCOMPARE(doc()->tile(0).name, std::string());
    QTest::keyClick(form()->setName, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc()->undoStack()->index(), 1);
    QCOMPARE(doc()->tile(0).name, std::string("Meadow"));
    // Typing in a field is still undone in the field first.
    const QString before = form()->setName->text();
    QTest::keyClick(form()->setName, Qt::Key_End);
    QTest::keyClicks(form()->setName, u"x"_s);
    QCOMPARE(form()->setName->text(), before + u"x"_s);
    QTest::keyClick(form()->setName, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(form()->setName->text(), before);
    QCOMPARE(doc()->undoStack()->index(), 1);
}

// A set of the start tile alone is sound but cannot be played: the list says so instead of
// "can be saved and played", and Play is off until a tile has a count.
void TestTileSetEditor::aSetWithNothingToDrawSaysSo()
{
    ui::ProblemList *list = m_editor->problems();
    QCOMPARE(doc()->tileCount(), 1);
    QVERIFY(list->item(0)->text().startsWith(u"No problems, but nothing to play yet"_s));
    QVERIFY(!m_editor->action(u"play"_s)->isEnabled());
    trigger(u"newTile"_s);
    QCOMPARE(doc()->tileCount(), 2);
    QCOMPARE(list->item(0)->text(), u"No problems: the set can be saved and played."_s);
    QVERIFY(m_editor->action(u"play"_s)->isEnabled());
    form()->count->setFocus();
    QTest::keyClick(form()->count, Qt::Key_Down); // the new tile's count to 0
    QCOMPARE(doc()->tile(1).count, 0);
    QVERIFY(list->item(0)->text().startsWith(u"No problems, but nothing to play yet"_s));
    QVERIFY(!m_editor->action(u"play"_s)->isEnabled());
}

void TestTileSetEditor::problemListSelectsTheTileAtFault()
{
    trigger(u"newTile"_s);
    QCOMPARE(doc()->tileCount(), 2);
    QCOMPARE(m_editor->grid()->currentTile(), 1);
    form()->tileId->setFocus();
    form()->tileId->selectAll();
    QTest::keyClicks(form()->tileId, u"start"_s);
    QTest::keyClick(form()->tileId, Qt::Key_Return);
    QVERIFY(doc()->hasProblems());
    QVERIFY(!m_editor->action(u"play"_s)->isEnabled());
    m_editor->grid()->selectTile(0);
    QCOMPARE(canvas()->tile(), 0);
    ui::ProblemList *list = m_editor->problems();
    QCOMPARE(list->count(), int(doc()->problems().size()));
    QListWidgetItem *item = list->item(0);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
    QCOMPARE(canvas()->tile(), 1);
    QCOMPARE(m_editor->grid()->currentTile(), 1);
    trigger(u"undo"_s);
    QVERIFY(!doc()->hasProblems());
    QVERIFY(m_editor->action(u"play"_s)->isEnabled());

    // A problem about a side marks that side on the canvas.
    engine::TileType broken = doc()->tile(1);
    broken.edges[1] = EdgeType::Road; // E: a road edge that no road claims
    doc()->editTile(1, broken, u"broken"_s, document::TileSetDocument::TileProperty::Edge);
    m_editor->grid()->selectTile(0);
    QVERIFY(doc()->hasProblems());
    int row = -1;
    for (int i = 0; i < int(doc()->problems().size()); ++i)
        if (doc()->problems()[i].part == EdgePart{false, 1})
            row = i;
    QVERIFY(row >= 0);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(row)).center());
    QCOMPARE(canvas()->tile(), 1);
    QVERIFY((canvas()->markedPart() == EdgePart{false, 1}));
}

void TestTileSetEditor::savingWithProblemsIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"set.json"_s);
    doc()->setSetProperty(document::TileSetDocument::SetProperty::StartTile, u"missing"_s);
    // The problem is the set's: a click on it goes to the start tile field.
    m_editor->problems()->setFocus();
    QTest::mouseClick(m_editor->problems()->viewport(), Qt::LeftButton, {},
                      m_editor->problems()->visualItemRect(m_editor->problems()->item(0)).center());
    QCOMPARE(QApplication::focusWidget(), form()->startTile);
    QString said;
    answerNextDialog(QMessageBox::Ok, &said);
    QVERIFY(!m_editor->saveTo(path));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!said.isEmpty());
    trigger(u"undo"_s);
    QVERIFY(m_editor->saveTo(path));
    QVERIFY(QFile::exists(path));
    QVERIFY(!m_editor->isWindowModified());
    QVERIFY(m_editor->windowTitle().startsWith(u"set.json"_s));
}

void TestTileSetEditor::builtinSetsAreReadOnlyUntilCopied()
{
    // The built-in sets go by their names, in the menu and once open ("&" shown, not a shortcut).
    QAction *inns = m_editor->findChild<QAction *>(u"builtin-inns-cathedrals"_s);
    QVERIFY(inns);
    QCOMPARE(inns->text(), u"Inns && Cathedrals"_s);
    QVERIFY(m_editor->openBuiltin(u"base"_s));
    QVERIFY(doc()->isReadOnly());
    QVERIFY(m_editor->windowTitle().startsWith(u"Base game (built-in, read-only)"_s));
    const engine::TileType first = doc()->tile(0);
    clickTab(0);
    QVERIFY(doc()->tile(0) == first);
    QVERIFY(!form()->tileBox->isEnabled());
    QVERIFY(!m_editor->action(u"delete"_s)->isEnabled());
    QCOMPARE(m_editor->action(u"save"_s)->text(), u"&Save a Copy..."_s);
    QTemporaryDir dir;
    QVERIFY(m_editor->saveTo(dir.filePath(u"my-base.json"_s)));
    QVERIFY(!doc()->isReadOnly());
    clickTab(0);
    QVERIFY(doc()->tile(0).edges != first.edges);
    // The copy heads the editor's own Open Recent menu (the games' list does not get it), and
    // choosing it there opens it again.
    const QString copy = QFileInfo(dir.filePath(u"my-base.json"_s)).absoluteFilePath();
    QVERIFY(!ui::RecentFiles::games()->files().contains(copy));
    QMenu *recent = nullptr;
    for (QMenu *menu : m_editor->menuBar()->findChildren<QMenu *>())
        if (menu->title() == u"Open &Recent"_s)
            recent = menu;
    QVERIFY(recent && recent->isEnabled());
    QCOMPARE(recent->actions().first()->toolTip(), copy);
    doc()->undoStack()->undo(); // back to the saved state, so that no "save changes?" comes
    QVERIFY(!doc()->isModified());
    QVERIFY(m_editor->openBuiltin(u"river"_s));
    recent->actions().first()->trigger();
    QCOMPARE(QFileInfo(doc()->filePath()).absoluteFilePath(), copy);
    QVERIFY(!doc()->isReadOnly());
    QVERIFY(doc()->tile(0).edges == first.edges); // the saved copy, not the River shown before
}

// `tessera --edit my-tiles.json` for a file not yet there: a new set, nothing written until
// Save, which writes it there without asking where; a built-in name or a file opens as before.
void TestTileSetEditor::editingAMissingFileStartsItThere()
{
    QTemporaryDir dir;
    const QString path = QFileInfo(dir.filePath(u"my-tiles.json"_s)).absoluteFilePath();
    QVERIFY(m_editor->openOrCreate(path));
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(doc()->filePath(), path);
    QCOMPARE(doc()->tileCount(), 1);
    QVERIFY(!doc()->isReadOnly());
    QVERIFY(m_editor->windowTitle().contains(u"my-tiles.json"_s));
    QVERIFY(m_editor->lastMessage().contains(u"does not exist yet"_s));
    QCOMPARE(m_editor->findChild<QUndoView *>()->emptyLabel(), u"New tile set"_s);
    clickTab(0);
    trigger(u"save"_s);
    QVERIFY(QFileInfo::exists(path));
    QVERIFY(!doc()->isModified());
    const engine::TileType saved = doc()->tile(0);

    QVERIFY(m_editor->openOrCreate(u"base"_s));
    QVERIFY(doc()->isReadOnly());
    QVERIFY(m_editor->openOrCreate(path));
    QCOMPARE(doc()->filePath(), path);
    QVERIFY(doc()->tile(0) == saved);
}

// `tessera --edit f.json` where f.json is a FIFO: said at once, nothing waits for a writer,
// and no new set is started there (issue 36).
void TestTileSetEditor::editingAFifoSaysWhatItIs()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(u"f.json"_s);
    QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QString said;
    answerNextDialog(QMessageBox::Ok, &said);
    QVERIFY(!m_editor->openOrCreate(fifo));
    QCOMPARE(said, u"f.json cannot be opened: This is not a regular file (a FIFO): only regular files are read."_s);
    QVERIFY(doc()->filePath() != fifo);
}

void TestTileSetEditor::copyPasteDuplicateDelete()
{
    clickTab(0); // the start tile gets a road, to tell copies apart from new tiles
    m_editor->grid()->selectTile(0);
    trigger(u"copy"_s);
    trigger(u"paste"_s);
    QCOMPARE(doc()->tileCount(), 2);
    QCOMPARE(doc()->tile(1).id, std::string("start-2"));
    QCOMPARE(doc()->tile(1).edges, doc()->tile(0).edges);
    QCOMPARE(m_editor->grid()->currentTile(), 1);
    trigger(u"duplicate"_s);
    QCOMPARE(doc()->tileCount(), 3);
    QCOMPARE(doc()->tile(2).id, std::string("start-3"));
    trigger(u"delete"_s);
    QCOMPARE(doc()->tileCount(), 2);
    trigger(u"undo"_s);
    QCOMPARE(doc()->tileCount(), 3);
    // Text that is not a tile set pastes nothing.
    QApplication::clipboard()->setText(u"hello"_s);
    trigger(u"paste"_s);
    QCOMPARE(doc()->tileCount(), 3);
    QVERIFY(!doc()->hasProblems());
}

void TestTileSetEditor::unsavedChangesAreAskedAbout()
{
    clickTab(3);
    answerNextDialog(QMessageBox::Cancel);
    QVERIFY(!m_editor->close());
    QVERIFY(m_editor->isVisible());
    answerNextDialog(QMessageBox::Discard);
    QVERIFY(m_editor->close());
}

void TestTileSetEditor::filterAndOrder()
{
    trigger(u"newTile"_s);
    clickTab(0); // the new tile: a road on N
    ui::TileGrid *grid = m_editor->grid();
    QCOMPARE(grid->model()->rowCount(), 2);
    auto *filter = m_editor->findChild<QLineEdit *>(u"filter"_s);
    QVERIFY(filter);
    QTest::keyClicks(filter, u"RFFF"_s);
    QCOMPARE(grid->model()->rowCount(), 1);
    QCOMPARE(grid->model()->index(0, 0).data().toString(), u"tile"_s);
    filter->clear();
    QCOMPARE(grid->model()->rowCount(), 2);
    grid->filter()->setOrder(ui::TileGridFilter::Order::Edges);
    QCOMPARE(grid->model()->index(0, 0).data().toString(), u"start"_s); // FFFF sorts before RFFF
}

void TestTileSetEditor::customArt()
{
    QTemporaryDir dir;
    const QString good = dir.filePath(u"good.svg"_s);
    const QString bad = dir.filePath(u"bad.svg"_s);
    QFile g(good), b(bad);
    QVERIFY(g.open(QIODevice::WriteOnly) && b.open(QIODevice::WriteOnly));
    g.write(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><rect width=\"100\" height=\"100\" fill=\"#7a4\"/></svg>");
    b.write("<svg xmlns=\"http://www.w3.org/2000/svg\"><image href=\"/etc/hostname\"/></svg>");
    g.close();
    b.close();
    QVERIFY(!m_editor->inspector()->importArt(bad).isEmpty());
    QVERIFY(doc()->tile(0).art.empty());
    QCOMPARE(m_editor->inspector()->importArt(good), QString());
    QVERIFY(!doc()->tile(0).art.empty());
    QVERIFY(!form()->customArt->pixmap().isNull());
    QVERIFY(form()->clearArt->isEnabled());
    form()->clearArt->click();
    QVERIFY(doc()->tile(0).art.empty());
}

void TestTileSetEditor::playWithThisTileSet()
{
    QSignalSpy play(m_editor, &ui::TileSetEditor::playRequested);
    clickTab(1);
    trigger(u"play"_s); // the start tile alone: nothing to draw, Play is off
    QCOMPARE(play.size(), 0);
    trigger(u"newTile"_s);
    trigger(u"play"_s);
    QCOMPARE(play.size(), 1);
    QVERIFY(play.front().front().value<engine::TileSet>() == doc()->set());
}

void TestTileSetEditor::simulationWarning()
{
    m_editor->summary()->refresh();
    QCOMPARE(m_editor->summary()->simulationWarning(), QString());
    // A second tile type that is all city never fits the plain start tile.
    trigger(u"newTile"_s);
    for (int side = 0; side < 4; ++side) {
        clickTab(side);
        clickTab(side);
    }
    form()->count->setValue(10);
    QVERIFY(!doc()->hasProblems());
    m_editor->summary()->refresh();
    QVERIFY(!m_editor->summary()->simulationWarning().isEmpty());
    // The problem list shows the warning too, after the (no) problems.
    ui::ProblemList *list = m_editor->problems();
    QCOMPARE(list->item(list->count() - 1)->text(), m_editor->summary()->simulationWarning());
    QVERIFY(m_editor->summary()->toPlainText().contains(u"FFFF"_s));
}

void TestTileSetEditor::historyShowsEachStep()
{
    clickTab(0);
    form()->cloister->click();
    auto *history = m_editor->findChild<QUndoView *>();
    QVERIFY(history);
    QCOMPARE(history->model()->rowCount(), 3); // the set as it began, and two steps
    QCOMPARE(history->model()->index(0, 0).data().toString(), u"New tile set"_s);
    // Clicking the first row goes back to the opened set.
    QTest::mouseClick(history->viewport(), Qt::LeftButton, {}, history->visualRect(history->model()->index(0, 0)).center());
    QCOMPARE(doc()->undoStack()->index(), 0);
    QCOMPARE(doc()->tile(0).edges[0], EdgeType::Field);

    // An opened set begins "as opened", in the language in force.
    doc()->undoStack()->setClean();
    QVERIFY(m_editor->openBuiltin(u"river"_s));
    QCOMPARE(history->emptyLabel(), u"As opened"_s);
    document::setInterfaceLanguage(u"de"_s);
    QTRY_COMPARE(history->emptyLabel(), u"Zustand beim Öffnen"_s);
    QCOMPARE(history->model()->index(0, 0).data().toString(), u"Zustand beim Öffnen"_s);
    document::setInterfaceLanguage(u"en"_s);
    QTRY_COMPARE(history->emptyLabel(), u"As opened"_s);
    trigger(u"new"_s);
    QCOMPARE(history->emptyLabel(), u"New tile set"_s);
}

// The tiles' pane is a form: its filter and orders follow a switch, and the order chosen stays.
void TestTileSetEditor::thePanesFollowALanguageSwitch()
{
    auto *filter = m_editor->findChild<QLineEdit *>(u"filter"_s);
    auto *order = m_editor->findChild<QComboBox *>(u"order"_s);
    QVERIFY(filter && order);
    order->setCurrentIndex(2);
    document::setInterfaceLanguage(u"fr"_s);
    QTRY_COMPARE(order->currentText(), u"Plus d’exemplaires d’abord"_s);
    QCOMPARE(filter->placeholderText(), u"Filtre : identifiant, nom, bords (CRFR), marque"_s);
    QCOMPARE(order->currentIndex(), 2);
    document::setInterfaceLanguage(u"en"_s);
    QTRY_COMPARE(order->currentText(), u"Most copies first"_s);
}

void TestTileSetEditor::rotationsShowNeighboursThatFit()
{
    trigger(u"newTile"_s);
    clickTab(0); // tile 1: a road on N (RFFF)
    auto *rotations = m_editor->findChild<ui::RotationsView *>();
    QVERIFY(rotations);
    // Beside the road on N only tile 1 fits, turned twice so that its road faces south.
    QCOMPARE(rotations->neighbour(0), std::make_pair(1, 2));
    // Its field sides take any tile with a field edge facing them.
    const auto [east, turn] = rotations->neighbour(1);
    QVERIFY(east >= 0);
    QCOMPARE(doc()->tile(east).edges[std::size_t(engine::unrotateSide(engine::opposite(1), turn))], EdgeType::Field);
    // With no copies left of the road tile, nothing fits the road.
    form()->count->setValue(0);
    QCOMPARE(rotations->neighbour(0).first, -1);
}

void TestTileSetEditor::newGameDialogTakesTheEditedSet()
{
    clickTab(0);
    doc()->setSetProperty(document::TileSetDocument::SetProperty::Id, u"mine"_s);
    {
        ui::NewGameDialog dialog;
        dialog.chooseTileSet(doc()->set());
        QCOMPARE(dialog.problem(), QString());
        const auto sets = dialog.gameInfo().tileSets;
        QCOMPARE(sets.size(), std::size_t(1));
        QVERIFY(sets.front() == doc()->set());
    }
    // Without a start tile the set is an expansion: the base game comes with it.
    doc()->setSetProperty(document::TileSetDocument::SetProperty::StartTile, QString());
    QVERIFY(!doc()->hasProblems());
    ui::NewGameDialog dialog;
    dialog.chooseTileSet(doc()->set());
    const auto sets = dialog.gameInfo().tileSets;
    QCOMPARE(sets.size(), std::size_t(2));
    QCOMPARE(sets.front().id, std::string("base"));
    QVERIFY(sets.back() == doc()->set());
}

void TestTileSetEditor::gameWindowPlaysTheEditedSet()
{
    ui::MainWindow window;
    ui::TileSetEditor *editor = window.openTileSetEditor();
    QVERIFY(editor->isVisible());
    QVERIFY(editor->testAttribute(Qt::WA_DeleteOnClose));
    const QPointer<ui::TileSetEditor> guard(editor);
    editor->document()->setTileCount(0, 10); // a game that does not end at once
    // The editor's "Play" opens the game window's new-game dialog with the set chosen; OK
    // starts the game with it.
    bool sawDialog = false;
    QTimer::singleShot(0, [&] {
        QWidget *modal = nullptr;
        QTRY_VERIFY((modal = QApplication::activeModalWidget()) != nullptr);
        auto *dialog = qobject_cast<ui::NewGameDialog *>(modal);
        QVERIFY(dialog);
        sawDialog = true;
        QCOMPARE(dialog->gameInfo().tileSets.back().id, editor->document()->set().id);
        dialog->accept();
    });
    editor->action(u"play"_s)->trigger();
    QVERIFY(sawDialog);
    QVERIFY(window.isVisible());
    QVERIFY(window.document()->hasGame());
    QCOMPARE(window.document()->match().setup().catalog->tiles().size(), editor->document()->set().tiles.size());
    editor->document()->undoStack()->setClean();
    editor->close();
    QTRY_VERIFY(guard.isNull());
}

// With no geometry remembered, the editor opens within the screen it opens on (it asked for
// 1280 x 760 on any screen, taller than a 1366 x 768 laptop's room), and could be made that
// small on such a laptop.
void TestTileSetEditor::opensWithinItsScreen()
{
    QSettings().remove(u"tilesetEditor/geometry"_s);
    ui::TileSetEditor editor;
    const QRect available = editor.screen()->availableGeometry();
    QVERIFY2(available.contains(editor.geometry()),
             qPrintable(u"%1x%2 on a screen of %3x%4"_s.arg(editor.width())
                            .arg(editor.height())
                            .arg(available.width())
                            .arg(available.height())));
    const QSize laptop = ui::firstWindowSize(QSize(1366, 768 - 40), QSize(1280, 760));
    QVERIFY(editor.minimumSizeHint().height() <= laptop.height());
    QVERIFY(editor.minimumSizeHint().width() <= laptop.width());
}

// A tile's name longer than its field shows its start, as the grid's captions do (it showed
// "ee-sided city with road", the end, seen in the editor under Xvfb).
void TestTileSetEditor::longNamesShowTheirStart()
{
    QVERIFY(m_editor->openBuiltin(u"base"_s));
    int index = -1;
    for (int i = 0; i < doc()->tileCount(); ++i)
        if (doc()->tile(i).id == "city-three-road")
            index = i;
    QVERIFY(index >= 0);
    m_editor->grid()->selectTile(index);
    QApplication::processEvents();
    QLineEdit *name = form()->tileName;
    QVERIFY(name->text().size() > 20);
    QVERIFY(name->fontMetrics().horizontalAdvance(name->text()) > name->width() - 10); // longer than its field
    QCOMPARE(name->cursorPosition(), 0);
    QCOMPARE(form()->setName->cursorPosition(), 0);
}

QTEST_MAIN(TestTileSetEditor)
#include "tst_tileseteditor.moc"
