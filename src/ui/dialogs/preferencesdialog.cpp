#include "preferencesdialog.h"

#include "helplabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace tessera::ui {

PreferencesDialog::PreferencesDialog(const Preferences &preferences, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));

    m_pace = new QComboBox;
    m_pace->setObjectName(u"pace"_s);
    m_pace->addItem(tr("Slow"), int(AnimationPace::Slow));
    m_pace->addItem(tr("Normal"), int(AnimationPace::Normal));
    m_pace->addItem(tr("Fast"), int(AnimationPace::Fast));
    m_pace->addItem(tr("Instant"), int(AnimationPace::Instant));
    m_pace->setCurrentIndex(m_pace->findData(int(preferences.pace)));

    m_confirm = new QCheckBox(tr("&Confirm each turn"));
    m_confirm->setObjectName(u"confirmTurns"_s);
    m_confirm->setChecked(preferences.confirmTurns);

    m_colourBlind = new QCheckBox(tr("Mark each player's figures with a &symbol"));
    m_colourBlind->setObjectName(u"colourBlindFigures"_s);
    m_colourBlind->setChecked(preferences.colourBlindFigures);

    m_dark = new QCheckBox(tr("&Dark mode"));
    m_dark->setObjectName(u"dark"_s);
    m_dark->setChecked(preferences.dark);

    m_scale = new QComboBox;
    m_scale->setObjectName(u"scale"_s);
    m_scale->addItem(tr("As the system"), 0);
    for (const int percent : {100, 125, 150, 175, 200})
        m_scale->addItem(tr("%1%").arg(percent), percent);
    m_scale->setCurrentIndex(std::max(0, m_scale->findData(preferences.scalePercent)));

    // Each language by its own name, so that whoever reads none of the others finds theirs.
    m_language = new QComboBox;
    m_language->setObjectName(u"language"_s);
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(u"English"_s, u"en"_s);
    m_language->addItem(u"Deutsch"_s, u"de"_s);
    m_language->addItem(u"Français"_s, u"fr"_s);
    m_language->setCurrentIndex(std::max(0, m_language->findData(preferences.language)));

    auto *form = new QFormLayout;
    form->addRow(tr("&Animation pace:"), m_pace);
    form->addRow(new HelpLabel(tr("How long the board shows each scored feature, and how long a computer player's "
                                  "move takes, so that you can follow it. Any key or click finishes the final "
                                  "scoring at once.")));
    form->addRow(m_confirm);
    form->addRow(new HelpLabel(tr("Each turn waits until you confirm it, so that you can take back the tile and "
                                  "the follower.")));
    form->addRow(m_colourBlind);
    form->addRow(new HelpLabel(tr("Figures then differ by shape as well as by colour.")));
    form->addRow(m_dark);
    form->addRow(tr("Interface &size:"), m_scale);
    form->addRow(new HelpLabel(tr("Takes effect the next time Tessera starts.")));
    form->addRow(tr("&Language:"), m_language);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.pace = AnimationPace(m_pace->currentData().toInt());
    p.confirmTurns = m_confirm->isChecked();
    p.colourBlindFigures = m_colourBlind->isChecked();
    p.dark = m_dark->isChecked();
    p.scalePercent = m_scale->currentData().toInt();
    p.language = m_language->currentData().toString();
    return p;
}

} // namespace tessera::ui
