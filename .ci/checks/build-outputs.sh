#!/usr/bin/env bash
# Swatch owns its outputs, through the real command-line tool on a copy of the repository's project:
# a deleted token's colorset is reported by --check (exit 1, a 'deleted:' entry) and gone after the build,
# a file Swatch did not write survives, the --check diff applies with patch -p1 and gives exactly what the
# build writes, outputs do not depend on the working directory or the spelling of --config, and clean
# removes exactly what the manifests list.
set -euo pipefail
cd "$(dirname "$0")/../.."
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
command -v patch >/dev/null || { echo "skip: patch is not installed"; exit 0; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

project="$work/proj"
mkdir -p "$project"
cp -r tokens templates swatch.yaml "$project/"
catalog="out/xcassets/SwatchColors.xcassets"
colorset="$catalog/tintBrown.colorset"

cd "$project"
"$swatch" build >/dev/null 2>&1 || fail "first build"
[ -f "$colorset/Contents.json" ] || fail "no $colorset after the first build"
echo "kept by hand" > "$catalog/NOTES.txt"

# Outputs do not depend on the working directory or how the configuration is named.
cp -r out "$work/out-here"
(cd "$work" && "$swatch" build --config proj/swatch.yaml >/dev/null 2>&1) || fail "build --config proj/swatch.yaml"
(cd / && "$swatch" build --config "$project/swatch.yaml" >/dev/null 2>&1) || fail "build --config /abs/swatch.yaml"
diff -r "$work/out-here" out >/dev/null || fail "outputs differ with another working directory"
echo "ok   outputs identical from proj/, with --config proj/swatch.yaml and --config /abs/proj/swatch.yaml"

# Delete the token 'tint.brown' (and the palette entry only it used), edit one output by hand, delete another.
python3 - <<'PY'
import re
for path in ["tokens/semantic/tint.yaml"]:
    text = open(path).read()
    text, count = re.subn(r"\n  brown:\n(?:    .*\n)+", "\n", text)
    assert count == 1, path
    open(path, "w").write(text)
PY
echo "// edited by hand" >> out/swift/SwatchTokens.swift
rm out/json/tokens.json

status=0
"$swatch" build --check > "$work/check.diff" 2> "$work/check.err" || status=$?
[ "$status" = 1 ] || fail "--check exited $status before the build, want 1"
grep -qx "deleted: $colorset/Contents.json" "$work/check.diff" || fail "--check names no deleted colorset"
grep -qx "missing: out/json/tokens.json" "$work/check.diff" || fail "--check names no missing file"
grep -qx "changed: out/swift/SwatchTokens.swift" "$work/check.diff" || fail "--check names no changed file"
[ -f "$colorset/Contents.json" ] || fail "--check deleted a file"
echo "ok   --check exits 1 and reports deleted, missing and changed files"

mkdir "$work/patched"
cp -r out "$work/patched/out"
(cd "$work/patched" && patch -p1 -s < "$work/check.diff") || fail "patch -p1 refuses the --check diff"

"$swatch" build > "$work/build.txt" 2> "$work/build.err" || fail "build after deleting the token"
[ ! -e "$colorset" ] || fail "$colorset survived the build"
[ "$(cat "$catalog/NOTES.txt")" = "kept by hand" ] || fail "the foreign file did not survive"
grep -q "NOTES.txt.*\[output.foreign\]" "$work/build.err" || fail "no warning names the foreign file"
echo "ok   the build deletes the colorset, keeps the foreign file and warns: $(grep -o "'out/xcassets' holds.*" "$work/build.err" | cut -c1-90)"

diff -r out "$work/patched/out" >/dev/null || fail "the patched outputs differ from the built ones"
echo "ok   the --check diff applied with patch -p1 gives exactly the built outputs"

"$swatch" build --check >/dev/null 2>&1 || fail "--check fails right after a build"
sleep 0.1  # inputs edited less than 50 ms before a build leave no stamp
"$swatch" build >/dev/null 2>&1
"$swatch" build 2>/dev/null | grep -q "unchanged since the last build" || fail "a build with nothing changed was not skipped"
echo "edited" >> out/css/tokens.css
"$swatch" build 2>/dev/null | grep -q "^1 file(s) written" || fail "an output edited by hand was not rebuilt"
echo "ok   a build with nothing changed is skipped; an output edited by hand is rebuilt"
listed=$(grep -hv '^#' out/*/.swatch-manifest | grep -c .)
manifests=$(ls out/*/.swatch-manifest | wc -l)
removed=$("$swatch" clean | grep -o '^[0-9]*')
[ "$removed" = $((listed + manifests)) ] || fail "clean removed $removed files; manifests list $listed, plus $manifests"
[ "$(find out -type f)" = "out/xcassets/SwatchColors.xcassets/NOTES.txt" ] || fail "clean left: $(find out -type f | head -3)"
echo "ok   clean removed the $listed listed files and the manifests; the foreign file stays"
