package dev.brisk.bench;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs every JMH benchmark method very briefly, in this JVM, so that a broken benchmark (an
 * exception in setup, a failed equality check, a missing corpus) fails {@code ./mvnw verify}.
 * The numbers mean nothing.
 *
 * <p>To stay within the 3-minute budget as the suite grows, each method does not run the full
 * cross product of its parameters: it runs as many times as its longest parameter list, and
 * each run takes the i-th value of every parameter (the last one once a list is exhausted), so
 * every value of every parameter is exercised at least once. {@code -Dbrisk.smoke.full=true}
 * runs the full cross product; {@code -Dbrisk.smoke.include=REGEX} narrows the run.
 */
class JmhSmokeTest {

    // Setup (loading and preparing documents) costs more than this; measurement is a formality.
    private static final TimeValue ITERATION = TimeValue.milliseconds(30);

    @Test
    void everyBenchmarkRunsWithEveryParameterValueWithoutError() throws RunnerException {
        // Several builds may run at once on one machine; JMH's global lock would make them fail.
        System.setProperty("jmh.ignoreLock", "true");
        long start = System.nanoTime();
        Pattern include = Pattern.compile(System.getProperty("brisk.smoke.include", ".*"));
        boolean full = Boolean.getBoolean("brisk.smoke.full");

        // One entry per benchmark method (a method listed once per mode is run once).
        Map<String, Map<String, String[]>> methods = new TreeMap<>();
        PrintStream quiet = new PrintStream(java.io.OutputStream.nullOutputStream());
        for (BenchmarkListEntry e : BenchmarkList.defaultList().getAll(
                OutputFormatFactory.createFormatInstance(quiet, VerboseMode.SILENT), List.of())) {
            if (include.matcher(e.getUsername()).find()) {
                methods.putIfAbsent(e.getUsername(), e.getParams().orElse(Map.of()));
            }
        }
        assertFalse(methods.isEmpty(), "no benchmark found: is the JMH annotation processor on?");

        int runs = 0;
        for (Map.Entry<String, Map<String, String[]>> m : methods.entrySet()) {
            for (Map<String, String> params : full ? List.of(Map.<String, String>of())
                    : eachValueOnce(m.getValue())) {
                ChainedOptionsBuilder o = new OptionsBuilder()
                        .include("^" + Pattern.quote(m.getKey()) + "$")
                        .forks(0)
                        .warmupIterations(0)
                        .measurementIterations(1)
                        .measurementTime(ITERATION)
                        .shouldFailOnError(true)
                        .verbosity(VerboseMode.SILENT);
                params.forEach((k, v) -> o.param(k, v));
                for (RunResult r : new Runner(o.build()).run()) {
                    runs++;
                    assertTrue(r.getPrimaryResult().getSampleCount() > 0,
                            () -> "no samples for " + m.getKey() + " " + params);
                }
            }
        }
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        System.out.println("JMH smoke: " + runs + " runs of " + methods.size()
                + " benchmark methods in " + seconds + " s");
    }

    /** Run i takes the i-th value of each parameter (or its last); every value appears once. */
    static List<Map<String, String>> eachValueOnce(Map<String, String[]> params) {
        int n = 1;
        for (String[] values : params.values()) {
            n = Math.max(n, values.length);
        }
        List<Map<String, String>> runs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Map<String, String> run = new LinkedHashMap<>();
            for (Map.Entry<String, String[]> p : params.entrySet()) {
                String[] values = p.getValue();
                if (values.length > 0) {
                    run.put(p.getKey(), values[Math.min(i, values.length - 1)]);
                }
            }
            runs.add(run);
        }
        return runs;
    }
}
