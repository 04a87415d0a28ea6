#pragma once
// Pictures of tile types for the editor, drawn from the tile's data as it is right now (its own
// art, or the generated art) and kept by content, so that an edited tile is drawn anew and an
// unchanged one is not.

#include "engine/tiletype.h"

#include <QCache>
#include <QPixmap>

namespace tessera::ui {

class TilePictures {
public:
    enum class Art { AsPlayed, Generated }; // the tile's own art when it has one, or always generated

    // The tile turned `rotation` quarter turns clockwise, `size` logical pixels square.
    QPixmap picture(const engine::TileType &tile, int size, qreal devicePixelRatio, int rotation = 0,
                    Art art = Art::AsPlayed);

private:
    QCache<QByteArray, QPixmap> m_cache{32 * 1024}; // cost in KiB
};

// One instance for the editor's views.
TilePictures &editorTilePictures();

} // namespace tessera::ui
