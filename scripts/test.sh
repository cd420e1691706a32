#!/usr/bin/env bash
# Every test: typecheck, unit and integration tests, and end-to-end tests in a
# real Chromium against the built production server. Ends with one line
# "N passed, N failed".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/ensure-node.sh
bash scripts/install-deps.sh
exec node scripts/run-tests.ts "$@"
