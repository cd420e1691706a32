#!/usr/bin/env bash
# Source this file: for the local quick start (scripts/start.sh), which runs the
# production build, it provides the AUTH_SECRET that production insists on.
# The secret is generated once into $DATA_DIR/auth-secret (the file development
# mode uses too) and reused, so sessions survive restarts. A secret set in the
# environment or in .env wins; a real deployment should set its own.
if [ -z "${AUTH_SECRET:-}" ] && ! grep -qs '^AUTH_SECRET=.' .env; then
  secret_file="${DATA_DIR:-data}/auth-secret"
  if [ ! -s "$secret_file" ]; then
    mkdir -p "$(dirname "$secret_file")"
    (umask 077 && node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("base64") + "\n")' > "$secret_file")
    echo "Generated an AUTH_SECRET for this machine in $secret_file (set AUTH_SECRET yourself for a real deployment)." >&2
  fi
  AUTH_SECRET="$(tr -d '\n' < "$secret_file")"
  export AUTH_SECRET
fi
