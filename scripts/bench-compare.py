#!/usr/bin/env python3
"""Before and after: the bench figures of two builds, run alternately.

`strangler bench` measures each figure within one process, against code of
the same build. To see what a change does to a figure, both builds must be
measured on the same machine in the same hour, because the machine's own
speed drifts for minutes at a time (docs/benchmarks.md, *Run to run*). This
script runs `bench --json` of the two builds alternately (BEFORE, AFTER,
BEFORE, …) and prints, for every timed figure, the median and range of each
build's runs and the change of the medians.

    scripts/bench-compare.py BEFORE AFTER [--runs 3]

BEFORE and AFTER are `strangler` binaries of release builds of the two trees
(for example a worktree of the base commit, built with
`swift build -c release --product strangler`). Each bench run takes a minute
or two. Byte counts and other exact figures are compared too: any difference
there is a change of behaviour, not of speed, and is printed as such. Exits 1
when a run gives no JSON (the binary failed); a missed target alone does not
fail a run.
"""

import argparse
import json
import re
import statistics
import subprocess
import sys

# The timed figures: every figure the bench gives a spread (its rounds'),
# and the experiment's wall time and linearity, one measurement each.
EXPERIMENT_TIMES = ["experiment.large_wall_s", "experiment.linearity"]

# Exact figures: the same on every run of one build.
EXACT = re.compile(r"(bytes|moves|frames|identical_reports|aa_primary_rejections)")


def leaves(report, prefix=""):
    """Every figure of the report as (dotted key, value), skipping the spreads and the run's settings."""
    for key, value in report.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            if path not in ("spread", "run"):
                yield from leaves(value, path + ".")
        else:
            yield path, value


def figure(report, key):
    """The figure at a dotted key, or None when this build's bench has no such figure."""
    value = report
    for part in key.split("."):
        if not isinstance(value, dict) or part not in value:
            return None
        value = value[part]
    return value


def bench(binary):
    try:
        run = subprocess.run([binary, "bench", "--json"], capture_output=True, text=True)
    except OSError as error:
        sys.exit(f"bench-compare: cannot run {binary}: {error.strerror}")
    try:
        return json.loads(run.stdout)
    except json.JSONDecodeError:
        sys.exit(f"bench-compare: {binary} bench --json gave no JSON (exit {run.returncode}): {run.stderr.strip()}")


def main():
    parser = argparse.ArgumentParser(description="Compare the bench figures of two builds, run alternately.")
    parser.add_argument("before", help="the strangler binary before the change")
    parser.add_argument("after", help="the strangler binary after it")
    parser.add_argument("--runs", type=int, default=3, help="bench runs of each build (default 3)")
    arguments = parser.parse_args()
    if arguments.runs < 1:
        parser.error("--runs must be at least 1")

    reports = {"before": [], "after": []}
    for run in range(arguments.runs):
        for side in ("before", "after"):
            print(f"run {run + 1} of {arguments.runs}: {side}", file=sys.stderr, flush=True)
            reports[side].append(bench(getattr(arguments, side)))

    first = (reports["before"][0], reports["after"][0])
    # Figures of either build, in the bench's order; one only a build has is named, not compared.
    timed = list(dict.fromkeys([*first[0].get("spread", {}), *first[1].get("spread", {}), *EXPERIMENT_TIMES]))
    print(f"{'figure':44} {'before (low-high)':>26} {'after (low-high)':>26} {'change':>8}")
    for key in timed:
        if any(figure(report, key) is None for side in reports for report in reports[side]):
            print(f"{key}: not measured by both builds")
            continue
        sides = {side: [float(figure(report, key)) for report in reports[side]] for side in reports}
        before, after = (statistics.median(sides[side]) for side in ("before", "after"))
        change = (after - before) / before * 100 if before else 0
        cells = [
            f"{statistics.median(values):.3f} ({min(values):.3f}-{max(values):.3f})"
            for values in (sides["before"], sides["after"])
        ]
        print(f"{key:44} {cells[0]:>26} {cells[1]:>26} {change:+7.1f}%")
    for key in dict.fromkeys(key for report in first for key, _ in leaves(report)):
        if not EXACT.search(key):
            continue
        values = {side: sorted({str(figure(report, key)) for report in reports[side]}) for side in reports}
        if values["before"] != values["after"] or len(values["before"]) > 1:
            print(f"{key}: before {', '.join(values['before'])}; after {', '.join(values['after'])} (not a timing)")


if __name__ == "__main__":
    main()
