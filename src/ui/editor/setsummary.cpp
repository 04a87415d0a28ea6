#include "setsummary.h"

#include "document/editor/quicksimulation.h"
#include "document/editor/tilesetdocument.h"
#include "document/editor/tilesetsummary.h"
#include "document/tilesetlibrary.h"

#include <QEvent>
#include <QTimer>

#include <utility>

using namespace Qt::StringLiterals;

namespace tessera::ui {

SetSummary::SetSummary(document::TileSetDocument *document, QWidget *parent) : QTextBrowser(parent), m_document(document)
{
    if (auto base = document::loadNamedTileSet(u"base"_s); base.ok())
        m_base = std::move(base.set);
    connect(document, &document::TileSetDocument::problemsChanged, this, [this] {
        if (std::exchange(m_pending, true))
            return;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            refresh();
        });
    });
    refresh();
    retranslateUi();
}

void SetSummary::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void SetSummary::retranslateUi()
{
    setAccessibleName(tr("Summary of the tile set"));
    refresh();
}

void SetSummary::refresh()
{
    const engine::TileSet &set = m_document->set();
    const document::TileSetSummary s = document::summarize(set);
    QString html = u"<p>"_s + tr("Tile types: %1. Tiles in all: %2.").arg(s.tileTypes).arg(s.tiles) + u"</p>"_s;
    const std::pair<QString, int> counts[] = {{tr("Cities"), s.cities},
                                              {tr("Roads"), s.roads},
                                              {tr("Fields"), s.fields},
                                              {tr("Cloisters"), s.cloisters},
                                              {tr("Rivers"), s.rivers},
                                              {tr("Pennants"), s.pennants},
                                              {tr("Inns"), s.inns},
                                              {tr("Cathedrals"), s.cathedrals},
                                              {tr("Princesses"), s.princesses},
                                              {tr("Goods"), s.goods},
                                              {tr("Volcanoes"), s.volcanoes},
                                              {tr("Dragons"), s.dragons},
                                              {tr("Magic portals"), s.portals}};
    html += u"<table>"_s;
    for (const auto &[word, n] : counts)
        if (n > 0)
            html += u"<tr><td>%1</td><td align=right>%2</td></tr>"_s.arg(word).arg(n);
    html += u"</table><p><b>"_s + tr("Edge patterns") + u"</b> "_s + tr("(N E S W, any rotation)") + u"<br>"_s;
    QStringList patterns;
    for (const auto &[pattern, n] : s.edgePatterns)
        patterns << u"<tt>%1</tt>&nbsp;×%2"_s.arg(QString::fromStdString(pattern)).arg(n);
    html += patterns.join(u", "_s) + u"</p>"_s;
    html += u"<p><b>"_s + tr("Surroundings no tile fits") + u"</b><br>"_s;
    if (s.unmatched.empty()) {
        html += tr("none: every hole can be filled.");
    } else {
        QStringList holes;
        for (const std::string &pattern : s.unmatched)
            holes << u"<tt>%1</tt>"_s.arg(QString::fromStdString(pattern));
        html += holes.join(u", "_s);
    }
    html += u"</p>"_s;

    const QString before = std::exchange(m_warning, QString());
    if (!m_document->hasProblems() && s.tiles > 0) {
        std::vector<engine::TileSet> companions;
        if (set.startTile.empty() && m_base)
            companions.push_back(*m_base);
        const auto report = document::simulateGames(set, companions);
        if (report.unfinished > 0)
            m_warning = tr("%1 of %2 quick random games did not end: the set cannot finish a game.")
                            .arg(report.unfinished)
                            .arg(report.games);
        else if (report.troubled())
            m_warning = tr("In quick random games %1 of %2 tiles on average fit nowhere and were discarded: "
                           "the set may not make a good game.")
                            .arg(report.discardedPerGame, 0, 'f', 1)
                            .arg(report.tilesPerGame);
        html += u"<p><b>"_s + tr("Quick simulation") + u"</b><br>"_s;
        html += m_warning.isEmpty() ? tr("Random games played to the end: %1.").arg(report.games)
                                    : u"<span style='color:#c02020'>%1</span>"_s.arg(m_warning.toHtmlEscaped());
        html += u"</p>"_s;
    }
    setHtml(html);
    if (m_warning != before)
        emit simulationWarningChanged(m_warning);
}

} // namespace tessera::ui
