#!/usr/bin/env bash
# The DTCG output validates against the official DTCG 2025.10 JSON schemas, used in place from ../shared.
set -euo pipefail
cd "$(dirname "$0")/../.."
schemas="${DTCG_SCHEMAS:-../shared/dtcg-schemas/2025.10}"
[ -d "$schemas" ] || { echo "error: DTCG schemas not found at $schemas" >&2; exit 1; }
python3 .ci/checks/validate_dtcg.py "$schemas" out/dtcg/tokens.tokens.json out/dtcg/tokens.resolver.json
