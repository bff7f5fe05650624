// railyard-cli commands for benchmark results.

#include "cli.h"

namespace ry::cli {

std::vector<Command> resultsCommands()
{
    return {};
}

} // namespace ry::cli
