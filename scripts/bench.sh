#!/usr/bin/env bash
# The benchmark command: measures, never passes or fails on a time. Builds
# the site if needed, then prints the figures of docs/PERFORMANCE.md:
#
#   bash scripts/bench.sh            # sizes, the game API in V8, the browser, the computer, the review
#   bash scripts/bench.sh browser ai # some of them: sizes api browser ai review engine lighthouse
#
# `engine` (cargo bench, minutes) and `lighthouse` (3 audits of 5 pages)
# run only when named. The test command (scripts/test.sh) asserts what
# these runs must show; this one only times them.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(sizes api browser ai review)

bash scripts/setup.sh
bash scripts/build.sh
for part in "${parts[@]}"; do
  printf '\n== bench: %s (load %s)\n' "$part" "$(cut -d' ' -f1-3 /proc/loadavg)"
  case "$part" in
    sizes) bash scripts/sizes.sh ;;
    api) node scripts/wasm-bench.mjs ;;
    # One file at a time, so that no figure shares the machine with another.
    browser | ai | review) node --test --test-concurrency=1 "tests/bench/$part.bench.mjs" ;;
    engine) cargo bench -p mancala-rules --bench engine ;;
    lighthouse) node scripts/lighthouse.mjs 3 --gzip ;;
    *)
      echo "bench.sh: unknown part '$part' (sizes api browser ai review engine lighthouse)" >&2
      exit 2
      ;;
  esac
done
