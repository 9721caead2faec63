#!/usr/bin/env bash
# The SwiftPM build-tool plugin, end to end: Examples/PluginDemo depends on this package by path, its library
# target holds swatch.yaml and tokens/, and its test calls the SwatchTokens API the plugin generated at build
# time, in two appearances. Then a token edit must reach the generated code on the next `swift test`.
# Built in its own scratch folder under .build (ignored by git), so nothing untracked is left behind.
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=.build/plugin-demo
demo=Examples/PluginDemo
swift test --package-path "$demo" --scratch-path "$scratch" 2>&1 | tail -4

# An edited token is an input of the plugin's build command: the next build regenerates the Swift file.
tokens="$demo/Sources/DemoTokens/tokens/colors.yaml"
cp "$tokens" "$scratch/colors.yaml.orig"
trap 'cp "$scratch/colors.yaml.orig" "$tokens"' EXIT
sed -i 's/blue-dark: "#0A84FF"/blue-dark: "#0A84FE"/' "$tokens"
status=0
swift test --package-path "$demo" --scratch-path "$scratch" > "$scratch/edited.txt" 2>&1 || status=$?
if [ "$status" = 0 ] || ! grep -q '#0A84FE' "$scratch/edited.txt"; then
  echo "error: editing a token did not change the generated code (exit $status)" >&2
  tail -20 "$scratch/edited.txt" >&2
  exit 1
fi
echo "ok   an edited token reached the generated code (the test saw #0A84FE and failed as it should)"
cp "$scratch/colors.yaml.orig" "$tokens"
if [ -n "$(git status --porcelain --untracked-files=all -- "$demo")" ]; then
  echo "error: the demo left files behind:" >&2
  git status --porcelain --untracked-files=all -- "$demo" >&2
  exit 1
fi
echo "plugin demo: swift test passed with generated SwatchTokens; nothing left in $demo"
