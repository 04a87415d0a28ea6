#include "turnpanel.h"

#include "board/boardscene.h"
#include "dialogs/firstwindowsize.h"
#include "dialogs/gameresults.h"
#include "document/computerturns.h"
#include "document/playername.h"
#include "document/tilesleftmodel.h"
#include "handtilebutton.h"
#include "hintchoicesview.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using Stage = document::GameDocument::Stage;

namespace {
constexpr int kTileSize = 160;
// With a hand of several tiles the hand shows them too, and on a short screen the docks below
// want room for their lists: the tile in hand shrinks, so that the panel keeps its buttons in
// view on a laptop's 768 pixels.
constexpr int kCompactTileSize = 112;
constexpr int kHandTileSize = 56;
} // namespace

TurnPanel::TurnPanel(document::GameDocument *document, BoardScene *scene, art::ArtCache *cache, QWidget *parent)
    : QWidget(parent), m_document(document), m_scene(scene), m_cache(cache)
{
    auto *layout = new QVBoxLayout(this);
    // Whose turn and how many tiles are left share a row: the panel keeps its height for the
    // tile and the buttons.
    auto *header = new QHBoxLayout;
    m_player = new QLabel;
    m_player->setObjectName(u"playerHeader"_s);
    m_player->setTextFormat(Qt::RichText);
    m_player->setWordWrap(true); // a long seat name ("Ben (Difficile)") wraps, not the panel widens
    QFont big = m_player->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_player->setFont(big);
    header->addWidget(m_player, 1);
    m_tilesLeft = new QLabel;
    m_tilesLeft->setObjectName(u"tilesLeft"_s);
    m_tilesLeft->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    header->addWidget(m_tilesLeft);
    layout->addLayout(header);

    // Traders & Builders: a banner while a bonus tile is due or played, with the turn's first
    // tile beside it, so that the second tile of the turn is plain to see.
    auto *bonusRow = new QHBoxLayout;
    m_firstTile = new QLabel;
    m_firstTile->setObjectName(u"firstTile"_s);
    bonusRow->addWidget(m_firstTile);
    m_bonus = new QLabel;
    m_bonus->setObjectName(u"bonusBanner"_s);
    m_bonus->setWordWrap(true);
    m_bonus->setMargin(6);
    m_bonus->setAutoFillBackground(true);
    m_bonus->setBackgroundRole(QPalette::Highlight);
    m_bonus->setForegroundRole(QPalette::HighlightedText);
    bonusRow->addWidget(m_bonus, 1);
    layout->addLayout(bonusRow);

    m_tile = new QLabel;
    m_tile->setAlignment(Qt::AlignCenter);
    m_tile->setFixedSize(kTileSize, kTileSize);
    m_tile->installEventFilter(this);
    layout->addWidget(m_tile, 0, Qt::AlignHCenter);

    m_handBox = new QWidget;
    m_handLayout = new QHBoxLayout(m_handBox);
    m_handLayout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_handBox, 0, Qt::AlignHCenter);

    m_rotate = new QPushButton;
    m_noFollower = new QPushButton;
    m_takeBack = new QPushButton;
    m_confirm = new QPushButton;
    m_confirm->setDefault(true);
    // Two by two: the tile's buttons, then the turn's.
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_rotate, 0, 0);
    buttons->addWidget(m_noFollower, 0, 1);
    buttons->addWidget(m_takeBack, 1, 0);
    buttons->addWidget(m_confirm, 1, 1);
    for (QPushButton *b : {m_rotate, m_noFollower, m_takeBack, m_confirm})
        b->setFocusPolicy(Qt::TabFocus);
    layout->addLayout(buttons);
    // Below the buttons: its length changes from stage to stage (a click on No follower
    // shortens it), and the buttons above stay where the pointer is going next.
    m_instruction = new QLabel;
    m_instruction->setObjectName(u"instruction"_s);
    m_instruction->setWordWrap(true);
    m_instruction->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_instruction);
    m_hintChoices = new HintChoicesView(document);
    layout->addWidget(m_hintChoices);
    // Open, the choices take the instruction's place: the player who asked knows what to do (and
    // the status bar says what the board shows), and a laptop's 768 pixels keep the tile in view.
    connect(m_hintChoices, &HintChoicesView::openChanged, m_instruction, &QLabel::setHidden);

    m_thinking = new QProgressBar;
    m_thinking->setObjectName(u"thinkingIndicator"_s);
    m_thinking->setRange(0, 0); // busy: no end known
    m_thinking->setTextVisible(false);
    m_thinking->setMaximumHeight(m_thinking->fontMetrics().height() / 2 + 2);
    m_thinking->hide();
    layout->addWidget(m_thinking);
    layout->addStretch();

    connect(m_rotate, &QPushButton::clicked, scene, [scene] { scene->rotatePreview(1); });
    connect(m_noFollower, &QPushButton::clicked, document, &document::GameDocument::chooseNoFollower);
    connect(m_takeBack, &QPushButton::clicked, document, &document::GameDocument::takeBack);
    connect(m_confirm, &QPushButton::clicked, document, &document::GameDocument::confirmTurn);
    connect(document, &document::GameDocument::stageChanged, this, &TurnPanel::refresh);
    connect(document, &document::GameDocument::gameReset, this, &TurnPanel::refresh);
    connect(document, &document::GameDocument::handTileChanged, this, &TurnPanel::refresh);
    connect(scene, &BoardScene::previewChanged, this, &TurnPanel::refreshTile);
    retranslateUi();
}

