#!/usr/bin/env bash
# npm run test:live: the AI features against a real model endpoint, when one is configured.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ -z "${LLM_BASE_URL:-}" || -z "${LLM_MODEL:-}" ]]; then
  cat <<'BANNER'

  ############################################################################################
  ##  LIVE LLM SUITE NOT RUN: LLM_BASE_URL and LLM_MODEL are not set.                        ##
  ##  The AI features were tested against the in-repo fake model only. To run the live      ##
  ##  suite:  LLM_BASE_URL=https://…/v1 LLM_MODEL=… LLM_API_KEY=… npm run test:live          ##
  ############################################################################################

BANNER
  exit 0
fi
echo "Live LLM suite against ${LLM_BASE_URL} (model ${LLM_MODEL})"
npx jest -c jest.live.config.ts --ci --runInBand
