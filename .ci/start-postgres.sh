#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the integration tests and prints the
# DATABASE_URL to use. Debian's postgresql package; the cluster lives in a temporary folder.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
# The first free port from 55432 up (another cluster, e.g. an earlier run's, may hold one).
PORT=${PGPORT_CI:-55432}
while (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done
DIR=$(mktemp -d /tmp/kingstone-pg.XXXXXX)
chown postgres "$DIR"
# initdb and postgres refuse to run as root.
su postgres -c "$BIN/initdb -D $DIR/data -A trust -U postgres --no-sync -E UTF8" >/dev/null
if ! su postgres -c "$BIN/pg_ctl -D $DIR/data -l $DIR/log -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off' -w start" >/dev/null; then
  cat "$DIR/log" >&2
  exit 1
fi
su postgres -c "$BIN/createdb -h 127.0.0.1 -p $PORT kingstone_test"
echo "postgres://postgres@127.0.0.1:$PORT/kingstone_test"
