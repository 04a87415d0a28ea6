#include "gametree.h"

#include <algorithm>

namespace tessera::engine {

GameTree::GameTree() : m_nodes(1) {}

GameTree GameTree::fromTurns(const std::vector<TurnRecord> &turns)
{
    GameTree tree;
    for (const TurnRecord &t : turns)
        tree.play(t);
    return tree;
}

void GameTree::setCursor(TurnId n)
{
    if (contains(n))
        m_cursor = n;
}

GameTree::TurnId GameTree::addChild(TurnId parent, const TurnRecord &turn)
{
    for (const TurnId c : m_nodes[parent].children)
        if (m_nodes[c].turn == turn)
            return c;
    const auto id = TurnId(m_nodes.size());
    m_nodes.push_back({turn, parent, {}, m_nodes[parent].depth + 1});
    m_nodes[parent].children.push_back(id);
    return id;
}

GameTree::TurnId GameTree::play(const TurnRecord &turn)
{
    // The line played on is the main line: a new turn goes first, the old future beside it;
    // a turn already recorded (the undone future, or a variation played again) is followed
    // and its line comes first; played inside a variation, that whole line comes first.
    const TurnId n = addChild(m_cursor, turn);
    makeMainLine(n);
    m_cursor = n;
    return n;
}

std::vector<GameTree::TurnId> GameTree::pathTo(TurnId n) const
{
    std::vector<TurnId> path(std::size_t(m_nodes[n].depth));
    for (auto i = path.size(); i > 0; --i, n = m_nodes[n].parent)
        path[i - 1] = n;
    return path;
}

std::vector<TurnRecord> GameTree::turnsTo(TurnId n) const
{
    std::vector<TurnRecord> turns;
    for (const TurnId p : pathTo(n))
        turns.push_back(m_nodes[p].turn);
    return turns;
}

std::vector<GameTree::TurnId> GameTree::currentLine() const
{
    std::vector<TurnId> line = pathTo(m_cursor);
    for (TurnId n = next(m_cursor); n != kNoNode; n = next(n))
        line.push_back(n);
    return line;
}

std::vector<GameTree::TurnId> GameTree::mainLine() const
{
    std::vector<TurnId> line;
    for (TurnId n = next(kRoot); n != kNoNode; n = next(n))
        line.push_back(n);
    return line;
}

bool GameTree::isOnMainLine(TurnId n) const
{
    for (; n != kRoot; n = m_nodes[n].parent)
        if (next(m_nodes[n].parent) != n)
            return false;
    return true;
}

bool GameTree::isAncestor(TurnId a, TurnId d) const
{
    while (m_nodes[d].depth > m_nodes[a].depth)
        d = m_nodes[d].parent;
    return a == d;
}

void GameTree::makeMainLine(TurnId n)
{
    for (; n != kRoot; n = m_nodes[n].parent) {
        auto &siblings = m_nodes[m_nodes[n].parent].children;
        const auto it = std::find(siblings.begin(), siblings.end(), n);
        std::rotate(siblings.begin(), it, it + 1); // the others keep their order
    }
}

std::size_t GameTree::variationTurns() const
{
    return m_nodes.size() - 1 - mainLine().size();
}

TurnProblem moveMatchTo(Match &match, const GameTree &tree, GameTree::TurnId n)
{
    const std::vector<GameTree::TurnId> path = tree.pathTo(n);
    const std::vector<TurnRecord> &held = match.turns();
    std::size_t common = 0;
    while (common < held.size() && common < path.size() && held[common] == tree.node(path[common]).turn)
        ++common;
    if (common < held.size() || !match.currentTurn().decisions.empty()) // a turn half played is dropped
        match.truncate(common);
    for (std::size_t i = common; i < path.size(); ++i)
        if (const TurnProblem problem = match.applyTurn(tree.node(path[i]).turn))
            return problem;
    return {};
}

} // namespace tessera::engine
