#!/usr/bin/env bash
# Prints the size of what the browser downloads for the engine, raw and
# gzipped (gzip -9), from the built site, then what a page holding the
# element downloads (scripts/page-weight.mjs): run scripts/build.sh first.
set -euo pipefail
cd "$(dirname "$0")/.."

# The assets sit in dist/v-<build hash>/ (scripts/build.sh).
assets=$(find dist -maxdepth 1 -type d -name 'v-*' 2>/dev/null | head -n 1)
if [ -z "$assets" ] || [ ! -f "$assets/pkg/mancala_wasm_bg.wasm" ] || [ ! -f "$assets/pkg-ai/mancala_wasm_ai_bg.wasm" ] || [ ! -f "$assets/pkg-lessons/mancala_wasm_lessons_bg.wasm" ]; then
  echo "sizes.sh: no dist/v-*/pkg, pkg-ai and pkg-lessons; run scripts/build.sh first" >&2
  exit 1
fi

row() { printf '| %s | %d | %d |\n' "$1" "$2" "$3"; }
echo "| file | raw bytes | gzipped bytes |"
echo "|---|---:|---:|"
# The page's rules module, the computer player's (loaded by its worker only),
# then lesson judging's (loaded when a lesson opens).
for module in pkg/mancala_wasm pkg-ai/mancala_wasm_ai pkg-lessons/mancala_wasm_lessons; do
  total_raw=0
  total_gz=0
  for file in "$assets/${module}_bg.wasm" "$assets/$module.js"; do
    raw=$(wc -c <"$file")
    gz=$(gzip -9c "$file" | wc -c)
    row "${file#dist/}" "$raw" "$gz"
    total_raw=$((total_raw + raw))
    total_gz=$((total_gz + gz))
  done
  case "$module" in
    pkg/*) row "page engine total (rules wasm + glue)" "$total_raw" "$total_gz" ;;
    pkg-ai/*) row "AI worker engine total (computer player wasm + glue)" "$total_raw" "$total_gz" ;;
    *) row "lesson judging total (its wasm + glue, when a lesson opens)" "$total_raw" "$total_gz" ;;
  esac
done
front_raw=0
front_gz=0
# Every layer's folder too (engine/, render/, state/, input/, ui/, modes/ and its folders), not pkg/ or pkg-ai/.
for file in "$assets"/*.js "$assets"/*.css "$assets"/*/*.js "$assets"/*/*/*.js; do
  case "$file" in "$assets"/pkg/* | "$assets"/pkg-ai/* | "$assets"/pkg-lessons/* | *.bundle.js) continue ;; esac
  [ -f "$file" ] || continue
  front_raw=$((front_raw + $(wc -c <"$file")))
  front_gz=$((front_gz + $(gzip -9c "$file" | wc -c)))
done
row "front end modules (www/**/*.js + *.css but pkg/, pkg-ai/ and pkg-lessons/, each gzipped)" "$front_raw" "$front_gz"
# What each page loads instead of the modules: its code in one file
# (scripts/bundle.mjs), the rules' glue included.
for file in "$assets"/*.bundle.js; do
  row "${file#dist/}" "$(wc -c <"$file")" "$(gzip -9c "$file" | wc -c)"
done
# What a page holding the element downloads: one-line pages built by Vite
# from the packed package, and the plain-HTML route, served gzipped and
# loaded in Chromium (scripts/page-weight.mjs; needs target/npm's tarball).
echo
node scripts/page-weight.mjs
