#include "fileerror.h"

#include "error.h"

#include <QFileDevice>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

namespace ry {

bool writeFully(QIODevice &out, const QByteArray &bytes)
{
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = out.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

void saveFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || !writeFully(f, bytes) || !f.commit())
        throwWriteError(f, path);
}

QString systemErrorReason(int code)
{
    if (code == ENOSPC || code == EDQUOT)
        return Tr::tr("no space left on the device");
    return QString::fromLocal8Bit(std::strerror(code));
}

QString writeFailureReason(const QFileDevice &f)
{
    QString text = f.errorString();
    if (f.error() == QFileDevice::ResourceError ||
        text == QString::fromLocal8Bit(std::strerror(ENOSPC)) ||
        text == QString::fromLocal8Bit(std::strerror(EDQUOT)))
        return systemErrorReason(ENOSPC);
    if (f.error() == QFileDevice::NoError || text.isEmpty() ||
        text == QLatin1String("Unknown error"))
        return errno ? systemErrorReason(errno) : Tr::tr("the write was incomplete");
    return text;
}

void throwWriteError(const QFileDevice &f, const QString &path)
{
    throw Error(Tr::tr("Cannot write the file: %1.").arg(writeFailureReason(f)),
                SourceLocation{path});
}

} // namespace ry
