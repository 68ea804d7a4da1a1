#!/usr/bin/env python3
"""Checks that the public API of every library product mentions only product types.

Usage: swift package describe --type json | scripts/check-public-api.py SYMBOLGRAPH_DIR

SYMBOLGRAPH_DIR is where `swift package dump-symbol-graph` wrote the graphs
(scripts/build-docs.sh prints it). For every library product, every public
symbol of its targets is read from `T.symbols.json` (and `T@Other.symbols.json`,
its extensions of other modules' types); every type its declaration names
(a fragment with a precise identifier) must come from the toolchain or from a
target that is itself in a library product. A public signature naming a
non-product type (the sample's `App`, `SampleMigration`, a front composition)
would compile here and be unusable in another package: it fails, naming the
symbol and the type. It also fails if the generic engine's public API names
the sample's `ModuleID`.
"""
import glob
import json
import os
import re
import sys

package = json.load(sys.stdin)
graphs = sys.argv[1]
targets = {target["name"] for target in package["targets"]}
products = [p for p in package["products"] if "library" in p.get("type", {})]
product_targets = {t for p in products for t in p["targets"]}


def module_of(usr):
    """The module a Swift USR belongs to; None for the standard library or C."""
    if not usr.startswith("s:"):
        return None
    match = re.match(r"s:(\d+)", usr)
    if not match:
        return None  # s:S…, s:s…: the standard library
    length = int(match.group(1))
    start = match.end()
    return usr[start : start + length]


failures = []
checked = 0
for target in sorted(product_targets):
    files = glob.glob(os.path.join(graphs, f"{target}.symbols.json")) + glob.glob(
        os.path.join(graphs, f"{target}@*.symbols.json")
    )
    if not files:
        failures.append(f"{target}: no symbol graph in {graphs}")
        continue
    for path in files:
        with open(path) as f:
            graph = json.load(f)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            checked += 1
            name = ".".join(symbol.get("pathComponents", [])) or symbol["identifier"]["precise"]
            fragments = list(symbol.get("declarationFragments", []))
            signature = symbol.get("functionSignature", {})
            for parameter in signature.get("parameters", []):
                fragments += parameter.get("declarationFragments", [])
            fragments += signature.get("returns", [])
            for fragment in fragments:
                usr = fragment.get("preciseIdentifier")
                if not usr:
                    continue
                module = module_of(usr)
                if module in targets and module not in product_targets:
                    failures.append(
                        f"{target}: public {name} names {fragment['spelling']} from {module}, which is not a product"
                    )
                if target in ("Migration", "MigrationTesting") and fragment.get("spelling") == "ModuleID":
                    failures.append(f"{target}: public {name} names the sample's ModuleID")

for failure in sorted(set(failures)):
    print(f"error: {failure}", file=sys.stderr)
print(f"public API: {checked} public symbols of {len(product_targets)} product targets checked")
sys.exit(1 if failures else 0)
