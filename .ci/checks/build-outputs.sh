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

# A build of one writer leaves the others' files alone, in a folder they share too; an output taken out of the
# configuration is out of date for --check (its files are what the next build deletes).
mkdir -p "$work/sel/tokens" && cd "$work/sel"
printf 'color:\n  $type: color\n  accent: "#3355FF"\n' > tokens/c.yaml
printf 'tokens: [tokens]\noutputs:\n  - { writer: json, path: out }\n  - { writer: css, path: out }\n  - { writer: swift, path: out/swift }\n' > swatch.yaml
"$swatch" build >/dev/null 2>&1 || fail "first build of the shared folder"
"$swatch" build --only-writer json > /dev/null 2> only.err || fail "build --only-writer json"
[ -f out/tokens.css ] && [ -f out/swift/SwatchTokens.swift ] || fail "--only-writer json deleted another output's file"
! grep -q "output.foreign" only.err || fail "--only-writer json called another output's files foreign: $(cat only.err)"
echo "ok   --only-writer json keeps the CSS beside it and the Swift below it"
# The stamp says which folders the last build of this invocation wrote: that build is a plain one.
"$swatch" build >/dev/null 2>&1 || fail "the build before the output is taken out"
printf 'tokens: [tokens]\noutputs:\n  - { writer: json, path: out }\n  - { writer: css, path: out }\n' > swatch.yaml
status=0
"$swatch" build --check > check.diff 2>/dev/null || status=$?
[ "$status" = 1 ] && grep -qx "deleted: out/swift/SwatchTokens.swift" check.diff \
  || fail "--check after an output was taken out: exit $status, $(head -3 check.diff)"
"$swatch" build >/dev/null 2>&1 && [ ! -e out/swift/SwatchTokens.swift ] || fail "the build kept the removed output's file"
"$swatch" build --check >/dev/null 2>&1 || fail "--check fails after the removed output was pruned"
echo "ok   --check reports the files of an output taken out of the configuration, which the build then deletes"
