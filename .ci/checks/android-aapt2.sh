#!/usr/bin/env bash
# The Android resources, compiled and linked by aapt2 against Debian's framework-res.apk; the linked table
# (default and night) equals `swatch resolve` under the documented naming rule (android_resources.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool aapt2 || exit 0
if [ ! -f /usr/share/android-framework-res/framework-res.apk ]; then
  [ -n "${CI:-}" ] && { echo "error: android-framework-res is not installed" >&2; exit 1; }
  echo "skipped: android-framework-res is not installed"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
build_cases "$work"
status=0
while IFS=$'\t' read -r name out resolved _; do
  [ -d "$out/android" ] || continue
  echo "case $name"
  python3 .ci/checks/android_resources.py "$out/android" "$resolved" "$work/aapt2-$name" || status=1
done <"$work/cases.tsv"
exit "$status"
