#pragma once
// A tree view's header whose columns fit their contents (QHeaderView::ResizeToContents) without
// measuring every row again when only roles that change no size change. QHeaderView measures
// all rows after any dataChanged(), whatever its roles: in the replay viewer's move list that was
// two thirds of a seek in a long game, where a seek only says which row is the cursor.

#include <QHeaderView>
#include <QList>

class QTreeView;

namespace tessera::ui {

class FittedHeader : public QHeaderView {
public:
    // `sizelessRoles`: roles the view's delegate draws without changing any cell's size.
    FittedHeader(QList<int> sizelessRoles, QWidget *parent = nullptr);

    // Puts a fitted header on `view` in place of its own, with the same settings.
    static FittedHeader *install(QTreeView *view, QList<int> sizelessRoles);

protected:
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles) override;

private:
    QList<int> m_sizeless;
};

} // namespace tessera::ui
