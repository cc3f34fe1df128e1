#!/usr/bin/env bash
# One command from a clean clone: install, build the apps, then start the product with the embedded
# database and demo data (see README "Quick start"). Ends in the server's banner: the four app
# addresses, the dev module, where the data lives, Ctrl+C to stop.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

pnpm() { npx -y pnpm@12.21.0 "$@"; }

pnpm install --frozen-lockfile
# The build's output only when it fails; then the server alone (not through turbo), so that its
# banner is the last thing on screen, without task prefixes.
pnpm build --output-logs=errors-only
exec npx -y pnpm@12.21.0 --filter @terminservice/server start
