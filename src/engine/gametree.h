#pragma once
// The game record as a tree of turns with a cursor. The root is the setup (no turn); every
// other node is one turn played from the position of its parent, and the position at a node is
// the setup with the turns on its path applied (a replay takes microseconds, so no positions
// are stored). Undo and redo move the cursor; a different turn played after an undo becomes a
// new line and the old future stays as a variation.
//
// A node's first child continues its line: the main line runs from the root through first
// children, and the current line is the path to the cursor followed by first children (the
// part after the cursor is the undone future).

#include "match.h"
#include "turnrecord.h"

#include <cstdint>
#include <vector>

namespace tessera::engine {

class GameTree {
public:
    using TurnId = std::uint32_t;
    static constexpr TurnId kRoot = 0;
    static constexpr TurnId kNoNode = UINT32_MAX;

    struct Node {
        TurnRecord turn; // empty for the root
        TurnId parent = kNoNode;
        std::vector<TurnId> children; // the first continues the line; the others are variations
        int depth = 0;                // the number of turns on the path: the turn's number
    };

    GameTree();
    // One line of turns with the cursor at its end, e.g. a game as a Match recorded it.
    static GameTree fromTurns(const std::vector<TurnRecord> &turns);

    std::size_t size() const { return m_nodes.size(); }
    bool contains(TurnId n) const { return n < m_nodes.size(); }
    const Node &node(TurnId n) const { return m_nodes[n]; }
    TurnId parent(TurnId n) const { return m_nodes[n].parent; }
    // The first child (the line's next turn), or kNoNode at the end of a line.
    TurnId next(TurnId n) const { return m_nodes[n].children.empty() ? kNoNode : m_nodes[n].children.front(); }

    TurnId cursor() const { return m_cursor; }
    void setCursor(TurnId n);

    // Records a turn played at the cursor and moves the cursor to it. A child with the same
    // turn is followed (playing the undone future again redoes it), another turn is a new
    // child; either way the line played on becomes the main line (the old future and the
    // other lines are its variations), so that a saved game lists first where it went on.
    TurnId play(const TurnRecord &turn);
    // Adds a turn below `parent` without moving the cursor: a child with the same turn is
    // returned as it is, a new one goes last (a variation when the parent has a line already).
    TurnId addChild(TurnId parent, const TurnRecord &turn);

    // The nodes from the root (excluded) down to n.
    std::vector<TurnId> pathTo(TurnId n) const;
    std::vector<TurnRecord> turnsTo(TurnId n) const;
    // The path to the cursor, then the first children to the end of the line.
    std::vector<TurnId> currentLine() const;
    // The root's line through first children.
    std::vector<TurnId> mainLine() const;
    bool isOnMainLine(TurnId n) const;
    // Whether a lies on the path from the root to d (a node is its own ancestor).
    bool isAncestor(TurnId a, TurnId d) const;

    // Makes every node on the path to n its parent's first child: the line through n becomes
    // the main line (and, when the cursor lies on that path, the current line too).
    void makeMainLine(TurnId n);

    // Nodes that are not on the main line (each variation's turns).
    std::size_t variationTurns() const;

private:
    std::vector<Node> m_nodes;
    TurnId m_cursor = kRoot;
};

// Brings the match to the position at node n of the tree (the setup plus the turns on n's
// path), replaying only what differs from the turns it holds; a turn half played is dropped,
// tiles drawn for the next turn are kept. The turns of a tree were played
// through the engine, so they apply; a problem (a tree built from a foreign record) is returned
// and leaves the match at the last turn that applied.
TurnProblem moveMatchTo(Match &match, const GameTree &tree, GameTree::TurnId n);

} // namespace tessera::engine
