#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1 for the tests and prints its URL;
# `stop` stops it. initdb refuses root, so it runs as the postgres user.
set -euo pipefail
PGBIN="$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")"
DIR=/tmp/jackey-pg
PORT="${PGPORT_TEST:-55432}"
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

if [ "${1:-}" = stop ]; then
  as_pg "$PGBIN/pg_ctl -D $DIR -m fast stop" >/dev/null 2>&1 || true
  exit 0
fi
start() { as_pg "$PGBIN/pg_ctl -D $DIR -l $DIR/log -w -o '-c listen_addresses=127.0.0.1 -p $PORT -c unix_socket_directories=$DIR -c max_connections=300 -c fsync=off' start" >/dev/null; }
# A stopped folder is started again, not wiped: it may hold a scale book that took an hour to write.
if ! as_pg "$PGBIN/pg_ctl -D $DIR status" >/dev/null 2>&1 && ! { [ -f "$DIR/PG_VERSION" ] && start 2>/dev/null; }; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$DIR"
  as_pg "$PGBIN/initdb -D $DIR -U postgres --auth=trust" >/dev/null
  start
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
