#!/usr/bin/env bash
# Writes the npm package of the <mancala-game> element from the built site
# (scripts/build.sh runs it last): the element's modules, the wasm of both
# engines, the AI worker, the Sadeqa II endgame table and the stylesheet,
# taken from dist/v-<hash>/ as they are (no page bundles, no page
# controllers), with its README (package/) and LICENSE, a
# custom-elements.json generated from the element's source, TypeScript
# declarations generated from that (scripts/element-types.mjs) and the
# framework declarations that build on them (package/vue.d.ts,
# package/svelte.d.ts), a
# prebuilt, minified entry for pages without a bundler
# (scripts/prebuilt-entry.mjs), and a
# manifest whose version is the workspace's. `npm pack` makes the tarball:
# target/npm/mancala-game-<version>.tgz.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

assets=$(find dist -maxdepth 1 -type d -name 'v-*' | head -n 1)
if [ -z "$assets" ]; then
  echo "package.sh: dist/ has no v-<hash> folder; run scripts/build.sh" >&2
  exit 1
fi
# A key of Cargo.toml's [workspace.package] table (empty when the table does not set it).
workspace_key() {
  awk -F'"' -v key="$1" '/^\[/ { inside = ($0 == "[workspace.package]") } inside && $1 ~ "^" key " *= *$" { print $2; exit }' Cargo.toml
}
version=$(workspace_key version)
out=target/npm
stage="$out/package"
rm -rf "$out"
mkdir -p "$stage"
cp -R "$assets"/. "$stage"/
# Only what the element needs: the pages' bundles, their chunks and first scripts, and the
# pages' own modules and tile pictures (www/pages/), stay with the site.
rm -rf "$stage"/pages
rm -f "$stage"/*.bundle.js "$stage"/chunk-*.js "$stage"/*.first-paint.js "$stage"/*.after-paint.js
# FORMATS.md: the position text and game record the attributes and properties use.
cp package/README.md docs/FORMATS.md LICENSE "$stage"/
# The README's table of the engine's error codes, from the engine's own list.
node scripts/error-codes.mjs "$stage/README.md"
# The workspace's repository and homepage go into the manifest when Cargo.toml's
# [workspace.package] names them: the one place a publisher sets them (docs/EMBED.md, section 6).
repository=$(workspace_key repository)
homepage=$(workspace_key homepage)
node -e '
  const fs = require("node:fs");
  const [template, target, version, repository, homepage] = process.argv.slice(1);
  const manifest = JSON.parse(fs.readFileSync(template, "utf8"));
  manifest.version = version;
  if (repository) manifest.repository = { type: "git", url: repository };
  if (homepage) manifest.homepage = homepage;
  fs.writeFileSync(target, `${JSON.stringify(manifest, null, 2)}\n`);
' package/package.json "$stage/package.json" "$version" "$repository" "$homepage"
# The prebuilt entry for pages without a bundler (plain HTML, a CDN): one file to a board.
node scripts/prebuilt-entry.mjs "$stage"
# The entry a React Server Components build picks (the `react-server` condition): no file addresses.
node scripts/server-entry.mjs "$stage"
# The manifest of the element's attributes, events, parts and properties, from its JSDoc.
cem analyze --config package/cem.config.mjs --outdir "$stage" --quiet
# Its TypeScript declarations, written from that manifest: one source for both.
node scripts/element-types.mjs "$stage/custom-elements.json" "$stage/mancala-game.d.ts"
# Vue's and Svelte's template types, written on the declarations above (the manifest's `./vue`, `./svelte`).
cp package/vue.d.ts package/svelte.d.ts "$stage"/
(cd "$out" && npm pack ./package --pack-destination . --silent >/dev/null)
echo "package.sh: $out/mancala-game-$version.tgz ($(wc -c < "$out/mancala-game-$version.tgz") bytes, $(find "$stage" -type f | wc -l) files)"
