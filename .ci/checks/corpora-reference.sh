#!/usr/bin/env bash
# Swatch's resolved values equal an independent reading of the DTCG 2025.10 rules (corpora_reference.py, no
# code shared with Swatch), token by token in every context, composites included: for the composites resolver
# fixture (member aliases whose colors change with the theme) and every resolver in
# ../shared/corpora/terrazzo-dtcg-examples that Swatch loads. A corpus Swatch does not load is listed with its
# error count; CORPORA_REQUIRE_ALL=1 makes that a failure (for when every idiom those sets use is read).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v python3 >/dev/null || { [ -n "${CI:-}" ] && { echo "error: python3 is required" >&2; exit 1; }; echo "skipped: python3"; exit 0; }
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
[ -x "$swatch" ] || swift build --product swatch >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
check() { # resolver
  local name json
  name="$(basename "$1" .resolver.json)"
  json="$work/$name.json"
  if ! (cd "$work" && "$swatch" resolve --tokens "$OLDPWD/$1" --format json) >"$json" 2>"$work/$name.err"; then
    echo "$name: not loaded by swatch ($(grep -c ': error:' "$work/$name.err") errors)"
    [ -n "${CORPORA_REQUIRE_ALL:-}" ] && status=1
    return 0
  fi
  python3 .ci/checks/corpora_reference.py "$1" "$json" || status=1
}
check Tests/SwatchKitTests/Fixtures/Resolvers/composites/composites.resolver.json
corpora=../shared/corpora/terrazzo-dtcg-examples
if [ -d "$corpora" ]; then
  for resolver in "$corpora"/*.resolver.json; do check "$resolver"; done
elif [ -n "${CI:-}" ]; then
  echo "error: $corpora is missing" >&2
  exit 1
else
  echo "skipped: $corpora is absent"
fi
exit "$status"
