package dev.brisk.bench.tree;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonWriter;
import java.io.ByteArrayOutputStream;
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
 * Minify a corpus document, bytes to compact bytes with no tree in between: Brisk
 * {@code JsonReader.copyTo(JsonWriter)} beside Jackson {@code JsonGenerator.copyCurrentStructure}.
 * Both produce a fresh {@code byte[]}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class Minify {

    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private byte[] json;
    private final JsonFactory jackson = new JsonFactory();

    @Setup
    public void load() throws IOException {
        json = Corpus.document(corpus);
        byte[] b = brisk();
        byte[] j = jackson();
        // Jackson escapes a few chars differently; the lengths must still be close and the
        // output must be smaller than the input.
        if (b.length >= json.length && hasWhitespace(json)) throw new IllegalStateException("Brisk did not minify " + corpus);
        if (Math.abs(b.length - j.length) > json.length / 10) {
            throw new IllegalStateException("Brisk and Jackson minified " + corpus + " to " + b.length + " and " + j.length + " bytes");
        }
    }

    /** Whether the document has whitespace between tokens (spaces inside strings do not count). */
    private static boolean hasWhitespace(byte[] b) {
        boolean inString = false;
        for (int i = 0; i < b.length; i++) {
            byte x = b[i];
            if (inString) {
                if (x == '\\') i++;
                else if (x == '"') inString = false;
            } else if (x == '"') {
                inString = true;
            } else if (x == ' ' || x == '\n' || x == '\t' || x == '\r') {
                return true;
            }
        }
        return false;
    }

    @Benchmark
    public byte[] brisk() {
        JsonWriter w = JsonWriter.create();
        try (JsonReader r = JsonReader.of(json)) {
            r.copyTo(w);
        }
        return w.toByteArray();
    }

    @Benchmark
    public byte[] jackson() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(json.length);
        try (JsonParser p = jackson.createParser(json); JsonGenerator g = jackson.createGenerator(out)) {
            p.nextToken();
            g.copyCurrentStructure(p);
        }
        return out.toByteArray();
    }
}
