#!/usr/bin/env bash
# `swatch preview` rendered by headless Chromium: the page reports where each swatch is (#positions, read
# with --dump-dom), a screenshot at the same window size is taken, and preview_pixels.py checks the pixel
# color at every visible swatch, light and dark columns alike, against `swatch resolve`, and that the token
# column keeps its width. Two projects: this repository's (16 appearances) and the same tokens with a fifth
# trait (32 appearances, a wider window so the dark columns are in view). The pages and the screenshots stay
# in .build/preview-check/ as artifacts. The text styles table's sample lines compute their color token's value in
# each appearance.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool chromium || exit 0
swatch="$(swatch_bin)"
swatch="$(cd "$(dirname "$swatch")" && pwd)/$(basename "$swatch")"
out="$PWD/.build/preview-check"
rm -rf "$out" && mkdir -p "$out/thirtytwo"
cp -R tokens "$out/thirtytwo/tokens"
sed 's/^  level: \[base, elevated\]$/&\n  theme: [standard, brand]/; /^templates:/d; /^outputs:/,/^[a-z]/{/^  -/d}; /^outputs:/d' swatch.yaml >"$out/thirtytwo/swatch.yaml"
grep -q 'theme: \[standard, brand\]' "$out/thirtytwo/swatch.yaml"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
check() { # NAME PROJECT WIDTH
  local name="$1" project="$2" width="$3"
  (cd "$project" && "$swatch" preview --output "$out/$name.html" >/dev/null && "$swatch" resolve --format json) \
    >"$out/$name-resolved.json"
  local page="file://$out/$name.html"
  local flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1
    --window-size="$width",2400 --user-data-dir="$profile" --force-color-profile=srgb)
  timeout 60 chromium "${flags[@]}" --dump-dom "$page#positions" >"$out/$name-positions.html" 2>/dev/null
  timeout 60 chromium "${flags[@]}" --virtual-time-budget=3000 --screenshot="$out/$name.png" "$page" >/dev/null 2>&1
  echo "$name:"
  python3 .ci/checks/preview_pixels.py "$out/$name-positions.html" "$out/$name.png" "$out/$name-resolved.json"
}
check preview . 2800
check thirtytwo "$out/thirtytwo" 5600
# The "Text styles" table: tokens/text.yaml pairs text.body with label.primary (written here by hand); each
# appearance's sample line computes label.primary's value there (preview_text_styles.py).
python3 .ci/checks/preview_text_styles.py chromium "$out/preview.html" "$out/preview-resolved.json" \
  text.body=label.primary
