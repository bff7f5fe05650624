#!/usr/bin/env python3
"""Writes the bundled fabric examples (resources/examples/*.yaml): design files that hold a
`fabric:` spec for `railyard-cli generate`, plus the device types the bundled NetBox library
lacks or gets wrong. Figures and their sources are in comments in the files.

Run from the repository root:  python3 scripts/make-fabric-examples.py
"""
import pathlib

OUT = pathlib.Path("resources/examples")

QM9700 = """  # NVIDIA Quantum-2 QM9700: 32 twin-port OSFP cages = 64 NDR ports, 1U, 1.72 kW max
  # (docs/references/fabric.md §1.6). The NetBox library copy
  # (resources/devicetypes/Nvidia/QM9700.yaml) misses P22.1 and P23.0, so the full port list
  # is given here; it takes precedence over the library by slug.
  - slug: nvidia-qm9700
    manufacturer: Nvidia
    model: QM9700
    weight_kg: 14.8
    airflow: rear-to-front
    power_max_w: 1720
    radix: 64
    port_speed_gbps: 400
    ports:
""" + "".join(f"      - {{name: P{c}.{h}, type: infiniband-ndr, speed_gbps: 400}}\n"
              for c in range(32) for h in range(2)) + \
    "      - {name: mgmt0, type: 1000base-t, speed_gbps: 1, mgmt_only: true}\n"

SN5600_400 = """  # NVIDIA Spectrum-4 SN5600 with its 64 800G OSFP cages split 2x400G (128 x 400GbE), 2U;
  # the library file lists the 64 cages as 800G ports, so the split form is given here.
  - slug: nvidia-sn5600-2x400g
    manufacturer: Nvidia
    model: SN5600 (2x400G split)
    u_height: 2
    power_max_w: 2400
    radix: 128
    port_speed_gbps: 400
    ports:
""" + "".join(f"      - {{name: swp{c}s{h}, type: 400gbase-x-osfp, speed_gbps: 400}}\n"
              for c in range(1, 65) for h in range(2)) + \
    "      - {name: mgmt0, type: 1000base-t, speed_gbps: 1, mgmt_only: true}\n"

HGX_B300 = """  # An 8-GPU XDR node for the 100,000-GPU scale example: 8 x ConnectX-8 800G (XDR) compute
  # ports, 10U. Only the fabric facts matter for this example; GPU FP64 is left unset.
  - slug: example-xdr-8gpu
    manufacturer: Example
    model: 8-GPU XDR node
    u_height: 10
    power_max_w: 14300
    gpu_model: B300
    gpu_count: 8
    ports:
""" + "".join(f"      - {{name: ib{i}, type: infiniband-xdr, speed_gbps: 800}}\n" for i in range(8)) + \
    "      - {name: bmc, type: 1000base-t, speed_gbps: 1, mgmt_only: true}\n"

def write(name, header, types, fabric):
    text = "railyard: 1\n" + header + "device_types:\n" + "".join(types) + "fabric:\n" + fabric
    (OUT / name).write_text(text)

write("kakao-b200-255.yaml",
      "name: Kakao B200 cluster (255 nodes)\n"
      "description: 255 HGX B200 nodes on an 8-rail optimized fat-tree, InfiniBand NDR, as in the\n"
      "  system Railyard grew from (docs/design-notes.md, \"Reference numbers\").\n",
      [QM9700],
      """  name: kakao-b200
  groups:
    - name: b200
      node-type: nvidia-hgx-b200
      count: 255
      cpus-per-node: 2
      name-prefix: gpu
  compute-planes:
    - name: compute
      technology: infiniband-ndr
      topology: rail-optimized-fat-tree
      leaf-type: nvidia-qm9700
      twin-port-switches: true
      node-ports: {type: infiniband-ndr, prefix: ib}
  placement:
    site: kc1
    room: hall-a
    racks-per-row: 18
    power-budget-kw: 30
    network-racks: middle
""")

write("gb200-nvl72-su.yaml",
      "name: GB200 NVL72 scalable unit\n"
      "description: One SU of eight GB200 NVL72 racks (576 GPUs) with its rail-optimized NDR\n"
      "  compute fabric (docs/references/fabric.md §1.5, §3.1).\n",
      [QM9700],
      """  name: gb200-su
  groups:
    - name: gb200
      node-type: nvidia-gb200-nvl72-compute-tray
      count: 144
      cpus-per-node: 2
      name-prefix: tray
  compute-planes:
    - name: compute
      technology: infiniband-ndr
      topology: nvl72
      scale-out: rail-optimized-fat-tree
      leaf-type: nvidia-qm9700
      nodes-per-su: 18
      node-ports: {type: infiniband-ndr, prefix: ib}
  supernode:
    switch-tray-type: nvidia-nvlink-5-switch
  placement:
    site: dc1
    room: hall-b
    rack-units: 48
    power-budget-kw: 150
""")

write("heterogeneous.yaml",
      "name: Heterogeneous cluster (B200, H100, MI300X)\n"
      "description: Three GPU types, each group on its own rails - B200 and H100 on InfiniBand NDR,\n"
      "  MI300X on RoCE 400G.\n",
      [QM9700, SN5600_400],
      """  name: mixed
  groups:
    - name: b200
      node-type: nvidia-hgx-b200
      count: 32
      name-prefix: b200-
    - name: h100
      node-type: nvidia-hgx-h100
      count: 32
      name-prefix: h100-
    - name: mi300x
      node-type: supermicro-as-8125gs-tnmr2
      count: 16
      gpus-per-node: 8
      nics-per-node: 8
      plane: roce
      name-prefix: mi300x-
  compute-planes:
    - name: compute
      technology: infiniband-ndr
      leaf-type: nvidia-qm9700
      node-ports: {type: infiniband-ndr, prefix: ib}
    - name: roce
      technology: roce-400g
      leaf-type: nvidia-sn5600-2x400g
      node-ports: {type: 400gbase-x-qsfp112, prefix: eth}
  placement:
    site: dc2
    room: hall-a
    power-budget-kw: 40
""")

write("scale-100k-gpu.yaml",
      "name: 100,000-GPU scale example\n"
      "description: 12,500 eight-GPU XDR nodes on a three-tier rail-optimized fat-tree of Quantum-X800\n"
      "  Q3400 switches (radix 144), for scale tests of the GUI, the store and the analyses.\n",
      [HGX_B300],
      """  name: scale-100k
  groups:
    - name: xdr
      node-type: example-xdr-8gpu
      count: 12500
      name-prefix: n
  compute-planes:
    - name: compute
      technology: infiniband-xdr
      topology: rail-optimized-fat-tree
      leaf-type: nvidia-q3400-ra
      tiers: 3
      node-ports: {type: infiniband-xdr, prefix: ib}
  placement:
    site: scale
    room: hall-1
    racks-per-row: 40
    power-budget-kw: 60
""")
print("wrote", ", ".join(sorted(p.name for p in OUT.glob("*.yaml"))))
