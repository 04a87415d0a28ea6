#include "lessonpanel.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace tessera::ui {

LessonPanel::LessonPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"LessonPanel"_s);
    m_title = new QLabel;
    m_title->setObjectName(u"lessonTitle"_s);
    m_title->setWordWrap(true);
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_title->setFont(big);
    m_progress = new QLabel;
    m_progress->setObjectName(u"lessonProgress"_s);
    m_instruction = new QLabel;
    m_instruction->setObjectName(u"lessonInstruction"_s);
    m_instruction->setWordWrap(true);
    m_instruction->setTextFormat(Qt::RichText);
    m_instruction->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // A wrong move's explanation stands out from the instruction, in the desktop's own colours.
    m_explanation = new QLabel;
    m_explanation->setObjectName(u"lessonExplanation"_s);
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    m_explanation->setStyleSheet(
        u"QLabel { background: palette(alternate-base); border-left: 4px solid palette(highlight);"
        " padding: 6px; }"_s);
    m_explanation->hide();
    m_leave = new QPushButton;
    m_leave->setObjectName(u"leaveLesson"_s);
    m_finish = new QPushButton;
    m_finish->setObjectName(u"finishLesson"_s);
    m_finish->hide();
    connect(m_leave, &QPushButton::clicked, this, &LessonPanel::leaveRequested);
    connect(m_finish, &QPushButton::clicked, this, &LessonPanel::leaveRequested);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_progress);
    layout->addSpacing(6);
    layout->addWidget(m_instruction);
    layout->addWidget(m_explanation);
    layout->addStretch(1);
    layout->addWidget(m_finish);
    layout->addWidget(m_leave);
    setMinimumWidth(220);
    retranslate();
}

void LessonPanel::setTitle(const QString &title)
{
    m_title->setText(title);
}

void LessonPanel::setProgress(int step, int steps)
{
    m_step = step;
    m_steps = steps;
    retranslate();
}

void LessonPanel::setInstruction(const QString &html)
{
    m_instruction->setText(html);
}

void LessonPanel::setExplanation(const QString &text)
{
    m_explanation->setText(text);
    m_explanation->setVisible(!text.isEmpty());
}

void LessonPanel::setFinished(bool finished)
{
    m_finish->setVisible(finished);
    m_leave->setVisible(!finished);
    if (finished)
        m_finish->setFocus();
}

QString LessonPanel::instruction() const
{
    return m_instruction->text();
}

QString LessonPanel::explanation() const
{
    return m_explanation->text();
}

bool LessonPanel::isExplaining() const
{
    return !m_explanation->isHidden();
}

void LessonPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void LessonPanel::retranslate()
{
    m_progress->setText(m_step > 0 ? tr("Step %1 of %2").arg(m_step).arg(m_steps) : QString());
    m_leave->setText(tr("Leave Lesson (Esc)"));
    m_leave->setToolTip(tr("Close the lesson's game; nothing of it is kept"));
    m_finish->setText(tr("Finish Lesson"));
}

} // namespace tessera::ui
