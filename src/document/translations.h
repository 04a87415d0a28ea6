#pragma once
// The interface's language: Tessera's translations (compiled in from translations/*.ts) and
// Qt's own (qtbase_*.qm from Qt's translations folder) are installed together, so that
// dialogs such as QFileDialog speak the same language as the game. Every binary that links
// this library starts in English with its plural forms ("1 tile", "2 tiles"), which the
// sources leave to the English translation.

#include <QObject>
#include <QString>
#include <QStringList>

class QAbstractItemModel;

namespace tessera::document {

// The languages the interface offers: "en", "de", "fr".
QStringList interfaceLanguages();
// The language a choice of the preferences stands for: "" (the system's) is the first of the
// system's languages that the interface offers, else English; an unknown code is English.
QString resolveInterfaceLanguage(const QString &choice);
// Replaces the installed translators by those of the language of `choice`; every widget then
// receives QEvent::LanguageChange (nothing happens when that language is already in force).
void setInterfaceLanguage(const QString &choice);
// The language in force ("en" before any choice).
QString interfaceLanguage();

// Tells what is no widget (item models above all, whose texts views show) that the language
// changed: widgets get QEvent::LanguageChange, these get changed() right after the switch.
class LanguageWatch : public QObject {
    Q_OBJECT

public:
    static LanguageWatch *instance();

signals:
    void changed();
};

// Makes the views of a model fetch its headers and every item's data again, in the new
// language: connected to LanguageWatch::changed by the models whose texts are translated.
void retranslateModel(QAbstractItemModel *model);

} // namespace tessera::document
