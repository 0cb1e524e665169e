#!/usr/bin/env bash
# npm run cluster:up — a production-shaped database on this machine, loopback only, under
# $CLUSTER_DIR (default /tmp/jackey-cluster): etcd, two PostgreSQL 15 under Patroni with
# synchronous replication, PgBouncer in transaction mode in front, a pgBackRest repository fed by
# WAL archiving with a first full backup. Prints DATABASE_URL and the Patroni REST addresses.
# Installs nothing: the Debian packages are in README's set-up line (docs/operations.md).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/env.sh"

for bin in etcd patroni pgbouncer pgbackrest "$PGBIN/postgres"; do
  command -v "$bin" >/dev/null || { echo "missing $bin: apt-get install -y --no-install-recommends postgresql-15 patroni etcd-server pgbouncer pgbackrest" >&2; exit 1; }
done

# Already running: the same settings, with the primary as it is now (a failover moves it).
if [ -f "$CLUSTER_DIR/cluster.env" ] && port="$(leader_port)" && [ -n "$port" ]; then
  sed -i -E "s|^(PRIMARY_DATABASE_URL=.*@127\.0\.0\.1:)[0-9]+/|\1$port/|" "$CLUSTER_DIR/cluster.env"
  cat "$CLUSTER_DIR/cluster.env"
  exit 0
fi
[ -d "$CLUSTER_DIR" ] && bash "$here/down.sh" >/dev/null 2>&1 || true

secret() { head -c 32 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 24; }
SUPER_PW="$(secret)" REPL_PW="$(secret)" APP_PW="$(secret)"

mkdir -p "$CLUSTER_DIR"/{etcd,run,node1,node2,pgbouncer,backrest/repo,backrest/log,backrest/lock,backrest/spool}
umask 077
printf 'SUPER_PW=%s\nREPL_PW=%s\nAPP_PW=%s\n' "$SUPER_PW" "$REPL_PW" "$APP_PW" >"$CLUSTER_DIR/secrets.env"
cp "$here/route-to-primary.sh" "$CLUSTER_DIR/route-to-primary.sh"
echo "$BOUNCER_PORT" >"$CLUSTER_DIR/pgbouncer/port"

cat >"$BACKREST_CONF" <<CONF
[global]
repo1-path=$CLUSTER_DIR/backrest/repo
repo1-retention-full=2
log-path=$CLUSTER_DIR/backrest/log
lock-path=$CLUSTER_DIR/backrest/lock
spool-path=$CLUSTER_DIR/backrest/spool
compress-type=lz4
start-fast=y
log-level-console=warn
log-level-file=info

[$STANZA]
pg1-socket-path=$RUN_DIR
pg1-user=postgres
CONF

