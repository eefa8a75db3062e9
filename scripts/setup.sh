#!/usr/bin/env bash
# Installs every tool the build and the tests need, skipping what is there.
# Idempotent: CI runs it on every fresh clone; a new machine has nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="$HOME/.cargo/bin:$PATH"

if ! rustup target list --installed | grep -q wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

# wasm-bindgen CLI must match the library version pinned in Cargo.lock exactly.
want=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/"/,"",$3); print $3; exit}' Cargo.lock 2>/dev/null || true)
want=${want:-0.2.130}
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install wasm-bindgen-cli --version "$want" --no-default-features --force
fi

if ! command -v wasm-pack >/dev/null 2>&1; then
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install wasm-pack
fi

# The whole browser (wasm tests, measurements) and its headless shell, the
# lighter browser the end-to-end tests run in (tests/e2e/helpers.mjs).
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-driver chromium-headless-shell >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
fi

# The games store's IndexedDB wrapper (idb-keyval, www/store/games-store.js), from
# npm into www/vendor/ as the page imports it: the modules run unbundled too
# (the element on other sites), where a bare package name does not resolve.
mkdir -p www/vendor
for file in index.js index.d.ts; do
  if ! cmp -s "node_modules/idb-keyval/dist/$file" "www/vendor/idb-keyval.${file#index.}"; then
    cp "node_modules/idb-keyval/dist/$file" "www/vendor/idb-keyval.${file#index.}"
  fi
done
# Its licence (Apache-2.0) travels with it.
cmp -s node_modules/idb-keyval/LICENCE www/vendor/idb-keyval.LICENCE.txt || cp node_modules/idb-keyval/LICENCE www/vendor/idb-keyval.LICENCE.txt
# The QR code of a friend game's link (uqr, MIT, no dependencies;
# www/modes/friend/friend-qr.js), copied the same way for the same reason.
for file in index.mjs index.d.mts; do
  if ! cmp -s "node_modules/uqr/dist/$file" "www/vendor/uqr.${file#index.}"; then
    cp "node_modules/uqr/dist/$file" "www/vendor/uqr.${file#index.}"
  fi
done
cmp -s node_modules/uqr/LICENSE www/vendor/uqr.LICENSE.txt || cp node_modules/uqr/LICENSE www/vendor/uqr.LICENSE.txt
# The page authors' example projects (tests/examples/: Vite, webpack, esbuild,
# Rollup, React, Vue), which tests/e2e/examples.test.mjs builds from the
# packed package: their own lockfile, installed only when it changed.
if [ ! -d tests/examples/node_modules ] || [ tests/examples/package-lock.json -nt tests/examples/node_modules/.package-lock.json ]; then
  (cd tests/examples && npm ci --no-audit --no-fund)
fi
