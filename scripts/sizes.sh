#!/usr/bin/env bash
# Prints the size of what the browser downloads for the engine, raw and
# gzipped (gzip -9), from the built site: run scripts/build.sh first.
set -euo pipefail
cd "$(dirname "$0")/.."

# The assets sit in dist/v-<build hash>/ (scripts/build.sh).
assets=$(find dist -maxdepth 1 -type d -name 'v-*' 2>/dev/null | head -n 1)
if [ -z "$assets" ] || [ ! -f "$assets/pkg/mancala_wasm_bg.wasm" ]; then
  echo "sizes.sh: no dist/v-*/pkg; run scripts/build.sh first" >&2
  exit 1
fi

row() { printf '| %s | %d | %d |\n' "$1" "$2" "$3"; }
echo "| file | raw bytes | gzipped bytes |"
echo "|---|---:|---:|"
total_raw=0
total_gz=0
for file in "$assets/pkg/mancala_wasm_bg.wasm" "$assets/pkg/mancala_wasm.js"; do
  raw=$(wc -c <"$file")
  gz=$(gzip -9c "$file" | wc -c)
  row "${file#dist/}" "$raw" "$gz"
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
done
row "engine total (wasm + glue)" "$total_raw" "$total_gz"
front_raw=0
front_gz=0
# Every layer's folder too (engine/, render/, state/, input/, ui/), not pkg/.
for file in "$assets"/*.js "$assets"/*.css "$assets"/*/*.js; do
  case "$file" in "$assets"/pkg/*) continue ;; esac
  [ -f "$file" ] || continue
  front_raw=$((front_raw + $(wc -c <"$file")))
  front_gz=$((front_gz + $(gzip -9c "$file" | wc -c)))
done
row "front end (www/**/*.js + *.css but pkg/, each gzipped)" "$front_raw" "$front_gz"
