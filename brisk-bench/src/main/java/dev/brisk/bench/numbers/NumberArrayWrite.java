package dev.brisk.bench.numbers;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.internal.DoubleWriter;
import dev.brisk.json.internal.WordIntegerWriter;
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
 * Write a JSON array of 1000 ints, longs, doubles or floats into a reused byte stream: Brisk's
 * {@code JsonWriter} beside Jackson's {@code JsonGenerator}; and, for the number formatting
 * alone, Brisk's writers into a byte[] beside the JDK's {@code toString} (what
 * {@code StringBuilder.append} does). Setup checks that both documents read back to the values.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class NumberArrayWrite {

    @Param({"int", "long", "double", "float"})
    public String kind;

    private int[] ints;
    private long[] longs;
    private double[] doubles;
    private float[] floats;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(32 * 1024);
    private final byte[] scratch = new byte[64 * NumberArrays.SIZE];
    private final JsonFactory jackson = new JsonFactory();

    @Setup
    public void setUp() throws IOException {
        ints = NumberArrays.ints();
        longs = NumberArrays.longs();
        doubles = NumberArrays.doubles();
        floats = NumberArrays.floats();
        brisk();
        double fromBrisk = sum(out.toByteArray());
        jackson();
        double fromJackson = sum(out.toByteArray());
        if (fromBrisk != fromJackson) throw new IllegalStateException("documents differ");
    }

    private double sum(byte[] json) {
        double sum = 0;
        try (JsonReader r = JsonReader.of(json)) {
            r.beginArray();
            // floats are compared as written: read each back as a float
            while (r.hasNext()) sum += kind.equals("float") ? r.nextFloat() : r.nextDouble();
            r.endArray();
        }
        return sum;
    }

    @Benchmark
    public int brisk() {
        out.reset();
        try (JsonWriter w = JsonWriter.of(out)) {
            w.beginArray();
            switch (kind) {
                case "int": for (int v : ints) w.numberValue(v); break;
                case "long": for (long v : longs) w.numberValue(v); break;
                case "double": for (double v : doubles) w.numberValue(v); break;
                default: for (float v : floats) w.numberValue(v); break;
            }
            w.endArray();
        }
        return out.size();
    }

    @Benchmark
    public int jackson() throws IOException {
        out.reset();
        try (JsonGenerator g = jackson.createGenerator(out)) {
            g.writeStartArray();
            switch (kind) {
                case "int": for (int v : ints) g.writeNumber(v); break;
                case "long": for (long v : longs) g.writeNumber(v); break;
                case "double": for (double v : doubles) g.writeNumber(v); break;
                default: for (float v : floats) g.writeNumber(v); break;
            }
            g.writeEndArray();
        }
        return out.size();
    }

    /** Number formatting only: the printers Brisk's JsonWriter uses, into a byte[]. */
    @Benchmark
    public int briskFormat() {
        byte[] b = scratch;
        int pos = 0;
        switch (kind) {
            case "int": for (int v : ints) pos = WordIntegerWriter.writeInt(b, pos, v); break;
            case "long": for (long v : longs) pos = WordIntegerWriter.writeLong(b, pos, v); break;
            case "double": for (double v : doubles) pos = DoubleWriter.writeDouble(b, pos, v, false); break;
            default: for (float v : floats) pos = DoubleWriter.writeFloat(b, pos, v, false); break;
        }
        return pos;
    }

    /** Number formatting only: the JDK's toString (Double.toString is shortest from JDK 19 on). */
    @Benchmark
    public int jdk() {
        int length = 0;
        switch (kind) {
            case "int": for (int v : ints) length += Integer.toString(v).length(); break;
            case "long": for (long v : longs) length += Long.toString(v).length(); break;
            case "double": for (double v : doubles) length += Double.toString(v).length(); break;
            default: for (float v : floats) length += Float.toString(v).length(); break;
        }
        return length;
    }
}
