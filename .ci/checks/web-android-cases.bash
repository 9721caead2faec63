# Shared by css-browser.sh, android-aapt2.sh and compose-kotlinc.sh (sourced, not run: it is not a *.sh).
# Builds every case into a temporary folder and lists it as `NAME<TAB>OUT_DIR<TAB>RESOLVED_JSON<TAB>CSS_PREFIX`:
#   default      the repository's own out/ (built by .ci/run) and its resolved graph
#   references   the embedded tokens again, with the css writer's `references: true`
#   exclude      the same with `exclude: palette.*`, its resolved graph without the palette
#   <fixture>    each Tests/SwatchKitTests/Fixtures/Cases/web-android-<case>, built with --config
set -euo pipefail

# require_tool NAME: returns 1 (skip) when NAME is missing and CI is unset; exits 1 when CI is set.
require_tool() {
  command -v "$1" >/dev/null 2>&1 && return 0
  if [ -n "${CI:-}" ]; then
    echo "error: $1 is not installed (listed in .ci/apt-packages)" >&2
    exit 1
  fi
  echo "skipped: $1 is not installed (set CI=true to make this an error)"
  return 1
}

# swatch_bin: $SWATCH when set, else the package's debug build (built if missing).
swatch_bin() {
  [ -n "${SWATCH:-}" ] && { echo "$SWATCH"; return; }
  local bin
  bin="$(swift build --show-bin-path 2>/dev/null)/swatch"
  [ -x "$bin" ] || swift build --product swatch >/dev/null
  echo "$bin"
}

# build_cases WORK: writes the case list to WORK/cases.tsv.
build_cases() {
  local work="$1" swatch root
  swatch="$(swatch_bin)"
  root="$(pwd)"
  mkdir -p "$work"
  : >"$work/cases.tsv"
  [ -d out/css ] || "$swatch" build >/dev/null
  "$swatch" resolve --format json >"$work/default.json"
  printf 'default\t%s\t%s\t\n' "$root/out" "$work/default.json" >>"$work/cases.tsv"
  mkdir -p "$work/references"
  cat >"$work/references/swatch.yaml" <<YAML
allowOutside: true
tokens: [$root/tokens]
traits: { appearance: [light, dark], contrast: [normal, high-contrast], level: [base, elevated], motion: [full-motion, reduced-motion] }
outputs: [{ writer: css, path: out/css, references: true }]
YAML
  "$swatch" build --config "$work/references/swatch.yaml" >/dev/null
  printf 'references\t%s\t%s\t\n' "$work/references/out" "$work/default.json" >>"$work/cases.tsv"
  # `exclude: palette.*` with references: the aliases to the palette are written as values, not as a
  # var() of a property the file lacks, so every kept token still computes; the palette is not in the file.
  mkdir -p "$work/exclude"
  sed 's|references: true }|references: true, exclude: "palette.*" }|' "$work/references/swatch.yaml" \
    >"$work/exclude/swatch.yaml"
  "$swatch" build --config "$work/exclude/swatch.yaml" >/dev/null
  ! grep -q -- '--palette-' "$work/exclude/out/css/tokens.css"
  python3 -c 'import json, sys; d = json.load(sys.stdin)
d["tokens"] = [t for t in d["tokens"] if not t["path"].startswith("palette.")]
json.dump(d, sys.stdout)' <"$work/default.json" >"$work/exclude.json"
  printf 'exclude\t%s\t%s\t\n' "$work/exclude/out" "$work/exclude.json" >>"$work/cases.tsv"
  for fixture in Tests/SwatchKitTests/Fixtures/Cases/web-android-*/ Tests/SwatchKitTests/Fixtures/Cases/composites-all-writers/ \
    Tests/SwatchKitTests/Fixtures/Cases/deprecated-outputs/ Tests/SwatchKitTests/Fixtures/Cases/adaptive-values/ \
    Tests/SwatchKitTests/Fixtures/Cases/hostile-text/ Tests/SwatchKitTests/Fixtures/Cases/context-only-tokens/ \
    Tests/SwatchKitTests/Fixtures/Cases/text-styles/; do
    local name prefix
    name="$(basename "$fixture")"
    rm -rf "${work:?}/$name"
    cp -r "$fixture" "$work/$name"
    rm -rf "$work/$name/out" "$work/$name/expected"
    "$swatch" build --config "$work/$name/swatch.yaml" >/dev/null 2>&1
    "$swatch" resolve --config "$work/$name/swatch.yaml" --format json >"$work/$name.json"
    prefix="$(sed -n 's/.*writer: css.*prefix: "\([^"]*\)".*/\1/p' "$fixture/swatch.yaml")"
    printf '%s\t%s\t%s\t%s\n' "$name" "$work/$name/out" "$work/$name.json" "$prefix" >>"$work/cases.tsv"
  done
}
