// The libFuzzer target of one reader, compiled once per entry of fuzzentries.cpp with
// TESSERA_FUZZ_ENTRY set to its name (see CMakeLists.txt). A broken property aborts, so that
// libFuzzer keeps the input like any crash.

#include "fuzzentries.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {
const tessera::fuzz::FuzzEntry &entry()
{
    static const tessera::fuzz::FuzzEntry *const found = tessera::fuzz::findFuzzEntry(TESSERA_FUZZ_ENTRY);
    if (!found) {
        std::fprintf(stderr, "no fuzz entry named %s\n", TESSERA_FUZZ_ENTRY);
        std::abort();
    }
    return *found;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString failure = entry().run(input).failure;
    if (!failure.isEmpty()) {
        std::fprintf(stderr, "fuzz_%s: %s\n", TESSERA_FUZZ_ENTRY, qPrintable(failure));
        std::abort();
    }
    return 0;
}
