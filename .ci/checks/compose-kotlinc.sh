#!/usr/bin/env bash
# The Compose output, compiled by kotlinc in one run against our stubs of the Compose API
# (Tests/ComposeStubs), then run: every color of every set (Display P3 for colors outside sRGB), every single
# value (dimension, number, duration, string, font weight and family, curve), and every shadow, border and
# typography of every style set, read back by reflection, equals `swatch resolve`. The same run compiles
# Tests/ComposeStubs/driver/ThemeDriver.kt with the compose-themes case, and runs it: switching `theme` and a
# contrast change while composed recompose with the other appearance's colors and values, and the Material 3
# bridge (AppMaterial.kt, against the stub androidx.compose.material3) gives each appearance's scheme the mapped
# tokens and Material's defaults elsewhere. Tests/ComposeStubs/textstyles/TextStylesDriver.kt runs the text-styles
# case's SwatchTextStyles.kt: each style's color is the current appearance's, and follows a switch to dark.
# Tests/ComposeStubs/scrims/ScrimsDriver.kt checks the material tokens' scrims (GlassScrims.kt of
# web-android-materials) in each appearance.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool kotlinc || exit 0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
build_cases "$work"
# A generated 1,000-token set (about 950 colors): past 254 colors a class with a parameter per color compiled
# but failed to load, so scale is checked too.
bench="${SWATCH_BENCH:-$(swift build --show-bin-path)/swatch-bench}"
[ -x "$bench" ] || swift build --product swatch-bench >/dev/null
"$bench" --generate-only --tokens 1000 --directory "$work/bench" >/dev/null
scale="$work/bench/tokens-1000"
printf 'tokens: [tokens]\noutputs: [{ writer: compose, path: out/compose }]\n' >"$scale/compose.yaml"
"$(swatch_bin)" build --config "$scale/compose.yaml" >/dev/null
"$(swatch_bin)" resolve --config "$scale/compose.yaml" --format json >"$work/scale.json"
printf 'scale\t%s\t%s\t\n' "$scale/out" "$work/scale.json" >>"$work/cases.tsv"
# 1,000 single values that change in dark mode, 250 constants and 300 typographies: values past one function
# (250 values, 100 styles) and the JVM's 255 parameters must compile and read back.
values="$work/values-1000"
mkdir -p "$values/tokens"
python3 - "$values/tokens/values.yaml" <<'PY'
import sys
lines = []
for i in range(1000):
    kind, light, dark = [("dimension", f"{i}px", f"{i + 1}px"), ("number", i / 8, i / 4),
                         ("string", f"'light {i}'", f"'dark {i}'"), ("duration", f"{i}ms", f"{i + 5}ms")][i % 4]
    lines.append(f"v{i}: {{ $type: {kind}, $value: {light}, $modes: {{ dark: {dark} }} }}")
lines += [f"c{i}: {{ $type: dimension, $value: {i}px }}" for i in range(250)]
style = "{{ fontFamily: serif, fontSize: {}px, fontWeight: 400, letterSpacing: 0px, lineHeight: 1.5 }}"
lines += [f"t{i}: {{ $type: typography, $value: {style.format(i + 8)}, $modes: {{ dark: {style.format(i + 9)} }} }}"
          for i in range(300)]
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY
printf 'traits: { appearance: [light, dark] }\ntokens: [tokens]\noutputs: [{ writer: compose, path: out/compose }]\n' \
  >"$values/swatch.yaml"
