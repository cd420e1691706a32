#!/usr/bin/env bash
# Install npm dependencies from the committed lockfile when they are missing or stale.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
stamp="node_modules/.package-lock.json"
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
  # `npm ci` would reject a lockfile made on Linux alone (platform-specific
  # optional packages), so install from the lockfile with `npm install`.
  npm install --no-audit --no-fund --loglevel=error
fi
