#include "tileseteditor.h"
#include "widgets/windowundokeys.h"

#include "themeicons.h"

#include "problemlist.h"
#include "rotationsview.h"
#include "setsummary.h"
#include "tilecanvas.h"
#include "tilegrid.h"
#include "tileinspector.h"
#include "tilelistpanel.h"

#include "dialogs/firstwindowsize.h"
#include "dialogs/recentfiles.h"
#include "document/editor/tilesetdocument.h"
#include "document/tilesetlibrary.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoStack>
#include <QUndoView>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using document::TileSetDocument;

namespace {
// Copied tiles travel as a tile set file holding just them, so that they paste into any set.
const auto kTilesMime = u"application/x-tessera-tiles"_s;

QList<QKeySequence> shortcutsOr(QKeySequence::StandardKey key, const QKeySequence &fallback)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (keys.isEmpty())
        keys << fallback;
    return keys;
}
} // namespace

TileSetEditor::TileSetEditor(QWidget *parent) : QMainWindow(parent), m_document(new TileSetDocument(this))
{
    setObjectName(u"TileSetEditor"_s);

    m_tiles = new TileListPanel(m_document);
    m_grid = m_tiles->grid();
    m_canvas = new TileCanvas(m_document);
    m_inspector = new TileInspector(m_document);

    auto *inspectorScroll = new QScrollArea;
    inspectorScroll->setWidget(m_inspector);
    inspectorScroll->setWidgetResizable(true);
    auto *splitter = new QSplitter;
    splitter->addWidget(m_tiles);
    splitter->addWidget(m_canvas);
    splitter->addWidget(inspectorScroll);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 0);
    splitter->setSizes({330, 480, 300});
    setCentralWidget(splitter);

    createDocks();
    createActions();

    connect(m_grid, &TileGrid::currentTileChanged, this, &TileSetEditor::showTile);
    connect(m_canvas, &TileCanvas::featureSelected, m_inspector, &TileInspector::setFeature);
    connect(m_canvas, &TileCanvas::message, this, &TileSetEditor::say);
    connect(m_inspector, &TileInspector::message, this, &TileSetEditor::say);
    connect(m_problems, &ProblemList::problemChosen, this, [this](int index) {
        const TileSetDocument::Problem problem = m_document->problems().value(index);
        if (problem.tile < 0)
            return m_inspector->focusSetField(problem.issue.jsonPath);
        m_tiles->clearFilter(); // the tile at fault may be filtered out
        m_grid->selectTile(problem.tile);
        m_canvas->selectFeature(problem.feature);
        m_canvas->markPart(problem.part);
    });
    connect(m_summary, &SetSummary::simulationWarningChanged, m_problems, &ProblemList::setWarning);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &TileSetEditor::updateTitle);
    connect(m_document, &TileSetDocument::fileChanged, this, [this] {
        updateTitle();
        updateActions();
    });
    connect(m_document, &TileSetDocument::problemsChanged, this, &TileSetEditor::updateActions);
    connect(m_document, &TileSetDocument::reset, this, [this] { m_grid->selectTile(0); });
    connect(m_document, &TileSetDocument::tilesInserted, this, [this](int first) { m_grid->selectTile(first); });
    connect(m_document, &TileSetDocument::tilesRemoved, this, [this](int first) {
        if (m_document->tileCount() > 0)
            m_grid->selectTile(qMin(first, m_document->tileCount() - 1));
        else
            showTile(-1);
    });
    connect(m_grid->selectionModel(), &QItemSelectionModel::selectionChanged, this, &TileSetEditor::updateActions);

    m_grid->selectTile(0);
    updateTitle();
    updateActions();
    WindowUndoKeys::install(this); // Ctrl+Shift+Z redoes the set's change with a field focused
    statusBar()->showMessage(tr("Ready"));
    placeFirstTime(this, QSize(1280, 760)); // 1280 x 760 did not fit a 768 pixel high screen
    if (const QByteArray geometry = QSettings().value(u"tilesetEditor/geometry"_s).toByteArray(); !geometry.isEmpty())
        restoreGeometry(geometry);
}

TileSetEditor::~TileSetEditor() = default;

