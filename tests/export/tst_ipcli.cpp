// The DNS and DHCP exports through railyard-cli, as an operator runs them: `dns-export --dir`
// with the name-server flags loaded by BIND's named-checkconf -z, `export --format kea-json
// --dhcp-interface`, and --strict on a design without MACs or name server (exit 3, no file).

#include "../common/requireprogram.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

namespace {

struct Result
{
    int code = -1;
    QString out, err;
};

Result cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

/// resources/examples/small-cluster.yaml in a database: BMC addresses node01-bmc.dc1.example
/// 10.200.0.11 .. node04 10.200.0.14 (its ip_addresses list), no MACs, no name server.
QString smallDb(const QTemporaryDir &dir)
{
    const QString db = dir.filePath(QStringLiteral("s.railyard"));
    EXPECT_EQ(cli({"init", db, "--from", RESOURCES_DIR "/examples/small-cluster.yaml"}).code, 0);
    return db;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

TEST(IpExportCli, DnsExportWithANameServerLoadsInBind)
{
    RY_REQUIRE_PROGRAM("named-checkconf", "bind9-utils");
    QTemporaryDir tmp;
    const QString db = smallDb(tmp), dir = tmp.filePath(QStringLiteral("dns"));
    const Result r =
        cli({"dns-export", "--db", db, "--dir", dir, "--name-server", "ns1.dc1.example",
             "--name-server-address", "10.200.0.2", "--serial", "2026120102"});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.out.split('\n', Qt::SkipEmptyParts),
              (QStringList{dir + "/db.dc1.example", dir + "/db.0.200.10.in-addr.arpa",
                           dir + "/named.conf.railyard"}));
    QFile conf(tmp.filePath(QStringLiteral("named.conf")));
    ASSERT_TRUE(conf.open(QIODevice::WriteOnly));
    conf.write(
        QStringLiteral("options { directory \"%1\"; };\ninclude \"%1/named.conf.railyard\";\n")
            .arg(dir)
            .toUtf8());
    conf.close();
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("named-checkconf"), {"-z", conf.fileName()});
    ASSERT_TRUE(p.waitForFinished(60000));
    const QString out = QString::fromUtf8(p.readAll());
    std::printf("named-checkconf -z:\n%s", qPrintable(out));
    EXPECT_EQ(p.exitCode(), 0) << out.toStdString();
    EXPECT_TRUE(out.contains("zone dc1.example/IN: loaded serial 2026120102"));
    EXPECT_TRUE(out.contains("zone 0.200.10.in-addr.arpa/IN: loaded serial 2026120102"));
    EXPECT_TRUE(readAll(dir + "/db.dc1.example").contains("ns1\tIN\tA\t10.200.0.2\n"));
    EXPECT_TRUE(readAll(dir + "/db.0.200.10.in-addr.arpa")
                    .contains("11\tIN\tPTR\tnode01-bmc.dc1.example.\n"));
}

TEST(IpExportCli, StrictRefusesWhatCannotServe)
{
    QTemporaryDir tmp;
    const QString db = smallDb(tmp);
    // No name server: a warning without --strict, exit 3 and no folder content with it.
    const QString dir = tmp.filePath(QStringLiteral("dns"));
    Result r = cli({"dns-export", "--db", db, "--dir", dir});
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.err.contains("has no NS record")) << r.err.toStdString();
    const QString strictDir = tmp.filePath(QStringLiteral("strict"));
    r = cli({"dns-export", "--db", db, "--dir", strictDir, "--strict"});
    EXPECT_EQ(r.code, 3) << r.err.toStdString();
    EXPECT_TRUE(QDir(strictDir).entryList(QDir::Files).isEmpty());
    // No MACs: Kea gets no reservation; --strict refuses to write the file.
    const QString kea = tmp.filePath(QStringLiteral("kea.json"));
    r = cli({"export", "--db", db, "--format", "kea-json", "--dhcp-interface", "eno1", "-o", kea});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("4 host(s) have no MAC")) << r.err.toStdString();
    EXPECT_TRUE(readAll(kea).contains("\"eno1\""));
    const QString strictKea = tmp.filePath(QStringLiteral("strict.json"));
    r = cli({"export", "--db", db, "--format", "kea-json", "--strict", "-o", strictKea});
    EXPECT_EQ(r.code, 3) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(strictKea));
    // A bad serial is a usage error.
    EXPECT_EQ(cli({"dns-export", "--db", db, "--dir", dir, "--serial", "x"}).code, 2);
}
