#!/usr/bin/env bash
# Swatch's resolved values equal an independent reading of the DTCG 2025.10 rules (corpora_reference.py, no
# code shared with Swatch), token by token in every context, composites included: for the composites resolver
# fixture (member aliases whose colors change with the theme) and every resolver in
# ../shared/corpora/terrazzo-dtcg-examples, each loaded with the default strictness (a corpus Swatch does not
# load fails the check, with its error count). Primer is read with the `modifiers:` mapping corpora-build.sh
# uses, given to the reference as JSON; its context-only tokens must be absent in the same appearances.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v python3 >/dev/null || { [ -n "${CI:-}" ] && { echo "error: python3 is required" >&2; exit 1; }; echo "skipped: python3"; exit 0; }
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
[ -x "$swatch" ] || swift build --product swatch >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
primer_mapping='{"theme": {"light": {"appearance": "light"}, "light-hc": {"appearance": "light", "contrast": "high-contrast"},
  "dark": {"appearance": "dark"}, "dark-hc": {"appearance": "dark", "contrast": "high-contrast"}}}'
check() { # resolver
  local name json mapping=()
  name="$(basename "$1" .resolver.json)"
  json="$work/$name.json"
  printf 'tokens: %s\nallowOutside: true\n' "$PWD/$1" >"$work/$name.yaml"
  if [ "$name" = github-primer ]; then
    echo "$primer_mapping" >"$work/mapping.json"
    python3 -c 'import json, sys; print("modifiers: " + json.dumps(json.load(open(sys.argv[1]))))' \
      "$work/mapping.json" >>"$work/$name.yaml"
    mapping=("$work/mapping.json")
  fi
  if ! "$swatch" resolve --config "$work/$name.yaml" --format json >"$json" 2>"$work/$name.err"; then
    echo "error: $name: not loaded by swatch ($(grep -c ': error:' "$work/$name.err") errors)" >&2
    grep ': error:' "$work/$name.err" | head -5 >&2
    status=1
    return 0
  fi
  python3 .ci/checks/corpora_reference.py "$1" "$json" "${mapping[@]}" || status=1
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
