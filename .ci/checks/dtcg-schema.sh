#!/usr/bin/env bash
# The DTCG output validates against the official DTCG 2025.10 JSON schemas, used in place from ../shared.
set -euo pipefail
cd "$(dirname "$0")/../.."
schemas="${DTCG_SCHEMAS:-../shared/dtcg-schemas/2025.10}"
[ -d "$schemas" ] || { echo "error: DTCG schemas not found at $schemas" >&2; exit 1; }
python3 .ci/checks/validate_dtcg.py "$schemas" out/dtcg/tokens.tokens.json out/dtcg/tokens.resolver.json

# The composite fixture (every composite type, member aliases, dark variants) validates too.
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Tests/SwatchKitTests/Fixtures/Cases/composites-all-writers "$work/composites"
rm -rf "$work/composites/expected"
"$swatch" build --config "$work/composites/swatch.yaml" >/dev/null
python3 .ci/checks/validate_dtcg.py "$schemas" "$work/composites/out/json/tokens.tokens.json" \
  "$work/composites/out/json/tokens.resolver.json"

# Context-only tokens: the DTCG output writes them only in the contexts that have them, still valid.
context_only=Tests/SwatchKitTests/Fixtures/Cases/context-only-tokens/expected/out/dtcg
python3 .ci/checks/validate_dtcg.py "$schemas" "$context_only/tokens.tokens.json" "$context_only/tokens.resolver.json"
