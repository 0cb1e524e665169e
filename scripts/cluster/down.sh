#!/usr/bin/env bash
# npm run cluster:down — stops everything cluster:up started and removes its folder.
# `--keep` stops the processes but keeps the folder (data, backups, logs).
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/env.sh"
[ -d "$CLUSTER_DIR" ] || exit 0

stop_pid() { # pid file, signal
  local pid
  pid="$(cat "$1" 2>/dev/null)" || return 0
  [ -n "$pid" ] && kill -"$2" "$pid" 2>/dev/null
  for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.2; done
  kill -KILL "$pid" 2>/dev/null
  return 0
}
stop_pid "$CLUSTER_DIR/backup-schedule.pid" TERM
stop_pid "$CLUSTER_DIR/pgbouncer/pgbouncer.pid" TERM
# Patroni stops its PostgreSQL on SIGTERM; pg_ctl catches one whose Patroni had died.
stop_pid "$CLUSTER_DIR/node2/patroni.pid" TERM
stop_pid "$CLUSTER_DIR/node1/patroni.pid" TERM
for i in 1 2; do
  [ -f "$CLUSTER_DIR/node$i/data/postmaster.pid" ] && as_pg "$PGBIN/pg_ctl -D '$CLUSTER_DIR/node$i/data' -m immediate stop" >/dev/null 2>&1
done
stop_pid "$CLUSTER_DIR/etcd.pid" TERM
[ "${1:-}" = --keep ] || rm -rf "$CLUSTER_DIR"
echo "cluster stopped${1:+ (kept $CLUSTER_DIR)}"