void TurnPanel::retranslateUi()
{
    m_firstTile->setAccessibleName(tr("This turn's first tile"));
    m_firstTile->setToolTip(tr("The tile you placed first in this turn"));
    m_tile->setAccessibleName(tr("Tile in hand"));
    m_tile->setToolTip(tr("Click to turn the tile to its next rotation that fits (R, or a right click on the board)"));
    m_rotate->setText(tr("&Rotate"));
    m_rotate->setToolTip(
        tr("Turn the tile to its next rotation that fits where the pointer is, or anywhere (R or right click)"));
    m_noFollower->setText(tr("&No follower"));
    m_noFollower->setToolTip(tr("End the turn without deploying a follower (Space)"));
    m_takeBack->setText(tr("&Take back"));
    m_takeBack->setToolTip(tr("Pick the tile up again (Backspace)"));
    m_confirm->setText(tr("&Confirm turn"));
    m_confirm->setToolTip(tr("End the turn (Enter)"));
    m_thinking->setAccessibleName(tr("A computer player is thinking"));
    refresh(); // the texts that follow the game
}

void TurnPanel::setComputerTurns(document::ComputerTurns *computers)
{
    m_computers = computers;
    m_hintChoices->setComputerTurns(computers);
    connect(computers, &document::ComputerTurns::thinkingChanged, this, &TurnPanel::refresh);
    connect(computers, &document::ComputerTurns::pausedChanged, this, &TurnPanel::refresh);
    refresh();
}

QString TurnPanel::instruction() const
{
    if (m_computers && m_computers->computerDecides()) {
        const auto &player = m_document->info().players.value(m_document->game().decidingPlayer());
        if (m_computers->isPaused())
            return tr("The computers are paused: View > Pause Computers goes on.");
        return m_document->stage() == Stage::DragonFlying
            ? tr("%1 is thinking where the dragon flies\u2026").arg(document::seatName(player))
            : tr("%1 is thinking\u2026").arg(document::seatName(player));
    }
    switch (m_document->stage()) {
    case Stage::NoGame:
        return tr("Start a new game or open a saved one.");
    case Stage::Placing:
        return tr("Place the tile on a marked position. R, a right click or a click on the tile above turns it.");
    case Stage::Deploying: {
        QString text = severalFigureKinds(m_document->game().rules())
            ? tr(
                "Click a feature of the tile to deploy a follower there, or a circle to deploy "
                "the figure it shows (a large follower, builder or pig where it may go), or choose No follower.")
            : tr("Click a feature of the tile to deploy a follower there, or choose No follower.");
        // The Princess & the Dragon: what this turn offers instead, and only that (its markers
        // may stand far from the tile just placed).
        if (m_document->game().bringsMoreDecisions()) {
            std::vector<engine::Decision> open;
            m_document->game().legalDecisions(open);
            const auto offers = [&open](engine::DecisionKind kind) {
                return std::any_of(open.begin(), open.end(), [kind](const engine::Decision &d) { return d.kind == kind; });
            };
            QStringList instead;
            if (offers(engine::DecisionKind::MoveFairy))
                instead << tr("the fairy's marker on one of your followers moves her there");
            if (offers(engine::DecisionKind::RemoveKnight))
                instead << tr("a knight's marker crossed out in red: the princess sends it home");
            if (offers(engine::DecisionKind::DeployAt))
                instead << tr("the magic portal's marker lights up every free feature it reaches: click one");
            if (!instead.isEmpty())
                text += QLatin1Char(' ') + tr("Instead: %1.").arg(instead.join(tr("; ")));
        }
        return text;
    }
    case Stage::Confirming:
        if (m_document->deploymentSkipped())
            return tr("No figure can go on this tile. Confirm the turn, or take the tile back.");
        return tr("Confirm the turn, or take the tile back.");
    case Stage::GameOver:
        // A finished game opened again says how it ended, not only that it did.
        return tr("The game is over: %1. Game > Show Results has every player's points.")
            .arg(winnerSentence(gameResults(*m_document)));
    case Stage::DragonFlying:
        return tr("The dragon flies: %1 clicks a marked tile next to it (or chooses it with the arrow keys, then Enter). "
                  "Every figure on a tile it enters goes home.")
            .arg(m_document->info().players.value(m_document->game().decidingPlayer()).name);
    }
    return QString();
}

