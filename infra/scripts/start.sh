#!/usr/bin/env bash
# npm start: install, prepare infrastructure, build, then run the whole platform until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash infra/scripts/ensure-infra.sh
bash infra/scripts/ensure-deps.sh
bash infra/scripts/ensure-document-tools.sh
echo "[build] building libraries, services, gateway and frontend"
npm run build --silent
exec node infra/dist/cli/start.js "$@"
