// railyard-cli under real faults: a full file system (a small tmpfs), a read-only file system (a
// read-only bind mount), files of old and unknown schema versions, and a generate killed with
// SIGKILL. The mounts live in this test process's own mount namespace (unshare(CLONE_NEWNS),
// then a private "/"), which the CLI processes it starts inherit; nothing is mounted outside.
// The tests run as root (they need CAP_SYS_ADMIN for the mounts); without it they skip, and
// fail instead when CI=true.

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace {

const QString kSmall = QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml");
const QString kKakao = QStringLiteral(RESOURCES_DIR "/examples/kakao-b200-255.yaml");
const QString kScale = QStringLiteral(RESOURCES_DIR "/examples/scale-100k-gpu.yaml");

struct Result
{
    int code = -1;
    QString out, err;
};

Result cli(const QStringList &args, int timeoutMs = 300000)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI), args);
    EXPECT_TRUE(p.waitForFinished(timeoutMs)) << args.join(u' ').toStdString();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

bool ciRequiresEverything()
{
    return qEnvironmentVariable("CI") == QLatin1String("true");
}

/// Enters a private mount namespace once per process. Returns an empty string on success, else
/// why not.
QString privateMounts()
{
    static const QString why = [] {
        if (::unshare(CLONE_NEWNS) != 0)
            return QStringLiteral("unshare(CLONE_NEWNS): %1")
                .arg(QString::fromLocal8Bit(std::strerror(errno)));
        if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
            return QStringLiteral("mount --make-rprivate /: %1")
                .arg(QString::fromLocal8Bit(std::strerror(errno)));
        return QString();
    }();
    return why;
}

#define REQUIRE_MOUNTS()                                                                           \
    do {                                                                                           \
        const QString why = privateMounts();                                                       \
        if (!why.isEmpty()) {                                                                      \
            if (ciRequiresEverything())                                                            \
                FAIL() << "CI=true and no private mount namespace: " << why.toStdString();         \
            GTEST_SKIP() << "needs root for mounts: " << why.toStdString();                        \
        }                                                                                          \
    } while (0)

/// A tmpfs of `bytes` at `dir` (in this process's namespace), unmounted on destruction.
class Mount
{
public:
    static bool tmpfs(Mount &m, const QString &dir, qint64 bytes)
    {
        m.m_dir = QFile::encodeName(dir);
        const QByteArray options = "size=" + QByteArray::number(bytes);
        m.m_ok = ::mount("tmpfs", m.m_dir.constData(), "tmpfs", 0, options.constData()) == 0;
        return m.m_ok;
    }
    /// `dir` bound onto itself read-only: as root, file modes alone do not stop writes.
    static bool readOnlyBind(Mount &m, const QString &dir)
    {
        m.m_dir = QFile::encodeName(dir);
        m.m_ok =
            ::mount(m.m_dir.constData(), m.m_dir.constData(), nullptr, MS_BIND, nullptr) == 0 &&
            ::mount(nullptr, m.m_dir.constData(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY,
                    nullptr) == 0;
        return m.m_ok;
    }
    ~Mount()
    {
        if (m_ok)
            ::umount2(m_dir.constData(), MNT_DETACH);
    }

private:
    QByteArray m_dir;
    bool m_ok = false;
};

/// Fills the file system of `dir` completely, then frees `leave` bytes again (whole 4 KiB
/// pages, as tmpfs counts them).
void fillUp(const QString &dir, qint64 leave)
{
    const QString path = QDir(dir).filePath(QStringLiteral("filler"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    const QByteArray chunk(4096, 'x');
    while (f.write(chunk) == chunk.size()) {
    }
    f.close();
    if (leave > 0) {
        ASSERT_TRUE(QFile::resize(path, std::max<qint64>(0, QFileInfo(path).size() - leave)));
    }
}

qint64 folderBytes(const QString &dir)
{
    qint64 n = 0;
    for (const QFileInfo &i : QDir(dir).entryInfoList(QDir::Files))
        n += i.size();
    return n;
}

} // namespace

// A full disk during `export`: the message names the file and says "no space left" (issue 12:
// it said "Cannot write the YAML output: Unknown error"), and the earlier file stays.
TEST(Faults, FullDiskExportNamesTheFileAndKeepsTheOldOne)
{
    REQUIRE_MOUNTS();
    QTemporaryDir work;
    const QString db = work.filePath(QStringLiteral("k.railyard"));
    ASSERT_EQ(cli({QStringLiteral("generate"), QStringLiteral("--db"), db, kKakao}).code, 0);
    const QString full = work.filePath(QStringLiteral("full"));
    ASSERT_TRUE(QDir().mkpath(full));
    Mount m;
    ASSERT_TRUE(Mount::tmpfs(m, full, 1 << 20)) << std::strerror(errno);
    const QString out = QDir(full).filePath(QStringLiteral("design.yaml"));
    {
        QFile old(out);
        ASSERT_TRUE(old.open(QIODevice::WriteOnly));
        old.write("old content\n");
    }
    fillUp(full, 0);
    for (const QString &format :
         {QStringLiteral("yaml"), QStringLiteral("cabling-csv"), QStringLiteral("cabling-pdf")}) {
        const Result r = cli({QStringLiteral("export"), QStringLiteral("--db"), db,
                              QStringLiteral("--format"), format, QStringLiteral("-o"), out});
        EXPECT_NE(r.code, 0) << format.toStdString();
        EXPECT_TRUE(r.err.contains(out)) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("no space left"))) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(QStringLiteral("Unknown error"))) << r.err.toStdString();
        std::printf("%s: %s", qPrintable(format), qPrintable(r.err));
        EXPECT_EQ(bytesOf(out), QByteArray("old content\n")) << format.toStdString();
    }
    // QSaveFile's temporary files are gone: only the old file and the filler remain.
    EXPECT_EQ(entries(full),
              (QStringList{QStringLiteral("design.yaml"), QStringLiteral("filler")}));
}

