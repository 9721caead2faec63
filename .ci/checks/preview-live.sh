#!/usr/bin/env bash
# `swatch preview --watch` on a generated project of 10,000 tokens: the server starts on a free port, headless
# Chromium opens the page, preview_live.py edits a palette color and measures the time from the save to the
# page showing the new value, puts a bad token in (the page must show the diagnostics) and takes it out again
# (the preview must come back), and asks for paths outside the output folders (all must be 404). The median
# latency is printed; PREVIEW_LIVE_BUDGET_MS (default 5 s for a release binary, 60 s for a debug one) only
# guards against a regression: every save resolves the whole project again and renders the rows it changed,
# about 0.1-0.3 s at 10,000 tokens on a shared two-core machine, and a debug binary is many times slower.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool chromium || exit 0
swatch="$(swatch_bin)"
swatch="$(cd "$(dirname "$swatch")" && pwd)/$(basename "$swatch")"
bench="${SWATCH_BENCH:-$(dirname "$swatch")/swatch-bench}"
out="$PWD/.build/preview-live"
rm -rf "$out" && mkdir -p "$out"
"$bench" --tokens 10000 --generate-only --directory "$out/bench" >/dev/null
project="$out/bench/tokens-10000"
# Only the CSS output: the check is about the preview and a page that links the CSS, not the other writers.
sed -i '/^  - { writer: /{/writer: css,/!d}' "$project/swatch.yaml"
grep -q 'writer: css' "$project/swatch.yaml"
case "$swatch" in
  */release/*) budget="${PREVIEW_LIVE_BUDGET_MS:-5000}" ;;
  *) budget="${PREVIEW_LIVE_BUDGET_MS:-60000}" ;;
esac
(cd "$project" && exec "$swatch" preview --watch --port 0 >"$out/server.out" 2>"$out/server.err") &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 600); do
  grep -q 'serving the preview at' "$out/server.out" 2>/dev/null && break
  kill -0 "$server" 2>/dev/null || { cat "$out/server.err"; echo "error: the server stopped" >&2; exit 1; }
  sleep 0.5
done
url="$(grep -o 'http://127.0.0.1:[0-9]*' "$out/server.out")"
echo "server at $url"
python3 .ci/checks/preview_live.py "$url" "$project" "$budget"
grep '^swatch: ' "$out/server.err" || true
