// `nccl`: NCCL collectives over a size sweep with nccl-tests' definitions
// (docs/references/probe-formats.md a.6): algbw = size / time, busbw = algbw x busBwFactor
// (core/results/busbw.h; nccl-tests' PERFORMANCE document, docs/references/probe-formats.md
// [PF-2]). Both halves are measured like nccl-tests: out-of-place, then in-place. Results are
// checked on the host after one extra operation per size and half: the input values are small
// integers, so float sums are exact and every element can be compared.
//
// One process per GPU (default: the GPU is the launcher's local rank) or one process per node
// driving --gpus GPUs (ranks rank*gpus .. rank*gpus+gpus-1, ncclGroupStart/End). Rank 0 gets
// the ncclUniqueId and hands it to the others over TCP (--rendezvous HOST:PORT).
// Plain C++ against the CUDA runtime API: no kernels, so no nvcc is needed.

#include "common.h"
#include "modes.h"
#include "net.h"
#include "output.h"

#include "results/busbw.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcessEnvironment>

#include <cuda_runtime_api.h>
#include <nccl.h>

#include <chrono>
#include <cmath>
#include <cstring>
#include <vector>

namespace ry::probe::tool {

namespace {

using results::Collective;

struct Gpu
{
    int device = 0;
    int rank = 0; ///< global NCCL rank
    ncclComm_t comm = nullptr;
    cudaStream_t stream = nullptr;
    float *send = nullptr;
    float *recv = nullptr;
    double *slot = nullptr; ///< one double for averaging the time over ranks
};

void cudaCheck(cudaError_t e, const char *what)
{
    if (e != cudaSuccess)
        throw Error(Tr::tr("CUDA error in %1: %2")
                        .arg(QLatin1String(what), QString::fromLatin1(cudaGetErrorString(e))));
}

void ncclCheck(ncclResult_t r, const char *what, ncclComm_t comm = nullptr)
{
    if (r != ncclSuccess && r != ncclInProgress) {
        QString last = QString::fromLatin1(ncclGetLastError(comm));
        throw Error(Tr::tr("NCCL error in %1: %2%3")
                        .arg(QLatin1String(what), QString::fromLatin1(ncclGetErrorString(r)),
                             last.isEmpty() ? QString() : QStringLiteral(" / ") + last));
    }
}

/// Counts for one size: per-rank send and receive elements (docs/references/probe-formats.md §a.6).
struct Counts
{
    qint64 send = 0, recv = 0, size = 0;
};

Counts countsFor(Collective c, qint64 bytes, int n)
{
    const qint64 el = qMax<qint64>(1, bytes / qint64(sizeof(float)));
    switch (c) {
    case Collective::AllGather: {
        const qint64 per = qMax<qint64>(1, el / n);
        return {per, per * n, per * n * qint64(sizeof(float))};
    }
    case Collective::ReduceScatter: {
        const qint64 per = qMax<qint64>(1, el / n);
        return {per * n, per, per * n * qint64(sizeof(float))};
    }
    case Collective::AllToAll: {
        const qint64 per = qMax<qint64>(1, el / n);
        return {per * n, per * n, per * n * qint64(sizeof(float))};
    }
    default:
        return {el, el, el * qint64(sizeof(float))};
    }
}

/// Input element i of rank r: a small integer, so sums of up to 2^16 ranks stay exact in float.
float inputValue(int r, qint64 i)
{
    return float((r * 7 + i) % 13 + 1);
}

void launch(Collective c, Gpu &g, int n, const Counts &k, bool inPlace)
{
    float *recv = g.recv;
    const float *send = inPlace ? g.recv : g.send;
    if (inPlace && c == Collective::AllGather)
        send = g.recv + qint64(g.rank) * k.send;
    if (inPlace && c == Collective::ReduceScatter) {
        // in-place reduce-scatter: recvbuff = sendbuff + rank * recvcount
        recv = g.recv + qint64(g.rank) * k.recv;
        send = g.recv;
    }
    switch (c) {
    case Collective::AllReduce:
        ncclCheck(ncclAllReduce(send, recv, size_t(k.send), ncclFloat, ncclSum, g.comm, g.stream),
                  "ncclAllReduce", g.comm);
        break;
    case Collective::AllGather:
        ncclCheck(ncclAllGather(send, recv, size_t(k.send), ncclFloat, g.comm, g.stream),
                  "ncclAllGather", g.comm);
        break;
    case Collective::ReduceScatter:
        ncclCheck(
            ncclReduceScatter(send, recv, size_t(k.recv), ncclFloat, ncclSum, g.comm, g.stream),
            "ncclReduceScatter", g.comm);
        break;
    case Collective::Broadcast:
        ncclCheck(ncclBroadcast(send, recv, size_t(k.send), ncclFloat, 0, g.comm, g.stream),
                  "ncclBroadcast", g.comm);
        break;
    case Collective::AllToAll: {
        const qint64 per = k.send / n;
        for (int p = 0; p < n; ++p) {
            ncclCheck(ncclSend(send + p * per, size_t(per), ncclFloat, p, g.comm, g.stream),
                      "ncclSend", g.comm);
            ncclCheck(ncclRecv(recv + p * per, size_t(per), ncclFloat, p, g.comm, g.stream),
                      "ncclRecv", g.comm);
        }
        break;
    }
    case Collective::SendRecv: {
        // nccl-tests sendrecv: every rank sends to rank+1 and receives from rank-1.
        const int to = (g.rank + 1) % n, from = (g.rank - 1 + n) % n;
        ncclCheck(ncclSend(send, size_t(k.send), ncclFloat, to, g.comm, g.stream), "ncclSend",
                  g.comm);
        ncclCheck(ncclRecv(recv, size_t(k.recv), ncclFloat, from, g.comm, g.stream), "ncclRecv",
                  g.comm);
        break;
    }
    default:
        throw Error(Tr::tr("Collective not supported by the probe."));
    }
}

void runAll(Collective c, std::vector<Gpu> &gpus, int n, const Counts &k, bool inPlace, int times)
{
    for (int t = 0; t < times; ++t) {
        ncclCheck(ncclGroupStart(), "ncclGroupStart");
        for (Gpu &g : gpus) {
            cudaCheck(cudaSetDevice(g.device), "cudaSetDevice");
            launch(c, g, n, k, inPlace);
        }
        ncclCheck(ncclGroupEnd(), "ncclGroupEnd");
    }
}

void syncAll(std::vector<Gpu> &gpus)
{
    for (Gpu &g : gpus) {
        cudaCheck(cudaSetDevice(g.device), "cudaSetDevice");
        cudaCheck(cudaStreamSynchronize(g.stream), "cudaStreamSynchronize");
    }
}

/// Writes the inputs (and, for in-place, the input into recv at the right offset).
void fillInputs(Collective c, std::vector<Gpu> &gpus, const Counts &k, bool inPlace)
{
    for (Gpu &g : gpus) {
        std::vector<float> host(std::size_t(k.send));
        for (qint64 i = 0; i < k.send; ++i)
            host[std::size_t(i)] = inputValue(g.rank, i);
        cudaCheck(cudaSetDevice(g.device), "cudaSetDevice");
        float *dst = g.send;
        if (inPlace)
            dst = c == Collective::AllGather ? g.recv + qint64(g.rank) * k.send : g.recv;
        cudaCheck(cudaMemcpy(dst, host.data(), std::size_t(k.send) * sizeof(float),
                             cudaMemcpyHostToDevice),
                  "cudaMemcpy");
        if (!inPlace)
            cudaCheck(cudaMemset(g.recv, 0, std::size_t(k.recv) * sizeof(float)), "cudaMemset");
    }
}

/// Counts wrong elements of every local rank's result.
qint64 check(Collective c, std::vector<Gpu> &gpus, int n, const Counts &k, bool inPlace)
{
    qint64 wrong = 0;
    for (Gpu &g : gpus) {
        std::vector<float> host(std::size_t(k.recv));
        const float *src = g.recv;
        if (inPlace && c == Collective::ReduceScatter)
            src = g.recv + qint64(g.rank) * k.recv;
        cudaCheck(cudaSetDevice(g.device), "cudaSetDevice");
        cudaCheck(cudaMemcpy(host.data(), src, std::size_t(k.recv) * sizeof(float),
                             cudaMemcpyDeviceToHost),
                  "cudaMemcpy");
        for (qint64 i = 0; i < k.recv; ++i) {
            double expect = 0;
            switch (c) {
            case Collective::AllReduce:
                for (int r = 0; r < n; ++r)
                    expect += inputValue(r, i);
                break;
            case Collective::ReduceScatter:
                for (int r = 0; r < n; ++r)
                    expect += inputValue(r, qint64(g.rank) * k.recv + i);
                break;
            case Collective::AllGather:
                expect = inputValue(int(i / k.send), i % k.send);
                break;
            case Collective::Broadcast:
                expect = inputValue(0, i);
                break;
            case Collective::AllToAll: {
                const qint64 per = k.send / n;
                expect = inputValue(int(i / per), qint64(g.rank) * per + i % per);
                break;
            }
            case Collective::SendRecv:
                expect = inputValue((g.rank - 1 + n) % n, i);
                break;
            default:
                break;
            }
            if (double(host[std::size_t(i)]) != expect)
                ++wrong;
        }
    }
    return wrong;
}

/// The options of `railyard-probe nccl` (nccl-tests' names and defaults where it has them).
void addNcclOptions(QCommandLineParser &p)
{
    p.addOption({{QStringLiteral("c"), QStringLiteral("collective")},
                 Tr::tr("all_reduce, all_gather, reduce_scatter, alltoall, broadcast, sendrecv."),
                 Tr::tr("NAME"),
                 QStringLiteral("all_reduce")});
    p.addOption({{QStringLiteral("b"), QStringLiteral("minbytes")},
                 Tr::tr("Smallest size."),
                 Tr::tr("SIZE"),
                 QStringLiteral("8")});
    p.addOption({{QStringLiteral("e"), QStringLiteral("maxbytes")},
                 Tr::tr("Largest size."),
                 Tr::tr("SIZE"),
                 QStringLiteral("128M")});
    p.addOption({{QStringLiteral("f"), QStringLiteral("stepfactor")},
                 Tr::tr("Multiply the size by F each step."),
                 Tr::tr("F"),
                 QStringLiteral("2")});
    p.addOption({{QStringLiteral("w"), QStringLiteral("warmup")},
                 Tr::tr("Warm-up iterations."),
                 Tr::tr("N"),
                 QStringLiteral("5")});
    p.addOption({{QStringLiteral("n"), QStringLiteral("iters")},
                 Tr::tr("Timed iterations."),
                 Tr::tr("N"),
                 QStringLiteral("20")});
    p.addOption({QStringLiteral("check"), Tr::tr("Check results (1) or not (0)."), Tr::tr("0|1"),
                 QStringLiteral("1")});
    p.addOption({{QStringLiteral("g"), QStringLiteral("gpus")},
                 Tr::tr("GPUs driven by this process (1 = one process per GPU)."),
                 Tr::tr("N"),
                 QStringLiteral("1")});
    p.addOption({QStringLiteral("rank"), Tr::tr("This process's rank (else from the launcher)."),
                 Tr::tr("N"), QStringLiteral("-1")});
    p.addOption({QStringLiteral("nranks"), Tr::tr("Number of processes (else from the launcher)."),
                 Tr::tr("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("rendezvous"),
                 Tr::tr("HOST:PORT where rank 0 hands out the NCCL unique id."),
                 Tr::tr("HOST:PORT"), QStringLiteral("127.0.0.1:29517")});
    p.addOption({QStringLiteral("timeout"), Tr::tr("Rendezvous timeout, seconds."), Tr::tr("S"),
                 QStringLiteral("120")});
}

/// The mean of every rank's `us` (an all-reduce of one double over the communicators).
double averageOverRanks(std::vector<Gpu> &gpus, double us, int nTotal)
{
    ncclCheck(ncclGroupStart(), "ncclGroupStart");
    for (Gpu &g : gpus) {
        cudaCheck(cudaSetDevice(g.device), "cudaSetDevice");
        cudaCheck(cudaMemcpy(g.slot, &us, sizeof(double), cudaMemcpyHostToDevice), "cudaMemcpy");
        ncclCheck(ncclAllReduce(g.slot, g.slot, 1, ncclDouble, ncclSum, g.comm, g.stream),
                  "ncclAllReduce", g.comm);
    }
    ncclCheck(ncclGroupEnd(), "ncclGroupEnd");
    syncAll(gpus);
    double sum = 0;
    cudaCheck(cudaSetDevice(gpus[0].device), "cudaSetDevice");
    cudaCheck(cudaMemcpy(&sum, gpus[0].slot, sizeof(double), cudaMemcpyDeviceToHost), "cudaMemcpy");
    return sum / nTotal;
}

} // namespace

int runNccl(const QStringList &args)
{
    QCommandLineParser p;
    addCommonOptions(p);
    addNcclOptions(p);
    if (const int rc = parseMode(p, args, QStringLiteral("nccl"),
                                 Tr::tr("NCCL collectives over a size sweep."));
        rc >= 0)
        return rc;
    applyCommonOptions(p);
    Output &out = Output::instance();
    const Collective coll = results::collectiveFromName(p.value(QStringLiteral("collective")));
    if (coll != Collective::AllReduce && coll != Collective::AllGather &&
        coll != Collective::ReduceScatter && coll != Collective::AllToAll &&
        coll != Collective::Broadcast && coll != Collective::SendRecv) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(Tr::tr("railyard-probe nccl: unknown collective \"%1\".")
                                    .arg(p.value(QStringLiteral("collective")))));
        return ExitUsage;
    }
    bool ok1 = false, ok2 = false;
    const qint64 minBytes = parseSize(p.value(QStringLiteral("minbytes")), &ok1);
    const qint64 maxBytes = parseSize(p.value(QStringLiteral("maxbytes")), &ok2);
    if (!ok1 || !ok2 || minBytes < 1 || maxBytes < minBytes)
        throw Error(Tr::tr("--minbytes/--maxbytes must be sizes with min <= max."));
    const int factor = int(intOption(p, QStringLiteral("stepfactor"), 2, 1024));
    const int warmup = int(intOption(p, QStringLiteral("warmup"), 0, 100000));
    const int iters = int(intOption(p, QStringLiteral("iters"), 1, 1000000));
    const bool doCheck = intOption(p, QStringLiteral("check"), 0, 1) == 1;
    const int perProc = int(intOption(p, QStringLiteral("gpus"), 1, 64));
    const RankInfo ri = detectRank(int(intOption(p, QStringLiteral("rank"), -1, 1 << 20)),
                                   int(intOption(p, QStringLiteral("nranks"), 0, 1 << 20)));
    const int nTotal = ri.nranks * perProc;
    out.setRank(ri.rank, ri.nranks);

