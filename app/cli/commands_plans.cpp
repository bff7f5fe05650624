// railyard-cli commands for plans and their exports.

#include "cli.h"

namespace ry::cli {

std::vector<Command> planCommands()
{
    return {};
}

} // namespace ry::cli
