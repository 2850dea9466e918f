#!/usr/bin/env bash
# decor serve under load (issue 12's targets): wrk on loopback against a release build, for a plain resource,
# a chapter decorated with 1,000 decorations for one reader, and PUTs of a 10,000-decoration group with 1%
# changed. Prints wrk's requests/s and latency percentiles. Usage: scripts/serve-bench.sh [seconds] [connections]
# (DECOR_BUILD=debug measures the debug build instead of building a release one).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
duration="${1:-10}"
connections="${2:-16}"
port=18473
work="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

build="${DECOR_BUILD:-release}"
# A release build links Swift's runtime statically, as the README builds it (a debug build cannot).
static=(); [ "$build" = release ] && static=(--static-swift-stdlib)
swift build -c "$build" "${static[@]}" --product decor >/dev/null
epub=Tests/Fixtures/epub/moby-dick.epub
python3 scripts/serve-bench/bodies.py "$epub" 1000 "$work/g1k"
python3 scripts/serve-bench/bodies.py "$epub" 10000 "$work/g10k"

DECOR_HOME="$work/home" ".build/$build/decor" serve "$epub" --port "$port" --state "$work/state.sqlite" 2>"$work/server.log" &
server=$!
for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done

base="http://127.0.0.1:$port/pub/moby-dick"
curl -fs -X PUT --data-binary "@$work/g1k.json" "$base/readers/bench/groups/highlights" >/dev/null
curl -fs "$base/OPS/chapter_001.xhtml?reader=bench" | grep -o 'data-decoration-id=' | wc -l | xargs echo "decorations written into the chapter:"

echo "== plain resource"
wrk -t2 -c"$connections" -d"${duration}s" --latency "$base/OPS/chapter_001.xhtml"
echo "== decorated chapter, 1,000 decorations"
wrk -t2 -c"$connections" -d"${duration}s" --latency "$base/OPS/chapter_001.xhtml?reader=bench"
echo "== PUT of a 10,000-decoration group, 1% changed (one connection: PUTs of one group are ordered)"
wrk -t1 -c1 -d"${duration}s" --latency -s scripts/serve-bench/put-alternating.lua "$base/readers/bench10k/groups/highlights" \
  -- "$work/g10k.json" "$work/g10k-changed.json"
