#include "newgamedialog.h"

#include "fitscrollarea.h"
#include "helplabel.h"
#include "newgamesettings.h"
#include "playerseditor.h"
#include "ruleoptionswidget.h"
#include "seedvalidator.h"
#include "tilesetchooser.h"
#include "tessera/version.h"

#include <QCheckBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QStyle>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

QGroupBox *group(const QString &title, QWidget *content, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(content);
    return box;
}

QLabel *explanation(const QString &text, QWidget *parent)
{
    return new HelpLabel(text, parent);
}

} // namespace

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("New Game"));

    // Created in reading order, which is the tab order: the left column, then the right.
    m_players = new PlayersEditor(this);
    m_tileSets = new TileSetChooser(this);
    QWidget *gameOptions = buildGameOptions();
    m_rules = new RuleOptionsWidget(this);

    // Left: who plays and with what; right: how the rules go. Two columns keep the dialog
    // on screen at 2x scale. Each column is a box of its own: a grid cell spanning the left
    // column's rows would not pass the wrapped help texts' height on, and a seat more on the
    // left would squeeze the rules' texts.
    auto *left = new QVBoxLayout;
    left->addWidget(group(tr("Players"), m_players, this));
    left->addWidget(group(tr("Tile sets"), m_tileSets, this));
    left->addWidget(group(tr("Game"), gameOptions, this));
    left->addStretch(1);
    auto *right = new QVBoxLayout;
    right->addWidget(group(tr("Rules"), m_rules, this));
    right->addStretch(1);
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);

    m_problemIcon = new QLabel(this);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_problemIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this)
                                 .pixmap(iconSize, iconSize));
    m_problem = new QLabel(this);
    m_problem->setObjectName(u"problem"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    // Keep the space, so that the dialog does not jump while a name is typed.
    for (QWidget *w : {static_cast<QWidget *>(m_problemIcon), static_cast<QWidget *>(m_problem)}) {
        QSizePolicy policy = w->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        w->setSizePolicy(policy);
    }
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start &Game"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(u"startGame"_s);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);

    // The reason OK is disabled sits right beside it.
    auto *bottomRow = new QHBoxLayout;
    bottomRow->addWidget(m_problemIcon, 0, Qt::AlignVCenter);
    bottomRow->addWidget(m_problem, 1);
    bottomRow->addWidget(m_buttons);

    // On a short screen (a 1366 x 768 laptop at 1.5x) the choices scroll and the buttons stay
    // in sight; where the screen has room, nothing scrolls.
    auto *content = new QWidget(this);
    columns->setContentsMargins(QMargins());
    content->setLayout(columns);
    m_scroll = new FitScrollArea(content, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_scroll);
    layout->addLayout(bottomRow);
    fitToScreen();

    // The tile sets first: they decide how many seats the remembered players may fill. The
    // remembered rules stand as they were, the large follower included.
    const NewGameChoices choices = loadNewGameChoices();
    m_tileSets->setCheckedNames(choices.tileSets);
    if (!m_tileSets->problem().isEmpty()) // a remembered set that is gone: back to the base game
        m_tileSets->setCheckedNames({u"base"_s});
    m_innsCathedrals = m_tileSets->innsCathedralsChosen();
    m_tradersBuilders = m_tileSets->tradersBuildersChosen();
    m_princessDragon = m_tileSets->princessDragonChosen();
    m_players->setMaxPlayers(m_innsCathedrals ? engine::kMaxPlayers : engine::kMaxPlayersBase);
    m_players->setPlayers(choices.players);
    m_rules->setOptions(choices.rules);
    m_confirmTurns->setChecked(choices.confirmTurns);

    connect(m_players, &PlayersEditor::changed, this, &NewGameDialog::validate);
    connect(m_tileSets, &TileSetChooser::changed, this, &NewGameDialog::followTileSets);
    validate();
    m_buttons->button(QDialogButtonBox::Ok)->setDefault(true);
}

// The dialog's frame, margins and buttons take about 8 lines of text beside the choices.
void NewGameDialog::fitToScreen()
{
    if (const QScreen *s = screen())
        m_scroll->setMinimumHeightLimit(s->availableGeometry().height() - 8 * fontMetrics().height());
}