void TileSetEditor::createDocks()
{
    const auto dock = [this](TranslatedTexts::Text title, const QString &name, QWidget *widget, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(this);
        m_texts.windowTitle(d, std::move(title));
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    m_problems = new ProblemList(m_document);
    m_summary = new SetSummary(m_document);
    m_rotations = new RotationsView(m_document);
    m_history = new QUndoView(m_document->undoStack());
    m_texts.add([this] {
        updateHistoryStart();
        m_history->setAccessibleName(tr("Undo history"));
    });
    // Known when the set arrives: a new set saved under a name was still new at the start, and
    // so is one started for a file not yet written (`--edit new.json`).
    connect(m_document, &TileSetDocument::reset, this, [this] {
        m_openedSet = m_document->isReadOnly()
            || (!m_document->filePath().isEmpty() && QFileInfo::exists(m_document->filePath()));
        updateHistoryStart();
    });
    QDockWidget *problems = dock([] { return tr("Problems"); }, u"problemsDock"_s, m_problems, Qt::BottomDockWidgetArea);
    QDockWidget *history = dock([] { return tr("History"); }, u"historyDock"_s, m_history, Qt::BottomDockWidgetArea);
    QDockWidget *summary = dock([] { return tr("Summary"); }, u"summaryDock"_s, m_summary, Qt::BottomDockWidgetArea);
    QDockWidget *rotations = dock([] { return tr("Rotations and Neighbours"); }, u"rotationsDock"_s, m_rotations,
                                  Qt::BottomDockWidgetArea);
    splitDockWidget(problems, history, Qt::Horizontal);
    tabifyDockWidget(history, summary);
    tabifyDockWidget(summary, rotations);
    problems->raise();
    history->raise();
    // The tiles and the canvas are the work; the docks below keep to a strip.
    resizeDocks({problems, history}, {170, 170}, Qt::Vertical);
}

QAction *TileSetEditor::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

void TileSetEditor::createActions()
{
    const auto named = [](QAction *a, const QString &name) {
        a->setObjectName(name);
        return a;
    };
    QMenu *file = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&File"); });
    named(m_texts.action(file->addAction(QString(), this, &TileSetEditor::newSet), [] { return tr("&New Tile Set"); }),
          u"new"_s)
        ->setShortcuts(QKeySequence::New);
    named(m_texts.action(file->addAction(QString(), this, &TileSetEditor::open), [] { return tr("&Open..."); }), u"open"_s)
        ->setShortcuts(QKeySequence::Open);
    QMenu *builtin = m_texts.menu(file->addMenu(QString()), [] { return tr("Open &Built-in Set"); });
    for (const QString &name : document::builtinTileSetNames())
        named(m_texts.action(builtin->addAction(QString(), this, [this, name] { openBuiltin(name); }),
                             [name] { return literalText(document::builtinTileSetTitle(name)); }),
              u"builtin-"_s + name);
    RecentFiles::tileSets()->attach(m_texts.menu(file->addMenu(QString()), [] { return tr("Open &Recent"); }),
                                    [this](const QString &path) {
                                        if (maybeSave())
                                            openFile(path);
                                    });
    file->addSeparator();
    named(m_texts.action(file->addAction(QString(), this, &TileSetEditor::save), [] { return tr("&Save"); }), u"save"_s)
        ->setShortcuts(QKeySequence::Save);
    named(m_texts.action(file->addAction(QString(), this, &TileSetEditor::saveAs), [] { return tr("Save &As..."); }),
          u"saveAs"_s)
        ->setShortcuts(shortcutsOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    file->addSeparator();
    named(m_texts.action(file->addAction(QString(), this, &TileSetEditor::play),
                         [] { return tr("&Play with This Tile Set..."); }),
          u"play"_s)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    file->addSeparator();
    named(m_texts.action(file->addAction(QString(), this, &QWidget::close), [] { return tr("&Close"); }), u"close"_s)
        ->setShortcuts(QKeySequence::Close);

    QMenu *edit = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&Edit"); });
    // Undo and redo name the change they take back or make again ("Undo Change count"), in
    // the language in force (QUndoStack's own actions keep the words they were made with).
    QUndoStack *stack = m_document->undoStack();
    QAction *undo = named(edit->addAction(QString(), stack, &QUndoStack::undo), u"undo"_s);
    undo->setShortcuts(QKeySequence::Undo);
    QAction *redo = named(edit->addAction(QString(), stack, &QUndoStack::redo), u"redo"_s);
    redo->setShortcuts(QKeySequence::Redo);
    const auto undoTexts = [stack, undo, redo] {
        undo->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
        redo->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
    };
    m_texts.add(undoTexts);
    connect(stack, &QUndoStack::undoTextChanged, this, undoTexts);
    connect(stack, &QUndoStack::redoTextChanged, this, undoTexts);
    undo->setEnabled(stack->canUndo());
    redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    edit->addSeparator();
    named(m_texts.action(edit->addAction(QString(), this, &TileSetEditor::newTile), [] { return tr("New &Tile"); }),
          u"newTile"_s)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    named(m_texts.action(edit->addAction(QString(), this, &TileSetEditor::copyTiles), [] { return tr("&Copy"); }), u"copy"_s)
        ->setShortcuts(QKeySequence::Copy);
    named(m_texts.action(edit->addAction(QString(), this, &TileSetEditor::pasteTiles), [] { return tr("&Paste"); }),
          u"paste"_s)
        ->setShortcuts(QKeySequence::Paste);
    named(m_texts.action(edit->addAction(QString(), this, &TileSetEditor::duplicateTiles), [] { return tr("D&uplicate"); }),
          u"duplicate"_s)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    named(m_texts.action(edit->addAction(QString(), this, &TileSetEditor::deleteTiles), [] { return tr("&Delete"); }),
          u"delete"_s)
        ->setShortcuts(QKeySequence::Delete);

    QMenu *view = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&View"); });
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());

    setThemeIcons({{action(u"new"_s), "document-new"},
                   {action(u"open"_s), "document-open"},
                   {action(u"save"_s), "document-save"},
                   {action(u"saveAs"_s), "document-save-as"},
                   {action(u"play"_s), "media-playback-start"},
                   {action(u"close"_s), "window-close"},
                   {undo, "edit-undo"},
                   {redo, "edit-redo"},
                   {action(u"newTile"_s), "list-add"},
                   {action(u"copy"_s), "edit-copy"},
                   {action(u"paste"_s), "edit-paste"},
                   {action(u"delete"_s), "edit-delete"}});
}

void TileSetEditor::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        updateTitle();
        updateActions(); // Save or Save a Copy
    }
}

