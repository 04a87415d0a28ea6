#pragma once
// What tessera-cli prints passes through this device on its way to stdout and stderr. Text
// from files (player names, tile ids, keys quoted in messages) may hold control characters;
// written raw they would drive the terminal (move the cursor, recolour, retitle the window)
// or reorder the line (bidirectional overrides). They are written as \uXXXX instead, which
// is also a valid escape inside the JSON that `replay --json` prints. Newlines and tabs pass.

#include <QIODevice>

#include <cstdio>

namespace tessera::cli {

class TerminalOutput : public QIODevice {
public:
    explicit TerminalOutput(std::FILE *stream);
    ~TerminalOutput() override;

    // The bytes of `text` (UTF-8) with every unsafe character escaped. `complete` is false when
    // the text may end inside a character; the unfinished tail is then left in `text`.
    static QByteArray escape(QByteArray &text, bool complete);

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    std::FILE *m_stream;
    QByteArray m_pending; // the start of a character split between two writes
};

} // namespace tessera::cli
