#!/usr/bin/env bash
# Fuzzes the position parser, the record parser and sequences of game API
# calls with cargo-fuzz (libFuzzer, coverage-guided) for a fixed time per
# target, starting from the seed corpus in tests/data/fuzz/. Fails on any
# crash (a panic, or an input slower than 10 s) and prints the inputs tried.
#
#   bash scripts/fuzz.sh                 # 30 s per target (CI)
#   FUZZ_SECONDS=600 bash scripts/fuzz.sh api_calls
#
# A crashing input is saved under fuzz/artifacts/TARGET/; replay it with
# `RUSTC_BOOTSTRAP=1 cargo fuzz run -s none TARGET fuzz/artifacts/TARGET/crash-…`.
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

# No sanitizer: the engine has no unsafe code, and the targets run twice as
# fast without AddressSanitizer. Debug assertions stay on (overflow checks).
cargo fuzz build -s none 2>&1 | grep -v '^ *Compiling' || true

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total=0
for target in "${targets[@]}"; do
  mkdir -p "$work/$target"
  dict=()
  [ "$target" = api_calls ] || dict=(-dict=fuzz/mancala.dict)
  log="$work/$target.log"
  # New inputs go to the scratch folder (the first); the committed seeds are only read.
  if ! cargo fuzz run -s none "$target" "$work/$target" "tests/data/fuzz/$target" -- \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      "${dict[@]}" >"$log" 2>&1; then
    tail -n 80 "$log"
    echo "fuzz: $target FAILED: a crash (input saved under fuzz/artifacts/$target/)"
    exit 1
  fi
  runs=$(awk '/stat::number_of_executed_units:/ {print $2}' "$log")
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | awk '{print $2}')
  echo "fuzz: $target: ${runs:?no run count in the libFuzzer log} inputs tried in ${seconds} s, coverage ${cov:-?} edges, 0 crashes"
  total=$((total + runs))
done
echo "fuzz: ${total} inputs tried in all, 0 crashes"
