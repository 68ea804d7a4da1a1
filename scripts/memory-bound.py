#!/usr/bin/env python3
"""Memory bounded by the screen, not by the length of a run.

Runs `run`, `run --json`, `ab` and `ab --matrix` on a scenario of SHORT steps
and on the same scenario grown to LONG steps, and compares the maximum
resident memory of each pair. The parsed scenario may stay in memory; per-step
records, frames and reports may not, so the long run may use at most RATIO
times the memory of the short one (plus what the longer scenario text itself
takes, which the parser must hold).

    scripts/memory-bound.py .build/release/strangler [--short 1000] [--long 100000] [--ratio 2] [--taps]

Prints one line per command and exits 1 when a command grows past the bound
(or fails). CI runs it on the debug build at 1,000 and 10,000 steps and
projects the growth to 100,000 (`--long 10000`); the figures measured at
100,000 steps on a release build are in docs/benchmarks.md.
"""

import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile
import time

# What the bound is checked on: a long session that only moves about the
# screen. Focus moves, time passes, the screen is checked; every step draws
# and is compared, nothing reaches the core's services.
SCREEN = [
    "key tab",
    "wait 250ms",
    'expect text "You pressed the button"',
    "key tab",
]

# Shown for information: the same session tapping the counter, so the core
# performs three effects a tap. The effect log is the app's own record of
# what it did and is kept whole (`expect effect` looks back over all of it),
# so this one grows by what each effect costs, as the app would.
TAPS = [
    'tap "Tap Me"',
    "wait 250ms",
    "key tab",
    'expect text "You pressed the button"',
]


def scenario(steps: int, block: list[str] = SCREEN) -> str:
    lines = ['scenario "A long session"', "size 80x24", "start tapCounter"]
    body = steps - 1
    for index in range(body):
        lines.append(block[index % len(block)])
    lines.append('snapshot "the end"')
    return "\n".join(lines) + "\n"


def max_rss_kib(command: list[str]) -> tuple[int, int, float]:
    """Runs `command` with its output discarded; returns (exit code, max RSS in KiB, wall seconds)."""
    started = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    error = process.stderr.read().decode(errors="replace") if process.stderr else ""
    if process.returncode not in (0,):
        sys.stderr.write(error[-2000:])
    return process.returncode, usage.ru_maxrss, time.monotonic() - started


def measure(binary: str, block: list[str], short: int, long: int, directory: str) -> dict:
    """{command: ((short RSS KiB, seconds), (long RSS KiB, seconds), exit codes)} for `block` grown to each length."""
    files = {}
    for steps in (short, long):
        path = os.path.join(directory, f"session-{steps}.scenario")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(scenario(steps, block))
        files[steps] = path
    # Each process's peak is its own, so the commands run side by side, one per core; the
    # longest (the long runs, the matrix first) start first, so the last to finish is short.
    jobs = [(name, steps) for steps in (long, short) for name in reversed(COMMANDS)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        results = {
            job: pool.submit(max_rss_kib, [binary] + COMMANDS[job[0]][:1] + [files[job[1]]] + COMMANDS[job[0]][1:])
            for job in jobs
        }
    return {name: [results[(name, steps)].result() for steps in (short, long)] for name in COMMANDS}


COMMANDS = {
    "run": ["run"],
    "run --json": ["run", "--json"],
    "ab": ["ab"],
    "ab --matrix": ["ab", "--matrix"],
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--short", type=int, default=1_000)
    parser.add_argument("--long", type=int, default=100_000)
    parser.add_argument("--at", type=int, default=100_000, help="the length the bound is for (projected when --long is shorter)")
    parser.add_argument("--ratio", type=float, default=2.0)
    parser.add_argument("--taps", action="store_true", help="also show the session that taps (informational)")
    options = parser.parse_args()

    failed = False
    with tempfile.TemporaryDirectory() as directory:
        workloads = [("moving about the screen (checked)", SCREEN, True)]
        if options.taps:
            workloads.append(("tapping the counter, 3 effects a tap (informational)", TAPS, False))
        for title, block, checked in workloads:
            figures = measure(options.binary, block, options.short, options.long, directory)
            print(f"maximum resident memory, {title}: {options.short:,} → {options.long:,} steps")
            for name, ((short_code, short_rss, short_time), (long_code, long_rss, long_time)) in figures.items():
                if short_code != 0 or long_code != 0:
                    print(f"  {name}: exit {short_code} / {long_code}")
                    failed = True
                # Growth is linear in the steps (the parsed scenario, a mark and
                # a fingerprint a step): a shorter long run projects to --at.
                growth = (long_rss - short_rss) * (options.at - options.short) / (options.long - options.short)
                ratio = (short_rss + growth) / short_rss
                projected = "" if options.long == options.at else f", projected to {options.at:,} steps"
                verdict = ("ok" if ratio <= options.ratio else "TOO MUCH") if checked else ""
                print(
                    f"  {name:<12} {short_rss / 1024:6.1f} MiB → {long_rss / 1024:6.1f} MiB"
                    f"  {ratio:4.2f}×{projected}  ({short_time:.1f} s → {long_time:.1f} s)  {verdict}"
                )
                failed = failed or (checked and ratio > options.ratio)
    if failed:
        print(f"error: memory grows past {options.ratio}× at {options.at:,} steps", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
