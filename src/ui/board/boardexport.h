#pragma once
// The board written to files: one position as PNG or SVG (by the name's suffix), and a whole
// game as numbered PNG frames. Used by the game window, the replay viewer and tessera-cli.
// Every file is written atomically: a failed write keeps the old file.

#include <QString>

#include <functional>

namespace tessera::art {
class ArtCache;
}
namespace tessera::document {
struct GameInfo;
}
namespace tessera::engine {
class Game;
class Match;
} // namespace tessera::engine

namespace tessera::ui {

class BoardPicture;

// Writes the picture (its placed tiles and figures, a quarter tile of margin) as PNG or SVG.
bool writeBoardPicture(BoardPicture &picture, const QString &path, QString *error = nullptr);
bool writeBoardPicture(const engine::Game &game, const document::GameInfo &info, art::ArtCache *cache, const QString &path,
                       QString *error = nullptr);

// The file name of frame `index` of a game of `turns` turns: frame-007.png, with as many
// digits as the last frame needs (at least three), so that names sort in playing order.
QString frameFileName(int index, int turns);

// Writes every position of the match into `dir` (created if missing): frame 0 before the first
// turn, frame k after turn k. Every frame shows the part of the board the last position covers,
// so that the frames line up as a film. `progress(done, total)` may cancel by returning false.
// Returns the number of frames written, or -1 with the reason in `error` (and `cancelled` set
// when the progress cancelled): the frames written so far are then removed again, since a film
// with its end missing is no film.
int writeBoardFrames(const document::GameInfo &info, const engine::Match &match, art::ArtCache *cache, const QString &dir,
                     QString *error = nullptr, const std::function<bool(int, int)> &progress = {},
                     bool *cancelled = nullptr);

} // namespace tessera::ui
