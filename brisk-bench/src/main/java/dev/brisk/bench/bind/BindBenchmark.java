package dev.brisk.bench.bind;

import dev.brisk.json.Json;
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

import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * Reads a document into a model and writes the model back, with every library, from and to
 * {@code byte[]}. Setup checks that every library reads the same data: each one's result,
 * written by Brisk, must equal Brisk's own as a JSON tree.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public abstract class BindBenchmark {
    byte[] json;
    Object value;
    Binders binders;

    abstract Type type();

    abstract byte[] input();

    @Setup
    public void setUp() {
        binders = new Binders(type());
        json = input();
        value = binders.readBrisk(json);
        byte[] expected = binders.writeBrisk(value);
        check("Brisk reflective", binders.readBriskReflective(json), expected);
        check("Jackson", binders.readJackson(json), expected);
        check("Jackson 3", binders.readJackson3(json), expected);
        checkLoosely("avaje-jsonb", binders.readAvaje(json), expected);
        check("fastjson2", binders.readFastjson2(json), expected);
        check("DSL-JSON", binders.readDslJson(json), expected);
        check("Gson", binders.readGson(json), expected);
        check("Brisk writes", binders.readBrisk(binders.writeBriskReflective(value)), expected);
        checkLoosely("Jackson writes", binders.readBrisk(binders.writeJackson(value)), expected);
        checkLoosely("Jackson 3 writes", binders.readBrisk(binders.writeJackson3(value)), expected);
        checkLoosely("avaje-jsonb writes", binders.readBrisk(binders.writeAvaje(value)), expected);
        checkLoosely("fastjson2 writes", binders.readBrisk(binders.writeFastjson2(value)), expected);
        checkLoosely("DSL-JSON writes", binders.readBrisk(binders.writeDslJson(value)), expected);
    }

    private void check(String who, Object read, byte[] expected) {
        byte[] got = binders.writeBrisk(read);
        // Tree equality: member order (a library's Map choice) and number spelling (1 vs 1.0) do not count.
        if (!Arrays.equals(got, expected) && !Json.parse(got).equals(Json.parse(expected))) {
            throw new IllegalStateException(who + " read different data than Brisk in " + getClass().getSimpleName());
        }
    }

    // Which peer and document a note was printed for: once per JVM, not once per benchmark method.
    private static final java.util.Set<String> NOTED = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * For peers whose output is allowed to differ in two ways that change no field of the model:
     * null entries of maps left out on write (Jackson with NON_NULL, fastjson2 and avaje-jsonb by default), and
     * doubles off in their last digits (avaje-jsonb's parsing and printing are not correctly
     * rounded). Such a peer is measured all the same; how many numbers it changed is printed,
     * and anything else that differs fails as for the other libraries.
     */
    private void checkLoosely(String who, Object read, byte[] expected) {
        byte[] got = binders.writeBrisk(read);
        if (Arrays.equals(got, expected)) return;
        int changed = SameData.inexactNumbers(Json.parse(got), Json.parse(expected));
        if (changed < 0) {
            throw new IllegalStateException(who + " read different data than Brisk in " + getClass().getSimpleName());
        }
        if (changed > 0 && NOTED.add(who + getClass().getSimpleName())) {
            System.err.println("note: " + who + " changed " + changed + " numbers of " + getClass().getSimpleName()
                    + " in their last digits (not correctly rounded)");
        }
    }

    @Benchmark public Object readBriskGenerated() { return binders.readBrisk(json); }
    @Benchmark public Object readBriskReflective() { return binders.readBriskReflective(json); }
    @Benchmark public Object readJackson() { return binders.readJackson(json); }
    @Benchmark public Object readJackson3() { return binders.readJackson3(json); }
    @Benchmark public Object readAvaje() { return binders.readAvaje(json); }
    @Benchmark public Object readFastjson2() { return binders.readFastjson2(json); }
    @Benchmark public Object readDslJson() { return binders.readDslJson(json); }
    @Benchmark public Object readGson() { return binders.readGson(json); }

    @Benchmark public byte[] writeBriskGenerated() { return binders.writeBrisk(value); }
    @Benchmark public byte[] writeBriskReflective() { return binders.writeBriskReflective(value); }
    @Benchmark public byte[] writeJackson() { return binders.writeJackson(value); }
    @Benchmark public byte[] writeJackson3() { return binders.writeJackson3(value); }
    @Benchmark public byte[] writeAvaje() { return binders.writeAvaje(value); }
    @Benchmark public byte[] writeFastjson2() { return binders.writeFastjson2(value); }
    @Benchmark public byte[] writeDslJson() { return binders.writeDslJson(value); }
    @Benchmark public byte[] writeGson() { return binders.writeGson(value); }
}
