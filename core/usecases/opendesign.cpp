#include "opendesign.h"

#include "generate.h"

#include "io/designyaml.h"
#include "store/document.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ry::usecases {

namespace {

// The database a request opens: the file itself, or FILE.railyard beside a YAML file.
QString databaseOf(const QString &path)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (suffix != QLatin1String("yaml") && suffix != QLatin1String("yml"))
        return path;
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".railyard"));
}

} // namespace

FormatCheck checkFormat(const QString &path)
{
    const QString db = databaseOf(path);
    const int current = store::SqliteStore::currentSchemaVersion();
    if (db != path && !QFileInfo::exists(db))
        return {current, current}; // imported into a new database of the current version
    return {store::SqliteStore::schemaVersionOf(db), current};
}

OpenResult openDesign(const OpenRequest &request, Progress &progress)
{
    OpenResult r;
    const QFileInfo info(request.path);
    r.databasePath = databaseOf(request.path);
    if (r.databasePath == request.path || QFileInfo::exists(r.databasePath)) {
        r.document = store::Document::open(
            r.databasePath, request.readOnly ? store::SqliteStore::Access::ReadOnly
                                             : store::SqliteStore::Access::ReadWrite);
        return r;
    }
    Design design = designyaml::readFile(request.path);
    progress.throwIfCancelled();
    r.generated = generateIfSpecOnly(design);
    progress.throwIfCancelled();
    auto doc = store::Document::create(r.databasePath);
    try {
        // The database is new: this first write is its whole content, not an edit of an open
        // session (there is no undo history yet).
        doc->replaceAll(std::move(design), QStringLiteral("import"),
                        Tr::tr("Imported %1").arg(info.fileName()));
    } catch (...) {
        doc.reset();
        for (const char *tail : {"", "-wal", "-shm"})
            QFile::remove(r.databasePath + QLatin1String(tail));
        throw;
    }
    r.document = std::move(doc);
    r.imported = true;
    return r;
}

} // namespace ry::usecases
