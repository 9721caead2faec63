#!/usr/bin/env bash
# Swatch's reading of design-tool exports equals an independent reading (tool_formats_reference.py, no code
# shared with Swatch, written from the formats' rules as docs/inputs.md states them), token by token in every
# appearance: every Tests/SwatchKitTests/Fixtures/Cases/tool-* case (Figma Variables, Style Dictionary classic,
# Tokens Studio file and folder, `tokens:` entries with an appearance) and the extra cases under
# Tests/SwatchKitTests/Fixtures/ToolFormats/ (Tokens Studio math and modifiers in every space). Fails on any
# mismatch or on a fixture Swatch does not load.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v python3 >/dev/null || { [ -n "${CI:-}" ] && { echo "error: python3 is required" >&2; exit 1; }; echo "skipped: python3"; exit 0; }
python3 -c 'import yaml' 2>/dev/null || { [ -n "${CI:-}" ] && { echo "error: python3 yaml is required" >&2; exit 1; }; echo "skipped: python3 yaml"; exit 0; }
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
[ -x "$swatch" ] || swift build --product swatch >/dev/null
swatch="$(cd "$(dirname "$swatch")" && pwd)/$(basename "$swatch")"
checks="$PWD/.ci/checks"
export PYTHONDONTWRITEBYTECODE=1 # color_math is imported; keep the tracked __pycache__ untouched
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
for fixture in Tests/SwatchKitTests/Fixtures/Cases/tool-*/ Tests/SwatchKitTests/Fixtures/ToolFormats/*/; do
  fixture="${fixture%/}"
  name="$(basename "$fixture")"
  if ! (cd "$fixture" && "$swatch" resolve --config swatch.yaml --format json >"$work/$name.json" 2>"$work/$name.err"); then
    echo "error: $name: not loaded by swatch ($(grep -c ': error:' "$work/$name.err" || true) errors)" >&2
    grep ': error:' "$work/$name.err" | head -5 >&2 || true
    status=1
    continue
  fi
  python3 "$checks/tool_formats_reference.py" "$fixture" "$work/$name.json" || status=1
done
exit "$status"
