#!/usr/bin/env bash
# Builds the six public DTCG 2025.10 design systems in ../shared/corpora/terrazzo-dtcg-examples through their
# resolvers with every writer, and reports per set: tokens read, tokens written per writer, warnings, time.
# SDS, Spectrum and Primer must reach the platforms' dark mode: dark variants in the asset catalog,
# values-night/ on Android, prefers-color-scheme in CSS. Skips with a message when ../shared is absent.
#
# Every set builds with the default strictness: no `unsupportedTypes: skip`, no `keepGoing`. None needs them
# any more: composites are read, units beyond px/rem are read with a warning, Primer's `alpha` beside `$value`
# and references inside its `boxShadow.*` strings are read with a warning, and its size-only `*.auto` tokens
# are absent in the default size (the writers that need a value everywhere leave them out with a warning).
# Primer alone needs configuration: the `modifiers:` mapping that brings its four themes to appearance and
# contrast (without it they would be one custom trait and never reach dark mode).
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
corpora="$(cd .. && pwd)/shared/corpora/terrazzo-dtcg-examples"
if [ ! -d "$corpora" ]; then
  echo "skipped: $corpora is absent"
  exit 0
fi
swatch="$(swatch_bin)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
printf '%-17s %6s %6s %6s %8s %6s %6s %6s %5s %7s  %s\n' set read json css xcassets android compose swift warn time dark
for set in figma-sds microsoft-fluent shopify-polaris adobe-spectrum ibm-carbon github-primer; do
  dir="$work/$set"
  mkdir -p "$dir"
  {
    echo "tokens: $corpora/$set.resolver.json"
    echo "allowOutside: true"
    if [ "$set" = github-primer ]; then
      cat <<'YAML'
modifiers:
  theme:
    light: { appearance: light }
    light-hc: { appearance: light, contrast: high-contrast }
    dark: { appearance: dark }
    dark-hc: { appearance: dark, contrast: high-contrast }
YAML
    fi
    echo "outputs:"
    for writer in json css xcassets android compose swift; do
      echo "  - { writer: $writer, path: out/$writer }"
    done
  } >"$dir/swatch.yaml"
  start=$(date +%s.%N)
  if ! "$swatch" build --config "$dir/swatch.yaml" >"$dir/build.log" 2>"$dir/diagnostics.txt"; then
    echo "error: $set failed to build" >&2
    cat "$dir/diagnostics.txt" >&2
    status=1
    continue
  fi
  end=$(date +%s.%N)
  "$swatch" resolve --config "$dir/swatch.yaml" --format json >"$dir/resolved.json" 2>/dev/null
  python3 .ci/checks/corpora_counts.py "$set" "$dir" "$(echo "$end - $start" | bc)" || status=1
done
exit "$status"
