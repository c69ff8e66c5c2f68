package dev.brisk.bench.numbers;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.brisk.json.JsonReader;
import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.IntegerParser;
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
 * Read a JSON array of 1000 ints, longs, doubles or floats (uPickle's "integers" and "doubles"
 * cases): Brisk's reader beside Jackson's parser; and, for the number conversion alone over the
 * same number texts, Brisk's parsers on the byte ranges beside the JDK's
 * {@code Integer/Long/Double/Float.parseX} on Strings. Every method returns the sum of the
 * values (as a double), which setup checks to be the same for all.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class NumberArrayRead {

    @Param({"int", "long", "double", "float"})
    public String kind;

    private byte[] json;
    private String[] texts;
    /** Start and end of each number in {@link #json}, for the parser-only benchmarks. */
    private int[] starts;
    private int[] ends;
    private final JsonFactory jackson = new JsonFactory();

    @Setup
    public void setUp() throws IOException {
        texts = NumberArrays.texts(kind);
        json = NumberArrays.json(texts);
        starts = new int[texts.length];
        ends = new int[texts.length];
        int pos = 1;
        for (int i = 0; i < texts.length; i++) {
            starts[i] = pos;
            ends[i] = pos + texts[i].length();
            pos = ends[i] + 1;
        }
        double expected = jdk();
        if (brisk() != expected || jackson() != expected || briskParser() != expected) {
            throw new IllegalStateException("sums differ");
        }
    }

    @Benchmark
    public double brisk() {
        double sum = 0;
        try (JsonReader r = JsonReader.of(json)) {
            r.beginArray();
            switch (kind) {
                case "int": while (r.hasNext()) sum += r.nextInt(); break;
                case "long": while (r.hasNext()) sum += r.nextLong(); break;
                case "double": while (r.hasNext()) sum += r.nextDouble(); break;
                default: while (r.hasNext()) sum += r.nextFloat(); break;
            }
            r.endArray();
        }
        return sum;
    }

    @Benchmark
    public double jackson() throws IOException {
        double sum = 0;
        try (JsonParser p = jackson.createParser(json)) {
            p.nextToken();
            switch (kind) {
                case "int": while (p.nextToken() != JsonToken.END_ARRAY) sum += p.getIntValue(); break;
                case "long": while (p.nextToken() != JsonToken.END_ARRAY) sum += p.getLongValue(); break;
                case "double": while (p.nextToken() != JsonToken.END_ARRAY) sum += p.getDoubleValue(); break;
                default: while (p.nextToken() != JsonToken.END_ARRAY) sum += p.getFloatValue(); break;
            }
        }
        return sum;
    }

    /** Number conversion only: Brisk's parsers over the number bytes in place. */
    @Benchmark
    public double briskParser() {
        double sum = 0;
        byte[] b = json;
        int n = starts.length;
        switch (kind) {
            case "int": for (int i = 0; i < n; i++) sum += IntegerParser.parseInt(b, starts[i], ends[i]); break;
            case "long": for (int i = 0; i < n; i++) sum += IntegerParser.parseLong(b, starts[i], ends[i]); break;
            case "double": for (int i = 0; i < n; i++) sum += DoubleParser.parseDouble(b, starts[i], ends[i]); break;
            default: for (int i = 0; i < n; i++) sum += DoubleParser.parseFloat(b, starts[i], ends[i]); break;
        }
        return sum;
    }

    /** Number conversion only: the JDK's parsers over ready-made Strings. */
    @Benchmark
    public double jdk() {
        double sum = 0;
        String[] t = texts;
        switch (kind) {
            case "int": for (String s : t) sum += Integer.parseInt(s); break;
            case "long": for (String s : t) sum += Long.parseLong(s); break;
            case "double": for (String s : t) sum += Double.parseDouble(s); break;
            default: for (String s : t) sum += Float.parseFloat(s); break;
        }
        return sum;
    }
}