"$(swatch_bin)" build --config "$values/swatch.yaml" >/dev/null
"$(swatch_bin)" resolve --config "$values/swatch.yaml" --format json >"$work/values-1000.json"
printf 'values-1000\t%s\t%s\t\n' "$values/out" "$work/values-1000.json" >>"$work/cases.tsv"
themes="$work/compose-themes"
cp -r Tests/SwatchKitTests/Fixtures/Cases/compose-themes "$themes"
rm -rf "$themes/expected" "$themes/out"
"$(swatch_bin)" build --config "$themes/swatch.yaml" >/dev/null
"$(swatch_bin)" resolve --config "$themes/swatch.yaml" --format json >"$work/compose-themes.json"
printf 'compose-themes\t%s\t%s\t\n' "$themes/out" "$work/compose-themes.json" >>"$work/cases.tsv"
sources=(Tests/ComposeStubs/*.kt Tests/ComposeStubs/check/*.kt Tests/ComposeStubs/driver/*.kt Tests/ComposeStubs/textstyles/*.kt)
declare -A values_class
declare -A sets_class styles_class
while IFS=$'\t' read -r name out resolved _; do
  for file in "$out"/compose/*.kt; do
    [ -f "$file" ] || continue
    package="$(sed -n 's/^package //p' "$file")"
    # Each case's package must differ so one kotlinc run compiles them all.
    if [ "$name" != default ] && [ "$name" != compose-themes ]; then
      package="$package.case_${name//-/_}"
      sed -i "s/^package .*/package $package/" "$file"
    fi
    sources+=("$file")
    # <name>Material.kt (the Material 3 bridge) is compiled and run by the driver; the dumps read <name>Colors.kt.
    [[ "$file" == *Colors.kt ]] || continue
    sets_class[$name]="$package.$(basename "$file" Colors.kt)ColorSets"
    grep -q "StyleSets {" "$file" && styles_class[$name]="$package.$(basename "$file" Colors.kt)StyleSets"
    grep -q "ValueSets {" "$file" && values_class[$name]="$package.$(basename "$file" Colors.kt)ValueSets"
  done
done <"$work/cases.tsv"
# Image tokens (images-all-writers, with `drawables: com.example.app`): AppDrawables.kt against an R class made from
# the same build's android drawables, run by Tests/ComposeStubs/drawables/DrawablesDriver.kt.
images="$work/images"
cp -r Tests/SwatchKitTests/Fixtures/Cases/images-all-writers "$images"
rm -rf "$images/expected" "$images/out"
printf '  - { writer: compose, path: out/compose, package: com.example.images, name: App, drawables: com.example.app }\n' \
  >>"$images/swatch.yaml"
"$(swatch_bin)" build --config "$images/swatch.yaml" >/dev/null 2>&1
python3 - "$images/out/android" "$images/R.kt" <<'PY'
import pathlib, sys
names = sorted({p.stem for p in pathlib.Path(sys.argv[1]).glob("drawable*/*")})
body = "\n".join(f"        const val {n} = {i + 1}" for i, n in enumerate(names))
pathlib.Path(sys.argv[2]).write_text(f"package com.example.app\n\nobject R {{\n    object drawable {{\n{body}\n    }}\n}}\n")
PY
sources+=("$images/out/compose/AppColors.kt" "$images/out/compose/AppDrawables.kt" "$images/R.kt" \
  Tests/ComposeStubs/drawables/DrawablesDriver.kt)
# Material tokens (web-android-materials): GlassScrims.kt's colors per appearance, run by ScrimsDriver.kt.
sources+=(Tests/ComposeStubs/scrims/ScrimsDriver.kt)
echo "kotlinc: ${#sources[@]} files"
# The JVM's quick first-tier JIT only: one compile of this size is done before the optimizing tier pays for itself
# (the same class files, about a quarter faster).
if ! kotlinc -J-XX:TieredStopAtLevel=1 "${sources[@]}" -d "$work/compose.jar" >"$work/kotlinc.log" 2>&1 \
  || [ ! -f "$work/compose.jar" ]; then
  cat "$work/kotlinc.log"
  echo "error: kotlinc failed" >&2
  exit 1
fi
grep -c 'warning:' "$work/kotlinc.log" | sed 's/^/kotlinc warnings: /' || true
# Every dump of every case in one JVM (a `kotlin` launch costs seconds), then each is compared.
dumps=()
while IFS=$'\t' read -r name _ _ _; do
  [ -n "${sets_class[$name]:-}" ] || continue
  dumps+=(DumpColorSets "${sets_class[$name]}" "$work/$name.dump")
  if [ -n "${values_class[$name]:-}" ]; then dumps+=(DumpValueSets "${values_class[$name]}" "$work/$name.values"); fi
  if [ -n "${styles_class[$name]:-}" ]; then dumps+=(DumpStyleSets "${styles_class[$name]}" "$work/$name.styles"); fi
done <"$work/cases.tsv"
kotlin -cp "$work/compose.jar" swatch.check.DumpAll "${dumps[@]}"
status=0
while IFS=$'\t' read -r name _ resolved _; do
  [ -n "${sets_class[$name]:-}" ] || continue
  echo "case $name"
  python3 .ci/checks/compose_values.py "$work/$name.dump" "$resolved" || status=1
  [ -z "${values_class[$name]:-}" ] || python3 .ci/checks/compose_scalars.py "$work/$name.values" "$resolved" || status=1
  [ -z "${styles_class[$name]:-}" ] || python3 .ci/checks/compose_styles.py "$work/$name.styles" "$resolved" || status=1
done <"$work/cases.tsv"
echo "driver compose-themes"
kotlin -cp "$work/compose.jar" swatch.driver.ThemeDriverKt || status=1
echo "driver text styles"
kotlin -cp "$work/compose.jar" swatch.textstyles.TextStylesDriverKt || status=1
echo "driver scrims"
kotlin -cp "$work/compose.jar" swatch.scrims.ScrimsDriverKt || status=1
echo "driver drawables"
kotlin -cp "$work/compose.jar" swatch.drawables.DrawablesDriverKt || status=1
exit "$status"
