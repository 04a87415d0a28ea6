#pragma once
// Another program's hold on a statistics file for the statistics' tests: an exclusive
// transaction on a connection of its own (SQLite's locks tell connections apart within a
// process too), held until release() or the end of the object.

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

namespace tessera::test {

class HeldByAnotherProgram {
public:
    enum class Table { Exists, Create };
    explicit HeldByAnotherProgram(const QString &path, Table table = Table::Exists)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), kName);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        if (table == Table::Create) // something to hold: a file SQLite has written
            QVERIFY2(query.exec(QStringLiteral("CREATE TABLE other (a)")), qPrintable(query.lastError().text()));
        QVERIFY2(query.exec(QStringLiteral("BEGIN EXCLUSIVE")), qPrintable(query.lastError().text()));
        if (table == Table::Create) // a write, so that readers wait too
            QVERIFY(query.exec(QStringLiteral("INSERT INTO other VALUES (1)")));
        m_held = true;
    }
    ~HeldByAnotherProgram() { release(); }
    void release()
    {
        if (!m_held)
            return;
        m_held = false;
        {
            QSqlDatabase db = QSqlDatabase::database(kName, false);
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            db.close();
        }
        QSqlDatabase::removeDatabase(kName);
    }

private:
    static inline const QString kName = QStringLiteral("another-program");
    bool m_held = false;
};

} // namespace tessera::test
