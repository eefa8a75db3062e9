#!/usr/bin/env bash
# Runs every test: lint, native tests, wasm build, wasm tests in headless
# Chromium, type-checked JS and the end-to-end tests on the built site.
# Installs whatever is missing first (scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

step() { printf '\n== %s\n' "$*"; }

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

step "fuzz the parsers and the game API (30 s per target)"
bash scripts/fuzz.sh

step "build the site"
bash scripts/build.sh

step "wasm tests in headless Chromium"
wasm-pack test --headless --chrome --chromedriver /usr/bin/chromedriver crates/wasm
wasm-pack test --headless --chrome --chromedriver /usr/bin/chromedriver crates/wasm-ai

step "type-check the front end"
tsc --noEmit -p .

step "end-to-end tests"
node --test tests/e2e/
