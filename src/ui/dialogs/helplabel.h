#pragma once
// A help text under a control: word-wrapped, and never squeezed. A wrapped QLabel asks its
// layout for one line at least and counts on height-for-width for the rest, which a dialog
// window does not honour (its minimum size ignores it, and adjustSize() is capped at two
// thirds of the screen). This label asks for a width of some words and for the height of
// its text at that width: wider, it needs no more height, so every line stays in sight.

#include <QLabel>

namespace tessera::ui {

class HelpLabel : public QLabel {
    Q_OBJECT
    // The width asked for, in average characters: more in a dialog with the room.
    Q_PROPERTY(int minimumCharacters READ minimumCharacters WRITE setMinimumCharacters)

public:
    explicit HelpLabel(QWidget *parent = nullptr); // as a Designer form makes it
    explicit HelpLabel(const QString &text, QWidget *parent = nullptr);

    int minimumCharacters() const { return m_minimumCharacters; }
    void setMinimumCharacters(int characters);

    QSize minimumSizeHint() const override;

private:
    // Narrow enough for two columns of a dialog on a small screen at 2x, wide enough that a
    // sentence takes few lines.
    int m_minimumCharacters = 40;
};

} // namespace tessera::ui
