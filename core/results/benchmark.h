#pragma once

// Value types for imported benchmark outputs: nccl-tests (text and JSON) and perftest
// (ib_write_bw / ib_read_bw / ib_send_bw). Plain data, filled by the parsers in this folder.
//
// Units follow docs/design-notes.md "Units and terms": message sizes in bytes, times in
// microseconds, NCCL bandwidth (algbw, busbw) in GB/s as nccl-tests prints it (1 GB/s = 1e9
// bytes/s). perftest bandwidth is kept in the unit the tool printed (see PerftestRun::unit).
//
// Optional fields are std::nullopt when the output did not print them (an older layout, a
// column the test does not have, a cut file); they are never guessed.

#include "util/error.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace ry::results {

/// How far a parsed benchmark output got.
enum class RunStatus
{
    Complete,  ///< the closing lines were read (nccl-tests: both footer lines; perftest: the
               ///< dashed rule after the rows) and no failure was reported
    Truncated, ///< the output stops early (no footer, a row cut short, no rows at all); what
               ///< was read is kept and `missing` says what is not there
    Failed,    ///< the tool reported a failure (`Test NCCL failure`, `NCCL failure`, out-of-bounds
               ///< values, `FAILED` verdicts, perftest `Couldn't connect ...`); rows read before
               ///< the failure are kept
};

/// "complete", "truncated", "failed".
QString toString(RunStatus status);
/// The inverse of toString(RunStatus); std::nullopt for anything else.
std::optional<RunStatus> runStatusFromString(const QString &s);

/// One line of the input kept verbatim (launcher prefixes included), with its 1-based number.
struct SourceLine
{
    int line = 0;
    QString text;

    friend bool operator==(const SourceLine &, const SourceLine &) = default;
};

/// The parts of a benchmark output a parser looks for; used to say what is missing.
enum class RunPart
{
    Banner,          ///< nccl-tests `# nThread ...` line; perftest title + parameter block
    DeviceList,      ///< nccl-tests `# Using devices` and one `Rank` line per rank
    Addresses,       ///< perftest `local address:` / `remote address:` lines
    ColumnHeader,    ///< the column header line of the result table
    Rows,            ///< result rows
    OutOfBounds,     ///< nccl-tests `# Out of bounds values : N OK` footer line
    AvgBusBandwidth, ///< nccl-tests `# Avg bus bandwidth : X` footer line
    ClosingRule,     ///< perftest dashed rule that closes the result table
    CutLine,         ///< a line cut short by the end of the input
    EndOfDocument,   ///< JSON: the document ends before its closing brackets
};

/// A part of the output that was expected but not found (or found cut short).
struct MissingPart
{
    RunPart part = RunPart::Rows;
    int line = 0;        ///< the line concerned (cut lines), 0 = not tied to a line
    QString description; ///< translated sentence for the user
};

// ---------------------------------------------------------------------------------------------
// nccl-tests

/// One `#  Rank  N Group  G Pid  P on host device D [pci] model` line of the device list.
struct BenchmarkRank
{
    int rank = 0;              ///< global rank (0-based)
    std::optional<int> group;  ///< NCCL_TESTS_SPLIT colour; printed since nccl-tests v2.13.4
    std::optional<qint64> pid; ///< process id; printed since nccl-tests v2.0 (2019)
    QString host;              ///< host name as printed (never truncated by nccl-tests)
    int device = 0;            ///< CUDA device index on that host
    QString pciBusId;          ///< as printed inside `[...]`: `0x1b` (before v2.14.1) or
                      ///< `0000:1b:00` (domain:bus:device); rccl-tests print `0000:63:00.0`
    QString gpuModel; ///< GPU name, e.g. `NVIDIA H100 80GB HBM3` (may contain spaces)
    int line = 0;     ///< 1-based line in the source

    friend bool operator==(const BenchmarkRank &, const BenchmarkRank &) = default;
};

/// One half of a result row: out-of-place or in-place.
struct BenchmarkMeasurement
{
    /// Average time per operation in microseconds (`time` column; with `-C 1` the column is
    /// `cputime`, see BenchmarkRun::cpuTime). nccl-tests 1.x printed milliseconds; the parser
    /// converts them to microseconds.
    std::optional<double> timeUs;
    std::optional<double> algbwGBps; ///< algorithm bandwidth, GB/s (1e9 B/s): size / time
    std::optional<double> busbwGBps; ///< bus bandwidth, GB/s: algbw x the collective's factor
    /// `#wrong` column (nccl-tests >= 2.13): number of wrong elements; -1 when printed `N/A`
    /// (validation off, or not checked for this half). std::nullopt when the layout has no
    /// `#wrong` column or the row was cut before it.
    std::optional<qint64> wrong;
    /// `error` column (nccl-tests 2019-2022) or `res` (1.x): maximum absolute error of the
    /// result, e.g. 5e-07 (float rounding, not a failure by itself); -1 when printed `N/A`.
    std::optional<double> maxError;

