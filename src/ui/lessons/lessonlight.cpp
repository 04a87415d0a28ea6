#include "lessonlight.h"

#include "board/boarddrawing.h"
#include "board/boardgeometry.h"
#include "board/boardscene.h"

#include <QApplication>
#include <QPalette>
#include <QPen>

namespace tessera::ui {

LessonLight::LessonLight()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    setZValue(HotspotLayer - 0.5); // above tiles, figures and the preview; below the figure markers
    hide();
}

void LessonLight::light(BoardScene *scene, const std::optional<document::LessonTarget> &target)
{
    m_target = target;
    QPainterPath area;
    const QColor accent = QApplication::palette().color(QPalette::Highlight);
    QColor fill = accent;
    fill.setAlphaF(0.22);
    QPen pen(accent, 5, Qt::DashLine);
    pen.setCosmetic(true);
    if (target && scene->drawing()->game()) {
        const engine::Game &game = *scene->drawing()->game();
        const engine::PlacedIndex placed = game.board().at(target->at);
        if (target->feature && placed != engine::kNoTile) {
            area = scene->drawing()->featureArea(placed, *target->feature);
            pen.setStyle(Qt::SolidLine);
            pen.setWidthF(3);
        } else {
            area.addRect(tileRect(target->at).adjusted(-4, -4, 4, 4));
            fill.setAlphaF(0.12);
        }
    }
    setPen(pen);
    setBrush(fill);
    setPath(area);
    setVisible(!area.isEmpty());
}

} // namespace tessera::ui
