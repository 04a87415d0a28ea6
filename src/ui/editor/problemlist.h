#pragma once
// Every problem of the edited set, live, in the loader's own words. Clicking one selects the
// tile and the feature at fault.

#include <QListWidget>

namespace tessera::document {
class TileSetDocument;
}

namespace tessera::ui {

class ProblemList : public QListWidget {
    Q_OBJECT

public:
    explicit ProblemList(document::TileSetDocument *document, QWidget *parent = nullptr);
    // A warning that is not a problem (the quick simulation's), listed after the problems.
    void setWarning(const QString &warning);

signals:
    // The position of the problem in the document's problems().
    void problemChosen(int problem);

private:
    void refresh();

    document::TileSetDocument *m_document;
    QString m_warning;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace tessera::ui
