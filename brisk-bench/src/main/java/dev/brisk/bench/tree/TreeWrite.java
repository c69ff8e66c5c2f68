package dev.brisk.bench.tree;

import com.alibaba.fastjson2.JSON;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.Json;
import dev.brisk.json.JsonValue;
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
 * Write a corpus document's tree (parsed once in setup, by each library into its own tree) as
 * compact UTF-8 bytes: Brisk {@code Json.toBytes}, Jackson {@code writeValueAsBytes(tree)},
 * fastjson2 {@code JSON.toJSONBytes}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TreeWrite {

    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private final ObjectMapper mapper = new ObjectMapper();
    private JsonValue briskTree;
    private JsonNode jacksonTree;
    private Object fastjsonTree;

    @Setup
    public void load() throws IOException {
        byte[] json = Corpus.document(corpus);
        briskTree = Json.parse(json);
        jacksonTree = mapper.readTree(json);
        fastjsonTree = JSON.parse(json);
        // Same document out: Brisk's compact output reads back to Jackson's tree.
        if (!mapper.readTree(brisk()).equals(jacksonTree)) {
            throw new IllegalStateException("Brisk wrote a different document for " + corpus);
        }
    }

    @Benchmark
    public byte[] brisk() {
        return Json.toBytes(briskTree);
    }

    @Benchmark
    public byte[] jackson() throws IOException {
        return mapper.writeValueAsBytes(jacksonTree);
    }

    @Benchmark
    public byte[] fastjson2() {
        return JSON.toJSONBytes(fastjsonTree);
    }
}
