#pragma once
// The clock a search's time budget is counted on: the wall clock (a player waits that long),
// or the processor time of the searching thread (a match on a loaded, shared machine: the
// search then gets the same work as on a free one, however long that takes).

namespace tessera::ai {

class SearchClock {
public:
    explicit SearchClock(bool threadTime);
    // Seconds since construction.
    double elapsed() const;

private:
    double now() const;

    bool m_threadTime;
    double m_start;
};

} // namespace tessera::ai
