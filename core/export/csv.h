#pragma once

#include <QByteArray>
#include <QStringList>

class QIODevice;

namespace ry::exporting {

/// Builds CSV text (RFC 4180 quoting: a field with a comma, quote, CR or LF is quoted and its
/// quotes doubled; lines end in LF), UTF-8 without a byte-order mark. Every cell is first
/// neutralised against formula injection (neutralise()), so every CSV Railyard writes (plans,
/// labels, IP plan, BOM, the NetBox tables) opens in a spreadsheet as data, never as formulas.
class CsvWriter
{
public:
    void row(const QStringList &fields);
    const QByteArray &bytes() const { return m_bytes; }
    /// Writes the text to `out`; throws ry::Error when the device refuses it.
    void writeTo(QIODevice &out) const;

    /// `cell` neutralised, then quoted if it needs quoting.
    static QString quote(const QString &cell);

    /// `cell` as a spreadsheet cannot run it, per OWASP "CSV Injection"
    /// (https://owasp.org/www-community/attacks/CSV_Injection): a cell starting with '=', '+',
    /// '-', '@', tab or carriage return gets a leading single quote ("'=1+2"), except a plain
    /// negative number ("-3", "-0.5"). Control characters other than tab, CR and LF (NUL, ESC,
    /// DEL, C1), which spreadsheets and CSV readers choke on, become U+FFFD.
    static QString neutralise(const QString &cell);

private:
    QByteArray m_bytes;
};

/// Writes `bytes` fully to `out`; throws ry::Error naming `what` when it cannot.
void writeAll(QIODevice &out, const QByteArray &bytes, const QString &what);

} // namespace ry::exporting
