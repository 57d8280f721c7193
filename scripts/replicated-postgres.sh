#!/usr/bin/env bash
# A PostgreSQL primary with a synchronous standby, on Debian's PostgreSQL 15, in one folder: a
# transfer is acknowledged only once the standby has its WAL (synchronous_commit = on and
# synchronous_standby_names naming the standby). Failover is by hand: `promote` makes the standby
# the primary. docs/operations/replication.md says what it promises and what it costs.
#
#   scripts/replicated-postgres.sh start FOLDER [PRIMARY_PORT] [STANDBY_PORT]   prints DATABASE_URL
#   scripts/replicated-postgres.sh kill-primary FOLDER     the primary's postmaster, SIGKILL
#   scripts/replicated-postgres.sh promote FOLDER          the standby takes over
#   scripts/replicated-postgres.sh lag FOLDER MS           the standby applies what it receives MS later (0: at once)
#   scripts/replicated-postgres.sh stop FOLDER             both servers, at once
#
# As root, the servers run as the `postgres` system user (PostgreSQL refuses root).
set -euo pipefail

bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
command="${1:?start, kill-primary, promote, lag or stop}"
folder="$(realpath -m "${2:?a folder}")"

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$command" in
  start)
    primary_port="${3:-55432}"
    standby_port="${4:-55433}"
    mkdir -p "$folder"
    password="$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')"
    printf '%s\n' "$password" >"$folder/password"
    chmod 600 "$folder/password"
    if [ "$(id -u)" = 0 ]; then chown postgres "$folder" "$folder/password"; fi
    as_postgres "$bin/initdb" -D "$folder/primary" -U postgres --auth=scram-sha-256 --pwfile="$folder/password" >"$folder/initdb.log"
    cat >>"$folder/primary/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $primary_port
unix_socket_directories = '$folder'
wal_level = replica
max_wal_senders = 4
synchronous_commit = on
synchronous_standby_names = 'standby1'
CONF
    echo "host replication postgres 127.0.0.1/32 scram-sha-256" >>"$folder/primary/pg_hba.conf"
    as_postgres "$bin/pg_ctl" -D "$folder/primary" -l "$folder/primary.log" -w start >/dev/null
    as_postgres env PGPASSWORD="$password" "$bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$folder/standby" -X stream
    # The standby follows the primary under the name the primary waits for; promoted, it waits for
    # no standby of its own (it would hold every commit until one attached).
    cat >>"$folder/standby/postgresql.auto.conf" <<CONF
port = $standby_port
primary_conninfo = 'host=127.0.0.1 port=$primary_port user=postgres password=$password application_name=standby1'
synchronous_standby_names = ''
CONF
    as_postgres touch "$folder/standby/standby.signal"
    as_postgres "$bin/pg_ctl" -D "$folder/standby" -l "$folder/standby.log" -w start >/dev/null
    # The primary counts the standby as synchronous once it streams: wait for it before answering.
    for _ in $(seq 1 100); do
      state="$(as_postgres env PGPASSWORD="$password" "$bin/psql" -h 127.0.0.1 -p "$primary_port" -U postgres -Atc "SELECT sync_state FROM pg_stat_replication WHERE application_name = 'standby1'" postgres || true)"
      [ "$state" = sync ] && break
      sleep 0.1
    done
    [ "$state" = sync ] || { echo "the standby did not become synchronous" >&2; exit 1; }
    as_postgres env PGPASSWORD="$password" "$bin/createdb" -h 127.0.0.1 -p "$primary_port" -U postgres payments
    echo "DATABASE_URL=postgres://postgres:$password@127.0.0.1:$primary_port,127.0.0.1:$standby_port/payments?target_session_attrs=read-write"
    echo "DATABASE_READ_URL=postgres://postgres:$password@127.0.0.1:$standby_port/payments"
    ;;
  lag)
    # recovery_min_apply_delay: commits still wait only for the standby to have the WAL (synchronous_commit = on), not to apply it.
    echo "recovery_min_apply_delay = '${3:?milliseconds}ms'" >>"$folder/standby/postgresql.auto.conf"
    as_postgres "$bin/pg_ctl" -D "$folder/standby" reload >/dev/null
    ;;
  kill-primary)
    kill -KILL "$(head -1 "$folder/primary/postmaster.pid")"
    ;;
  promote)
    as_postgres "$bin/pg_ctl" -D "$folder/standby" -w promote >/dev/null
    ;;
  stop)
    for server in primary standby; do
      if [ -f "$folder/$server/postmaster.pid" ]; then as_postgres "$bin/pg_ctl" -D "$folder/$server" -m immediate -w stop >/dev/null 2>&1 || true; fi
    done
    ;;
  *)
    echo "unknown command $command: start, kill-primary, promote, lag or stop" >&2
    exit 2
    ;;
esac
