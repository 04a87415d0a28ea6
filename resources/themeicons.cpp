#include "themeicons.h"

#include "darkicons.h"

#include <QAction>
#include <QDir>
#include <QFile>

#include <mutex>

using namespace Qt::StringLiterals;

namespace tessera {

namespace {

const QString kThemeRoot = u":/icons"_s;
const QString kThemeName = u"tessera"_s;

// Our theme is the fallback of whatever theme the desktop uses: an icon the desktop's theme
// (and the themes it inherits) lacks comes from ours.
void installOwnTheme()
{
    static std::once_flag once;
    std::call_once(once, [] {
        QStringList paths = QIcon::themeSearchPaths();
        if (!paths.contains(kThemeRoot))
            QIcon::setThemeSearchPaths(paths << kThemeRoot);
        QIcon::setFallbackThemeName(kThemeName);
    });
}

} // namespace

QIcon themeIcon(const QString &name)
{
    installOwnTheme();
    // Ours also as the explicit fallback: with "hicolor" as the desktop's theme (a session with
    // no desktop environment) Qt does not reach the fallback theme.
    const QString own = kThemeRoot + u'/' + kThemeName + u"/scalable/actions/"_s + name + u".svg"_s;
    const bool ours = QFile::exists(own);
    const QIcon light = QIcon::fromTheme(name, ours ? QIcon(own) : QIcon());
    // Drawn for the palette in force: ours in light strokes on a dark window (dark mode).
    return QIcon(new PaletteIconEngine(name, ours ? own : QString(), light));
}

void setThemeIcons(std::initializer_list<std::pair<QAction *, const char *>> icons)
{
    for (const auto &[action, name] : icons)
        action->setIcon(themeIcon(QString::fromLatin1(name)));
}

QStringList ownIconNames()
{
    QStringList names;
    const QDir actions(kThemeRoot + u'/' + kThemeName + u"/scalable/actions"_s);
    for (const QString &file : actions.entryList({u"*.svg"_s}, QDir::Files, QDir::Name))
        names << file.chopped(4);
    return names;
}

} // namespace tessera
