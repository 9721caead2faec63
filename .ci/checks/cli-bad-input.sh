#!/usr/bin/env bash
# Bad input through the real command-line tool: each case must give its exit status, a located diagnostic
# with the expected id, finish quickly (no hang), and write nothing (no output folder, no `.swatch/`).
set -euo pipefail
cd "$(dirname "$0")/../.."
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failures=0
fail() {  # fail TEXT: report one failed case
  echo "FAIL $*"
  failures=$((failures + 1))
}
expect() {  # expect NAME EXIT-STATUS ID-OR-TEXT FILE
  local name=$1 status=$2 needle=$3 file=$4 actual=0
  mkdir -p "$work/$name"
  printf 'tokens: [%s]\noutputs:\n  - { writer: json, path: out }\n' "$file" > "$work/$name/swatch.yaml"
  cp "$work/$file" "$work/$name/"
  ( cd "$work/$name" && timeout 20 "$swatch" build > out.txt 2> err.txt ) || actual=$?
  if [ "$actual" != "$status" ] || ! grep -qF -- "$needle" "$work/$name/err.txt" || [ -e "$work/$name/out" ] \
    || [ -e "$work/$name/.swatch" ]; then
    fail "$name: exit $actual (want $status), want '$needle' in:"; head -5 "$work/$name/err.txt"
  else
    echo "ok   $name: exit $actual, $(head -1 "$work/$name/err.txt" | cut -c1-110)"
  fi
}

printf 'c:\n  $type: color\n  a: [\n' > "$work/unclosed.yaml"
{ printf 'c:\n  $type: color\n  a: "\xff\xfe"\n'; head -c 4096 /dev/urandom; } > "$work/garbage.yaml"
printf 'c:\n  $type: color\n  a: "{c.b}"\n  b: "{c.a}"\n' > "$work/cycle.yaml"
printf 'c:\n  $type: color\n  a: "#12345"\n  b: "{c.zz}"\n  c: { $value: "#FFF", $modes: { drak: "#000" } }\n' > "$work/several.yaml"
python3 -c "
print('a: &a [x,x,x,x,x,x,x,x,x]')
for i in range(1, 12): print(chr(97 + i) + ': &' + chr(97 + i) + ' [' + ','.join(['*' + chr(96 + i)] * 9) + ']')
" > "$work/laughs.yaml"
python3 -c "print('x: ' + '[' * 200000 + ']' * 200000)" > "$work/deep.yaml"
printf -- '- 1\n- 2\n' > "$work/list.yaml"

expect unclosed 1 "unclosed.yaml:4:1: error: invalid YAML" unclosed.yaml
# Not UTF-8: an input error located at the first invalid byte, however the rest of the file reads.
expect garbage 1 "garbage.yaml:3:7: error: invalid UTF-8 byte 0xFF" garbage.yaml
expect cycle 1 "cycle.yaml:3:6: error: alias cycle 'c.a' -> 'c.b' -> 'c.a'" cycle.yaml
expect several 1 "several.yaml:5:34: error: unknown trait value 'drak'" several.yaml
grep -q "several.yaml:3:6: error: invalid color" "$work/several/err.txt" || fail "several: not every error reported"
grep -q "several.yaml:4:6: error: unknown token 'c.zz'" "$work/several/err.txt" || fail "several: missing alias error"
expect laughs 1 "[yaml.expansion-limit]" laughs.yaml
expect deep 1 "[yaml.too-deep]" deep.yaml
expect list 1 "[document.not-mapping]" list.yaml

# Composites: a cycle through shadow layers, a malformed member (located at the member), 20,000 chained layers.
printf 's:\n  $type: shadow\n  a: { $value: ["{s.b}"] }\n  b: { $value: ["{s.a}"] }\n' > "$work/layers.yaml"
printf 'b:\n  $type: border\n  a: { $value: { color: "#000", width: 1, style: wavy } }\n' > "$work/member.yaml"
python3 -c "
print('s:\n  \$type: shadow\n  s0: { \$value: { color: \"#000\", offsetX: 0, offsetY: 0, blur: 0, spread: 0 } }')
for i in range(1, 20000): print(f'  s{i}: {{ \$value: [\"{{s.s{i - 1}}}\"] }}')
print('  bad: { \$value: [{ color: \"#000\", offsetX: 0, offsetY: 0, blur: 0 }] }')
" > "$work/chain.yaml"
expect layers 1 "layers.yaml:3:16: error: alias cycle 's.a' -> 's.b' -> 's.a'" layers.yaml
expect member 1 "member.yaml:3:40: error: invalid dimension: '1' has no unit; expected px or rem in border member 'width'" member.yaml
grep -q "member.yaml:3:50: error: invalid strokeStyle: unknown keyword 'wavy'" "$work/member/err.txt" || fail "member: style not reported"
expect chain 1 "[value.member-missing]" chain.yaml

