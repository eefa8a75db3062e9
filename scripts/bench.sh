#!/usr/bin/env bash
# The benchmark command: measures, never passes or fails on a time. Builds
# the site if needed, then prints the figures of docs/PERFORMANCE.md:
#
#   bash scripts/bench.sh            # sizes, the game API in V8, the browser, the computer, the review
#   bash scripts/bench.sh browser ai # some of them: sizes api browser ai review phone engine lighthouse screenshots
#
# `phone` (the figures of issue 38: the result box, the panels at 360×640,
# the computer's turns, a lesson's feedback), `engine` (cargo bench,
# minutes), `lighthouse` (3 audits of 5 pages) and `screenshots` (the end-to-end files that save pictures to look at, into
# test-results/ and /tmp/wt-ui-shots/, with E2E_SCREENSHOTS=1) run only
# when named. The test command (scripts/test.sh) asserts what
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
    browser | ai | review | phone) node --test --test-concurrency=1 "tests/bench/$part.bench.mjs" ;;
    engine) cargo bench -p mancala-rules --bench engine ;;
    lighthouse) node scripts/lighthouse.mjs 3 --gzip ;;
    # The files that call saveScreenshot or screenshotBoard (tests/e2e/helpers.mjs).
    screenshots) E2E_SCREENSHOTS=1 node --test --test-concurrency=1 $(grep -l 'saveScreenshot(\|screenshotBoard(' tests/e2e/*.test.mjs) ;;
    *)
      echo "bench.sh: unknown part '$part' (sizes api browser ai review phone engine lighthouse screenshots)" >&2
      exit 2
      ;;
  esac
done
