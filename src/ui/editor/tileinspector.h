#pragma once
// The properties of the set, the selected tile and its selected feature, as a form
// (ui/tileinspector.ui). Text fields commit when editing finishes, so that typing a name is
// one undo step; spin boxes commit each step and the document merges them.

#include <QWidget>

#include <memory>

namespace Ui {
class TileInspector;
}

class QCheckBox;

namespace tessera::document {
class TileSetDocument;
}

namespace tessera::ui {

class TileInspector : public QWidget {
    Q_OBJECT

public:
    explicit TileInspector(document::TileSetDocument *document, QWidget *parent = nullptr);
    ~TileInspector() override;

    void setTile(int index);
    void setFeature(int feature);
    int tile() const { return m_tile; }
    // Puts the keyboard in the set's field a set-level problem is about (its JSON path).
    void focusSetField(const QString &jsonPath);

    // Takes an SVG file as the tile's own art after checking it; returns why not, or empty.
    QString importArt(const QString &path);

    ::Ui::TileInspector *form() const { return m_ui.get(); } // for tests

signals:
    void message(const QString &text);

private:
    void refresh();
    void refreshSet();
    void refreshFeature();
    void chooseArt();
    void commitFeature();

    document::TileSetDocument *m_document;
    std::unique_ptr<::Ui::TileInspector> m_ui;
    QList<QCheckBox *> m_cityBoxes; // one per city of the tile, for the selected field
    int m_tile = -1;
    int m_feature = -1;
    bool m_updating = false; // set while the form follows the document, not the user

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace tessera::ui
