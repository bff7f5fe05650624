// railyard-cli commands for generate, analyse and size fabrics.

#include "cli.h"

namespace ry::cli {

std::vector<Command> fabricCommands()
{
    return {};
}

} // namespace ry::cli
