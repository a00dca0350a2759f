#!/usr/bin/env bash
# Issue #17's check that no unit or API test depends on the clock or on test order: `npm run test:unit`
# N times in a row (default 10) while two busy loops keep both cores busy. Stops at the first failure.
#
#   bash bench/stress-unit.sh [runs] [log directory]
#
# Prints one line per run (result, seconds, load average) and leaves each run's output in the log directory.
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"
logs="${2:-$(mktemp -d -t pennycart-stress-XXXXXX)}"
mkdir -p "$logs"

busy=()
for _ in 1 2; do
  (while :; do :; done) &
  busy+=("$!")
done
trap 'kill "${busy[@]}" 2>/dev/null' EXIT

echo "logs: $logs; $(nproc) cores; busy loops: ${busy[*]}"
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  if npm run test:unit >"$logs/run-$i.log" 2>&1; then result=pass; else result=FAIL; fi
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  echo "run $i: $result in $(($(date +%s) - start)) s, load $load, $(sed 's/\x1b\[[0-9;]*m//g' "$logs/run-$i.log" | grep -E '^ +Tests ' | tr -s ' ')"
  if [[ "$result" == FAIL ]]; then
    grep -E 'FAIL|✗|×' "$logs/run-$i.log" | head -20
    exit 1
  fi
done
echo "all $runs runs passed"
