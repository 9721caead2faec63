#!/usr/bin/env bash
# Random edits to real token projects (edit_fuzz.py): after each, an incremental `swatch build`, the rebuild of
# a running `swatch build --watch` and the outputs a running `swatch preview --watch` writes must equal
# `swatch build --force` in a fresh copy, byte for byte.
# The projects: Figma SDS through its DTCG resolver (files the resolver names, beside it) and the Tokens Studio
# folder fixture (`$themes.json`, sets in folders). Edits change values, retarget aliases, delete, copy and
# rename tokens, delete or rename whole files, change the sets of Tokens Studio themes, and take outputs out of
# swatch.yaml and put them back.
set -euo pipefail
cd "$(dirname "$0")/../.."
swatch=$(realpath "${SWATCH:-$(swift build --show-bin-path)/swatch}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
writers() { for writer in json css xcassets android compose swift; do echo "  - { writer: $writer, path: out/$writer }"; done; }

projects=()
corpora="$(cd .. && pwd)/shared/corpora/terrazzo-dtcg-examples"
if [ -d "$corpora" ]; then
  mkdir -p "$work/sds"
  cp -r "$corpora/figma-sds" "$corpora/figma-sds.resolver.json" "$work/sds/"
  { echo "tokens: figma-sds.resolver.json"; echo "outputs:"; writers; } > "$work/sds/swatch.yaml"
  projects+=("$work/sds")
else
  echo "skipped Figma SDS: $corpora is absent"
fi
mkdir -p "$work/studio"
cp -r Tests/SwatchKitTests/Fixtures/Cases/tool-tokens-studio-folder/tokens "$work/studio/"
{ echo "tokens: [tokens]"; echo "outputs:"; writers; } > "$work/studio/swatch.yaml"
projects+=("$work/studio")

seed=1
for project in "${projects[@]}"; do
  for mode in "" --watch --preview; do
    printf '%s %s: ' "$(basename "$project")" "${mode:-one build a run}"
    python3 .ci/checks/edit_fuzz.py "$swatch" "$project" 12 "$seed" $mode
    seed=$((seed + 1))
  done
done
