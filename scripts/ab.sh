#!/usr/bin/env bash
# The A/B comparison a team puts in CI: builds, then replays the built-in scenario suite (or the
# files given) all-legacy twice (the determinism baseline), all-declarative and each module
# declarative alone, and writes ab-report.md (for the pull request) and ab-report.html (frames side
# by side, differing cells highlighted). Exits with strangler's status: 0 identical, 1 a mismatch
# or failed expectation, 2 bad input. Usage: scripts/ab.sh [SCENARIO…]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product strangler
bin="$(swift build --show-bin-path)/strangler"
status=0
"$bin" ab --matrix --markdown --html ab-report.html "$@" >ab-report.md || status=$?
echo "wrote ab-report.md and ab-report.html (strangler ab exited $status)" >&2
exit "$status"
