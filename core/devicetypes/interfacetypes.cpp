#include "interfacetypes.h"

#include <QRegularExpression>

#include <array>
#include <utility>

namespace ry::devicetypes {

namespace {

// InfiniBand link rates of a 4x port (the width every NetBox `infiniband-*` type means and every
// switch and HCA of the last decade uses). Source: InfiniBand Trade Association, "InfiniBand
// Roadmap" and IBTA Architecture Specification Vol. 2 (physical layer), and NVIDIA's networking
// documentation ("InfiniBand link speeds": SDR 10, DDR 20, QDR 40, FDR10 40, FDR 56, EDR 100,
// HDR 200, NDR 400, XDR 800 Gb/s for 4x). FDR10 runs FDR signalling with 64b/66b at 10 Gb/s per
// lane, hence the same 40 Gb/s as QDR.
constexpr std::array<std::pair<const char *, double>, 9> kInfiniBand{{
    {"infiniband-sdr", 10},
    {"infiniband-ddr", 20},
    {"infiniband-qdr", 40},
    {"infiniband-fdr10", 40},
    {"infiniband-fdr", 56},
    {"infiniband-edr", 100},
    {"infiniband-hdr", 200},
    {"infiniband-ndr", 400},
    {"infiniband-xdr", 800},
}};

// Medium implied by an Ethernet PMD code (the part after "base-" when it is not "x-<cage>").
std::optional<Medium> mediumOfPmd(const QString &pmd)
{
    auto starts = [&](const char *p) { return pmd.startsWith(QLatin1String(p)); };
    if (starts("t")) // T, TX, T1: twisted pair
        return Medium::Copper;
    if (starts("lfx"))
        return Medium::SMF;
    if (starts("fx") || starts("sr") || starts("vr"))
        return Medium::MMF;
    if (starts("dr") || starts("fr") || starts("lr") || starts("er") || starts("zr"))
        return Medium::SMF;
    if (starts("cr") || starts("cx"))
        return Medium::DAC;
    return std::nullopt; // KR/KX/KP (backplane) and anything newer
}

} // namespace

InterfaceTypeInfo interfaceTypeInfo(const QString &slugIn)
{
    const QString slug = slugIn.trimmed().toLower();
    InterfaceTypeInfo info;

    if (slug == QLatin1String("virtual") || slug == QLatin1String("lag") ||
        slug == QLatin1String("bridge")) {
        info.known = true;
        info.family = InterfaceFamily::Virtual;
        return info;
    }

    for (const auto &[name, rate] : kInfiniBand) {
        if (slug == QLatin1String(name)) {
            info.known = true;
            info.physical = true;
            info.family = InterfaceFamily::InfiniBand;
            info.speedGbps = rate;
            return info;
        }
    }

    // <N>(g|m|t)base-<rest>; no unit means Mb/s ("1000base-t", "100base-tx").
    static const QRegularExpression ethernet(
        QStringLiteral("^(\\d+(?:\\.\\d+)?)([gmt]?)base-([a-z0-9][a-z0-9.-]*)$"));
    const QRegularExpressionMatch m = ethernet.match(slug);
    if (!m.hasMatch())
        return info;

    bool ok = false;
    const double n = m.captured(1).toDouble(&ok);
    if (!ok || n <= 0)
        return info;
    const QString unit = m.captured(2);
    double scale = 0.001; // Mb/s
    if (unit == QLatin1String("g"))
        scale = 1;
    else if (unit == QLatin1String("t"))
        scale = 1000;

    info.known = true;
    info.physical = true;
    info.family = InterfaceFamily::Ethernet;
    info.speedGbps = n * scale;

    const QString rest = m.captured(3);
    if (rest.startsWith(QLatin1String("x-"))) {
        info.formFactor = rest.mid(2);
    } else {
        info.medium = mediumOfPmd(rest);
        if (rest == QLatin1String("t") || rest == QLatin1String("tx"))
            info.formFactor = QStringLiteral("rj45");
    }
    return info;
}

} // namespace ry::devicetypes
