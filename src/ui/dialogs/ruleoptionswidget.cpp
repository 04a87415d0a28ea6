#include "ruleoptionswidget.h"

#include "helplabel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QRadioButton>
#include <QStyle>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::ui {

RuleOptionsWidget::RuleOptionsWidget(QWidget *parent)
    : QWidget(parent)
{
    // Explanations sit under their control, indented to the control's text.
    const int indent = style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth)
        + style()->pixelMetric(QStyle::PM_RadioButtonLabelSpacing);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(QMargins());
    grid->setColumnStretch(1, 1);
    int row = 0;
    auto addExplained = [&](QWidget *control, QLabel *text) {
        grid->addWidget(control, row++, 0, 1, 2);
        text->setIndent(indent);
        grid->addWidget(text, row++, 0, 1, 2);
    };

    auto *farms = new QLabel(tr("Farm scoring"), this);
    QFont bold = farms->font();
    bold.setBold(true);
    farms->setFont(bold);
    grid->addWidget(farms, row++, 0, 1, 2);

    const QString third = tr("Each farm scores 3 points for every completed city it borders.");
    m_thirdEdition = new QRadioButton(tr("Thi&rd edition"), this);
    m_thirdEdition->setObjectName(u"farmThirdEdition"_s);
    m_thirdEdition->setAccessibleName(tr("Farm scoring: third edition"));
    m_thirdEdition->setAccessibleDescription(third);
    addExplained(m_thirdEdition, explanation(third));

    const QString first = tr("City by city: the players with the most farmers around each "
                             "completed city score it once.");
    m_firstEdition = new QRadioButton(tr("&First edition"), this);
    m_firstEdition->setObjectName(u"farmFirstEdition"_s);
    m_firstEdition->setAccessibleName(tr("Farm scoring: first edition"));
    m_firstEdition->setAccessibleDescription(first);
    addExplained(m_firstEdition, explanation(first));
    auto *group = new QButtonGroup(this);
    group->addButton(m_thirdEdition);
    group->addButton(m_firstEdition);

    m_cityPointsLabel = new QLabel(tr("&Points per city:"), this);
    m_cityPointsLabel->setIndent(indent);
    m_cityPoints = new QComboBox(this);
    m_cityPoints->setObjectName(u"firstEditionCityPoints"_s);
    m_cityPoints->addItem(tr("4 points"), 4);
    m_cityPoints->addItem(tr("3 points"), 3);
    m_cityPoints->setAccessibleName(tr("First edition points per city"));
    m_cityPointsLabel->setBuddy(m_cityPoints);
    grid->addWidget(m_cityPointsLabel, row, 0);
    grid->addWidget(m_cityPoints, row++, 1, Qt::AlignLeft);

    grid->setRowMinimumHeight(row++, fontMetrics().height() / 2);
    const QString tiny = tr("A completed city of only two tiles scores 2 points instead of 4.");
    m_tinyCity = new QCheckBox(tr("T&iny city"), this);
    m_tinyCity->setObjectName(u"tinyCity"_s);
    m_tinyCity->setAccessibleDescription(tiny);
    addExplained(m_tinyCity, explanation(tiny));

    grid->setRowMinimumHeight(row++, fontMetrics().height() / 2);
    auto *handLabel = new QLabel(tr("Tiles in &hand:"), this);
    m_handSize = new QComboBox(this);
    m_handSize->setObjectName(u"handSize"_s);
    m_handSize->addItem(tr("1 tile"), 1);
    m_handSize->addItem(tr("3 tiles"), 3);
    m_handSize->setAccessibleName(tr("Tiles in hand"));
    const QString hand = tr("With 3, each player holds three tiles and chooses which one to play.");
    m_handSize->setAccessibleDescription(hand);
    handLabel->setBuddy(m_handSize);
    grid->addWidget(handLabel, row, 0);
    grid->addWidget(m_handSize, row++, 1, Qt::AlignLeft);
    grid->addWidget(explanation(hand), row++, 0, 1, 2);

    grid->setRowMinimumHeight(row++, fontMetrics().height() / 2);
    auto *undoLabel = new QLabel(tr("&Undo:"), this);
    m_undo = new QComboBox(this);
    m_undo->setObjectName(u"undoLimit"_s);
    m_undo->addItem(tr("Any turn"), int(engine::UndoLimit::Unlimited));
    m_undo->addItem(tr("Only the turn being played"), int(engine::UndoLimit::WithinTurn));
    m_undo->addItem(tr("Never"), int(engine::UndoLimit::None));
    m_undo->setAccessibleName(tr("Undo"));
    const QString undo = tr("How far players may take back what they did. The results say how often they did.");
    m_undo->setAccessibleDescription(undo);
    undoLabel->setBuddy(m_undo);
    grid->addWidget(undoLabel, row, 0);
    grid->addWidget(m_undo, row++, 1, Qt::AlignLeft);
    grid->addWidget(explanation(undo), row++, 0, 1, 2);

    grid->setRowMinimumHeight(row++, fontMetrics().height() / 2);
    auto *figures = new QLabel(tr("Figures"), this);
    figures->setFont(bold);
    grid->addWidget(figures, row++, 0, 1, 2);

    const QString farmers = tr("Followers may lie in fields as farmers, and farms score at the end. "
                               "Off: no farmers and no farm scoring.");
    m_farmers = new QCheckBox(tr("Far&mers"), this);
    m_farmers->setObjectName(u"farmers"_s);
    m_farmers->setAccessibleDescription(farmers);
    addExplained(m_farmers, explanation(farmers));

    const QString large = tr("Inns & Cathedrals: each player also has a large follower, "
                             "which counts twice.");
    m_largeFollower = new QCheckBox(tr("&Large follower"), this);
    m_largeFollower->setObjectName(u"largeFollower"_s);
    m_largeFollower->setAccessibleDescription(large);
    addExplained(m_largeFollower, explanation(large));

    const QString builderPig = tr("Traders & Builders: a builder for bonus tiles and a pig for richer farms.");
    m_builderPig = new QCheckBox(tr("&Builder and pig"), this);
    m_builderPig->setObjectName(u"builderPig"_s);
    m_builderPig->setAccessibleDescription(builderPig);
    addExplained(m_builderPig, explanation(builderPig));

    const QString fairy = tr("The Princess & the Dragon: the fairy, moved beside a follower instead of deploying, "
                             "scores 1 each turn and 3 with its feature.");
    m_fairy = new QCheckBox(tr("Fair&y"), this);
    m_fairy->setObjectName(u"fairy"_s);
    m_fairy->setAccessibleDescription(fairy);
    m_fairy->setToolTip(fairy);

    auto *dragonLabel = new QLabel(tr("&Dragon flies:"), this);
    m_dragonTiming = new QComboBox(this);
    m_dragonTiming->setObjectName(u"dragonTiming"_s);
    m_dragonTiming->addItem(tr("After the scoring"), int(engine::DragonTiming::AfterScoring));
    m_dragonTiming->addItem(tr("Before the scoring"), int(engine::DragonTiming::BeforeScoring));
    m_dragonTiming->setAccessibleName(tr("Dragon flies"));
    const QString dragon = tr("The Princess & the Dragon: when a dragon tile's turn moves the dragon, after the "
                              "turn's features are scored or before (as in the newer rule sheet).");
    m_dragonTiming->setAccessibleDescription(dragon);
    m_dragonTiming->setToolTip(dragon);
    dragonLabel->setBuddy(m_dragonTiming);
    // The fairy and the dragon share one line, explained in their tooltips: the dialog must fit
    // a laptop's screen without scrolling.
    auto *princessRow = new QHBoxLayout;
    princessRow->addWidget(m_fairy);
    princessRow->addSpacing(fontMetrics().height());
    princessRow->addWidget(dragonLabel);
    princessRow->addWidget(m_dragonTiming);
    princessRow->addStretch(1);
    grid->addLayout(princessRow, row++, 0, 1, 2);
    grid->setRowStretch(row, 1);

    connect(m_firstEdition, &QRadioButton::toggled, this, &RuleOptionsWidget::updateEnabled);
    connect(m_farmers, &QCheckBox::toggled, this, &RuleOptionsWidget::updateEnabled);
    setOptions({});
}

