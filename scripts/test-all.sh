#!/usr/bin/env bash
# `npm test`: unit, component and API tests (embedded PGlite), the API suite on PostgreSQL too when
# TEST_DATABASE_URL is set (the `api-pg` project of the same Vitest run, see vitest.config.ts), then the browser
# end-to-end journeys against a fresh build. Each phase's time is printed at the end (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
phase() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  timings+=("$(printf '%-34s %4d s' "$name" $((SECONDS - start)))")
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== unit, component and API tests (embedded PGlite, and the API suite on PostgreSQL) =="
else
  echo "== unit, component and API tests (embedded PGlite; PostgreSQL skipped: TEST_DATABASE_URL is not set) =="
fi
phase "vitest (unit, api, api-pg, web)" npx vitest run

echo "== end-to-end (Playwright, system Chromium) =="
phase "vite build" npx vite build --logLevel warn
phase "playwright" npx playwright test

echo "== phase times =="
printf '%s\n' "${timings[@]}"
