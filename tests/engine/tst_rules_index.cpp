// Keeps docs/rules-tests.md, the index of the tests that pin each rule of RULES.md, honest:
//  - every test it names exists: the file, and in it a test function of that name;
//  - every entry ("- "quote": tests") names at least one test, and its quote is still RULES.md's
//    text in the section under the same heading;
//  - every heading of RULES.md has its section in the index, and every sentence of RULES.md
//    (of its bullets, paragraphs and table rows) is quoted, in part or whole, by an entry of its
//    section or by a "Not pinned: "quote": reason" paragraph, which says why no test is named.
// RULES.md lives beside the repository (../shared/rules, TESSERA_RULES_MD at configure time);
// without it the checks against RULES.md are skipped, the others still run.

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(f.readAll());
}

// Text as compared: no emphasis or code marks, whitespace collapsed.
QString normalized(QString s)
{
    s.remove(u'*');
    s.remove(u'`');
    return s.simplified();
}

struct Entry {
    int line = 0;
    bool gap = false;                               // "Not pinned": names no test
    QString section;                                // the heading above it, without its '#'s
    QString quote;                                  // the first "..." of the entry, normalized
    std::vector<std::pair<QString, QString>> tests; // file, function
};

struct Index {
    std::vector<QString> headings;
    std::vector<Entry> entries;
};

QString headingText(const QString &line)
{
    static const QRegularExpression heading(u"^#+\\s+(.*)$"_s);
    const QRegularExpressionMatch m = heading.match(line);
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

// Entries are list items "- "quote": `tests/...cpp` `function`, ...", continued on lines
// indented by two spaces; gaps are paragraphs "Not pinned: "quote": reason".
Index parseIndex(const QString &text)
{
    static const QRegularExpression quote(u"^\\s*\"(.+?)\":"_s);
    static const QRegularExpression test(u"`(tests/[^`]+\\.cpp)` `([A-Za-z_][A-Za-z0-9_]*)`"_s);
    static const QString notPinned = u"Not pinned: "_s;
    Index index;
    QString section;
    QString item;
    bool gap = false;
    int itemLine = 0;
    const auto flush = [&] {
        if (item.isEmpty())
            return;
        Entry e;
        e.line = itemLine;
        e.gap = gap;
        e.section = section;
        const QRegularExpressionMatch q = quote.match(item);
        e.quote = q.hasMatch() ? normalized(q.captured(1)) : QString();
        for (auto it = test.globalMatch(item); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            e.tests.emplace_back(m.captured(1), m.captured(2));
        }
        index.entries.push_back(e);
        item.clear();
    };
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (line.startsWith(u'#')) {
            flush();
            section = headingText(line);
            index.headings.push_back(section);
        } else if (line.startsWith(u"- "_s) || line.startsWith(notPinned)) {
            flush();
            gap = !line.startsWith(u"- "_s);
            item = line.mid(gap ? notPinned.size() : 2);
            itemLine = i + 1;
        } else if (!item.isEmpty() && (line.startsWith(u"  "_s) || (gap && !line.trimmed().isEmpty()))) {
            item += u' ' + line.trimmed();
        } else {
            flush();
        }
    }
    flush();
    return index;
}

// The sentences of a normalized text: a full stop, then a capital, a parenthesis or a table bar.
QStringList sentences(const QString &text)
{
    static const QRegularExpression end(u"(?<=\\.)\\s+(?=[A-Z(|])"_s);
    return text.split(end, Qt::SkipEmptyParts);
}

// RULES.md: its sections, each with its text and its items (bullets with their continuation
// lines, paragraphs, table rows other than the header and the rule under it).
struct RulesSection {
    QString text;
    QStringList items;
};

std::vector<std::pair<QString, RulesSection>> parseRules(const QString &text)
{
    std::vector<std::pair<QString, RulesSection>> sections;
    QString item;
    const auto flush = [&] {
        if (!item.isEmpty() && !sections.empty())
            sections.back().second.items << normalized(item);
        item.clear();
    };
    static const QRegularExpression tableRule(u"^\\|[-| :]+\\|$"_s);
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i];
        if (line.startsWith(u'#')) {
            flush();
            sections.push_back({headingText(line), {}});
            continue;
        }
        if (sections.empty())
            continue;
        sections.back().second.text += u' ' + line;
        if (line.trimmed().isEmpty()) {
            flush();
        } else if (line.startsWith(u'|')) {
            flush();
            const bool header = i + 1 < lines.size() && tableRule.match(lines[i + 1].trimmed()).hasMatch();
            if (!header && !tableRule.match(line.trimmed()).hasMatch())
                item = line;
            flush();
        } else if (line.startsWith(u"- "_s)) {
            flush();
            item = line.mid(2);
        } else {
            item += u' ' + line;
        }
    }
    flush();
    for (auto &[heading, section] : sections)
        section.text = normalized(section.text);
    return sections;
}

