#!/usr/bin/env bash
# Hostile input through the command-line tool: hostile projects exit 1 with a located error, write nothing and
# finish quickly; the hostile-text fixture's XML parses and its Swift parses; output bytes do not depend on the
# working directory or the number of cores. (The Swift, Kotlin, Android and CSS outputs of hostile-text are
# also compiled and read back by apple-swift.sh, compose-kotlinc.sh, android-aapt2.sh and css-browser.sh.)
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
[ -x "$swatch" ] || swift build --product swatch >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# expect NAME EXIT-CODE GREP-PATTERN: runs `swatch build` in $work/NAME within 60 s.
expect() {
  local name=$1 code=$2 pattern=$3 got=0
  (cd "$work/$name" && timeout 60 "$swatch" build >"$work/$name.out" 2>&1) || got=$?
  if [ "$got" != "$code" ] || ! grep -q -- "$pattern" "$work/$name.out" || [ -e "$work/$name/out" ]; then
    echo "FAIL $name: exit $got (expected $code), or no '$pattern', or out/ was written" >&2
    head -c 2000 "$work/$name.out" >&2
    status=1
  else
    echo "ok   $name: exit $got, $(wc -c <"$work/$name.out") bytes of diagnostics"
  fi
}
project() { mkdir -p "$work/$1/tokens"; printf 'c:\n  $type: color\n  a: "#112233"\n' >"$work/$1/tokens/t.yaml"; }

project traits
{ echo "traits:"; for i in $(seq 0 23); do echo "  t$i: [a$i, b$i]"; done
  echo "outputs: [{ writer: json, path: out }]"; } >"$work/traits/swatch.yaml"
expect traits 1 'swatch.yaml:1:1: error: too many appearances'

mkdir -p "$work/modifiers"
python3 - "$work/modifiers" <<'PY'
import json, sys
mods = {f"m{i}": {"contexts": {f"a{i}": [], f"b{i}": []}} for i in range(26)}
doc = {"version": "2025.10", "sets": {"s": {"sources": [{"c": {"$type": "color", "$value": "#112233"}}]}},
       "modifiers": mods, "resolutionOrder": [{"$ref": "#/sets/s"}] + [{"$ref": f"#/modifiers/m{i}"} for i in range(26)]}
open(sys.argv[1] + "/x.resolver.json", "w").write(json.dumps(doc, indent=1))
open(sys.argv[1] + "/swatch.yaml", "w").write("tokens: x.resolver.json\noutputs: [{ writer: json, path: out }]\n")
PY
expect modifiers 1 'error: too many appearances'

project utf8
printf 'd:\n  $type: color\n  b: "#11\xff2233"\n' >"$work/utf8/tokens/bad.yaml"
printf 'outputs: [{ writer: json, path: out }]\n' >"$work/utf8/swatch.yaml"
expect utf8 1 'tokens/bad.yaml:3:10: error: invalid UTF-8 byte 0xFF'

project huge
python3 -c "print('h:\n  \$type: color\n  b: \"' + 'x' * 2_000_000 + '\"')" >"$work/huge/tokens/huge.yaml"
printf 'outputs: [{ writer: json, path: out }]\n' >"$work/huge/swatch.yaml"
expect huge 1 '\[value.invalid\]'
[ "$(wc -c <"$work/huge.out")" -lt 4000 ] || { echo "FAIL huge: diagnostics too long" >&2; status=1; }

project outside
printf 'outputs:\n  - { writer: template, template: ../../../../../../../etc/passwd, path: out }\n' >"$work/outside/swatch.yaml"
expect outside 1 '\[path.outside\]'
! grep -q 'root:' "$work/outside.out" || { echo "FAIL outside: a file outside was quoted" >&2; status=1; }

project merge
printf 'base: &b\n  $type: color\n  x: "#111111"\nother:\n  <<: *b\n' >"$work/merge/tokens/m.yaml"
printf 'outputs: [{ writer: json, path: out }]\n' >"$work/merge/swatch.yaml"
expect merge 1 'tokens/m.yaml:5:3: error: YAML merge keys'

project nulpath
printf 'outputs: [{ writer: json, path: "o\\0ut" }]\n' >"$work/nulpath/swatch.yaml"
expect nulpath 1 'control character'
[ "$(ls "$work/nulpath")" = "$(printf 'swatch.yaml\ntokens')" ] || { echo "FAIL nulpath: a folder was created" >&2; status=1; }

# A text style (docs/text-styles.md) whose color reference is 400 KB of code: one located error quoting at most
# 80 characters of it, nothing written.
project textcolor
python3 - "$work/textcolor/tokens/style.yaml" <<'PY'
import sys
evil = '\\"); import Evil; //\\n*/' * 20000
open(sys.argv[1], "w").write('t:\n  $type: typography\n  $value: { fontSize: 16px }\n'
                             f'  $extensions: {{ dev.swatch.textColor: "{{c.a{evil}}}" }}\n')
PY
printf 'tokens: [tokens]\noutputs: [{ writer: swift, path: out }, { writer: css, path: out }]\n' >"$work/textcolor/swatch.yaml"
expect textcolor 1 'tokens/style.yaml:1:1: error: text color .* is not a reference'
[ "$(wc -c <"$work/textcolor.out")" -lt 2000 ] || { echo "FAIL textcolor: the diagnostic quotes too much" >&2; status=1; }

