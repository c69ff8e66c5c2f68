package dev.brisk.bench;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs every JMH benchmark once, very briefly and in this JVM, so that a broken benchmark (an
 * exception in setup, a failed equality check, a missing corpus) fails {@code ./mvnw verify}.
 * The numbers mean nothing. {@code -Dbrisk.smoke.include=REGEX} narrows the run while developing.
 */
class JmhSmokeTest {

    // ~60 ms of measurement per benchmark and parameter combination; with setup this keeps a
    // suite of a few hundred combinations well under the 3-minute budget.
    private static final TimeValue ITERATION = TimeValue.milliseconds(60);

    @Test
    void everyBenchmarkRunsOnceWithoutError() throws RunnerException {
        // Several builds may run at once on one machine; JMH's global lock would make them fail.
        System.setProperty("jmh.ignoreLock", "true");
        long start = System.nanoTime();
        Options options = new OptionsBuilder()
                .include(System.getProperty("brisk.smoke.include", ".*"))
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(ITERATION)
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT)
                .build();
        Collection<RunResult> results = new Runner(options).run();
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;

        assertFalse(results.isEmpty(), "no benchmark ran: is the JMH annotation processor on?");
        TreeSet<String> names = new TreeSet<>();
        for (RunResult r : results) {
            names.add(r.getParams().getBenchmark());
            assertTrue(r.getPrimaryResult().getSampleCount() > 0,
                    () -> "no samples for " + r.getParams().getBenchmark() + " " + r.getParams());
        }
        System.out.println("JMH smoke: " + results.size() + " runs of " + names.size()
                + " benchmarks in " + seconds + " s");
    }
}
