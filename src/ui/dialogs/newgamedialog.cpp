#include "newgamedialog.h"

#include "ui_newgamedialog.h"

#include "document/lesson.h"
#include "document/translations.h"
#include "newgamesettings.h"
#include "seedvalidator.h"
#include "tessera/version.h"

#include <QDateTime>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QSettings>
#include <QStyle>

using namespace Qt::StringLiterals;

namespace tessera::ui {

NewGameDialog::NewGameDialog(QWidget *parent) : QDialog(parent), m_ui(std::make_unique<Ui::NewGameDialog>())
{
    m_ui->setupUi(this);
    m_ui->seed->setValidator(new SeedValidator(m_ui->seed));

    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_ui->problemIcon->setPixmap(
        style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(iconSize, iconSize));
    // Keep the space, so that the dialog does not jump while a name is typed.
    for (QWidget *w : {static_cast<QWidget *>(m_ui->problemIcon), static_cast<QWidget *>(m_ui->problem)}) {
        QSizePolicy policy = w->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        w->setSizePolicy(policy);
    }
    m_start = m_ui->buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(u"startGame"_s);
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    fitToScreen();

    // The tile sets first: they decide how many seats the remembered players may fill. The
    // remembered rules stand as they were, the large follower included.
    const NewGameChoices choices = loadNewGameChoices();
    TileSetChooser *tileSets = m_ui->tileSets;
    tileSets->setCheckedNames(choices.tileSets);
    if (!tileSets->problem().isEmpty()) // a remembered set that is gone: back to the base game
        tileSets->setCheckedNames({u"base"_s});
    m_innsCathedrals = tileSets->innsCathedralsChosen();
    m_tradersBuilders = tileSets->tradersBuildersChosen();
    m_princessDragon = tileSets->princessDragonChosen();
    m_ui->players->setMaxPlayers(m_innsCathedrals ? engine::kMaxPlayers : engine::kMaxPlayersBase);
    m_ui->players->setPlayers(choices.players);
    m_ui->rules->setOptions(choices.rules);
    m_ui->confirmTurns->setChecked(choices.confirmTurns);

    connect(m_ui->players, &PlayersEditor::changed, this, &NewGameDialog::validate);
    connect(tileSets, &TileSetChooser::changed, this, &NewGameDialog::followTileSets);
    connect(m_ui->confirmTurns, &QCheckBox::toggled, this, &NewGameDialog::describeConfirmTurns);
    // An expansion's lesson, offered the first time its tiles are chosen (several at once: a line
    // each): the dialog closes and the window starts the lesson (requestedLesson()).
    m_lessonOffer = new QLabel;
    m_lessonOffer->setObjectName(u"lessonOffer"_s);
    m_lessonOffer->setWordWrap(true);
    m_lessonOffer->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_lessonOffer->hide();
    m_ui->tileSetsLayout->addWidget(m_lessonOffer);
    connect(m_lessonOffer, &QLabel::linkActivated, this, [this](const QString &lesson) {
        m_requestedLesson = lesson;
        reject();
    });
    retranslate();
    m_start->setDefault(true);
}

NewGameDialog::~NewGameDialog() = default;

void NewGameDialog::fitToScreen()
{
    m_ui->scroll->fitDialogToScreen();
}

void NewGameDialog::fitTo(const QSize &available)
{
    m_ui->scroll->fitDialogWithin(available);
}

// Shown on the screen of its parent, which may not be the one it was made on.
void NewGameDialog::showEvent(QShowEvent *event)
{
    fitToScreen();
    QDialog::showEvent(event);
}

void NewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_ui) {
        m_ui->retranslateUi(this);
        retranslate();
    }
    QDialog::changeEvent(event);
}

// The texts the form does not hold.
void NewGameDialog::retranslate()
{
    m_start->setText(tr("Start &Game"));
    describeLessonOffers();
    describeConfirmTurns();
    validate();
}

// The help text says what the box does as it stands, not what checking it would do.
void NewGameDialog::describeConfirmTurns()
{
    const QString text = m_ui->confirmTurns->isChecked()
        ? tr("Until you press Enter, you can take back the tile and the follower.")
        : tr("Each turn ends as soon as you choose a follower or none.");
    m_ui->confirmTurnsHelp->setText(text);
    m_ui->confirmTurns->setAccessibleDescription(text);
}