# Usage errors exit 2 with the usage text; an appearance the project does not have is a data error: exit 1,
# a did-you-mean, and no usage text.
status=0; "$swatch" resolve --no-such-option > "$work/usage.txt" 2>&1 || status=$?
if [ "$status" = 2 ] && grep -q "^Usage:" "$work/usage.txt"; then echo "ok   usage: exit 2"
else fail "usage: exit $status"; fi
status=0; "$swatch" resolve --appearance "drak" > "$work/appearance.txt" 2>&1 || status=$?
if [ "$status" = 1 ] && grep -q "did you mean" "$work/appearance.txt" && ! grep -q "Usage:" "$work/appearance.txt"; then
  echo "ok   appearance: exit 1 with a suggestion"
else fail "appearance: exit $status: $(head -c 300 "$work/appearance.txt")"; fi

# An output file that is not UTF-8 on disk is reported as changed (not missing) by --check, which exits 1
# and writes nothing; build then replaces it.
mkdir -p "$work/binary-output"
printf 'c:\n  $type: color\n  a: "#123456"\n' > "$work/binary-output/t.yaml"
printf 'tokens: [t.yaml]\noutputs:\n  - { writer: json, path: out }\n' > "$work/binary-output/swatch.yaml"
( cd "$work/binary-output" && "$swatch" build > /dev/null && printf '\xff\xfe' > out/tokens.json )
status=0; ( cd "$work/binary-output" && "$swatch" build --check > out.txt 2> err.txt ) || status=$?
if [ "$status" = 1 ] && grep -q "^changed: out/tokens.json (the file on disk is not UTF-8" "$work/binary-output/out.txt" \
  && [ "$(head -c 2 "$work/binary-output/out/tokens.json" | od -An -tx1 | tr -d ' ')" = fffe ]; then
  echo "ok   binary-output: --check exit 1, reported as changed, nothing written"
else
  fail "binary-output: exit $status"; cat "$work/binary-output/out.txt"
fi

# A file a resolver names that is missing, a folder in its place, or a named pipe (which must not hang the
# build): exit 2 (I/O), each error at its `$ref`, and no claim that writing failed (nothing was written or tried).
mkdir -p "$work/refs/sets/size.json"
mkfifo "$work/refs/sets/pipe.json"
printf '{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/a" }],\n  "sets": { "a": { "sources": [{ "$ref": "sets/size.json" }, { "$ref": "sets/gone.json" }, { "$ref": "sets/pipe.json" }] } } }\n' \
  > "$work/refs/app.resolver.json"
printf 'tokens: app.resolver.json\noutputs:\n  - { writer: json, path: out }\n' > "$work/refs/swatch.yaml"
status=0; ( cd "$work/refs" && timeout 20 "$swatch" build > out.txt 2> err.txt ) || status=$?
if [ "$status" = 2 ] && grep -qF "app.resolver.json:2:42: error: cannot read 'sets/size.json': it is a folder, not a file" "$work/refs/err.txt" \
  && grep -qF "error: cannot read 'sets/gone.json': no such file" "$work/refs/err.txt" \
  && grep -qF "error: cannot read 'sets/pipe.json': the file cannot be opened" "$work/refs/err.txt" \
  && ! grep -q "cannot write" "$work/refs/err.txt" && [ ! -e "$work/refs/out" ]; then
  echo "ok   resolver-files: exit 2, each unreadable file at its \$ref"
else fail "resolver-files: exit $status: $(cat "$work/refs/err.txt")"; fi

# Links that loop (`tokens/x -> .`, `tokens/y -> .`) are walked once, and a FIFO named like a JSON token file is
# unreadable at once: neither may hang a build.
mkdir -p "$work/loops/tokens"
printf '{"c": {"$type": "color", "a": {"$value": "#000000"}}}\n' > "$work/loops/tokens/a.json"
ln -s . "$work/loops/tokens/x"; ln -s . "$work/loops/tokens/y"; ln -s ../tokens "$work/loops/tokens/up"
status=0; ( cd "$work/loops" && timeout 20 "$swatch" check --tokens tokens > out.txt 2> err.txt ) || status=$?
if [ "$status" = 0 ] && grep -q "^1 tokens resolved" "$work/loops/out.txt"; then
  echo "ok   looping links: each folder walked once, one token"
else fail "looping links: exit $status: $(head -3 "$work/loops/err.txt")"; fi
mkdir -p "$work/fifo/tokens"
printf '{"c": {"$type": "color", "$value": "#000000"}}\n' > "$work/fifo/tokens/a.json"
mkfifo "$work/fifo/tokens/f.json"
status=0; ( cd "$work/fifo" && timeout 20 "$swatch" check --tokens tokens > out.txt 2> err.txt ) || status=$?
if [ "$status" = 2 ] && grep -qF "cannot read 'tokens/f.json'" "$work/fifo/err.txt"; then
  echo "ok   a FIFO named f.json: io.unreadable at once, exit 2"
else fail "fifo: exit $status: $(head -3 "$work/fifo/err.txt")"; fi

