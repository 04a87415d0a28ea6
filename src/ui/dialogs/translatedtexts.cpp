#include "translatedtexts.h"

#include <QAction>
#include <QMenu>
#include <QPointer>

namespace tessera::ui {

QString literalText(const QString &name)
{
    return QString(name).replace(u'&', QStringLiteral("&&"));
}

QAction *TranslatedTexts::action(QAction *action, Text text, Text toolTip)
{
    add([action = QPointer(action), text = std::move(text), toolTip = std::move(toolTip)] {
        if (!action)
            return;
        action->setText(text());
        if (toolTip)
            action->setToolTip(toolTip());
    });
    return action;
}

QMenu *TranslatedTexts::menu(QMenu *menu, Text title)
{
    add([menu = QPointer(menu), title = std::move(title)] {
        if (menu)
            menu->setTitle(title());
    });
    return menu;
}

QWidget *TranslatedTexts::windowTitle(QWidget *widget, Text title)
{
    add([widget = QPointer(widget), title = std::move(title)] {
        if (widget)
            widget->setWindowTitle(title());
    });
    return widget;
}

void TranslatedTexts::add(std::function<void()> apply)
{
    apply();
    m_apply.push_back(std::move(apply));
}

void TranslatedTexts::retranslate() const
{
    for (const auto &apply : m_apply)
        apply();
}

} // namespace tessera::ui
