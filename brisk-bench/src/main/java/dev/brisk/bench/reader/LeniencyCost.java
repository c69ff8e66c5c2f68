package dev.brisk.bench.reader;

import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.JsonReader;
import dev.brisk.json.ReaderOptions;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Proof that the leniency switches cost strict input nothing: the same strict documents read
 * with every switch off (the default) and with every one on (comments, trailing commas, single
 * quotes, unquoted names, NaN/Infinity). Token iteration and skip; the scores should match
 * within noise.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LeniencyCost {

    @Param({"twitter", "citm_catalog"})
    public String corpus;

    private byte[] json;
    private final ReaderOptions strict = ReaderOptions.defaults();
    private final ReaderOptions lenient = ReaderOptions.defaults().withComments(true).withTrailingCommas(true)
            .withSingleQuotes(true).withUnquotedNames(true).withNonFiniteNumbers(true);

    @Setup
    public void load() {
        json = Corpus.document(corpus);
        if (strictTokens() != lenientTokens()) throw new IllegalStateException("checksums differ");
    }

    @Benchmark
    public long strictTokens() {
        try (JsonReader r = strict.reader(json)) {
            return TokenLoops.brisk(r);
        }
    }

    @Benchmark
    public long lenientTokens() {
        try (JsonReader r = lenient.reader(json)) {
            return TokenLoops.brisk(r);
        }
    }

    @Benchmark
    public int strictSkip() {
        try (JsonReader r = strict.reader(json)) {
            r.skipValue();
            return r.peek().ordinal();
        }
    }

    @Benchmark
    public int lenientSkip() {
        try (JsonReader r = lenient.reader(json)) {
            r.skipValue();
            return r.peek().ordinal();
        }
    }
}