// Inns & Cathedrals brings its large follower and a sixth seat, Traders & Builders its builder
// and pig, the Princess & the Dragon its fairy; taking their tiles out takes them away again. The player's own choice of those
// figures stands until the tiles change.
void NewGameDialog::followTileSets()
{
    const bool chosen = m_ui->tileSets->innsCathedralsChosen();
    if (chosen != m_innsCathedrals) {
        m_innsCathedrals = chosen;
        m_ui->rules->setLargeFollower(chosen);
        m_ui->players->setMaxPlayers(chosen ? engine::kMaxPlayers : engine::kMaxPlayersBase);
    }
    if (const bool traders = m_ui->tileSets->tradersBuildersChosen(); traders != m_tradersBuilders) {
        m_tradersBuilders = traders;
        m_ui->rules->setBuilderAndPig(traders);
    }
    if (const bool princess = m_ui->tileSets->princessDragonChosen(); princess != m_princessDragon) {
        m_princessDragon = princess;
        m_ui->rules->setFairy(princess);
    }
    offerLessons();
    validate();
}

// Once per expansion, when its tiles are chosen: its lesson (the base game's is Help's). Every
// expansion newly chosen gets its offer, however many are ticked at once, and keeps it while
// its tiles stay chosen: an offer is remembered as made only when it is shown.
void NewGameDialog::offerLessons()
{
    const QStringList chosen = m_ui->tileSets->checkedNames();
    m_offeredLessons.removeIf([&chosen](const QString &id) { return !chosen.contains(id); });
    QSettings settings;
    const QStringList lessons = document::builtinLessonIds();
    for (const QString &id : lessons.mid(1)) {
        const QString key = u"lessons/offered/"_s + id;
        if (!chosen.contains(id) || settings.value(key, false).toBool())
            continue;
        settings.setValue(key, true);
        m_offeredLessons.append(id);
    }
    describeLessonOffers();
}

void NewGameDialog::describeLessonOffers()
{
    m_lessonOffer->setVisible(!m_offeredLessons.isEmpty());
    QStringList lines;
    for (const QString &id : std::as_const(m_offeredLessons)) {
        const QString title = document::builtinLessonTitle(id, document::interfaceLanguage());
        lines << tr("<a href=\"%1\">%2</a> \u2013 new to these tiles? A short guided game teaches them.")
                     .arg(id, title.toHtmlEscaped());
    }
    m_lessonOffer->setText(lines.join(u"<br>"_s));
}

QString NewGameDialog::problem() const
{
    const QString players = m_ui->players->problem();
    return players.isEmpty() ? m_ui->tileSets->problem() : players;
}

void NewGameDialog::validate()
{
    const QString text = problem();
    m_ui->problem->setText(text);
    m_ui->problem->setVisible(!text.isEmpty());
    m_ui->problemIcon->setVisible(!text.isEmpty());
    m_start->setEnabled(text.isEmpty());
    m_start->setToolTip(text);
    m_start->setAccessibleDescription(text);
}

void NewGameDialog::chooseTileSet(const engine::TileSet &set)
{
    m_ui->tileSets->addSet(set);
}

document::GameInfo NewGameDialog::gameInfo() const
{
    document::GameInfo info;
    info.tesseraVersion = QStringLiteral(TESSERA_VERSION);
    info.created = QDateTime::currentDateTimeUtc();
    info.rules = m_ui->rules->options();
    info.players = m_ui->players->players();
    info.tileSets = m_ui->tileSets->checkedSets();
    // An empty seed draws a new one on every call.
    info.seed = SeedValidator::seedOf(m_ui->seed->text()).value_or(QRandomGenerator::global()->generate64());
    return info;
}

bool NewGameDialog::confirmTurns() const
{
    return m_ui->confirmTurns->isChecked();
}

void NewGameDialog::accept()
{
    if (!problem().isEmpty())
        return;
    storeNewGameChoices({m_ui->players->players(), m_ui->rules->options(), m_ui->tileSets->checkedNames(), confirmTurns()});
    QDialog::accept();
}

} // namespace tessera::ui
