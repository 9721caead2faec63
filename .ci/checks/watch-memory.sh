#!/usr/bin/env bash
# `swatch build --watch` holds steady memory over many rebuilds, and a rebuild takes unchanged token files from
# memory rather than parsing them again. Each build's values used to be kept until the process exited (right for
# one build, where freeing them is wasted time), so a watch grew by a build's worth of memory on every edit.
#
# A generated set of 3,000 tokens in 8 files is watched; one palette value is edited eight times, each edit
# waiting for its rebuild. The resident size after the last rebuild may exceed the one after the second by at
# most 15%; every rebuild must have written the edited value.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${SWATCH:+$(dirname "$SWATCH")}"
bin="${bin:-$(swift build --show-bin-path)}"
swatch="${SWATCH:-$bin/swatch}"
work=$(mktemp -d)
watcher=
trap '[ -n "$watcher" ] && kill "$watcher" 2>/dev/null; rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$bin/swatch-bench" --generate-only --tokens 3000 --directory "$work" > /dev/null
project="$work/tokens-3000"
cd "$project"
printf 'tokens: [tokens]\noutputs:\n  - { writer: json, path: out/json }\n  - { writer: swift, path: out/swift }\n  - { writer: xcassets, path: out/xcassets }\n' > swatch.yaml
palette=$(ls tokens/palette/* | head -1)
"$swatch" build > /dev/null 2>&1 || fail "the generated project does not build"

"$swatch" build --watch > watch-out.txt 2> watch-err.txt &
watcher=$!
built() { grep -c "swatch: built" watch-err.txt || true; }
wait_built() {  # wait_built COUNT: until COUNT builds are done, 120 s at most
  local deadline=$((SECONDS + 120))
  until [ "$(built)" -ge "$1" ]; do
    [ "$SECONDS" -lt "$deadline" ] || fail "watch: build $1 never finished ($(tail -3 watch-err.txt))"
    sleep 0.2
  done
}
resident() { awk '/^VmRSS/ { print $2 }' "/proc/$watcher/status"; }
wait_built 1
for edit in 1 2 3 4 5 6 7 8; do
  color=$(printf '#1234%02x' "$edit")
  # The first `$value` of the file, whatever it held, becomes this edit's color.
  sed -i "0,/\\\$value: \"[^\"]*\"/s//\$value: \"$color\"/" "$palette"
  wait_built $((edit + 1))
  grep -qi "\"$color" out/json/tokens.json || fail "rebuild $edit did not write $color"
  [ "$edit" = 2 ] && early=$(resident)
done
late=$(resident)
echo "resident size after rebuild 2: $((early / 1024)) MB, after rebuild 8: $((late / 1024)) MB"
[ "$late" -le $((early * 115 / 100)) ] || fail "watch grew from $((early / 1024)) MB to $((late / 1024)) MB over 6 rebuilds"
grep -q "build failed" watch-err.txt && fail "a rebuild failed: $(grep -m1 error watch-err.txt)"
echo "watch: 8 rebuilds, memory steady"
