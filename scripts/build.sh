#!/usr/bin/env bash
# Builds the site: the rules engine as WebAssembly (release, wasm-opt from
# npm's binaryen) into www/pkg, then the complete static site into dist/ —
# exactly what a page author uploads; every URL in it is relative.
# Expects scripts/setup.sh to have run (scripts/test.sh and scripts/serve.sh
# run it first).
set -euo pipefail
cd "$(dirname "$0")/.."
# npm's wasm-opt first: Debian's older one breaks wasm-bindgen's externref
# table in the browser (see /work/shared/TOOLCHAIN.md).
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

if [ ! -x node_modules/.bin/wasm-opt ]; then
  echo "build.sh: node_modules/.bin/wasm-opt is missing; run scripts/setup.sh first" >&2
  exit 1
fi

# Size over speed for the browser build only (native release builds and
# benches keep opt-level 3): "z" gave the smallest wasm, see docs/PERFORMANCE.md.
# The .d.ts stays in www/pkg for the front end's type check, not in dist/.
CARGO_PROFILE_RELEASE_OPT_LEVEL=z \
  wasm-pack build crates/wasm --release --target web --out-dir ../../www/pkg --no-pack --no-gitignore

if [ ! -f index.html ]; then
  echo "build.sh: index.html is missing (the page the site is built around)" >&2
  exit 1
fi

rm -rf dist
mkdir -p dist
cp index.html dist/
# The front end wholesale, minus editor and test leftovers.
cp -R www dist/www
find dist/www \( -name '*.test.*' -o -name '*.spec.*' -o -name '*.map' -o -name '*.d.ts' -o -name '.*' \) -prune -exec rm -rf {} +
for icon in favicon.ico favicon.svg; do
  if [ -f "$icon" ]; then cp "$icon" dist/; fi
done

echo "build.sh: site in dist/ ($(find dist -type f | wc -l) files)"
