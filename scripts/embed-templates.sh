#!/usr/bin/env bash
# Regenerates Sources/SwatchWriters/Templates/BuiltinTemplates.swift from the templates/ folder, so a `swatch`
# binary copied alone still has its built-in templates.
#
#   scripts/embed-templates.sh          rewrite the file
#   scripts/embed-templates.sh --check  only compare; exit 1 and say so when the file is stale (CI runs this)
set -euo pipefail
cd "$(dirname "$0")/.."
target=Sources/SwatchWriters/Templates/BuiltinTemplates.swift

generate() {
  printf '%s\n' \
    '// Generated from the repository'"'"'s templates/ folder by scripts/embed-templates.sh.' \
    '// Do not edit: change the files in templates/ and run the script. CI fails when the two differ.' \
    '' \
    '/// The built-in templates, compiled in so a `swatch` binary copied alone still has them.' \
    'enum BuiltinTemplates {' \
    '  /// Template text by name (its path under `templates/`).' \
    '  static let all: [String: String] = ['
  (cd templates && find . -type f -name '*.mustache' | sed 's|^\./||' | LC_ALL=C sort) | while IFS= read -r name; do
    if grep -q '"""####' "templates/$name"; then
      echo "error: templates/$name contains \"\"\"####, which ends the embedded string" >&2
      exit 1
    fi
    printf '    "%s": ####"""\n' "$name"
    # Indented as swift-format lays it out; the closing delimiter's indentation is removed from each line.
    sed 's/^\(.\)/    \1/' "templates/$name"
    printf '\n    """####,\n'
  done
  printf '  ]\n}\n'
}

if [ "${1:-}" = "--check" ]; then
  if ! diff -u "$target" <(generate) >/dev/null; then
    echo "error: $target is stale; run scripts/embed-templates.sh and commit the result" >&2
    diff -u "$target" <(generate) | head -40 >&2 || true
    exit 1
  fi
  echo "$target matches templates/"
else
  generate >"$target.tmp"
  mv "$target.tmp" "$target"
  echo "wrote $target"
fi
