#!/usr/bin/env bash
# `npm test`: unit, component and API tests (embedded database), the API suite again on PostgreSQL when
# TEST_DATABASE_URL is set, then the browser end-to-end journeys against a fresh build.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== unit, component and API tests (embedded PGlite) =="
npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PostgreSQL =="
  TEST_DB=postgres npx vitest run --project api
else
  echo "== API tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set) =="
fi

echo "== end-to-end (Playwright, system Chromium) =="
npx vite build --logLevel warn
npx playwright test
