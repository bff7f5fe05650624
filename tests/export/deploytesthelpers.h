#pragma once

// A small in-memory design builder for the deployment export tests (tst_deploy): GPU nodes,
// switches and cables on one compute plane, built without the validator so a test can make
// exactly the fabric it needs (disconnected parts, an empty leaf, FQDN host names).

#include "export/exporter.h"
#include "model/design.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace deploytest {

class Builder
{
public:
    Builder();
    /// A GPU node (ports eth0, bmc (management only), ib0..ib7) in rack `rack` (created on first
    /// use), SU `su`.
    ry::Id node(const QString &name, const QString &rack = QStringLiteral("A01"), int su = -1);
    /// A switch with ports mgmt0 (management only), p1..p64 and role `role` ("leaf", "spine").
    ry::Id sw(const QString &name, const QString &role, int su = -1);
    /// A cable on the compute plane between the first free ib/p port of each device.
    void link(ry::Id a, ry::Id b);
    /// The port named `name` of device `dev`.
    ry::Port &port(ry::Id dev, const QString &name);
    /// The rack `name`, created in row `inRow` (0: the default row-1) on first use.
    ry::Id rack(const QString &name, ry::Id inRow = 0);
    /// A row `row` in room `room` of the site (the room created on first use).
    ry::Id addRow(const QString &room, const QString &row);
    /// An IP address `cidr` on port `port` of `dev`.
    ry::Id address(ry::Id dev, const QString &port, const QString &cidr);

    ry::Design d;
    ry::Id plane = 0, nodeType = 0, switchType = 0, row = 0;

private:
    ry::Port *freePort(ry::Id dev);
};

/// Output of the exporter for `format`; findings go to `diags`.
QByteArray exportWith(const ry::Design &design, const QString &format,
                      const ry::exporting::ExportOptions &options, ry::Diagnostics *diags);

/// The lines of `text` that are not comments or empty.
QStringList configLines(const QByteArray &text);

/// Output of `program args` (stdout and stderr apart), exit code; -1 when it did not finish.
struct Run
{
    int code = -1;
    QByteArray out, err;
};
Run run(const QString &program, const QStringList &args, int timeoutMs = 60000);

/// The first line of `program --version` (or of `args`), for naming the tool version a test
/// ran against.
QString versionOf(const QString &program, const QStringList &args = {"--version"});

} // namespace deploytest
