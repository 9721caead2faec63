#!/usr/bin/env bash
# Damages three random bytes of one random record in the build state before an edit's build, then compares
# every output with a clean `--force` build byte for byte, and checks that `build --check` agrees.
# The first try instead moves every piece of the piece store one byte later (a damage no format check sees, only
# the checksum). Usage: state-damage.sh [SWATCH] [TRIES] [SEED]
set -euo pipefail
swatch=$(realpath "${1:-.build/debug/swatch}")
tries=${2:-30}
RANDOM=${3:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
# The edits between builds: a semantic color retargeted, a description changed.
wrong=0
for try in $(seq 1 "$tries"); do
  # Built in place, not copied: a copy has new inodes, and the state vouches for no file of it.
  rm -rf p q && mkdir p && (cd p && "$swatch" init >/dev/null && "$swatch" build >/dev/null && "$swatch" build --force >/dev/null)
  state=$(cd p && { ls ${STATE_FILES:-.swatch/* .swatch-stamp .swatch-pieces .swatch-scan} 2>/dev/null || true; } | shuf -n1 --random-source=<(yes $try))
  if [ "$try" = 1 ]; then
    state=$(cd p && { ls .swatch/pieces .swatch-pieces 2>/dev/null || true; } | head -1)
    python3 - "p/$state" <<'PY'
import struct, sys
path = sys.argv[1]
b = bytearray(open(path, 'rb').read())
trailer = 8 if path.endswith('/pieces') else 0  # a checksum after each file's record
o = b.index(b'\n', b.index(b'\n') + 1) + 1
while o < len(b):
    n = struct.unpack_from('<I', b, o)[0]; o += 4 + n + 8
    c = struct.unpack_from('<I', b, o)[0]; o += 4
    for i in range(c):
        struct.pack_into('<I', b, o + i * 16 + 8, struct.unpack_from('<I', b, o + i * 16 + 8)[0] + 1)
    o += c * 16 + trailer
open(path, 'wb').write(b)
PY
  else
  python3 - "p/$state" "$RANDOM" <<'PY'
import random, sys
path, seed = sys.argv[1], int(sys.argv[2])
rng = random.Random(seed)
data = bytearray(open(path, 'rb').read())
for _ in range(3):
    if data:
        data[rng.randrange(len(data))] = rng.randrange(256)
open(path, 'wb').write(data)
PY
  fi
  sed -i "s/Text and icons\./Text and icons $try./; 0,/{palette.gray.dark}/s//{palette.black}/" p/tokens/semantic.yaml
  (cd p && "$swatch" build >/dev/null 2>&1) || true
  cp -a p q && rm -rf q/out q/.swatch q/.swatch-* && (cd q && "$swatch" build --force >/dev/null 2>&1)
  if ! diff -r p/out q/out >/dev/null; then
    wrong=$((wrong + 1)); echo "try $try: outputs differ after damaging $state"
  elif ! (cd p && "$swatch" build --check >/dev/null 2>&1); then
    echo "try $try: build --check fails after a build"; wrong=$((wrong + 1))
  fi
done
echo "$wrong of $tries tries gave wrong outputs"

# An output folder's manifest as a 20 GB sparse file, then as a link to /dev/zero: read as a missing manifest
# would be, never whole (a build aborted allocating 20 GB, or was killed by the kernel).
for damage in sparse zero; do
  rm -rf p q && mkdir p && (cd p && "$swatch" init >/dev/null && "$swatch" build >/dev/null)
  manifest=$(cd p && find out -name .swatch-manifest | sort | head -1)
  if [ "$damage" = sparse ]; then truncate -s 20G "p/$manifest"; else rm "p/$manifest" && ln -s /dev/zero "p/$manifest"; fi
  for command in "build --check" "build" "build --force" "clean --dry-run"; do
    status=0; (cd p && ulimit -v 4000000 && $swatch $command >/dev/null 2>&1) || status=$?
    if [ "$status" -gt 2 ]; then wrong=$((wrong + 1)); echo "manifest $damage: '$command' exit $status"; fi
  done
  cp -a p q && rm -rf q/out q/.swatch && (cd q && "$swatch" build --force >/dev/null 2>&1)
  diff -r -x .swatch-manifest p/out q/out >/dev/null || { wrong=$((wrong + 1)); echo "manifest $damage: outputs differ"; }
done
# A build killed while it wrote: its temporary files in an output folder, and its marker in .swatch/. The next
# build with the inputs as the last finished build left them must not be skipped (the debris stayed), and
# removes both; the build after it is skipped.
rm -rf p && mkdir p && (cd p && "$swatch" init >/dev/null && "$swatch" build >/dev/null)
sh -c 'exit 0' & dead=$!; wait "$dead"
touch "p/out/css/.tokens.css.swatch-$dead-1.tmp" "p/.swatch/.writing.swatch-$dead-0.tmp"
sleep 0.1
(cd p && "$swatch" build 2>/dev/null) | grep -q "unchanged since the last build" \
  && { wrong=$((wrong + 1)); echo "killed build: the next build was skipped and kept its debris"; }
[ -z "$(find p -name "*.swatch-$dead-*.tmp")" ] || { wrong=$((wrong + 1)); echo "killed build: debris left"; }
sleep 0.1
(cd p && "$swatch" build 2>/dev/null) | grep -q "unchanged since the last build" \
  || { wrong=$((wrong + 1)); echo "killed build: the build after the cleanup was not skipped"; }
[ "$wrong" -eq 0 ]
