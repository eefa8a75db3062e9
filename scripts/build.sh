#!/usr/bin/env bash
# Builds the site: the engine as WebAssembly (release, wasm-opt from npm's
# binaryen) into www/pkg (the rules) and www/pkg-ai (the computer player),
# then the complete static site into dist/ — exactly what a page author
# uploads; every URL in it is relative.
# Expects scripts/setup.sh to have run (scripts/test.sh and scripts/serve.sh
# run it first).
set -euo pipefail
cd "$(dirname "$0")/.."
# npm's wasm-opt first: Debian's older one breaks wasm-bindgen's externref
# table in the browser (its output validates, but the page then fails with
# "WebAssembly.Table.set(): Argument 1 is invalid for table"); npm's is v132.
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

if [ ! -x node_modules/.bin/wasm-opt ]; then
  echo "build.sh: node_modules/.bin/wasm-opt is missing; run scripts/setup.sh first" >&2
  exit 1
fi

# The lessons (www/lessons/GAME.jsonl, docs/LESSONS.md): every step replayed
# through the engine first, so a lesson that is malformed or says something
# the engine does not do fails the build with FILE:LINE: and why.
cargo run --quiet -p mancala-cli -- lesson --min-steps 6 www/lessons/*.jsonl

# The Sadeqa II endgame table (every position with at most 15 seeds on the
# board, solved exactly; crates/ai/src/endings.rs), gzipped. The AI worker
# fetches it only when a Sadeqa II game is opened, and the service worker
# does not precache it (see below). Generating it takes ~20 s and ~1 GB, so
# it is kept in target/endings/ under a hash of every source it depends on.
endings_seeds=15
endings_hash=$(
  {
    find crates/rules/src crates/ai/src -type f -name '*.rs' -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
    sha256sum crates/ai/examples/endings.rs Cargo.lock
    echo "seeds $endings_seeds"
  } | sha256sum | cut -c1-16
)
endings_cache="target/endings/$endings_hash.bin.gz"
# It is made while the wasm modules below build: much of their time goes
# to one core (linking, wasm-opt), and the table's solver takes the other
# (a fresh clone's build: 153 s with one after the other).
make_endings() {
  mkdir -p target/endings
  rm -f target/endings/*.bin.gz target/endings/*.tmp
  cargo run --release --quiet -p mancala-ai --example endings -- "$endings_seeds" "target/endings/$endings_hash.bin.tmp"
  gzip -9 -n -c "target/endings/$endings_hash.bin.tmp" > "$endings_cache.tmp"
  rm "target/endings/$endings_hash.bin.tmp"
  mv "$endings_cache.tmp" "$endings_cache"
}
endings_job=""
if [ ! -f "$endings_cache" ]; then
  make_endings &
  endings_job=$!
fi

# Two modules: the rules for the page (www/pkg) and the computer player for
# its worker only (www/pkg-ai, which carries the rules' Game too), so the page
# downloads and compiles no search code (docs/PERFORMANCE.md, "Page audits").
# Size over speed for the browser build only (native release builds and
# benches keep opt-level 3): "z" gave the smallest wasm, see docs/PERFORMANCE.md
# (the AI crate itself keeps level 3 in the browser too: Cargo.toml).
# The .d.ts files stay in www/ for the front end's type check, not in dist/.
# The page's module leaves lesson judging out (about 33 KB gzipped): its own
# module (www/pkg-lessons, the same crate with only its `lessons` feature)
# is loaded when a lesson opens (www/engine/lesson-judge.js).
CARGO_PROFILE_RELEASE_OPT_LEVEL=z \
  wasm-pack build crates/wasm --release --target web --out-dir ../../www/pkg --no-pack --no-gitignore \
  -- --no-default-features --features page
CARGO_PROFILE_RELEASE_OPT_LEVEL=z \
  wasm-pack build crates/wasm --release --target web --out-dir ../../www/pkg-lessons --out-name mancala_wasm_lessons \
  --no-pack --no-gitignore -- --no-default-features --features lessons
# Every game's start position from the page's engine, for <mancala-game> to
# paint before its wasm is in (www/pkg/start-views.js, www/board/start-board.js).
node scripts/start-views.mjs
CARGO_PROFILE_RELEASE_OPT_LEVEL=z \
  wasm-pack build crates/wasm-ai --release --target web --out-dir ../../www/pkg-ai --no-pack --no-gitignore

if [ -n "$endings_job" ]; then wait "$endings_job"; fi
cp "$endings_cache" www/pkg/sadeqa-ii-endings.bin.gz
echo "build.sh: Sadeqa II endings (≤ $endings_seeds seeds) $(wc -c < www/pkg/sadeqa-ii-endings.bin.gz) bytes gzipped ($endings_cache)"

# The shipped puzzles (docs/PUZZLES.md): `puzzle_count` per game from the
# generator (`mancala puzzles`, Sadeqa II with the endgame table above, as
# the page's computer reads it), exactly its lines, in www/pkg next to the
# table. Generating takes minutes, so the generator's output is committed
# in data/puzzles/ with the hash of every source it depends on
# (data/puzzles/SOURCES): a build whose sources hash the same uses those
# files; one whose sources changed generates them again (the games two at a
# time), writes them there to be committed, and keeps them in
# target/puzzles/ too. Either way every line is then checked again by
# `mancala check-puzzles`, independently of the generator: a malformed or
# wrong line fails the build with its FILE:LINE.
# Every game the rules list (`mancala games`), so a new game gets its puzzles.
puzzle_games=$(cargo run --quiet -p mancala-cli -- games | tr '\n' ' ')
puzzle_count=50
puzzle_seed=1
puzzles_hash=$(
  {
    # The checker (below) does not change what is generated.
    find crates/rules/src crates/ai/src crates/cli/src -type f -name '*.rs' ! -name puzzle_check.rs ! -name check_puzzles.rs -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
    sha256sum Cargo.lock
    echo "puzzles $puzzle_games $puzzle_count $puzzle_seed endings $endings_hash"
  } | sha256sum | cut -c1-16
)
committed_puzzles=data/puzzles
puzzles_cache="target/puzzles/$puzzles_hash"
endings_raw="target/endings/$endings_hash.bin"
# Whether data/puzzles/ holds every game's puzzles generated from today's sources.
puzzles_committed() {
  [ "$(cat "$committed_puzzles/SOURCES" 2>/dev/null)" = "$puzzles_hash" ] || return 1
  for game in $puzzle_games; do [ -f "$committed_puzzles/puzzles-$game.jsonl" ] || return 1; done
}
if puzzles_committed; then
  echo "build.sh: puzzles from $committed_puzzles/ (generated from these sources, $puzzles_hash)"
else
  if [ ! -f "$puzzles_cache/done" ]; then
    rm -rf target/puzzles
    mkdir -p "$puzzles_cache"
    gzip -d -c "$endings_cache" > "$endings_raw"
    cargo build --release --quiet -p mancala-cli
    generate() {
      local started=$SECONDS
      nice target/release/mancala puzzles "$1" --count "$puzzle_count" --seed "$puzzle_seed" --endings "$endings_raw" > "$puzzles_cache/puzzles-$1.jsonl.tmp"
      mv "$puzzles_cache/puzzles-$1.jsonl.tmp" "$puzzles_cache/puzzles-$1.jsonl"
      echo "build.sh: $puzzle_count $1 puzzles generated in $((SECONDS - started)) s"
    }
    # Two games at a time (the machines have two cores); any failure fails the build.
    pids=()
    for game in $puzzle_games; do
      if [ ${#pids[@]} -ge 2 ]; then
        wait "${pids[0]}"
        pids=("${pids[@]:1}")
      fi
      generate "$game" &
      pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid"; done
    touch "$puzzles_cache/done"
  fi
  mkdir -p "$committed_puzzles"
  for game in $puzzle_games; do cp "$puzzles_cache/puzzles-$game.jsonl" "$committed_puzzles/puzzles-$game.jsonl"; done
  echo "$puzzles_hash" > "$committed_puzzles/SOURCES"
  echo "build.sh: the puzzles' sources changed: $committed_puzzles/ regenerated; commit it with the change"
fi
for game in $puzzle_games; do
  cp "$committed_puzzles/puzzles-$game.jsonl" "www/pkg/puzzles-$game.jsonl"
done
# Checked again whenever the files or any source changes (a stamp says so).
puzzle_files=$(for game in $puzzle_games; do echo "www/pkg/puzzles-$game.jsonl"; done)
# shellcheck disable=SC2086  # one argument per file
checked_hash=$(
  {
    find crates/rules/src crates/ai/src crates/cli/src -type f -name '*.rs' -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
    sha256sum Cargo.lock $puzzle_files
  } | sha256sum | cut -c1-16
)
checked_stamp="target/puzzles-checked/$checked_hash"
if [ ! -f "$checked_stamp" ]; then
  started=$(date +%s)
  [ -f "$endings_raw" ] || gzip -d -c "$endings_cache" > "$endings_raw"
  cargo build --release --quiet -p mancala-cli
  # A process a file, as many at once as there are cores: the checker is
  # one thread (49 s for the four files one after another here).
  running=0
  for file in $puzzle_files; do
    if [ "$running" -ge "$(nproc)" ]; then
      wait -n
      running=$((running - 1))
    fi
    target/release/mancala check-puzzles --endings "$endings_raw" "$file" &
    running=$((running + 1))
  done
  while [ "$running" -gt 0 ]; do
    wait -n
    running=$((running - 1))
  done
  echo "build.sh: puzzles checked in $(( $(date +%s) - started )) s"
  rm -rf target/puzzles-checked
  mkdir -p target/puzzles-checked
  touch "$checked_stamp"
fi
rm -f "$endings_raw"

if [ ! -f index.html ]; then
  echo "build.sh: index.html is missing (the page the site is built around)" >&2
  exit 1
fi

rm -rf dist
mkdir -p dist
# The front end wholesale, minus editor and test leftovers and the service
# worker (written to the root below, where its scope covers the whole site).
staging=dist/.staging
cp -R www "$staging"
find "$staging" -mindepth 1 \( -name '*.test.*' -o -name '*.spec.*' -o -name '*.map' -o -name '*.d.ts' -o -name '.*' \) -prune -exec rm -rf {} +
rm -f "$staging/sw.js"

# Every asset sits in a folder named after a hash of the whole build, so
# caches may keep them forever and one version's page never loads another
# version's files.
version=$(
  {
    (cd "$staging" && find . -type f | LC_ALL=C sort | xargs sha256sum)
    sha256sum index.html embed.html play.html www/sw.js manifest.webmanifest favicon.svg icon-maskable.svg scripts/build.sh scripts/bundle.mjs
  } | sha256sum | cut -c1-12
)
assets="v-$version"
mv "$staging" "dist/$assets"

# The pages load the versioned assets and name the service worker.
for page in index.html embed.html play.html; do
  sed -e "s#\(src\|href\)=\"www/#\1=\"$assets/#g" \
    -e 's#^\(\s*\)<meta charset="utf-8">#&\n\1<meta name="mancala-service-worker" content="sw.js">#' \
    "$page" > "dist/$page"
done
# Each page's code in one file (scripts/bundle.mjs says why).
node scripts/bundle.mjs dist/index.html dist/embed.html dist/play.html
# A page's first paint needs only its HTML and CSS (index.html's first
# screenful is its own text; the board pages show their header while the
# board comes): the code, evaluated before that paint when it arrives first,
# may come after it.
sed -i 's#^\(\s*<script type="module"\) src="\(v-[0-9a-f]*/[a-z]*\.bundle\.js\)"#\1 fetchpriority="low" src="\2"#' dist/index.html dist/play.html dist/embed.html
# The icons and the web app manifest (installable; the service worker caches them with the rest).
for icon in favicon.ico favicon.svg icon-maskable.svg manifest.webmanifest; do
  if [ -f "$icon" ]; then cp "$icon" dist/; fi
done
# The element's address for page authors stays the same across versions.
printf '%s\n' '// The <mancala-game> element of this build (docs/EMBED.md).' \
  "export * from './$assets/mancala-game.js';" > dist/mancala-game.js

# The service worker caches this version's files at install, except the
# endgame tables (*.bin.gz): each is fetched only when its game is opened,
# and the service worker keeps it then (www/sw.js).
files=$(cd dist && find . -type f ! -name '*.bin.gz' | LC_ALL=C sort | sed -e 's#^\./##' -e 's#.*#"&"#' | paste -sd, -)
{
  printf 'self.MANCALA_BUILD = { version: "%s", files: ["./",%s] };\n' "$version" "$files"
  cat www/sw.js
} > dist/sw.js

echo "build.sh: site in dist/ ($(find dist -type f | wc -l) files, assets in dist/$assets/)"

# The npm package of the element (scripts/package.sh).
bash scripts/package.sh
