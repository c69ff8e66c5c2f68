package dev.brisk.bench.reader;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import java.io.IOException;
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
 * Skip (validate, build nothing) a whole corpus document held in a {@code byte[]}: Jackson's
 * {@code skipChildren} beside Brisk's {@code skipValue}. Both return the number of bytes
 * consumed, so neither can stop early unnoticed.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CorpusSkip {

    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private byte[] json;
    private final JsonFactory jackson = new JsonFactory();

    @Setup
    public void load() throws IOException {
        json = Corpus.document(corpus);
        long consumed = jackson();
        if (consumed != json.length && consumed != trimmedLength(json)) {
            throw new IllegalStateException("Jackson consumed " + consumed + " of " + json.length);
        }
        try (JsonReader r = JsonReader.of(json)) {
            r.skipValue();
            if (r.location().offset() != json.length) throw new IllegalStateException("Brisk consumed " + r.location());
        }
    }

    @Benchmark
    public long brisk() {
        try (JsonReader r = JsonReader.of(json)) {
            r.skipValue(); // the one top-level value; only whitespace may follow, which it checks
            // END_DOCUMENT means every byte was consumed (location() would count lines: not part of skipping)
            if (r.peek() != JsonToken.END_DOCUMENT) throw new IllegalStateException("not exactly one value");
            return json.length;
        }
    }

    @Benchmark
    public long jackson() throws IOException {
        try (JsonParser p = jackson.createParser(json)) {
            com.fasterxml.jackson.core.JsonToken first = p.nextToken();
            p.skipChildren();
            if (first == null || p.nextToken() != null) {
                throw new IllegalStateException("not exactly one value");
            }
            return p.currentLocation().getByteOffset();
        }
    }

    private static int trimmedLength(byte[] b) {
        int end = b.length;
        while (end > 0 && (b[end - 1] == ' ' || b[end - 1] == '\n' || b[end - 1] == '\r'
                || b[end - 1] == '\t')) {
            end--;
        }
        return end;
    }
}
