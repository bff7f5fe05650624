#!/usr/bin/env python3
"""Write a small subset of NetBox's public demo data in the shape of NetBox's REST API.

Usage: make-demo-subset.py DEMO_DATA_GIT_DIR COMMIT OUT_DIR

Source: netbox-community/netbox-demo-data, file json/netbox-demo-v3.6.json at COMMIT (a Django
`dumpdata` of the demo instance, NetBox v3.6; read with `git show`, so a bare mirror works).
That dump is not what the REST API returns, so this script rebuilds the API's shape from it:
one file per endpoint (sites.json for GET /api/dcim/sites/, ...), each a page
{"count", "next", "previous", "results"}; related objects nested as the API's brief objects
({"id", "name", "slug"}, a device type with its manufacturer, a rack {"id", "name"}); choice
fields as {"value": ...} (the API adds "label", which is left out); cables with
"a_terminations"/"b_terminations" lists of {"object_type", "object_id", "object"}. Only the
fields Railyard reads and a few more are kept. The values are the dump's, unchanged.

The subset: sites DM-Akron (pk 2) and MDF (pk 21), their locations, racks, devices, the device
types, roles and manufacturers those use, every interface, front, rear, console and power port
and outlet of those devices, and the cables whose every termination is on those devices.
interfaces.json is split into two pages (interfaces.json, interfaces-2.json) as the API pages.
"""
import collections
import json
import os
import subprocess
import sys

SITES = {2, 21}
PAGE = 500