QLabel *RuleOptionsWidget::explanation(const QString &text)
{
    return new HelpLabel(text, this);
}

engine::RuleOptions RuleOptionsWidget::options() const
{
    engine::RuleOptions options;
    options.farmScoring = m_firstEdition->isChecked() ? engine::FarmScoring::FirstEdition
                                                      : engine::FarmScoring::ThirdEdition;
    options.firstEditionCityPoints = m_cityPoints->currentData().toInt();
    options.tinyCity = m_tinyCity->isChecked();
    options.handSize = m_handSize->currentData().toInt();
    options.farmers = m_farmers->isChecked();
    options.largeFollower = m_largeFollower->isChecked();
    options.undo = engine::UndoLimit(m_undo->currentData().toInt());
    options.builder = options.pig = m_builderPig->isChecked();
    options.fairy = m_fairy->isChecked();
    options.dragonTiming = engine::DragonTiming(m_dragonTiming->currentData().toInt());
    return options;
}

void RuleOptionsWidget::setOptions(const engine::RuleOptions &options)
{
    const bool first = options.farmScoring == engine::FarmScoring::FirstEdition;
    m_firstEdition->setChecked(first);
    m_thirdEdition->setChecked(!first);
    const int points = m_cityPoints->findData(options.firstEditionCityPoints);
    m_cityPoints->setCurrentIndex(points < 0 ? 0 : points);
    m_tinyCity->setChecked(options.tinyCity);
    const int hand = m_handSize->findData(options.handSize);
    m_handSize->setCurrentIndex(hand < 0 ? 0 : hand);
    m_farmers->setChecked(options.farmers);
    m_largeFollower->setChecked(options.largeFollower);
    m_undo->setCurrentIndex(std::max(0, m_undo->findData(int(options.undo))));
    m_builderPig->setChecked(options.builder || options.pig);
    m_fairy->setChecked(options.fairy);
    m_dragonTiming->setCurrentIndex(std::max(0, m_dragonTiming->findData(int(options.dragonTiming))));
    updateEnabled();
}

void RuleOptionsWidget::setLargeFollower(bool on)
{
    m_largeFollower->setChecked(on);
}

void RuleOptionsWidget::setBuilderAndPig(bool on)
{
    m_builderPig->setChecked(on);
}

void RuleOptionsWidget::setFairy(bool on)
{
    m_fairy->setChecked(on);
}

void RuleOptionsWidget::updateEnabled()
{
    // Farm scoring means nothing without farmers; the points per city belong to first-edition
    // farms only.
    const bool farms = m_farmers->isChecked();
    m_thirdEdition->setEnabled(farms);
    m_firstEdition->setEnabled(farms);
    m_cityPointsLabel->setEnabled(farms && m_firstEdition->isChecked());
    m_cityPoints->setEnabled(farms && m_firstEdition->isChecked());
}

} // namespace tessera::ui
