#!/usr/bin/env bash
# A private, temporary PostgreSQL cluster for the tests, from Debian's postgresql package: initdb and pg_ctl
# run as the postgres user (as the current user when not root) in a folder of its own, listening only on a
# Unix socket there (no TCP port), trusting local connections of the role "decor".
#   scripts/postgres.sh start          starts the cluster if needed; prints the URL of database decor_test
#   scripts/postgres.sh database NAME  (re)creates an empty database NAME; prints its URL
#   scripts/postgres.sh stop           stops the cluster and removes its folder
set -euo pipefail
# The server this script starts lives on after it: it must not keep the caller's descriptors. Foundation's
# Process (the tests run this script with it) learns that a child exited when a descriptor the child
# inherited reaches end-of-file, and a server holding it would make the caller wait forever.
for descriptor in /proc/$$/fd/*; do
  number=${descriptor##*/}
  if [ "$number" -gt 2 ]; then eval "exec $number>&-" 2>/dev/null || true; fi
done
folder=${DECOR_POSTGRES_DIR:-/tmp/decor-postgres-$(id -u)}
port=${DECOR_POSTGRES_PORT:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "postgres.sh: Debian's postgresql is not installed (scripts/setup.sh installs it)" >&2; exit 1; }

# Every path given is absolute: the commands run from /, since the postgres user may not enter the caller's
# folder (a clone in a private temporary folder, say).
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

url() { echo "postgres://decor@localhost/$1?host=$folder&port=$port"; }

running() { [ -f "$folder/data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$folder/data" status >/dev/null 2>&1; }

case "${1:-}" in
  start)
    if ! running; then
      rm -rf "$folder"
      mkdir -p "$folder"
      [ "$(id -u)" -ne 0 ] || chown postgres "$folder"
      as_owner "$bin/initdb" -D "$folder/data" -U decor --auth=trust -E UTF8 --locale=C >"$folder/initdb.log" 2>&1 \
        || { cat "$folder/initdb.log" >&2; exit 1; }
      as_owner "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w \
        -o "-c listen_addresses='' -k $folder -p $port -c fsync=off" start >/dev/null \
        || { cat "$folder/server.log" >&2; exit 1; }
      as_owner "$bin/createdb" -h "$folder" -p "$port" -U decor decor_test
    fi
    url decor_test
    ;;
  database)
    name=${2:?usage: postgres.sh database NAME}
    running || { echo "postgres.sh: the cluster is not running (postgres.sh start)" >&2; exit 1; }
    as_owner "$bin/dropdb" --if-exists -h "$folder" -p "$port" -U decor "$name"
    as_owner "$bin/createdb" -h "$folder" -p "$port" -U decor "$name"
    url "$name"
    ;;
  stop)
    if running; then as_owner "$bin/pg_ctl" -D "$folder/data" -m fast -w stop >/dev/null; fi
    rm -rf "$folder"
    ;;
  *)
    echo "usage: scripts/postgres.sh start | database NAME | stop" >&2
    exit 1
    ;;
esac
