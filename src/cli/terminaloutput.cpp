#include "terminaloutput.h"

namespace tessera::cli {

namespace {

// C0 and C1 controls, DEL, and the bidirectional embedding, override and isolate characters.
bool isUnsafe(char32_t c)
{
    if (c == U'\n' || c == U'\t')
        return false;
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

// The length of the UTF-8 sequence that starts with `lead` (1 for a stray byte).
int sequenceLength(unsigned char lead)
{
    if (lead >= 0xF0 && lead <= 0xF4)
        return 4;
    if (lead >= 0xE0)
        return lead <= 0xEF ? 3 : 1;
    if (lead >= 0xC2)
        return 2;
    return 1;
}

bool isContinuation(char byte)
{
    return (static_cast<unsigned char>(byte) & 0xC0) == 0x80;
}

} // namespace

TerminalOutput::TerminalOutput(std::FILE *stream) : m_stream(stream)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalOutput::~TerminalOutput()
{
    QByteArray rest = std::exchange(m_pending, {});
    const QByteArray out = escape(rest, true);
    std::fwrite(out.constData(), 1, std::size_t(out.size()), m_stream);
    std::fflush(m_stream);
}

QByteArray TerminalOutput::escape(QByteArray &text, bool complete)
{
    QByteArray out;
    out.reserve(text.size());
    qsizetype i = 0;
    while (i < text.size()) {
        const int length = sequenceLength(static_cast<unsigned char>(text[i]));
        if (i + length > text.size() && !complete)
            break; // wait for the rest of the character
        qsizetype take = 1;
        while (take < length && i + take < text.size() && isContinuation(text[i + take]))
            ++take;
        const QByteArray sequence = text.mid(i, take);
        const QList<uint> decoded = QString::fromUtf8(sequence).toUcs4();
        const bool valid = take == length && decoded.size() == 1 && (decoded[0] != 0xFFFD || sequence == "\xEF\xBF\xBD");
        if (!valid)
            out += "\xEF\xBF\xBD"; // a stray byte such as 0x9B (CSI to some terminals) never passes
        else if (isUnsafe(decoded[0]))
            out += "\\u" + QByteArray::number(decoded[0], 16).toUpper().rightJustified(4, '0');
        else
            out += sequence;
        i += take;
    }
    text.remove(0, i);
    return out;
}

qint64 TerminalOutput::writeData(const char *data, qint64 size)
{
    m_pending.append(data, size);
    const QByteArray out = escape(m_pending, false);
    if (std::fwrite(out.constData(), 1, std::size_t(out.size()), m_stream) != std::size_t(out.size()))
        return -1;
    std::fflush(m_stream);
    return size;
}

} // namespace tessera::cli