// netbox-export writes its 18 files into a temporary folder and moves them into place only when
// all are complete: a full disk half-way leaves the previous set as it was (issue 12: 7 of 14
// files were new).
TEST(Faults, FullDiskNetboxExportLeavesThePreviousSet)
{
    REQUIRE_MOUNTS();
    QTemporaryDir work;
    const QString small = work.filePath(QStringLiteral("small.railyard"));
    const QString big = work.filePath(QStringLiteral("big.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), small, QStringLiteral("--from"), kSmall}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("generate"), QStringLiteral("--db"), big, kKakao}).code, 0);
    // The big design's set, written where there is room, to size the gap.
    const QString roomy = work.filePath(QStringLiteral("roomy"));
    ASSERT_EQ(cli({QStringLiteral("netbox-export"), QStringLiteral("--db"), big,
                   QStringLiteral("--dir"), roomy})
                  .code,
              0);
    const qint64 bigSet = folderBytes(roomy);
    ASSERT_EQ(QDir(roomy).entryList(QDir::Files).size(), 18);

    const QString mnt = work.filePath(QStringLiteral("mnt"));
    ASSERT_TRUE(QDir().mkpath(mnt));
    Mount m;
    ASSERT_TRUE(Mount::tmpfs(m, mnt, 16 << 20)) << std::strerror(errno);
    const QString dir = QDir(mnt).filePath(QStringLiteral("netbox"));
    Result r = cli({QStringLiteral("netbox-export"), QStringLiteral("--db"), small,
                    QStringLiteral("--dir"), dir});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList names = QDir(dir).entryList(QDir::Files, QDir::Name);
    ASSERT_EQ(names.size(), 18);
    std::map<QString, QByteArray> before;
    for (const QString &n : names)
        before[n] = bytesOf(QDir(dir).filePath(n));

    // Room for about half of the big set: some files would fit, the rest not.
    fillUp(mnt, bigSet / 2);
    r = cli({QStringLiteral("netbox-export"), QStringLiteral("--db"), big, QStringLiteral("--dir"),
             dir});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(QStringLiteral("no space left"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral(".csv"))) << r.err.toStdString();
    std::printf("%s", qPrintable(r.err));
    EXPECT_EQ(
        QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name),
        names);
    for (const QString &n : names)
        EXPECT_EQ(bytesOf(QDir(dir).filePath(n)), before[n]) << n.toStdString();
    // No temporary folder left beside it.
    EXPECT_EQ(entries(mnt), (QStringList{QStringLiteral("filler"), QStringLiteral("netbox")}));
}

// The SQLite store on a full disk: SQLITE_FULL is said as "no space left" with the file's name,
// and a generate into a new file leaves no file at all (issue 12: an empty design file stayed).
TEST(Faults, FullDiskGenerateLeavesNoFile)
{
    REQUIRE_MOUNTS();
    QTemporaryDir work;
    const QString mnt = work.filePath(QStringLiteral("mnt"));
    ASSERT_TRUE(QDir().mkpath(mnt));
    Mount m;
    ASSERT_TRUE(Mount::tmpfs(m, mnt, 4 << 20)) << std::strerror(errno);
    fillUp(mnt, 256 * 1024); // the 255-node design needs several MiB
    const QString db = QDir(mnt).filePath(QStringLiteral("k.railyard"));
    const Result r = cli({QStringLiteral("generate"), QStringLiteral("--db"), db, kKakao});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(db)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("no space left"))) << r.err.toStdString();
    EXPECT_EQ(entries(mnt), QStringList{QStringLiteral("filler")});
    std::printf("%s", qPrintable(r.err));
}

