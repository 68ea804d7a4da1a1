#!/usr/bin/env python3
"""Checks the dependency rule (ARCHITECTURE.md) on the package's target graph.

Reads `swift package describe --type json` on stdin and fails (exit 1), naming
the offending target, when:
- a single-front executable links the other toolkit, its screens or the Bridge
  (the proof that the legacy front can be deleted);
- the front-neutral layers (App, Migration, the command line) link a toolkit
  or the Bridge;
- the generic engine (Migration, MigrationTesting) links the sample app
  (App, AppCore, SampleMigration) — it must work for any app;
- CoreRuntime links anything of this package, or AppCore anything but CoreRuntime
  (the sample's core sits on the generic runtime, reactive streams included, and
  nothing else);
- RxLegacyUI links anything but the legacy toolkit, CoreRuntime and what they sit
  on (the stream bindings are the legacy front's).
"""
import json
import sys

package = json.load(sys.stdin)
targets = {target["name"]: target for target in package["targets"]}


def closure(name):
    seen = set()
    stack = [name]
    while stack:
        for dependency in targets[stack.pop()].get("target_dependencies", []):
            if dependency not in seen:
                seen.add(dependency)
                stack.append(dependency)
    return seen


rules = {
    "strangler-legacy": {
        "DeclarativeUI", "DeclarativeScreens", "DeclarativeShells", "DeclarativeFront", "Bridge", "BridgedFronts",
    },
    "strangler-declarative": {
        "LegacyUI", "LegacyScreens", "LegacyShells", "LegacyFront", "Bridge", "BridgedFronts", "RxLegacyUI",
    },
    "LegacyShells": {"DeclarativeUI", "Bridge", "App", "AppCore", "SampleMigration"},
    "DeclarativeShells": {"LegacyUI", "Bridge", "App", "AppCore", "SampleMigration"},
    "App": {"LegacyUI", "DeclarativeUI", "Bridge", "LegacyScreens", "DeclarativeScreens"},
    "Migration": {
        "LegacyUI", "DeclarativeUI", "Bridge", "LegacyScreens", "DeclarativeScreens", "BridgedFronts", "App", "AppCore",
        "SampleMigration", "LegacyFront", "DeclarativeFront",
    },
    "MigrationTesting": {"App", "AppCore", "SampleMigration", "LegacyUI", "DeclarativeUI", "Bridge"},
    "SampleMigration": {"LegacyUI", "DeclarativeUI", "Bridge", "LegacyScreens", "DeclarativeScreens", "BridgedFronts"},
    # The command line is a product for any app: it links neither a toolkit nor the sample.
    "StranglerCommands": {"LegacyUI", "DeclarativeUI", "Bridge", "BridgedFronts", "App", "AppCore", "SampleMigration"},
    "LegacyUI": {"DeclarativeUI", "AppCore", "RxLegacyUI"},
    "RxLegacyUI": {"DeclarativeUI", "AppCore", "App", "Bridge"},
    "DeclarativeScreens": {"LegacyUI", "RxLegacyUI", "Bridge"},
    "DeclarativeUI": {"LegacyUI", "AppCore"},
}
failed = False
for target, forbidden in rules.items():
    links = closure(target)
    bad = sorted(links & forbidden)
    print(f"{target}: links {', '.join(sorted(links)) or 'nothing of this package'}")
    if bad:
        print(f"error: {target} must not link {', '.join(bad)}", file=sys.stderr)
        failed = True
if closure("CoreRuntime"):
    print("error: CoreRuntime must import nothing of this package", file=sys.stderr)
    failed = True
if closure("AppCore") - {"CoreRuntime"}:
    print("error: AppCore must import nothing of this package but CoreRuntime", file=sys.stderr)
    failed = True
if closure("RxLegacyUI") - {"CoreRuntime", "LegacyUI", "ScreenLayer", "TextSurface"}:
    print("error: RxLegacyUI must import only the runtime and the legacy toolkit", file=sys.stderr)
    failed = True
sys.exit(1 if failed else 0)
