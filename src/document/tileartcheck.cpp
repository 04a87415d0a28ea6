#include "tileartcheck.h"

#include <QCoreApplication>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace tessera::document {

namespace {

class ArtChecker {
    Q_DECLARE_TR_FUNCTIONS(TileArt)

public:
    QString check(const QByteArray &svg)
    {
        if (svg.size() > kMaxTileArtBytes)
            return tr("The picture is %1 KiB; tile art may have at most %2 KiB.")
                .arg((svg.size() + 1023) / 1024)
                .arg(kMaxTileArtBytes / 1024);
        QXmlStreamReader xml(svg);
        int elements = 0;
        int depth = 0;
        bool root = true;
        while (!xml.atEnd()) {
            switch (xml.readNext()) {
            case QXmlStreamReader::DTD:
                return at(xml, tr("a document type declaration (DTD) is not allowed."));
            case QXmlStreamReader::EntityReference:
                return at(xml, tr("entity references are not allowed."));
            case QXmlStreamReader::ProcessingInstruction:
                return at(xml, tr("processing instructions are not allowed."));
            case QXmlStreamReader::StartElement: {
                if (++elements > kMaxTileArtElements)
                    return at(xml, tr("more than %1 elements.").arg(kMaxTileArtElements));
                if (++depth > kMaxTileArtDepth)
                    return at(xml, tr("elements nested deeper than %1.").arg(kMaxTileArtDepth));
                const QStringView name = xml.name();
                if (root && name != u"svg")
                    return at(xml, tr("the picture must be an <svg> element."));
                root = false;
                for (const QStringView bad : {u"script", u"foreignObject", u"image", u"feImage", u"iframe", u"object",
                                              u"embed", u"audio", u"video", u"a"}) {
                    if (name == bad)
                        return at(xml, tr("<%1> elements are not allowed.").arg(name));
                }
                for (const QXmlStreamAttribute &attribute : xml.attributes()) {
                    if (const QString problem = checkAttribute(attribute); !problem.isEmpty())
                        return at(xml, problem);
                }
                break;
            }
            case QXmlStreamReader::EndElement:
                --depth;
                break;
            case QXmlStreamReader::Characters:
                // Style sheets may load other files too.
                if (!external(xml.text().toString()).isEmpty())
                    return at(xml, tr("the text refers to another file (%1).").arg(external(xml.text().toString())));
                break;
            default:
                break;
            }
        }
        if (xml.hasError())
            return at(xml, tr("this is not well-formed XML (%1).").arg(xml.errorString()));
        if (root)
            return tr("The picture is empty.");
        return {};
    }

private:
    static QString at(const QXmlStreamReader &xml, const QString &what)
    {
        return tr("The picture cannot be used, line %1: %2").arg(xml.lineNumber()).arg(what);
    }

    // A reference to something outside the picture ("url(file.png)", "@import"), or empty.
    static QString external(const QString &text)
    {
        if (text.contains(u"@import"_s, Qt::CaseInsensitive))
            return u"@import"_s;
        qsizetype from = 0;
        while ((from = text.indexOf(u"url("_s, from, Qt::CaseInsensitive)) >= 0) {
            from += 4;
            const QString target = text.mid(from).trimmed();
            const QString unquoted = target.startsWith(u'\'') || target.startsWith(u'"') ? target.mid(1) : target;
            if (!unquoted.startsWith(u'#'))
                return u"url(%1"_s.arg(target.left(40));
        }
        return {};
    }

    QString checkAttribute(const QXmlStreamAttribute &attribute) const
    {
        const QString value = attribute.value().toString();
        if (attribute.name() == u"href" && !value.trimmed().startsWith(u'#'))
            return tr("the link \"%1\" points outside the picture.").arg(value.left(40));
        if (attribute.name().startsWith(u"on"))
            return tr("event handlers (%1) are not allowed.").arg(attribute.name());
        if (const QString ref = external(value); !ref.isEmpty())
            return tr("the attribute %1 refers to another file (%2).").arg(attribute.name(), ref);
        return {};
    }
};

} // namespace

QString checkTileArt(const QByteArray &svg)
{
    return ArtChecker().check(svg);
}

} // namespace tessera::document
