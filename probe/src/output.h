#pragma once

// JSON Lines output of railyard-probe (docs/probe-jsonl.md): one object per line on stdout,
// flushed per line; every line carries the schema version, host, rank, nranks and time.

#include "probe/events.h"

#include <QJsonObject>
#include <QString>

namespace ry::probe::tool {

class Output
{
public:
    static Output &instance();

    void setMode(const QString &mode) { m_mode = mode; }
    void setRank(int rank, int nranks);
    int rank() const { return m_rank; }
    int nranks() const { return m_nranks; }
    const QString &host() const { return m_host; }

    /// Adds the common members and writes the line (thread-safe).
    void emitEvent(EventKind kind, QJsonObject obj);
    /// `error` event (code, message) and a copy of the message on stderr.
    void error(const QString &code, const QString &message);
    void finished(const QString &status, QJsonObject extra = {});

private:
    Output();
    QString m_mode;
    QString m_host;
    int m_rank = 0;
    int m_nranks = 1;
};

/// Starts a thread that ends the process (exit code 3, an `error` event `cancelled`) when stdin
/// reaches end of file: how a probe started through ssh stops when the connection closes.
void watchStdin();

} // namespace ry::probe::tool
