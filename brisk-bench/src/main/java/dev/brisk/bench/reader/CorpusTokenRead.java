package dev.brisk.bench.reader;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.JsonReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
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
 * Token iteration over each corpus (every name, string, number and boolean consumed; see
 * {@link TokenLoops}), Brisk's {@code JsonReader} beside Jackson's {@code JsonParser}, from the
 * same input: a {@code byte[]}, an {@code InputStream} over it, or a {@code String}
 * ({@code Reader} for Jackson, which is how it reads a String).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CorpusTokenRead {

    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    @Param({"bytes", "stream", "string"})
    public String source;

    private byte[] json;
    private String text;
    private final JsonFactory jackson = new JsonFactory();

    @Setup
    public void load() throws IOException {
        json = Corpus.document(corpus);
        text = new String(json, StandardCharsets.UTF_8);
        long b = brisk();
        long j = jackson();
        if (b != j) throw new IllegalStateException("checksums differ: brisk " + b + ", jackson " + j);
    }

    @Benchmark
    public long brisk() {
        try (JsonReader r = open()) {
            return TokenLoops.brisk(r);
        }
    }

    private JsonReader open() {
        switch (source) {
            case "bytes": return JsonReader.of(json);
            case "stream": return JsonReader.of(new ByteArrayInputStream(json));
            default: return JsonReader.of(text);
        }
    }

    @Benchmark
    public long jackson() throws IOException {
        try (JsonParser p = openJackson()) {
            return TokenLoops.jackson(p);
        }
    }

    private JsonParser openJackson() throws IOException {
        switch (source) {
            case "bytes": return jackson.createParser(json);
            case "stream": return jackson.createParser(new ByteArrayInputStream(json));
            default: return jackson.createParser(new StringReader(text));
        }
    }
}