    /// True when at least one field was read.
    bool hasValues() const { return timeUs || algbwGBps || busbwGBps || wrong || maxError; }

    friend bool operator==(const BenchmarkMeasurement &, const BenchmarkMeasurement &) = default;
};

/// One result row (one message size, data type, reduction op and root).
struct BenchmarkRow
{
    qint64 sizeBytes = 0;        ///< `size` column, bytes per rank (max of send and receive)
    std::optional<qint64> count; ///< `count` column, elements
    QString type;                ///< data type, e.g. `float`, `bfloat16`
    QString redop;               ///< reduction op (`sum`, `none`, ...); empty when the layout
                                 ///< has no op column or prints it blank (old alltoall)
    std::optional<int> root;     ///< root rank; -1 for rootless collectives; std::nullopt when
                                 ///< the layout has no root column
    BenchmarkMeasurement outOfPlace;
    BenchmarkMeasurement inPlace;
    QString timestamp;    ///< `-S 1` timestamp (`YYYY-MM-DD HH:MM:SS`), empty otherwise
    bool partial = false; ///< the row was cut short; only the fields before the cut are set
    int line = 0;         ///< 1-based line in the source (0 for JSON)

    friend bool operator==(const BenchmarkRow &, const BenchmarkRow &) = default;
};

/// One nccl-tests run as read from its output (text or `-J` JSON).
struct BenchmarkRun
{
    // --- identity -------------------------------------------------------------------------
    QString tool = QStringLiteral("nccl-tests"); ///< "nccl-tests"
    QString toolVersion; ///< from `# nccl-tests version 2.19.6 ...` (v2.17.4+) or, failing
                         ///< that, a versioned path in the command line; empty if unknown
    QString testBinary;  ///< e.g. `all_reduce_perf` (from `# Collective test starting:` or the
                         ///< echoed command line); empty if unknown
    QString collective;  ///< e.g. `all_reduce` (binary name without `_perf` / `_mpi`); empty
                         ///< if unknown
    QString commandLine; ///< the echoed command line (shell prompt removed), if present
    QString ncclVersion; ///< e.g. `2.19.3+cuda12.2` (bare `NCCL version` line), `2.29.7`
                         ///< (decoded from `nccl-library=22907`), `1.0` (1.x banner)
    QString startTime;   ///< JSON `start_time` (`YYYY-MM-DD HH:MM:SS`, local time), else empty
    QString endTime;     ///< JSON `end_time`, else empty

    // --- banner (`# nThread 1 nGpus 8 minBytes 8 maxBytes ... `) -----------------------------
    std::optional<int> nThreads;      ///< threads per process (`-t`)
    std::optional<int> nGpus;         ///< GPUs per thread (`-g`)
    std::optional<qint64> minBytes;   ///< smallest message size, bytes (`-b`)
    std::optional<qint64> maxBytes;   ///< largest message size, bytes (`-e`)
    std::optional<qint64> stepBytes;  ///< additive step, bytes (`step: N(bytes)`, `-i`)
    std::optional<qint64> stepFactor; ///< multiplicative step (`step: N(factor)`, `-f`)
    std::optional<int> warmupIters;   ///< warm-up iterations (`-w`)
    std::optional<int> iters;         ///< timed iterations (`-n`)
    std::optional<int> aggIters;      ///< operations aggregated per iteration (`-m`)
    std::optional<int> validation;    ///< `-c`: 0 = results not checked
    std::optional<int> graph;         ///< `-G`: CUDA graph launches
    std::optional<int> unalign;       ///< `-u` (v2.18.2+)
    /// Banner fields NVIDIA/nccl-tests never printed (a modified build or a fork, e.g.
    /// `single_test`, `test_buffer_kind`), as (name, value) in the order printed.
    QList<QPair<QString, QString>> extraBannerFields;
    /// Informational `#` lines: `Blocking Enabled: ...`, `GPU memory usage : ...`,
    /// `Reducing maxBytes to ...`, `Writing JSON output to ...`, in the order printed.
    QStringList notes;
    int bannerCount = 0; ///< how many banners were printed (2+: one per process of a binary
                         ///< built without MPI=1 and started by mpirun)

