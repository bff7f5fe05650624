#include "opendesign.h"

#include "generate.h"

#include "io/designyaml.h"
#include "store/document.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ry::usecases {

OpenResult openDesign(const OpenRequest &request, Progress &progress)
{
    OpenResult r;
    const QFileInfo info(request.path);
    const QString suffix = info.suffix().toLower();
    if (suffix != QLatin1String("yaml") && suffix != QLatin1String("yml")) {
        r.databasePath = request.path;
        r.document = Document::open(request.path);
        return r;
    }
    r.databasePath = info.dir().filePath(info.completeBaseName() + QStringLiteral(".railyard"));
    if (QFileInfo::exists(r.databasePath)) {
        r.document = Document::open(r.databasePath);
        return r;
    }
    Design design = designyaml::readFile(request.path);
    progress.throwIfCancelled();
    r.generated = generateIfSpecOnly(design);
    progress.throwIfCancelled();
    auto doc = Document::create(r.databasePath);
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
