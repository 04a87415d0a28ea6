#pragma once
// A move list's first row is the start of the game, no turn: its one text ("Start of the
// game", in the first column) spans the row, so that it widens no column of the turns below.

class QTreeView;

namespace tessera::ui {

// Spans the view's first top-level row over every column, now and whenever its model is reset
// or gets rows (a reset forgets the span). Call after the view's model is set.
void spanTheStartRow(QTreeView *view);

} // namespace tessera::ui
