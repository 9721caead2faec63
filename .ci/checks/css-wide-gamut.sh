#!/usr/bin/env bash
# Wide gamut CSS (OKLCH colors outside sRGB, Display P3 tokens) read back by headless Chromium running with a
# Display P3 screen profile instead of emulated media: `(color-gamut: p3)` matches by itself and every color
# computes its Display P3 value in every appearance; without the profile, the sRGB fallbacks (css_wide_gamut.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool chromium || exit 0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swatch="$(swatch_bin)"
status=0
for fixture in Tests/SwatchKitTests/Fixtures/Cases/web-android-wide-gamut Tests/SwatchKitTests/Fixtures/Cases/web-android-display-p3; do
  name="$(basename "$fixture")"
  cp -r "$fixture" "$work/$name"
  rm -rf "$work/$name/out" "$work/$name/expected"
  # Without the prefix some fixtures set, so property names are the token names.
  sed -i 's/, prefix: "[^"]*"//' "$work/$name/swatch.yaml"
  "$swatch" build --config "$work/$name/swatch.yaml" >/dev/null
  "$swatch" resolve --config "$work/$name/swatch.yaml" --format json >"$work/$name.json"
  echo "case $name"
  python3 .ci/checks/css_wide_gamut.py chromium "$work/$name/out/css/tokens.css" "$work/$name.json" || status=1
done
exit "$status"
