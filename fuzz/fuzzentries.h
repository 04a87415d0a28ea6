#pragma once
// What each fuzz target does with one input, shared by the libFuzzer targets (fuzz_target.cpp)
// and the regression test over the committed corpora (tests/fuzz), so that both exercise the
// readers in exactly the same way.

#include <QByteArray>
#include <QString>

#include <span>

namespace tessera::fuzz {

struct FuzzOutcome {
    bool accepted = false; // the reader loaded the input without a problem
    QString failure;       // empty, or the property the input broke
};

struct FuzzEntry {
    const char *name; // target "fuzz_<name>", corpus fuzz/corpus/<name>/
    FuzzOutcome (*run)(const QByteArray &input);
};

std::span<const FuzzEntry> fuzzEntries();
const FuzzEntry *findFuzzEntry(const char *name);

} // namespace tessera::fuzz
