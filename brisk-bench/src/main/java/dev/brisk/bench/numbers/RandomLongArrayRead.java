package dev.brisk.bench.numbers;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
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
 * The seed-000 case: a JSON array of 1000 {@code new Random(0).nextLong()} values (mostly 19
 * digits, where Jackson took a String-allocating slow path), read as longs. Both return the sum,
 * which setup checks against the values written.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RandomLongArrayRead {

    private byte[] json;
    private final JsonFactory jackson = new JsonFactory();

    @Setup
    public void setUp() throws IOException {
        long[] values = NumberArrays.randomLongs();
        String[] texts = new String[values.length];
        long expected = 0;
        for (int i = 0; i < values.length; i++) {
            texts[i] = Long.toString(values[i]);
            expected += values[i];
        }
        json = NumberArrays.json(texts);
        if (brisk() != expected || jackson() != expected) throw new IllegalStateException("sums differ");
    }

    @Benchmark
    public long brisk() {
        long sum = 0;
        try (JsonReader r = JsonReader.of(json)) {
            r.beginArray();
            while (r.hasNext()) sum += r.nextLong();
            r.endArray();
        }
        return sum;
    }

    @Benchmark
    public long jackson() throws IOException {
        long sum = 0;
        try (JsonParser p = jackson.createParser(json)) {
            p.nextToken();
            while (p.nextToken() == JsonToken.VALUE_NUMBER_INT) sum += p.getLongValue();
        }
        return sum;
    }
}
