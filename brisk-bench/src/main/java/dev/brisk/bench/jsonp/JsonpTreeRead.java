package dev.brisk.bench.jsonp;

import dev.brisk.bench.corpus.Corpus;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import java.io.ByteArrayInputStream;
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
 * A corpus document read from a byte stream into the JSON-P object model
 * ({@code JsonReader.readValue()}: a {@code JsonObject} or {@code JsonArray}), Brisk's provider
 * beside Eclipse Parsson.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class JsonpTreeRead {

    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private byte[] json;

    @Setup
    public void load() {
        json = Corpus.document(corpus);
        // the same tree from both (JSON-P values compare across providers)
        if (!brisk().equals(parsson())) throw new IllegalStateException("Brisk and Parsson read different trees from " + corpus);
    }

    private JsonValue read(JsonProvider provider) {
        try (var r = provider.createReader(new ByteArrayInputStream(json))) {
            return r.readValue();
        }
    }

    @Benchmark
    public JsonValue brisk() {
        return read(JsonpProviders.BRISK);
    }

    @Benchmark
    public JsonValue parsson() {
        return read(JsonpProviders.PARSSON);
    }
}
