package dev.brisk.bench.numbers;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.JsonReader;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * canada.json (about 111,000 coordinates) token by token, reading every number as a double:
 * Brisk's {@code peek}/{@code nextDouble} beside Jackson's {@code nextToken}/{@code getDoubleValue}.
 * Both return the sum of the numbers, which setup checks to be equal.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CanadaNumberRead {

    private byte[] json;
    private final JsonFactory jackson = new JsonFactory();

    @Setup
    public void setUp() throws IOException {
        json = Corpus.named("canada").load();
        if (brisk() != jackson()) throw new IllegalStateException("sums differ");
    }

    @Benchmark
    public double brisk() {
        double sum = 0;
        try (JsonReader r = JsonReader.of(json)) {
            while (true) {
                switch (r.peek()) {
                    case BEGIN_OBJECT: r.beginObject(); break;
                    case END_OBJECT: r.endObject(); break;
                    case BEGIN_ARRAY: r.beginArray(); break;
                    case END_ARRAY: r.endArray(); break;
                    case NAME: r.skipName(); break;
                    case STRING: r.nextString(); break;
                    case NUMBER: sum += r.nextDouble(); break;
                    case BOOLEAN: r.nextBoolean(); break;
                    case NULL: r.nextNull(); break;
                    default: return sum; // END_DOCUMENT
                }
            }
        }
    }

    @Benchmark
    public double jackson() throws IOException {
        double sum = 0;
        try (JsonParser p = jackson.createParser(json)) {
            for (JsonToken t; (t = p.nextToken()) != null; ) {
                if (t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT) sum += p.getDoubleValue();
                else if (t == JsonToken.VALUE_STRING) p.getText();
            }
        }
        return sum;
    }
}
