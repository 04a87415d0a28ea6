#pragma once
// Help > About Tessera: the program's version (the one CMake gives the packages, --version and
// the AppStream releases), what it is, its licence and the Qt it runs on. The layout is a
// Designer form (ui/aboutdialog.ui); this class fills in what is known only at run time.

#include <QDialog>

#include <memory>

namespace Ui {
class AboutDialog;
}

namespace tessera::ui {

class AboutDialog : public QDialog {
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);
    ~AboutDialog() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillInRunTimeTexts();

    std::unique_ptr<::Ui::AboutDialog> m_ui;
};

} // namespace tessera::ui
