#include "exporttesthelpers.h"

#include "io/designyaml.h"
#include "ipam/allocator.h"
#include "model/changeset.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace exporttest {

const ry::Design &smallCluster()
{
    static const ry::Design d =
        ry::designyaml::readFile(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"));
    return d;
}

void applyAdds(ry::Design &design, const ry::ChangeSet &changes)
{
    for (const ry::Change &c : changes.changes())
        std::visit(
            [&](const auto &x) {
                using X = std::decay_t<decltype(x)>;
                ry::tableOf<X>(design).add(x);
            },
            c.object);
}

const ry::Design &panels()
{
    static const ry::Design d = [] {
        ry::Design x =
            ry::designyaml::readFile(QStringLiteral(TEST_DATA_DIR "/export/panels.yaml"));
        const auto rules = ry::ipam::readRules(QStringLiteral(TEST_DATA_DIR "/export/rules.yaml"));
        applyAdds(x, ry::ipam::allocate(x, rules).changes);
        return x;
    }();
    return d;
}

QByteArray exportBytes(const ry::Design &design, const QString &format, ry::Diagnostics *diags)
{
    const ry::exporting::Exporter *e = ry::exporting::findExporter(format);
    if (!e)
        return {};
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    ry::exporting::Reporter r;
    e->write(design, buf, r, {});
    if (diags)
        *diags = r.diagnostics();
    return bytes;
}

QString compareGolden(const QString &name, const QByteArray &actual)
{
    const QString path = QStringLiteral(TEST_DATA_DIR "/export/") + name;
    if (qEnvironmentVariableIntValue("RAILYARD_UPDATE_GOLDEN")) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(actual) != actual.size())
            return QStringLiteral("cannot write %1").arg(path);
        return {};
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("missing golden file %1 (run with RAILYARD_UPDATE_GOLDEN=1)")
            .arg(path);
    const QByteArray expected = f.readAll();
    if (expected == actual)
        return {};
    const QList<QByteArray> a = actual.split('\n'), e = expected.split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i) {
        const QByteArray la = i < a.size() ? a[i] : QByteArray("<end>");
        const QByteArray le = i < e.size() ? e[i] : QByteArray("<end>");
        if (la != le)
            return QStringLiteral("%1:%2: expected \"%3\", got \"%4\"")
                .arg(path)
                .arg(i + 1)
                .arg(QString::fromUtf8(le), QString::fromUtf8(la));
    }
    return QStringLiteral("%1 differs").arg(path);
}

const ry::Port *portOf(const ry::Design &d, const QString &device, const QString &port)
{
    const ry::Device *x = d.deviceByName(device);
    if (!x)
        return nullptr;
    for (const ry::Port *p : d.portsOf(x->id))
        if (p->name == port)
            return p;
    return nullptr;
}

} // namespace exporttest
