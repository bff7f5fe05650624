#include "launcher.h"

#include <QRegularExpression>

namespace ry::probe {

namespace {

void checkCommand(const RemoteCommand &cmd)
{
    if (cmd.argv.isEmpty() || cmd.argv.first().isEmpty())
        throw Error(Tr::tr("No program to run on the nodes."));
    for (const auto &[name, value] : cmd.environment) {
        Q_UNUSED(value);
        if (!isSafeEnvName(name))
            throw Error(Tr::tr("\"%1\" is not a valid environment variable name.").arg(name));
    }
}

void checkHosts(const QStringList &nodes)
{
    if (nodes.isEmpty())
        throw Error(Tr::tr("No nodes to run on."));
    for (const QString &n : nodes)
        if (!isSafeHostName(n))
            throw Error(Tr::tr("\"%1\" is not a host name that can be passed to a launcher; "
                               "nothing was started for it.")
                            .arg(n));
}

} // namespace

bool isSafeHostName(const QString &name)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^[A-Za-z0-9._:\[\]%][A-Za-z0-9._:\[\]%-]*$)"));
    return !name.isEmpty() && name.size() <= 253 && re.match(name).hasMatch();
}

bool isSafeEnvName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z_][A-Za-z0-9_]*$)"));
    return name.size() <= 128 && re.match(name).hasMatch();
}

QString shellQuote(const QString &word)
{
    QString q = word;
    q.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

LaunchSpec sshLaunch(const QString &host, const RemoteCommand &cmd, const SshOptions &options)
{
    checkHosts({host});
    checkCommand(cmd);
    if (!options.user.isEmpty() && !isSafeHostName(options.user))
        throw Error(Tr::tr("\"%1\" is not a valid ssh user name.").arg(options.user));
    LaunchSpec s;
    s.program = options.program;
    s.nodes = {host};
    s.label = host;
    QStringList &a = s.arguments;
    a << QStringLiteral("-o") << QStringLiteral("BatchMode=yes") << QStringLiteral("-o")
      << QStringLiteral("ConnectTimeout=%1").arg(qMax(1, options.connectTimeoutS));
    if (options.port > 0)
        a << QStringLiteral("-p") << QString::number(options.port);
    if (!options.user.isEmpty())
        a << QStringLiteral("-l") << options.user;
    if (!options.identityFile.isEmpty())
        a << QStringLiteral("-i") << options.identityFile;
    if (!options.configFile.isEmpty())
        a << QStringLiteral("-F") << options.configFile;
    static const QRegularExpression opt(QStringLiteral(R"(^[A-Za-z]+=[^\n\r]*$)"));
    for (const QString &o : options.extraOptions) {
        if (!opt.match(o).hasMatch())
            throw Error(Tr::tr("ssh option \"%1\" is not of the form Key=Value.").arg(o));
        a << QStringLiteral("-o") << o;
    }
    // ssh joins the remote words with spaces and the remote login shell parses them, so each
    // word is quoted here; `--` ends ssh's options so the host can never be read as one.
    a << QStringLiteral("--") << host;
    if (!cmd.environment.isEmpty()) {
        a << shellQuote(QStringLiteral("env"));
        for (const auto &[name, value] : cmd.environment)
            a << shellQuote(name + QLatin1Char('=') + value);
    }
    for (const QString &w : cmd.argv)
        a << shellQuote(w);
    return s;
}

LaunchSpec srunLaunch(const QStringList &nodes, const RemoteCommand &cmd,
                      const SrunOptions &options)
{
    checkHosts(nodes);
    checkCommand(cmd);
    const int tpn = qMax(1, options.tasksPerNode);
    LaunchSpec s;
    s.program = options.program;
    s.nodes = nodes;
    s.label = Tr::tr("srun, %n node(s)", nullptr, int(nodes.size()));
    s.environment = cmd.environment;
    QStringList &a = s.arguments;
    a << QStringLiteral("--nodes=%1").arg(nodes.size())
      << QStringLiteral("--ntasks=%1").arg(nodes.size() * tpn)
      << QStringLiteral("--ntasks-per-node=%1").arg(tpn)
      << QStringLiteral("--nodelist=%1").arg(nodes.join(QLatin1Char(',')))
      << QStringLiteral("--label") << QStringLiteral("--unbuffered")
      << QStringLiteral("--kill-on-bad-exit=1");
    if (!options.partition.isEmpty()) {
        if (!isSafeHostName(options.partition))
            throw Error(Tr::tr("\"%1\" is not a valid partition name.").arg(options.partition));
        a << QStringLiteral("--partition=%1").arg(options.partition);
    }
    if (!options.account.isEmpty()) {
        if (!isSafeHostName(options.account))
            throw Error(Tr::tr("\"%1\" is not a valid account name.").arg(options.account));
        a << QStringLiteral("--account=%1").arg(options.account);
    }
    if (options.timeLimitMin > 0)
        a << QStringLiteral("--time=%1").arg(options.timeLimitMin);
    for (const QString &x : options.extraArguments) {
        if (!x.startsWith(QLatin1String("--")))
            throw Error(Tr::tr("srun argument \"%1\" must start with --.").arg(x));
        a << x;
    }
    a << cmd.argv;
    return s;
}

LaunchSpec mpirunLaunch(const QStringList &nodes, const RemoteCommand &cmd,
                        const MpirunOptions &options)
{
    checkHosts(nodes);
    checkCommand(cmd);
    const int slotCount = qMax(1, options.slotsPerNode);
    LaunchSpec s;
    s.program = options.program;
    s.nodes = nodes;
    s.label = Tr::tr("mpirun, %n node(s)", nullptr, int(nodes.size()));
    s.environment = cmd.environment;
    QStringList hosts;
    for (const QString &n : nodes)
        hosts << QStringLiteral("%1:%2").arg(n).arg(slotCount);
    QStringList &a = s.arguments;
    if (options.allowRunAsRoot)
        a << QStringLiteral("--allow-run-as-root");
    if (options.oversubscribe)
        a << QStringLiteral("--oversubscribe");
    a << QStringLiteral("-np") << QString::number(nodes.size() * slotCount)
      << QStringLiteral("--host") << hosts.join(QLatin1Char(',')) << QStringLiteral("--tag-output");
    for (const auto &[name, value] : cmd.environment) {
        Q_UNUSED(value);
        a << QStringLiteral("-x") << name;
    }
    for (const QString &x : options.extraArguments) {
        if (!x.startsWith(QLatin1Char('-')))
            throw Error(Tr::tr("mpirun argument \"%1\" must start with -.").arg(x));
        a << x;
    }
    a << cmd.argv;
    return s;
}

LaunchSpec localLaunch(const RemoteCommand &cmd, const QStringList &wrapper, const QString &label)
{
    checkCommand(cmd);
    LaunchSpec s;
    s.environment = cmd.environment;
    QStringList all = wrapper + cmd.argv;
    s.program = all.takeFirst();
    s.arguments = all;
    s.label = label.isEmpty() ? s.program : label;
    s.nodes = {s.label};
    return s;
}

} // namespace ry::probe
