#!/usr/bin/env bash
# One command from a clean clone: install what the tests need, then run every check
# (format, lint, typecheck, unit and integration tests, the build with its JavaScript budget, the
# end-to-end tests in Chromium). CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
# Playwright drives Debian's Chromium; no tool downloads a browser of its own (docs/toolchain.md).
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

pnpm() { npx -y pnpm@12.21.0 "$@"; }

pnpm install --frozen-lockfile
pnpm run verify
# Every ui component has stories; the static Storybook build proves they all compile and render.
STORYBOOK_DISABLE_TELEMETRY=1 pnpm run build-storybook

# The server suite again on PostgreSQL, when a server is there (CI machines run one on
# 127.0.0.1:5432 with trust auth and a database "test"). A bare machine reports the skip.
PG_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  echo "Server suite on PostgreSQL ($PG_URL)"
  DATABASE_URL="$PG_URL" pnpm --filter @terminservice/server test
else
  echo "Server suite on PostgreSQL skipped: no PostgreSQL server on 127.0.0.1:5432"
fi

# Overload and faults (issue #6), asserted on a small data set: 10× capacity sheds with 503 +
# Retry-After, kill -9 mid-booking loses nothing, PostgreSQL stopped → 503 and recovery,
# idempotency. Checks that need PostgreSQL or pg_createcluster report their skip.
pnpm resilience --quick

# End to end: Debian's Chromium (CI runs as root on a fresh machine), the apps built through turbo
# (the server's reference data, the WEB app and its JavaScript budget check), then Playwright
# against the started product (harness/e2e starts and stops it itself).
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the end-to-end tests"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi
pnpm build
pnpm run e2e
