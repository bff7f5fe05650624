#include "sqlite.h"

#include "util/error.h"
#include "util/fileerror.h"

#include <QFileInfo>
#include <QStringEncoder>
#include <QUrl>

#include <sqlite3.h>

#include <cerrno>
#include <unistd.h>

namespace ry::store::sqlite {

namespace {

/// How long a statement waits for another connection's lock (ms).
constexpr int kBusyTimeoutMs = 5000;
/// How long a write waits for another program's write to finish before it gives up (ms): an
/// import --replace of a big design holds the write lock for seconds, and the waiting writer
/// must then see its change (and be refused as stale) rather than fail with "locked".
constexpr int kWriteWaitMs = 60000;

bool writable(const QString &path)
{
    const QFileInfo info(path);
    return ::access(QFile::encodeName(info.absoluteFilePath()).constData(), W_OK) == 0 &&
           ::access(QFile::encodeName(info.absolutePath()).constData(), W_OK) == 0;
}

} // namespace

Database::Database(const QString &path, Mode mode, const QString &displayName)
    : m_path(displayName.isEmpty() ? path : displayName), m_mode(mode)
{
    if (mode != Mode::CreateOrOpen && mode != Mode::Memory && !QFileInfo::exists(path))
        throw Error(Tr::tr("The database file does not exist."), SourceLocation{path});
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX |
                (mode == Mode::CreateOrOpen ? SQLITE_OPEN_CREATE : 0);
    QByteArray file = path.toUtf8();
    bool queryOnly = false;
    if (mode == Mode::Memory) {
        file = ":memory:";
    } else if (mode == Mode::ReadOnly && writable(path)) {
        queryOnly = true;
    } else if (mode == Mode::ReadOnly) {
        // A file: URI, so that immutable=1 can be given (sqlite.org/uri.html).
        QUrl url = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
        const bool hasWal = QFileInfo::exists(path + QStringLiteral("-wal"));
        url.setQuery(hasWal ? QStringLiteral("mode=ro") : QStringLiteral("immutable=1"));
        file = url.toEncoded();
        flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI;
    }
    if (sqlite3_open_v2(file.constData(), &m_db, flags, nullptr) != SQLITE_OK) {
        const QString msg = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString();
        sqlite3_close(m_db);
        m_db = nullptr;
        throw Error(Tr::tr("Cannot open the database: %1").arg(msg), SourceLocation{m_path});
    }
    sqlite3_extended_result_codes(m_db, 1);
    sqlite3_busy_timeout(m_db, kBusyTimeoutMs);
    if (queryOnly)
        exec("PRAGMA query_only = ON");
}

Database::~Database()
{
    sqlite3_close_v2(m_db);
}

QString Database::lastError() const
{
    const int code = sqlite3_extended_errcode(m_db) & 0xff;
    if (code == SQLITE_FULL || sqlite3_system_errno(m_db) == ENOSPC)
        return Tr::tr("%1; the file keeps its last saved content").arg(systemErrorReason(ENOSPC));
    if (code == SQLITE_READONLY)
        return Tr::tr("the file was opened read-only or cannot be written (%1)")
            .arg(QString::fromUtf8(sqlite3_errmsg(m_db)));
    return QString::fromUtf8(sqlite3_errmsg(m_db));
}

void Database::fail(const QString &what) const
{
    throw Error(Tr::tr("%1: %2").arg(what, lastError()), SourceLocation{m_path});
}

void Database::copyInto(Database &dest)
{
    sqlite3_backup *b = sqlite3_backup_init(dest.handle(), "main", m_db, "main");
    if (!b)
        dest.fail(Tr::tr("Cannot copy the database"));
    sqlite3_backup_step(b, -1);
    if (sqlite3_backup_finish(b) != SQLITE_OK)
        dest.fail(Tr::tr("Cannot copy the database"));
}

void Database::exec(std::string_view sql)
{
    const std::string s(sql);
    char *err = nullptr;
    if (sqlite3_exec(m_db, s.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
        const int code = sqlite3_extended_errcode(m_db) & 0xff;
        const QString msg = code == SQLITE_FULL || code == SQLITE_READONLY
                                ? lastError()
                                : QString::fromUtf8(err ? err : "unknown error");
        sqlite3_free(err);
        throw Error(Tr::tr("Database statement failed: %1").arg(msg), SourceLocation{m_path});
    }
}

Statement Database::prepare(std::string_view sql)
{
    return Statement(*this, sql);
}

int Database::userVersion()
{
    Statement st(*this, "PRAGMA user_version");
    st.step();
    return st.integer(0);
}

void Database::setUserVersion(int v)
{
    exec("PRAGMA user_version = " + std::to_string(v));
}

std::int64_t Database::lastInsertRowId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

Statement::Statement(Database &db, std::string_view sql) : m_db(&db)
{
    if (sqlite3_prepare_v3(db.handle(), sql.data(), int(sql.size()), SQLITE_PREPARE_PERSISTENT,
                           &m_stmt, nullptr) != SQLITE_OK)
        db.fail(Tr::tr("Cannot prepare \"%1\"").arg(QString::fromUtf8(sql.data(), sql.size())));
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

Statement::Statement(Statement &&o) noexcept
    : m_db(o.m_db), m_stmt(o.m_stmt), m_text(std::move(o.m_text))
{
    o.m_stmt = nullptr;
}

void Statement::bind(int i, std::int64_t v)
{
    if (sqlite3_bind_int64(m_stmt, i, v) != SQLITE_OK)
        m_db->fail(Tr::tr("Cannot bind a value"));
}

void Statement::bind(int i, double v)
{
    if (sqlite3_bind_double(m_stmt, i, v) != SQLITE_OK)
        m_db->fail(Tr::tr("Cannot bind a value"));
}

void Statement::bind(int i, const QString &v)
{
    // The UTF-8 goes into a buffer kept per parameter and reused by its next bind, bound as
    // SQLITE_STATIC (SQLite reads it until the parameter is bound again or the statement is
    // finalized: sqlite.org/c3ref/bind_blob.html), instead of a new QByteArray and SQLite's own
    // copy per value: a fifth of the time of writing the 711,540 ports of the 100,000-GPU
    // design went there (bench_replace).
    int rc = SQLITE_OK;
    if (v.isEmpty()) {
        rc = sqlite3_bind_text(m_stmt, i, "", 0, SQLITE_STATIC);
    } else {
        if (i < 1)
            m_db->fail(Tr::tr("Cannot bind a value"));
        if (m_text.size() <= std::size_t(i))
            m_text.resize(std::size_t(i) + 1);
        QByteArray &utf8 = m_text[std::size_t(i)];
        utf8.resize(v.size() * 3); // at most 3 UTF-8 bytes per UTF-16 code unit
        QStringEncoder encoder(QStringEncoder::Utf8, QStringConverter::Flag::Stateless);
        const char *end = encoder.appendToBuffer(utf8.data(), v);
        rc = sqlite3_bind_text(m_stmt, i, utf8.constData(), int(end - utf8.constData()),
                               SQLITE_STATIC);
    }
    if (rc != SQLITE_OK)
        m_db->fail(Tr::tr("Cannot bind a value"));
}

void Statement::bindNull(int i)
{
    sqlite3_bind_null(m_stmt, i);
}

void Statement::bindId(int i, std::int64_t id)
{
    if (id == 0)
        bindNull(i);
    else
        bind(i, id);
}

bool Statement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    const QString msg = m_db->lastError();
    sqlite3_reset(m_stmt);
    throw Error(Tr::tr("Database write refused: %1").arg(msg), SourceLocation{m_db->path()});
}

void Statement::run()
{
    step();
    reset();
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

std::int64_t Statement::int64(int c) const
{
    return sqlite3_column_int64(m_stmt, c);
}

double Statement::real(int c) const
{
    return sqlite3_column_double(m_stmt, c);
}

QString Statement::text(int c) const
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, c));
    return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, c)) : QString();
}

