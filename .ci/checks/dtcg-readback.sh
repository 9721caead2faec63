#!/usr/bin/env bash
# Swatch reads its own DTCG output back: resolving out/dtcg/tokens.resolver.json gives the same traits,
# appearances, token paths, types and values as resolving the YAML sources (string tokens, which DTCG
# output leaves out, are excluded). Needs `swift run swatch build` to have written out/.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f out/dtcg/tokens.resolver.json ] || { echo "error: out/dtcg/tokens.resolver.json is missing; run swatch build" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
swift run -q swatch resolve --format json >"$tmp/original.json"
swift run -q swatch resolve --tokens out/dtcg/tokens.resolver.json --format json >"$tmp/readback.json"
python3 .ci/checks/compare_resolved.py "$tmp/original.json" "$tmp/readback.json"

# Composites round-trip: every member of every composite in every appearance reads back the same.
cp -R Tests/SwatchKitTests/Fixtures/Cases/composites-all-writers "$tmp/composites"
rm -rf "$tmp/composites/expected"
swift run -q swatch build --config "$tmp/composites/swatch.yaml" >/dev/null
swift run -q swatch resolve --config "$tmp/composites/swatch.yaml" --format json >"$tmp/composites.json"
swift run -q swatch resolve --tokens "$tmp/composites/out/json/tokens.resolver.json" --format json \
  >"$tmp/composites-readback.json"
python3 .ci/checks/compare_resolved.py "$tmp/composites.json" "$tmp/composites-readback.json"
echo "composites: DTCG output reads back to the same values"
