#!/usr/bin/env bash
# Installs the Debian 12 packages Railyard builds, tests and runs with. Idempotent: packages
# already present are not fetched again. Needs root (or sudo) and the Debian archive.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config git file dpkg-dev
    qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite libqt6opengl6-dev libxkbcommon-dev
    qt6-svg-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n libgl-dev
    libsqlite3-dev sqlite3 libboost-graph-dev libyaml-cpp-dev libyaml-dev libgtest-dev libgmock-dev
    fonts-nanum xvfb xauth libqrencode-dev
    slurmctld slurmd slurm-client munge openmpi-bin openssh-server openssh-client iproute2
    # .ci/run: the clang 14 sanitizer and fuzz build (libclang-rt: ASan, UBSan, libFuzzer),
    # the format and tidy checks
    clang clang-14 libclang-rt-14-dev clang-format-14 clang-tidy-14 python3 binutils
    # tst_hostile: the real consumers of the exported deploy files
    udev bind9-utils dnsmasq-base ansible-core util-linux
    # tst_ipconsumers: a DHCP exchange against the exported Kea and dnsmasq configurations
    kea-dhcp4-server udhcpc
    # tst_planconsumers: the plan PDFs read by poppler, the .topo and IBNL files by ibdmchk
    poppler-utils ibutils
    # ctest -L fabric-sim: the simulated InfiniBand fabric of tst_verify's Fabric16.* and
    # Fabric255.* (ibsim, ibsim-run; ibnetdiscover, iblinkinfo; opensm for LIDs), and the LLDP
    # fabric in network namespaces (lldpd, ethtool), and tst_lldp_fabric and the live
    # cabling collection tests
    ibsim-utils infiniband-diags opensm lldpd ethtool
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages present"
    exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