def main():
    git_dir, commit, out = sys.argv[1], sys.argv[2], sys.argv[3]
    dump = json.loads(subprocess.check_output(
        ["git", "--git-dir", git_dir, "show", f"{commit}:json/netbox-demo-v3.6.json"]))
    by = collections.defaultdict(dict)
    for o in dump:
        if "pk" in o:
            by[o["model"]][o["pk"]] = o["fields"]
    os.makedirs(out, exist_ok=True)

    def choice(v):
        return {"value": v} if v not in (None, "") else None

    def brief(model, pk, *keys):
        if pk is None:
            return None
        f = by[model][pk]
        b = {"id": pk}
        for k in keys:
            b[k] = f[k]
        return b

    def num(v):
        return float(v) if v not in (None, "") else None

    def write(name, results, page=None):
        results = sorted(results, key=lambda r: r["id"])
        pages = [results] if not page else [results[i:i + page]
                                             for i in range(0, len(results), page)]
        endpoint = name.replace("-", "-")
        for i, p in enumerate(pages):
            fn = f"{name}.json" if i == 0 else f"{name}-{i + 1}.json"
            nxt = None
            if i + 1 < len(pages):
                nxt = (f"https://demo.netbox.dev/api/dcim/{endpoint}/?limit={page}"
                       f"&offset={(i + 1) * page}")
            prev = None
            if i > 0:
                prev = f"https://demo.netbox.dev/api/dcim/{endpoint}/?limit={page}"
                if i > 1:
                    prev += f"&offset={(i - 1) * page}"
            with open(os.path.join(out, fn), "w", encoding="utf-8") as f:
                json.dump({"count": len(results), "next": nxt, "previous": prev, "results": p},
                          f, indent=1, ensure_ascii=False)
                f.write("\n")

    site = lambda pk: brief("dcim.site", pk, "name", "slug")
    write("sites", [{"id": pk, "name": f["name"], "slug": f["slug"], "status": choice(f["status"]),
                     "facility": f["facility"], "description": f["description"]}
                    for pk, f in by["dcim.site"].items() if pk in SITES])
    locs = {pk: f for pk, f in by["dcim.location"].items() if f["site"] in SITES}
    write("locations", [{"id": pk, "name": f["name"], "slug": f["slug"], "site": site(f["site"]),
                         "parent": brief("dcim.location", f["parent"], "name", "slug"),
                         "status": choice(f["status"]), "description": f["description"]}
                        for pk, f in locs.items()])
    racks = {pk: f for pk, f in by["dcim.rack"].items() if f["site"] in SITES}
    write("racks", [{"id": pk, "name": f["name"], "site": site(f["site"]),
                     "location": brief("dcim.location", f["location"], "name", "slug"),
                     "status": choice(f["status"]),
                     "role": brief("dcim.rackrole", f["role"], "name", "slug"),
                     "width": choice(f["width"]), "u_height": f["u_height"],
                     "description": f["description"]}
                    for pk, f in racks.items()])
    devs = {pk: f for pk, f in by["dcim.device"].items() if f["site"] in SITES}
    types = {f["device_type"] for f in devs.values()}
    maker = lambda pk: brief("dcim.manufacturer", pk, "name", "slug")

    def dtype(pk):
        f = by["dcim.devicetype"][pk]
        return {"id": pk, "manufacturer": maker(f["manufacturer"]), "model": f["model"],
                "slug": f["slug"]}

    write("device-types", [{"id": pk, "manufacturer": maker(f["manufacturer"]),
                            "model": f["model"], "slug": f["slug"],
                            "part_number": f["part_number"], "u_height": num(f["u_height"]),
                            "is_full_depth": f["is_full_depth"], "airflow": choice(f["airflow"]),
                            "weight": num(f["weight"]), "weight_unit": choice(f["weight_unit"]),
                            "comments": f["comments"]}
                           for pk, f in by["dcim.devicetype"].items() if pk in types])
    write("devices", [{"id": pk, "name": f["name"], "device_type": dtype(f["device_type"]),
                       "role": brief("dcim.devicerole", f["role"], "name", "slug"),
                       "site": site(f["site"]),
                       "location": brief("dcim.location", f["location"], "name", "slug"),
                       "rack": brief("dcim.rack", f["rack"], "name"),
                       "position": num(f["position"]), "face": choice(f["face"]),
                       "status": choice(f["status"]), "airflow": choice(f["airflow"]),
                       "serial": f["serial"], "asset_tag": f["asset_tag"],
                       "comments": f["comments"]}
                      for pk, f in devs.items()])
    dev = lambda pk: brief("dcim.device", pk, "name")

    def cable(f):
        return {"id": f["cable"]} if f.get("cable") else None

    common = lambda pk, f: {"id": pk, "device": dev(f["device"]), "name": f["name"],
                            "label": f["label"], "description": f["description"],
                            "cable": cable(f), "mark_connected": f["mark_connected"]}
    ifs = {pk: f for pk, f in by["dcim.interface"].items() if f["device"] in devs}
    write("interfaces", [dict(common(pk, f), type=choice(f["type"]), enabled=f["enabled"],
                              mgmt_only=f["mgmt_only"], speed=f["speed"],
                              mac_address=f["mac_address"])
                         for pk, f in ifs.items()], PAGE)
    rps = {pk: f for pk, f in by["dcim.rearport"].items() if f["device"] in devs}
    write("rear-ports", [dict(common(pk, f), type=choice(f["type"]), positions=f["positions"],
                              color=f["color"])
                         for pk, f in rps.items()])
    fps = {pk: f for pk, f in by["dcim.frontport"].items() if f["device"] in devs}
    write("front-ports", [dict(common(pk, f), type=choice(f["type"]),
                               rear_port=brief("dcim.rearport", f["rear_port"], "name"),
                               rear_port_position=f["rear_port_position"], color=f["color"])
                          for pk, f in fps.items()])
    for model, name in (("dcim.consoleport", "console-ports"),
                        ("dcim.consoleserverport", "console-server-ports"),
                        ("dcim.powerport", "power-ports"), ("dcim.poweroutlet", "power-outlets")):
        rows = []
        for pk, f in by[model].items():
            if f["device"] not in devs:
                continue
            r = dict(common(pk, f), type=choice(f["type"]))
            if model == "dcim.powerport":
                r.update(maximum_draw=f["maximum_draw"], allocated_draw=f["allocated_draw"])
            if model == "dcim.poweroutlet":
                r.update(power_port=brief("dcim.powerport", f["power_port"], "name"),
                         feed_leg=choice(f["feed_leg"]))
            rows.append(r)
        write(name, rows)

    terms = collections.defaultdict(list)
    for pk, t in sorted(by["dcim.cabletermination"].items()):
        terms[t["cable"]].append(t)
    cables = []
    for pk, f in by["dcim.cable"].items():
        ts = terms[pk]
        if not ts or not all(t["_device"] in devs for t in ts):
            continue
        ends = {"A": [], "B": []}
        for t in ts:
            app, model = t["termination_type"]
            obj = by[f"{app}.{model}"][t["termination_id"]]
            ends[t["cable_end"]].append({
                "object_type": f"{app}.{model}", "object_id": t["termination_id"],
                "object": {"id": t["termination_id"], "device": dev(obj["device"]),
                           "name": obj["name"], "cable": pk}})
        cables.append({"id": pk, "type": choice(f["type"]), "a_terminations": ends["A"],
                       "b_terminations": ends["B"], "status": choice(f["status"]),
                       "label": f["label"], "color": f["color"], "length": num(f["length"]),
                       "length_unit": choice(f["length_unit"]),
                       "description": f["description"]})
    write("cables", cables)


if __name__ == "__main__":
    main()
