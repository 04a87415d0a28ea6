#pragma once
// Preferences: the pace of the score animations, confirming each turn, figures marked by
// shape for colour-blind players, dark mode, the interface scale (at the next start) and the
// interface's language (at once).

#include "preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace tessera::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(const Preferences &preferences, QWidget *parent = nullptr);
    Preferences preferences() const;

private:
    QComboBox *m_pace = nullptr;
    QCheckBox *m_confirm = nullptr;
    QCheckBox *m_colourBlind = nullptr;
    QCheckBox *m_dark = nullptr;
    QComboBox *m_scale = nullptr;
    QComboBox *m_language = nullptr;
};

} // namespace tessera::ui
