#pragma once

// The subcommands of railyard-probe. Each returns a ry::probe::ProbeExit code.

#include <QStringList>

namespace ry::probe::tool {

int runTcp(const QStringList &args);
int runInventory(const QStringList &args);
/// `hello`: the multi-rank start-up without GPUs: rank and size from the launcher, rank 0
/// hands a 128-byte token (the size of an ncclUniqueId) to the others over TCP.
int runHello(const QStringList &args);
/// `nccl`: in ncclprobe.cpp when built with CUDA and NCCL, else in ncclstub.cpp.
int runNccl(const QStringList &args);

/// Rank, size and local rank as the launcher set them: --rank/--nranks, then Open MPI
/// (OMPI_COMM_WORLD_RANK/SIZE/LOCAL_RANK), Slurm (SLURM_PROCID/SLURM_NTASKS/SLURM_LOCALID),
/// PMI (PMI_RANK/PMI_SIZE), torchrun (RANK/WORLD_SIZE/LOCAL_RANK).
struct RankInfo
{
    int rank = 0;
    int nranks = 1;
    int localRank = 0;
    QString source; ///< "options", "openmpi", "slurm", "pmi", "torchrun", "single"
};
RankInfo detectRank(int optRank, int optNranks);

/// NCCL_* and CUDA_VISIBLE_DEVICES variables of this process, names that look secret removed.
QStringList recordedEnvironmentNames();

} // namespace ry::probe::tool
