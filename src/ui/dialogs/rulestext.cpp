#include "rulestext.h"

#include "document/lesson.h"
#include "document/translations.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(RulesText)
};

// The rules of a section and, when a lesson teaches them, the link to it last.
QString section(const QString &title, const QStringList &paragraphs, const QString &lesson = QString())
{
    QString html = QStringLiteral("<h2>") + title.toHtmlEscaped() + QStringLiteral("</h2>");
    for (const QString &p : paragraphs)
        html += QStringLiteral("<p>") + p + QStringLiteral("</p>");
    if (!lesson.isEmpty() && document::builtinLessonIds().contains(lesson))
        html += QStringLiteral("<p>&#9654; <a href=\"%1:%2\">%3</a></p>")
                    .arg(lessonLinkScheme(), lesson,
                         document::builtinLessonTitle(lesson, document::interfaceLanguage()).toHtmlEscaped());
    return html;
}

QString scoringTable()
{
    const auto row = [](const QString &feature, const QString &completed, const QString &open) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td>%3</td></tr>").arg(feature, completed, open);
    };
    return QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">")
        + QStringLiteral("<tr><th></th><th>%1</th><th>%2</th></tr>")
              .arg(Text::tr("Completed during the game"), Text::tr("Still open at the end"))
        + row(Text::tr("Road"), Text::tr("1 point per tile"), Text::tr("1 point per tile"))
        + row(Text::tr("City"), Text::tr("2 points per tile and per pennant"), Text::tr("1 point per tile and per pennant"))
        + row(Text::tr("Cloister"), Text::tr("9 points"), Text::tr("1 point for the cloister and 1 per tile around it"))
        + QStringLiteral("</table>");
}

} // namespace

QString lessonLinkScheme()
{
    return QStringLiteral("lesson");
}

