# Shared by the cluster scripts: where the cluster lives and which loopback ports it takes.
# Sourced, not run. CLUSTER_DIR and CLUSTER_PORT_BASE move it (two clusters on one machine).
CLUSTER_DIR="${CLUSTER_DIR:-/tmp/jackey-cluster}"
BASE="${CLUSTER_PORT_BASE:-56400}"
ETCD_PORT=$((BASE + 79))
ETCD_PEER_PORT=$((BASE + 80))
PG_PORTS=($((BASE + 33)) $((BASE + 34)))
REST_PORTS=($((BASE + 8)) $((BASE + 9)))
BOUNCER_PORT=$((BASE + 32))
PGBIN="$(dirname "$(ls /usr/lib/postgresql/15/bin/initdb 2>/dev/null || ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")"
RUN_DIR="$CLUSTER_DIR/run"
BACKREST_CONF="$CLUSTER_DIR/backrest/pgbackrest.conf"
STANZA=jackey

# PostgreSQL, Patroni and pgBackRest refuse root: everything runs as the postgres user.
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

# The leader's port, from the first Patroni that answers (empty when none does, or none leads).
leader_port() {
  node -e '
    const rests = process.argv.slice(1)
    ;(async () => {
      for (const rest of rests) {
        const cluster = await fetch(`http://127.0.0.1:${rest}/cluster`, { signal: AbortSignal.timeout(2000) }).then((r) => r.json()).catch(() => null)
        if (!cluster) continue
        const leader = cluster.members.find((m) => m.role === "leader" && m.state === "running")
        if (leader) process.stdout.write(String(leader.port))
        return
      }
    })()' "${REST_PORTS[@]}"
}
