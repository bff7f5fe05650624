#pragma once

// NetBox interface type slugs ("400gbase-x-osfp", "infiniband-ndr", "1000base-t", ...) mapped to
// what Railyard needs from them: line rate, cage / connector and cable medium.

#include "model/entities.h"

#include <QString>

#include <optional>

namespace ry::devicetypes {

/// The technology an interface type belongs to.
enum class InterfaceFamily
{
    Unknown,
    Ethernet,
    InfiniBand,
    Virtual
};

/// What an interface type slug says about a port.
struct InterfaceTypeInfo
{
    /// False when the slug is not recognised (or names a technology Railyard does not rate, such
    /// as Fibre Channel, SONET or Wi-Fi); speedGbps is then 0.
    bool known = false;
    /// False for logical interfaces (`virtual`, `lag`, `bridge`): they have no cage and take no
    /// cable. Also false when the slug is unknown.
    bool physical = false;
    InterfaceFamily family = InterfaceFamily::Unknown;
    /// Line rate in Gb/s (docs/design-notes.md "Units and terms"): 400 for 400GBASE, 0.1 for
    /// 100BASE-TX, 400 for InfiniBand NDR 4x. 0 for logical and unknown types.
    double speedGbps = 0;
    /// Cage or connector when the slug names one: "osfp", "qsfp112", "qsfp56", "sfpp", "osfp1600",
    /// "osfp-rhs", "rj45" (BASE-T / BASE-TX). Empty when the slug does not say (InfiniBand types,
    /// PMD types such as "400gbase-dr4").
    QString formFactor;
    /// Cable medium when the slug implies one: Copper for BASE-T, MMF for SR/VR/FX, SMF for
    /// DR/FR/LR/ER/ZR/LFX, DAC for CR/CX4. std::nullopt when the slug leaves it open (a pluggable
    /// cage takes DAC, AOC or optics alike).
    std::optional<Medium> medium;
};

/// Maps a NetBox interface type slug to speed, cage and medium. Never throws.
///
/// Ethernet slugs are parsed generically as `<N>(g|m|t)base-<rest>` (N may be fractional, "1.6t"):
/// no unit or "m" = Mb/s, "g" = Gb/s, "t" = Tb/s; `<rest>` = "x-<cage>" names the cage, otherwise
/// it is a PMD code. InfiniBand slugs `infiniband-sdr` ... `infiniband-xdr` map to the 4x link
/// rates 10/20/40/40/56/100/200/400/800 Gb/s. `virtual`, `lag`, `bridge` are known, not physical,
/// speed 0. The slug is matched case-insensitively, surrounding blanks ignored.
InterfaceTypeInfo interfaceTypeInfo(const QString &slug);

} // namespace ry::devicetypes