// A generate killed with SIGKILL while it writes leaves no file under the name asked for; the
// next run removes the hidden partial file of the dead one.
TEST(Faults, KilledGenerateLeavesNoFile)
{
    QTemporaryDir work;
    const QString db = work.filePath(QStringLiteral("scale.railyard"));
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI),
            {QStringLiteral("generate"), QStringLiteral("--db"), db, kScale});
    ASSERT_TRUE(p.waitForStarted());
    // Wait until the database is being written (its partial file exists), then a moment more.
    bool writing = false;
    for (int i = 0; i < 6000 && !writing && p.state() == QProcess::Running; ++i) {
        for (const QString &e : entries(work.path()))
            writing = writing || (e.contains(QStringLiteral(".partial-")) &&
                                  QFileInfo(work.filePath(e)).size() > 0);
        QThread::msleep(20);
    }
    ASSERT_TRUE(writing) << "generate ended before writing: " << p.exitCode();
    QThread::msleep(1000);
    ASSERT_EQ(p.state(), QProcess::Running) << "generate finished before the kill";
    p.kill(); // SIGKILL
    ASSERT_TRUE(p.waitForFinished(10000));
    EXPECT_EQ(p.exitStatus(), QProcess::CrashExit);
    EXPECT_FALSE(QFileInfo::exists(db));
    EXPECT_FALSE(QFileInfo::exists(db + QStringLiteral("-wal")));
    EXPECT_FALSE(QFileInfo::exists(db + QStringLiteral("-shm")));
    for (const QString &e : entries(work.path()))
        EXPECT_TRUE(e.startsWith(QStringLiteral(".scale.railyard.partial-"))) << e.toStdString();

    // The next generate into the same name works and clears the dead run's partial files.
    const Result r = cli({QStringLiteral("generate"), QStringLiteral("--db"), db, kKakao});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(entries(work.path()), QStringList{QStringLiteral("scale.railyard")});
}

namespace {

/// info, validate --db and export on `db` all work and change nothing in its folder.
void readOnlyCommandsChangeNothing(const QString &db, const QString &outDir)
{
    const QString dir = QFileInfo(db).absolutePath();
    const QStringList before = entries(dir);
    const QByteArray bytes = bytesOf(db);
    Result r = cli({QStringLiteral("info"), QStringLiteral("--db"), db});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Racks:"))) << r.out.toStdString();
    r = cli({QStringLiteral("validate"), QStringLiteral("--db"), db});
    EXPECT_TRUE(r.out.contains(QStringLiteral(" errors, "))) << r.err.toStdString();
    const QString yaml = QDir(outDir).filePath(QStringLiteral("out.yaml"));
    r = cli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--format"),
             QStringLiteral("yaml"), QStringLiteral("-o"), yaml});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_GT(QFileInfo(yaml).size(), 0);
    EXPECT_EQ(entries(dir), before); // no -wal, no -shm
    EXPECT_EQ(QCryptographicHash::hash(bytesOf(db), QCryptographicHash::Sha256),
              QCryptographicHash::hash(bytes, QCryptographicHash::Sha256));
}

} // namespace

