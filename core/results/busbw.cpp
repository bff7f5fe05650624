#include "busbw.h"

#include <algorithm>
#include <cmath>

namespace ry::results {

double printedRounding(double v)
{
    const double a = std::fabs(v);
    if (a < 1000)
        return 0.005;
    if (a < 10000)
        return 0.05;
    return 0.5;
}

namespace {

} // namespace

std::optional<int> inferRankCount(Collective collective, const std::vector<BenchmarkRow> &rows)
{
    const bool twice = collective == Collective::AllReduce;
    const auto f4 = busBwFactor(collective, 4);
    if (!f4 || *f4 == 1.0)
        return std::nullopt; // unknown collective, or factor 1 for every n

    std::vector<std::pair<double, double>> samples; // algbw, busbw
    for (const BenchmarkRow &r : rows) {
        for (const BenchmarkMeasurement *m : {&r.outOfPlace, &r.inPlace}) {
            if (m->algbwGBps && m->busbwGBps && *m->algbwGBps >= 1.0)
                samples.emplace_back(*m->algbwGBps, *m->busbwGBps);
        }
    }
    if (samples.empty())
        return std::nullopt;
    const auto best = *std::max_element(samples.begin(), samples.end());
    const double ratio = best.second / best.first;
    // factor = k(n-1)/n  =>  n = k / (k - ratio), k = 2 for all_reduce, 1 otherwise.
    const double k = twice ? 2.0 : 1.0;
    if (ratio >= k || ratio <= 0)
        return std::nullopt;
    const double estimate = k / (k - ratio);
    if (!std::isfinite(estimate) || estimate > 1e6)
        return std::nullopt;

    std::optional<int> found;
    const int lo = std::max(2, int(std::floor(estimate)) - 3);
    const int hi = int(std::ceil(estimate)) + 3;
    for (int n = lo; n <= hi; ++n) {
        const double f = *busBwFactor(collective, n);
        const bool fits = std::all_of(samples.begin(), samples.end(), [f](const auto &s) {
            const double tolerance = f * printedRounding(s.first) + printedRounding(s.second);
            return std::fabs(s.first * f - s.second) <= tolerance + 1e-9;
        });
        if (fits) {
            if (found)
                return std::nullopt; // ambiguous
            found = n;
        }
    }
    return found;
}

std::optional<Plateau> largeMessagePlateau(const std::vector<BenchmarkRow> &rows,
                                           const PlateauOptions &options)
{
    qint64 largest = -1;
    for (const BenchmarkRow &r : rows) {
        if (r.outOfPlace.busbwGBps)
            largest = std::max(largest, r.sizeBytes);
    }
    if (largest < 0)
        return std::nullopt;
    const double factor = options.sizeFactor >= 1.0 ? options.sizeFactor : 1.0;
    const double threshold = double(largest) / factor;

    Plateau p;
    p.fromBytes = largest;
    p.toBytes = largest;
    std::vector<double> samples;
    for (const BenchmarkRow &r : rows) {
        if (!r.outOfPlace.busbwGBps || double(r.sizeBytes) < threshold)
            continue;
        ++p.rowCount;
        p.fromBytes = std::min(p.fromBytes, r.sizeBytes);
        samples.push_back(*r.outOfPlace.busbwGBps);
        if (options.includeInPlace && r.inPlace.busbwGBps)
            samples.push_back(*r.inPlace.busbwGBps);
    }
    std::sort(samples.begin(), samples.end());
    const std::size_t n = samples.size();
    p.sampleCount = int(n);
    p.busbwGBps = n % 2 == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2.0;
    p.maxBusbwGBps = samples.back();
    return p;
}

std::optional<Plateau> largeMessagePlateau(const BenchmarkRun &run, const PlateauOptions &options)
{
    return largeMessagePlateau(run.rows, options);
}

} // namespace ry::results
