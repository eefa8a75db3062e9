#!/usr/bin/env bash
# Runs every test: lint, native tests, fuzzing, the site's build, wasm tests
# in headless Chromium, type-checked JS and the end-to-end tests on the
# built site. Installs whatever is missing first (scripts/setup.sh). Each
# step's time is printed at the end; measurements (figures, not checks) are
# the benchmark command's (scripts/bench.sh), not this one's.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

# Each step's name and seconds, printed as a table when the run ends (or fails).
steps=()
step_name=""
step_started=$SECONDS
end_step() {
  if [ -n "$step_name" ]; then steps+=("$(printf '%5d s  %s' $((SECONDS - step_started)) "$step_name")"); fi
}
step() {
  end_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n== %s\n' "$*"
}
report() {
  status=$?
  end_step
  printf '\n== time by step\n'
  printf '%s\n' "${steps[@]}"
  printf '%5d s  in all\n' "$SECONDS"
  exit "$status"
}
trap report EXIT

step "setup"
bash scripts/setup.sh

step "format and lint"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --quiet -- -D warnings
# The front end's JS: Biome lints and checks the formatting (biome.json).
biome check --error-on-warnings

step "front-end unit tests (pure state, no browser)"
node --test tests/unit/

step "native tests"
cargo test --workspace --quiet

step "fuzz the parsers and the game API"
bash scripts/fuzz.sh

step "build the site"
bash scripts/build.sh

step "wasm tests in headless Chromium"
wasm-pack test --headless --chrome --chromedriver /usr/bin/chromedriver crates/wasm
wasm-pack test --headless --chrome --chromedriver /usr/bin/chromedriver crates/wasm-ai

step "type-check the front end"
tsc --noEmit -p .

step "end-to-end tests"
# One server and one Chromium serve every file (scripts/e2e-host.mjs): a
# file connects to them rather than starting its own. The host stops when
# this script ends, which closes its standard input.
coproc E2E_HOST_PROC { node scripts/e2e-host.mjs; }
E2E_HOST=""
read -r E2E_HOST <&"${E2E_HOST_PROC[0]}" || true
if [ -z "$E2E_HOST" ]; then
  echo "test.sh: the end-to-end tests' server and browser did not start (scripts/e2e-host.mjs)" >&2
  exit 1
fi
export E2E_HOST
# The files mostly wait on the browser (sowings, the computer's worker), so
# several run at once.
node --test --test-concurrency="${E2E_CONCURRENCY:-3}" tests/e2e/
