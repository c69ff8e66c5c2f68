package dev.brisk.bench.pack;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brisk.bench.HeapMeter;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.JsonReader;
import dev.brisk.pack.PackBuilder;
import dev.brisk.pack.Slice;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Heap retained by each corpus document held as a VelocyPack {@link Slice} (built by
 * {@link PackBuilder} with its defaults) against Jackson's {@code JsonNode} tree, and both
 * against the JSON's byte size. Not JMH (JMH measures time): hold {@code k} copies, force full
 * GCs until the used heap stops shrinking, divide the growth by {@code k}. Targets from the
 * issue: slice at most 1.2x the JSON bytes and at most 0.25x Jackson's tree.
 *
 * <p>Run: {@code java -Xmx2g -XX:+UseSerialGC -cp brisk-bench/target/benchmarks.jar dev.brisk.bench.pack.SliceHeap [corpus...]}
 */
public final class SliceHeap {
    private static final long TARGET_BYTES_HELD = 48L << 20;

    private SliceHeap() {}

    /** A slice over the document's VelocyPack bytes, sized exactly. */
    public static Slice slice(byte[] json) {
        PackBuilder b = new PackBuilder(json.length);
        try (JsonReader r = JsonReader.of(json)) {
            r.copyTo(b);
        }
        return Slice.of(b.toByteArray());
    }

    public static void main(String[] args) {
        // every document of the corpora folder (or the generated shapes without one), or those named
        List<String> corpora = new ArrayList<>(args.length == 0 ? Corpus.available() : List.of(args));
        ObjectMapper mapper = new ObjectMapper();
        System.out.printf(Locale.ROOT, "%-30s %10s %12s %12s %10s %10s%n",
                "corpus", "json bytes", "Slice", "Jackson", "Slice/json", "Slice/Jk");
        List<Double> ratios = new ArrayList<>();
        for (String c : corpora) {
            byte[] json = Corpus.document(c);
            int copies = (int) Math.max(4, TARGET_BYTES_HELD / (8L * json.length));
            long slice = HeapMeter.retained(() -> slice(json), copies);
            long jackson = HeapMeter.retained(() -> {
                try {
                    return mapper.readTree(json);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, copies);
            System.out.printf(Locale.ROOT, "%-30s %10d %12d %12d %10.2f %10.2f%n", c, json.length,
                    slice, jackson, (double) slice / json.length, (double) slice / jackson);
            ratios.add((double) slice / jackson);
        }
        System.out.printf(Locale.ROOT, "Slice/Jackson retained heap: geometric mean %.2f, maximum %.2f over %d documents%n",
                HeapMeter.geometricMean(ratios), HeapMeter.maximum(ratios), ratios.size());
    }
}
