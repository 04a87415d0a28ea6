#pragma once
// Finished games the database could not take (another program held it, the disk was full),
// kept in a folder beside it until it can: "<database>.pending/", one file per game named by
// the game's key, each written atomically. The same game kept twice (an undo and another
// ending meanwhile) is one file, its last ending; a game counted from here and counted again
// is AlreadyThere in the database, so a file whose removal failed is never counted twice.

#include "gamerecord.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace tessera::stats {

class PendingGames {
public:
    explicit PendingGames(const QString &databasePath);

    QString folder() const { return m_folder; }
    bool isEmpty() const;
    // Keeps a game for later; false with the reason in `error`.
    bool keep(const GameRecord &game, QString *error);
    // The files kept, each read once, oldest game first (an unreadable one before them all,
    // without a game).
    struct Kept {
        QString file;
        std::optional<GameRecord> game;
    };
    QList<Kept> kept() const;
    // Their files, in that order.
    QStringList files() const;
    // A kept game; nullopt when the file cannot be read or is not one of ours.
    static std::optional<GameRecord> read(const QString &file);
    // A kept game's file as keep() writes it, and read back (nullopt: not one of ours, or cut short).
    static QByteArray serialized(const GameRecord &game);
    static std::optional<GameRecord> parse(const QByteArray &bytes);
    // Forgets a file once its game is counted (the folder too when it is the last).
    void remove(const QString &file) const;
    // Moves a file that holds no game out of the way ("<file>.unreadable-<date>-<time>", in the
    // folder): it may be a later version's, or damaged, and is the only copy of that game, so
    // it is never deleted. Returns the new path, or empty with the reason in `error`.
    static QString setAside(const QString &file, QString *error);

private:
    QString m_folder;
};

} // namespace tessera::stats
