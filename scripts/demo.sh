#!/usr/bin/env bash
# Runs the tap counter scenario in both fronts and prints the final frames side by side,
# with the bytes each front wrote to the terminal. Usage: scripts/demo.sh [SCENARIO]
set -euo pipefail
cd "$(dirname "$0")/.."
scenario="${1:-Scenarios/tap-counter.scenario}"
swift build --product strangler >/dev/null
bin="$(swift build --show-bin-path)/strangler"

frame() { "$bin" run "$scenario" --front "$1" --final | tail -n +2; }
bytes() { "$bin" run "$scenario" --front "$1" --ansi | wc -c | tr -d ' '; }

# Pads by characters, not bytes (the frames contain box-drawing characters).
pad() { local text="$1" width="$2"; printf "%s%*s" "$text" $((width - ${#text})) ""; }
export LC_ALL=C.UTF-8
width=$(frame legacy | wc -L)
width=$((width + 2))
echo "$(pad "legacy ($(bytes legacy) bytes written)" "$width") │ declarative ($(bytes declarative) bytes written)"
paste -d '\t' <(frame legacy) <(frame declarative) | while IFS=$'\t' read -r left right; do
  echo "$(pad "$left" "$width") │ $right"
done
if [ "$(frame legacy)" == "$(frame declarative)" ]; then
  echo "identical frames"
else
  echo "the frames differ" >&2
  exit 1
fi
