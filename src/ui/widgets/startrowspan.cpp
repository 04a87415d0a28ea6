#include "startrowspan.h"

#include <QAbstractItemModel>
#include <QTreeView>

namespace tessera::ui {

void spanTheStartRow(QTreeView *view)
{
    QAbstractItemModel *model = view->model();
    if (!model)
        return;
    const auto span = [view, model] {
        if (model->rowCount() > 0)
            view->setFirstColumnSpanned(0, QModelIndex(), true);
    };
    span();
    // After the view's own handlers, which were connected when the model was set.
    QObject::connect(model, &QAbstractItemModel::modelReset, view, span);
    QObject::connect(model, &QAbstractItemModel::rowsInserted, view, span);
}

} // namespace tessera::ui