    // No GPU: a clear message and its own exit code, before any rendezvous.
    int devCount = 0;
    const cudaError_t ce = cudaGetDeviceCount(&devCount);
    if (ce != cudaSuccess || devCount == 0) {
        out.error(QStringLiteral("no-gpu"),
                  Tr::tr("No CUDA device on %1 (%2); the NCCL probe needs an NVIDIA GPU and its "
                         "driver.")
                      .arg(out.host(), ce == cudaSuccess
                                           ? Tr::tr("0 devices")
                                           : QString::fromLatin1(cudaGetErrorString(ce))));
        return ExitNoGpu;
    }
    const int firstDev = (ri.localRank * perProc) % devCount;
    if (firstDev + perProc > devCount) {
        out.error(QStringLiteral("gpus"), Tr::tr("%1 GPUs requested from device %2, but only %3 "
                                                 "were found.")
                                              .arg(perProc)
                                              .arg(firstDev)
                                              .arg(devCount));
        return ExitRuntime;
    }

    std::vector<Gpu> gpus(static_cast<std::size_t>(perProc));
    QJsonArray devices;
    for (int i = 0; i < perProc; ++i) {
        Gpu &g = gpus[std::size_t(i)];
        g.device = firstDev + i;
        g.rank = ri.rank * perProc + i;
        cudaDeviceProp prop{};
        cudaCheck(cudaGetDeviceProperties(&prop, g.device), "cudaGetDeviceProperties");
        char pci[32] = {};
        cudaDeviceGetPCIBusId(pci, sizeof pci, g.device);
        devices.append(QJsonObject{{QStringLiteral("rank"), g.rank},
                                   {QStringLiteral("host"), out.host()},
                                   {QStringLiteral("device"), g.device},
                                   {QStringLiteral("pci"), QString::fromLatin1(pci)},
                                   {QStringLiteral("model"), QString::fromLatin1(prop.name)}});
    }
    int ncclVer = 0;
    ncclGetVersion(&ncclVer);
    QJsonObject env;
    const auto sysEnv = QProcessEnvironment::systemEnvironment();
    for (const QString &k : recordedEnvironmentNames())
        env.insert(k, sysEnv.value(k));
    out.emitEvent(EventKind::Started,
                  {{QStringLiteral("collective"), results::toString(coll)},
                   {QStringLiteral("probe_version"), QStringLiteral(RAILYARD_VERSION)},
                   {QStringLiteral("nccl_version"), QStringLiteral("%1.%2.%3")
                                                        .arg(ncclVer / 10000)
                                                        .arg(ncclVer / 100 % 100)
                                                        .arg(ncclVer % 100)},
                   {QStringLiteral("min_bytes"), double(minBytes)},
                   {QStringLiteral("max_bytes"), double(maxBytes)},
                   {QStringLiteral("step_factor"), factor},
                   {QStringLiteral("warmup_iters"), warmup},
                   {QStringLiteral("iters"), iters},
                   {QStringLiteral("check"), doCheck},
                   {QStringLiteral("gpus_per_process"), perProc},
                   {QStringLiteral("total_ranks"), nTotal},
                   {QStringLiteral("rank_source"), ri.source},
                   {QStringLiteral("env"), env},
                   {QStringLiteral("devices"), devices}});

