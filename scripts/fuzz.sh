#!/usr/bin/env bash
# Builds Fuzz/'s libFuzzer program, decor-fuzz (fuzzer and address sanitizers), and runs one target, or
# all of them one after the other, for SECONDS each:
#   scripts/fuzz.sh TARGET|all SECONDS [libFuzzer flags…]
# Seeds are derived from Tests/Fixtures at every run (Fuzz/.seeds); what a run discovers is kept in
# Fuzz/.corpus/TARGET for the next one. A crash, a hang (over 30 s for one input), an allocation or a
# resident size over 2 GB fail the run; the input is left in Fuzz/crashes/TARGET/ and its path printed.
# Replay one with: Fuzz/.build/debug/decor-fuzz TARGET Fuzz/crashes/TARGET/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(zip epub xhtml css cfi locator decorations lcp-license encryption-xml lsd hls subscription-xml groupstate-body byte-range
  resource-path)
usage="usage: scripts/fuzz.sh TARGET|all SECONDS [libFuzzer flags…]; targets: ${targets[*]}"
[ $# -ge 2 ] || { echo "$usage" >&2; exit 1; }
target=$1 seconds=$2
shift 2
if [ "$target" = all ]; then
  selected=("${targets[@]}")
elif [[ " ${targets[*]} " == *" $target "* ]]; then
  selected=("$target")
else
  echo "$usage" >&2
  exit 1
fi

# swiftc applies only the last -sanitize= option it is given, so SwiftPM's --sanitize=fuzzer
# --sanitize=address would build without one of them: both go in one option. Building the one product
# keeps the main package's executables and plugins out of the build.
swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer,address --product decor-fuzz
python3 Fuzz/make-seeds.py Fuzz/.seeds

# Leaks are not checked: the Swift runtime's metadata caches look like leaks to LeakSanitizer. Memory
# growth is bounded by -rss_limit_mb instead. Swift's own backtracer is off: ASan prints the stack.
export ASAN_OPTIONS=detect_leaks=0:handle_abort=1:allocator_may_return_null=0
export SWIFT_BACKTRACE=enable=no

failed=()
for name in "${selected[@]}"; do
  corpus=Fuzz/.corpus/$name crashes=Fuzz/crashes/$name log=Fuzz/.corpus/$name.log
  mkdir -p "$corpus" "$crashes"
  status=0
  Fuzz/.build/debug/decor-fuzz "$name" "$corpus" "Fuzz/.seeds/$name" \
    -max_total_time="$seconds" -max_len=131072 -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$crashes/" "$@" >"$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  echo "fuzz $name: ${runs:-?} runs in ${seconds}s, corpus $(ls "$corpus" | wc -l) inputs, exit $status"
  if [ $status -ne 0 ]; then
    failed+=("$name")
    grep -E "^(==[0-9]+==ERROR|SUMMARY|.*Fatal error|.*invariant broken|artifact_prefix|Test unit written)" "$log" | head -20 >&2 || true
    echo "fuzz $name: FAILED; input(s) in $crashes/, full log in $log" >&2
  fi
done
if [ ${#failed[@]} -ne 0 ]; then
  echo "fuzz: failed targets: ${failed[*]}" >&2
  exit 1
fi
