#include "tileinspector.h"

#include "tilecanvas.h"
#include "tilepictures.h"
#include "ui_tileinspector.h"

#include "document/tileartcheck.h"
#include "document/editor/tilesetdocument.h"
#include "document/safefile.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFileDialog>
#include <QScopedValueRollback>
#include <QSvgRenderer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using document::TileSetDocument;
using TileProperty = TileSetDocument::TileProperty;

namespace {
const char *const kindWords[] = {QT_TRANSLATE_NOOP("TileInspector", "Field"), QT_TRANSLATE_NOOP("TileInspector", "Road"),
                                 QT_TRANSLATE_NOOP("TileInspector", "City"), QT_TRANSLATE_NOOP("TileInspector", "Cloister"),
                                 QT_TRANSLATE_NOOP("TileInspector", "River")};

// A field not being edited shows the value from its start: setText() leaves the cursor at the
// end, and a name longer than the field ("Three-sided city with road") showed only its end.
void showValue(QLineEdit *field, const std::string &value)
{
    if (field->hasFocus())
        return;
    field->setText(QString::fromStdString(value));
    field->setCursorPosition(0);
}
} // namespace

TileInspector::TileInspector(TileSetDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_ui(std::make_unique<::Ui::TileInspector>())
{
    m_ui->setupUi(this);
    m_ui->goods->addItems({QString(), QString(), QString(), QString()}); // none, wine, grain, cloth
    new QVBoxLayout(m_ui->cities);
    m_ui->cities->layout()->setContentsMargins(0, 0, 0, 0);

    // The set.
    connect(m_ui->setId, &QLineEdit::editingFinished, this, [this] {
        if (!m_updating)
            m_document->setSetProperty(TileSetDocument::SetProperty::Id, m_ui->setId->text());
    });
    connect(m_ui->setName, &QLineEdit::editingFinished, this, [this] {
        if (!m_updating)
            m_document->setSetProperty(TileSetDocument::SetProperty::Name, m_ui->setName->text());
    });
    connect(m_ui->startTile, &QComboBox::activated, this, [this](int row) {
        m_document->setSetProperty(TileSetDocument::SetProperty::StartTile, m_ui->startTile->itemData(row).toString());
    });

    // The tile.
    const auto text = [this](QLineEdit *edit, TileProperty property) {
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, property] {
            if (!m_updating && m_tile >= 0)
                m_document->setTileText(m_tile, property, edit->text());
        });
    };
    text(m_ui->tileId, TileProperty::Id);
    text(m_ui->tileName, TileProperty::Name);
    text(m_ui->jczId, TileProperty::Jcz);
    connect(m_ui->count, &QSpinBox::valueChanged, this, [this](int n) {
        if (!m_updating && m_tile >= 0)
            m_document->setTileCount(m_tile, n);
    });
    connect(m_ui->cloister, &QCheckBox::clicked, this, [this](bool on) { m_document->setTileCloister(m_tile, on); });
    const auto flag = [this](QCheckBox *box, TileSetDocument::TileFlag which) {
        connect(box, &QCheckBox::clicked, this, [this, which](bool on) { m_document->setTileFlag(m_tile, which, on); });
    };
    flag(m_ui->volcano, TileSetDocument::TileFlag::Volcano);
    flag(m_ui->dragon, TileSetDocument::TileFlag::Dragon);
    flag(m_ui->portal, TileSetDocument::TileFlag::Portal);

    // The feature.
    connect(m_ui->pennants, &QSpinBox::valueChanged, this, [this] { commitFeature(); });
    connect(m_ui->cathedral, &QCheckBox::clicked, this, [this] { commitFeature(); });
    connect(m_ui->princess, &QCheckBox::clicked, this, [this] { commitFeature(); });
    connect(m_ui->inn, &QCheckBox::clicked, this, [this] { commitFeature(); });
    connect(m_ui->goods, &QComboBox::activated, this, [this] { commitFeature(); });

    connect(m_ui->importArt, &QPushButton::clicked, this, &TileInspector::chooseArt);
    connect(m_ui->clearArt, &QPushButton::clicked, this, [this] { m_document->setTileArt(m_tile, {}); });

    connect(document, &TileSetDocument::tileChanged, this, [this](int index) {
        if (index == m_tile)
            refresh();
        else
            refreshSet(); // ids in the start tile list
    });
    connect(document, &TileSetDocument::setPropertiesChanged, this, &TileInspector::refreshSet);
    connect(document, &TileSetDocument::tilesInserted, this, &TileInspector::refreshSet);
    connect(document, &TileSetDocument::tilesRemoved, this, &TileInspector::refreshSet);
    connect(document, &TileSetDocument::fileChanged, this, &TileInspector::refresh);
    connect(document, &TileSetDocument::reset, this, [this] { setTile(m_document->tileCount() > 0 ? 0 : -1); });
    retranslateUi();
}

