package dev.brisk.bench.quick;

import java.util.List;

/** The outcome of one {@code brisk bench}: where it ran, on what, and every case. */
public record BenchRun(
        String date,
        String jvm,
        String os,
        int cpus,
        String source,
        List<Document> documents,
        double budgetSeconds,
        int rounds,
        double elapsedSeconds,
        List<Library> libraries,
        List<CaseResult> cases) {

    public long totalBytes() {
        long t = 0;
        for (Document d : documents) {
            t += d.bytes().length;
        }
        return t;
    }
}
