#include "netboxtypes.h"

#include "util/error.h"

#include <QSet>

#include <initializer_list>
#include <iterator>

namespace ry::netbox {

namespace {

template<typename Range>
QSet<QString> setOf(const Range &values)
{
    QSet<QString> s;
    s.reserve(qsizetype(std::size(values)));
    for (const char *v : values)
        s.insert(QString::fromLatin1(v));
    return s;
}

QSet<QString> setOf(std::initializer_list<const char *> values)
{
    return setOf<std::initializer_list<const char *>>(values);
}

// NetBox dcim/choices.py, InterfaceTypeChoices (NetBox 4.5; docs/references/cmdb.md CMDB-5).
constexpr const char *kInterfaceTypes[] = {
    // Virtual
    "virtual",
    "bridge",
    "lag",
    "channel",
    // FastEthernet
    "100base-fx",
    "100base-lfx",
    "100base-tx",
    "100base-t1",
    // GigabitEthernet
    "1000base-bx10-d",
    "1000base-bx10-u",
    "1000base-cwdm",
    "1000base-cx",
    "1000base-dwdm",
    "1000base-ex",
    "1000base-sx",
    "1000base-lsx",
    "1000base-lx",
    "1000base-lx10",
    "1000base-t",
    "1000base-tx",
    "1000base-zx",
    // 2.5 / 5 Gb/s
    "2.5gbase-t",
    "5gbase-t",
    // 10 Gb/s
    "10gbase-br-d",
    "10gbase-br-u",
    "10gbase-cu",
    "10gbase-cx4",
    "10gbase-er",
    "10gbase-lr",
    "10gbase-lrm",
    "10gbase-lx4",
    "10gbase-sr",
    "10gbase-t",
    "10gbase-zr",
    // 25 Gb/s
    "25gbase-cr",
    "25gbase-er",
    "25gbase-lr",
    "25gbase-sr",
    "25gbase-t",
    // 40 Gb/s
    "40gbase-cr4",
    "40gbase-er4",
    "40gbase-fr4",
    "40gbase-lr4",
    "40gbase-sr4",
    "40gbase-sr4-bd",
    // 50 Gb/s
    "50gbase-cr",
    "50gbase-er",
    "50gbase-fr",
    "50gbase-lr",
    "50gbase-sr",
    // 100 Gb/s
    "100gbase-cr1",
    "100gbase-cr2",
    "100gbase-cr4",
    "100gbase-cr10",
    "100gbase-cwdm4",
    "100gbase-dr",
    "100gbase-fr1",
    "100gbase-er4",
    "100gbase-lr1",
    "100gbase-lr4",
    "100gbase-sr1",
    "100gbase-sr1.2",
    "100gbase-sr2",
    "100gbase-sr4",
    "100gbase-sr10",
    "100gbase-zr",
    // 200 Gb/s
    "200gbase-cr2",
    "200gbase-cr4",
    "200gbase-sr2",
    "200gbase-sr4",
    "200gbase-dr4",
    "200gbase-fr4",
    "200gbase-lr4",
    "200gbase-er4",
    "200gbase-vr2",
    // 400 Gb/s
    "400gbase-cr4",
    "400gbase-dr4",
    "400gbase-er8",
    "400gbase-fr4",
    "400gbase-fr8",
    "400gbase-lr4",
    "400gbase-lr8",
    "400gbase-sr4",
    "400gbase-sr4_2",
    "400gbase-sr8",
    "400gbase-sr16",
    "400gbase-vr4",
    "400gbase-zr",
    // 800 Gb/s
    "800gbase-cr8",
    "800gbase-dr8",
    "800gbase-sr8",
    "800gbase-vr8",
    // 1.6 Tb/s
    "1.6tbase-cr8",
    "1.6tbase-dr8",
    "1.6tbase-dr8-2",
    // Pluggable transceivers (cages)
    "100base-x-sfp",
    "1000base-x-gbic",
    "1000base-x-sfp",
    "2.5gbase-x-sfp",
    "10gbase-x-sfpp",
    "10gbase-x-xfp",
    "10gbase-x-xenpak",
    "10gbase-x-x2",
    "25gbase-x-sfp28",
    "50gbase-x-sfp56",
    "40gbase-x-qsfpp",
    "50gbase-x-sfp28",
    "100gbase-x-cfp",
    "100gbase-x-cfp2",
    "100gbase-x-cfp4",
    "100gbase-x-cxp",
    "100gbase-x-cpak",
    "100gbase-x-dsfp",
    "100gbase-x-sfp112",
    "100gbase-x-sfpdd",
    "100gbase-x-qsfp28",
    "100gbase-x-qsfpdd",
    "200gbase-x-cfp2",
    "200gbase-x-qsfp56",
    "200gbase-x-qsfpdd",
    "400gbase-x-cfp2",
    "400gbase-x-qsfp112",
    "400gbase-x-qsfpdd",
    "400gbase-x-osfp",
    "400gbase-x-osfp-rhs",
    "400gbase-x-cdfp",
    "400gbase-x-cfp8",
    "800gbase-x-qsfpdd",
    "800gbase-x-osfp",
    "1.6tbase-x-osfp1600",
    "1.6tbase-x-osfp1600-rhs",
    "1.6tbase-x-qsfpdd1600",
    // Backplane Ethernet
    "1000base-kx",
    "2.5gbase-kx",
    "5gbase-kr",
    "10gbase-kr",
    "10gbase-kx4",
    "25gbase-kr",
    "40gbase-kr4",
    "50gbase-kr",
    "100gbase-kp4",
    "100gbase-kr2",
    "100gbase-kr4",
    "1.6tbase-kr8",
    // Wireless
    "ieee802.11a",
    "ieee802.11g",
    "ieee802.11n",
    "ieee802.11ac",
    "ieee802.11ad",
    "ieee802.11ax",
    "ieee802.11ay",
    "ieee802.11be",
    "ieee802.15.1",
    "ieee802.15.4",
    "other-wireless",
    // Cellular
    "gsm",
    "cdma",
    "lte",
    "4g",
    "5g",
    // SONET
    "sonet-oc3",
    "sonet-oc12",
    "sonet-oc48",
    "sonet-oc192",
    "sonet-oc768",
    "sonet-oc1920",
    "sonet-oc3840",
    // Fibre Channel
    "1gfc-sfp",
    "2gfc-sfp",
    "4gfc-sfp",
    "8gfc-sfpp",
    "16gfc-sfpp",
    "32gfc-sfp28",
    "32gfc-sfpp",
    "64gfc-qsfpp",
    "64gfc-sfpdd",
    "64gfc-sfpp",
    "128gfc-qsfp28",
    // InfiniBand (1X and 4X slugs)
    "infiniband-sdr",
    "infiniband-ddr",
    "infiniband-qdr",
    "infiniband-fdr10",
    "infiniband-fdr",
    "infiniband-edr",
    "infiniband-hdr",
    "infiniband-ndr",
    "infiniband-xdr",
    "infiniband-sdr-4x",
    "infiniband-ddr-4x",
    "infiniband-qdr-4x",
    "infiniband-fdr10-4x",
    "infiniband-fdr-4x",
    "infiniband-edr-4x",
    "infiniband-hdr-4x",
    "infiniband-ndr-4x",
    "infiniband-xdr-4x",
    // Serial, ATM/DSL, coaxial
    "t1",
    "e1",
    "t3",
    "e3",
    "xdsl",
    "docsis",
    "moca",
    // PON
    "bpon",
    "epon",
    "10g-epon",
    "gpon",
    "xg-pon",
    "xgs-pon",
    "ng-pon2",
    "25g-pon",
    "50g-pon",
    // Stacking
    "cisco-stackwise",
    "cisco-stackwise-plus",
    "cisco-flexstack",
    "cisco-flexstack-plus",
    "cisco-stackwise-80",
    "cisco-stackwise-160",
    "cisco-stackwise-320",
    "cisco-stackwise-480",
    "cisco-stackwise-1t",
    "juniper-vcp",
    "extreme-summitstack",
    "extreme-summitstack-128",
    "extreme-summitstack-256",
    "extreme-summitstack-512",
    "hpe-synergy-interconnect-link",
    // Other
    "other",
};

const QSet<QString> &interfaceTypes()
{
    static const QSet<QString> s = setOf(kInterfaceTypes);
    return s;
}

// NetBox dcim/choices.py, ConsolePortTypeChoices (also used by console server ports).
const QSet<QString> &consoleTypes()
{
    static const QSet<QString> s =
        setOf({"de-9", "db-25", "rj-11", "rj-12", "rj-45", "mini-din-8", "usb-a", "usb-b", "usb-c",
               "usb-mini-a", "usb-mini-b", "usb-micro-a", "usb-micro-b", "usb-micro-ab", "other"});
    return s;
}

// NetBox dcim/choices.py, PowerOutletTypeChoices not also in PowerPortTypeChoices (the
// receptacles; NetBox 4.6.8 has the same 60).
constexpr const char *kReceptacleOnlyTypes[] = {
    "iec-60320-c5",
    "iec-60320-c7",
    "iec-60320-c13",
    "iec-60320-c15",
    "iec-60320-c17",
    "iec-60320-c19",
    "iec-60320-c21",
    "nema-1-15r",
    "nema-5-15r",
    "nema-5-20r",
    "nema-5-30r",
    "nema-5-50r",
    "nema-6-15r",
    "nema-6-20r",
    "nema-6-30r",
    "nema-6-50r",
    "nema-10-30r",
    "nema-10-50r",
    "nema-14-20r",
    "nema-14-30r",
    "nema-14-50r",
    "nema-14-60r",
    "nema-15-15r",
    "nema-15-20r",
    "nema-15-30r",
    "nema-15-50r",
    "nema-15-60r",
    "nema-l1-15r",
    "nema-l5-15r",
    "nema-l5-20r",
    "nema-l5-30r",
    "nema-l5-50r",
    "nema-l6-15r",
    "nema-l6-20r",
    "nema-l6-30r",
    "nema-l6-50r",
    "nema-l10-30r",
    "nema-l14-20r",
    "nema-l14-30r",
    "nema-l14-50r",
    "nema-l14-60r",
    "nema-l15-20r",
    "nema-l15-30r",
    "nema-l15-50r",
    "nema-l15-60r",
    "nema-l21-20r",
    "nema-l21-30r",
    "nema-l22-20r",
    "nema-l22-30r",
    "CS6360C",
    "CS6364C",
    "CS8164C",
    "CS8264C",
    "CS8364C",
    "CS8464C",
    "ita-multistandard",
    "eaton-c39",
    "hdot-cx",
    "neutrik-powercon-20a",
    "neutrik-powercon-32a",
};

const QSet<QString> &receptacleOnlyTypes()
{
    static const QSet<QString> s = setOf(kReceptacleOnlyTypes);
    return s;
}

// NetBox dcim/choices.py, PowerPortTypeChoices (plugs) and PowerOutletTypeChoices (receptacles).
const QSet<QString> &powerTypes()
{
    static const QSet<QString> s = setOf({
        // Power port (plug) types
        "iec-60320-c6",
        "iec-60320-c8",
        "iec-60320-c14",
        "iec-60320-c16",
        "iec-60320-c18",
        "iec-60320-c20",
        "iec-60320-c22",
        "iec-60309-p-n-e-4h",
        "iec-60309-p-n-e-6h",
        "iec-60309-p-n-e-9h",
        "iec-60309-2p-e-4h",
        "iec-60309-2p-e-6h",
        "iec-60309-2p-e-9h",
        "iec-60309-3p-e-4h",
        "iec-60309-3p-e-6h",
        "iec-60309-3p-e-9h",
        "iec-60309-3p-n-e-4h",
        "iec-60309-3p-n-e-6h",
        "iec-60309-3p-n-e-9h",
        "iec-60906-1",
        "nbr-14136-10a",
        "nbr-14136-20a",
        "nema-1-15p",
        "nema-5-15p",
        "nema-5-20p",
        "nema-5-30p",
        "nema-5-50p",
        "nema-6-15p",
        "nema-6-20p",
        "nema-6-30p",
        "nema-6-50p",
        "nema-10-30p",
        "nema-10-50p",
        "nema-14-20p",
        "nema-14-30p",
        "nema-14-50p",
        "nema-14-60p",
        "nema-15-15p",
        "nema-15-20p",
        "nema-15-30p",
        "nema-15-50p",
        "nema-15-60p",
        "nema-l1-15p",
        "nema-l5-15p",
        "nema-l5-20p",
        "nema-l5-30p",
        "nema-l5-50p",
        "nema-l6-15p",
        "nema-l6-20p",
        "nema-l6-30p",
        "nema-l6-50p",
        "nema-l10-30p",
        "nema-l14-20p",
        "nema-l14-30p",
        "nema-l14-50p",
        "nema-l14-60p",
        "nema-l15-20p",
        "nema-l15-30p",
        "nema-l15-50p",
        "nema-l15-60p",
        "nema-l21-20p",
        "nema-l21-30p",
        "nema-l22-20p",
        "nema-l22-30p",
        "cs6361c",
        "cs6365c",
        "cs8165c",
        "cs8265c",
        "cs8365c",
        "cs8465c",
        "ita-c",
        "ita-e",
        "ita-f",
        "ita-ef",
        "ita-g",
        "ita-h",
        "ita-i",
        "ita-j",
        "ita-k",
        "ita-l",
        "ita-m",
        "ita-n",
        "ita-o",
        "usb-a",
        "usb-b",
        "usb-c",
        "usb-mini-a",
        "usb-mini-b",
        "usb-micro-a",
        "usb-micro-b",
        "usb-micro-ab",
        "usb-3-b",
        "usb-3-micro-b",
        "molex-micro-fit-1x2",
        "molex-micro-fit-2x2",
        "molex-micro-fit-2x3",
        "molex-micro-fit-2x4",
        "dc-terminal",
        "saf-d-grid",
        "neutrik-powercon-20",
        "neutrik-powercon-32",
        "neutrik-powercon-true1",
        "neutrik-powercon-true1-top",
        "ubiquiti-smartpower",
        "hardwired",
        "other",
    });
    static const QSet<QString> all = s + receptacleOnlyTypes();
    return all;
}

// NetBox dcim/choices.py, PowerOutletTypeChoices: the receptacles plus the choices it shares
// with PowerPortTypeChoices (USB, Molex, DC, the proprietary plugs, "hardwired", "other").
const QSet<QString> &outletTypes()
{
    static const QSet<QString> s = [] {
        QSet<QString> out = receptacleOnlyTypes();
        for (const char *t :
             {"usb-a", "usb-micro-b", "usb-c", "molex-micro-fit-1x2", "molex-micro-fit-2x2",
              "molex-micro-fit-2x3", "molex-micro-fit-2x4", "dc-terminal", "saf-d-grid",
              "neutrik-powercon-true1", "neutrik-powercon-true1-top", "ubiquiti-smartpower",
              "hardwired", "other"})
            out.insert(QString::fromLatin1(t));
        return out;
    }();
    return s;
}

// NetBox dcim/choices.py, PortTypeChoices (front and rear ports).
const QSet<QString> &passThroughTypes()
{
    static const QSet<QString> s = setOf({
        "8p8c",        "8p6c",         "8p4c",    "8p2c",       "6p6c",       "6p4c",
        "6p2c",        "4p4c",         "4p2c",    "gg45",       "tera-4p",    "tera-2p",
        "tera-1p",     "110-punch",    "bnc",     "f",          "n",          "mrj21",
        "st",          "sc",           "sc-pc",   "sc-upc",     "sc-apc",     "fc",
        "fc-pc",       "fc-upc",       "fc-apc",  "lc",         "lc-pc",      "lc-upc",
        "lc-apc",      "mu",           "mu-pc",   "mu-upc",     "mu-apc",     "mtrj",
        "mpo",         "lsh",          "lsh-pc",  "lsh-upc",    "lsh-apc",    "lx5",
        "lx5-pc",      "lx5-upc",      "lx5-apc", "splice",     "cs",         "sn",
        "mdc",         "sma-905",      "sma-906", "urm-p2",     "urm-p4",     "urm-p8",
        "usb-a",       "usb-b",        "usb-c",   "usb-mini-a", "usb-mini-b", "usb-micro-a",
        "usb-micro-b", "usb-micro-ab", "other",
    });
    return s;
}

} // namespace

bool isComponentType(PortKind kind, const QString &type)
{
    switch (kind) {
    case PortKind::Interface:
        return interfaceTypes().contains(type);
    case PortKind::ConsolePort:
    case PortKind::ConsoleServerPort:
        return consoleTypes().contains(type);
    case PortKind::PowerPort:
        return powerTypes().contains(type);
    case PortKind::PowerOutlet:
        return outletTypes().contains(type);
    case PortKind::FrontPort:
    case PortKind::RearPort:
        return passThroughTypes().contains(type);
    }
    return false;
}

bool isReceptacleOnlyType(const QString &type)
{
    return receptacleOnlyTypes().contains(type);
}

QString componentKindName(PortKind kind)
{
    switch (kind) {
    case PortKind::Interface:
        return Tr::tr("interface");
    case PortKind::ConsolePort:
        return Tr::tr("console port");
    case PortKind::ConsoleServerPort:
        return Tr::tr("console server port");
    case PortKind::PowerPort:
        return Tr::tr("power port");
    case PortKind::PowerOutlet:
        return Tr::tr("power outlet");
    case PortKind::FrontPort:
    case PortKind::RearPort:
        return Tr::tr("front or rear port");
    }
    return {};
}

} // namespace ry::netbox
