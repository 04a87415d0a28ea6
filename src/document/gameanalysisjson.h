#pragma once
// A game's analysis kept in its log (docs/game-log-format.md, "analysis"), so that a game
// analysed once opens with its marks without computing again. The part has a version of its
// own: a reader that does not know it leaves it aside and reads the game. Reading checks every
// review against the game: its decision must be one of the main line's, and every alternative
// a legal decision of that position.

#include "ai/gameanalysis.h"

#include "engine/match.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <vector>

namespace tessera::document {

inline constexpr int kAnalysisVersion = 1;

struct GameAnalysis {
    QString tesseraVersion;      // the program that made it
    double seconds = 0;          // thinking time per decision (0: an iteration budget)
    std::int64_t iterations = 0; // simulations per decision, when that was the budget
    // Reviews of decision points of the main line, in order; one may be missing (an analysis
    // stopped halfway keeps what it finished).
    std::vector<ai::DecisionReview> reviews;
};

// The reviews an analysis finished (those of a stopped one that it reached), with the budget
// it was given and this program's version.
GameAnalysis collectAnalysis(const std::vector<std::optional<ai::DecisionReview>> &results,
                             const ai::AnalysisOptions &options);

// The "analysis" object's text for the main line `line` played from `setup`, its lines
// indented by `indent` spaces after the first. Reviews that no longer match the line (another
// line made the main one) are left out; empty when none is left.
QByteArray analysisToJson(const GameAnalysis &analysis, const engine::GameSetup &setup,
                          const std::vector<engine::TurnRecord> &line, int indent);

namespace logread {
class LogProblems;
class LogTurnReader;
} // namespace logread

// Reads the "analysis" object of a log whose main line is `line`. Problems are reported with
// their JSON paths (nullopt then); an analysis of a newer version is left aside (nullopt
// without a problem).
std::optional<GameAnalysis> readAnalysis(const QJsonValue &value, logread::LogProblems &problems,
                                         logread::LogTurnReader &turns, const engine::GameSetup &setup,
                                         const std::vector<engine::TurnRecord> &line);

} // namespace tessera::document
