#pragma once

#include <QStringList>

namespace ry::plans {

/// Slurm hostlist notation: {"node01","node02","node03","gpu7"} -> "gpu7,node[01-03]".
/// Names are grouped by the text before their last run of digits; runs keep their zero padding
/// (Slurm's hostlist expression, slurm.conf(5) "NodeName"). Sorted, duplicates dropped.
QString compressHostlist(QStringList names);

/// The names of a Slurm hostlist expression, in its order: "gpu[001-003,007],login1" ->
/// {"gpu001","gpu002","gpu003","gpu007","login1"}; several bracket groups multiply out
/// ("r[1-2]n[1-2]" -> r1n1, r1n2, r2n1, r2n2); a range keeps the width of its first number
/// (slurm.conf(5) "NodeName", Slurm's hostlist.c). Throws ry::Error (no location) on an
/// unbalanced bracket, a range that runs backwards, or more than `limit` names.
QStringList expandHostlist(const QString &expression, qsizetype limit = 1000000);

} // namespace ry::plans
