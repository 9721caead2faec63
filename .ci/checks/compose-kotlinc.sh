#!/usr/bin/env bash
# The Compose output, compiled by kotlinc in one run against our stubs of the Compose API
# (Tests/ComposeStubs), then run: every color of every set, read back by reflection, equals `swatch resolve`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool kotlinc || exit 0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
build_cases "$work"
# A generated 1,000-token set (about 950 colors): past 254 colors a class with a parameter per color compiled
# but failed to load, so scale is checked too.
bench="$(swift build --show-bin-path)/swatch-bench"
[ -x "$bench" ] || swift build --product swatch-bench >/dev/null
"$bench" --generate-only --tokens 1000 --directory "$work/bench" >/dev/null
scale="$work/bench/tokens-1000"
printf 'tokens: [tokens]\noutputs: [{ writer: compose, path: out/compose }]\n' >"$scale/compose.yaml"
"$(swatch_bin)" build --config "$scale/compose.yaml" >/dev/null
"$(swatch_bin)" resolve --config "$scale/compose.yaml" --format json >"$work/scale.json"
printf 'scale\t%s\t%s\t\n' "$scale/out" "$work/scale.json" >>"$work/cases.tsv"
sources=(Tests/ComposeStubs/*.kt Tests/ComposeStubs/check/*.kt)
declare -A sets_class
while IFS=$'\t' read -r name out resolved _; do
  for file in "$out"/compose/*.kt; do
    [ -f "$file" ] || continue
    package="$(sed -n 's/^package //p' "$file")"
    # Each case's package must differ so one kotlinc run compiles them all.
    if [ "$name" != default ]; then
      package="$package.case_${name//-/_}"
      sed -i "s/^package .*/package $package/" "$file"
    fi
    sources+=("$file")
    sets_class[$name]="$package.$(basename "$file" Colors.kt)ColorSets"
  done
done <"$work/cases.tsv"
echo "kotlinc: ${#sources[@]} files"
if ! kotlinc "${sources[@]}" -d "$work/compose.jar" >"$work/kotlinc.log" 2>&1 || [ ! -f "$work/compose.jar" ]; then
  cat "$work/kotlinc.log"
  echo "error: kotlinc failed" >&2
  exit 1
fi
grep -c 'warning:' "$work/kotlinc.log" | sed 's/^/kotlinc warnings: /' || true
status=0
while IFS=$'\t' read -r name _ resolved _; do
  [ -n "${sets_class[$name]:-}" ] || continue
  echo "case $name"
  kotlin -cp "$work/compose.jar" swatch.check.DumpColorSetsKt "${sets_class[$name]}" >"$work/$name.dump"
  python3 .ci/checks/compose_values.py "$work/$name.dump" "$resolved" || status=1
done <"$work/cases.tsv"
exit "$status"
