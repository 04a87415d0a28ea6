#pragma once
// The rule options of RULES.md, each with a short explanation of what it changes.

#include "engine/ruleoptions.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QRadioButton;

namespace tessera::ui {

class RuleOptionsWidget : public QWidget {
    Q_OBJECT

public:
    explicit RuleOptionsWidget(QWidget *parent = nullptr);

    engine::RuleOptions options() const;
    void setOptions(const engine::RuleOptions &options);
    // Choosing the Inns & Cathedrals tiles brings its large follower along; the player may
    // still turn it off.
    void setLargeFollower(bool on);
    // The same for Traders & Builders' builder and pig.
    void setBuilderAndPig(bool on);
    // The same for the Princess & the Dragon's fairy.
    void setFairy(bool on);

private:
    QLabel *explanation(const QString &text);
    void updateEnabled();

    QRadioButton *m_thirdEdition = nullptr;
    QRadioButton *m_firstEdition = nullptr;
    QLabel *m_cityPointsLabel = nullptr;
    QComboBox *m_cityPoints = nullptr;
    QCheckBox *m_tinyCity = nullptr;
    QComboBox *m_handSize = nullptr;
    QCheckBox *m_farmers = nullptr;
    QCheckBox *m_largeFollower = nullptr;
    QComboBox *m_undo = nullptr;
    QCheckBox *m_builderPig = nullptr;
    QCheckBox *m_fairy = nullptr;
    QComboBox *m_dragonTiming = nullptr;
};

} // namespace tessera::ui
