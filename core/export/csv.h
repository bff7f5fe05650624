#pragma once

#include <QByteArray>
#include <QStringList>

class QIODevice;

namespace ry {

/// Builds CSV text (RFC 4180 quoting: a field with a comma, quote, CR or LF is quoted and its
/// quotes doubled; lines end in LF), UTF-8 without a byte-order mark.
class CsvWriter
{
public:
    void row(const QStringList &fields);
    const QByteArray &bytes() const { return m_bytes; }
    /// Writes the text to `out`; throws ry::Error when the device refuses it.
    void writeTo(QIODevice &out) const;

    /// `field` quoted if it needs quoting.
    static QString quote(const QString &field);

private:
    QByteArray m_bytes;
};

/// Writes `bytes` fully to `out`; throws ry::Error naming `what` when it cannot.
void writeAll(QIODevice &out, const QByteArray &bytes, const QString &what);

} // namespace ry