QString rulesHtml()
{
    QString html;
    html += section(Text::tr("The aim"),
                    {Text::tr("Together the players build a landscape of roads, cities, cloisters and fields, one tile "
                              "at a time. Placing followers on those features earns points when they are finished, "
                              "and at the end of the game. The player with the most points wins.")},
                    u"base"_s);
    html += section(Text::tr("A turn"),
                    {Text::tr("<b>1. Place the tile</b> you drew. It must touch at least one tile already on the "
                              "board along a whole edge (corners do not count), and every edge it touches must "
                              "match: road to road, city to city, field to field. You may turn it any way that "
                              "fits. The board marks every position where it fits. A tile that fits nowhere is "
                              "put aside and you draw another; Tessera does this for you."),
                     Text::tr("<b>2. Deploy a follower</b> if you like: one of your followers from your supply onto "
                              "one feature of the tile you just placed: a road (a thief), a city (a knight), a "
                              "cloister (a monk) or a field (a farmer). You cannot deploy on a feature that, "
                              "through the tiles it already joins, holds a follower of anyone. Features that "
                              "each hold followers may be joined later by a tile that links them."),
                     Text::tr("<b>3. Score</b> every road, city and cloister that your tile finished, even one on "
                              "which you deployed this very turn. Their followers go back to their owners.")});
    html += section(Text::tr("Finished features"),
                    {Text::tr("A road is finished when both of its ends stop, at a crossing, a city, a cloister, or "
                              "when it closes a loop. A city is finished when its walls close with no gap. A "
                              "cloister is finished when all eight tiles around it are placed."),
                     Text::tr("The player with the most followers on a feature scores it. When several players "
                              "have the same number, each of them scores all the points; the others score "
                              "nothing. A tile counts once for a feature, even when the feature crosses it "
                              "twice."),
                     scoringTable()});
    html += section(Text::tr("The end of the game"),
                    {Text::tr("The game ends after the turn in which the last tile is placed. Then every feature "
                              "that is still open scores as in the table above, and the fields are scored."),
                     Text::tr("When the tiles that are left fit nowhere, they are put aside and the game is over: no "
                              "further turn begins, so the fairy gives no point then. A game from JCloisterZone first "
                              "begins one more turn, as that program does."),
                     Text::tr("<b>Fields.</b> Farmers stay on their field until the end. Each field scores for the "
                              "players with the most farmers in it: 3 points for every finished city the field "
                              "touches. (The first-edition option scores city by city instead: each finished "
                              "city gives 4 points, or 3, to the players with the most farmers in all the fields "
                              "around it together.)")});
    html += section(Text::tr("Options of a new game"),
                    {Text::tr("<b>Tiny city:</b> a finished city of only two tiles scores like an open one, 1 point "
                              "per tile and pennant."),
                     Text::tr("<b>Hand of three:</b> each player holds three tiles and chooses which one to play; "
                              "the hand is filled up at the start of each turn."),
                     Text::tr("<b>Farmers off:</b> no follower may go on a field and fields are not scored."),
                     Text::tr("<b>One to five players</b>, six with Inns & Cathedrals. Alone, you play a solo game "
                              "to practise or to try the tiles.")});
    html += section(Text::tr("The River"),
                    {Text::tr("The spring is the first tile. The river tiles are drawn before all the others, the "
                              "lake last of them. Each river tile must continue the river from its open end, and "
                              "the river may not bend the same way twice in a row, so that it never turns back "
                              "on itself. No follower stands on the water; the river divides the fields.")},
                    u"river"_s);
    html += section(Text::tr("Inns & Cathedrals"),
                    {Text::tr("Each player also has a <b>large follower</b>, which counts as two followers when "
                              "the players compare who has the most on a feature."),
                     Text::tr("A road with an <b>inn</b> scores 2 points per tile when it is finished, but nothing "
                              "if it is still open at the end. A city with a <b>cathedral</b> scores 3 points per "
                              "tile and pennant when it is finished, and nothing if it is still open at the end.")},
                    u"inns-cathedrals"_s);
    html += section(Text::tr("Traders & Builders"),
                    {Text::tr("Some city tiles show <b>goods</b>: wine, grain or cloth. Whoever places the tile that "
                              "finishes a city takes all its goods, with or without a follower in it. At the end, "
                              "the player with the most of each kind scores 10 points (tied players each score 10)."),
                     Text::tr("Instead of a follower you may put your <b>builder</b> on a road or city of your tile "
                              "in which you already have a follower. Whenever you later extend that road or city, "
                              "you play a second tile in the same turn (never a third). The builder scores nothing "
                              "and goes home when its feature is scored."),
                     Text::tr("In a game from JCloisterZone the builder may not go on a road or city that your tile "
                              "finishes, as that program wants."),
                     Text::tr("Instead of a follower you may put your <b>pig</b> on a field of your tile where you "
                              "already have a farmer. If you score that field at the end, each finished city it "
                              "supplies brings you 1 point more.")},
                    u"traders-builders"_s);
    html += section(Text::tr("The Princess & the Dragon"),
                    {Text::tr("When a <b>volcano</b> is placed, the dragon lands on it; nobody may put a figure on "
                              "the tile where the dragon is. Dragon tiles drawn before the first volcano wait and are "
                              "shuffled back in once it is out."),
                     Text::tr("After a <b>dragon</b> tile's turn (after its scoring, or before it if the game says "
                              "so) the dragon flies up to 6 steps from tile to neighbouring tile, each step chosen by "
                              "the next player in turn, starting with the one who placed the tile. It never enters "
                              "a tile twice in one flight nor the fairy's tile, and stops when it cannot go on. Every "
                              "figure on a tile it enters goes home without scoring."),
                     Text::tr("Instead of deploying you may move the <b>fairy</b> beside one of your followers: while "
                              "she stays there you score 1 point at the start of each of your turns, and 3 when that "
                              "follower's feature is scored."),
                     Text::tr("When your tile's <b>princess</b> joins a city with knights, you may instead send one "
                              "of those knights home. With a <b>magic portal</b> you may instead put your follower on "
                              "any free, unfinished feature anywhere on the board.")},
                    u"princess-dragon"_s);
    return html;
}

} // namespace tessera::ui
