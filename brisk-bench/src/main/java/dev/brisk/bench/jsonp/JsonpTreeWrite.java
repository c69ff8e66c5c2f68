package dev.brisk.bench.jsonp;

import dev.brisk.bench.corpus.Corpus;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
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
 * A corpus document's JSON-P tree (read once in setup, by each provider into its own tree)
 * written as compact UTF-8 to a byte stream through {@code JsonWriter}, Brisk's provider beside
 * Eclipse Parsson. Each provider writes into its own stream, reset before every write, so what
 * is measured is the writer and not the allocation of a fresh output buffer (a 64 KB stream made
 * per write was 8-28% of Brisk's time on documents of 10-70 KB, and a like share of Parsson's).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class JsonpTreeWrite {

    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private JsonValue briskTree;
    private JsonValue parssonTree;
    private final ByteArrayOutputStream briskOut = new ByteArrayOutputStream(1 << 16);
    private final ByteArrayOutputStream parssonOut = new ByteArrayOutputStream(1 << 16);

    @Setup
    public void load() {
        byte[] json = Corpus.document(corpus);
        briskTree = read(JsonpProviders.BRISK, json);
        parssonTree = read(JsonpProviders.PARSSON, json);
        // Brisk's output, read back by Parsson, is the same document
        String out = brisk().toString(StandardCharsets.UTF_8);
        try (var r = JsonpProviders.PARSSON.createReader(new StringReader(out))) {
            if (!r.readValue().equals(parssonTree)) throw new IllegalStateException("Brisk wrote a different document for " + corpus);
        }
    }

    private static JsonValue read(JsonProvider provider, byte[] json) {
        try (var r = provider.createReader(new ByteArrayInputStream(json))) {
            return r.readValue();
        }
    }

    private static ByteArrayOutputStream write(JsonProvider provider, JsonValue tree, ByteArrayOutputStream out) {
        out.reset();
        try (var w = provider.createWriter(out)) {
            w.write(tree);
        }
        return out;
    }

    @Benchmark
    public ByteArrayOutputStream brisk() {
        return write(JsonpProviders.BRISK, briskTree, briskOut);
    }

    @Benchmark
    public ByteArrayOutputStream parsson() {
        return write(JsonpProviders.PARSSON, parssonTree, parssonOut);
    }
}