    try {
        ncclUniqueId id{};
        if (ri.rank == 0)
            ncclCheck(ncclGetUniqueId(&id), "ncclGetUniqueId");
        if (ri.nranks > 1) {
            QString host;
            int port = 0;
            splitHostPort(p.value(QStringLiteral("rendezvous")), host, port);
            const QByteArray blob = exchangeBlob(
                ri.rank, ri.nranks, host, port,
                QByteArray(reinterpret_cast<const char *>(&id), sizeof id), int(sizeof id),
                int(doubleOption(p, QStringLiteral("timeout"), 1, 3600) * 1000));
            std::memcpy(&id, blob.constData(), sizeof id);
        }
        const Counts big = countsFor(coll, maxBytes, nTotal);
        ncclCheck(ncclGroupStart(), "ncclGroupStart");
        for (Gpu &g : gpus) {
            cudaCheck(cudaSetDevice(g.device), "cudaSetDevice");
            cudaCheck(cudaStreamCreateWithFlags(&g.stream, cudaStreamNonBlocking),
                      "cudaStreamCreate");
            cudaCheck(cudaMalloc(&g.send, std::size_t(big.send) * sizeof(float)), "cudaMalloc");
            cudaCheck(cudaMalloc(&g.recv, std::size_t(big.recv) * sizeof(float)), "cudaMalloc");
            cudaCheck(cudaMalloc(&g.slot, sizeof(double)), "cudaMalloc");
            ncclCheck(ncclCommInitRank(&g.comm, nTotal, id, g.rank), "ncclCommInitRank");
        }
        ncclCheck(ncclGroupEnd(), "ncclGroupEnd");

        const double factorBw = results::busBwFactor(coll, nTotal).value_or(1.0);
        int rows = 0;
        qint64 wrongTotal = 0;
        for (qint64 bytes = minBytes; bytes <= maxBytes; bytes *= factor) {
            const Counts k = countsFor(coll, bytes, nTotal);
            QJsonObject halves[2];
            for (int half = 0; half < 2; ++half) {
                const bool inPlace = half == 1;
                fillInputs(coll, gpus, k, inPlace);
                runAll(coll, gpus, nTotal, k, inPlace, warmup);
                syncAll(gpus);
                const auto t0 = std::chrono::steady_clock::now();
                runAll(coll, gpus, nTotal, k, inPlace, iters);
                syncAll(gpus);
                const double us =
                    std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0)
                        .count() /
                    iters;
                // Average the time over all ranks, as nccl-tests does by default (-a 1).
                const double avgUs = averageOverRanks(gpus, us, nTotal);
                qint64 wrong = -1;
                if (doCheck) {
                    fillInputs(coll, gpus, k, inPlace);
                    runAll(coll, gpus, nTotal, k, inPlace, 1);
                    syncAll(gpus);
                    wrong = check(coll, gpus, nTotal, k, inPlace);
                    wrongTotal += wrong;
                }
                const double algbw = avgUs > 0 ? double(k.size) / (avgUs * 1e-6) / 1e9 : 0;
                halves[half] = {{QStringLiteral("time_us"), avgUs},
                                {QStringLiteral("algbw"), algbw},
                                {QStringLiteral("busbw"), algbw * factorBw},
                                {QStringLiteral("wrong"), double(wrong)}};
            }
            // Each rank writes its own wrong count; rank 0 writes the rows.
            if (ri.rank == 0) {
                out.emitEvent(EventKind::Row,
                              {{QStringLiteral("collective"), results::toString(coll)},
                               {QStringLiteral("size"), double(k.size)},
                               {QStringLiteral("count"), double(k.send)},
                               {QStringLiteral("type"), QStringLiteral("float")},
                               {QStringLiteral("redop"),
                                coll == Collective::AllReduce || coll == Collective::ReduceScatter
                                    ? QStringLiteral("sum")
                                    : QStringLiteral("none")},
                               {QStringLiteral("root"), coll == Collective::Broadcast ? 0 : -1},
                               {QStringLiteral("oop"), halves[0]},
                               {QStringLiteral("ip"), halves[1]}});
            }
            ++rows;
            if (bytes > maxBytes / factor)
                break;
        }
        for (Gpu &g : gpus) {
            cudaSetDevice(g.device);
            ncclCommDestroy(g.comm);
            cudaFree(g.send);
            cudaFree(g.recv);
            cudaFree(g.slot);
            cudaStreamDestroy(g.stream);
        }
        out.finished(
            wrongTotal > 0 ? QStringLiteral("failed") : QStringLiteral("ok"),
            {{QStringLiteral("rows"), rows}, {QStringLiteral("wrong"), double(wrongTotal)}});
        return wrongTotal > 0 ? ExitCheckFailed : ExitOk;
    } catch (const Error &e) {
        out.error(QStringLiteral("nccl"), e.message());
        out.finished(QStringLiteral("failed"));
        return ExitRuntime;
    }
}

} // namespace ry::probe::tool
