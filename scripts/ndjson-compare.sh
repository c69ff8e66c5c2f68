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
# as a plain java -cp of the benchmarks jar. The commands alternate: odd rounds in one order,
# even rounds in the reverse, so none always runs right after the same other one. Prints each
# round, then the median wall time and CPU time of each command, the ratios of the medians and
# the median of the per-round ratios (on a machine shared with other work, wall time measures
# the share of the cores the run got; CPU time shows the work itself). The runs on every core
# also report their threads (-Dbrisk.timings=true): the workers' own CPU time, the JIT
# compilers' and the time the workers waited for a core, medians printed at the end.
# One round of both jobs takes ~30 s on an idle 2-core machine; JOBS=validate skips fmt.
# Usage: scripts/ndjson-compare.sh [ROUNDS (default 7)] [SIZE_MIB (default 1024)]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ROUNDS="${1:-7}"
JOBS="${JOBS:-validate fmt}"
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

TIMED="-Dbrisk.timings=true"
declare -A CMD=(
  [brisk-validate]="$ROOT/brisk validate --ndjson $FILE"
  [brisk-validate-1t]="$ROOT/brisk validate --ndjson --threads 1 $FILE"
  [jackson-validate]="$JAVA -cp $BENCH_JAR dev.brisk.bench.ndjson.JacksonNdjson validate $FILE"
  [brisk-fmt]="$ROOT/brisk fmt --compact --ndjson $FILE"
  [brisk-fmt-1t]="$ROOT/brisk fmt --compact --ndjson --threads 1 $FILE"
  [jackson-fmt]="$JAVA -cp $BENCH_JAR dev.brisk.bench.ndjson.JacksonNdjson fmt $FILE"
)
ORDER=()
for job in $JOBS; do ORDER+=("brisk-$job" "brisk-$job-1t" "jackson-$job"); done
declare -A TIMES CPU WORKERS JIT WAITED
for ((round = 1; round <= ROUNDS; round++)); do
  names=("${ORDER[@]}")
  if ((round % 2 == 0)); then
    names=()
    for ((i = ${#ORDER[@]} - 1; i >= 0; i--)); do names+=("${ORDER[$i]}"); done
  fi
  for name in "${names[@]}"; do
    opts=""
    case "$name" in brisk-validate | brisk-fmt) opts="$TIMED" ;; esac
    if ! BRISK_JAVA_OPTS="$opts ${BRISK_JAVA_OPTS:-}" /usr/bin/time -f "%e %U %S" -o /tmp/brisk-ndjson-time.txt \
        ${CMD[$name]} > /dev/null 2>/tmp/brisk-ndjson-err.txt; then
      echo "$name failed:" >&2; cat /tmp/brisk-ndjson-err.txt >&2; exit 1
    fi
    read -r wall user sys < <(tail -1 /tmp/brisk-ndjson-time.txt)
    TIMES[$name]+="$wall "
    CPU[$name]+="$(echo "$user + $sys" | bc) "
    if [ -n "$opts" ]; then
      # the workers' lines and the threads-by-kind line of RunTimings
      WORKERS[$name]+="$(grep -o 'cpu [0-9]* ms, waited' /tmp/brisk-ndjson-err.txt | awk '{s += $2} END {print s / 1000}') "
      WAITED[$name]+="$(grep -o 'waited for a core [0-9]*' /tmp/brisk-ndjson-err.txt | awk '{s += $5} END {print s / 1000}') "
      JIT[$name]+="$(grep -o 'jit-c[12] ([0-9]*) [0-9]*' /tmp/brisk-ndjson-err.txt | awk '{s += $3} END {print s / 1000}') "
    fi
  done
  line="round $round:"
  for n in "${ORDER[@]}"; do
    line+=" $n $(echo "${TIMES[$n]}" | awk '{print $NF}') s"
    [ -n "${WORKERS[$n]:-}" ] && line+=" (workers $(echo "${WORKERS[$n]}" | awk '{print $NF}') s CPU, JIT $(echo "${JIT[$n]}" | awk '{print $NF}') s)"
    line+=";"
  done
  echo "$line"
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
range() { tr ' ' '\n' | grep -v '^$' | sort -n | awk 'NR==1 {lo=$1} {hi=$1} END {printf "%.2f-%.2f", lo, hi}'; }
# the median over the rounds of one command's wall time divided by another's, run for run
round_ratio() { paste -d' ' <(echo "${TIMES[$1]}" | tr ' ' '\n' | grep -v '^$') <(echo "${TIMES[$2]}" | tr ' ' '\n' | grep -v '^$') \
    | awk '{print $2 / $1}' | median; }
echo
echo "median wall time and CPU time (user + sys) of $ROUNDS rounds (whole process, $(nproc) processors,"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg)):"
declare -A MED MEDCPU
for name in "${ORDER[@]}"; do
  MED[$name]="$(echo "${TIMES[$name]}" | median)"
  MEDCPU[$name]="$(echo "${CPU[$name]}" | median)"
  printf "  %-18s %6.2f s wall (%s)  %6.0f MB/s  %6.2f s CPU" "$name" "${MED[$name]}" "$(echo "${TIMES[$name]}" | range)" \
    "$(echo "$bytes / ${MED[$name]} / 1000000" | bc -l)" "${MEDCPU[$name]}"
  if [ -n "${WORKERS[$name]:-}" ]; then
    printf "; workers %.2f s CPU, JIT %.2f s, workers waited for a core %.2f s" "$(echo "${WORKERS[$name]}" | median)" \
      "$(echo "${JIT[$name]}" | median)" "$(echo "${WAITED[$name]}" | median)"
  fi
  echo
done
ratio() { echo "${MED[$2]} / ${MED[$1]}" | bc -l; }
cpu_ratio() { echo "${MEDCPU[$2]} / ${MEDCPU[$1]}" | bc -l; }
echo "wall-time ratios, of the medians / median of each round's (targets, issue 20: validate >= 1.8x"
echo "one thread and >= 2.5x Jackson; issue 14: validate and fmt >= 2x Jackson):"
for job in $JOBS; do
  printf "  %s: every core vs one thread %.2fx / %.2fx, vs Jackson %.2fx / %.2fx\n" "$job" \
    "$(ratio brisk-$job brisk-$job-1t)" "$(round_ratio brisk-$job brisk-$job-1t)" \
    "$(ratio brisk-$job jackson-$job)" "$(round_ratio brisk-$job jackson-$job)"
done
echo "CPU-time ratios (how much more work the other side does; 1.00x: no extra work on every core):"
for job in $JOBS; do
  printf "  %s: one thread vs every core %.2fx, Jackson vs every core %.2fx\n" "$job" \
    "$(cpu_ratio brisk-$job brisk-$job-1t)" "$(cpu_ratio brisk-$job jackson-$job)"
done
