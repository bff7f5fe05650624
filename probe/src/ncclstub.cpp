// `nccl` in a railyard-probe built without CUDA/NCCL: says so, with its own exit code.

#include "modes.h"
#include "output.h"

namespace ry::probe::tool {

int runNccl(const QStringList &)
{
    Output::instance().error(QStringLiteral("not-built"),
                             Tr::tr("This railyard-probe was built without CUDA and NCCL; "
                                    "rebuild with RAILYARD_PROBE_NCCL=ON on a machine that has "
                                    "them."));
    return ExitNotBuilt;
}

} // namespace ry::probe::tool
