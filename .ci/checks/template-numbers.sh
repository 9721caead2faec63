#!/usr/bin/env bash
# The typed value fields templates get (docs/templates.md: number, unit, points, dp, ms, bezier, families,
# path): a template writes them as a JavaScript module for every appearance, node loads it, and each field must
# equal what `swatch resolve --format json` gives (points at 16 per rem, ms at 1000 per s). The tokens are
# Fixtures/Cases/values-other-types and units-beyond-dtcg (every unit, relative ones without points).
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool node || exit 0
swatch="$(swatch_bin)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/templates"
cat >"$work/templates/numbers.js.mustache" <<'MUSTACHE'
module.exports = {
{{#tokens}}
  "{{path}}": {
{{#values}}
    "{{appearance.name}}": { "number": {{#number}}{{.}}{{/number}}{{^number}}null{{/number}}, "unit": {{#unit}}"{{.}}"{{/unit}}{{^unit}}null{{/unit}}, "points": {{#points}}{{.}}{{/points}}{{^points}}null{{/points}}, "dp": {{#dp}}{{.}}{{/dp}}{{^dp}}null{{/dp}}, "ms": {{#ms}}{{.}}{{/ms}}{{^ms}}null{{/ms}}, "bezier": {{#bezier}}[{{x1}}, {{y1}}, {{x2}}, {{y2}}]{{/bezier}}{{^bezier}}null{{/bezier}}, "families": [{{#families}}"{{.}}", {{/families}}] },
{{/values}}
  },
{{/tokens}}
};
MUSTACHE
cat >"$work/compare.js" <<'JS'
const [generated, resolved] = [require(process.argv[2]), require(process.argv[3])];
const points = { px: 1, pt: 1, dp: 1, "": 1, rem: 16 };
let checked = 0, failures = 0;
for (const token of resolved.tokens) {
  for (const [appearance, value] of Object.entries(token.values)) {
    const got = generated[token.path][appearance];
    const want = { number: null, unit: null, points: null, dp: null, ms: null, bezier: null, families: [] };
    if (token.type === "dimension") {
      Object.assign(want, { number: value.value, unit: value.unit });
      if (value.unit in points) want.points = want.dp = value.value * points[value.unit];
    } else if (token.type === "duration") {
      Object.assign(want, { number: value.value, unit: value.unit, ms: value.unit === "s" ? value.value * 1000 : value.value });
    } else if (token.type === "number" || token.type === "fontWeight") want.number = value;
    else if (token.type === "cubicBezier") want.bezier = value;
    else if (token.type === "fontFamily") want.families = value;
    checked++;
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      failures++;
      console.log(`mismatch: ${token.path} ${appearance}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    }
  }
}
console.log(`${process.argv[2]}: ${checked} values checked, ${failures} mismatches`);
process.exit(failures ? 1 : 0);
JS
status=0
for name in values-other-types units-beyond-dtcg; do
  cp -R "Tests/SwatchKitTests/Fixtures/Cases/$name" "$work/$name"
  rm -rf "$work/$name/expected" "$work/$name/swatch.yaml"
  cp -R "$work/templates" "$work/$name/templates"
  printf 'tokens: [tokens]\ntemplates: templates\noutputs:\n' >"$work/$name/swatch.yaml"
  printf '  - { writer: template, template: numbers.js.mustache, path: out, file: numbers.js }\n' >>"$work/$name/swatch.yaml"
  "$swatch" build --config "$work/$name/swatch.yaml" >/dev/null 2>"$work/$name/build.txt" \
    || { cat "$work/$name/build.txt"; status=1; continue; }
  "$swatch" resolve --config "$work/$name/swatch.yaml" --format json >"$work/$name/resolved.json" 2>/dev/null
  node "$work/compare.js" "$work/$name/out/numbers.js" "$work/$name/resolved.json" || status=1
done
exit "$status"
