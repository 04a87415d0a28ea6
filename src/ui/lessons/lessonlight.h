#pragma once
// The target of a lesson's step, lit on the board: a dashed frame round the square where the
// tile goes, or the shape of the feature where the figure goes, in the desktop's highlight
// colour. It takes no input: the clicks go to the board below it.

#include "document/lesson.h"

#include <QGraphicsPathItem>

namespace tessera::ui {

class BoardScene;

class LessonLight : public QGraphicsPathItem {
public:
    LessonLight();

    // Lights `target` in the game of `scene`, which holds this item (a feature of a tile lying
    // there, or a square), or nothing.
    void light(BoardScene *scene, const std::optional<document::LessonTarget> &target);
    bool isLit() const { return isVisible() && !path().isEmpty(); }
    std::optional<document::LessonTarget> target() const { return m_target; }

private:
    std::optional<document::LessonTarget> m_target;
};

} // namespace tessera::ui
