#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <stdexcept>
#include <vector>

namespace ry {

/// Translation context for core strings that are not in a QObject (Qt Creator's `Tr` idiom).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Railyard)
};

/// Where in an input file something was found. Lines and columns are 1-based; 0 = unknown.
struct SourceLocation
{
    QString file;
    int line = 0;
    int column = 0;

    /// "file:line:column", omitting the parts that are unknown.
    QString toString() const;
};

/// The error type of railyard_core. `message` is a complete, translated sentence; `location`
/// and `field` say where, when the error came from a file.
class Error : public std::runtime_error
{
public:
    explicit Error(const QString &message, SourceLocation location = {}, QString field = {});

    const QString &message() const { return m_message; }
    const SourceLocation &location() const { return m_location; }
    const QString &field() const { return m_field; }
    /// "file:line:column: field: message", the form compilers use, so editors can jump to it.
    QString describe() const;

private:
    QString m_message;
    SourceLocation m_location;
    QString m_field;
};

/// The kinds of design object a finding can concern (the design file's list keys, singular).
enum class ObjectKind : std::uint8_t
{
    None,
    Design,
    Site,
    Room,
    Row,
    Rack,
    DeviceType,
    Device,
    Port,
    Cable,
    Breakout,
    Plane,
    Rail,
    Supernode,
    Prefix,
    IpAddress
};

/// A design object by kind and id (model/entities.h Id), e.g. {ObjectKind::Cable, 12}.
struct ObjectRef
{
    ObjectKind kind = ObjectKind::None;
    std::int64_t id = 0;
};

/// One finding of a check or import that does not stop the work (a validation finding, a file
/// of a directory that failed to import, an unknown key).
struct Diagnostic
{
    enum class Severity
    {
        Info,
        Warning,
        Error
    };
    Severity severity = Severity::Error;
    QString message;
    SourceLocation location;
    QString field;
    QString object; ///< the name of the object concerned, e.g. a device or cable label
    /// The object concerned (Validator findings), so that a file reader can point at the line
    /// that defines it and a view can select it; kind None when the finding has no object.
    ObjectRef ref;

    QString describe() const;
};

using Diagnostics = std::vector<Diagnostic>;

} // namespace ry
