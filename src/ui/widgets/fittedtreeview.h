#pragma once
// A tree view whose columns fit their contents (QHeaderView::ResizeToContents) and that measures
// its rows only when what they show may have changed. The header measures every row again after
// any dataChanged(), whatever its roles, and at every resize of the view: in the replay viewer's
// move list of a long game that was two thirds of a seek (where only the cursor's row changes)
// and three measures of every row in the first round of events after opening a game. The widths
// are the ones ResizeToContents gives (up to the header's resizeContentsPrecision() rows shown,
// a thousand, every row is measured whatever is scrolled into view).

#include <QList>
#include <QTreeView>

#include <vector>

namespace tessera::ui {

class FittedTreeView : public QTreeView {
public:
    // `sizelessRoles`: roles the delegates draw without changing any cell's size. Set the
    // delegates before the view is shown: a delegate set later measures with the next change.
    explicit FittedTreeView(QList<int> sizelessRoles, QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    void reset() override;
    int sizeHintForColumn(int column) const override;

protected:
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles) override;
    void rowsInserted(const QModelIndex &parent, int start, int end) override;
    void rowsAboutToBeRemoved(const QModelIndex &parent, int start, int end) override;
    void changeEvent(QEvent *event) override;

private:
    void forgetWidths();

    QList<int> m_sizeless;
    mutable std::vector<int> m_widths; // sizeHintForColumn() by column; -1: to be measured
};

} // namespace tessera::ui
