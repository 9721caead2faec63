#!/usr/bin/env bash
# Builds Swatch's libFuzzer target and runs each fuzz target for a bounded time.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET…]     (default: 60 s; tokens config resolver template)
#
# Linux only (libFuzzer ships with the Swift toolchain there). The build goes to .build/fuzz, apart from the
# normal one, in release mode unless SWATCH_FUZZ_CONFIGURATION=debug (CI's short run: it compiles in about
# half the time, and runs fewer inputs a second). Seeds come from tokens/, the golden fixtures, templates/ and ../shared/corpora when present;
# the corpus grows in .build/fuzz/corpus/<target>. A crash leaves crash-* in .build/fuzz/findings/<target>
# and fails the script: turn it into a regression case (see docs/security.md). Targets run side by side, one per
# core.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(tokens config resolver template)

if [ "$(uname -s)" != Linux ]; then
  echo "fuzz: libFuzzer builds need Linux; skipping"
  exit 0
fi

configuration="${SWATCH_FUZZ_CONFIGURATION:-release}"
echo "fuzz: building swatch-fuzz ($configuration, -sanitize=fuzzer,address)"
mkdir -p .build/fuzz
if ! SWATCH_FUZZ=1 swift build -c "$configuration" --scratch-path .build/fuzz --product swatch-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -g >.build/fuzz/build.log 2>&1; then
  grep -Ev "^\[|Cannot export local symbol" .build/fuzz/build.log | tail -20 >&2
  echo "fuzz: build failed" >&2
  exit 1
fi
binary=.build/fuzz/$configuration/swatch-fuzz

# Copies the seed files for one target into its corpus folder, each under a name made from its path.
seed() {
  local target=$1 corpus=$2
  local -a sources=()
  case $target in
    tokens) sources=(tokens Tests/SwatchKitTests/Fixtures/Cases ../shared/corpora) ;;
    config) sources=(swatch.yaml Tests/SwatchKitTests/Fixtures/Cases) ;;
    resolver) sources=(Tests/SwatchKitTests/Fixtures ../shared/corpora) ;;
    template) sources=(templates Tests/SwatchKitTests/Fixtures) ;;
  esac
  local pattern
  case $target in
    tokens) pattern='.*\.\(ya?ml\|json\)$' ;;
    config) pattern='.*swatch\.yaml$' ;;
    resolver) pattern='.*\.\(resolver\.json\|tokens\.json\)$' ;;
    template) pattern='.*\.mustache$' ;;
  esac
  for source in "${sources[@]}"; do
    [ -e "$source" ] || continue
    find "$source" -type f -regex "$pattern" -size -64k 2>/dev/null | while read -r file; do
      cp "$file" "$corpus/seed-$(printf '%s' "$file" | cksum | cut -d' ' -f1)"
    done
  done
}

# Runs one target and says how it ended; its exit status is the target's.
run_target() {
  local target=$1
  local corpus=$PWD/.build/fuzz/corpus/$target findings=$PWD/.build/fuzz/findings/$target
  local log=.build/fuzz/$target.log
  if SWATCH_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 "$binary" "$corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$findings/" -print_final_stats=1 >"$log" 2>&1; then
    echo "fuzz: $target: $(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}') executions, no crash"
  else
    echo "fuzz: $target FAILED; see $log and $findings" >&2
    grep -E "ERROR|SUMMARY|Fatal|crash-|timeout-|oom-" "$log" | head -20 >&2
    return 1
  fi
}

for target in "${targets[@]}"; do
  corpus=$PWD/.build/fuzz/corpus/$target
  mkdir -p "$corpus" "$PWD/.build/fuzz/findings/$target"
  seed "$target" "$corpus"
  echo "fuzz: $target for ${seconds}s ($(ls "$corpus" | wc -l) corpus files)"
done

# libFuzzer runs on one core: as many targets run at once as there are cores, each printing when it ends.
cores=$(nproc 2>/dev/null || echo 1)
status=0
pids=()
for target in "${targets[@]}"; do
  run_target "$target" &
  pids+=($!)
  if [ "${#pids[@]}" -ge "$cores" ]; then
    wait "${pids[0]}" || status=1
    pids=("${pids[@]:1}")
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