const QString kIndexPath = QStringLiteral(TESSERA_SOURCE_DIR "/docs/rules-tests.md");

} // namespace

class TestRulesIndex : public QObject {
    Q_OBJECT
private slots:
    void everyNamedTestExists()
    {
        const QString text = readText(kIndexPath);
        QVERIFY2(!text.isEmpty(), qPrintable(kIndexPath));
        const Index index = parseIndex(text);
        QVERIFY(index.entries.size() >= 80); // the index has not been emptied
        int gaps = 0;
        for (const Entry &e : index.entries) {
            const QString where = u"docs/rules-tests.md:%1"_s.arg(e.line);
            QVERIFY2(!e.quote.isEmpty(), qPrintable(where + u": no \"quote\": of RULES.md"_s));
            QVERIFY2(e.gap || !e.tests.empty(), qPrintable(where + u": no test named"_s));
            gaps += e.gap;
        }
        QVERIFY(gaps <= 5); // "Not pinned" stays the exception
        // Every test named anywhere on the page (entries, the options table, the notes).
        static const QRegularExpression test(u"`(tests/[^`]+\\.cpp)` `([A-Za-z_][A-Za-z0-9_]*)`"_s);
        std::map<QString, QString> sources;
        int named = 0;
        const QStringList lines = text.split(u'\n');
        for (int i = 0; i < lines.size(); ++i) {
            // Entries continue on indented lines: join them so that a name split at a line end is found.
            const int first = i + 1;
            QString line = lines[i];
            while (i + 1 < lines.size() && lines[i + 1].startsWith(u"  "_s))
                line += u' ' + lines[++i].trimmed();
            const QString where = u"docs/rules-tests.md:%1"_s.arg(first);
            for (auto it = test.globalMatch(line); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const QString file = m.captured(1), function = m.captured(2);
                ++named;
                if (!sources.contains(file))
                    sources[file] = readText(QStringLiteral(TESSERA_SOURCE_DIR "/") + file);
                const QString &source = sources[file];
                QVERIFY2(!source.isEmpty(), qPrintable(where + u": no file "_s + file));
                // A test function: "void f()" in the class or "void Class::f()" outside it.
                const QRegularExpression definition(u"\\bvoid\\s+(\\w+::)?%1\\s*\\(\\s*\\)"_s.arg(function));
                QVERIFY2(definition.match(source).hasMatch(),
                         qPrintable(where + u": no test function %1 in %2"_s.arg(function, file)));
                QVERIFY2(!function.endsWith(u"_data"_s), qPrintable(where + u": "_s + function));
            }
        }
        QVERIFY(named >= 200);
    }

    void everyRuleHasAnEntry()
    {
        const QString rulesPath = QStringLiteral(TESSERA_RULES_MD);
        const QString rules = readText(rulesPath);
        if (rules.isEmpty())
            QSKIP(qPrintable(u"RULES.md not found at %1 (TESSERA_RULES_MD)"_s.arg(rulesPath)));
        const Index index = parseIndex(readText(kIndexPath));
        const auto sections = parseRules(rules);
        QVERIFY(sections.size() >= 10);
        for (const auto &[heading, section] : sections) {
            QVERIFY2(std::find(index.headings.begin(), index.headings.end(), heading) != index.headings.end(),
                     qPrintable(u"RULES.md heading \"%1\" has no section in docs/rules-tests.md"_s.arg(heading)));
            QStringList quotes; // the sentences of the section's quotes
            for (const Entry &e : index.entries)
                if (e.section == heading)
                    quotes << sentences(e.quote);
            QVERIFY2(!quotes.isEmpty(), qPrintable(u"no entry under \"%1\""_s.arg(heading)));
            for (const QString &item : section.items)
                for (const QString &sentence : sentences(item))
                    QVERIFY2(std::any_of(quotes.begin(), quotes.end(),
                                         [&](const QString &q) { return sentence.contains(q) || q.contains(sentence); }),
                             qPrintable(u"under \"%1\", no entry quotes: %2"_s.arg(heading, sentence)));
        }
        // Every quote is still RULES.md's text, in the section of the same heading.
        for (const Entry &e : index.entries) {
            const auto s = std::find_if(sections.begin(), sections.end(),
                                        [&](const auto &x) { return x.first == e.section; });
            QVERIFY2(s != sections.end(),
                     qPrintable(u"docs/rules-tests.md:%1: \"%2\" is no heading of RULES.md"_s.arg(e.line).arg(e.section)));
            QVERIFY2(
                s->second.text.contains(e.quote),
                qPrintable(u"docs/rules-tests.md:%1: not in RULES.md \"%2\": %3"_s.arg(e.line).arg(e.section, e.quote)));
        }
    }
};

QTEST_APPLESS_MAIN(TestRulesIndex)
#include "tst_rules_index.moc"
