#pragma once

#include <string_view>
#include <vector>

namespace ry::store {

/// The forward migrations of the document schema. Migration i (0-based) takes a file whose
/// `PRAGMA user_version` is i to version i + 1; a new file runs them all. Never edit a migration
/// that has shipped: add a new one, so that every older file keeps opening.
const std::vector<std::string_view> &migrations();

/// The schema version this build writes (= migrations().size()).
int currentSchemaVersion();

} // namespace ry::store