// Shown on the screen of its parent, which may not be the one it was made on.
void NewGameDialog::showEvent(QShowEvent *event)
{
    fitToScreen();
    QDialog::showEvent(event);
}

QWidget *NewGameDialog::buildGameOptions()
{
    auto *widget = new QWidget(this);
    auto *form = new QFormLayout(widget);
    form->setContentsMargins(QMargins());

    m_seed = new QLineEdit(widget);
    m_seed->setObjectName(u"seed"_s);
    m_seed->setValidator(new SeedValidator(m_seed));
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setClearButtonEnabled(true);
    m_seed->setAccessibleName(tr("Seed"));
    const QString seedText = tr("Leave empty for a new shuffle. The same seed, players, rules "
                                "and tile sets give the same game.");
    m_seed->setAccessibleDescription(seedText);
    form->addRow(tr("&Seed:"), m_seed);
    form->addRow(explanation(seedText, widget));

    m_confirmTurns = new QCheckBox(tr("&Confirm each turn (Enter)"), widget);
    m_confirmTurns->setObjectName(u"confirmTurns"_s);
    m_confirmHelp = explanation(QString(), widget);
    m_confirmHelp->setObjectName(u"confirmTurnsHelp"_s);
    form->addRow(m_confirmTurns);
    form->addRow(m_confirmHelp);
    connect(m_confirmTurns, &QCheckBox::toggled, this, &NewGameDialog::describeConfirmTurns);
    describeConfirmTurns();
    return widget;
}

// The help text says what the box does as it stands, not what checking it would do.
void NewGameDialog::describeConfirmTurns()
{
    const QString text = m_confirmTurns->isChecked()
        ? tr("Until you press Enter, you can take back the tile and the follower.")
        : tr("Each turn ends as soon as you choose a follower or none.");
    m_confirmHelp->setText(text);
    m_confirmTurns->setAccessibleDescription(text);
}

// Inns & Cathedrals brings its large follower and a sixth seat, Traders & Builders its builder
// and pig, the Princess & the Dragon its fairy; taking their tiles out takes them away again. The player's own choice of those
// figures stands until the tiles change.
void NewGameDialog::followTileSets()
{
    const bool chosen = m_tileSets->innsCathedralsChosen();
    if (chosen != m_innsCathedrals) {
        m_innsCathedrals = chosen;
        m_rules->setLargeFollower(chosen);
        m_players->setMaxPlayers(chosen ? engine::kMaxPlayers : engine::kMaxPlayersBase);
    }
    if (const bool traders = m_tileSets->tradersBuildersChosen(); traders != m_tradersBuilders) {
        m_tradersBuilders = traders;
        m_rules->setBuilderAndPig(traders);
    }
    if (const bool princess = m_tileSets->princessDragonChosen(); princess != m_princessDragon) {
        m_princessDragon = princess;
        m_rules->setFairy(princess);
    }
    validate();
}

QString NewGameDialog::problem() const
{
    const QString players = m_players->problem();
    return players.isEmpty() ? m_tileSets->problem() : players;
}

void NewGameDialog::validate()
{
    const QString text = problem();
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    m_problemIcon->setVisible(!text.isEmpty());
    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(text.isEmpty());
    ok->setToolTip(text);
    ok->setAccessibleDescription(text);
}

void NewGameDialog::chooseTileSet(const engine::TileSet &set)
{
    m_tileSets->addSet(set);
}

document::GameInfo NewGameDialog::gameInfo() const
{
    document::GameInfo info;
    info.tesseraVersion = QStringLiteral(TESSERA_VERSION);
    info.created = QDateTime::currentDateTimeUtc();
    info.rules = m_rules->options();
    info.players = m_players->players();
    info.tileSets = m_tileSets->checkedSets();
    // An empty seed draws a new one on every call.
    info.seed = SeedValidator::seedOf(m_seed->text()).value_or(QRandomGenerator::global()->generate64());
    return info;
}

bool NewGameDialog::confirmTurns() const
{
    return m_confirmTurns->isChecked();
}

void NewGameDialog::accept()
{
    if (!problem().isEmpty())
        return;
    storeNewGameChoices({m_players->players(), m_rules->options(), m_tileSets->checkedNames(),
                         confirmTurns()});
    QDialog::accept();
}

} // namespace tessera::ui
