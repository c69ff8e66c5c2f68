package dev.brisk.bench.pack;

import dev.brisk.pack.PackBuilder;
import dev.brisk.pack.Slice;
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
 * {@code Slice.get(name)} on objects of 10, 1,000 and 100,000 members (sorted index table):
 * a binary search, so the time per lookup should grow with log2(n), not n. Names are looked up
 * in a scrambled order so that branch prediction does not learn the sequence.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SliceLookup {
    @Param({"10", "1000", "100000"})
    public int members;

    private Slice object;
    private String[] names;
    private int next;

    @Setup
    public void setup() {
        PackBuilder b = new PackBuilder().compactLimit(0);
        b.beginObject();
        for (int i = 0; i < members; i++) {
            b.name("member-" + i);
            b.numberValue(i);
        }
        b.endObject();
        object = Slice.of(b.toByteArray());
        names = new String[1024];
        java.util.Random r = new java.util.Random(1);
        for (int i = 0; i < names.length; i++) names[i] = "member-" + r.nextInt(members);
        for (String n : names) {
            if (object.get(n) == null) throw new IllegalStateException("missing " + n);
        }
    }

    @Benchmark
    public Slice get() {
        return object.get(names[next++ & 1023]);
    }
}
