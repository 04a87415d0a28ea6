#include "playerseditor.h"

#include "colorbutton.h"
#include "colorswatch.h"
#include "document/playername.h"
#include "engine/ruleoptions.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::ui {

static constexpr int kMaxNameLength = 40;

namespace {

// The seat kinds in the order of the combo box: a person, then the computer levels.
int kindIndex(const document::PlayerInfo &player)
{
    return player.computer ? 1 + int(player.level) : 0;
}

void setKind(document::PlayerInfo &player, int index)
{
    player.computer = index > 0;
    player.level = index > 0 ? document::ComputerLevel(index - 1) : document::ComputerLevel::Medium;
}

} // namespace

PlayersEditor::PlayersEditor(QWidget *parent) : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(QMargins());
    // The rows stand in an area with room for every seat there may be, taken or not: adding
    // or removing a seat moves nothing below it, neither the Add button under the pointer nor
    // the tile sets.
    m_rowsArea = new QWidget(this);
    auto *rowsLayout = new QVBoxLayout(m_rowsArea);
    rowsLayout->setContentsMargins(QMargins());
    m_grid = new QGridLayout;
    m_grid->setColumnStretch(1, 1);
    rowsLayout->addLayout(m_grid);
    rowsLayout->addStretch(1);
    outer->addWidget(m_rowsArea);

    m_add = new QPushButton(this);
    m_add->setObjectName(u"addPlayer"_s);
    connect(m_add, &QPushButton::clicked, this, &PlayersEditor::addPlayer);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addStretch();
    outer->addLayout(buttons);

    setPlayers({});
    retranslate();
}

void PlayersEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_add) {
        retranslate();
        emit changed(); // the problem, if any, in the new words
    }
    QWidget::changeEvent(event);
}

// The texts that do not depend on the seats; relayout() gives the others.
void PlayersEditor::retranslate()
{
    m_add->setText(tr("&Add player"));
    for (const Row &row : m_rows) {
        setKindTexts(row.kind);
        row.remove->setText(tr("Remove"));
    }
    renumberDefaultNames(); // "Player 2" becomes "Spieler 2"; typed names stay
    relayout();
}

// The seat kinds in the order of kindIndex().
void PlayersEditor::setKindTexts(QComboBox *kind)
{
    const QString texts[] = {tr("Person"),
                             tr("Computer: %1").arg(document::computerLevelText(document::ComputerLevel::Easy)),
                             tr("Computer: %1").arg(document::computerLevelText(document::ComputerLevel::Medium)),
                             tr("Computer: %1").arg(document::computerLevelText(document::ComputerLevel::Hard))};
    int item = 0;
    for (const QString &text : texts) {
        if (item < kind->count())
            kind->setItemText(item, text);
        else
            kind->addItem(text);
        ++item;
    }
}

void PlayersEditor::setMaxPlayers(int count)
{
    // Without Inns & Cathedrals there are five colours of followers; the sixth comes with it.
    m_maxSeats = qBound(engine::kMinPlayers, count, engine::kMaxPlayers);
    relayout();
    emit changed();
}

void PlayersEditor::setPlayers(const QList<document::PlayerInfo> &players)
{
    while (!m_rows.empty())
        takeRow(playerCount() - 1);
    for (const document::PlayerInfo &p : players) {
        if (playerCount() == m_maxSeats)
            break;
        appendRow(p);
    }
    // A fresh dialog seats two players; one (a solo game) only when asked for.
    const int least = players.isEmpty() ? 2 : engine::kMinPlayers;
    while (playerCount() < least)
        appendRow({unusedDefaultName(), unusedDefaultColor().name(), false});
    relayout();
    emit changed();
}

QList<document::PlayerInfo> PlayersEditor::players() const
{
    QList<document::PlayerInfo> list;
    for (const Row &row : m_rows) {
        document::PlayerInfo player{row.name->text().trimmed(), row.color->color().name()};
        setKind(player, row.kind->currentIndex());
        list.append(player);
    }
    return list;
}

