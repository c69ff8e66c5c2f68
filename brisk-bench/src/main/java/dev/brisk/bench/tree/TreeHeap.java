package dev.brisk.bench.tree;

import com.alibaba.fastjson2.JSON;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.JsonParser;
import dev.brisk.bench.HeapMeter;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Heap retained by the tree of each corpus document, for Brisk's {@code JsonValue}, Jackson's
 * {@code JsonNode}, fastjson2's {@code JSONObject} and Gson's {@code JsonElement}. Not JMH: JMH
 * measures time. Method: parse the document {@code k} times and keep every tree reachable,
 * force full GCs until the used heap stops shrinking, and divide the growth in used heap by
 * {@code k}. Shared constants (cached small numbers, interned names) are counted once for all
 * copies, which is also what an application holding many trees pays. The input bytes are
 * allocated before the first measurement and not counted.
 *
 * <p>Run: {@code java -Xmx2g -cp brisk-bench/target/benchmarks.jar dev.brisk.bench.tree.TreeHeap [corpus...]}
 * (a serial collector, {@code -XX:+UseSerialGC}, gives the steadiest numbers).
 */
public final class TreeHeap {
    private static final long TARGET_BYTES_HELD = 48L << 20;

    private TreeHeap() {}

    /** Bytes retained by one tree, per library, for {@code json}. */
    public static Map<String, Long> measure(byte[] json, int copies) {
        ObjectMapper mapper = new ObjectMapper();
        Map<String, Function<byte[], Object>> parsers = new LinkedHashMap<>();
        parsers.put("Brisk", Json::parse);
        parsers.put("Jackson", b -> {
            try {
                return mapper.readTree(b);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        parsers.put("fastjson2", JSON::parse);
        parsers.put("Gson", b -> JsonParser.parseString(new String(b, StandardCharsets.UTF_8)));
        Map<String, Long> out = new LinkedHashMap<>();
        for (Map.Entry<String, Function<byte[], Object>> e : parsers.entrySet()) {
            Function<byte[], Object> parser = e.getValue();
            out.put(e.getKey(), HeapMeter.retained(() -> parser.apply(json), copies));
        }
        return out;
    }

    public static void main(String[] args) {
        // every document of the corpora folder (or the generated shapes without one), or those named
        List<String> corpora = new ArrayList<>(args.length == 0 ? Corpus.available() : List.of(args));
        System.out.printf(Locale.ROOT, "%-30s %10s %12s %12s %12s %12s %9s%n",
                "corpus", "json bytes", "Brisk", "Jackson", "fastjson2", "Gson", "Brisk/Jk");
        List<Double> ratios = new ArrayList<>();
        for (String c : corpora) {
            byte[] json = Corpus.document(c);
            int copies = (int) Math.max(4, TARGET_BYTES_HELD / (8L * json.length));
            Map<String, Long> m = measure(json, copies);
            System.out.printf(Locale.ROOT, "%-30s %10d %12d %12d %12d %12d %9.2f%n", c, json.length,
                    m.get("Brisk"), m.get("Jackson"), m.get("fastjson2"), m.get("Gson"),
                    (double) m.get("Brisk") / m.get("Jackson"));
            ratios.add((double) m.get("Brisk") / m.get("Jackson"));
        }
        System.out.printf(Locale.ROOT, "Brisk/Jackson retained heap: geometric mean %.2f, maximum %.2f over %d documents%n",
                HeapMeter.geometricMean(ratios), HeapMeter.maximum(ratios), ratios.size());
    }
}