void TurnPanel::refresh()
{
    const Stage stage = m_document->stage();
    const bool playing = stage != Stage::NoGame && stage != Stage::GameOver;
    if (playing) {
        // The player who must act: while the dragon flies, whose step it is, not whose turn.
        const engine::Game &game = m_document->game();
        const int p = game.decidingPlayer();
        const auto &player = m_document->info().players[p];
        m_player->setText(
            u"<span style=\"color:%1\">\u25CF</span> %2"_s.arg(player.color, document::seatName(player).toHtmlEscaped()));
        m_player->setToolTip(p == game.currentPlayer()
                                 ? QString()
                                 : tr("%1 flies the dragon, in %2's turn")
                                       .arg(document::seatName(player),
                                            document::seatName(m_document->info().players[game.currentPlayer()])));
        m_tilesLeft->setText(tr("%n tiles left", nullptr, game.tilesLeft()));
        // Where the tile in hand can go, and where to see every tile left.
        m_tilesLeft->setToolTip(stage == Stage::Placing
                                    ? tr("The tile in hand fits %n open positions. The Tiles Left panel lists "
                                         "every tile still in the pile.",
                                         nullptr, document::fittingPositionCount(game, m_document->handTile()))
                                    : tr("The Tiles Left panel lists every tile still in the pile."));
    } else {
        m_player->setText(stage == Stage::GameOver ? tr("Game over") : tr("Tessera"));
        m_player->setToolTip(QString());
        m_tilesLeft->clear();
        m_tilesLeft->setToolTip(QString());
    }
    refreshBonus();
    m_instruction->setText(instruction());
    const bool computer = m_computers && m_computers->computerDecides();
    m_thinking->setVisible(computer && !m_computers->isPaused());
    m_rotate->setEnabled(stage == Stage::Placing && !computer);
    m_noFollower->setEnabled((stage == Stage::Deploying || stage == Stage::Confirming) && !m_document->deploymentSkipped()
                             && !computer);
    m_takeBack->setEnabled(m_document->canTakeBack() && !computer);
    m_confirm->setEnabled(stage == Stage::Confirming && !computer);
    m_confirm->setVisible(m_document->confirmTurns());
    rebuildHand();
    m_handBox->setEnabled(!computer);
    refreshTile();
}

void TurnPanel::refreshBonus()
{
    const Stage stage = m_document->stage();
    const bool playing = stage != Stage::NoGame && stage != Stage::GameOver;
    const engine::Game *game = playing ? &m_document->game() : nullptr;
    const bool due = game && engine::bonusTileDue(*game);
    const bool bonus = game && engine::playingBonusTile(*game);
    m_bonus->setVisible(due || bonus);
    m_bonus->setText(bonus ? tr("Bonus tile: your builder lets you play a second tile in this turn.")
                           : tr("Your builder earned a bonus tile: you play another tile after this one."));
    m_firstTile->setVisible(bonus);
    if (bonus) {
        // While the bonus tile is placed the first one is the last on the board, after that
        // the one before it.
        const auto &placed = game->board().placed();
        const engine::PlacedTile &first = placed[placed.size() - (stage == Stage::Placing ? 1 : 2)];
        m_firstTile->setPixmap(
            m_cache->tilePixmap(game->catalog(), first.tile, first.rotation, kHandTileSize, devicePixelRatioF()));
    }
}

