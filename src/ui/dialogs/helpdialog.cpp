#include "helpdialog.h"

#include "rulestext.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tessera::ui {

HelpDialog::HelpDialog(const QList<QAction *> &actions, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Tessera Help"));
    m_tabs = new QTabWidget(this);

    m_rules = new QTextBrowser;
    m_rules->setObjectName(QStringLiteral("rules"));
    m_rules->setOpenLinks(false);
    m_rules->setHtml(rulesHtml());
    connect(m_rules, &QTextBrowser::anchorClicked, this, [this](const QUrl &link) {
        if (link.scheme() == lessonLinkScheme())
            emit lessonRequested(link.path());
    });
    m_tabs->addTab(m_rules, tr("&Rules"));

    m_shortcuts = new QTableWidget(0, 2);
    m_shortcuts->setObjectName(QStringLiteral("shortcuts"));
    m_shortcuts->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    m_shortcuts->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_shortcuts->setSelectionMode(QAbstractItemView::NoSelection);
    m_shortcuts->verticalHeader()->hide();
    m_shortcuts->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_shortcuts->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    fillShortcuts(actions);
    m_tabs->addTab(m_shortcuts, tr("&Shortcuts"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);
    resize(620, 640);
}

void HelpDialog::showPage(Page page)
{
    m_tabs->setCurrentIndex(page == Page::Rules ? 0 : 1);
}

void HelpDialog::fillShortcuts(const QList<QAction *> &actions)
{
    // Every action with keys, in menu order, named as in its menu; the board's own keys
    // (they belong to no menu action) after them.
    QList<std::pair<QString, QString>> rows;
    for (const QAction *action : actions) {
        const QList<QKeySequence> keys = action->shortcuts();
        if (keys.isEmpty() || action->text().isEmpty())
            continue;
        QStringList text;
        for (const QKeySequence &k : keys)
            text.append(k.toString(QKeySequence::NativeText));
        QString name = action->text();
        name.remove(QLatin1Char('&')).remove(QStringLiteral("..."));
        rows.append({name, text.join(tr(" or "))});
    }
    rows.append({tr("Move between the places where the tile fits, or a follower may go"), tr("Tab, Shift+Tab")});
    rows.append({tr("Show the farms while the key is held down"), tr("F (hold)")});
    rows.append({tr("Mark a player's last tile"), tr("Pointer on the player's row")});
    rows.append({tr("Scroll the board"), tr("Arrow keys (except while the dragon flies), mouse wheel")});
    rows.append({tr("Zoom"), tr("Ctrl+mouse wheel")});
    m_shortcuts->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        m_shortcuts->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        m_shortcuts->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
}

} // namespace tessera::ui
