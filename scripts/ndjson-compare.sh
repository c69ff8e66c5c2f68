#!/usr/bin/env bash
# Whole-process NDJSON comparison (issue 20 item 1, issue 14 item 4): builds a ~1 GiB NDJSON file
# from the corpus documents (each minified to one line, repeated in order) in /tmp, then times,
# in alternation and several rounds:
#   brisk validate --ndjson  with --threads 1 and with every core (default)
#   Jackson: a streaming parser skipping each root value (dev.brisk.bench.ndjson.JacksonNdjson)
#   brisk fmt --compact --ndjson (every core and --threads 1) and Jackson copying to a generator
# Every run is a fresh JVM (JIT warm-up included, as a user sees it), reading the file from the
# page cache (the file is read once before the rounds). Brisk runs through the ./brisk launcher,
# as a user runs it (its class-data-sharing archive included: made before the rounds); Jackson
# as a plain java -cp of the benchmarks jar. Prints the median wall time and CPU time
# of each and the wall-time ratios (on a machine shared with other work, wall time measures the
# share of the cores the run got; CPU time shows the work itself). Usage: scripts/ndjson-compare.sh [ROUNDS (default 5)] [SIZE_MIB (default 1024)]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ROUNDS="${1:-5}"
SIZE_MIB="${2:-1024}"
FILE="${NDJSON_FILE:-/tmp/brisk-ndjson-${SIZE_MIB}m.ndjson}"
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"

cd "$ROOT"
"$ROOT/brisk" --version >/dev/null                       # builds brisk-cli when needed
BENCH_JAR="$ROOT/brisk-bench/target/benchmarks.jar"
"$ROOT/brisk" bench --help >/dev/null                     # builds brisk-bench when needed
CLI_JAR="$ROOT/brisk-cli/target/brisk-cli.jar"

if [ ! -f "$FILE" ]; then
  corpora="${BRISK_CORPORA:-$ROOT/../shared/corpora}"
  [ -d "$corpora" ] || corpora="$(cd "$ROOT/../.." && pwd)/shared/corpora"
  [ -d "$corpora" ] || { echo "no corpora folder (set BRISK_CORPORA)" >&2; exit 2; }
  lines="$(mktemp /tmp/brisk-ndjson-lines.XXXXXX)"
  for f in "$corpora"/*.json; do
    "$JAVA" -jar "$CLI_JAR" fmt --compact "$f" >> "$lines"
  done
  target=$((SIZE_MIB * 1024 * 1024))
  : > "$FILE"
  while [ "$(stat -c %s "$FILE")" -lt "$target" ]; do cat "$lines" >> "$FILE"; done
  rm -f "$lines"
fi
bytes="$(stat -c %s "$FILE")"
echo "file: $FILE, $bytes bytes, $(wc -l < "$FILE") lines; $(nproc) processors; JVM: $("$JAVA" -version 2>&1 | head -1)"
cat "$FILE" > /dev/null # into the page cache

declare -A CMD=(
  [brisk-validate]="$ROOT/brisk validate --ndjson $FILE"
  [brisk-validate-1t]="$ROOT/brisk validate --ndjson --threads 1 $FILE"
  [jackson-validate]="$JAVA -cp $BENCH_JAR dev.brisk.bench.ndjson.JacksonNdjson validate $FILE"
  [brisk-fmt]="$ROOT/brisk fmt --compact --ndjson $FILE"
  [brisk-fmt-1t]="$ROOT/brisk fmt --compact --ndjson --threads 1 $FILE"
  [jackson-fmt]="$JAVA -cp $BENCH_JAR dev.brisk.bench.ndjson.JacksonNdjson fmt $FILE"
)
ORDER=(brisk-validate brisk-validate-1t jackson-validate brisk-fmt brisk-fmt-1t jackson-fmt)
declare -A TIMES CPU
for ((round = 1; round <= ROUNDS; round++)); do
  for name in "${ORDER[@]}"; do
    if ! /usr/bin/time -f "%e %U %S" -o /tmp/brisk-ndjson-time.txt ${CMD[$name]} > /dev/null 2>/tmp/brisk-ndjson-err.txt; then
      echo "$name failed:" >&2; cat /tmp/brisk-ndjson-err.txt >&2; exit 1
    fi
    read -r wall user sys < <(tail -1 /tmp/brisk-ndjson-time.txt)
    TIMES[$name]+="$wall "
    CPU[$name]+="$(echo "$user + $sys" | bc) "
  done
  echo "round $round: $(for n in "${ORDER[@]}"; do echo -n "$n $(echo "${TIMES[$n]}" | awk '{print $NF}')s  "; done)"
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
echo
echo "median wall time and CPU time (user + sys) of $ROUNDS rounds (whole process, $(nproc) processors,"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg)):"
declare -A MED MEDCPU
for name in "${ORDER[@]}"; do
  MED[$name]="$(echo "${TIMES[$name]}" | median)"
  MEDCPU[$name]="$(echo "${CPU[$name]}" | median)"
  printf "  %-18s %6.2f s wall  %6.0f MB/s  %6.2f s CPU\n" "$name" "${MED[$name]}" \
    "$(echo "$bytes / ${MED[$name]} / 1000000" | bc -l)" "${MEDCPU[$name]}"
done
ratio() { echo "${MED[$2]} / ${MED[$1]}" | bc -l; }
cpu_ratio() { echo "${MEDCPU[$2]} / ${MEDCPU[$1]}" | bc -l; }
echo "wall-time ratios (targets, issue 20: validate >= 1.8x one thread and >= 2.5x Jackson):"
printf "  validate: every core vs one thread %.2fx, vs Jackson %.2fx\n" "$(ratio brisk-validate brisk-validate-1t)" "$(ratio brisk-validate jackson-validate)"
printf "  fmt --compact: every core vs one thread %.2fx, vs Jackson %.2fx\n" "$(ratio brisk-fmt brisk-fmt-1t)" "$(ratio brisk-fmt jackson-fmt)"
echo "CPU-time ratios (how much more work the other side does; 1.00x: no extra work on every core):"
printf "  validate: one thread vs every core %.2fx, Jackson vs every core %.2fx\n" "$(cpu_ratio brisk-validate brisk-validate-1t)" "$(cpu_ratio brisk-validate jackson-validate)"
printf "  fmt --compact: one thread vs every core %.2fx, Jackson vs every core %.2fx\n" "$(cpu_ratio brisk-fmt brisk-fmt-1t)" "$(cpu_ratio brisk-fmt jackson-fmt)"