    // --- devices and table --------------------------------------------------------------
    std::vector<BenchmarkRank> ranks; ///< device list in the order printed (rank order)
    bool cpuTime = false;             ///< the time columns are `cputime` (`-C 1`)
    QStringList columns;              ///< the column names of the header as read (both halves)
    std::vector<BenchmarkRow> rows;

    // --- footer -------------------------------------------------------------------------
    std::optional<qint64> outOfBounds; ///< `# Out of bounds values : N OK`
    QString outOfBoundsVerdict;        ///< `OK` or `FAILED` as printed
    /// `# Avg bus bandwidth : X` in GB/s: the mean busbw over ALL rows (both halves), so it is
    /// dominated by small sizes. Use busbw.h largeMessagePlateau() for "the" bandwidth.
    std::optional<double> avgBusBwGBps;
    QString avgBusBwText;    ///< the value as printed (`%g`, e.g. `68.4048`, `0`)
    QString avgBusBwVerdict; ///< `OK` / `FAILED` (only when NCCL_TESTS_MIN_BW was set) or empty

    // --- outcome and provenance -----------------------------------------------------------
    RunStatus status = RunStatus::Truncated;
    std::vector<MissingPart> missing;     ///< parts not found or cut short
    std::vector<SourceLine> failures;     ///< failure lines (`Test NCCL failure ...` etc.)
    std::vector<SourceLine> foreignLines; ///< lines that are not nccl-tests output (NCCL
                                          ///< INFO/WARN, prompts, launcher noise), verbatim
    QStringList environment;              ///< JSON `env` entries, with secret-looking names removed
    Diagnostics diagnostics;              ///< warnings about what was odd in the input
    QString sourceFile;                   ///< file name (or a caller-given label) of the input
    QString sha256;                       ///< SHA-256 of the input bytes, lower-case hex
    QString launcherPrefix;               ///< line prefix that was removed: `srun --label`,
                                          ///< `mpirun --tag-output`, `[rank]`,
                                          ///< `mpirun --timestamp-output`, `PMIx output tag`,
                                          ///< or empty
    /// n as NCCL's own log states it: `nranks N` of its `comm 0x... rank R nranks N ...` lines
    /// (NCCL_DEBUG=INFO, docs/references/probe-formats.md §b.1), when every such line agrees;
    /// std::nullopt when the log has none or they disagree (split communicators).
    std::optional<int> ncclRankCount;

    /// True when `part` is listed in `missing`.
    bool isMissing(RunPart part) const;
    /// Host names in order of first appearance in the device list.
    QStringList hosts() const;
    /// Total ranks n, from the device list when it is complete, else std::nullopt.
    std::optional<int> rankCount() const;
    /// The highest rank number in the device list, -1 when it lists none. A partial list still
    /// proves n > highestRank().
    int highestRank() const;
};

// ---------------------------------------------------------------------------------------------
// perftest

/// Which side of a perftest run printed a report.
enum class PerftestSide
{
    Unknown,
    Server, ///< printed `* Waiting for client to connect... *` before its report. In half-duplex
            ///< BW tests the server's single row is the client's measurement sent over
            ///< (perftest src/write_bw.c, `xchg_bw_reports` then `print_full_bw_report`)
    Client, ///< printed `TX depth` in a half-duplex BW test
};

/// Unit of perftest bandwidth columns, from the column header.
enum class BandwidthUnit
{
    MiBps, ///< `[MB/sec]` or `[MiB/sec]`: 1,048,576 bytes/s (perftest always meant MiB/s; the
           ///< label was `MB/sec` before perftest commit 1d202bb, 2024-03)
    Gbps,  ///< `[Gb/sec]` with `--report_gbits`: 1e9 bits/s
};

/// A queue pair end point from `local address: LID 0xd06 QPN 0x095f PSN 0x3c9e82 ...`.
struct PerftestEndpoint
{
    QString lid;   ///< as printed, e.g. `0xd06`, `0000` (RoCE)
    QString qpn;   ///< queue pair number, hex as printed
    QString psn;   ///< packet sequence number, hex as printed
    QString rkey;  ///< remote key, empty when not printed (send tests)
    QString vaddr; ///< buffer address, empty when not printed
    QString gid;   ///< `GID:` line as printed (16 DECIMAL bytes separated by `:`), or empty
    int line = 0;

