#!/usr/bin/env bash
# Colors in all fourteen DTCG color spaces, as DTCG objects and as CSS functions, converted to sRGB by Swatch
# and painted by headless Chromium onto an sRGB canvas: the same pixel within one step (color_spaces.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool chromium || exit 0
python3 .ci/checks/color_spaces.py "$(swatch_bin)" chromium 1
