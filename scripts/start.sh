#!/usr/bin/env bash
# Fresh machine to running site: Node.js, dependencies, production build, then
# the server on http://localhost:3000 (PORT overrides). SQLite and a file
# outbox are the defaults, so nothing else needs setting up.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/ensure-node.sh
bash scripts/install-deps.sh
npm run build
exec npm start
