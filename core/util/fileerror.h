#pragma once

// Clear messages for failed file writes: a full disk says "no space left on the device" and
// names the file, instead of Qt's "Unknown error" for a short write.

#include <QString>

class QByteArray;
class QFileDevice;
class QIODevice;

namespace ry {

/// Writes all of `bytes` to `out`, writing again after a short write: on a full disk the first
/// write(2) is short without an error, and only the next one fails with ENOSPC, which is what
/// QFileDevice then reports. Returns false on failure (out.errorString() says why).
bool writeFully(QIODevice &out, const QByteArray &bytes);

/// Why writing `f` failed, as a translated clause: "no space left on the device" when the
/// system said ENOSPC (QFileDevice::ResourceError) or the quota is exhausted (EDQUOT), else the
/// system's own text ("Read-only file system", "Permission denied"), never "Unknown error".
QString writeFailureReason(const QFileDevice &f);

/// Throws ry::Error "Cannot write the file: <reason>." located at `path`.
[[noreturn]] void throwWriteError(const QFileDevice &f, const QString &path);

/// Writes `bytes` to `path` through QSaveFile: the file is replaced whole or not at all (an
/// older file stays as it was when the write fails). Throws ry::Error (throwWriteError()).
void saveFile(const QString &path, const QByteArray &bytes);

/// The translated clause for errno `code` (ENOSPC and EDQUOT: "no space left on the device").
QString systemErrorReason(int code);

} // namespace ry