void TileSetEditor::showTile(int index)
{
    m_canvas->setTile(index);
    m_inspector->setTile(index);
    m_rotations->setTile(index);
    updateActions();
}

// The history's first row is the set before any change, which a click goes back to.
void TileSetEditor::updateHistoryStart()
{
    m_history->setEmptyLabel(m_openedSet ? tr("As opened") : tr("New tile set"));
}

void TileSetEditor::updateTitle()
{
    QString name = m_document->displayName();
    if (m_document->isReadOnly())
        name = tr("%1 (built-in, read-only)").arg(name);
    setWindowTitle(tr("%1[*] - Tile Set Editor").arg(name));
    setWindowModified(m_document->isModified());
}

void TileSetEditor::updateActions()
{
    const bool editable = !m_document->isReadOnly();
    const bool selection = !m_grid->selectedTiles().isEmpty();
    action(u"save"_s)->setText(editable ? tr("&Save") : tr("&Save a Copy..."));
    action(u"saveAs"_s)->setEnabled(true);
    action(u"newTile"_s)->setEnabled(editable);
    action(u"paste"_s)->setEnabled(editable);
    action(u"duplicate"_s)->setEnabled(editable && selection);
    action(u"delete"_s)->setEnabled(editable && selection);
    action(u"copy"_s)->setEnabled(selection);
    action(u"play"_s)->setEnabled(!m_document->hasProblems() && m_document->hasTilesToDraw());
}

void TileSetEditor::say(const QString &text)
{
    m_lastMessage = text;
    statusBar()->showMessage(text, 6000);
}

void TileSetEditor::warn(const QString &title, const QString &text, const QString &details)
{
    m_lastMessage = text;
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box.setDetailedText(details);
    box.exec();
}

bool TileSetEditor::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"),
        tr("The tile set \"%1\" has changes that are not saved. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void TileSetEditor::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings().setValue(u"tilesetEditor/geometry"_s, saveGeometry());
    event->accept();
}

void TileSetEditor::newSet()
{
    if (!maybeSave())
        return;
    m_document->newSet();
    say(tr("A new tile set with one plain start tile."));
}

