#!/usr/bin/env bash
# Fuzzes the position parser, the record parser and sequences of game API
# calls with cargo-fuzz (libFuzzer, coverage-guided) for a fixed time per
# target, starting from the seed corpus in tests/data/fuzz/. Fails on any
# crash (a panic, or an input slower than 10 s) and prints the inputs tried.
#
#   bash scripts/fuzz.sh                 # 30 s per target (CI)
#   FUZZ_SECONDS=600 bash scripts/fuzz.sh api_calls
#
# What each target checks lives in crates/rules (testing::fuzz), and
# `cargo test` replays every seed input through those checks
# (crates/rules/tests/fuzz_seeds.rs). A target whose sources have been
# fuzzed already without a crash is not built nor explored again: the
# ledger tests/data/fuzz/FUZZED holds, per target, a hash of everything it
# is built from (the rules crate, the fuzz crate, the lockfiles, its seeds,
# the time). A run that fuzzes writes its line there, to be committed with
# the change, as the puzzles' SOURCES are; any change fuzzes afresh.
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

# What a target's build and run derive from: a change to any of it fuzzes again.
# The files' contents (tracked or new), so the hash is the same before
# and after they are committed.
inputs_hash() {
  {
    echo "$1 $seconds $(build_flags "$1")"
    git ls-files -co --exclude-standard -z crates/rules fuzz "tests/data/fuzz/$1" Cargo.lock |
      LC_ALL=C sort -z | xargs -0 sha256sum
  } | sha256sum | cut -c1-16
}
ledger=tests/data/fuzz/FUZZED
fuzzed_already() { grep -qx "$1 $(inputs_hash "$1")" "$ledger" 2>/dev/null; }

# A figure from the final statistics in a libFuzzer log.
final_stat() { awk -v key="stat::$2:" '$1 == key {print $2}' "$1"; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total=0
for target in "${targets[@]}"; do
  if fuzzed_already "$target"; then
    echo "fuzz: $target: fuzzed for ${seconds} s already at these sources ($ledger); cargo test replays its $(find "tests/data/fuzz/$target" -type f | wc -l) seed inputs"
    continue
  fi
  # shellcheck disable=SC2046 # the flags are words
  cargo fuzz build $(build_flags "$target") "$target"
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
  # Only full runs of the CI length go in the ledger.
  if [ "$seconds" -ge 30 ]; then
    { grep -v "^$target " "$ledger" 2>/dev/null || true; echo "$target $(inputs_hash "$target")"; } | LC_ALL=C sort > "$ledger.tmp"
    mv "$ledger.tmp" "$ledger"
    echo "fuzz: $ledger updated for $target: commit it with the change"
  fi
done
[ "$total" -eq 0 ] || echo "fuzz: ${total} inputs tried in all, 0 crashes"
