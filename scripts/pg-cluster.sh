# A throwaway PostgreSQL cluster for the tests, written once for .ci/run and `npm run test:pg` (source it):
#
#   source scripts/pg-cluster.sh
#   pg_cluster_stop_on_exit   # however the script ends: done, failed (set -e), Ctrl-C or killed
#   pg_cluster_start          # exports TEST_DATABASE_URL
#
# initdb and pg_ctl from `pg_config --bindir`, a data folder under /tmp, a free loopback port, fsync off (the data
# is thrown away), run as the `postgres` user when we are root (PostgreSQL refuses to run as root).

_pg_cluster_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

pg_cluster_start() {
  if ! command -v pg_config >/dev/null 2>&1 || [ ! -x "$(pg_config --bindir)/initdb" ]; then
    echo "pg-cluster: PostgreSQL's server programs are not installed (apt-get install postgresql)" >&2
    return 1
  fi
  PG_CLUSTER_BIN="$(pg_config --bindir)"
  PG_CLUSTER_ROOT="$(mktemp -d /tmp/everystore-pg.XXXXXX)"
  PG_CLUSTER_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$PG_CLUSTER_ROOT"; fi
  _pg_cluster_as_owner "'$PG_CLUSTER_BIN/initdb' -D '$PG_CLUSTER_ROOT/data' -A trust -U postgres --no-sync" >/dev/null
  _pg_cluster_as_owner "'$PG_CLUSTER_BIN/pg_ctl' -D '$PG_CLUSTER_ROOT/data' -o \"-p $PG_CLUSTER_PORT -k '$PG_CLUSTER_ROOT' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" -l '$PG_CLUSTER_ROOT/log' -w start" >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_CLUSTER_PORT/postgres"
  echo "== throwaway PostgreSQL on port $PG_CLUSTER_PORT =="
}

# Safe to call more than once, and when the start failed half-way.
pg_cluster_stop() {
  [ -n "${PG_CLUSTER_ROOT:-}" ] || return 0
  if [ -d "$PG_CLUSTER_ROOT/data" ]; then
    _pg_cluster_as_owner "'$PG_CLUSTER_BIN/pg_ctl' -D '$PG_CLUSTER_ROOT/data' -m fast stop" >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_CLUSTER_ROOT"
  PG_CLUSTER_ROOT=
}

# An EXIT trap alone does not run when bash is killed by a signal: INT and TERM exit (running it) instead.
pg_cluster_stop_on_exit() {
  trap pg_cluster_stop EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
}
