#include "tilesetchooser.h"

#include "document/builtinnames.h"
#include "document/tilesetlibrary.h"
#include "translatedtexts.h"

#include <QCheckBox>
#include <QEvent>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace tessera::ui {

TileSetChooser::TileSetChooser(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(QMargins());
    for (const QString &name : document::builtinTileSetNames()) {
        Entry entry;
        entry.name = name;
        const document::TileSetLoadResult loaded = document::loadNamedTileSet(name);
        entry.set = loaded.set;
        QCheckBox *box = addEntry(std::move(entry));
        if (!loaded.set) {
            box->setEnabled(false);
            box->setToolTip(loaded.issues.isEmpty() ? QString() : loaded.issues.first().message);
        }
    }
    setCheckedNames({u"base"_s});
}

QCheckBox *TileSetChooser::addEntry(Entry entry)
{
    entry.box = new QCheckBox(this);
    entry.box->setObjectName(u"tileSet_"_s + entry.name);
    connect(entry.box, &QCheckBox::toggled, this, &TileSetChooser::changed);
    layout()->addWidget(entry.box);
    label(entry);
    m_entries.push_back(std::move(entry));
    return m_entries.back().box;
}

// The set's name (a built-in set's translated, another as the set writes it) and its size, in
// the language in force.
void TileSetChooser::label(const Entry &entry)
{
    QString text = entry.name;
    if (entry.set) {
        const QString fallback = entry.fromEditor ? QString::fromStdString(entry.set->id) : entry.name;
        const QString title = entry.set->name.empty() ? fallback : document::translatedName(entry.set->name);
        text = entry.fromEditor ? tr("%1 (%n tiles, from the editor)", nullptr, entry.set->totalCount()).arg(title)
                                : tr("%1 (%n tiles)", nullptr, entry.set->totalCount()).arg(title);
    }
    entry.box->setText(literalText(text));
    entry.box->setAccessibleName(tr("Tile set %1").arg(text));
}

void TileSetChooser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        for (const Entry &entry : m_entries)
            label(entry);
    QWidget::changeEvent(event);
}

void TileSetChooser::addSet(const engine::TileSet &set)
{
    Entry entry;
    entry.name = u"edited:"_s + QString::fromStdString(set.id);
    entry.set = set;
    entry.fromEditor = true;
    const QString name = entry.name;
    addEntry(std::move(entry));
    setCheckedNames(set.startTile.empty() ? QStringList{u"base"_s, name} : QStringList{name});
}

QStringList TileSetChooser::checkedNames() const
{
    QStringList names;
    for (const Entry &e : m_entries)
        if (e.box->isChecked())
            names << e.name;
    return names;
}

void TileSetChooser::setCheckedNames(const QStringList &names)
{
    for (const Entry &e : m_entries)
        e.box->setChecked(e.set && names.contains(e.name));
}

std::vector<engine::TileSet> TileSetChooser::checkedSets() const
{
    std::vector<engine::TileSet> sets;
    for (const Entry &e : m_entries)
        if (e.box->isChecked() && e.set)
            sets.push_back(*e.set);
    return sets;
}

bool TileSetChooser::chosenFeature(bool (*has)(const engine::FeatureDef &)) const
{
    for (const Entry &e : m_entries) {
        if (!e.box->isChecked() || !e.set)
            continue;
        for (const engine::TileType &tile : e.set->tiles)
            for (const engine::FeatureDef &f : tile.features)
                if (has(f))
                    return true;
    }
    return false;
}

bool TileSetChooser::innsCathedralsChosen() const
{
    return chosenFeature([](const engine::FeatureDef &f) { return f.inn || f.cathedral; });
}

bool TileSetChooser::tradersBuildersChosen() const
{
    return chosenFeature([](const engine::FeatureDef &f) { return f.goods != engine::Goods::None; });
}

bool TileSetChooser::princessDragonChosen() const
{
    return chosenFeature([](const engine::FeatureDef &f) { return f.princess; });
}

QString TileSetChooser::problem() const
{
    for (const Entry &e : m_entries)
        if (e.box->isChecked() && e.set && !e.set->startTile.empty())
            return QString();
    return tr("Choose at least one tile set with a start tile, such as the base game.");
}

} // namespace tessera::ui