# The app's role gets the time-outs the server's pool would send at connect, which PgBouncer
# does not pass on (docs/scaling.md); the server's statements reach PostgreSQL unnamed
# (DB_NAMED_STATEMENTS=false: PgBouncer 1.18 predates max_prepared_statements).
cat >"$CLUSTER_DIR/pgbouncer/pgbouncer.ini.in" <<CONF
[databases]
jackey = host=127.0.0.1 port=@PRIMARY_PORT@ dbname=jackey

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir = $RUN_DIR
auth_type = hba
auth_hba_file = $CLUSTER_DIR/pgbouncer/hba.conf
auth_file = $CLUSTER_DIR/pgbouncer/userlist.txt
admin_users = postgres
stats_users = postgres
pool_mode = transaction
max_client_conn = 500
default_pool_size = 60
; a primary that went away is asked for again after a second, not fifteen; a client waits at
; most ten seconds for a server connection (the server's own statement time-out), then errs
server_login_retry = 1
server_connect_timeout = 3
query_wait_timeout = 10
ignore_startup_parameters = extra_float_digits,options,statement_timeout,lock_timeout,idle_in_transaction_session_timeout
logfile = $CLUSTER_DIR/pgbouncer/pgbouncer.log
pidfile = $CLUSTER_DIR/pgbouncer/pgbouncer.pid
CONF
printf 'local all postgres trust\nhost jackey jackey 127.0.0.1/32 scram-sha-256\n' >"$CLUSTER_DIR/pgbouncer/hba.conf"
printf '"jackey" "%s"\n"postgres" ""\n' "$APP_PW" >"$CLUSTER_DIR/pgbouncer/userlist.txt"

for i in 1 2; do
  port="${PG_PORTS[$((i - 1))]}" rest="${REST_PORTS[$((i - 1))]}"
  cat >"$CLUSTER_DIR/node$i/patroni.yml" <<YML
scope: jackey
name: node$i
log:
  level: WARNING
restapi:
  listen: 127.0.0.1:$rest
  connect_address: 127.0.0.1:$rest
etcd3:
  hosts: 127.0.0.1:$ETCD_PORT
bootstrap:
  dcs:
    ttl: 10
    loop_wait: 1
    retry_timeout: 4
    # Only a synchronous standby, which has every acknowledged commit, may be promoted; a crashed
    # primary is replaced at once instead of restarted in place (docs/operations.md).
    synchronous_mode: true
    primary_start_timeout: 0
    maximum_lag_on_failover: 1048576
    postgresql:
      use_pg_rewind: true
      use_slots: true
      parameters:
        synchronous_commit: 'on'
        wal_level: replica
        wal_log_hints: 'on'
        hot_standby: 'on'
        max_wal_senders: 10
        max_replication_slots: 10
        max_connections: 200
        archive_mode: 'on'
        archive_timeout: 60
        archive_command: 'pgbackrest --config=$BACKREST_CONF --stanza=$STANZA --pg1-path="\$PWD" archive-push %p'
  initdb:
    - encoding: UTF8
    - data-checksums
    - auth-local: trust
postgresql:
  listen: 127.0.0.1:$port
  connect_address: 127.0.0.1:$port
  data_dir: $CLUSTER_DIR/node$i/data
  bin_dir: $PGBIN
  use_unix_socket: true
  remove_data_directory_on_rewind_failure: true
  parameters:
    unix_socket_directories: $RUN_DIR
  pg_hba:
    - local all all trust
    - host replication replicator 127.0.0.1/32 scram-sha-256
    - host all all 127.0.0.1/32 scram-sha-256
  authentication:
    superuser:
      username: postgres
      password: $SUPER_PW
    replication:
      username: replicator
      password: $REPL_PW
  basebackup:
    checkpoint: fast
  callbacks:
    on_start: $CLUSTER_DIR/route-to-primary.sh $CLUSTER_DIR $port
    on_role_change: $CLUSTER_DIR/route-to-primary.sh $CLUSTER_DIR $port
YML
done
sed "s/@PRIMARY_PORT@/${PG_PORTS[0]}/" "$CLUSTER_DIR/pgbouncer/pgbouncer.ini.in" >"$CLUSTER_DIR/pgbouncer/pgbouncer.ini"
umask 022
[ "$(id -u)" = 0 ] && chown -R postgres:postgres "$CLUSTER_DIR"
chmod 700 "$CLUSTER_DIR" "$RUN_DIR"

wait_for() { # what, seconds, command…
  local what="$1" seconds="$2"
  shift 2
  for _ in $(seq $((seconds * 5))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.2; done
  echo "cluster:up: $what did not come up in ${seconds}s; logs in $CLUSTER_DIR" >&2
  exit 1
}
http_ok() { node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1"; }
start_bg() { # name, command: as postgres, detached, its pid kept in <name>.pid
  # A simple command sent to the background: bash execs it, so the pid is the program's, and no
  # shell is left holding the caller's output open.
  as_pg "cd '$CLUSTER_DIR'; setsid nohup $2 >>'$CLUSTER_DIR/$1.log' 2>&1 </dev/null & echo \$! >'$CLUSTER_DIR/$1.pid'"
}

start_bg etcd "etcd --name jackey-etcd --data-dir '$CLUSTER_DIR/etcd' --listen-client-urls http://127.0.0.1:$ETCD_PORT --advertise-client-urls http://127.0.0.1:$ETCD_PORT --listen-peer-urls http://127.0.0.1:$ETCD_PEER_PORT --initial-advertise-peer-urls http://127.0.0.1:$ETCD_PEER_PORT --initial-cluster jackey-etcd=http://127.0.0.1:$ETCD_PEER_PORT --log-level warn"
wait_for etcd 30 http_ok "http://127.0.0.1:$ETCD_PORT/health"

start_bg node1/patroni "patroni '$CLUSTER_DIR/node1/patroni.yml'"
wait_for "the first PostgreSQL" 90 http_ok "http://127.0.0.1:${REST_PORTS[0]}/primary"
psql_super() { as_pg "$PGBIN/../bin/psql -h '$RUN_DIR' -p ${PG_PORTS[0]} -U postgres -d postgres -v ON_ERROR_STOP=1 -qAtc \"$1\""; }
psql_super "create role jackey login password '$APP_PW'"
psql_super "create database jackey owner jackey"
for setting in "lock_timeout = '5s'" "statement_timeout = '10s'" "idle_in_transaction_session_timeout = '30s'" "jit = off" "max_parallel_workers_per_gather = 0"; do
  psql_super "alter role jackey set $setting"
done
as_pg "pgbackrest --config='$BACKREST_CONF' --stanza=$STANZA --pg1-path='$CLUSTER_DIR/node1/data' --pg1-port=${PG_PORTS[0]} stanza-create"

start_bg node2/patroni "patroni '$CLUSTER_DIR/node2/patroni.yml'"
wait_for "the synchronous standby" 120 http_ok "http://127.0.0.1:${REST_PORTS[1]}/synchronous"
start_bg pgbouncer/pgbouncer-main "pgbouncer '$CLUSTER_DIR/pgbouncer/pgbouncer.ini'"
wait_for PgBouncer 20 as_pg "psql -h '$RUN_DIR' -p $BOUNCER_PORT -U postgres -d pgbouncer -qAtc 'show version'"

# A first full backup, so a point in time from now on can be restored.
as_pg "pgbackrest --config='$BACKREST_CONF' --stanza=$STANZA --pg1-path='$CLUSTER_DIR/node1/data' --pg1-port=${PG_PORTS[0]} --type=full backup"

cat >"$CLUSTER_DIR/cluster.env" <<ENV
DATABASE_URL=postgres://jackey:$APP_PW@127.0.0.1:$BOUNCER_PORT/jackey
DB_NAMED_STATEMENTS=false
MIGRATE_ON_START=false
PRIMARY_DATABASE_URL=postgres://jackey:$APP_PW@127.0.0.1:${PG_PORTS[0]}/jackey
PATRONI_REST=http://127.0.0.1:${REST_PORTS[0]},http://127.0.0.1:${REST_PORTS[1]}
CLUSTER_DIR=$CLUSTER_DIR
ENV
chmod 600 "$CLUSTER_DIR/cluster.env"
cat "$CLUSTER_DIR/cluster.env"
