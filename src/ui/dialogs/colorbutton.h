#pragma once
// A button that shows a player's colour as a swatch and its name, and offers the six default
// colours in a menu, plus any other colour through QColorDialog.

#include <QColor>
#include <QToolButton>

namespace tessera::ui {

class ColorButton : public QToolButton {
    Q_OBJECT

public:
    explicit ColorButton(QWidget *parent = nullptr);

    QColor color() const { return m_color; }
    void setColor(const QColor &color);

    QSize sizeHint() const override;

signals:
    void colorChanged(const QColor &color);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildMenu();
    void pickOtherColor();
    void refresh();

    QColor m_color;
};

} // namespace tessera::ui
