#!/usr/bin/env bash
# Installs the npm dependencies when they are missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[deps] installing npm dependencies"
  # `npm install` follows the lockfile like `npm ci` but tolerates its missing entries for other
  # platforms' optional binaries (this npm omits them), which `npm ci` refuses.
  npm install --no-audit --no-fund
fi
