#!/usr/bin/env bash
# Throw-away PostgreSQL and Redis servers for the backend suite's second run (see backend/README.md).
#
#   scripts/test-services.sh start DIR   starts both under DIR, prints the variables to export
#   scripts/test-services.sh stop DIR    stops both and deletes DIR
#
# PostgreSQL runs as a cluster of its own on TEST_PG_PORT (55432), as the `postgres` user when
# run as root (initdb refuses root); Redis on TEST_REDIS_PORT (56379), without persistence.
# Needs Debian's `postgresql` and `redis-server` packages.
set -euo pipefail

command=${1:-}
dir=${2:-}
pg_port=${TEST_PG_PORT:-55432}
redis_port=${TEST_REDIS_PORT:-56379}

if [ -z "$command" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)

# Runs a PostgreSQL tool as the cluster's owner: postgres when we are root, ourselves otherwise.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  if [ -z "$pg_bin" ] || ! command -v redis-server >/dev/null; then
    echo "test-services: install Debian's postgresql and redis-server first (apt-get install -y postgresql redis-server)" >&2
    exit 1
  fi
  mkdir -p "$dir"
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
  as_owner "$pg_bin/initdb" -D "$dir/pg" -U postgres --auth=trust --no-sync >"$dir/initdb.log"
  as_owner "$pg_bin/pg_ctl" -D "$dir/pg" -l "$dir/pg.log" -w \
    -o "-p $pg_port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" --dir "$dir"
  for _ in $(seq 50); do
    redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$pg_port/postgres"
  echo "export TEST_REDIS_URL=redis://127.0.0.1:$redis_port"
}

stop() {
  [ -d "$dir/pg" ] && as_owner "$pg_bin/pg_ctl" -D "$dir/pg" -m fast -w stop >/dev/null 2>&1 || true
  if [ -f "$dir/redis.pid" ]; then kill "$(cat "$dir/redis.pid")" 2>/dev/null || true; fi
  for _ in $(seq 50); do
    [ -f "$dir/redis.pid" ] && kill -0 "$(cat "$dir/redis.pid")" 2>/dev/null || break
    sleep 0.1
  done
  rm -rf "$dir"
}

case "$command" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
