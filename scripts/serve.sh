#!/usr/bin/env bash
# Installs what is missing, builds the site and serves dist/ on
# http://localhost:$PORT/ (default 8000) until interrupted.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh

port=${PORT:-8000}
echo "Serving dist/ at http://127.0.0.1:$port/ (Ctrl-C stops)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
