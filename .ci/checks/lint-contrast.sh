#!/usr/bin/env bash
# `swatch lint`'s contrast numbers and the pairs it infers from names, recomputed by a second implementation
# (lint_contrast.py, from the WCAG 2.x and APCA 0.0.98G-4g formulas) for the embedded tokens, the lint-contrast
# and lint-inferred golden cases and both sides of the diff fixture.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
python3 -c 'import yaml' 2>/dev/null || { echo "error: python3-yaml is missing (.ci/apt-packages)" >&2; exit 1; }
swatch="$(swatch_bin)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check() { # DIR: a folder holding swatch.yaml
  local dir="$1" status=0
  (cd "$dir" && "$swatch" resolve --format json >"$tmp/resolved.json")
  (cd "$dir" && "$swatch" lint --format json >"$tmp/lint.json") || status=$?
  [ "$status" -le 1 ] || { echo "error: swatch lint exited $status in $dir" >&2; return 1; }
  echo "--- $dir"
  python3 .ci/checks/lint_contrast.py "$dir/swatch.yaml" "$tmp/resolved.json" "$tmp/lint.json"
}
check .
check Tests/SwatchKitTests/Fixtures/Cases/lint-contrast
check Tests/SwatchKitTests/Fixtures/Cases/lint-inferred
check Tests/SwatchKitTests/Fixtures/Diff/review/old
check Tests/SwatchKitTests/Fixtures/Diff/review/new
