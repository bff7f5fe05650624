#pragma once

// Reader for the text reports of perftest bandwidth tests (linux-rdma/perftest: ib_write_bw,
// ib_read_bw, ib_send_bw, ib_atomic_bw), format in docs/references/probe-formats.md §c.
//
// A log holds one report per side that wrote into it: the client's, the server's (after the
// `* Waiting for client to connect... *` box), or both, one after the other or interleaved line
// by line when both ran on one host into one terminal. Each report becomes a PerftestRun.
// Result tables are read by their column header (`#bytes #iterations BW peak[MB/sec] ...`);
// `-a` sweeps, `--report_gbits`, bidirectional and post-list tests, duration mode (`-D`, peak
// printed as 0.00) and cut logs are handled. Latency tests are recognised but their rows are
// not read yet.
//
// Never throws for damaged or cut input; only parsePerftestFile() throws, when the file cannot
// be read.

#include "benchmark.h"

#include <QByteArray>
#include <QString>

namespace ry::results {

/// Reads a perftest log. `sourceName` names the input in messages and in
/// PerftestLog::sourceFile. A log with no perftest report gives no runs and an Error diagnostic.
PerftestLog parsePerftestText(const QByteArray &data, const QString &sourceName);

/// Reads the file at `path` with parsePerftestText(); throws ry::Error when it cannot be read.
PerftestLog parsePerftestFile(const QString &path);

/// Cheap sniff test: true when the data contains a perftest BW/latency title or result header.
bool looksLikePerftest(const QByteArray &data);

/// A perftest `GID:` value (16 bytes printed in DECIMAL, `%02d` separated by `:`) as an IPv6
/// address: `00:...:00:255:255:10:255:255:05` -> `::ffff:10.255.255.5` (IPv4-mapped, RoCE v2),
/// otherwise eight lower-case hex groups (`fe80:0:0:0:...`). Empty when `gid` is not 16 bytes.
QString gidToAddress(const QString &gid);

} // namespace ry::results