int TurnPanel::tileSize() const
{
    const bool hand = m_document->hasGame() && m_document->info().rules.handSize > 1;
    return hand || isShortScreen(this) ? kCompactTileSize : kTileSize;
}

void TurnPanel::refreshTile()
{
    const int size = tileSize();
    m_tile->setFixedSize(size, size);
    const Stage stage = m_document->stage();
    if (stage == Stage::Deploying || stage == Stage::Confirming) {
        // The tile stays in view as it was laid while the player decides on a follower.
        const engine::Game &game = m_document->game();
        const engine::PlacedTile &placed = game.board().placed()[game.lastPlaced()];
        m_tile->setPixmap(m_cache->tilePixmap(game.catalog(), placed.tile, placed.rotation, size, devicePixelRatioF()));
        return;
    }
    if (stage != Stage::Placing) {
        m_tile->setPixmap(QPixmap());
        return;
    }
    m_tile->setPixmap(m_cache->tilePixmap(m_document->game().catalog(), m_document->handTile(), m_scene->handRotation(),
                                          size, devicePixelRatioF()));
    m_rotate->setEnabled(m_scene->canRotate());
}

// With a hand of several tiles, buttons choose which one to place. The same hand keeps its
// buttons (and the keyboard focus on them); only which one is chosen changes.
void TurnPanel::rebuildHand()
{
    std::vector<engine::TileIndex> hand;
    if (m_document->hasGame() && m_document->stage() == Stage::Placing) {
        const auto tiles = m_document->game().hand(m_document->game().currentPlayer());
        if (tiles.size() > 1)
            hand.assign(tiles.begin(), tiles.end());
    }
    if (hand != m_handShown) {
        m_handShown = hand;
        // This may run from a click on one of these buttons: they go once it has returned.
        while (QLayoutItem *item = m_handLayout->takeAt(0)) {
            item->widget()->hide();
            item->widget()->deleteLater();
            delete item;
        }
        for (std::size_t i = 0; i < hand.size(); ++i) {
            const engine::TileIndex tile = hand[i];
            auto *button = new HandTileButton(
                m_cache->tilePixmap(m_document->game().catalog(), tile, 0, kHandTileSize, devicePixelRatioF()),
                kHandTileSize);
            button->setAccessibleName(tr("Tile %1 of your hand").arg(i + 1));
            button->setToolTip(tr("Place this tile (H chooses the next one)"));
            connect(button, &QAbstractButton::clicked, this, [this, tile] {
                m_document->setHandTile(tile);
                refresh(); // a click on the chosen tile keeps it chosen
            });
            m_handLayout->addWidget(button, 0, Qt::AlignBottom);
            button->show(); // now, not queued: the panel's size hint counts the hand at once
        }
    }
    // One frame, on the first of identical tiles (they are the same choice); a computer's hand
    // is shown, not chosen from.
    const auto chosen = std::find(hand.begin(), hand.end(), m_document->handTile());
    const bool computer = m_document->hasGame()
        && m_document->info().players.value(m_document->game().currentPlayer()).computer;
    const QList<HandTileButton *> buttons = handButtons();
    for (qsizetype i = 0; i < buttons.size(); ++i) {
        buttons[i]->setChecked(chosen - hand.begin() == i);
        buttons[i]->setEnabled(!computer);
    }
}

QList<HandTileButton *> TurnPanel::handButtons() const
{
    QList<HandTileButton *> buttons;
    for (int i = 0; i < m_handLayout->count(); ++i)
        if (auto *button = qobject_cast<HandTileButton *>(m_handLayout->itemAt(i)->widget()))
            buttons.append(button);
    return buttons;
}

void TurnPanel::chooseNextHandTile(int direction)
{
    // The hand's different tiles in order: two identical ones are one choice.
    std::vector<engine::TileIndex> choices;
    for (const engine::TileIndex t : m_handShown)
        if (std::find(choices.begin(), choices.end(), t) == choices.end())
            choices.push_back(t);
    if (choices.size() < 2)
        return;
    const auto at = std::find(choices.begin(), choices.end(), m_document->handTile());
    const int n = int(choices.size());
    const int i = at == choices.end() ? 0 : int(at - choices.begin());
    m_document->setHandTile(choices[std::size_t(((i + direction) % n + n) % n)]);
}

bool TurnPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tile && event->type() == QEvent::MouseButtonRelease && m_document->stage() == Stage::Placing) {
        m_scene->rotatePreview(1);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void TurnPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        refresh();
}

} // namespace tessera::ui
