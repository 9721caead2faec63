#!/usr/bin/env bash
# Image tokens (docs/images.md) built from the images-all-writers case and read by each platform's tools: aapt2
# compiles and links the drawables (images_android.py), the asset catalog's image sets match Xcode's layout
# (check_xcassets.py), and Chromium resolves and decodes every CSS image URL per appearance (images_browser.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
root="$(pwd)"
swatch="$(swatch_bin)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r Tests/SwatchKitTests/Fixtures/Cases/images-all-writers "$work/case"
cd "$work/case"
rm -rf expected out
"$swatch" build >/dev/null 2>"$work/build.log"
"$swatch" resolve --format json >resolved.json
status=0
python3 "$root/.ci/checks/check_xcassets.py" resolved.json out/xcassets/SwatchColors.xcassets || status=1
if require_tool aapt2; then
  if [ -f /usr/share/android-framework-res/framework-res.apk ]; then
    python3 "$root/.ci/checks/images_android.py" out/android resolved.json "$work/aapt2" || status=1
  elif [ -n "${CI:-}" ]; then
    echo "error: android-framework-res is not installed" >&2
    status=1
  fi
fi
if require_tool chromium; then
  python3 "$root/.ci/checks/images_browser.py" chromium out/css/tokens.css resolved.json || status=1
fi
exit "$status"
