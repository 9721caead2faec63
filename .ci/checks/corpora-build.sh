#!/usr/bin/env bash
# Builds the six public DTCG 2025.10 design systems in ../shared/corpora/terrazzo-dtcg-examples through their
# resolvers with every writer, and reports per set: tokens read, tokens written per writer, warnings, time.
# SDS, Spectrum and Primer must reach the platforms' dark mode: dark variants in the asset catalog,
# values-night/ on Android, prefers-color-scheme in CSS. Skips with a message when ../shared is absent.
#
# `unsupportedTypes: skip` was needed before composite types were read (it now skips only unknown types such
# as Primer's `custom-viewportRange`); `keepGoing: true` leaves out the few tokens outside the 2025.10 schema
# (units such as em, dp, vw; Primer's size-only `*.auto` tokens) with warnings counted below.
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
    echo "unsupportedTypes: skip"
    echo "keepGoing: true"
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