# Asset names that differ only in case (cAb, cAB) are one folder on macOS: a located collision, nothing written.
project casefold
printf 'c:\n  $type: color\n  Ab: "#111111"\n  aB: "#222222"\n' >"$work/casefold/tokens/t.yaml"
printf 'tokens: [tokens]\noutputs: [{ writer: xcassets, path: out }]\n' >"$work/casefold/swatch.yaml"
expect casefold 1 "tokens/t.yaml:4:3: error: 'c.aB' and 'c.Ab' become 'cAB' and 'cAb'"

# The hostile-text fixture: Swift parses, every XML file parses, the DTCG JSON parses, and no code holds a raw
# bidirectional formatting character.
cp -R Tests/SwatchKitTests/Fixtures/Cases/hostile-text "$work/hostile"
rm -rf "$work/hostile/expected"
"$swatch" build --config "$work/hostile/swatch.yaml" >/dev/null 2>&1
if command -v swiftc >/dev/null; then
  swiftc -parse "$work/hostile/out/swift/"*.swift && echo "ok   hostile-text: Swift parses"
fi
python3 - "$work/hostile/out" <<'PY' || status=1
import glob, json, sys, xml.dom.minidom
root = sys.argv[1]
xmls = glob.glob(root + "/android/**/*.xml", recursive=True)
for f in xmls: xml.dom.minidom.parse(f)
jsons = glob.glob(root + "/**/*.json", recursive=True)
for f in jsons: json.load(open(f, encoding="utf-8"))
print(f"ok   hostile-text: {len(xmls)} XML and {len(jsons)} JSON files parse")
PY
# docs/security.md: no bidirectional override or isolate reaches code raw. Comments make them U+FFFD and
# Swift, Kotlin and CSS strings escape them; only data (JSON, Android XML text) keeps them as they are.
python3 - "$work/hostile/out" <<'PY' || status=1
import glob, re, sys
code = [f for ext in ("swift", "kt", "css") for f in glob.glob(f"{sys.argv[1]}/**/*.{ext}", recursive=True)]
raw = [f for f in code if re.search("[\u202a-\u202e\u2066-\u2069]", open(f, encoding="utf-8").read())]
for f in raw: print(f"FAIL hostile-text: {f} holds a raw bidirectional override or isolate", file=sys.stderr)
if not raw: print(f"ok   hostile-text: no bidirectional override or isolate in {len(code)} Swift, Kotlin and CSS files")
sys.exit(1 if raw else 0)
PY

# Figma's own export with 20,000 size-scoped variables in one alias chain ending at an unscoped number: each stays
# a number, found in one walk back along the aliases (a pass per link took minutes).
mkdir -p "$work/scopes/figma"
python3 - "$work/scopes" <<'PY'
import json, sys
n = 20000
tree = {"c": {f"t{i}": {"$type": "number", "$value": "{c.t%d}" % (i + 1) if i < n - 1 else "{x}",
                        "$extensions": {"com.figma.scopes": ["GAP"]}} for i in range(n)},
        "x": {"$type": "number", "$value": 3}}
for mode in ("Light", "Dark"):
    json.dump(dict(tree, **{"$extensions": {"com.figma.modeName": mode}}),
              open(f"{sys.argv[1]}/figma/{mode}.tokens.json", "w"))
open(sys.argv[1] + "/swatch.yaml", "w").write("tokens: [figma]\noutputs: []\n")
PY
got=0
(cd "$work/scopes" && timeout 60 "$swatch" resolve >"$work/scopes.out" 2>&1) || got=$?
if [ "$got" = 0 ] && grep -q '^c.t0 *number  3' "$work/scopes.out"; then
  echo "ok   figma-scopes: a 20,000-link chain of size-scoped aliases ending at a number stays numbers"
else
  echo "FAIL figma-scopes: exit $got (124 is the 60 s timeout)" >&2
  head -c 2000 "$work/scopes.out" >&2
  status=1
fi

# A Material Theme Builder export of 50,000 roles in four schemes, each role once with a bad color: each role is
# looked up once per scheme (a lookup by scan over every role was quadratic), and the errors are cut to 20.
mkdir -p "$work/material"
python3 - "$work/material" <<'PY'
import json, sys
roles = {f"r{i}": "#12345" for i in range(50000)}
schemes = {name: roles for name in ("light", "dark", "light-high-contrast", "dark-high-contrast")}
json.dump({"coreColors": {"primary": "#112233"}, "schemes": schemes}, open(sys.argv[1] + "/material-theme.json", "w"))
open(sys.argv[1] + "/swatch.yaml", "w").write("tokens: [material-theme.json]\noutputs: [{ writer: json, path: out }]\n")
PY
expect material 1 'material-theme.json:1:.*error:'
[ "$(wc -c <"$work/material.out")" -lt 20000 ] || { echo "FAIL material: diagnostics too long" >&2; status=1; }

# Output bytes do not depend on the working directory or the number of cores.
mkdir -p "$work/det"
cp -R Tests/SwatchKitTests/Fixtures/Cases/build-all-writers/. "$work/det/a"
rm -rf "$work/det/a/expected"
cp -R "$work/det/a" "$work/det/b"
(cd "$work/det/a" && "$swatch" build >/dev/null 2>&1)
if command -v taskset >/dev/null; then
  (cd / && taskset -c 0 "$swatch" build --config "$work/det/b/swatch.yaml" >/dev/null 2>&1)
else
  (cd / && "$swatch" build --config "$work/det/b/swatch.yaml" >/dev/null 2>&1)
fi
if diff -r "$work/det/a/out" "$work/det/b/out" >/dev/null; then
  echo "ok   determinism: same bytes from the project folder on every core and from / on one core"
else
  echo "FAIL determinism: outputs differ by working directory or cores" >&2
  diff -r "$work/det/a/out" "$work/det/b/out" | head -20 >&2
  status=1
fi
exit $status