bool Statement::isNull(int c) const
{
    return sqlite3_column_type(m_stmt, c) == SQLITE_NULL;
}

Transaction::Transaction(Database &db)
    : m_db(db), m_nested(sqlite3_get_autocommit(db.handle()) == 0)
{
    // Inside an open transaction (module rows written in the same transaction as a design
    // change) a savepoint nests: its rollback undoes only its own part, and the outer
    // transaction decides whether anything lands (sqlite.org/lang_savepoint.html).
    if (m_nested) {
        m_db.exec("SAVEPOINT ry_nested");
        return;
    }
    sqlite3_busy_timeout(m_db.handle(), kWriteWaitMs);
    try {
        m_db.exec("BEGIN IMMEDIATE");
    } catch (...) {
        sqlite3_busy_timeout(m_db.handle(), kBusyTimeoutMs);
        throw;
    }
    sqlite3_busy_timeout(m_db.handle(), kBusyTimeoutMs);
}

Transaction::~Transaction()
{
    if (m_done)
        return;
    if (m_nested)
        sqlite3_exec(m_db.handle(), "ROLLBACK TO ry_nested; RELEASE ry_nested", nullptr, nullptr,
                     nullptr);
    else
        sqlite3_exec(m_db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit()
{
    m_db.exec(m_nested ? "RELEASE ry_nested" : "COMMIT");
    m_done = true;
}

bool Database::inTransaction() const
{
    return sqlite3_get_autocommit(m_db) == 0;
}

std::int64_t Database::dataVersion()
{
    auto st = prepare("PRAGMA data_version");
    st.step();
    return st.int64(0);
}

std::string quotedIdentifier(std::string_view name)
{
    std::string quoted = "\"";
    for (const char c : name) {
        quoted += c;
        if (c == '"')
            quoted += '"';
    }
    quoted += '"';
    return quoted;
}

} // namespace ry::store::sqlite
