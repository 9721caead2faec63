#!/usr/bin/env bash
# A build after an edit uses the last build's stamp: it compares files the stamp vouches for by hash and skips
# asset catalog color sets whose values did not change. Through the real command-line tool on a copy of the
# repository's project, after each of a series of edits (a palette value, a description, two values swapped,
# a token deleted, an output edited by hand, an output deleted), `swatch build` must leave exactly what a full
# build makes: `swatch build --force` (which trusts nothing and compares every byte) then writes nothing.
#
# Every build runs with SWATCH_VERIFY_REUSE=1: each list item copied from the last build's file (the piece
# cache, docs/build.md) is rendered too, and a difference fails the build, so a writer's item key that misses
# an input fails here.
set -euo pipefail
export SWATCH_VERIFY_REUSE=1
cd "$(dirname "$0")/../.."
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

project="$work/proj"
mkdir -p "$project"
cp -r tokens templates swatch.yaml "$project/"
cd "$project"
catalog="out/xcassets/SwatchColors.xcassets"

# Token files edited less than 50 ms before a build leave no stamp, so the next build would not use one: date
# every edit in the past, as an edit made before running a build is; and each edit at another second, since a
# file of the same size and inode put back to the time the stamp recorded is, by design, taken as unchanged
# (docs/build.md, "Limits").
dated=$(( $(date +%s) - 1000 ))
backdate() { dated=$(( dated + 10 )); touch -d "@$dated" "$@"; }
# Each step changes something, so the build after it must write at least one file.
build() {
  out=$("$swatch" build 2>/dev/null) || fail "swatch build after: $1"
  case "$out" in "0 file(s) written"*) fail "nothing written after: $1" ;; esac
}
# After `swatch build`, a full build finds nothing to write; and the stamp is there for the next step.
full_build_agrees() {
  out=$("$swatch" build --force 2>/dev/null) || fail "swatch build --force after: $1"
  case "$out" in "0 file(s) written"*) ;; *) fail "after '$1' a full build still wrote: $out" ;; esac
  [ -f .swatch/stamp ] || fail "no stamp after: $1"
  echo "ok   $1"
}
edit() { python3 -c "$1"; backdate tokens/*.yaml tokens/semantic/*.yaml; }
step() { build "$1"; full_build_agrees "$1"; }

backdate tokens/*.yaml tokens/semantic/*.yaml swatch.yaml
build "first build"
full_build_agrees "first build"

edit 'p="tokens/palette.yaml"; s=open(p).read(); s=s.replace("\"#FF3B30\"", "\"#FF3B31\"", 1); open(p,"w").write(s)'
step "a palette value edited (red.light)"
grep -q '"red" : "1.000"' "$catalog/tintRed.colorset/Contents.json" || fail "tintRed lost its red"

edit 'p="tokens/semantic/tint.yaml"; s=open(p).read(); s=s.replace("(UIColor.systemGreen)", "(edited)", 1); open(p,"w").write(s)'
step "a description edited"

edit '
p="tokens/palette.yaml"; s=open(p).read()
s=s.replace("\"#FF9500\"", "\"#TMP\"").replace("\"#FF3B31\"", "\"#FF9500\"").replace("\"#TMP\"", "\"#FF3B31\"")
open(p,"w").write(s)'
step "two palette values swapped (red.light, orange.light)"

edit '
import re
p="tokens/semantic/tint.yaml"; s=open(p).read()
s, n = re.subn(r"\n  brown:\n(?:    .*\n)+", "\n", s); assert n == 1
open(p,"w").write(s)'
step "a token deleted (tint.brown)"
[ ! -e "$catalog/tintBrown.colorset" ] || fail "tintBrown.colorset is still there"

edit 'p="tokens/semantic/tint.yaml"; s=open(p).read(); s=s.replace("dark: \"{palette.mint.dark}\"", "dark: \"{palette.teal.dark}\"", 1); open(p,"w").write(s)'
step "an alias retargeted (tint.mint.dark to palette.teal.dark)"

edit 'p="tokens/semantic/tint.yaml"; s=open(p).read(); s=s.replace("\n  teal:\n", "\n  turquoise:\n", 1); open(p,"w").write(s)'
step "a token renamed (tint.teal to tint.turquoise)"

edit '
p="tokens/semantic/tint.yaml"; s=open(p).read()
s=s.replace("    $description: UIColor.systemCyan.\n", "    $description: UIColor.systemCyan.\n    $deprecated: Use tint.turquoise.\n", 1)
open(p,"w").write(s)'
step "a deprecation added (tint.cyan)"

python3 -c 'p="swatch.yaml"; s=open(p).read(); s=s.replace("{ writer: swift, path: out/swift }", "{ writer: swift, path: out/swift, access: internal }", 1); open(p,"w").write(s)'
backdate swatch.yaml
step "an output option changed (swift access)"

printf '// edited\n' >> out/css/tokens.css
step "a rendered file edited by hand (tokens.css)"

printf '{}\n' > "$catalog/tintBlue.colorset/Contents.json"
step "an output color set edited by hand"

rm "$catalog/tintGreen.colorset/Contents.json"
step "an output color set deleted"

# A rebuild looks at the color set folders without reading them (`.swatch/scan`, docs/build.md, "Foreign
# files"): a file dropped into one after the last build must still be found.
printf 'mine\n' > "$catalog/tintRed.colorset/notes.txt"
edit 'p="tokens/palette.yaml"; s=open(p).read(); s=s.replace("\"#FF3B31\"", "\"#FF3B32\"", 1); open(p,"w").write(s)'
warnings=$("$swatch" build 2>&1 >/dev/null) || fail "swatch build with a foreign file"
case "$warnings" in *output.foreign*notes.txt* | *notes.txt*output.foreign*) ;; *)
  fail "a file dropped into a color set folder was not reported: $warnings" ;;
esac
[ -f "$catalog/tintRed.colorset/notes.txt" ] || fail "the foreign file was touched"
rm "$catalog/tintRed.colorset/notes.txt"
full_build_agrees "a file dropped into a color set folder"

# A build that fails writes nothing, its state folder included: the last build's stamp, piece store and scan
# record still describe the outputs on disk, so the build after the fix copies the last build's pieces (each
# copied item rendered too, SWATCH_VERIFY_REUSE) and equals a full build.
state() { (cd .swatch && for f in *; do printf '%s %s %s\n' "$f" "$(stat -c '%i %Y' "$f")" "$(sha256sum < "$f")"; done); }
before=$(state)
cp tokens/palette.yaml "$work/palette.yaml"
edit 'p="tokens/palette.yaml"; s=open(p).read(); s=s.replace("\"#FF3B32\"", "\"{palette.nothing}\"", 1); open(p,"w").write(s)'
if "$swatch" build >/dev/null 2>&1; then fail "a build with an unknown reference succeeded"; fi
[ "$(state)" = "$before" ] || fail "a failed build changed .swatch/: $(state)"
cp "$work/palette.yaml" tokens/palette.yaml
backdate tokens/palette.yaml
"$swatch" build >/dev/null 2>&1 || fail "swatch build after a failed build's edit was undone"
full_build_agrees "a failed build, then its edit undone"
edit 'p="tokens/palette.yaml"; s=open(p).read(); s=s.replace("\"#FF3B32\"", "\"{palette.nothing}\"", 1); open(p,"w").write(s)'
if "$swatch" build >/dev/null 2>&1; then fail "a build with an unknown reference succeeded"; fi
edit 'p="tokens/palette.yaml"; s=open(p).read(); s=s.replace("\"{palette.nothing}\"", "\"#FF3B33\"", 1); open(p,"w").write(s)'
step "a failed build, then a new value"
