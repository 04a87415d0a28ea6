#include "aboutdialog.h"

#include "ui_aboutdialog.h"

#include "tessera/version.h"

#include <QEvent>
#include <QIcon>

using namespace Qt::StringLiterals;

namespace tessera::ui {

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent), m_ui(std::make_unique<::Ui::AboutDialog>())
{
    m_ui->setupUi(this);
    if (const QIcon icon = windowIcon(); !icon.isNull())
        m_ui->icon->setPixmap(icon.pixmap(96, 96));
    else
        m_ui->icon->hide();
    fillInRunTimeTexts();
}

AboutDialog::~AboutDialog() = default;

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        fillInRunTimeTexts();
    }
    QDialog::changeEvent(event);
}

void AboutDialog::fillInRunTimeTexts()
{
    m_ui->title->setText(u"<h2>%1</h2>"_s.arg(tr("Tessera %1").arg(QStringLiteral(TESSERA_VERSION))));
    m_ui->qtVersions->setText(
        tr("Built with Qt %1, running on Qt %2.").arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())));
}

} // namespace tessera::ui
