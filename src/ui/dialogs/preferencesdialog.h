#pragma once
// Preferences: the pace of the score animations, confirming each turn, figures marked by
// shape for colour-blind players, dark mode, the interface scale (at the next start) and the
// interface's language (at once). The layout is a Designer form (ui/preferencesdialog.ui).

#include "preferences.h"

#include <QDialog>

#include <memory>

namespace tessera::ui {

namespace Ui {
class PreferencesDialog;
}

class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(const Preferences &preferences, QWidget *parent = nullptr);
    ~PreferencesDialog() override;

    Preferences preferences() const;
    // The choices scroll where a screen of this size is too short for them (a large
    // interface size on a laptop); the dialog fits its own screen when made.
    void fitTo(const QSize &available);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    std::unique_ptr<Ui::PreferencesDialog> m_ui;
};

} // namespace tessera::ui
