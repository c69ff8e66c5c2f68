#!/usr/bin/env python3
"""Turns JMH JSON results into Markdown tables for BENCHMARKS.md.

One table per benchmark class: a row per parameter combination, a column per method with its
throughput (ops/s) and the gc profiler's bytes/op, and the ratio of each Brisk method to the
class's reference peer (Jackson's streaming or tree method; Parsson for JSON-P) measured in the same run. Where a
class ran over several documents (the corpus parameter), rows with the geometric mean and the
minimum of each ratio over the documents follow.
Usage: scripts/jmh-table.py results.json [more.json ...]
"""
import json, sys, re
from collections import OrderedDict

def ops_per_second(metric):
    score, unit = metric["score"], metric["scoreUnit"]
    if unit.startswith("ops/"):
        per = {"ops/s": 1, "ops/ms": 1e3, "ops/us": 1e6, "ops/ns": 1e9}[unit]
        return score * per
    per_op = {"s/op": 1, "ms/op": 1e-3, "us/op": 1e-6, "ns/op": 1e-9}[unit]
    return 1.0 / (score * per_op)

def bytes_per_op(secondary):
    for key in ("gc.alloc.rate.norm", "\u00b7gc.alloc.rate.norm"):
        if key in secondary:
            return secondary[key]["score"]
    return None

def reference_for(method, methods):
    if method in ("briskParser", "briskFormat") and "jdk" in methods:
        return "jdk"  # the conversion alone is compared with the JDK's
    m = re.match(r"(read|write)", method)
    prefix = m.group(1) if m else ""
    for cand in (prefix + "Jackson", "jacksonStreaming", "jackson", "jacksonMappingIterator", "jacksonFresh", "parsson"):
        if cand in methods:
            return cand
    return None

def fmt_ops(v):
    return f"{v:,.0f}" if v >= 100 else f"{v:,.1f}"

def fmt_bytes(b):
    if b is None: return "?"
    if b >= 1e6: return f"{b/1e6:.1f} MB"
    if b >= 1e3: return f"{b/1e3:.1f} KB"
    return f"{b:.0f} B"

def main(paths):
    groups = OrderedDict()
    for p in paths:
        for r in json.load(open(p)):
            cls, method = r["benchmark"].rsplit(".", 1)
            cls = cls.replace("dev.brisk.bench.", "")
            params = tuple(sorted((r.get("params") or {}).items()))
            g = groups.setdefault(cls, OrderedDict())
            g.setdefault(params, {})[method] = (ops_per_second(r["primaryMetric"]),
                                                 bytes_per_op(r.get("secondaryMetrics", {})),
                                                 r["primaryMetric"].get("scoreError"))
    for cls, rows in groups.items():
        if all(re.match(r"(read|write)[A-Z]", m) for cells in rows.values() for m in cells):
            print_read_write(cls, rows)
            continue
        methods = []
        for cells in rows.values():
            for m in cells:
                if m not in methods: methods.append(m)
        ratio_methods = [m for m in methods if m.lower().startswith(("brisk", "readbrisk", "writebrisk", "lenient", "strict"))]
        print(f"\n#### `{cls}`\n")
        header = ["params"] + [f"{m} ops/s (B/op)" for m in methods]
        ref_cols = []
        for m in ratio_methods:
            if m == "brisk":  # Brisk beside every peer in the class
                refs = [r for r in methods if not r.lower().startswith("brisk") and r != "jdk"]
            else:
                refs = [reference_for(m, methods)]
            for ref in refs:
                if ref and ref != m:
                    ref_cols.append((m, ref)); header.append(f"{m} / {ref}")
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for params, cells in rows.items():
            label = ", ".join(f"{k}={v}" for k, v in params) or "-"
            row = [label]
            for m in methods:
                c = cells.get(m)
                row.append(f"{fmt_ops(c[0])} ({fmt_bytes(c[1])})" if c else "")
            for m, ref in ref_cols:
                a, b = cells.get(m), cells.get(ref)
                row.append(f"**{a[0]/b[0]:.2f}×**" if a and b else "")
            print("| " + " | ".join(row) + " |")
        print_summary(rows, methods, ref_cols)

def corpus_groups(rows):
    """Rows grouped by every parameter but the corpus: each group is one document sweep."""
    groups = OrderedDict()
    for params, cells in rows.items():
        rest = tuple((k, v) for k, v in params if k != "corpus")
        if len(rest) != len(params):
            groups.setdefault(rest, []).append(cells)
    return groups

def print_summary(rows, methods, ref_cols):
    """Below a sweep over several documents: the geometric mean and the minimum of each ratio."""
    import math
    for rest, sweep in corpus_groups(rows).items():
        if len(sweep) < 2:
            continue
        label = ", ".join(f"{k}={v}" for k, v in rest)
        for name, reduce in (("geometric mean", lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))),
                             ("minimum", min)):
            row = [f"{name} over {len(sweep)} documents" + (f" ({label})" if label else "")]
            row += [""] * len(methods)
            for m, ref in ref_cols:
                xs = [c[m][0] / c[ref][0] for c in sweep if m in c and ref in c]
                row.append(f"**{reduce(xs):.2f}×**" if xs else "")
            print("| " + " | ".join(row) + " |")

def print_read_write(cls, rows):
    """Binding classes: a row per direction, a column per library, ratios to Jackson."""
    libs = []
    for cells in rows.values():
        for m in cells:
            lib = re.sub(r"^(read|write)", "", m)
            if lib not in libs: libs.append(lib)
    brisk = [l for l in libs if l.startswith("Brisk")]
    print(f"\n#### `{cls}`\n")
    header = ["op"] + [f"{l} ops/s (B/op)" for l in libs] + [f"{l} / Jackson" for l in brisk]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for params, cells in rows.items():
        label = ", ".join(f"{k}={v}" for k, v in params)
        for op in ("read", "write"):
            row = [op + (f" ({label})" if label else "")]
            for l in libs:
                c = cells.get(op + l)
                row.append(f"{fmt_ops(c[0])} ({fmt_bytes(c[1])})" if c else "")
            ref = cells.get(op + "Jackson")
            for l in brisk:
                c = cells.get(op + l)
                row.append(f"**{c[0]/ref[0]:.2f}×**" if c and ref else "")
            print("| " + " | ".join(row) + " |")

if __name__ == "__main__":
    main(sys.argv[1:])
