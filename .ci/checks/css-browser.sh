#!/usr/bin/env bash
# The CSS output, read back by headless Chromium: every custom property's computed value, in every emulated
# media combination, forced appearance and scoped subtree, equals `swatch resolve` (css_browser.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool chromium || exit 0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
build_cases "$work"
status=0
while IFS=$'\t' read -r name out resolved prefix; do
  [ -f "$out/css/tokens.css" ] || continue
  echo "case $name"
  python3 .ci/checks/css_browser.py chromium "$out/css/tokens.css" "$resolved" --prefix "$prefix" || status=1
done <"$work/cases.tsv"
exit "$status"
