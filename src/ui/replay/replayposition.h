#pragma once
// The position after any turn of a recorded game: the record's turns applied to the setup,
// forward from where it stands, or from the setup again to go back. The last position is the
// record's own (its discards at the end and its final scoring included).

#include "engine/match.h"

namespace tessera::ui {

class ReplayPosition {
public:
    explicit ReplayPosition(const engine::Match &record);

    int turns() const { return int(m_record->turns().size()); }
    int turn() const { return int(m_position.turns().size()); }
    void seek(int turn);
    const engine::Match &match() const { return m_position; }
    const engine::Game &game() const { return m_position.game(); }

private:
    const engine::Match *m_record;
    engine::Match m_position;
};

} // namespace tessera::ui
