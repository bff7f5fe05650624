#pragma once

// Shared helpers of tst_export: the two fixture designs and golden-file comparison.

#include "export/exporter.h"
#include "model/changeset.h"

#include <QString>

#include <ostream>

QT_BEGIN_NAMESPACE
/// Prints QStrings readably in GoogleTest failure messages.
inline void PrintTo(const QString &s, std::ostream *os)
{
    *os << '"' << s.toStdString() << '"';
}
QT_END_NAMESPACE

namespace exporttest {

/// resources/examples/small-cluster.yaml, read with the YAML reader.
const ry::Design &smallCluster();
/// tests/data/export/panels.yaml with tests/data/export/rules.yaml allocated and applied.
const ry::Design &panels();

/// Output of the exporter for `format` on `design`; findings go to `diags` when given.
QByteArray exportBytes(const ry::Design &design, const QString &format,
                       ry::Diagnostics *diags = nullptr);

/// Compares `actual` with tests/data/export/<name>; with RAILYARD_UPDATE_GOLDEN=1 in the
/// environment, writes it instead. Returns "" when equal, else a description of the first
/// difference.
QString compareGolden(const QString &name, const QByteArray &actual);

/// Applies a ChangeSet of adds to a design in memory (what Document::commit does, without a
/// store), for tests that do not need the database.
void applyAdds(ry::Design &design, const ry::ChangeSet &changes);

/// The port named `port` of the device named `device`; null when either is missing.
const ry::Port *portOf(const ry::Design &d, const QString &device, const QString &port);

} // namespace exporttest
