#!/usr/bin/env bash
# Fuzzes the position parser, the record parser and sequences of game API
# calls with cargo-fuzz (libFuzzer, coverage-guided) for a fixed time per
# target, starting from the seed corpus in tests/data/fuzz/. Fails on any
# crash (a panic, or an input slower than 10 s) and prints the inputs tried.
#
#   bash scripts/fuzz.sh                 # 30 s per target (CI)
#   FUZZ_SECONDS=600 bash scripts/fuzz.sh api_calls
#
# A target whose code has been fuzzed already without a crash (a stamp in
# target/fuzzed/ keyed by a hash of everything the target is built from:
# the rules crate, the fuzz crate, the lockfiles, the seeds and the time)
# is not explored again: every seed input is replayed through it instead,
# in a second. Any change to what it is built from fuzzes it afresh.
#
# A crashing input is saved under fuzz/artifacts/TARGET/; docs/RELIABILITY.md
# says how to replay it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
# cargo-fuzz passes unstable flags to rustc; only a stable toolchain exists
# here, and this lets it accept them.
export RUSTC_BOOTSTRAP=1

seconds=${FUZZ_SECONDS:-30}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(position record api_calls)

if ! cargo fuzz --version >/dev/null 2>&1; then
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install cargo-fuzz --version 0.13.2
fi

# No sanitizer: AddressSanitizer finds memory errors, which the engine (no
# unsafe code) cannot make. Debug assertions stay on (overflow checks).
# The parsers gain from comparison tracing (it finds the keys and values a
# text must hold); the API sessions, built from structured input, run twice
# as fast and cover more without it, so they have a build of their own.
build_flags() {
  if [ "$1" = api_calls ]; then
    echo -s none --no-trace-compares --target-dir fuzz/target/no-trace-compares
  else
    echo -s none
  fi
}
for target in "${targets[@]}"; do
  # shellcheck disable=SC2046 # the flags are words
  cargo fuzz build $(build_flags "$target") "$target"
done

# What a target's build and run derive from: a change to any of it fuzzes again.
inputs_hash() {
  {
    echo "$1 $seconds $(build_flags "$1")"
    git ls-files -s crates/rules fuzz "tests/data/fuzz/$1" Cargo.lock
    # Uncommitted edits count too.
    git diff HEAD -- crates/rules fuzz "tests/data/fuzz/$1" Cargo.lock
  } | sha256sum | cut -c1-16
}

# A figure from the final statistics in a libFuzzer log.
final_stat() { awk -v key="stat::$2:" '$1 == key {print $2}' "$1"; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total=0
for target in "${targets[@]}"; do
  stamp="target/fuzzed/$target-$(inputs_hash "$target")"
  if [ -f "$stamp" ]; then
    # shellcheck disable=SC2046
    if ! cargo fuzz run $(build_flags "$target") "$target" "tests/data/fuzz/$target" -- -runs=0 -timeout=10 >"$work/$target.log" 2>&1; then
      tail -n 80 "$work/$target.log"
      echo "fuzz: $target FAILED on a seed input"
      exit 1
    fi
    echo "fuzz: $target: fuzzed for ${seconds} s already at these sources ($stamp); its $(find "tests/data/fuzz/$target" -type f | wc -l) seed inputs replayed, 0 crashes"
    continue
  fi
  mkdir -p "$work/$target"
  dict=()
  [ "$target" = api_calls ] || dict=(-dict=fuzz/mancala.dict)
  log="$work/$target.log"
  # New inputs go to the scratch folder (the first); the committed seeds are only read.
  # shellcheck disable=SC2046
  if ! cargo fuzz run $(build_flags "$target") "$target" "$work/$target" "tests/data/fuzz/$target" -- \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      "${dict[@]}" >"$log" 2>&1; then
    tail -n 80 "$log"
    echo "fuzz: $target FAILED: a crash (input saved under fuzz/artifacts/$target/)"
    exit 1
  fi
  runs=$(final_stat "$log" number_of_executed_units)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | awk '{print $2}')
  echo "fuzz: $target: ${runs:?no run count in the libFuzzer log} inputs tried in ${seconds} s," \
    "coverage ${cov:-?} edges, slowest input $(final_stat "$log" slowest_unit_time_sec) s," \
    "peak memory $(final_stat "$log" peak_rss_mb) MB, 0 crashes"
  total=$((total + runs))
  rm -f target/fuzzed/"$target"-*
  mkdir -p target/fuzzed
  touch "$stamp"
done
echo "fuzz: ${total} inputs tried in all, 0 crashes"
