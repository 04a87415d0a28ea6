#pragma once
// The players of a new game: one row per seat with a name, a colour and who plays it (a person
// or a computer at Easy, Medium or Hard, mixed freely), rows added and
// removed within the allowed player count (5, or 6 with Inns & Cathedrals), and the reason (if
// any) why these players cannot start a game. Seats named "Player N" by default take their new
// number when a seat above them is removed; names the player typed stay.

#include "document/gamelog.h"
#include "engine/ruleoptions.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace tessera::ui {

class ColorButton;

class PlayersEditor : public QWidget {
    Q_OBJECT

public:
    explicit PlayersEditor(QWidget *parent = nullptr);

    // The most seats the chosen tile sets allow. Lowering it keeps the rows that are too many
    // (the player may still want them back) and says so in problem().
    void setMaxPlayers(int count);
    int maxPlayers() const { return m_maxSeats; }

    // Clamped to the allowed count: missing seats get default names and colours.
    void setPlayers(const QList<document::PlayerInfo> &players);
    QList<document::PlayerInfo> players() const; // names trimmed, colours "#rrggbb"
    int playerCount() const { return int(m_rows.size()); }

    // A sentence for the user when the names or colours do not make a game; empty when they do.
    QString problem() const;

    void addPlayer();
    void removePlayer(int seat);

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row {
        QLabel *label = nullptr;
        QLineEdit *name = nullptr;
        ColorButton *color = nullptr;
        QComboBox *kind = nullptr; // a person, or a computer of each level
        QToolButton *remove = nullptr;
        bool typedName = false; // a name of the player's own, kept when seats move
    };
    void retranslate();
    static void setKindTexts(QComboBox *kind);
    void appendRow(const document::PlayerInfo &player);
    void takeRow(int seat);
    void relayout();
    void reserveRows();
    void renumberDefaultNames();
    bool isDefaultName(const QString &name) const;
    bool nameTaken(const QString &name) const;
    QString unusedDefaultName() const;
    QColor unusedDefaultColor() const;

    std::vector<Row> m_rows;
    QWidget *m_rowsArea = nullptr;
    QGridLayout *m_grid = nullptr;
    QPushButton *m_add = nullptr;
    int m_maxSeats = engine::kMaxPlayersBase;
};

} // namespace tessera::ui
