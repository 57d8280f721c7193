#!/usr/bin/env bash
# A PostgreSQL primary and a synchronous secondary that fail over on their own, with
# pg_auto_failover (Debian's postgresql-15-auto-failover, `pg_autoctl`) on Debian's PostgreSQL 15:
# a monitor node, and a keeper beside each PostgreSQL that the monitor assigns a state. When the
# primary stops answering the monitor's health checks, the monitor promotes the secondary (it only
# promotes a secondary that was synchronous, so nothing acknowledged is lost) and the old primary,
# once back, rejoins as a secondary. docs/operations/replication.md says what it promises and costs.
#
#   scripts/auto-failover-postgres.sh start FOLDER [MONITOR_PORT] [NODE1_PORT] [NODE2_PORT]   prints DATABASE_URL
#   scripts/auto-failover-postgres.sh kill-primary FOLDER    the primary node lost: its keeper and postmaster, SIGKILL
#   scripts/auto-failover-postgres.sh hang-primary FOLDER    the primary hung: every process of it stopped (SIGSTOP)
#   scripts/auto-failover-postgres.sh resume FOLDER          a hung node's processes continued (SIGCONT)
#   scripts/auto-failover-postgres.sh restart-lost FOLDER    the node killed by kill-primary started again (it rejoins as a secondary)
#   scripts/auto-failover-postgres.sh state FOLDER           the monitor's view of the nodes
#   scripts/auto-failover-postgres.sh wait-stable FOLDER     waits until one primary and one secondary
#   scripts/auto-failover-postgres.sh stop FOLDER            every node and the monitor, at once
#
# As root, everything runs as the `postgres` system user (PostgreSQL refuses root).
set -euo pipefail

bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
command="${1:?start, kill-primary, hang-primary, resume, restart-lost, state, wait-stable or stop}"
folder="$(realpath -m "${2:?a folder}")"

as_postgres() {
  local env=(env "PATH=$bin:$PATH" "PG_CONFIG=$bin/pg_config" "XDG_CONFIG_HOME=$folder/config" "XDG_DATA_HOME=$folder/run" "XDG_RUNTIME_DIR=$folder/runtime")
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "${env[@]}" "$@"; else "${env[@]}" "$@"; fi
}

# The monitor's view: one line per node, `name port state`, the state the keeper reported.
node_states() {
  as_postgres pg_autoctl show state --pgdata "$folder/monitor" --json 2>/dev/null |
    python3 -c 'import json,sys; [print(n["nodename"], n["nodeport"], n["current_group_state"], n["assigned_group_state"]) for n in json.load(sys.stdin)]'
}

wait_until() {
  local what="$1" seconds="$2" check="$3"
  for _ in $(seq 1 $((seconds * 2))); do
    if eval "$check"; then return 0; fi
    sleep 0.5
  done
  echo "pg_auto_failover: $what did not happen within ${seconds}s" >&2
  node_states >&2 || true
  return 1
}

stable() { [ "$(node_states | awk '$3 == $4 && ($3 == "primary" || $3 == "secondary") {print $3}' | sort | tr '\n' ' ')" = "primary secondary " ]; }

# The node whose keeper reports it primary: its data folder (start wrote each node's port beside it).
primary_folder() {
  local port
  port="$(node_states | awk '$3 == "primary" {print $2}' | head -1)"
  [ -n "$port" ] || { echo "pg_auto_failover: no primary" >&2; return 1; }
  awk -v port="$port" '$1 == port {print $2}' "$folder/nodes"
}

# Every process of a node: its keeper and the services the keeper forks (started as the leaders
# of a process group of their own, recorded beside the node's data), and its postmaster with every
# backend (which PostgreSQL puts in a session of its own).
node_processes() {
  local data="$1" postmaster
  pgrep -g "$(cat "$data.pgid")" || true
  if [ -f "$data/postmaster.pid" ]; then
    postmaster="$(head -1 "$data/postmaster.pid")"
    echo "$postmaster"
    pgrep -P "$postmaster" || true
  fi
}

signal_node() {
  local signal="$1" data="$2" announce="${3:-}" pids
  pids="$(node_processes "$data" | sort -u | tr '\n' ' ')"
  # When the fault struck (epoch ms), printed after the processes are found: finding them takes
  # most of a second on a loaded machine, and the fault has not happened yet then.
  [ -z "$announce" ] || echo "signalled_at_ms=$(date +%s%3N)"
  # shellcheck disable=SC2086 # one pid per word
  kill "-$signal" $pids 2>/dev/null || true
}

