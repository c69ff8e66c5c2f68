package dev.brisk.bench.bind;

import dev.brisk.bind.Brisk;
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

import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * The generated codec of a Jackson-annotated model against that of the same model annotated for
 * Brisk ({@link AnnotatedModel}): the same JSON read and written by both; the {@code *Reflective}
 * methods do the same with reflective codecs. Compare with
 * {@code scripts/Interleave.java}, e.g. {@code bind.AnnotatedBind#readBriskAnnotated} against
 * {@code bind.AnnotatedBind#readJacksonAnnotated}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class AnnotatedBind {
    private static final Brisk BRISK = Brisk.create();
    /** The same models bound by reflection: Jackson's annotations are read by JacksonAnnotations there. */
    private static final Brisk REFLECTIVE = Brisk.builder().useGeneratedCodecs(false).build();

    private byte[] json;
    private AnnotatedModel.BriskStyle briskValue;
    private AnnotatedModel.JacksonStyle jacksonValue;

    @Setup
    public void setUp() {
        briskValue = AnnotatedModel.brisk(7);
        jacksonValue = AnnotatedModel.jackson(7);
        json = BRISK.writeBytes(briskValue);
        if (!Arrays.equals(json, BRISK.writeBytes(jacksonValue))) {
            throw new IllegalStateException("the two models must bind the same JSON");
        }
        if (!BRISK.codec(AnnotatedModel.JacksonStyle.class).getClass().getName().endsWith("_BriskCodec")) {
            throw new IllegalStateException("the Jackson-annotated model must have a generated codec");
        }
        if (REFLECTIVE.codec(AnnotatedModel.JacksonStyle.class).getClass().getName().endsWith("_BriskCodec")
                || !Arrays.equals(json, REFLECTIVE.writeBytes(jacksonValue)) || !Arrays.equals(json, REFLECTIVE.writeBytes(briskValue))) {
            throw new IllegalStateException("the reflective codecs must bind the same JSON, by reflection");
        }
    }

    @Benchmark public Object readBriskAnnotated() { return BRISK.read(json, AnnotatedModel.BriskStyle.class); }
    @Benchmark public Object readJacksonAnnotated() { return BRISK.read(json, AnnotatedModel.JacksonStyle.class); }
    @Benchmark public byte[] writeBriskAnnotated() { return BRISK.writeBytes(briskValue); }
    @Benchmark public byte[] writeJacksonAnnotated() { return BRISK.writeBytes(jacksonValue); }
    @Benchmark public Object readBriskAnnotatedReflective() { return REFLECTIVE.read(json, AnnotatedModel.BriskStyle.class); }
    @Benchmark public Object readJacksonAnnotatedReflective() { return REFLECTIVE.read(json, AnnotatedModel.JacksonStyle.class); }
    @Benchmark public byte[] writeBriskAnnotatedReflective() { return REFLECTIVE.writeBytes(briskValue); }
    @Benchmark public byte[] writeJacksonAnnotatedReflective() { return REFLECTIVE.writeBytes(jacksonValue); }
}
