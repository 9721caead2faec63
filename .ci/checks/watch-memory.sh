#!/usr/bin/env bash
# `swatch build --watch` holds steady memory over many rebuilds, and a rebuild takes unchanged token files from
# memory rather than parsing them again. Each build's values used to be kept until the process exited (right for
# one build, where freeing them is wasted time), so a watch grew by a build's worth of memory on every edit.
#
# A generated set of 3,000 tokens in 8 files is watched; one palette value is edited eight times, each edit
# waiting for its rebuild, and between them a line is inserted above the palette's tokens and a semantic alias
# is retargeted (the rebuild patches the resolved graph it kept). The resident size after the last rebuild may
# exceed the one after the second by at most 15%; every rebuild must have written the edited value, and the
# outputs after the last one must be byte for byte those of a clean `--force` build of the same files.
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
semantic=$(ls tokens/semantic/* | head -1)
wait_built 1
builds=1
for edit in 1 2 3 4 5 6 7 8; do
  color=$(printf '#1234%02x' "$edit")
  # The first `$value` of the file, whatever it held, becomes this edit's color; on edit 3, in the same save,
  # a line goes above every token of the file: their places move, their values do not.
  moved=()
  [ "$edit" = 3 ] && moved=(-e '1i # moved')
  sed -i -e "0,/\\\$value: \"[^\"]*\"/s//\$value: \"$color\"/" "${moved[@]}" "$palette"
  builds=$((builds + 1))
  wait_built "$builds"
  grep -qi "\"$color" out/json/tokens.json || fail "rebuild $edit did not write $color"
  [ "$edit" = 2 ] && early=$(resident)
  if [ "$edit" = 5 ]; then  # the first alias of a semantic file retargeted, in a save of its own
    sed -i '0,/"{palette\.[^}]*}/s//"{palette.red0.s1}/' "$semantic"
    builds=$((builds + 1))
    wait_built "$builds"
  fi
done
late=$(resident)
echo "resident size after rebuild 2: $((early / 1024)) MB, after rebuild 8: $((late / 1024)) MB"
[ "$late" -le $((early * 115 / 100)) ] || fail "watch grew from $((early / 1024)) MB to $((late / 1024)) MB over 6 rebuilds"
grep -q "build failed" watch-err.txt && fail "a rebuild failed: $(grep -m1 error watch-err.txt)"
mkdir "$work/clean"
cp -r tokens swatch.yaml "$work/clean/"
(cd "$work/clean" && "$swatch" build --force > /dev/null 2>&1) || fail "the clean build failed"
diff -r out "$work/clean/out" > /dev/null || fail "the watch's outputs differ from a clean --force build"
echo "watch: 9 rebuilds, memory steady, outputs equal to a clean --force build"
