#pragma once
// The rule options of RULES.md, each with a short explanation of what it changes. The layout
// is a Designer form (ui/ruleoptionswidget.ui); this class gives the choices their values.

#include "engine/ruleoptions.h"

#include <QWidget>

#include <memory>

namespace tessera::ui {

namespace Ui {
class RuleOptionsWidget;
}

class RuleOptionsWidget : public QWidget {
    Q_OBJECT

public:
    explicit RuleOptionsWidget(QWidget *parent = nullptr);
    ~RuleOptionsWidget() override;

    engine::RuleOptions options() const;
    void setOptions(const engine::RuleOptions &options);
    // Choosing the Inns & Cathedrals tiles brings its large follower along; the player may
    // still turn it off.
    void setLargeFollower(bool on);
    // The same for Traders & Builders' builder and pig.
    void setBuilderAndPig(bool on);
    // The same for the Princess & the Dragon's fairy.
    void setFairy(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateEnabled();

    std::unique_ptr<Ui::RuleOptionsWidget> m_ui;
};

} // namespace tessera::ui
