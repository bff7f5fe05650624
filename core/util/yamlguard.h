#pragma once

#include <QByteArray>
#include <QString>

#include <yaml-cpp/yaml.h>

#include <string>

namespace ry {

/// Bounds every YAML reader of Railyard puts on its input before yaml-cpp sees it, so that no
/// file makes a reader hang, exhaust the stack or grow memory without bound (issue 12, pt 2).
struct YamlLimits
{
    /// Largest document accepted, in bytes. 256 MiB holds the design file of the 100,000-GPU
    /// example (resources/examples/scale-100k-gpu.yaml, generated and exported) several times.
    qint64 maxBytes = 256LL * 1024 * 1024;
    /// Deepest nesting of collections (block indentation levels, "- " sequence entries and
    /// flow brackets together). Railyard's formats nest at most about 8 levels; yaml-cpp's own
    /// guard (2,000 levels, yaml-cpp/depthguard.h) is far beyond what a reader should walk.
    int maxDepth = 64;
    /// Documents counted in a multi-document stream before the count stops.
    int maxDocuments = 100;
};

/// Checks `text` against `limits` without parsing it (size, then nesting depth by a scan that
/// follows YAML's indentation, "- " entries, flow brackets, quotes and comments). Throws
/// ry::Error naming `file` and the line and column where the limit was passed.
void checkYamlLimits(const std::string &text, const QString &file, const YamlLimits &limits = {});

/// YAML::Load (the first document of `text`) after checkYamlLimits. yaml-cpp exceptions
/// (YAML::ParserException, ...) pass through unchanged for the caller's own message; a limit
/// that is passed throws ry::Error.
YAML::Node loadYaml(const std::string &text, const QString &file, const YamlLimits &limits = {});

/// The first document of `text` and, in `*documents`, how many documents the stream holds
/// (counted up to limits.maxDocuments); `*second` (when given) is where the second document's
/// content starts (null when there is none). Replaces YAML::LoadAll, which never returns on some
/// inputs (yaml-cpp 0.7, https://github.com/jbeder/yaml-cpp/issues/1040: the two bytes ",\n"
/// yield empty documents forever and LoadAll collects them until memory runs out). Exceptions
/// as loadYaml.
YAML::Node loadFirstYamlDocument(const std::string &text, const QString &file, int *documents,
                                 YAML::Mark *second = nullptr, const YamlLimits &limits = {});

} // namespace ry
