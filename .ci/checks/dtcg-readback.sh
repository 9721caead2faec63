#!/usr/bin/env bash
# Swatch reads its own DTCG output back: resolving out/dtcg/tokens.resolver.json gives the same traits,
# appearances, token paths, types and values as resolving the YAML sources (string and material tokens, which
# DTCG output leaves out, are excluded). Needs `swatch build` to have written out/ (.ci/run does).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f out/dtcg/tokens.resolver.json ] || { echo "error: out/dtcg/tokens.resolver.json is missing; run swatch build" >&2; exit 1; }
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$swatch" resolve --format json >"$tmp/original.json"
"$swatch" resolve --tokens out/dtcg/tokens.resolver.json --format json >"$tmp/readback.json"
python3 .ci/checks/compare_resolved.py "$tmp/original.json" "$tmp/readback.json"

# Composites round-trip: every member of every composite in every appearance reads back the same.
cp -R Tests/SwatchKitTests/Fixtures/Cases/composites-all-writers "$tmp/composites"
rm -rf "$tmp/composites/expected"
"$swatch" build --config "$tmp/composites/swatch.yaml" >/dev/null
"$swatch" resolve --config "$tmp/composites/swatch.yaml" --format json >"$tmp/composites.json"
"$swatch" resolve --tokens "$tmp/composites/out/json/tokens.resolver.json" --format json \
  >"$tmp/composites-readback.json"
python3 .ci/checks/compare_resolved.py "$tmp/composites.json" "$tmp/composites-readback.json"
echo "composites: DTCG output reads back to the same values"

# Context-only tokens round-trip: a token absent in the default appearance is written only in the contexts
# that have it, and reads back absent in the same appearances (`absent` in the JSON, compared too).
cp -R Tests/SwatchKitTests/Fixtures/Cases/context-only-tokens "$tmp/context-only"
rm -rf "$tmp/context-only/expected"
"$swatch" build --config "$tmp/context-only/swatch.yaml" >/dev/null 2>&1
"$swatch" resolve --config "$tmp/context-only/swatch.yaml" --format json >"$tmp/context-only.json" 2>/dev/null
"$swatch" resolve --tokens "$tmp/context-only/out/dtcg/tokens.resolver.json" --format json \
  >"$tmp/context-only-readback.json" 2>/dev/null
# A token present in the default appearance but absent in another cannot be said in DTCG (`color.shine`): the
# writer leaves it out with a warning, so the comparison leaves it out too.
python3 - "$tmp/context-only.json" <<'PY'
import json, sys
resolved = json.load(open(sys.argv[1]))
first = resolved["appearances"][0]
unsayable = [t["path"] for t in resolved["tokens"] if t.get("absent") and first not in t["absent"]]
assert unsayable == ["color.shine"], unsayable
resolved["tokens"] = [t for t in resolved["tokens"] if t["path"] not in unsayable]
json.dump(resolved, open(sys.argv[1], "w"))
PY
python3 .ci/checks/compare_resolved.py "$tmp/context-only.json" "$tmp/context-only-readback.json"
python3 - "$tmp/context-only.json" "$tmp/context-only-readback.json" <<'PY'
import json, sys
absent = [{t["path"]: t.get("absent") for t in json.load(open(path))["tokens"]} for path in sys.argv[1:]]
both = {p: a for p, a in absent[0].items() if p in absent[1]}
assert any(both.values()), "the case has context-only tokens"
assert all(absent[1][p] == a for p, a in both.items()), f"absent appearances differ: {absent}"
PY
echo "context-only: DTCG output reads back absent in the same appearances"