QString PlayersEditor::problem() const
{
    if (playerCount() > m_maxSeats)
        return tr("Only Inns & Cathedrals brings a sixth player: choose its tile set, or remove a player.");
    const QList<document::PlayerInfo> list = players();
    for (int i = 0; i < list.size(); ++i)
        if (list[i].name.isEmpty())
            return tr("Player %1 needs a name.").arg(i + 1);
    for (int i = 0; i < list.size(); ++i)
        for (int j = i + 1; j < list.size(); ++j)
            if (list[i].name.compare(list[j].name, Qt::CaseInsensitive) == 0)
                return tr("Two players are called “%1”: each player needs a different name.").arg(list[j].name);
    for (int i = 0; i < list.size(); ++i)
        for (int j = i + 1; j < list.size(); ++j)
            if (list[i].color == list[j].color)
                return tr("%1 and %2 have the same colour: each player needs a different one.")
                    .arg(list[i].name, list[j].name);
    return QString();
}

void PlayersEditor::addPlayer()
{
    if (playerCount() >= m_maxSeats)
        return;
    appendRow({unusedDefaultName(), unusedDefaultColor().name(), false});
    relayout();
    m_rows.back().name->setFocus(Qt::TabFocusReason);
    m_rows.back().name->selectAll();
    emit changed();
}

void PlayersEditor::removePlayer(int seat)
{
    if (seat < 0 || seat >= playerCount() || playerCount() <= engine::kMinPlayers)
        return;
    takeRow(seat);
    renumberDefaultNames();
    relayout();
    const int next = qMin(seat, playerCount() - 1);
    m_rows[std::size_t(next)].name->setFocus(Qt::TabFocusReason);
    emit changed();
}

void PlayersEditor::takeRow(int seat)
{
    const Row row = m_rows[std::size_t(seat)];
    m_rows.erase(m_rows.begin() + seat);
    // Later, not now: the remove button may be the sender of the click that got us here.
    for (QWidget *w :
         {static_cast<QWidget *>(row.label), static_cast<QWidget *>(row.name), static_cast<QWidget *>(row.color),
          static_cast<QWidget *>(row.kind), static_cast<QWidget *>(row.remove)}) {
        m_grid->removeWidget(w);
        w->setObjectName(QString());
        w->hide();
        w->deleteLater();
    }
}

void PlayersEditor::appendRow(const document::PlayerInfo &player)
{
    Row row;
    row.label = new QLabel(m_rowsArea);
    row.name = new QLineEdit(player.name.trimmed().isEmpty() ? unusedDefaultName() : player.name, m_rowsArea);
    row.name->setMaxLength(kMaxNameLength);
    row.name->setMinimumWidth(row.name->fontMetrics().averageCharWidth() * 16); // room for a name
    row.label->setBuddy(row.name);
    row.typedName = !isDefaultName(row.name->text());
    row.color = new ColorButton(m_rowsArea);
    row.color->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); // one width for all rows
    const QColor color(player.color);
    row.color->setColor(color.isValid() ? color : unusedDefaultColor());
    row.kind = new QComboBox(m_rowsArea);
    setKindTexts(row.kind);
    row.kind->setCurrentIndex(kindIndex(player));
    row.remove = new QToolButton(m_rowsArea);
    row.remove->setText(tr("Remove"));

    // Shown now, not when the layout gets round to it: a new row takes the focus at once.
    for (QWidget *w :
         {static_cast<QWidget *>(row.label), static_cast<QWidget *>(row.name), static_cast<QWidget *>(row.color),
          static_cast<QWidget *>(row.kind), static_cast<QWidget *>(row.remove)})
        w->show();

    connect(row.name, &QLineEdit::textChanged, this, &PlayersEditor::changed);
    QLineEdit *name = row.name;
    connect(name, &QLineEdit::textEdited, this, [this, name] {
        for (Row &r : m_rows)
            if (r.name == name)
                r.typedName = true;
    });
    connect(row.color, &ColorButton::colorChanged, this, &PlayersEditor::changed);
    connect(row.kind, &QComboBox::currentIndexChanged, this, &PlayersEditor::changed);
    QToolButton *remove = row.remove;
    connect(remove, &QToolButton::clicked, this, [this, remove] {
        for (std::size_t i = 0; i < m_rows.size(); ++i)
            if (m_rows[i].remove == remove)
                removePlayer(int(i));
    });
    m_rows.push_back(row);
}

