// railyard-cli commands for cable-map verification.

#include "cli.h"

namespace ry::cli {

std::vector<Command> verifyCommands()
{
    return {};
}

} // namespace ry::cli
