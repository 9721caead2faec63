#!/usr/bin/env bash
# --diagnostics-format on a broken project: clang lines as today, GitHub workflow commands matched exactly
# (escaping included), JSON lines parsed by python with every key; --absolute-paths makes paths absolute.
set -euo pipefail
cd "$(dirname "$0")/../.."
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tokens"
# Two errors, one with a note pointing at another place; '%', ',' and ':' in the file name and '%' in the
# message test GitHub's escaping.
f='t,1:%.yaml'
printf 'c:\n  $type: color\n  gray-6: "#8E8E93"\n  a: "{c.gray-6%%}"\n  bad: #12\n' > "$work/tokens/$f"
printf 'tokens: [tokens]\noutputs:\n  - { writer: json, path: out }\n' > "$work/swatch.yaml"
cd "$work"

failures=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }

status=0; "$swatch" check > /dev/null 2> clang.txt || status=$?
[ "$status" = 1 ] || fail "clang: exit $status (want 1)"
grep -qxF "tokens/$f:4:6: error: unknown token 'c.gray-6%' [alias.unresolved]" clang.txt || fail "clang: headline"
grep -qxF "tokens/$f:3:3: note: did you mean 'c.gray-6'?" clang.txt || fail "clang: note"
grep -qx "tokens/$f:5:7: error: invalid color: '' is not a color; expected #hex, rgb(), hsl(), color(), oklch() or a CSS color name \[value.invalid\]" clang.txt || fail "clang: second error"

status=0; "$swatch" check --diagnostics-format github > /dev/null 2> github.txt || status=$?
[ "$status" = 1 ] || fail "github: exit $status (want 1)"
cat > github.expected <<'EXPECTED'
::error file=tokens/t%2C1%3A%25.yaml,line=4,col=6,endLine=4,endColumn=19,title=[alias.unresolved]::unknown token 'c.gray-6%25'%0Atokens/t,1:%25.yaml:3:3: note: did you mean 'c.gray-6'?
::error file=tokens/t%2C1%3A%25.yaml,line=5,col=7,endLine=5,endColumn=7,title=[value.invalid]::invalid color: '' is not a color; expected #hex, rgb(), hsl(), color(), oklch() or a CSS color name%0Anote: '#' starts a YAML comment, so this value is empty; quote it: '"#12"'
::notice title=[config.keep-going]::2 tokens have errors; 'keepGoing: true' in swatch.yaml or --keep-going leaves such tokens out with a warning
EXPECTED
diff github.expected github.txt || fail "github: lines differ"

status=0; "$swatch" check --diagnostics-format json --absolute-paths > /dev/null 2> json.txt || status=$?
[ "$status" = 1 ] || fail "json: exit $status (want 1)"
python3 - "$work" json.txt <<'PY' || fail "json: lines do not parse or differ"
import json, sys
root, path = sys.argv[1], sys.argv[2]
lines = [json.loads(line) for line in open(path, encoding="utf-8").read().split("\n") if line]
keys = ["severity", "id", "message", "file", "line", "column", "endLine", "endColumn", "notes"]
assert [list(d) for d in lines] == [keys, keys, keys], [list(d) for d in lines]
first, second, note = lines  # the keep-going hint closes the list
assert note["severity"] == "note" and note["id"] == "config.keep-going" and note["file"] is None, note
file = f"{root}/tokens/t,1:%.yaml"
assert first["id"] == "alias.unresolved" and first["severity"] == "error", first
assert first["message"] == "unknown token 'c.gray-6%'", first
assert first["file"] == file and (first["line"], first["column"], first["endColumn"]) == (4, 6, 19), first
assert first["notes"] == [{"message": "did you mean 'c.gray-6'?", "file": file, "line": 3, "column": 3}], first
assert second["id"] == "value.invalid" and (second["line"], second["column"]) == (5, 7), second
assert second["notes"][0]["file"] is None and "YAML comment" in second["notes"][0]["message"], second
print("ok   json: 3 diagnostics, every key, absolute paths")
PY

status=0; "$swatch" build --diagnostics-format github > /dev/null 2> build.txt || status=$?
[ "$status" = 1 ] && grep -qF '::error file=tokens/t%2C1%3A%25.yaml,line=4' build.txt && [ ! -e out ] || fail "build: github format"
status=0; "$swatch" resolve --diagnostics-format clang --absolute-paths > /dev/null 2> abs.txt || status=$?
grep -qF "$work/tokens/$f:4:6: error:" abs.txt || fail "clang --absolute-paths"
# `lint --format json` on tokens that do not load: the findings document holds the load's errors, not nothing.
status=0; "$swatch" lint --format json > lint.json 2> /dev/null || status=$?
[ "$status" = 1 ] || fail "lint json: exit $status (want 1)"
python3 - lint.json <<'PY' || fail "lint json: no findings document for tokens that do not load"
import json, sys
findings = json.load(open(sys.argv[1], encoding="utf-8"))["findings"]
assert [(f["rule"], f["id"], f["line"]) for f in findings if f["severity"] == "error"] == [
    ("load", "alias.unresolved", 4), ("load", "value.invalid", 5)], findings
PY
status=0; "$swatch" check --diagnostics-format xml > /dev/null 2>&1 || status=$?
[ "$status" = 2 ] || fail "unknown format: exit $status (want 2)"

[ "$failures" = 0 ] || { echo "$failures diagnostics-format case(s) failed"; exit 1; }
echo "diagnostics formats: clang, github and json checked on a broken project"
