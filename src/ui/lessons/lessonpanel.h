#pragma once
// What a lesson says beside the board: its title, how far it has come, the instruction of the
// step, the friendly explanation after a wrong move, and the buttons to leave it (Esc) or, at
// the end, to finish it. It shows what the LessonRunner tells it and decides nothing.

#include <QWidget>

class QLabel;
class QPushButton;

namespace tessera::ui {

class LessonPanel : public QWidget {
    Q_OBJECT

public:
    explicit LessonPanel(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    // "Step 3 of 10"; step 0: none shown (the other player moves, the game is over).
    void setProgress(int step, int steps);
    void setInstruction(const QString &html);
    // Empty: none shown.
    void setExplanation(const QString &text);
    // The lesson is over: Finish instead of Leave.
    void setFinished(bool finished);

    QString instruction() const;
    QString explanation() const;
    bool isExplaining() const;
    QPushButton *leaveButton() const { return m_leave; }
    QPushButton *finishButton() const { return m_finish; }

signals:
    void leaveRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title = nullptr;
    QLabel *m_progress = nullptr;
    QLabel *m_instruction = nullptr;
    QLabel *m_explanation = nullptr;
    QPushButton *m_leave = nullptr;
    QPushButton *m_finish = nullptr;
    int m_step = 0;
    int m_steps = 0;
};

} // namespace tessera::ui
