#pragma once
// The hint's alternatives: the best few decisions of Hard's search at the person's position,
// with the expected final margin of each and how far below the best it is, so that the hint can
// say why it chose what it shows and what else was close (in words: describeDecision() for the
// decision, describeHintChoice() for the rest).

#include "ai/mctsai.h"

#include "engine/decision.h"
#include "engine/game.h"

#include <QString>

#include <optional>
#include <vector>

namespace tessera::document {

struct HintChoice {
    engine::Decision decision;
    double margin = 0;    // the decider's expected final margin after it, in points
    double belowBest = 0; // the first choice's margin minus this one's (negative: it looks
                          // better, on fewer simulations than the search's choice)
    std::uint64_t visits = 0;
    std::optional<engine::Decision> then; // the figure after a placement, when the search knew it
};

// How many alternatives the hint offers: Hard's choice and the next two.
constexpr std::size_t kHintChoices = 3;

// The first `count` of a review's estimates (best first, ai::MctsAi::review) at `position`, for
// the player who decides there.
std::vector<HintChoice> hintChoices(const engine::Game &position, const std::vector<ai::ChoiceEstimate> &estimates,
                                    std::size_t count = kHintChoices);

// "+5 expected margin, Hard's choice", "+3 expected margin, 2 points below the best".
QString describeHintChoice(const HintChoice &choice, bool first);

} // namespace tessera::document
