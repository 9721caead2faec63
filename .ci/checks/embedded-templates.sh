#!/usr/bin/env bash
# The built-in templates compiled into Swatch (Sources/SwatchWriters/Templates/BuiltinTemplates.swift) are
# exactly the files in templates/: the generator compares, never writes, and fails when the copy is stale.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/embed-templates.sh --check
