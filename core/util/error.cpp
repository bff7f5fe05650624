#include "error.h"

namespace ry {

QString SourceLocation::toString() const
{
    QString s = file;
    if (line > 0) {
        s += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            s += QLatin1Char(':') + QString::number(column);
    }
    return s;
}

static QString prefixed(const SourceLocation &loc, const QString &field, const QString &message)
{
    QString s;
    const QString where = loc.toString();
    if (!where.isEmpty())
        s += where + QLatin1String(": ");
    if (!field.isEmpty())
        s += field + QLatin1String(": ");
    return s + message;
}

Error::Error(const QString &message, SourceLocation location, QString field)
    : std::runtime_error(prefixed(location, field, message).toStdString()), m_message(message),
      m_location(std::move(location)), m_field(std::move(field))
{
}

QString Error::describe() const
{
    return prefixed(m_location, m_field, m_message);
}

QString Diagnostic::describe() const
{
    QString s = prefixed(location, field, message);
    if (!object.isEmpty() && location.file.isEmpty())
        s = object + QLatin1String(": ") + s;
    return s;
}

} // namespace ry
