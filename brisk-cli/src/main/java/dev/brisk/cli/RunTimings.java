package dev.brisk.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where the time of a parallel NDJSON run from a file went, for measuring it (the system
 * property {@code brisk.timings}, e.g. {@code BRISK_JAVA_OPTS=-Dbrisk.timings=true}): when the
 * run began and each worker's first and last byte, in milliseconds since the process started (to
 * the kernel's 10 ms tick), each worker's own CPU time and the time it waited for a core, and at
 * the end the CPU time of the threads still alive by kind (the JIT compilers, the collector), so
 * a benchmark can tell the work from what competes with it for the cores. One line each on
 * stderr after the run; nothing else changes. Linux only ({@code /proc}); elsewhere the CPU
 * times read -1.
 */
final class RunTimings {

    private static final String PROPERTY = "brisk.timings";
    private static final Path TASKS = Path.of("/proc/self/task");

    /** {@link System#nanoTime()} when the process started. */
    private final long startNanos;
    /** When the run began: what came before it is the JVM's start and the command's set-up. */
    private final long runStartMs;
    private final List<String> lines = new ArrayList<>();

    private RunTimings(long startNanos) {
        this.startNanos = startNanos;
        this.runStartMs = now();
    }

    /** Timings for this run, or null when they were not asked for. */
    static RunTimings ifAsked() {
        if (!Boolean.getBoolean(PROPERTY)) {
            return null;
        }
        return new RunTimings(System.nanoTime() - sinceProcessStart());
    }

    /**
     * Nanoseconds since this process started, to the kernel's 10 ms clock tick: the time since
     * boot less the process's start time since boot ({@code /proc}; 0 where there is none).
     */
    private static long sinceProcessStart() {
        try {
            String stat = new String(Files.readAllBytes(Path.of("/proc/self/stat")), StandardCharsets.US_ASCII);
            // the fields after the command name (which may hold spaces): the 22nd is the start time
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long startTicks = Long.parseLong(f[19]);
            String uptime = new String(Files.readAllBytes(Path.of("/proc/uptime")), StandardCharsets.US_ASCII);
            double up = Double.parseDouble(uptime.substring(0, uptime.indexOf(' ')));
            return (long) (up * 1e9) - startTicks * 10_000_000L;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** Milliseconds since the process started. */
    long now() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /** Records the calling worker's span and its CPU time so far (call when it is done). */
    void workerDone(long firstMs, long lastMs, long bytes, int ranges) {
        long[] cpu = schedstat(Path.of("/proc/thread-self/schedstat"));
        String line = String.format("brisk timings: worker %s: first byte %d ms, last byte %d ms,"
                + " cpu %d ms, waited for a core %d ms, %d ranges, %d bytes",
                Thread.currentThread().getName(), firstMs, lastMs, cpu[0], cpu[1], ranges, bytes);
        synchronized (lines) {
            lines.add(line);
        }
    }

    /** Prints the workers' lines and the other threads' CPU time by kind to {@code err}. */
    void report(PrintStream err) {
        err.println("brisk timings: run started at " + runStartMs + " ms");
        synchronized (lines) {
            for (String line : lines) {
                err.println(line);
            }
        }
        Map<String, long[]> kinds = new TreeMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
            for (Path task : tasks) {
                String comm;
                try {
                    comm = comm(task);
                } catch (IOException gone) {
                    continue; // a thread that ended while the tasks were listed
                }
                String kind = kind(comm);
                long[] cpu = schedstat(task.resolve("schedstat"));
                long[] sum = kinds.computeIfAbsent(kind, k -> new long[2]);
                sum[0] += Math.max(0, cpu[0]);
                sum[1]++;
            }
        } catch (IOException | RuntimeException e) {
            err.println("brisk timings: no per-thread CPU times here (" + e + ")");
            return;
        }
        StringBuilder sb = new StringBuilder("brisk timings: at " + now() + " ms, threads alive, cpu by kind:");
        for (Map.Entry<String, long[]> k : kinds.entrySet()) {
            sb.append(' ').append(k.getKey()).append(" (").append(k.getValue()[1]).append(") ")
                    .append(k.getValue()[0]).append(" ms;");
        }
        err.println(sb);
    }

    /** A thread's kind from its name ({@code comm}, cut to 15 bytes by Linux). */
    static String kind(String comm) {
        if (comm.startsWith("C2 Compiler")) return "jit-c2";
        if (comm.startsWith("C1 Compiler")) return "jit-c1";
        if (comm.startsWith("GC ") || comm.startsWith("G1 ")) return "gc";
        if (comm.startsWith("brisk-ndjson")) return "workers";
        if (comm.equals("java") || comm.equals("main")) return "main";
        return "other";
    }

    private static String comm(Path task) throws IOException {
        return new String(Files.readAllBytes(task.resolve("comm")), StandardCharsets.UTF_8).trim();
    }

    /** Time on a core and time waiting for one, in milliseconds; -1 each when unknown. */
    private static long[] schedstat(Path file) {
        try {
            String[] f = new String(Files.readAllBytes(file), StandardCharsets.US_ASCII).trim().split(" ");
            return new long[] {Long.parseLong(f[0]) / 1_000_000, Long.parseLong(f[1]) / 1_000_000};
        } catch (IOException | RuntimeException e) {
            return new long[] {-1, -1};
        }
    }
}
