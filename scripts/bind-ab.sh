#!/usr/bin/env bash
# Interleaved A/B of the bind benchmarks between two benchmark jars (scripts/Interleave.java:
# thread CPU time, each pair run in both orders), then bind.AnnotatedBind's Jackson-annotated
# models against the Brisk-annotated ones in NEW (generated and reflective codecs). Per pair it
# prints the median time ratio of each order and their geometric mean: for OLD against NEW,
# OLD time / NEW time (above 1: NEW is faster); for AnnotatedBind, Brisk-annotated time /
# Jackson-annotated time (1: the same).
#
#   bash scripts/bind-ab.sh OLD.jar NEW.jar [seconds per pair, default 8]
#
# About 40 pairs of 8 s plus warm-up: some 12 minutes. Corpus documents come from
# ../shared/corpora (or -Dbrisk.corpora through JAVA_OPTS).
set -euo pipefail
old=$1 new=$2 seconds=${3:-8}
here=$(cd "$(dirname "$0")" && pwd)
corpora=${BRISK_CORPORA:-$here/../../shared/corpora}

median() { # A:CLASS#METHOD B:CLASS#METHOD -> B's speedup (A time / B time), median
    java -Xmx1g -Dbrisk.corpora="$corpora" ${JAVA_OPTS:-} "$here/Interleave.java" "$seconds" "$1" "$2" 2>&1 \
        | sed -n 's/.*median \([0-9.]*\).*/\1/p'
}

pair() { # label A B: A against B in both orders
    local forward backward
    forward=$(median "$2" "$3")
    backward=$(median "$3" "$2")
    awk -v l="$1" -v f="$forward" -v b="$backward" \
        'BEGIN { printf "%-48s %6.3f %6.3f  geomean %6.3f\n", l, f, 1 / b, sqrt(f / b) }'
}

echo "OLD time / NEW time: order OLD,NEW   order NEW,OLD (inverted)"
for bench in MicroRecordBind TwitterBind CitmCatalogBind GithubEventsBind MediaContentBind UsersBind; do
    methods="readBriskGenerated writeBriskGenerated"
    case $bench in MicroRecordBind|GithubEventsBind) methods="$methods readBriskReflective writeBriskReflective";; esac
    for m in $methods; do
        pair "$bench#$m" "$old:bind.$bench#$m" "$new:bind.$bench#$m"
    done
done
echo "Brisk-annotated time / Jackson-annotated time (bind.AnnotatedBind in NEW)"
for m in read write; do
    for codecs in "" Reflective; do
        pair "$m${codecs:- Generated}" "$new:bind.AnnotatedBind#${m}BriskAnnotated$codecs" "$new:bind.AnnotatedBind#${m}JacksonAnnotated$codecs"
    done
done
