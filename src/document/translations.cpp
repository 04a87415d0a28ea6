#include "translations.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace tessera::document {

namespace {

struct Installed {
    QString language;
    QPointer<QTranslator> tessera; // the English one holds only plural forms
    QPointer<QTranslator> qt;      // none for English: Qt's sources are English
};

Installed &installed()
{
    static Installed state;
    return state;
}

// A translator owned by the application (so it goes with it), or null when the file is missing.
QTranslator *load(const QString &file, const QString &folder)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(file, folder))
        return translator;
    delete translator;
    return nullptr;
}

} // namespace

QStringList interfaceLanguages()
{
    return {u"en"_s, u"de"_s, u"fr"_s};
}

QString resolveInterfaceLanguage(const QString &choice)
{
    const QStringList offered = interfaceLanguages();
    if (!choice.isEmpty())
        return offered.contains(choice) ? choice : u"en"_s;
    // "de-CH", "fr_FR", "en-GB": the language part decides.
    for (const QString &name : QLocale::system().uiLanguages()) {
        const QString language = name.section(u'-', 0, 0).section(u'_', 0, 0).toLower();
        if (offered.contains(language))
            return language;
    }
    return u"en"_s;
}

void setInterfaceLanguage(const QString &choice)
{
    if (!QCoreApplication::instance())
        return;
    const QString language = resolveInterfaceLanguage(choice);
    Installed &state = installed();
    if (state.language == language && state.tessera)
        return;
    for (QTranslator *old : {state.qt.data(), state.tessera.data()}) {
        if (old) {
            QCoreApplication::removeTranslator(old);
            delete old;
        }
    }
    state.language = language;
    if (language != u"en"_s) {
        state.qt = load(u"qtbase_"_s + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        if (state.qt)
            QCoreApplication::installTranslator(state.qt);
    }
    state.tessera = load(u"tessera_"_s + language, u":/i18n"_s);
    if (state.tessera)
        QCoreApplication::installTranslator(state.tessera);
    emit LanguageWatch::instance()->changed();
}

LanguageWatch *LanguageWatch::instance()
{
    static LanguageWatch watch;
    return &watch;
}

namespace {

void announceRows(QAbstractItemModel *model, const QModelIndex &parent)
{
    const int rows = model->rowCount(parent);
    const int columns = model->columnCount(parent);
    if (rows == 0 || columns == 0)
        return;
    emit model->dataChanged(model->index(0, 0, parent), model->index(rows - 1, columns - 1, parent));
    for (int row = 0; row < rows; ++row)
        if (const QModelIndex child = model->index(row, 0, parent); model->hasChildren(child))
            announceRows(model, child);
}

} // namespace

void retranslateModel(QAbstractItemModel *model)
{
    if (const int columns = model->columnCount(); columns > 0)
        emit model->headerDataChanged(Qt::Horizontal, 0, columns - 1);
    announceRows(model, QModelIndex());
}

QString interfaceLanguage()
{
    const QString language = installed().language;
    return language.isEmpty() ? u"en"_s : language;
}

} // namespace tessera::document