start_keeper() {
  local data="$1" port="$2" monitor_uri="$3"
  as_postgres bash -c "setsid pg_autoctl create postgres --pgdata '$data' --pgport $port --hostname 127.0.0.1 \
    --auth trust --no-ssl --monitor '$monitor_uri' --dbname payments --run >>'$data.log' 2>&1 </dev/null & echo \$! >'$data.pgid'"
}

case "$command" in
  start)
    monitor_port="${3:-56100}"
    node1_port="${4:-56101}"
    node2_port="${5:-56102}"
    mkdir -p "$folder/runtime"
    chmod 700 "$folder/runtime"
    if [ "$(id -u)" = 0 ]; then chown postgres "$folder" "$folder/runtime"; fi
    # The logs are the postgres user's, which appends to them.
    as_postgres bash -c "pg_autoctl create monitor --pgdata '$folder/monitor' --pgport $monitor_port --hostname 127.0.0.1 \
      --auth trust --no-ssl >'$folder/monitor.log' 2>&1"
    # Failover within seconds rather than the defaults' 20 s and more: the monitor checks each node
    # every second, gives a check a second, and counts a node unhealthy after 3 s without an answer.
    cat >>"$folder/monitor/postgresql.conf" <<CONF
pgautofailover.health_check_period = 1000
pgautofailover.health_check_timeout = 1000
pgautofailover.health_check_max_retries = 1
pgautofailover.health_check_retry_delay = 500
pgautofailover.node_considered_unhealthy_timeout = 3000
pgautofailover.primary_demote_timeout = 5000
CONF
    as_postgres bash -c "setsid pg_autoctl run --pgdata '$folder/monitor' >>'$folder/monitor.log' 2>&1 </dev/null & echo \$! >'$folder/monitor.pgid'"
    monitor_uri="postgres://autoctl_node@127.0.0.1:$monitor_port/pg_auto_failover?sslmode=disable"
    wait_until "the monitor's start" 30 "as_postgres pg_autoctl show state --pgdata '$folder/monitor' >/dev/null 2>&1"
    printf '%s %s\n' "$node1_port" "$folder/node1" "$node2_port" "$folder/node2" >"$folder/nodes"
    start_keeper "$folder/node1" "$node1_port" "$monitor_uri"
    wait_until "the first node's start as the primary" 60 '[ "$(node_states | awk '"'"'{print $3}'"'"')" = single ]'
    start_keeper "$folder/node2" "$node2_port" "$monitor_uri"
    # The secondary's base backup waits for a spread checkpoint of the primary (a minute and more):
    # one asked for at once lets it go.
    wait_until "the secondary's start" 120 "as_postgres psql -h 127.0.0.1 -p $node1_port -d payments -qAtc CHECKPOINT >/dev/null 2>&1; stable"
    uri="$(as_postgres pg_autoctl show uri --pgdata "$folder/monitor" --formation default)"
    # The nodes take no TLS here (--no-ssl): the URI's sslmode=prefer would make node-postgres insist on it.
    # It names no user: the nodes trust local connections of the postgres role.
    uri="${uri/postgres:\/\//postgres://postgres@}"
    echo "DATABASE_URL=${uri/sslmode=prefer/sslmode=disable}"
    ;;
  kill-primary)
    data="$(primary_folder)"
    echo "$data" >"$folder/lost-node"
    signal_node KILL "$data" announce
    ;;
  hang-primary)
    data="$(primary_folder)"
    echo "$data" >"$folder/hung-node"
    signal_node STOP "$data" announce
    ;;
  resume)
    data="$(cat "$folder/hung-node")"
    signal_node CONT "$data"
    ;;
  restart-lost)
    data="$(cat "$folder/lost-node")"
    rm -f "$data/postmaster.pid"
    as_postgres bash -c "setsid pg_autoctl run --pgdata '$data' >>'$data.log' 2>&1 </dev/null & echo \$! >'$data.pgid'"
    ;;
  state)
    node_states
    ;;
  wait-stable)
    wait_until "one primary and one secondary" "${3:-120}" stable
    ;;
  stop)
    for group in "$folder"/*.pgid; do
      [ -f "$group" ] || continue
      signal_node CONT "${group%.pgid}"
      signal_node KILL "${group%.pgid}"
    done
    ;;
  *)
    echo "unknown command $command" >&2
    exit 2
    ;;
esac
