#pragma once

// How railyard-probe is started on nodes: through the OpenSSH client, Slurm's srun, Open MPI's
// mpirun, or directly (local runs, tests, `ip netns exec` wrappers). Every launcher produces a
// LaunchSpec: a program and its argument LIST for QProcess. No shell is ever run on this side,
// and nothing taken from the CMDB (host names, interface names, addresses) is ever assembled
// into a command string here. The only string a remote shell sees is the one ssh sends, and
// that is built by shellQuote() from the argument list, one quoted word per argument.

#include "util/error.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace ry::probe {

/// What to run on the node(s): railyard-probe's path there and its arguments, plus NCCL_* and
/// other environment variables to pass through (recorded in the probe's `started` event).
struct RemoteCommand
{
    QStringList argv; ///< argv[0] = program on the node
    QList<QPair<QString, QString>>
        environment; ///< name, value; names must be [A-Za-z_][A-Za-z0-9_]*
};

/// A process to start on this machine.
struct LaunchSpec
{
    QString program;
    QStringList arguments;
    QList<QPair<QString, QString>> environment; ///< added to this process's environment
    QStringList nodes;                          ///< the nodes this process covers (for reporting)
    QString label;                              ///< e.g. "n1" or "srun 4 nodes"
    int timeoutMs = 0;                          ///< 0 = none
    /// True: stdout is not JSON Lines but a file to keep as it is (lldpctl -f json,
    /// ibnetdiscover); ProbeRunner collects it in JobState::output instead of decoding events.
    bool rawOutput = false;
};

/// True when `name` can be a host name or address given to ssh/srun/mpirun: letters, digits,
/// `.`, `-`, `_`, `:` (IPv6), `[`/`]`, `%` (scope), not starting with `-`, 1..253 characters.
/// `n1;reboot`, `-oProxyCommand=...`, `a b`, `h,i` are refused.
bool isSafeHostName(const QString &name);
/// True when `name` is a valid environment variable name.
bool isSafeEnvName(const QString &name);

/// POSIX shell quoting of one word: `'...'` with `'` written as `'\''`.
QString shellQuote(const QString &word);

/// OpenSSH client options (ssh(1)). Host keys are checked as the user's ssh configuration says
/// (StrictHostKeyChecking is not touched); no password is ever asked for or stored (BatchMode).
struct SshOptions
{
    QString program = QStringLiteral("ssh");
    QString user;             ///< -l USER; empty = the ssh config / current user
    int port = 0;             ///< -p PORT; 0 = the ssh config / 22
    int connectTimeoutS = 10; ///< -o ConnectTimeout=N
    QString identityFile;     ///< -i FILE; empty = agent / config
    QString configFile;       ///< -F FILE; empty = ~/.ssh/config
    QStringList extraOptions; ///< more `-o Key=Value` entries, each one argument
};

/// ssh argv for running `cmd` on `host`: `ssh -o BatchMode=yes -o ConnectTimeout=N [-p P]
/// [-l U] [-i F] [-F C] [-o ...] -- HOST 'env' 'N=V' ... 'prog' 'arg' ...`. Throws ry::Error when
/// the host or an environment name is not safe, or an extra option is not `Key=Value`.
LaunchSpec sshLaunch(const QString &host, const RemoteCommand &cmd, const SshOptions &options);

/// Slurm srun options (srun(1)).
struct SrunOptions
{
    QString program = QStringLiteral("srun");
    int tasksPerNode = 1;       ///< --ntasks-per-node
    QString partition;          ///< --partition; empty = default
    QString account;            ///< --account
    int timeLimitMin = 0;       ///< --time (minutes); 0 = partition default
    QStringList extraArguments; ///< passed as they are (each must start with `--`)
};

/// srun argv: `srun --nodes=N --ntasks=N*T --ntasks-per-node=T --nodelist=a,b --label
/// --unbuffered --kill-on-bad-exit=1 --export=ALL[,NAME...] [..] prog args`. The environment is
/// set on srun's own process (srun exports it). Throws ry::Error for unsafe names.
LaunchSpec srunLaunch(const QStringList &nodes, const RemoteCommand &cmd,
                      const SrunOptions &options);

/// Open MPI mpirun options (mpirun(1)).
struct MpirunOptions
{
    QString program = QStringLiteral("mpirun");
    int slotsPerNode = 1;
    bool allowRunAsRoot = false; ///< --allow-run-as-root
    bool oversubscribe = false;  ///< --oversubscribe
    QStringList extraArguments;  ///< passed as they are (each must start with `-`)
};

/// mpirun argv: `mpirun -np N --host a:S,b:S --tag-output [-x NAME]... prog args`.
LaunchSpec mpirunLaunch(const QStringList &nodes, const RemoteCommand &cmd,
                        const MpirunOptions &options);

/// Runs `cmd` here, optionally behind a wrapper argv (e.g. `ip netns exec ns1`).
LaunchSpec localLaunch(const RemoteCommand &cmd, const QStringList &wrapper = {},
                       const QString &label = {});

} // namespace ry::probe
