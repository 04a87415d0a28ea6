// The translations: every source string has a finished German and French translation that
// keeps its placeholders, plural forms, accelerator and markup; the .ts files hold exactly
// the strings of the sources (lupdate is run again into a copy); the compiled translations
// are in force at run time, English plurals included.

#include "document/builtinnames.h"
#include "document/tilesetlibrary.h"
#include "document/translations.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type;      // "unfinished", "vanished", "obsolete" or ""
    QStringList forms; // the translation, or its numerus forms
    QString where() const { return u"%1: \"%2\""_s.arg(context, source); }
};

QString tsPath(const QString &language)
{
    return QStringLiteral(TESSERA_SOURCE_DIR) + u"/translations/tessera_"_s + language + u".ts"_s;
}

// The messages of a .ts file; a numerus message's forms are the <numerusform>s of its translation.
QList<Message> readTsWithForms(const QString &path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    bool inTranslation = false;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement:
            if (xml.name() == u"name") {
                context = xml.readElementText();
            } else if (xml.name() == u"message") {
                m = Message{context, {}, {}, xml.attributes().value(u"numerus"_s) == u"yes", {}, {}};
            } else if (xml.name() == u"source") {
                m.source = xml.readElementText();
            } else if (xml.name() == u"comment") {
                m.comment = xml.readElementText();
            } else if (xml.name() == u"translation") {
                m.type = xml.attributes().value(u"type"_s).toString();
                if (m.numerus)
                    inTranslation = true;
                else
                    m.forms = {xml.readElementText()};
            } else if (xml.name() == u"numerusform" && inTranslation) {
                m.forms << xml.readElementText();
            }
            break;
        case QXmlStreamReader::EndElement:
            if (xml.name() == u"translation")
                inTranslation = false;
            else if (xml.name() == u"message")
                messages << m;
            break;
        default:
            break;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

// %1..%99 as a sorted list (each as often as it appears) and whether %n appears.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(u"%(\\d{1,2}|n)"_s);
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.removeDuplicates();
    found.sort();
    return found;
}

// The accelerator marks: '&' before a letter, digit or %, not "&&" nor an entity like &amp;.
int accelerators(const QString &text)
{
    static const QRegularExpression re(u"(?<!&)&(?!&)(?![a-z]+;)(?=[\\w%])"_s,
                                       QRegularExpression::UseUnicodePropertiesOption);
    return int(text.count(re));
}

// The HTML tags of rich texts (not the "<svg>" or "<%1>" that texts name).
QStringList markup(const QString &text)
{
    static const QRegularExpression re(u"</?(b|i|p|h[1-6]|br|a|ul|ol|li|table|tr|td|th|span|div|em|strong)\\b[^>]*>"_s);
    QStringList tags;
    for (auto it = re.globalMatch(text); it.hasNext();)
        tags << it.next().captured().section(u' ', 0, 0);
    return tags;
}

