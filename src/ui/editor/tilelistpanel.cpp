#include "tilelistpanel.h"

#include "tilegrid.h"
#include "ui_tilelistpanel.h"

#include <QEvent>

namespace tessera::ui {

TileListPanel::TileListPanel(document::TileSetDocument *document, QWidget *parent)
    : QWidget(parent), m_ui(std::make_unique<Ui::TileListPanel>())
{
    m_ui->setupUi(this);
    m_grid = new TileGrid(document, this);
    m_ui->panelLayout->addWidget(m_grid);
    connect(m_ui->filter, &QLineEdit::textChanged, this,
            [this](const QString &text) { m_grid->filter()->setFilterText(text); });
    connect(m_ui->order, &QComboBox::currentIndexChanged, this,
            [this](int order) { m_grid->filter()->setOrder(static_cast<TileGridFilter::Order>(order)); });
}

TileListPanel::~TileListPanel() = default;

void TileListPanel::clearFilter()
{
    m_ui->filter->clear();
}

void TileListPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_ui->retranslateUi(this); // the order's texts only: the order chosen stays
    QWidget::changeEvent(event);
}

} // namespace tessera::ui
