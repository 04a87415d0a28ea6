#include "ruleoptionswidget.h"

#include "ui_ruleoptionswidget.h"

#include <QEvent>
#include <QStyle>

#include <algorithm>

namespace tessera::ui {

namespace {

// A form's combo box holds texts only; the values go with them here, item by item.
void setValues(QComboBox *box, std::initializer_list<int> values)
{
    int item = 0;
    for (const int value : values)
        box->setItemData(item++, value);
}

void choose(QComboBox *box, int value)
{
    box->setCurrentIndex(std::max(0, box->findData(value)));
}

} // namespace

RuleOptionsWidget::RuleOptionsWidget(QWidget *parent) : QWidget(parent), m_ui(std::make_unique<Ui::RuleOptionsWidget>())
{
    m_ui->setupUi(this);
    setValues(m_ui->firstEditionCityPoints, {4, 3});
    setValues(m_ui->handSize, {1, 3});
    setValues(m_ui->undoLimit,
              {int(engine::UndoLimit::Unlimited), int(engine::UndoLimit::WithinTurn), int(engine::UndoLimit::None)});
    setValues(m_ui->dragonTiming, {int(engine::DragonTiming::AfterScoring), int(engine::DragonTiming::BeforeScoring)});

    // Explanations sit under their control, indented to the control's text (the style's
    // indicator width, which a form cannot know).
    const int indent = style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth)
        + style()->pixelMetric(QStyle::PM_RadioButtonLabelSpacing);
    for (QLabel *label : std::initializer_list<QLabel *>{m_ui->farmThirdEditionHelp, m_ui->farmFirstEditionHelp,
                                                         m_ui->cityPointsLabel, m_ui->tinyCityHelp, m_ui->farmersHelp,
                                                         m_ui->largeFollowerHelp, m_ui->builderPigHelp, m_ui->fairyHelp})
        label->setIndent(indent);

    // Half a line between the groups of options, in the rows the form leaves empty for it.
    for (const int row : {6, 9, 12})
        m_ui->grid->setRowMinimumHeight(row, fontMetrics().height() / 2);

    connect(m_ui->farmFirstEdition, &QRadioButton::toggled, this, &RuleOptionsWidget::updateEnabled);
    connect(m_ui->farmers, &QCheckBox::toggled, this, &RuleOptionsWidget::updateEnabled);
    setOptions({});
}

RuleOptionsWidget::~RuleOptionsWidget() = default;

void RuleOptionsWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_ui->retranslateUi(this); // the items' texts only: their values and the choices stay
    QWidget::changeEvent(event);
}

engine::RuleOptions RuleOptionsWidget::options() const
{
    engine::RuleOptions options;
    options.farmScoring = m_ui->farmFirstEdition->isChecked() ? engine::FarmScoring::FirstEdition
                                                              : engine::FarmScoring::ThirdEdition;
    options.firstEditionCityPoints = m_ui->firstEditionCityPoints->currentData().toInt();
    options.tinyCity = m_ui->tinyCity->isChecked();
    options.handSize = m_ui->handSize->currentData().toInt();
    options.farmers = m_ui->farmers->isChecked();
    options.largeFollower = m_ui->largeFollower->isChecked();
    options.undo = engine::UndoLimit(m_ui->undoLimit->currentData().toInt());
    options.builder = options.pig = m_ui->builderPig->isChecked();
    options.fairy = m_ui->fairy->isChecked();
    options.dragonTiming = engine::DragonTiming(m_ui->dragonTiming->currentData().toInt());
    return options;
}

void RuleOptionsWidget::setOptions(const engine::RuleOptions &options)
{
    const bool first = options.farmScoring == engine::FarmScoring::FirstEdition;
    m_ui->farmFirstEdition->setChecked(first);
    m_ui->farmThirdEdition->setChecked(!first);
    choose(m_ui->firstEditionCityPoints, options.firstEditionCityPoints);
    m_ui->tinyCity->setChecked(options.tinyCity);
    choose(m_ui->handSize, options.handSize);
    m_ui->farmers->setChecked(options.farmers);
    m_ui->largeFollower->setChecked(options.largeFollower);
    choose(m_ui->undoLimit, int(options.undo));
    m_ui->builderPig->setChecked(options.builder || options.pig);
    m_ui->fairy->setChecked(options.fairy);
    choose(m_ui->dragonTiming, int(options.dragonTiming));
    updateEnabled();
}

void RuleOptionsWidget::setLargeFollower(bool on)
{
    m_ui->largeFollower->setChecked(on);
}

void RuleOptionsWidget::setBuilderAndPig(bool on)
{
    m_ui->builderPig->setChecked(on);
}

void RuleOptionsWidget::setFairy(bool on)
{
    m_ui->fairy->setChecked(on);
}

void RuleOptionsWidget::updateEnabled()
{
    // Farm scoring means nothing without farmers; the points per city belong to first-edition
    // farms only.
    const bool farms = m_ui->farmers->isChecked();
    const bool cityPoints = farms && m_ui->farmFirstEdition->isChecked();
    m_ui->farmThirdEdition->setEnabled(farms);
    m_ui->farmFirstEdition->setEnabled(farms);
    m_ui->cityPointsLabel->setEnabled(cityPoints);
    m_ui->firstEditionCityPoints->setEnabled(cityPoints);
}

} // namespace tessera::ui
