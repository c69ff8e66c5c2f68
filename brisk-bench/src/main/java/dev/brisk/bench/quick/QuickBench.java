package dev.brisk.bench.quick;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The quick side-by-side run behind {@code brisk bench}. Honest by construction: every library
 * gets the same bytes; every workload's result is first checked against the reference
 * fingerprint (a library that does less work shows an error, not a number); libraries take
 * turns round by round, in a rotating order, so a slow phase of the machine hits all of them;
 * the first rounds warm the JIT and are dropped; the table shows medians.
 */
public final class QuickBench {

    /** Share of each cell's time spent warming up; the rest is measured. */
    private static final double WARMUP_SHARE = 0.3;
    private static final int WARMUP_ROUNDS = 2;

    private final List<Document> documents;
    private final String source;
    private final List<BenchCase> cases;
    private final List<Library> libraries;
    private final double budgetSeconds;
    private final int rounds;

    public QuickBench(List<Document> documents, String source, List<BenchCase> cases,
            List<Library> libraries, double budgetSeconds, int rounds) {
        if (documents.isEmpty()) {
            throw new IllegalArgumentException("no documents to measure");
        }
        this.documents = List.copyOf(documents);
        this.source = source;
        this.cases = List.copyOf(cases);
        this.libraries = List.copyOf(libraries);
        this.budgetSeconds = budgetSeconds;
        this.rounds = Math.max(1, rounds);
    }

    static Contender contender(Library l) {
        switch (l) {
            case BRISK: return new BriskContender();
            case JACKSON: return new JacksonContender();
            case FASTJSON2: return new Fastjson2Contender();
            case DSL_JSON: return new DslJsonContender();
            case GSON: return new GsonContender();
            default: throw new AssertionError(l);
        }
    }

    /** Runs every case; {@code log} receives one line per finished case (for a progress view). */
    public BenchRun run(Consumer<String> log) throws java.io.IOException {
        long started = System.nanoTime();
        Documents docs = new Documents(documents);

        // Prepare and check everything first, so the time budget goes to cells that can run.
        List<List<Workload>> workloads = new ArrayList<>();
        List<List<CellResult>> verdicts = new ArrayList<>();
        int runnable = 0;
        for (BenchCase c : cases) {
            List<Workload> ws = new ArrayList<>();
            List<CellResult> vs = new ArrayList<>();
            for (Library l : libraries) {
                Workload w = null;
                CellResult verdict = null;
                Contender contender = contender(l);
                try {
                    boolean noModel = (c == BenchCase.BIND_READ || c == BenchCase.BIND_WRITE)
                            && docs.bindings.isEmpty();
                    w = noModel ? null : contender.prepare(c, docs);
                    if (noModel) {
                        verdict = CellResult.unavailable(l, Bindings.NO_MODEL);
                    } else if (w == null) {
                        verdict = CellResult.unavailable(l, contender.whyNot(c));
                    } else {
                        long expected = expected(c, docs);
                        long got = w.fingerprint();
                        if (got != expected) {
                            verdict = CellResult.error(l, "result differs from the reference"
                                    + " (the library did different work or lost data)");
                        }
                    }
                } catch (Exception | StackOverflowError e) {
                    verdict = CellResult.error(l, "failed: " + e);
                }
                if (verdict != null) {
                    w = null;
                } else {
                    runnable++;
                }
                ws.add(w);
                vs.add(verdict);
            }
            workloads.add(ws);
            verdicts.add(vs);
        }

        double spent = (System.nanoTime() - started) / 1e9;
        double left = Math.max(budgetSeconds - spent, budgetSeconds * 0.5);
        long cellNanos = runnable == 0 ? 0 : (long) (left * 1e9 / runnable);
        long warmSlice = (long) (cellNanos * WARMUP_SHARE / WARMUP_ROUNDS);
        long measureSlice = (long) (cellNanos * (1 - WARMUP_SHARE) / rounds);

        List<CaseResult> results = new ArrayList<>();
        for (int ci = 0; ci < cases.size(); ci++) {
            List<Workload> ws = workloads.get(ci);
            List<CellResult> vs = verdicts.get(ci);
            double[][] samples = new double[libraries.size()][rounds];
            String[] failures = new String[libraries.size()];
            System.gc(); // start each case from a similar heap
            for (int round = 0; round < WARMUP_ROUNDS + rounds; round++) {
                boolean warm = round < WARMUP_ROUNDS;
                for (int k = 0; k < libraries.size(); k++) {
                    int li = (k + round) % libraries.size(); // rotate who goes first
                    Workload w = ws.get(li);
                    if (w == null || failures[li] != null) {
                        continue;
                    }
                    try {
                        double mbps = measure(w, warm ? warmSlice : measureSlice,
                                bytesPerRun(cases.get(ci), docs));
                        if (!warm) {
                            samples[li][round - WARMUP_ROUNDS] = mbps;
                        }
                    } catch (Exception | StackOverflowError e) {
                        failures[li] = "failed while measured: " + e;
                    }
                }
            }
            List<CellResult> cells = new ArrayList<>();
            for (int li = 0; li < libraries.size(); li++) {
                Library l = libraries.get(li);
                if (vs.get(li) != null) {
                    cells.add(vs.get(li));
                } else if (failures[li] != null) {
                    cells.add(CellResult.error(l, failures[li]));
                } else {
                    cells.add(CellResult.measured(l, samples[li]));
                }
            }
            CaseResult r = new CaseResult(cases.get(ci), cells);
            results.add(r);
            log.accept(cases.get(ci).title());
        }

        Runtime rt = Runtime.getRuntime();
        return new BenchRun(
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version")
                        + " (" + System.getProperty("java.vendor") + ")",
                System.getProperty("os.name") + " " + System.getProperty("os.arch"),
                rt.availableProcessors(),
                source,
                documents,
                budgetSeconds,
                rounds,
                (System.nanoTime() - started) / 1e9,
                libraries,
                results);
    }

    private static long expected(BenchCase c, Documents docs) {
        switch (c) {
            case SKIP: return docs.list.size();
            case BIND_READ:
            case BIND_WRITE: return docs.bindings.reference;
            default: return docs.reference;
        }
    }

    /** Bytes of input one run of a workload of {@code c} processes. */
    private static long bytesPerRun(BenchCase c, Documents docs) {
        return c == BenchCase.BIND_READ || c == BenchCase.BIND_WRITE
                ? docs.bindings.totalBytes : docs.totalBytes;
    }

    /** Runs {@code w} for about {@code nanos} (at least once); returns MB of input per second. */
    private static double measure(Workload w, long nanos, long bytesPerRun) throws Exception {
        long ops = 0;
        long acc = 0;
        long start = System.nanoTime();
        long elapsed;
        do {
            acc += w.run();
            ops++;
            elapsed = System.nanoTime() - start;
        } while (elapsed < nanos);
        Fingerprint.sink = acc;
        return ops * (double) bytesPerRun / 1e6 / (elapsed / 1e9);
    }
}
