#!/usr/bin/env bash
# Patroni's callback (on_start, on_role_change): when this node becomes the primary, PgBouncer is
# pointed at it and told to reload, so the servers behind PgBouncer follow a failover without a
# restart. Patroni calls it as: route-to-primary.sh <cluster dir> <this node's port> <action> <role> <scope>.
set -uo pipefail
dir="$1" port="$2" action="$3" role="$4"
case "$role" in master | primary) ;; *) exit 0 ;; esac
case "$action" in on_start | on_role_change) ;; *) exit 0 ;; esac
bouncer="$dir/pgbouncer"
sed "s/@PRIMARY_PORT@/$port/" "$bouncer/pgbouncer.ini.in" >"$bouncer/pgbouncer.ini.new" && mv "$bouncer/pgbouncer.ini.new" "$bouncer/pgbouncer.ini"
echo "$(date -u +%FT%T.%3NZ) primary is now port $port ($action)" >>"$bouncer/routing.log"
# PgBouncer may not run yet (the first start) or be down: it reads the file when it starts.
# RECONNECT closes the connections to the old primary as they are released.
psql_admin() { /usr/bin/psql -h "$dir/run" -p "$(cat "$bouncer/port")" -U postgres -d pgbouncer -qAtc "$1" >/dev/null 2>&1; }
psql_admin RELOAD && psql_admin "RECONNECT jackey" || true
exit 0
