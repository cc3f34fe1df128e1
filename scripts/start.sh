#!/usr/bin/env bash
# One command from a clean clone: install, then start the product with the embedded database and
# demo data (see README "Quick start").
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

pnpm() { npx -y pnpm@12.21.0 "$@"; }

pnpm install --frozen-lockfile
exec npx -y pnpm@12.21.0 start
