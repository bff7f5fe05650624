#!/usr/bin/env python3
"""Writes resources/examples/small-cluster.yaml: the hand-checked small example design.

Two racks, four HGX B200 nodes (8 compute rails each, InfiniBand NDR), two QM9700 leaves (rails
0-3 on leaf-01, rails 4-7 on leaf-02), one SN2201 management switch, 32 compute cables, 4 BMC
cables and the BMC addresses. The script only seeds the file; `railyard-cli export` then gives
it its canonical form (the file in the repository is that canonical form).
"""
import sys

def q(s):
    return '"' + s + '"'

out = []
w = out.append
w("railyard: 1")
w("name: Small example cluster")
w("description: Two racks, four HGX B200 nodes on an 8-rail NDR fabric with two leaves.")
w("device_types:")
# HGX B200 node: figures from docs/references/fabric.md §3.2 (DGX B200
# datasheet: 8x B200, 1,440 GB HBM3e, ~14.3 kW max, 10U; 8x ConnectX-7 400G single-port OSFP).
w("  - slug: nvidia-hgx-b200")
w("    manufacturer: Nvidia")
w("    model: HGX B200")
w("    u_height: 10")
w("    weight_kg: 142")
w("    airflow: front-to-rear")
w("    power_max_w: 14300")
w("    gpu_model: B200")
w("    gpu_count: 8")
w("    gpu_fp64_tflops: 37")
w("    gpu_bf16_tflops: 2250")
w("    nvlink_gbps: 900")
w("    ports:")
for i in range(8):
    w(f"      - {{name: ib{i}, type: infiniband-ndr, speed_gbps: 400}}")
w("      - {name: bmc, type: 1000base-t, speed_gbps: 1, mgmt_only: true}")
w("  - slug: nvidia-qm9700")
w("    manufacturer: Nvidia")
w("    model: QM9700")
w("    weight_kg: 14.8")
w("    airflow: rear-to-front")
w("    power_max_w: 1720")
w("    radix: 64")
w("    port_speed_gbps: 400")
w("    ports:")
for cage in range(1, 33):
    for half in (1, 2):
        w(f"      - {{name: P{cage}.{half}, type: infiniband-ndr, speed_gbps: 400}}")
w("      - {name: mgmt0, type: 1000base-t, speed_gbps: 1, mgmt_only: true}")
w("  - slug: nvidia-sn2201")
w("    manufacturer: Nvidia")
w("    model: SN2201")
w("    full_depth: false")
w("    power_max_w: 98")
w("    ports:")
for p in range(1, 49):
    w(f"      - {{name: swp{p}, type: 1000base-t, speed_gbps: 1}}")
w("      - {name: eth0, type: 1000base-t, speed_gbps: 1, mgmt_only: true}")
w("sites:")
w("  - name: dc1")
w("    description: Example data centre")
w("    rooms:")
w("      - name: hall-a")
w("        rows:")
w("          - name: row-1")
w("            racks:")
w("              - {name: A01, position: 0, power_budget_w: 35000, role: compute}")
w("              - {name: A02, position: 1, power_budget_w: 35000, role: compute}")
w("planes:")
w("  - name: compute")
w("    kind: compute")
w("    technology: infiniband-ndr")
w("    speed_gbps: 400")
w("    rails:")
for r in range(8):
    w(f"      - {{index: {r}, name: rail{r}}}")
w("  - name: oob")
w("    kind: oob")
w("    technology: ethernet-1g")
w("    speed_gbps: 1")
w("    vrf: oob")
w("devices:")
nodes = []
for i in range(4):
    name = f"node{i+1:02d}"
    rack = "A01" if i < 2 else "A02"
    pos = 2 + (i % 2) * 10
    nodes.append(name)
    w(f"  - name: {name}")
    w("    role: gpu-node")
    w("    type: nvidia-hgx-b200")
    w(f"    rack: {rack}")
    w(f"    position: {pos}")
    w(f"    serial: SN-B200-{1000+i}")
    w("    su: 0")
    w("    ports:")
    for r in range(8):
        bus = ["1b", "2a", "3d", "4c", "9b", "aa", "bd", "cc"][r]
        w(f"      - {{name: ib{r}, rail: {r}, plane: compute, pci_address: '0000:{bus}:00.0', "
          f"if_name: ib{r}, guid: 'b8cef603{i+1:02x}{r:02x}{r:04x}'}}")
    w("      - {name: bmc, plane: oob}")
for j, rack in enumerate(("A01", "A02")):
    w(f"  - name: leaf-{j+1:02d}")
    w("    role: leaf")
    w("    type: nvidia-qm9700")
    w(f"    rack: {rack}")
    w("    position: 40")
w("  - name: mgmt-01")
w("    role: mgmt-switch")
w("    type: nvidia-sn2201")
w("    rack: A01")
w("    position: 42")
w("cables:")
n = 0
for i, node in enumerate(nodes):
    for r in range(8):
        leaf = "leaf-01" if r < 4 else "leaf-02"
        # node i, rail r -> leaf port: cage (r%4)+1, half i... keep rails grouped per cage
        cage = (r % 4) * 2 + 1 + i // 2
        half = i % 2 + 1
        n += 1
        length = 2 if (leaf == "leaf-01") == (i < 2) else 5
        medium = "dac" if length <= 3 else "aoc"
        w(f"  - label: C{n:04d}")
        w(f"    a: [{node}, ib{r}]")
        w(f"    b: [{leaf}, P{cage}.{half}]")
        w(f"    medium: {medium}")
        w(f"    length_m: {length}")
for i, node in enumerate(nodes):
    n += 1
    w(f"  - label: C{n:04d}")
    w(f"    a: [{node}, bmc]")
    w(f"    b: [mgmt-01, swp{i+1}]")
    w("    medium: copper")
    w(f"    length_m: {2 if i < 2 else 5}")
    w("    colour: blue")
w("prefixes:")
w("  - {prefix: 10.200.0.0/24, vrf: oob, plane: oob, purpose: bmc, gateway: 10.200.0.1}")
w("ip_addresses:")
for i, node in enumerate(nodes):
    w(f"  - {{address: 10.200.0.{11+i}/24, vrf: oob, prefix: 10.200.0.0/24, device: {node}, "
      f"interface: bmc, dns_name: {node}-bmc.dc1.example}}")
sys.stdout.write("\n".join(out) + "\n")
