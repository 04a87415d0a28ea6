#include "settingsfile.h"

#include "document/safefile.h"
#include "preferences.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

struct SettingsFile {
    Q_DECLARE_TR_FUNCTIONS(SettingsFile)
};

// Why the file cannot be used as the settings; empty when it can.
QString unusable(const QString &path)
{
    if (const QString kind = document::nonRegularKind(path); !kind.isEmpty())
        return document::notRegularFileMessage(kind);
    if (QFileInfo(path).size() > kMaxSettingsBytes)
        return document::fileTooLargeMessage(kMaxSettingsBytes);
    // Small and regular: QSettings may read it now, and says whether it could.
    const QSettings settings(path, QSettings::IniFormat);
    if (settings.status() == QSettings::FormatError)
        return SettingsFile::tr("It is not in the settings format.");
    if (settings.status() == QSettings::AccessError)
        return SettingsFile::tr("It cannot be read.");
    return {};
}

} // namespace

QString settingsFilePath()
{
    // As QSettings(organization, application) on Linux, without reading the file.
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    return QDir(config).filePath(QString::fromLatin1(kSettingsOrganization) + u'/'
                                 + QString::fromLatin1(kSettingsApplication) + u".conf"_s);
}

QString setAsideUnusableSettings(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return {};
    const QString reason = unusable(path);
    if (reason.isEmpty())
        return {};
    QString error;
    const QString kept = document::keepAside(path, u"bad"_s, true, &error);
    if (kept.isEmpty()) {
        // Left where it is, it must not be read: this run keeps its settings elsewhere.
        QSettings::setPath(
            QSettings::NativeFormat, QSettings::UserScope,
            QDir(QDir::tempPath()).filePath(u"tessera-settings-%1"_s.arg(QCoreApplication::applicationPid())));
        return SettingsFile::tr(
                   "The settings file %1 cannot be used (%2), nor set aside (%3): the settings are "
                   "the defaults and are not kept.")
            .arg(QDir::toNativeSeparators(path), reason, error);
    }
    return SettingsFile::tr(
               "The settings file %1 could not be used (%2); it was set aside as %3 and the settings "
               "are the defaults.")
        .arg(QDir::toNativeSeparators(path), reason, QDir::toNativeSeparators(kept));
}

} // namespace tessera::ui
