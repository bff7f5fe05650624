#include "plausibility.h"

#include "util/error.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace ry::results {

namespace {

QString gbps(double v)
{
    return QString::number(v, 'f', 2);
}

QString algorithmName(Algorithm a)
{
    switch (a) {
    case Algorithm::Unknown:
        return Tr::tr("unknown");
    case Algorithm::Ring:
        return Tr::tr("ring");
    case Algorithm::Tree:
        return Tr::tr("tree");
    case Algorithm::CollNet:
        return Tr::tr("CollNet (SHARP)");
    case Algorithm::Nvls:
        return Tr::tr("NVLS");
    case Algorithm::NvlsTree:
        return Tr::tr("NVLS tree");
    case Algorithm::Pat:
        return Tr::tr("PAT");
    }
    return {};
}

/// Ceiling order of the algorithms of an NCCL_ALGO list: the one that allows the most first.
int liftOf(Algorithm a)
{
    switch (a) {
    case Algorithm::CollNet:
    case Algorithm::Nvls:
    case Algorithm::NvlsTree:
        return 3;
    case Algorithm::Tree:
        return 2;
    case Algorithm::Ring:
    case Algorithm::Pat:
        return 1;
    case Algorithm::Unknown:
        break;
    }
    return 0;
}

/// An NCCL_ALGO value: `Tree`, `ring,tree`, `allreduce:tree;allgather:ring`; `^NVLS` (an
/// exclusion) names none.
Algorithm parseAlgoList(QString value)
{
    value = value.trimmed();
    value.remove(QLatin1Char('"'));
    value.remove(QLatin1Char('\''));
    if (value.startsWith(QLatin1Char('^')))
        return Algorithm::Unknown;
    Algorithm best = Algorithm::Unknown;
    static const QRegularExpression sep(QStringLiteral("[,;]"));
    for (QString part : value.split(sep, Qt::SkipEmptyParts)) {
        part = part.section(QLatin1Char(':'), -1).trimmed().toLower();
        Algorithm a = Algorithm::Unknown;
        if (part == QLatin1String("ring"))
            a = Algorithm::Ring;
        else if (part == QLatin1String("tree"))
            a = Algorithm::Tree;
        else if (part.startsWith(QLatin1String("collnet")))
            a = Algorithm::CollNet;
        else if (part == QLatin1String("nvls"))
            a = Algorithm::Nvls;
        else if (part == QLatin1String("nvlstree"))
            a = Algorithm::NvlsTree;
        else if (part == QLatin1String("pat"))
            a = Algorithm::Pat;
        if (liftOf(a) > liftOf(best))
            best = a;
    }
    return best;
}

} // namespace

QString toString(Algorithm a)
{
    switch (a) {
    case Algorithm::Unknown:
        return {};
    case Algorithm::Ring:
        return QStringLiteral("ring");
    case Algorithm::Tree:
        return QStringLiteral("tree");
    case Algorithm::CollNet:
        return QStringLiteral("collnet");
    case Algorithm::Nvls:
        return QStringLiteral("nvls");
    case Algorithm::NvlsTree:
        return QStringLiteral("nvls-tree");
    case Algorithm::Pat:
        return QStringLiteral("pat");
    }
    return {};
}

Algorithm algorithmFromString(const QString &s)
{
    for (Algorithm a : {Algorithm::Ring, Algorithm::Tree, Algorithm::CollNet, Algorithm::Nvls,
                        Algorithm::NvlsTree, Algorithm::Pat})
        if (toString(a) == s)
            return a;
    return Algorithm::Unknown;
}

