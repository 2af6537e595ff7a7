#!/usr/bin/env bash
# npm test: every tier, fastest first. Each tier runs against the machine's real infrastructure.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Each tier's start prints the seconds since the run began, so a slow run shows where the time went.
started_at=$SECONDS
step() { printf '\n=== %s (at %d s) ===\n' "$*" $((SECONDS - started_at)); }

step "machine: infrastructure, browser, dependencies, document tools"
bash infra/scripts/ensure-infra.sh
bash infra/scripts/ensure-browser.sh
bash infra/scripts/ensure-deps.sh
bash infra/scripts/ensure-document-tools.sh

step "build"
npm run build --silent
step "static checks (types, lint)"
npm run check --silent
step "unit tests"
npx jest -c jest.config.ts --ci
step "integration tests (PostgreSQL, RabbitMQ, Redis)"
node infra/dist/cli/sweep-test-leftovers.js
npx jest -c jest.int.config.ts --ci
step "browser and end-to-end tests"
npm run test:e2e --silent
step "live model suite (only with LLM_BASE_URL)"
bash infra/scripts/test-live.sh
printf '\n=== all tiers passed in %d s ===\n' $((SECONDS - started_at))