void TileInspector::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void TileInspector::retranslateUi()
{
    m_ui->retranslateUi(this);
    m_ui->goods->setItemText(0, tr("none"));
    m_ui->goods->setItemText(1, tr("wine"));
    m_ui->goods->setItemText(2, tr("grain"));
    m_ui->goods->setItemText(3, tr("cloth"));
    refresh(); // the texts that follow the tile
}

TileInspector::~TileInspector() = default;

void TileInspector::setTile(int index)
{
    m_tile = index;
    m_feature = -1;
    refresh();
}

void TileInspector::focusSetField(const QString &jsonPath)
{
    QWidget *field = jsonPath == u"$.id"_s ? static_cast<QWidget *>(m_ui->setId)
        : jsonPath == u"$.name"_s          ? static_cast<QWidget *>(m_ui->setName)
                                           : static_cast<QWidget *>(m_ui->startTile);
    field->setFocus(Qt::OtherFocusReason);
}

void TileInspector::setFeature(int feature)
{
    m_feature = feature;
    refreshFeature();
}

void TileInspector::refreshSet()
{
    const QScopedValueRollback<bool> updating(m_updating, true);
    const engine::TileSet &set = m_document->set();
    const bool editable = !m_document->isReadOnly();
    m_ui->setBox->setEnabled(editable);
    showValue(m_ui->setId, set.id);
    showValue(m_ui->setName, set.name);
    m_ui->startTile->clear();
    m_ui->startTile->addItem(tr("(none: an expansion)"), QString());
    for (const engine::TileType &t : set.tiles)
        m_ui->startTile->addItem(QString::fromStdString(t.id), QString::fromStdString(t.id));
    int current = m_ui->startTile->findData(QString::fromStdString(set.startTile));
    if (current < 0) { // a start tile the set does not have: shown as it is, the problem list says why
        m_ui->startTile->addItem(QString::fromStdString(set.startTile), QString::fromStdString(set.startTile));
        current = m_ui->startTile->count() - 1;
    }
    m_ui->startTile->setCurrentIndex(current);
}

void TileInspector::refresh()
{
    refreshSet();
    const QScopedValueRollback<bool> updating(m_updating, true);
    const bool valid = m_tile >= 0 && m_tile < m_document->tileCount();
    const bool editable = valid && !m_document->isReadOnly();
    m_ui->tileBox->setEnabled(editable);
    m_ui->artBox->setEnabled(valid);
    m_ui->importArt->setEnabled(editable);
    if (!valid) {
        m_ui->generatedArt->clear();
        m_ui->customArt->clear();
        refreshFeature();
        return;
    }
    const engine::TileType &t = m_document->tile(m_tile);
    showValue(m_ui->tileId, t.id);
    showValue(m_ui->tileName, t.name);
    showValue(m_ui->jczId, t.jczId);
    m_ui->count->setValue(t.count);
    m_ui->cloister->setChecked(document::hasCloister(t));
    m_ui->volcano->setChecked(t.volcano);
    m_ui->dragon->setChecked(t.dragon);
    m_ui->portal->setChecked(t.portal);
    m_ui->clearArt->setEnabled(editable && !t.art.empty());
    const qreal dpr = devicePixelRatioF();
    m_ui->generatedArt->setPixmap(editorTilePictures().picture(t, 96, dpr, 0, TilePictures::Art::Generated));
    if (t.art.empty())
        m_ui->customArt->setText(tr("none"));
    else
        m_ui->customArt->setPixmap(editorTilePictures().picture(t, 96, dpr, 0, TilePictures::Art::AsPlayed));
    refreshFeature();
}

