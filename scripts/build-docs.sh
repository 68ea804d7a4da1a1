#!/usr/bin/env bash
# Builds the DocC documentation catalogs with the toolchain alone (no swift-docc-plugin):
#   1. `swift package dump-symbol-graph` builds the package if needed and writes every
#      module's symbol graph (public symbols) into one directory under .build;
#   2. each documented target's graphs (`T.symbols.json`, `T@Swift.symbols.json`, …) are
#      copied into a directory of their own, so an archive holds only its module;
#   3. `docc convert` turns the target's catalog and graphs into .build/docs/T.doccarchive,
#      with --warnings-as-errors: a broken symbol or article link fails the build.
#
# Usage: scripts/build-docs.sh [TARGET…]   (default: every catalog, Sources/*/*.docc)
# Each TARGET needs a catalog at Sources/TARGET/TARGET.docc. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for catalog in Sources/*/*.docc; do
    targets+=("$(basename "$catalog" .docc)")
  done
fi

for target in "${targets[@]}"; do
  if [ ! -d "Sources/$target/$target.docc" ]; then
    echo "error: no catalog at Sources/$target/$target.docc" >&2
    exit 2
  fi
done

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
  # Toolchains ship docc next to swift; it need not be on PATH.
  docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
if [ ! -x "$docc" ]; then
  echo "error: docc not found (it ships with the Swift toolchain, next to swift)" >&2
  exit 1
fi

echo "== symbol graphs (swift package dump-symbol-graph)"
log=$(mktemp)
stamp=$(mktemp)
trap 'rm -f "$log" "$stamp"' EXIT
# dump-symbol-graph also tries the package's test modules, and exits non-zero when
# they have not been built (`swift build` does not build them), so its status alone
# means little: what counts is that each documented target's graph was written now.
swift package dump-symbol-graph >"$log" 2>&1 || true
# SwiftPM prints "Files written to <dir>"; the directory is .build/<triple>/symbolgraph.
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
for target in "${targets[@]}"; do
  if [ -z "$graphs" ] || [ ! "$graphs/$target.symbols.json" -nt "$stamp" ] \
    || grep -q "Failed to emit symbol graph for '$target'" "$log"; then
    cat "$log" >&2
    echo "error: swift package dump-symbol-graph wrote no symbol graph for $target" >&2
    exit 1
  fi
done

out=.build/docs
mkdir -p "$out"
for target in "${targets[@]}"; do
  echo "== $target: docc convert"
  dir="$out/symbol-graphs/$target"
  rm -rf "$dir" "$out/$target.doccarchive"
  mkdir -p "$dir"
  # The module's own graph, and its extensions of other modules' types (T@Swift…).
  cp "$graphs/$target.symbols.json" "$dir/"
  find "$graphs" -maxdepth 1 -name "$target@*.symbols.json" -exec cp {} "$dir/" \;
  "$docc" convert "Sources/$target/$target.docc" \
    --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$target" \
    --fallback-bundle-identifier "org.strangler.$target" \
    --output-path "$out/$target.doccarchive" \
    --warnings-as-errors
done

echo "== documentation archives"
echo "graphs=$graphs"
for target in "${targets[@]}"; do
  echo "$PWD/$out/$target.doccarchive"
done
echo "(open one with a static file server rooted at the archive: /documentation/<target, lowercased>/)"
