#pragma once

#include "io/designyaml.h"

/// The node-tree reader and yaml-cpp writer that core/io/designyaml.cpp replaced (issue 13,
/// pt 5), kept for bench_yaml's side-by-side figures and its --compare check.
namespace ry::oldyaml {

/// As designyaml::write, through yaml-cpp's YAML::Emitter.
QString write(const Design &design);

/// As designyaml::read, from a YAML::Node tree of the whole file.
Design read(const QString &text, const QString &fileName, Diagnostics *warnings = nullptr,
            std::vector<NameChange> *sanitized = nullptr);

} // namespace ry::oldyaml
