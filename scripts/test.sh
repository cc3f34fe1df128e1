#!/usr/bin/env bash
# One command from a clean clone: install what the tests need, then run every check
# (format, lint, typecheck, unit and integration tests). CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

pnpm() { npx -y pnpm@12.21.0 "$@"; }

pnpm install --frozen-lockfile
pnpm run verify