QSet<QString> keys(const QList<Message> &messages)
{
    QSet<QString> result;
    for (const Message &m : messages)
        result.insert(m.context + u'\x1f' + m.source + u'\x1f' + m.comment);
    return result;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void complete_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << u"de"_s;
        QTest::newRow("fr") << u"fr"_s;
    }

    // Every string translated, keeping what the program and the player rely on.
    void complete()
    {
        QFETCH(QString, language);
        const QList<Message> messages = readTsWithForms(tsPath(language));
        QVERIFY(messages.size() > 500);
        QStringList problems;
        for (const Message &m : messages) {
            if (!m.type.isEmpty()) {
                problems << u"%1 is %2 (no translation yet)"_s.arg(m.where(), m.type);
                continue;
            }
            // German and French both have two plural forms.
            if (m.numerus && m.forms.size() != 2) {
                problems << u"%1 needs 2 plural forms, has %2"_s.arg(m.where()).arg(m.forms.size());
                continue;
            }
            for (const QString &form : m.forms) {
                if (form.trimmed().isEmpty() && !m.source.trimmed().isEmpty())
                    problems << u"%1 has an empty translation"_s.arg(m.where());
                else if (placeholders(form) != placeholders(m.source))
                    problems << u"%1: \"%2\" changes the placeholders %3"_s.arg(m.where(), form,
                                                                                placeholders(m.source).join(u' '));
                else if (accelerators(form) != accelerators(m.source))
                    problems << u"%1: \"%2\" has %3 accelerators (&), the source %4"_s.arg(m.where(), form)
                                    .arg(accelerators(form))
                                    .arg(accelerators(m.source));
                else if (markup(form) != markup(m.source))
                    problems << u"%1: \"%2\" changes the markup"_s.arg(m.where(), form);
            }
        }
        if (!problems.isEmpty())
            QFAIL(qPrintable(u"translations/tessera_%1.ts:\n  "_s.arg(language) + problems.join(u"\n  "_s)));
    }

    // The sources write plurals once ("%n tiles"): English gives both forms of each.
    void englishPlurals()
    {
        const QList<Message> english = readTsWithForms(tsPath(u"en"_s));
        QSet<QString> numerus;
        for (const Message &m : readTsWithForms(tsPath(u"de"_s)))
            if (m.numerus)
                numerus.insert(m.where());
        QStringList problems;
        for (const Message &m : english) {
            numerus.remove(m.where());
            if (!m.type.isEmpty() || m.forms.size() != 2 || m.forms.contains(QString()))
                problems << u"%1 needs its two English forms"_s.arg(m.where());
        }
        for (const QString &missing : std::as_const(numerus))
            problems << u"%1 is missing"_s.arg(missing);
        if (!problems.isEmpty())
            QFAIL(qPrintable(u"translations/tessera_en.ts:\n  "_s + problems.join(u"\n  "_s)));
    }

    // A count written with its noun takes the noun's plural from the count ("%n tiles", and
    // translations/README.md), or "1 tiles" appears. A number after "to", "than" or "most" is a
    // bound, never one; the texts listed below say counts that are never one either.
    void countsHavePlurals()
    {
        static const QRegularExpression count(
            uR"((?<!\bto )(?<!\bthan )(?<!\bmost )%[1-9] (points|followers|tiles|turns|players|games|frames|kinds|)"
            uR"(features|times|steps|decisions|piles|seconds|bytes|elements|characters|undos|moves|tokens|cities|)"
            uR"(roads|cloisters|farms|pennants)\b)"_s);
        static const QStringList neverOne = {
            u"the game uses \"%1\" %2 times"_s,              // said of a set used twice or more
            u"Tessera plays with %1 followers per player"_s, // the rules' seven
            u"%1 bytes"_s,                                   // a file size limit
            u"The tile sets hold %1 tiles of %2 kinds"_s,    // said above the limits
            u"it has %1 features; a tile has at most"_s,     // said above the limit
            u"The set holds %1 tiles; a game has room"_s,    // said above the limit
            u"In quick random games %1 of %2 tiles"_s,       // %2: the tiles of a whole set
        };
        QStringList problems;
        for (const Message &m : readTsWithForms(tsPath(u"de"_s))) {
            const QRegularExpressionMatch found = count.match(m.source);
            const auto listed = [&m](const QString &text) { return m.source.contains(text); };
            if (found.hasMatch() && std::none_of(neverOne.begin(), neverOne.end(), listed))
                problems << u"%1 writes \"%2\" without a plural form (%n)"_s.arg(m.where(), found.captured());
        }
        if (!problems.isEmpty())
            QFAIL(qPrintable(problems.join(u"\n  "_s)));
    }

    void upToDate_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << u"de"_s;
        QTest::newRow("fr") << u"fr"_s;
        QTest::newRow("en") << u"en"_s;
    }

    // lupdate run again over the sources finds exactly the strings the .ts file holds.
    void upToDate()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(u"tessera_"_s + language + u".ts"_s);
        QVERIFY(QFile::copy(tsPath(language), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        const QString root = QStringLiteral(TESSERA_SOURCE_DIR);
        QStringList arguments{u"-no-obsolete"_s, u"-locations"_s, u"none"_s};
        if (language == u"en")
            arguments << u"-pluralonly"_s;
        arguments << root + u"/src"_s << root + u"/ui"_s << u"-ts"_s << copy;
        QProcess lupdate;
        lupdate.start(QStringLiteral(TESSERA_LUPDATE), arguments);
        QVERIFY2(lupdate.waitForFinished(120'000), qPrintable(lupdate.errorString()));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        const QList<Message> current = readTsWithForms(copy);
        const QSet<QString> kept = keys(readTsWithForms(tsPath(language)));
        QStringList problems;
        for (const Message &m : current)
            if (!kept.contains(m.context + u'\x1f' + m.source + u'\x1f' + m.comment))
                problems << u"new in the sources: %1"_s.arg(m.where());
        const QSet<QString> now = keys(current);
        for (const Message &m : readTsWithForms(tsPath(language)))
            if (!now.contains(m.context + u'\x1f' + m.source + u'\x1f' + m.comment))
                problems << u"no longer in the sources: %1"_s.arg(m.where());
        if (!problems.isEmpty())
            QFAIL(
                qPrintable(u"translations/tessera_%1.ts is not up to date with the sources (cmake --build build "
                           "--target update_translations, then translate; see translations/README.md):\n  "_s.arg(language)
                           + problems.join(u"\n  "_s)));
    }

    // The compiled translations are in force: English plurals from the start, then German,
    // French, and English again.
    void switching()
    {
        const auto tiles = [](int n) { return QCoreApplication::translate("FeatureText", "%n tiles", nullptr, n); };
        QCOMPARE(tessera::document::interfaceLanguage(), u"en"_s);
        QCOMPARE(tiles(1), u"1 tile"_s);
        QCOMPARE(tiles(2), u"2 tiles"_s);
        tessera::document::setInterfaceLanguage(u"de"_s);
        QCOMPARE(tessera::document::interfaceLanguage(), u"de"_s);
        QCOMPARE(tiles(1), u"1 Karte"_s);
        QCOMPARE(tiles(3), u"3 Karten"_s);
        tessera::document::setInterfaceLanguage(u"fr"_s);
        QCOMPARE(tiles(0), u"0 tuile"_s); // French counts 0 as singular
        QCOMPARE(tiles(2), u"2 tuiles"_s);
        tessera::document::setInterfaceLanguage(u"en"_s);
        QCOMPARE(tiles(1), u"1 tile"_s);
        QCOMPARE(QCoreApplication::translate("MoveText", "there is no such figure"), u"there is no such figure"_s);
    }

    // The built-in sets' names reach translations/*.ts through the list lupdate reads
    // (src/document/builtinnames.cpp), which holds exactly the names of tilesets/*.json, and
    // show in the language in force; a name of one's own stays as written.
    void builtinSetNames()
    {
        QStringList inSets;
        for (const QString &id : tessera::document::builtinTileSetNames()) {
            const tessera::document::TileSetLoadResult loaded = tessera::document::loadNamedTileSet(id);
            QVERIFY2(loaded.ok(), qPrintable(id));
            inSets << QString::fromStdString(loaded.set->name);
            for (const tessera::engine::TileType &tile : loaded.set->tiles)
                if (!tile.name.empty())
                    inSets << QString::fromStdString(tile.name);
        }
        QStringList listed = tessera::document::builtinNames();
        inSets.sort();
        inSets.removeDuplicates();
        listed.sort();
        listed.removeDuplicates();
        QCOMPARE(listed, inSets);

        tessera::document::setInterfaceLanguage(u"de"_s);
        QCOMPARE(tessera::document::translatedName("The River"), u"Der Fluss"_s);
        QCOMPARE(tessera::document::translatedName("Two adjacent city caps"), u"Zwei benachbarte Stadtkappen"_s);
        QCOMPARE(tessera::document::translatedName("My own tile"), u"My own tile"_s);
        tessera::document::setInterfaceLanguage(u"fr"_s);
        QCOMPARE(tessera::document::translatedName("The Princess & the Dragon"), u"La Princesse et le Dragon"_s);
        tessera::document::setInterfaceLanguage(u"en"_s);
        QCOMPARE(tessera::document::translatedName("The River"), u"The River"_s);
    }

    void systemLanguage()
    {
        QCOMPARE(tessera::document::resolveInterfaceLanguage(u"de"_s), u"de"_s);
        QCOMPARE(tessera::document::resolveInterfaceLanguage(u"xx"_s), u"en"_s);
        QVERIFY(tessera::document::interfaceLanguages().contains(tessera::document::resolveInterfaceLanguage(QString())));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
