// libFuzzer target for everything Tessera reads from files: game logs (and, after a leading
// 'T' or 'J', tile sets and JCloisterZone games). A log that loads must write back to a text
// that loads to the same turns. Build: cmake --preset fuzz; run: see fuzz/README.md.

#include "document/gamelog.h"
#include "document/jczimport.h"
#include "document/tilesetjson.h"
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    if (size > 0 && data[0] == 'T') {
        tessera::document::parseTileSet(bytes.mid(1), QStringLiteral("fuzz"));
        return 0;
    }
    if (size > 0 && data[0] == 'J') {
        tessera::document::parseJcz(bytes.mid(1), QStringLiteral("fuzz"));
        return 0;
    }
    tessera::document::LoadedGame g = tessera::document::parseGameLog(bytes, QStringLiteral("fuzz"));
    if (g.match && g.issues.isEmpty()) {
        // A log that loads must write back to text that loads to the same turns.
        const QByteArray again = tessera::document::gameLogToJson(*g.info, *g.match);
        tessera::document::LoadedGame h = tessera::document::parseGameLog(again, QStringLiteral("again"));
        if (!h.match || !h.issues.isEmpty() || !(h.match->turns() == g.match->turns()))
            __builtin_trap();
    }
    return 0;
}
