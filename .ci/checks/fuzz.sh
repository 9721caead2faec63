#!/usr/bin/env bash
# libFuzzer on every fuzz target (token file, swatch.yaml, resolver, template) for 15 s each, seeded from
# tokens/, the golden fixtures, templates/ and ../shared/corpora; any crash, hang or out-of-memory fails CI.
# Built in debug mode, which compiles in about half the time of release (SWATCH_FUZZ_CONFIGURATION changes it).
# Set SWATCH_FUZZ_SECONDS to change the time per target; the long run is `scripts/fuzz.sh` (release, 60 s per
# target, or as long as asked). Linux only; elsewhere it skips.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "$(uname -s)" != Linux ]; then
  echo "skipping: libFuzzer builds need Linux"
  exit 0
fi
SWATCH_FUZZ_CONFIGURATION="${SWATCH_FUZZ_CONFIGURATION:-debug}" exec scripts/fuzz.sh "${SWATCH_FUZZ_SECONDS:-15}" tokens config resolver template
