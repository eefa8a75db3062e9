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

# A step that passed is not run again while nothing it reads has changed:
# its stamp, target/test-passed/NAME-HASH, holds a hash of the contents of
# the files it reads (tracked or new, as git lists them) and of the tools'
# versions. A fresh clone (CI) has no stamps, so it runs every step; any
# change to a step's inputs runs it again; TEST_FRESH=1 ignores the stamps.
# The end-to-end tests are stamped file by file (see their step).
stamps=target/test-passed
tools_versions() {
  rustc -V
  node -v
  sha256sum package-lock.json
}
inputs_hash() {
  {
    tools_versions
    # A tracked file deleted in the work tree has no contents: its name still counts.
    git ls-files -co --exclude-standard -z -- "$@" | LC_ALL=C sort -z | xargs -0 -r sha256sum 2>&1 || true
  } | sha256sum | cut -c1-16
}
# passed_before NAME PATHSPEC...: whether NAME passed with these inputs.
passed_before() {
  local name=$1
  shift
  [ -z "${TEST_FRESH:-}" ] && [ -f "$stamps/$name-$(inputs_hash "$@")" ] || return 1
  printf 'test.sh: %s passed before and nothing it reads changed (%s/; TEST_FRESH=1 runs it)\n' "$name" "$stamps"
  step_name+=" (passed before)"
}
# mark_passed NAME PATHSPEC...: its inputs as they are after it ran (a step may write some).
mark_passed() {
  local name=$1
  shift
  mkdir -p "$stamps"
  rm -f "$stamps/$name-"*
  touch "$stamps/$name-$(inputs_hash "$@")"
}
# What each step reads.
rust_inputs=(crates fuzz Cargo.toml Cargo.lock)
native_inputs=(crates Cargo.toml Cargo.lock tests/data www/lessons data docs README.md)
unit_inputs=(www tests/unit crates Cargo.lock package.json)
# The build reads all but the tests; what it wrote must still be there, unchanged.
build_inputs=(. ':!tests')
wasm_inputs=(crates Cargo.toml Cargo.lock tests/data)
# The type check reads www/pkg*'s .d.ts, which the crates make.
types_inputs=(www tests scripts crates Cargo.lock tsconfig.json package.json)
build_outputs_hash() {
  { find dist www/pkg www/pkg-ai www/vendor target/npm -type f -print0 2>/dev/null || true; } | LC_ALL=C sort -z | xargs -0 -r sha256sum | sha256sum | cut -c1-16
}

step "setup"
bash scripts/setup.sh

step "format and lint"
if ! passed_before rust-lint "${rust_inputs[@]}"; then
  cargo fmt --all -- --check
  cargo clippy --workspace --all-targets --quiet -- -D warnings
  mark_passed rust-lint "${rust_inputs[@]}"
fi
# The front end's JS: Biome lints and checks the formatting (biome.json).
biome check --error-on-warnings

step "front-end unit tests (pure state, no browser)"
if ! passed_before unit "${unit_inputs[@]}"; then
  node --test tests/unit/
  mark_passed unit "${unit_inputs[@]}"
fi

step "native tests"
if ! passed_before native "${native_inputs[@]}"; then
  cargo test --workspace --quiet
  mark_passed native "${native_inputs[@]}"
fi

step "fuzz the parsers and the game API"
bash scripts/fuzz.sh

step "build the site"
built_stamp="$stamps/build-outputs"
if ! { [ "$(cat "$built_stamp" 2>/dev/null)" = "$(build_outputs_hash)" ] && passed_before build "${build_inputs[@]}"; }; then
  bash scripts/build.sh
  mark_passed build "${build_inputs[@]}"
  build_outputs_hash > "$built_stamp"
fi

step "wasm tests in headless Chromium"
if ! passed_before wasm "${wasm_inputs[@]}"; then
  wasm-pack test --headless --chrome --chromedriver /usr/bin/chromedriver crates/wasm
  wasm-pack test --headless --chrome --chromedriver /usr/bin/chromedriver crates/wasm-ai
  mark_passed wasm "${wasm_inputs[@]}"
fi

step "type-check the front end"
if ! passed_before types "${types_inputs[@]}"; then
  tsc --noEmit -p .
  mark_passed types "${types_inputs[@]}"
fi

step "end-to-end tests"
# A file that passed is not run again while nothing it reads has changed:
# its stamp, target/test-passed/e2e/NAME-HASH, holds a hash of the file, of
# what every file reads (the built site and package, www/ and its engine
# builds, the e2e helpers, tests/data, tests/examples, scripts/, the
# manifests) and of the tools (Node, Chromium, Playwright, the lockfile).
# A file with a failing test gets no stamp; TEST_FRESH=1 runs every file.
e2e_stamps=$stamps/e2e
e2e_common_hash() {
  {
    tools_versions
    chromium-headless-shell --version 2>/dev/null || true
    node -p "require('playwright-core/package.json').version"
    { find dist www/pkg www/pkg-ai www/pkg-lessons target/npm -type f -print0 2>/dev/null || true; } | LC_ALL=C sort -z | xargs -0 -r sha256sum
    git ls-files -co --exclude-standard -z -- www tests/e2e ':!tests/e2e/*.test.mjs' tests/data tests/examples scripts package \
      '*.html' '*.webmanifest' '*.svg' Cargo.toml 'crates/*/Cargo.toml' package.json |
      LC_ALL=C sort -z | xargs -0 -r sha256sum 2>&1 || true
  } | sha256sum | cut -c1-16
}
e2e_common=$(e2e_common_hash)
# e2e_key FILE: the stamp's hash for one file.
e2e_key() { { echo "$e2e_common"; sha256sum "$1"; } | sha256sum | cut -c1-16; }
e2e_files=()
e2e_skipped=0
for file in tests/e2e/*.test.mjs; do
  if [ -z "${TEST_FRESH:-}" ] && [ -f "$e2e_stamps/$(basename "$file" .test.mjs)-$(e2e_key "$file")" ]; then
    e2e_skipped=$((e2e_skipped + 1))
  else
    e2e_files+=("$file")
  fi
done
if [ "$e2e_skipped" -gt 0 ]; then
  printf 'test.sh: %d end-to-end files passed before and nothing they read changed (%s/; TEST_FRESH=1 runs them)\n' "$e2e_skipped" "$e2e_stamps"
  step_name+=" ($e2e_skipped files passed before)"
fi
if [ "${#e2e_files[@]}" -eq 0 ]; then exit 0; fi
# The largest files first: they hold the most tests, and a long file
# started last would run on alone at the end while a core stands idle.
mapfile -t e2e_files < <(ls -S "${e2e_files[@]}")

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
# several run at once. Each test's outcome goes to a file beside the usual
# report (scripts/e2e-outcomes.mjs); the files whose tests all passed are
# stamped, even when another file failed.
mkdir -p "$e2e_stamps"
outcomes=$e2e_stamps/outcomes.txt
rm -f "$outcomes"
e2e_status=0
node --test --test-concurrency="${E2E_CONCURRENCY:-3}" \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=./scripts/e2e-outcomes.mjs --test-reporter-destination="$outcomes" \
  "${e2e_files[@]}" || e2e_status=$?
for file in "${e2e_files[@]}"; do
  path=$PWD/$file
  if grep -qxF "pass $path" "$outcomes" && ! grep -qxF "fail $path" "$outcomes"; then
    name=$(basename "$file" .test.mjs)
    rm -f "$e2e_stamps/$name-"????????????????
    touch "$e2e_stamps/$name-$(e2e_key "$file")"
  fi
done
exit "$e2e_status"