# `swatch preview --output` onto a token file, or a token file's name in a token folder, is refused; the
# token file is unchanged.
mkdir -p "$work/preview/tokens"
printf '{"c": {"$type": "color", "$value": "#000000"}}\n' > "$work/preview/tokens/a.json"
cp "$work/preview/tokens/a.json" "$work/preview/a.orig"
status=0; ( cd "$work/preview" && "$swatch" preview --tokens tokens --output tokens/a.json > out.txt 2> err.txt ) || status=$?
status2=0; ( cd "$work/preview" && "$swatch" preview --tokens tokens --output tokens/p.json > /dev/null 2>&1 ) || status2=$?
mkdir -p "$work/preview/templates"; printf 'x\n' > "$work/preview/templates/my.mustache"
printf 'tokens: [tokens]\noutputs:\n  - { writer: template, template: templates/my.mustache, path: out }\n' \
  > "$work/preview/swatch.yaml"
status3=0; ( cd "$work/preview" && "$swatch" preview --output templates/my.mustache > /dev/null 2>&1 ) || status3=$?
if [ "$status" = 2 ] && [ "$status2" = 2 ] && [ "$status3" = 2 ] && grep -qF "is a file this project reads" "$work/preview/err.txt" \
  && cmp -s "$work/preview/tokens/a.json" "$work/preview/a.orig" && [ ! -e "$work/preview/tokens/p.json" ] \
  && [ "$(cat "$work/preview/templates/my.mustache")" = x ]; then
  echo "ok   preview --output onto a token file, a template or into a token folder: refused, exit 2, the file unchanged"
else fail "preview output: exit $status/$status2/$status3: $(head -3 "$work/preview/err.txt")"; fi

# A token file past 64 MiB (a 10 GB sparse file, and a real 70 MB one) is refused before it is read: exit 2,
# `io.too-large` at the file, quickly and in little memory; a FIFO as the configuration is refused, not waited on.
mkdir -p "$work/big/tokens"
printf 'a: { $type: number, $value: 1 }\n' > "$work/big/tokens/a.yaml"
truncate -s 10G "$work/big/tokens/sparse.yaml"
printf 'tokens: [tokens]\noutputs:\n  - { writer: json, path: out }\n' > "$work/big/swatch.yaml"
status=0; ( cd "$work/big" && timeout 20 /usr/bin/time -f '%M' -o rss.txt "$swatch" build > out.txt 2> err.txt ) || status=$?
rm "$work/big/tokens/sparse.yaml"
head -c $((70 << 20)) /dev/zero | tr '\0' ' ' > "$work/big/tokens/spaces.yaml"
status2=0; ( cd "$work/big" && timeout 20 "$swatch" build > out2.txt 2> err2.txt ) || status2=$?
rm "$work/big/tokens/spaces.yaml"; mkfifo "$work/big/fifo.yaml"
status3=0; ( cd "$work/big" && timeout 20 "$swatch" build --config fifo.yaml > out3.txt 2> err3.txt ) || status3=$?
if [ "$status" = 2 ] && [ "$status2" = 2 ] && [ "$status3" = 2 ] && [ "$(tail -1 "$work/big/rss.txt")" -lt 200000 ] \
  && grep -qF "tokens/sparse.yaml:1:1: error: 'tokens/sparse.yaml' is 10240.0 MiB; Swatch reads input files up to 64 MiB" "$work/big/err.txt" \
  && grep -qF "[io.too-large]" "$work/big/err2.txt" && grep -qF "not a regular file" "$work/big/err3.txt" \
  && [ ! -e "$work/big/out" ]; then
  echo "ok   a token file past 64 MiB: io.too-large at the file, exit 2, $(tail -1 "$work/big/rss.txt") KB; a FIFO configuration refused"
else fail "input size: exit $status/$status2/$status3: $(head -2 "$work/big/err.txt") $(head -2 "$work/big/err3.txt")"; fi

# A failed build after a good one changes nothing on disk: not a file, a folder, an inode or a modification
# time, in the outputs or in `.swatch/`.
mkdir -p "$work/after-good/tokens"
printf 'c:\n  $type: color\n  a: "#123456"\n' > "$work/after-good/tokens/a.yaml"
printf 'tokens: [tokens]\noutputs:\n  - { writer: json, path: out/json }\n  - { writer: xcassets, path: out/xc }\n' \
  > "$work/after-good/swatch.yaml"
listing() { (cd "$work/after-good" && find . -printf '%p %s %T@ %i\n' | sort); }
( cd "$work/after-good" && "$swatch" build > /dev/null 2>&1 )
printf '  b: "#12"\n' >> "$work/after-good/tokens/a.yaml"
before=$(listing); sleep 1
status=0; ( cd "$work/after-good" && "$swatch" build > /dev/null 2> "$work/after-good.err" ) || status=$?
if [ "$status" = 1 ] && [ "$before" = "$(listing)" ]; then
  echo "ok   a failed build after a good one: exit 1, not a name, size, inode or time changed"
else fail "after a good build: exit $status; changed: $(diff <(echo "$before") <(listing) | head -4)"; fi

[ "$failures" = 0 ] || { echo "$failures bad-input case(s) failed"; exit 1; }
echo "bad input: every case rejected with its location, nothing written"
