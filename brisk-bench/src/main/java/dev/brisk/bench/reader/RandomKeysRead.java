package dev.brisk.bench.reader;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.brisk.json.JsonReader;
import dev.brisk.json.NameMode;
import dev.brisk.json.ReaderOptions;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
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
 * The random-keys case of seed 001: objects whose keys are unique random strings (maps keyed by
 * ids), so a name cache can only miss. Brisk with canonical names beside Brisk with fresh names,
 * and Jackson with field-name canonicalization on and off; from a byte[] and from an
 * InputStream (where Jackson's non-canonicalizing path falls back to a Reader).
 *
 * <p>Eight documents of 64,000 unique keys each are read in turn, so a bounded shared cache meets
 * names it cannot have kept (Level.Invocation setup costs little beside a read of ~1.3 MB).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RandomKeysRead {

    @Param({"bytes", "stream"})
    public String source;

    private byte[][] documents;
    private byte[] json;
    private int next;
    private final ReaderOptions canonical = ReaderOptions.defaults().withNameMode(NameMode.CANONICAL);
    private final ReaderOptions fresh = ReaderOptions.defaults().withNameMode(NameMode.NONE);
    private final JsonFactory jacksonCanonical = JsonFactory.builder().enable(JsonFactory.Feature.CANONICALIZE_FIELD_NAMES).build();
    private final JsonFactory jacksonFresh = JsonFactory.builder().disable(JsonFactory.Feature.CANONICALIZE_FIELD_NAMES).build();

    /** 2,000 objects of 32 members each; keys are 8 to 16 random letters and digits. */
    static byte[] document(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
        StringBuilder sb = new StringBuilder().append('[');
        for (int o = 0; o < 2000; o++) {
            if (o > 0) sb.append(',');
            sb.append('{');
            for (int m = 0; m < 32; m++) {
                if (m > 0) sb.append(',');
                sb.append('"');
                int len = 8 + random.nextInt(9);
                for (int i = 0; i < len; i++) sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
                sb.append("\":").append(random.nextInt(1000));
            }
            sb.append('}');
        }
        return sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
    }

    @Setup
    public void setUp() throws IOException {
        documents = new byte[8][];
        for (int i = 0; i < documents.length; i++) {
            documents[i] = document(i + 1);
            json = documents[i];
            long expected = briskCanonical();
            if (briskFresh() != expected || jacksonCanonical() != expected || jacksonFresh() != expected) {
                throw new IllegalStateException("checksums differ");
            }
        }
    }

    /** Each invocation reads the next of eight documents: keys stay unique, not just unique within one document. */
    @Setup(org.openjdk.jmh.annotations.Level.Invocation)
    public void nextDocument() {
        json = documents[next++ & 7];
    }

    @Benchmark
    public long briskCanonical() {
        try (JsonReader r = source.equals("bytes") ? canonical.reader(json) : canonical.reader(new ByteArrayInputStream(json))) {
            return brisk(r);
        }
    }

    @Benchmark
    public long briskFresh() {
        try (JsonReader r = source.equals("bytes") ? fresh.reader(json) : fresh.reader(new ByteArrayInputStream(json))) {
            return brisk(r);
        }
    }

    private static long brisk(JsonReader r) {
        long sum = 0;
        r.beginArray();
        while (r.hasNext()) {
            r.beginObject();
            while (r.hasNext()) {
                sum += r.nextName().length();
                sum += r.nextInt();
            }
            r.endObject();
        }
        r.endArray();
        return sum;
    }

    @Benchmark
    public long jacksonCanonical() throws IOException {
        return jackson(jacksonCanonical);
    }

    @Benchmark
    public long jacksonFresh() throws IOException {
        return jackson(jacksonFresh);
    }

    private long jackson(JsonFactory f) throws IOException {
        long sum = 0;
        try (JsonParser p = source.equals("bytes") ? f.createParser(json) : f.createParser(new ByteArrayInputStream(json))) {
            for (JsonToken t; (t = p.nextToken()) != null; ) {
                if (t == JsonToken.FIELD_NAME) sum += p.currentName().length();
                else if (t == JsonToken.VALUE_NUMBER_INT) sum += p.getIntValue();
            }
        }
        return sum;
    }
}
