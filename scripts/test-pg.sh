#!/usr/bin/env bash
# `npm run test:pg [-- vitest args]`: the API suite on a real PostgreSQL, with no set-up: a throwaway cluster
# (scripts/pg-cluster.sh, as .ci/run starts it) for the run, always stopped afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pg-cluster.sh
pg_cluster_stop_on_exit
pg_cluster_start
TEST_DB=postgres npx vitest run --project api "$@"
