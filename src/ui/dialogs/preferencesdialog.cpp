#include "preferencesdialog.h"

#include "ui_preferencesdialog.h"

#include <QEvent>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {
constexpr int kScales[] = {100, 125, 150, 175, 200};
}

PreferencesDialog::PreferencesDialog(const Preferences &preferences, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::PreferencesDialog>())
{
    m_ui->setupUi(this);
    m_ui->scroll->fitDialogToScreen();
    // The form lists the paces in the order of AnimationPace.
    for (const AnimationPace pace :
         {AnimationPace::Slow, AnimationPace::Normal, AnimationPace::Fast, AnimationPace::Instant})
        m_ui->pace->setItemData(int(pace), int(pace));
    m_ui->pace->setCurrentIndex(std::max(0, m_ui->pace->findData(int(preferences.pace))));
    m_ui->confirmTurns->setChecked(preferences.confirmTurns);
    m_ui->colourBlindFigures->setChecked(preferences.colourBlindFigures);
    m_ui->dark->setChecked(preferences.dark);

    m_ui->scale->addItem(QString(), 0); // as the system
    for (const int percent : kScales)
        m_ui->scale->addItem(QString(), percent);
    m_ui->scale->setCurrentIndex(std::max(0, m_ui->scale->findData(preferences.scalePercent)));

    // Each language by its own name, so that whoever reads none of the others finds theirs.
    m_ui->language->addItem(QString(), QString()); // the system's
    m_ui->language->addItem(u"English"_s, u"en"_s);
    m_ui->language->addItem(u"Deutsch"_s, u"de"_s);
    m_ui->language->addItem(u"Français"_s, u"fr"_s);
    m_ui->language->setCurrentIndex(std::max(0, m_ui->language->findData(preferences.language)));
    retranslate();
}

PreferencesDialog::~PreferencesDialog() = default;

void PreferencesDialog::fitTo(const QSize &available)
{
    m_ui->scroll->fitDialogWithin(available);
}

void PreferencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_ui) {
        m_ui->retranslateUi(this);
        retranslate();
    }
    QDialog::changeEvent(event);
}

// The items the form does not hold.
void PreferencesDialog::retranslate()
{
    m_ui->scale->setItemText(0, tr("As the system"));
    for (int i = 0; i < int(std::size(kScales)); ++i)
        m_ui->scale->setItemText(i + 1, tr("%1%").arg(kScales[i]));
    m_ui->language->setItemText(0, tr("System default"));
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.pace = AnimationPace(m_ui->pace->currentData().toInt());
    p.confirmTurns = m_ui->confirmTurns->isChecked();
    p.colourBlindFigures = m_ui->colourBlindFigures->isChecked();
    p.dark = m_ui->dark->isChecked();
    p.scalePercent = m_ui->scale->currentData().toInt();
    p.language = m_ui->language->currentData().toString();
    return p;
}

} // namespace tessera::ui
