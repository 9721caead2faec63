#!/usr/bin/env bash
# The example templates for other platforms, built on the embedded tokens/, the wide gamut and no-traits fixtures:
# templates/example/tokens.dart.mustache (Flutter: parsed by the tree-sitter Dart grammar, values read back;
# no Dart SDK exists here to compile it) and tailwind.preset.js.mustache (loaded by node, its colors computed
# by Chromium over the CSS writer's file). See example_templates.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/checks/web-android-cases.bash
require_tool chromium || exit 0
require_tool node || exit 0
python3 -c 'import tree_sitter, tree_sitter_dart' 2>/dev/null || pip install -q tree-sitter tree-sitter-dart
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swatch="$(swatch_bin)"
root="$(pwd)"
outputs='[{ writer: css, path: out/css }, { writer: template, template: example/tokens.dart.mustache, path: out/dart },
  { writer: template, template: example/tailwind.preset.js.mustache, path: out/tailwind }]'
mkdir -p "$work/embedded"
cat >"$work/embedded/swatch.yaml" <<YAML
allowOutside: true
tokens: [$root/tokens]
traits: { appearance: [light, dark], contrast: [normal, high-contrast], level: [base, elevated], motion: [full-motion, reduced-motion] }
outputs: $outputs
YAML
cp -r Tests/SwatchKitTests/Fixtures/Cases/web-android-wide-gamut "$work/wide-gamut"
rm -rf "$work/wide-gamut/expected" "$work/wide-gamut/out"
# No traits: the one appearance is `default`, a Dart reserved word unless the template renames it.
cp -r Tests/SwatchKitTests/Fixtures/Cases/web-android-no-traits "$work/no-traits"
rm -rf "$work/no-traits/expected" "$work/no-traits/out"
printf 'tokens: tokens/polaris.resolver.json\noutputs: %s\n' "$outputs" >"$work/no-traits/swatch.yaml"
status=0
for name in embedded wide-gamut no-traits; do
  "$swatch" build --config "$work/$name/swatch.yaml" >/dev/null
  "$swatch" resolve --config "$work/$name/swatch.yaml" --format json >"$work/$name.json"
  echo "case $name"
  python3 .ci/checks/example_templates.py chromium "$work/$name/out" "$work/$name.json" || status=1
done
exit "$status"
