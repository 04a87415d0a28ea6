#pragma once
// The summary of the edited set: copies of each feature, the edge patterns, the surroundings
// no tile fits and, for a set without problems, a warning when quick random games lose many
// tiles that fit nowhere. Recomputed once after each burst of edits.

#include <QTextBrowser>

#include <optional>

#include "engine/tiletype.h"

namespace tessera::document {
class TileSetDocument;
}

namespace tessera::ui {

class SetSummary : public QTextBrowser {
    Q_OBJECT

public:
    explicit SetSummary(document::TileSetDocument *document, QWidget *parent = nullptr);

    // Recomputes now (normally after the edits of one event have settled).
    void refresh();
    // The warning of the last quick simulation, or empty.
    QString simulationWarning() const { return m_warning; }

signals:
    void simulationWarningChanged(const QString &warning);

private:
    document::TileSetDocument *m_document;
    std::optional<engine::TileSet> m_base; // played with sets that have no start tile
    QString m_warning;
    bool m_pending = false;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace tessera::ui
