#!/usr/bin/env bash
# `swatch preview` rendered by headless Chromium: the page reports where each swatch is (#positions, read
# with --dump-dom), a screenshot at the same window size is taken, and preview_pixels.py checks the pixel
# color at every visible swatch, light and dark columns alike, against `swatch resolve`. The page and the
# screenshot stay in .build/preview-check/ as artifacts.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool chromium || exit 0
swatch="$(swatch_bin)"
out=.build/preview-check
rm -rf "$out" && mkdir -p "$out"
"$swatch" preview --output "$out/preview.html" >/dev/null
"$swatch" resolve --format json >"$out/resolved.json"
page="file://$PWD/$out/preview.html"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1
  --window-size=1500,2400 --user-data-dir="$profile" --force-color-profile=srgb)
timeout 60 chromium "${flags[@]}" --dump-dom "$page#positions" >"$out/positions.html" 2>/dev/null
timeout 60 chromium "${flags[@]}" --virtual-time-budget=3000 --screenshot="$PWD/$out/preview.png" "$page" >/dev/null 2>&1
python3 .ci/checks/preview_pixels.py "$out/positions.html" "$out/preview.png" "$out/resolved.json"