DetectedAlgorithm detectAlgorithm(const BenchmarkRun &run)
{
    struct Source
    {
        QString text;
        QString where;
    };
    std::vector<Source> sources;
    for (const QString &env : run.environment)
        sources.push_back({env, Tr::tr("environment")});
    if (!run.commandLine.isEmpty())
        sources.push_back({run.commandLine, Tr::tr("command line")});
    for (const SourceLine &l : run.foreignLines)
        sources.push_back({l.text, Tr::tr("line %1").arg(l.line)});

    // 1. NCCL_ALGO, as set or as NCCL reports it.
    static const QRegularExpression algoSet(
        QStringLiteral("\\bNCCL_ALGO\\s*=\\s*([\"']?[\\^A-Za-z0-9_,;:]+)"));
    static const QRegularExpression algoInfo(
        QStringLiteral("NCCL_ALGO set by environment to\\s+([\\^A-Za-z0-9_,;:]+)"));
    for (const Source &s : sources) {
        for (const QRegularExpression *re : {&algoSet, &algoInfo}) {
            const QRegularExpressionMatch m = re->match(s.text);
            if (!m.hasMatch())
                continue;
            const Algorithm a = parseAlgoList(m.captured(1));
            if (a != Algorithm::Unknown)
                return {a, QStringLiteral("%1 (%2)").arg(m.captured(0).trimmed(), s.where)};
        }
    }
    // 2. The switches of in-network reduction.
    static const QRegularExpression enable(
        QStringLiteral("\\bNCCL_(COLLNET|NVLS)_ENABLE\\s*=\\s*1\\b"),
        QRegularExpression::CaseInsensitiveOption);
    for (const Source &s : sources) {
        const QRegularExpressionMatch m = enable.match(s.text);
        if (m.hasMatch())
            return {m.captured(1).compare(QLatin1String("nvls"), Qt::CaseInsensitive) == 0
                        ? Algorithm::Nvls
                        : Algorithm::CollNet,
                    QStringLiteral("%1 (%2)").arg(m.captured(0), s.where)};
    }
    // 3. What NCCL INFO lines report.
    static const QRegularExpression channels(
        QStringLiteral("NCCL INFO .*\\b([1-9]\\d*) (collnet|nvls) channels"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression sharp(
        QStringLiteral("NCCL INFO .*(collnet plugin|\\bSHARP\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    for (const SourceLine &l : run.foreignLines) {
        if (const QRegularExpressionMatch m = channels.match(l.text); m.hasMatch())
            return {m.captured(2).compare(QLatin1String("nvls"), Qt::CaseInsensitive) == 0
                        ? Algorithm::Nvls
                        : Algorithm::CollNet,
                    QStringLiteral("%1 %2 channels (%3)")
                        .arg(m.captured(1), m.captured(2), Tr::tr("line %1").arg(l.line))};
        if (const QRegularExpressionMatch m = sharp.match(l.text); m.hasMatch())
            return {Algorithm::CollNet,
                    QStringLiteral("%1 (%2)").arg(m.captured(1), Tr::tr("line %1").arg(l.line))};
    }
    return {};
}

std::optional<int> provenRankCount(const BenchmarkRun &run)
{
    if (const auto n = run.rankCount()) {
        std::map<int, int> groupSize;
        for (const BenchmarkRank &r : run.ranks)
            ++groupSize[r.group.value_or(0)];
        if (groupSize.size() == 1)
            return n;
        const int first = groupSize.begin()->second;
        if (std::all_of(groupSize.begin(), groupSize.end(),
                        [first](const auto &g) { return g.second == first; }))
            return first; // NCCL_TESTS_SPLIT: busbw is computed per group
    }
    static const QRegularExpression nranks(QStringLiteral("NCCL INFO .*\\bn[Rr]anks[ =:]+(\\d+)"));
    std::set<int> seen;
    for (const SourceLine &l : run.foreignLines)
        if (const QRegularExpressionMatch m = nranks.match(l.text); m.hasMatch())
            seen.insert(m.captured(1).toInt());
    if (seen.size() == 1 && *seen.begin() > 0)
        return *seen.begin();
    return std::nullopt;
}

int intraNodeGroupSize(const std::vector<StoredRank> &ranks)
{
    std::map<int, std::pair<int, QSet<QString>>> groups; // group -> (ranks, hosts)
    for (const StoredRank &r : ranks) {
        auto &g = groups[r.group.value_or(0)];
        ++g.first;
        g.second.insert(r.host);
    }
    if (groups.size() < 2)
        return 0;
    const int size = groups.begin()->second.first;
    for (const auto &[group, g] : groups)
        if (g.first != size || g.second.size() != 1)
            return 0;
    return size;
}

std::optional<bool> busbwConsistent(Collective collective, std::optional<int> provenRanks,
                                    double algbwGBps, double busbwGBps)
{
    if (collective == Collective::Hypercube || !busBwFactor(collective, 2))
        return std::nullopt;
    const double tol0 = printedRounding(busbwGBps);
    const double ra = printedRounding(algbwGBps);
    auto fits = [&](double f) {
        return std::fabs(algbwGBps * f - busbwGBps) <= f * ra + tol0 + 1e-9;
    };
    if (provenRanks && *provenRanks >= 1)
        return fits(*busBwFactor(collective, *provenRanks));
    // Some n >= 1 fits: factor k(n-1)/n (k = 2 for all_reduce), or 1 for every n.
    const double limit = *busBwFactor(collective, 1 << 30);
    if (fits(limit) || fits(*busBwFactor(collective, 1)) || fits(*busBwFactor(collective, 2)))
        return true;
    if (algbwGBps <= 0)
        return false;
    const double k = collective == Collective::AllReduce ? 2.0 : 1.0;
    const double ratio = busbwGBps / algbwGBps;
    if (ratio >= k)
        return false;
    const double estimate = k / (k - ratio);
    if (!std::isfinite(estimate) || estimate > 1e9)
        return false;
    const int lo = std::max(1, int(std::floor(estimate)) - 2);
    const int hi = int(std::ceil(estimate)) + 2;
    for (int n = lo; n <= hi; ++n)
        if (fits(*busBwFactor(collective, n)))
            return true;
    return false;
}

std::vector<InconsistentRow> inconsistentRows(Collective collective, std::optional<int> provenRanks,
                                              const std::vector<BenchmarkRow> &rows)
{
    std::vector<InconsistentRow> out;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const BenchmarkRow &r = rows[i];
        if (r.partial)
            continue;
        QStringList why;
        for (const auto &[m, half] :
             {std::pair{&r.outOfPlace, Tr::tr("out-of-place")}, {&r.inPlace, Tr::tr("in-place")}}) {
            if (!m->algbwGBps || !m->busbwGBps)
                continue;
            const auto ok = busbwConsistent(collective, provenRanks, *m->algbwGBps, *m->busbwGBps);
            if (!ok || *ok)
                continue;
            if (provenRanks)
                why << Tr::tr("%1 busbw %2 is not algbw %3 x %4 = %5 for n = %6")
                           .arg(half, gbps(*m->busbwGBps), gbps(*m->algbwGBps))
                           .arg(*busBwFactor(collective, *provenRanks), 0, 'g', 6)
                           .arg(gbps(*m->algbwGBps * *busBwFactor(collective, *provenRanks)))
                           .arg(*provenRanks);
            else
                why << Tr::tr("%1 busbw %2 / algbw %3 fits no rank count")
                           .arg(half, gbps(*m->busbwGBps), gbps(*m->algbwGBps));
        }
        if (!why.isEmpty())
            out.push_back({int(i), r.line, r.sizeBytes, why.join(QStringLiteral("; "))});
    }
    return out;
}

QString toString(Plausibility p)
{
    switch (p) {
    case Plausibility::NotRated:
        return {};
    case Plausibility::Within:
        return QStringLiteral("within");
    case Plausibility::Explained:
        return QStringLiteral("explained");
    case Plausibility::Implausible:
        return QStringLiteral("implausible");
    }
    return {};
}

Plausibility plausibilityFromString(const QString &s)
{
    for (Plausibility p :
         {Plausibility::Within, Plausibility::Explained, Plausibility::Implausible})
        if (toString(p) == s)
            return p;
    return Plausibility::NotRated;
}

RatedCeiling ratedCeiling(const std::vector<NodeBandwidth> &nodes, const ExpectationInput &input,
                          Algorithm algorithm, const QString &evidence, bool forced,
                          int intraNodeGroupRanks)
{
    RatedCeiling c;
    ExpectationInput plain = input;
    plain.inNetworkReduction = false;
    c.lineRate = expectedBusBw(nodes, plain);
    c.applicable = c.lineRate;
    if (!c.lineRate.valid())
        return c;
    const bool oneNode = c.lineRate.basis == CeilingBasis::NvLink;
    const int n = c.lineRate.ranks;
    const bool allReduce = input.collective == Collective::AllReduce && n > 1;
    const QString algoPhrase = algorithm == Algorithm::Unknown
                                   ? Tr::tr("assumed ring: the log names no algorithm")
                                   : Tr::tr("%1 per %2").arg(algorithmName(algorithm), evidence);
    const QString base =
        oneNode ? Tr::tr("one node: NVLink")
                : Tr::tr("%1 nodes: the rails of the slowest node").arg(c.lineRate.nodes);
    if (oneNode)
        c.name = Tr::tr("NVLink");
    else if (input.collective == Collective::AllToAll || input.collective == Collective::AllToAllV)
        c.name = Tr::tr("all-to-all");
    else if (input.collective == Collective::SendRecv)
        c.name = Tr::tr("point-to-point");
    else
        c.name = Tr::tr("ring");
    c.why = base + QStringLiteral("; ") + algoPhrase;

    // In-network reduction (SHARP / CollNet / NVLS): expected.h's ceiling, docs/results.md.
    const bool nvlsNamed = algorithm == Algorithm::Nvls || algorithm == Algorithm::NvlsTree;
    const QString sharpName = (oneNode || nvlsNamed) ? Tr::tr("NVLS") : Tr::tr("SHARP");
    Expected inNetwork;
    if (allReduce) {
        ExpectationInput withSharp = input;
        withSharp.inNetworkReduction = true;
        inNetwork = expectedBusBw(nodes, withSharp);
    }
    // A tree on two nodes: each node's NICs carry every byte once per direction, so algbw <=
    // min(I, L) and the printed busbw <= min(I, L) x 2(n-1)/n (docs/results.md).
    Expected tree2;
    if (allReduce && !oneNode && c.lineRate.nodes == 2) {
        tree2 = c.lineRate;
        const double f = *busBwFactor(Collective::AllReduce, n);
        tree2.busbwCeilingGBps = c.lineRate.busbwCeilingGBps * f;
        tree2.formula = Tr::tr("%1; tree on 2 nodes: min(I, L) x 2(n-1)/n = %2 x 2 x %3/%4 = %5 "
                               "GB/s")
                            .arg(c.lineRate.formula)
                            .arg(c.lineRate.busbwCeilingGBps, 0, 'g', 6)
                            .arg(n - 1)
                            .arg(n)
                            .arg(tree2.busbwCeilingGBps, 0, 'g', 6);
        tree2.source = QStringLiteral("docs/results.md");
    }
    const QString treeName = Tr::tr("tree on 2 nodes");

    // NCCL_TESTS_SPLIT groups that each stay inside one node: every communicator runs over
    // NVLink, so the slowest node's one-node ceiling with the group's ranks applies.
    if (intraNodeGroupRanks > 0 && !oneNode && !nodes.empty()) {
        const auto slowest = std::min_element(nodes.begin(), nodes.end(),
                                              [](const NodeBandwidth &a, const NodeBandwidth &b) {
                                                  return a.nvlinkGBps < b.nvlinkGBps;
                                              });
        ExpectationInput group = input;
        group.ranks = intraNodeGroupRanks;
        const Expected inNode = expectedBusBw({*slowest}, group);
        if (inNode.valid()) {
            c.applicable = inNode;
            c.name = Tr::tr("intra-node NVLink");
            c.why = Tr::tr("NCCL_TESTS_SPLIT groups of %1 ranks, each inside one node; %2")
                        .arg(intraNodeGroupRanks)
                        .arg(algoPhrase);
            return c;
        }
    }
    if (input.inNetworkReduction && inNetwork.valid()) {
        c.applicable = inNetwork;
        c.name = sharpName;
        const bool saidByLog = algorithm == Algorithm::CollNet || nvlsNamed;
        c.why = forced      ? Tr::tr("in-network reduction set by the user (--sharp)")
                : saidByLog ? algoPhrase
                            : Tr::tr("in-network reduction set for the run (--sharp at "
                                     "import, or detected in the log)");
    } else if (algorithm == Algorithm::Tree && tree2.valid()) {
        c.applicable = tree2;
        c.name = treeName;
        c.why = algoPhrase;
    } else {
        if (inNetwork.valid() && inNetwork.busbwCeilingGBps > c.lineRate.busbwCeilingGBps)
            c.alternatives.emplace_back(sharpName, inNetwork.busbwCeilingGBps);
        if (tree2.valid())
            c.alternatives.emplace_back(treeName, tree2.busbwCeilingGBps);
    }
    return c;
}

PlausibilityNote assessPlausibility(double plateauGBps, const RatedCeiling &c, Algorithm algorithm)
{
    PlausibilityNote p;
    if (!c.lineRate.valid() || !c.applicable.valid())
        return p;
    const double line = c.lineRate.busbwCeilingGBps;
    const double applicable = c.applicable.busbwCeilingGBps;
    if (plateauGBps <= line) {
        p.state = Plausibility::Within;
        return p;
    }
    if (plateauGBps <= applicable) {
        p.state = Plausibility::Explained;
        p.text = Tr::tr("above line rate, explained by %1 (%2% of the %3 GB/s line rate; the %1 "
                        "ceiling is %4 GB/s)")
                     .arg(c.name)
                     .arg(plateauGBps / line * 100, 0, 'f', 1)
                     .arg(gbps(line), gbps(applicable));
        return p;
    }
    p.state = Plausibility::Implausible;
    QString why = Tr::tr("%1% of the %2 GB/s %3 ceiling")
                      .arg(plateauGBps / applicable * 100, 0, 'f', 1)
                      .arg(gbps(applicable), c.name);
    if (algorithm == Algorithm::Unknown && !c.alternatives.empty())
        why += Tr::tr(", and the log shows no SHARP, NVLS or tree (assumed ring)");
    QStringList would;
    QString highestName = c.name;
    double highest = applicable;
    for (const auto &[name, ceiling] : c.alternatives) {
        if (ceiling >= plateauGBps)
            would << Tr::tr("%1 (up to %2 GB/s)").arg(name, gbps(ceiling));
        if (ceiling > highest) {
            highest = ceiling;
            highestName = name;
        }
    }
    if (!would.isEmpty())
        why += Tr::tr("; only %1 would explain it").arg(would.join(Tr::tr(" or ")));
    else
        why += Tr::tr("; above every ceiling this hardware allows (at most %1 GB/s, %2)")
                   .arg(gbps(highest), highestName);
    p.text = Tr::tr("implausible: check the log: %1").arg(why);
    return p;
}

QString ratingText(const StoredRun &run)
{
    QString verdict = verdictText(run.verdict);
    if (run.verdict == Verdict::Implausible && !run.plausibilityNote.isEmpty())
        return run.plausibilityNote.left(1).toUpper() + run.plausibilityNote.mid(1);
    if ((run.verdict == Verdict::Pass || run.verdict == Verdict::BelowExpected) &&
        !run.plausibilityNote.isEmpty())
        return Tr::tr("%1, %2").arg(verdict, run.plausibilityNote);
    return verdict;
}

QString ratedAgainstText(const StoredRun &run)
{
    if (!run.ceilingGBps)
        return Tr::tr("no ceiling: %1").arg(run.ceilingFormula);
    if (run.ceilingName.isEmpty())
        return Tr::tr("%1 GB/s (%2)").arg(gbps(*run.ceilingGBps), run.ceilingFormula);
    return Tr::tr("%1 GB/s, %2 ceiling (%3)")
        .arg(gbps(*run.ceilingGBps), run.ceilingName, run.ceilingWhy);
}

} // namespace ry::results