    friend bool operator==(const PerftestEndpoint &, const PerftestEndpoint &) = default;
};

/// One perftest result row (one message size).
struct PerftestRow
{
    qint64 bytes = 0;                  ///< `#bytes`: message size
    std::optional<qint64> iterations;  ///< `#iterations` (in duration mode: messages completed)
    std::optional<double> bwPeak;      ///< `BW peak`, in PerftestRun::unit; 0.00 when not
                                       ///< measured (duration mode, see peakMeasured)
    std::optional<double> bwAverage;   ///< `BW average`, in PerftestRun::unit
    std::optional<double> msgRateMpps; ///< `MsgRate[Mpps]`: million messages per second
    QStringList extra;    ///< values of further columns (CPU_Util, per-port), as printed
    bool partial = false; ///< cut short; only the fields before the cut are set
    int line = 0;

    friend bool operator==(const PerftestRow &, const PerftestRow &) = default;
};

/// One perftest report (one side of one test) as printed between its title and closing rule.
struct PerftestRun
{
    QString tool = QStringLiteral("perftest");
    QString program;            ///< e.g. `ib_write_bw`, derived from the title's verb
    QString testName;           ///< title as printed, e.g. `RDMA_Write Bidirectional BW Test`
    QString verb;               ///< `RDMA_Write`, `RDMA_Read`, `Send`, `Atomic`, ...
    bool bidirectional = false; ///< `-b`: both sides send; bandwidth is the sum of both ways
    bool postList = false;      ///< `-l`: `Post List` test
    bool latencyTest = false;   ///< a `... Latency Test` (rows are not parsed yet)
    PerftestSide side = PerftestSide::Unknown;
    bool interleaved = false; ///< printed interleaved with another report in one log

    // Parameters block
    QString device;                    ///< `Device`, e.g. `mlx5_0`
    QString transportType;             ///< `Transport type`, e.g. `IB`
    QString linkType;                  ///< `Link type`: `IB` or `Ethernet` (RoCE)
    std::optional<int> mtuBytes;       ///< `Mtu`, bytes
    std::optional<int> qps;            ///< `Number of qps`
    QString connectionType;            ///< `Connection type`: `RC`, `UC`, `UD`, `XRC`, `DC`, `SRD`
    std::optional<int> gidIndex;       ///< `GID index` (printed only when not default)
    std::optional<int> txDepth;        ///< `TX depth` (client or duplex only)
    std::optional<int> cqModeration;   ///< `CQ Moderation`
    std::optional<int> postListSize;   ///< `Post List`
    std::optional<int> maxInlineBytes; ///< `Max inline data`, bytes
    std::optional<int> outstandingReads; ///< `Outstand reads` (read / atomic tests)
    QString dataExchange;                ///< `Data ex. method`: `Ethernet` or `rdma_cm`
    /// Every `key : value` pair of the parameter block, as printed, in order.
    QList<QPair<QString, QString>> parameters;

    std::vector<PerftestEndpoint> local;  ///< one per queue pair
    std::vector<PerftestEndpoint> remote; ///< one per queue pair

    BandwidthUnit unit = BandwidthUnit::MiBps;
    QString unitLabel;        ///< as printed in the header, e.g. `MB/sec`, `Gb/sec`
    bool peakMeasured = true; ///< false in duration mode (`-D`): `WARNING: BW peak won't be
                              ///< measured` was printed, or every peak is 0.00
    std::vector<PerftestRow> rows;

    RunStatus status = RunStatus::Truncated;
    std::vector<MissingPart> missing;
    std::vector<SourceLine> failures;
    int firstLine = 0; ///< line of the title
    int lastLine = 0;  ///< last line that belonged to this report

    /// `value` (in `unit`) converted to GB/s (1e9 bytes/s), the unit of NCCL busbw.
    double toGBps(double value) const;
    bool isMissing(RunPart part) const;
};

/// Everything read from one perftest log: usually one report, two when the server and the
/// client wrote into the same log (one after the other, or interleaved line by line).
struct PerftestLog
{
    std::vector<PerftestRun> runs;
    std::vector<SourceLine> foreignLines; ///< lines that are not perftest output, verbatim
    std::vector<SourceLine> failures;     ///< all failure lines (also in their run)
    Diagnostics diagnostics;
    QString sourceFile;
    QString sha256; ///< SHA-256 of the input bytes, lower-case hex
};

} // namespace ry::results