void TileInspector::refreshFeature()
{
    const QScopedValueRollback<bool> updating(m_updating, true);
    // Later: the box being clicked may be what brought us here.
    for (QCheckBox *box : std::as_const(m_cityBoxes)) {
        box->hide();
        box->deleteLater();
    }
    m_cityBoxes.clear();
    const bool valid = m_tile >= 0 && m_tile < m_document->tileCount() && m_feature >= 0
        && m_feature < static_cast<int>(m_document->tile(m_tile).features.size());
    m_ui->featureBox->setEnabled(valid && !m_document->isReadOnly());
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_ui->pennants, m_ui->pennantsLabel, m_ui->cathedral, m_ui->princess, m_ui->goods,
                                          m_ui->goodsLabel, m_ui->inn, m_ui->citiesLabel, m_ui->cities})
        w->setVisible(false);
    if (!valid) {
        m_ui->featureLabel->setText(tr("Click a part of the tile to select its feature."));
        return;
    }
    const engine::TileType &t = m_document->tile(m_tile);
    const engine::FeatureDef &f = t.features[static_cast<std::size_t>(m_feature)];
    m_ui->featureLabel->setText(
        tr("%1 %2").arg(QCoreApplication::translate("TileInspector", kindWords[static_cast<int>(f.kind)])).arg(m_feature));
    QPalette colour = m_ui->featureLabel->palette();
    colour.setColor(QPalette::WindowText, featureColor(m_feature));
    m_ui->featureLabel->setPalette(colour);
    switch (f.kind) {
    case engine::FeatureKind::City:
        for (QWidget *w : std::initializer_list<QWidget *>{m_ui->pennants, m_ui->pennantsLabel, m_ui->cathedral,
                                                           m_ui->princess, m_ui->goods, m_ui->goodsLabel})
            w->setVisible(true);
        m_ui->pennants->setValue(f.pennants);
        m_ui->cathedral->setChecked(f.cathedral);
        m_ui->princess->setChecked(f.princess);
        m_ui->goods->setCurrentIndex(static_cast<int>(f.goods));
        break;
    case engine::FeatureKind::Road:
        m_ui->inn->setVisible(true);
        m_ui->inn->setChecked(f.inn);
        break;
    case engine::FeatureKind::Field:
        m_ui->citiesLabel->setVisible(true);
        m_ui->cities->setVisible(true);
        for (int c = 0; c < static_cast<int>(t.features.size()); ++c) {
            if (t.features[static_cast<std::size_t>(c)].kind != engine::FeatureKind::City)
                continue;
            auto *box = new QCheckBox(tr("City %1").arg(c), m_ui->cities);
            box->setChecked(std::find(f.adjacentCities.begin(), f.adjacentCities.end(), c) != f.adjacentCities.end());
            connect(box, &QCheckBox::clicked, this,
                    [this, c](bool on) { m_document->setBorderingCity(m_tile, m_feature, c, on); });
            m_ui->cities->layout()->addWidget(box);
            m_cityBoxes << box;
        }
        if (m_cityBoxes.isEmpty())
            m_ui->citiesLabel->setVisible(false);
        break;
    case engine::FeatureKind::Cloister:
    case engine::FeatureKind::River:
        break;
    }
}

void TileInspector::commitFeature()
{
    if (m_updating || m_tile < 0 || m_tile >= m_document->tileCount() || m_feature < 0)
        return;
    const engine::TileType &t = m_document->tile(m_tile);
    if (m_feature >= static_cast<int>(t.features.size()))
        return;
    engine::FeatureDef f = t.features[static_cast<std::size_t>(m_feature)];
    if (f.kind == engine::FeatureKind::City) {
        f.pennants = m_ui->pennants->value();
        f.cathedral = m_ui->cathedral->isChecked();
        f.princess = m_ui->princess->isChecked();
        f.goods = static_cast<engine::Goods>(m_ui->goods->currentIndex());
    } else if (f.kind == engine::FeatureKind::Road) {
        f.inn = m_ui->inn->isChecked();
    }
    m_document->setFeature(m_tile, m_feature, f);
}

QString TileInspector::importArt(const QString &path)
{
    if (m_tile < 0 || m_document->isReadOnly())
        return tr("No editable tile is selected.");
    QString error;
    const auto svg = document::readFileAtMost(path, document::kMaxTileArtBytes, &error);
    if (!svg)
        return tr("%1: %2").arg(path, error);
    if (const QString why = document::checkTileArt(*svg); !why.isEmpty())
        return tr("%1: %2").arg(path, why);
    if (!QSvgRenderer(*svg).isValid())
        return tr("%1: the picture cannot be drawn (not SVG that Qt understands).").arg(path);
    m_document->setTileArt(m_tile, *svg);
    return {};
}

void TileInspector::chooseArt()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Tile Art"), QString(), tr("SVG pictures (*.svg)"));
    if (path.isEmpty())
        return;
    if (const QString problem = importArt(path); !problem.isEmpty())
        emit message(problem);
}

} // namespace tessera::ui