// Puts the rows in the grid in seat order, numbers them, and keeps the tab order by seat
// (rows added later would otherwise come after the dialog's buttons).
void PlayersEditor::relayout()
{
    QWidget *previous = nullptr;
    auto chain = [&previous](QWidget *w) {
        if (previous)
            QWidget::setTabOrder(previous, w);
        previous = w;
    };
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        const int seat = int(i) + 1;
        const int r = int(i);
        m_grid->addWidget(row.label, r, 0);
        m_grid->addWidget(row.name, r, 1);
        m_grid->addWidget(row.color, r, 2);
        m_grid->addWidget(row.kind, r, 3);
        m_grid->addWidget(row.remove, r, 4);
        row.label->setText(tr("Player &%1:").arg(seat));
        row.name->setObjectName(u"playerName%1"_s.arg(seat));
        row.name->setAccessibleName(tr("Name of player %1").arg(seat));
        row.color->setObjectName(u"playerColor%1"_s.arg(seat));
        row.color->setAccessibleName(tr("Colour of player %1").arg(seat));
        row.kind->setObjectName(u"playerKind%1"_s.arg(seat));
        row.kind->setAccessibleName(tr("Who plays seat %1").arg(seat));
        row.kind->setToolTip(tr("A person at this computer, or a computer opponent and how strong it plays"));
        row.remove->setObjectName(u"removePlayer%1"_s.arg(seat));
        row.remove->setAccessibleName(tr("Remove player %1").arg(seat));
        row.remove->setToolTip(tr("Remove player %1").arg(seat));
        row.remove->setEnabled(playerCount() > engine::kMinPlayers);
        chain(row.name);
        chain(row.color);
        chain(row.kind);
        chain(row.remove);
    }
    chain(m_add);
    reserveRows();
    m_add->setEnabled(playerCount() < m_maxSeats);
    m_add->setToolTip(
        m_maxSeats < engine::kMaxPlayers
            ? tr("Add a seat (up to %1 players; %2 with Inns & Cathedrals)").arg(m_maxSeats).arg(engine::kMaxPlayers)
            : tr("Add a seat (up to %1 players)").arg(m_maxSeats));
}

void PlayersEditor::reserveRows()
{
    if (m_rows.empty())
        return;
    const Row &row = m_rows.front();
    int height = 0;
    for (const QWidget *w :
         {static_cast<QWidget *>(row.label), static_cast<QWidget *>(row.name), static_cast<QWidget *>(row.color),
          static_cast<QWidget *>(row.kind), static_cast<QWidget *>(row.remove)})
        height = std::max(height, w->sizeHint().height());
    const int spacing = std::max(0, m_grid->verticalSpacing());
    m_rowsArea->setMinimumHeight(engine::kMaxPlayers * height + (engine::kMaxPlayers - 1) * spacing);
}

void PlayersEditor::renumberDefaultNames()
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const QString name = tr("Player %1").arg(i + 1);
        QLineEdit *edit = m_rows[i].name;
        // A name another seat has (typed, or not moved yet) is not taken from it.
        if (!m_rows[i].typedName && edit->text().trimmed() != name && !nameTaken(name))
            edit->setText(name);
    }
}

// "Player 7": a name the dialog gives, as opposed to one the player chose.
bool PlayersEditor::isDefaultName(const QString &name) const
{
    const QString pattern = tr("Player %1");
    const qsizetype at = pattern.indexOf(u"%1"_s);
    const QString prefix = pattern.left(at);
    const QString suffix = pattern.mid(at + 2);
    const QString text = name.trimmed();
    if (!text.startsWith(prefix) || !text.endsWith(suffix) || text.size() <= prefix.size() + suffix.size())
        return false;
    const QString number = text.mid(prefix.size(), text.size() - prefix.size() - suffix.size());
    return std::all_of(number.begin(), number.end(), [](QChar c) { return c.isDigit(); });
}

bool PlayersEditor::nameTaken(const QString &name) const
{
    return std::any_of(m_rows.begin(), m_rows.end(), [&name](const Row &row) {
        return row.name->text().trimmed().compare(name, Qt::CaseInsensitive) == 0;
    });
}

QString PlayersEditor::unusedDefaultName() const
{
    for (int n = playerCount() + 1;; ++n) {
        const QString name = tr("Player %1").arg(n);
        if (!nameTaken(name))
            return name;
    }
}

QColor PlayersEditor::unusedDefaultColor() const
{
    for (int i = 0; i < kDefaultColorCount; ++i) {
        const QColor c(document::defaultPlayerColor(i));
        const bool used = std::any_of(m_rows.begin(), m_rows.end(),
                                      [&c](const Row &row) { return row.color->color() == c; });
        if (!used)
            return c;
    }
    return QColor(document::defaultPlayerColor(playerCount()));
}

} // namespace tessera::ui
