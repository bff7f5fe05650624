#pragma once

#include <QStringList>

namespace ry::plans {

/// Slurm hostlist notation: {"node01","node02","node03","gpu7"} -> "gpu7,node[01-03]".
/// Names are grouped by the text before their last run of digits; runs keep their zero padding
/// (Slurm's hostlist expression, slurm.conf(5) "NodeName"). Sorted, duplicates dropped.
QString compressHostlist(QStringList names);

} // namespace ry::plans
