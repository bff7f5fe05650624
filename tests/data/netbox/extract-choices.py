#!/usr/bin/env python3
"""Write choices-<version>.json: the NetBox choice values Railyard's NetBox CSV export writes.

Usage: extract-choices.py NETBOX_GIT_DIR COMMIT > choices.json

Reads netbox/dcim/choices.py, netbox/ipam/choices.py, netbox/netbox/choices.py and netbox/dcim/constants.py at COMMIT of a
netbox-community/netbox clone (with `git show`, so a bare mirror works) and keeps, for each
ChoiceSet class listed below, its values in file order (nested groups flattened), plus the
cable termination rules of dcim/constants.py. Only the standard library is used (ast).
"""
import ast
import json
import subprocess
import sys

DCIM = [
    "SiteStatusChoices", "LocationStatusChoices", "RackStatusChoices", "RackWidthChoices",
    "DeviceFaceChoices", "DeviceStatusChoices", "DeviceAirflowChoices", "ConsolePortTypeChoices",
    "PowerPortTypeChoices", "PowerOutletTypeChoices", "InterfaceTypeChoices", "PortTypeChoices",
    "CableTypeChoices", "LinkStatusChoices", "CableLengthUnitChoices",
]
NETBOX = ["WeightUnitChoices"]
IPAM = ["PrefixStatusChoices", "IPAddressStatusChoices"]


def show(git_dir, commit, path):
    return subprocess.check_output(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"],
                                   text=True)


def values(cls):
    consts = {}
    for node in cls.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Constant)):
            consts[node.targets[0].id] = node.value.value
    choices = None
    for node in cls.body:
        if (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id == "CHOICES"):
            choices = node.value
    out = []

    def resolve(e):
        if isinstance(e, ast.Constant):
            return e.value
        if isinstance(e, ast.Name) and e.id in consts:
            return consts[e.id]
        return None

    def walk(e):
        if not isinstance(e, (ast.Tuple, ast.List)):
            return
        elts = e.elts
        if (len(elts) == 2 and not isinstance(elts[0], (ast.Tuple, ast.List))
                and isinstance(elts[1], (ast.Tuple, ast.List))):
            walk(elts[1])  # (group label, (choices...))
            return
        v = resolve(elts[0]) if elts else None
        if v is not None and len(elts) >= 2 and not isinstance(elts[0], (ast.Tuple, ast.List)):
            out.append(v)
            return
        for x in elts:
            walk(x)

    walk(choices)
    return out


def classes(src, names):
    tree = ast.parse(src)
    found = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    return {name: values(found[name]) for name in names}


def main():
    git_dir, commit = sys.argv[1], sys.argv[2]
    release = show(git_dir, commit, "netbox/release.yaml")
    version = [l.split(":", 1)[1].strip().strip('"') for l in release.splitlines()
               if l.startswith("version:")][0]
    data = {
        "source": "https://github.com/netbox-community/netbox",
        "version": version,
        "commit": commit,
        "files": ["netbox/dcim/choices.py", "netbox/ipam/choices.py", "netbox/netbox/choices.py",
                  "netbox/dcim/constants.py"],
    }
    data.update(classes(show(git_dir, commit, "netbox/dcim/choices.py"), DCIM))
    data.update(classes(show(git_dir, commit, "netbox/ipam/choices.py"), IPAM))
    data.update(classes(show(git_dir, commit, "netbox/netbox/choices.py"), NETBOX))
    consts = ast.parse(show(git_dir, commit, "netbox/dcim/constants.py"))
    for node in consts.body:
        if (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id == "COMPATIBLE_TERMINATION_TYPES"):
            data["COMPATIBLE_TERMINATION_TYPES"] = ast.literal_eval(node.value)
    json.dump(data, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
