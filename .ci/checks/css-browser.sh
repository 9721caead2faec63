#!/usr/bin/env bash
# The CSS output, read back by headless Chromium: every custom property's computed value, in every emulated
# media combination, forced appearance and scoped subtree, equals `swatch resolve` (css_browser.py). The text
# style classes (<file>-text-styles.css) of the repository's tokens and of the text-styles case compute their color
# token's color in light, dark and increased contrast, and their typography (css_text_styles.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool chromium || exit 0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
build_cases "$work"
status=0
# One Chromium for every case (each in a page of its own); the reader prints `case NAME` before each.
python3 .ci/checks/css_browser.py chromium --cases "$work/cases.tsv" || status=1
# The pairs are the tokens' own (tokens/text.yaml, the case's tokens.yaml), written here by hand.
text_styles() { # case style=color...
  local name=$1 out resolved
  shift
  out="$(awk -F'\t' -v n="$name" '$1 == n { print $2 }' "$work/cases.tsv")"
  resolved="$(awk -F'\t' -v n="$name" '$1 == n { print $3 }' "$work/cases.tsv")"
  echo "text styles $name"
  python3 .ci/checks/css_text_styles.py chromium "$out/css/tokens.css" "$out/css/tokens-text-styles.css" "$resolved" \
    "$@" || status=1
}
text_styles default text.body=label.primary
text_styles text-styles text.body=label.primary text.footnote=label.secondary text.headline=label.primary
exit "$status"