void TileSetEditor::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Tile Set"), QString(),
                                                      tr("Tile sets (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool TileSetEditor::openFile(const QString &path)
{
    // `tessera --edit base` opens the built-in set of that name.
    if (!QFileInfo::exists(path) && document::builtinTileSetNames().contains(path))
        return openBuiltin(path);
    const QList<document::TileSetIssue> issues = m_document->open(path);
    if (!issues.isEmpty()) {
        QStringList lines;
        for (const auto &issue : issues)
            lines << (issue.jsonPath.isEmpty() ? issue.message : issue.jsonPath + u": "_s + issue.message);
        warn(tr("Cannot open the tile set"),
             tr("%1 cannot be opened: %2").arg(QFileInfo(path).fileName(), issues.front().message), lines.join(u'\n'));
        return false;
    }
    RecentFiles::tileSets()->add(m_document->filePath());
    say(tr("Opened %1.").arg(m_document->displayName()));
    return true;
}

bool TileSetEditor::openOrCreate(const QString &path)
{
    if (QFileInfo::exists(path) || document::builtinTileSetNames().contains(path))
        return openFile(path);
    if (!maybeSave())
        return false;
    m_document->newSet(path);
    say(tr("%1 does not exist yet: a new tile set, which Save writes there.").arg(m_document->displayName()));
    return true;
}

bool TileSetEditor::openBuiltin(const QString &name)
{
    if (!maybeSave())
        return false;
    const QList<document::TileSetIssue> issues = m_document->openBuiltin(name);
    if (!issues.isEmpty()) {
        warn(tr("Cannot open the tile set"), issues.front().message);
        return false;
    }
    say(tr("The built-in set %1 is read-only: \"Save a Copy\" to change it.").arg(m_document->displayName()));
    return true;
}

bool TileSetEditor::save()
{
    if (m_document->isReadOnly() || m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool TileSetEditor::saveAs()
{
    const QString suggested = m_document->filePath().isEmpty() ? QString::fromStdString(m_document->set().id) + u".json"_s
                                                               : m_document->filePath();
    const QString path = QFileDialog::getSaveFileName(
        this, m_document->isReadOnly() ? tr("Save a Copy") : tr("Save Tile Set As"), suggested, tr("Tile sets (*.json)"));
    return !path.isEmpty() && saveTo(path);
}

bool TileSetEditor::saveTo(const QString &path)
{
    QString error;
    if (!m_document->saveAs(path, &error)) {
        const qsizetype firstLine = error.indexOf(u'\n');
        warn(tr("Not saved"), firstLine < 0 ? error : error.left(firstLine),
             firstLine < 0 ? QString() : error.mid(firstLine + 1));
        return false;
    }
    RecentFiles::tileSets()->add(m_document->filePath());
    say(tr("Saved %1.").arg(m_document->displayName()));
    return true;
}

void TileSetEditor::newTile()
{
    const int at = m_grid->currentTile() < 0 ? m_document->tileCount() : m_grid->currentTile() + 1;
    m_document->insertTiles(at, {document::plainTile("tile")}, tr("New tile"));
}

void TileSetEditor::copyTiles()
{
    engine::TileSet clip;
    clip.id = "clipboard";
    for (const int tile : m_grid->selectedTiles())
        clip.tiles.push_back(m_document->tile(tile));
    if (clip.tiles.empty())
        return;
    auto *mime = new QMimeData;
    const QByteArray json = document::tileSetToJson(clip);
    mime->setData(kTilesMime, json);
    mime->setText(QString::fromUtf8(json));
    QApplication::clipboard()->setMimeData(mime);
    say(tr("Copied %n tiles.", nullptr, int(clip.tiles.size())));
}

void TileSetEditor::pasteTiles()
{
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    const QByteArray json = mime && mime->hasFormat(kTilesMime) ? mime->data(kTilesMime)
        : mime && mime->hasText()                               ? mime->text().toUtf8()
                                                                : QByteArray();
    // Whatever is pasted is read as strictly as a file; tiles with problems come along (the
    // problem list shows them) but text that is not a tile set is refused.
    const document::TileSetLoadResult pasted = document::parseTileSet(json, tr("the clipboard"));
    if (!pasted.set) {
        say(tr("The clipboard holds no tiles."));
        return;
    }
    const int at = m_grid->currentTile() < 0 ? m_document->tileCount() : m_grid->currentTile() + 1;
    m_document->insertTiles(at, pasted.set->tiles, tr("Paste %n tiles", nullptr, int(pasted.set->tiles.size())));
}

void TileSetEditor::duplicateTiles()
{
    const QList<int> tiles = m_grid->selectedTiles();
    if (tiles.isEmpty())
        return;
    std::vector<engine::TileType> copies;
    for (const int tile : tiles)
        copies.push_back(m_document->tile(tile));
    m_document->insertTiles(tiles.back() + 1, std::move(copies), tr("Duplicate %n tiles", nullptr, int(tiles.size())));
}

void TileSetEditor::deleteTiles()
{
    m_document->removeTiles(m_grid->selectedTiles());
}

void TileSetEditor::play()
{
    if (m_document->hasProblems()) {
        warn(tr("Cannot play"), tr("The tile set has problems; the list shows them."));
        return;
    }
    if (!m_document->hasTilesToDraw()) {
        warn(tr("Cannot play"), tr("Every tile besides the start tile has count 0: there is nothing to draw."));
        return;
    }
    if (!m_summary->simulationWarning().isEmpty())
        say(m_summary->simulationWarning());
    emit playRequested(m_document->set());
}

} // namespace tessera::ui