// A design on a read-only file system (a read-only bind mount: as root, modes do not count):
// the read-only commands work and leave no -wal/-shm (issue 12).
TEST(Faults, ReadOnlyFileSystemOpensForReading)
{
    REQUIRE_MOUNTS();
    QTemporaryDir work;
    const QString ro = work.filePath(QStringLiteral("ro"));
    ASSERT_TRUE(QDir().mkpath(ro));
    const QString db = QDir(ro).filePath(QStringLiteral("x.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kSmall}).code, 0);
    Mount m;
    ASSERT_TRUE(Mount::readOnlyBind(m, ro)) << std::strerror(errno);
    ASSERT_FALSE(QFile(QDir(ro).filePath(QStringLiteral("probe"))).open(QIODevice::WriteOnly));
    readOnlyCommandsChangeNothing(db, work.path());
    // A write is refused with the reason, and the file stays.
    const Result r = cli({QStringLiteral("import"), QStringLiteral("--db"), db,
                          QStringLiteral("--replace"), kSmall});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(db)) << r.err.toStdString();
}

// The same commands on a writable folder leave it as it was too.
TEST(Faults, ReadOnlyCommandsLeaveNoWalBehind)
{
    QTemporaryDir work;
    const QString db = work.filePath(QStringLiteral("x.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kSmall}).code, 0);
    QTemporaryDir out;
    readOnlyCommandsChangeNothing(db, out.path());
}

// tests/data/railyard-v1.sqlite (schema version 1, tests/data/make-v1-fixture.sql): `info` reads
// it through a migrated in-memory copy and leaves the file byte-identical (issue 12: it was
// migrated in place); a write command then migrates it.
TEST(Faults, SchemaOneFileStaysByteIdenticalUnderInfo)
{
    QTemporaryDir work;
    const QString db = work.filePath(QStringLiteral("v1.railyard"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(TEST_DATA_DIR "/railyard-v1.sqlite"), db));
    QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray bytes = bytesOf(db);
    const Result r = cli({QStringLiteral("info"), QStringLiteral("--db"), db});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Design: v1 fixture"))) << r.out.toStdString();
    EXPECT_EQ(bytesOf(db), bytes);
    EXPECT_EQ(entries(work.path()), QStringList{QStringLiteral("v1.railyard")});
}

// PRAGMA user_version -5 and 999 are refused with a clear message; the file is left as it was
// (issue 12: -5 was silently set to 2).
TEST(Faults, NegativeAndUnknownSchemaVersionsAreRefused)
{
    const QString sqlite3 = QStringLiteral("/usr/bin/sqlite3");
    if (!QFileInfo::exists(sqlite3)) {
        if (ciRequiresEverything())
            FAIL() << "CI=true and sqlite3 is missing (scripts/install-deps.sh installs it)";
        GTEST_SKIP() << "sqlite3 shell missing";
    }
    for (const int version : {-5, 999}) {
        QTemporaryDir work;
        const QString db = work.filePath(QStringLiteral("x.railyard"));
        ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kSmall}).code, 0);
        QProcess s;
        s.start(sqlite3, {db, QStringLiteral("PRAGMA user_version = %1").arg(version)});
        ASSERT_TRUE(s.waitForFinished());
        ASSERT_EQ(s.exitCode(), 0);
        const QByteArray bytes = bytesOf(db);
        for (const QString &command : {QStringLiteral("info"), QStringLiteral("ipam-report")}) {
            const Result r = cli({command, QStringLiteral("--db"), db});
            EXPECT_NE(r.code, 0) << command.toStdString();
            EXPECT_TRUE(r.err.contains(QStringLiteral("schema version %1").arg(version)))
                << r.err.toStdString();
            EXPECT_TRUE(r.err.contains(QStringLiteral("left unchanged"))) << r.err.toStdString();
        }
        // A write command is refused the same way, before touching the file.
        const Result r = cli({QStringLiteral("import"), QStringLiteral("--db"), db,
                              QStringLiteral("--replace"), kSmall});
        EXPECT_NE(r.code, 0);
        EXPECT_TRUE(r.err.contains(QStringLiteral("schema version %1").arg(version)))
            << r.err.toStdString();
        EXPECT_EQ(bytesOf(db), bytes);
        QProcess check;
        check.start(sqlite3, {db, QStringLiteral("PRAGMA user_version")});
        ASSERT_TRUE(check.waitForFinished());
        EXPECT_EQ(check.readAllStandardOutput().trimmed(), QByteArray::number(version));
    }
}
