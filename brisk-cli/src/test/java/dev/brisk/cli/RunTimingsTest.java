package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The run timings are there only when asked for, and then say for each worker when it read its
 * first and last byte and how much CPU it used, and for the process's other threads (the JIT
 * compilers, the collector) their CPU time by kind.
 */
@ResourceLock("system properties")
class RunTimingsTest {

    @Test
    void absentUnlessAskedFor() {
        String before = System.getProperty("brisk.timings");
        try {
            System.clearProperty("brisk.timings");
            assertNull(RunTimings.ifAsked());
            System.setProperty("brisk.timings", "false");
            assertNull(RunTimings.ifAsked());
        } finally {
            restore(before);
        }
    }

    @Test
    void reportsEachWorkerAndTheOtherThreadsByKind() throws Exception {
        String before = System.getProperty("brisk.timings");
        RunTimings t;
        try {
            System.setProperty("brisk.timings", "true");
            t = RunTimings.ifAsked();
        } finally {
            restore(before);
        }
        assertNotNull(t);
        long first = t.now();
        assertTrue(first >= 0, "since the process started: " + first);
        long spin = 0;
        for (int i = 0; i < 5_000_000; i++) {
            spin += i ^ (spin >>> 3); // some CPU time for this thread
        }
        long last = t.now();
        t.workerDone(first, last, 12345, 3 + (int) (spin & 0));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        t.report(new PrintStream(out, true, StandardCharsets.UTF_8));
        String report = out.toString(StandardCharsets.UTF_8);

        assertTrue(report.startsWith("brisk timings: run started at "), report);
        Matcher worker = Pattern.compile("brisk timings: worker " + Pattern.quote(Thread.currentThread().getName())
                + ": first byte (\\d+) ms, last byte (\\d+) ms, cpu (-?\\d+) ms, waited for a core (-?\\d+) ms,"
                + " 3 ranges, 12345 bytes").matcher(report);
        assertTrue(worker.find(), report);
        assertEquals(first, Long.parseLong(worker.group(1)));
        assertEquals(last, Long.parseLong(worker.group(2)));
        if (Files.exists(Path.of("/proc/thread-self/schedstat"))) {
            assertTrue(Long.parseLong(worker.group(3)) > 0, "this thread's CPU time: " + report);
            assertTrue(report.contains(" cpu by kind: "), report);
            assertTrue(report.matches("(?s).* jit-c2 \\(\\d+\\) \\d+ ms;.*"), "the JIT's CPU time: " + report);
        }
    }

    @Test
    void askingForThemChangesNothingButStderr(@TempDir Path dir) throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            sb.append("{\"i\":").append(i).append(",\"s\":[\"x\",true,null]}\n");
        }
        sb.append("{\"broken\": tru}\n{\"after\":1}\n");
        Path file = dir.resolve("in.ndjson");
        Files.write(file, sb.toString().getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream plainOut = new ByteArrayOutputStream();
        ParallelNdjson.Summary plain = run(file, plainOut);

        String before = System.getProperty("brisk.timings");
        PrintStream err = System.err;
        ByteArrayOutputStream timed = new ByteArrayOutputStream();
        ByteArrayOutputStream timedOut = new ByteArrayOutputStream();
        ParallelNdjson.Summary withTimings;
        try {
            System.setProperty("brisk.timings", "true");
            System.setErr(new PrintStream(timed, true, StandardCharsets.UTF_8));
            withTimings = run(file, timedOut);
        } finally {
            System.setErr(err);
            restore(before);
        }
        assertArrayEquals(plainOut.toByteArray(), timedOut.toByteArray());
        assertEquals(plain.values, withTimings.values);
        assertEquals(plain.error.getMessage(), withTimings.error.getMessage());
        assertEquals(3001, plain.error.line());
        String report = timed.toString(StandardCharsets.UTF_8);
        assertEquals(2, report.split("brisk timings: worker ", -1).length - 1, "one line per worker: " + report);
        for (String line : report.split("\n")) {
            assertTrue(line.startsWith("brisk timings: "), line);
        }
    }

    private static ParallelNdjson.Summary run(Path file, ByteArrayOutputStream out) throws Exception {
        Progress quiet = Progress.start(new Io(null, null, Io.utf8(ByteArrayOutputStream.nullOutputStream()), false), "", -1);
        return new ParallelNdjsonFile(2, 4096, 512).run(file,
                NdjsonJobs.rewrite(ReaderOptions.defaults().withSequence(true), WriterOptions.defaults().withSequence(true)),
                out, quiet);
    }

    @Test
    void threadKindsFromTheirNames() {
        assertEquals("jit-c2", RunTimings.kind("C2 CompilerThre"));
        assertEquals("jit-c1", RunTimings.kind("C1 CompilerThre"));
        assertEquals("gc", RunTimings.kind("GC Thread#0"));
        assertEquals("gc", RunTimings.kind("G1 Refine#0"));
        assertEquals("main", RunTimings.kind("java"));
        assertEquals("workers", RunTimings.kind("brisk-ndjson-1"));
        assertEquals("other", RunTimings.kind("Signal Dispatch"));
    }

    private static void restore(String value) {
        if (value == null) {
            System.clearProperty("brisk.timings");
        } else {
            System.setProperty("brisk.timings", value);
        }
    }
}
