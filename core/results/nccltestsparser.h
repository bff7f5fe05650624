#pragma once

// Reader for nccl-tests output (NVIDIA/nccl-tests *_perf binaries): the text they print and the
// JSON report they write with `-J` (v2.17.3+). Layouts, quirks and their history are described
// in docs/references/probe-formats.md §a.
//
// Text: every layout from nccl-tests 1.x (2017) to v2.19: banner with or without `#`, device
// list with or without Pid/Group, the 2019-2022 `error` column, the v2.13+ `#wrong` + `root`
// columns, the v2.16.7+ `# Collective test starting:` and v2.17.4+ `# nccl-tests version` lines.
// Columns are read from the column header line, not assumed by position. Launcher prefixes
// (`0: ` from `srun --label`, `[1,0]<stdout>:` from `mpirun --tag-output`, `[0] `) are removed;
// lines that are not nccl-tests output are kept in BenchmarkRun::foreignLines.
//
// The readers never throw for damaged or cut input: they return what they could read with
// status Truncated or Failed and say what is missing. They throw ry::Error only for input they
// recognise as a result table but cannot read (a column header with column names nccl-tests
// never printed) and for files that cannot be opened.

#include "benchmark.h"

#include <QByteArray>
#include <QString>

namespace ry::results {

/// Reads nccl-tests text output. `sourceName` names the input in messages and in
/// BenchmarkRun::sourceFile (usually the file name); it is also used, with an Info diagnostic,
/// to guess the collective when the output does not name its test binary.
/// Throws ry::Error (with file and line) for a column header with unknown column names.
BenchmarkRun parseNcclTestsText(const QByteArray &data, const QString &sourceName);

/// Reads an nccl-tests `-J` JSON report (JSON_FILE_VERSION 2 and 3). A report cut short (the
/// test died while writing it) is repaired by closing the open brackets after the last
/// complete value and returned as Truncated. Environment entries whose names contain TOKEN,
/// SECRET, PASSWORD or KEY (any case) are dropped. Returns an empty Truncated run with an
/// Error diagnostic when the data is not JSON or not an nccl-tests report.
BenchmarkRun parseNcclTestsJson(const QByteArray &data, const QString &sourceName);

/// Chooses parseNcclTestsJson() when the first non-blank byte is `{`, else parseNcclTestsText().
BenchmarkRun parseNcclTests(const QByteArray &data, const QString &sourceName);

/// Reads the file at `path` with parseNcclTests(); sourceFile is the file name without folder.
/// Throws ry::Error when the file cannot be read.
BenchmarkRun parseNcclTestsFile(const QString &path);

/// Cheap sniff test: true when the data contains an nccl-tests banner, column header or footer
/// (or is a JSON object with nccl-tests keys). For choosing a reader, not for validation.
bool looksLikeNcclTests(const QByteArray &data);

/// Decodes an NCCL_VERSION_CODE (`nccl-library=22907` -> `2.29.7`, `2804` -> `2.8.4`).
QString ncclVersionFromCode(int code);

/// Collective name from a test binary or path: `./build/all_reduce_perf_mpi` -> `all_reduce`.
/// Empty when the name does not end in `_perf` (optionally followed by `_mpi`).
QString collectiveFromBinary(const QString &binary);

} // namespace ry::results
