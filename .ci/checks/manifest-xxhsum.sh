#!/usr/bin/env bash
# Every output folder's `.swatch-manifest` lists each file's XXH64 (docs/build.md, "Ownership"): the stock
# `xxhsum -H1` must print the same 16 digits for every file a build of the repository's project lists, and the
# manifest must list exactly the files in its folder (besides itself).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v xxhsum >/dev/null; then
  [ -n "${CI:-}" ] && { echo "error: xxhsum (package xxhash) is not installed" >&2; exit 1; }
  echo "skipped: xxhsum is not installed"
  exit 0
fi
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r tokens templates swatch.yaml "$work/"
cd "$work"
"$swatch" build >/dev/null 2>&1
manifests=0
files=0
while IFS= read -r manifest; do
  folder=$(dirname "$manifest")
  manifests=$((manifests + 1))
  while read -r hash path; do
    [ -n "$hash" ] || continue
    actual=$(cd "$folder" && xxhsum -H1 -- "$path" 2>/dev/null | cut -d' ' -f1)
    [ "$actual" = "$hash" ] || { echo "FAIL: $folder/$path: manifest $hash, xxhsum $actual"; exit 1; }
    files=$((files + 1))
  done < <(grep -v '^#' "$manifest")
  listed=$(grep -v '^#' "$manifest" | grep -c . || true)
  present=$(cd "$folder" && find . -type f ! -name .swatch-manifest | wc -l)
  [ "$listed" -eq "$present" ] || { echo "FAIL: $manifest lists $listed files, the folder holds $present"; exit 1; }
done < <(find out -name .swatch-manifest | sort)
[ "$manifests" -gt 0 ] || { echo "FAIL: no manifest found"; exit 1; }
echo "ok: $files files in $manifests manifests match xxhsum -H1"
