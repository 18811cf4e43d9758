#!/usr/bin/env bash
# `npm test`: unit, component and API tests (embedded PGlite), the API suite on PostgreSQL too when
# TEST_DATABASE_URL is set (the `api-pg` project of the same Vitest run, see vitest.config.ts), and the browser
# end-to-end journeys against a fresh build, one after the other. With TEST_SIDE_BY_SIDE=1 the two run at once: the
# journeys mostly wait (on pages, the server, brief states) and the Vitest run mostly computes, so the journeys run
# in the background, their output kept in a file and printed when they end (docs/testing.md says what it saved and
# why it is not the default yet). Each phase's time is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
record() { timings+=("$(printf '%-34s %4d s' "$1" "$2")"); }
phase() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  record "$name" $((SECONDS - start))
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  vitest_title="unit, component and API tests (embedded PGlite, and the API suite on PostgreSQL)"
else
  vitest_title="unit, component and API tests (embedded PGlite; PostgreSQL skipped: TEST_DATABASE_URL is not set)"
fi

# The journeys' server serves this build (playwright.config.ts); built first, in either order.
echo "== web build for the journeys =="
phase "vite build" npx vite build --logLevel warn

if ! [[ "${TEST_SIDE_BY_SIDE:-}" =~ ^(1|true|yes)$ ]]; then
  echo "== $vitest_title =="
  phase "vitest (unit, api, api-pg, web)" npx vitest run
  echo "== end-to-end (Playwright, system Chromium) =="
  phase "playwright" npx playwright test
else
  mkdir -p test-results
  rm -f test-results/journeys.seconds
  journeys_log=test-results/journeys.log
  echo "== end-to-end (Playwright, system Chromium), in the background: output in $journeys_log, printed when it ends =="
  journeys_start=$SECONDS
  # A process group of their own (setsid), so that however this script ends (Ctrl-C, a kill) the journeys, their
  # browsers and their server end with it.
  # Their own time is written when they end, not when Vitest does.
  setsid bash -c 'start=$SECONDS; npx playwright test; status=$?; echo $((SECONDS - start)) >test-results/journeys.seconds; exit $status' >"$journeys_log" 2>&1 &
  journeys=$!
  trap 'kill -- "-$journeys" 2>/dev/null || true' EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM

  echo "== $vitest_title =="
  vitest_status=0
  vitest_start=$SECONDS
  npx vitest run || vitest_status=$?
  record "vitest (unit, api, api-pg, web)" $((SECONDS - vitest_start))

  journeys_status=0
  wait "$journeys" || journeys_status=$?
  trap - EXIT INT TERM
  record "playwright (beside vitest)" "$(cat test-results/journeys.seconds 2>/dev/null || echo $((SECONDS - journeys_start)))"
  echo "== end-to-end (Playwright, system Chromium): output =="
  cat "$journeys_log"
  if [ "$vitest_status" -ne 0 ] || [ "$journeys_status" -ne 0 ]; then
    echo "== failed: vitest exit $vitest_status, playwright exit $journeys_status =="
    printf '%s\n' "${timings[@]}"
    exit 1
  fi
fi

echo "== phase times =="
printf '%s\n' "${timings[@]}"
