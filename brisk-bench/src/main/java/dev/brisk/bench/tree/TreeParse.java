package dev.brisk.bench.tree;

import com.alibaba.fastjson2.JSON;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.Json;
import dev.brisk.json.JsonValue;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
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
 * Parse a corpus document from UTF-8 bytes into each library's tree: Brisk {@code Json.parse}
 * ({@code JsonValue}, exact number text), Jackson {@code readTree} ({@code JsonNode}), fastjson2
 * {@code JSON.parse} ({@code JSONObject}/{@code JSONArray}) and Gson {@code JsonParser} (which
 * reads only chars, so it gets the bytes through an {@code InputStreamReader}, as a user would).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TreeParse {

    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private byte[] json;
    private final ObjectMapper mapper = new ObjectMapper();

    @Setup
    public void load() throws IOException {
        json = Corpus.document(corpus);
        // The trees must describe the same document: compare sizes of the top-level containers.
        int brisk = size(brisk());
        if (brisk != jackson().size()) throw new IllegalStateException("Brisk and Jackson disagree on " + corpus);
    }

    private static int size(JsonValue v) {
        if (v instanceof dev.brisk.json.JsonObject) return ((dev.brisk.json.JsonObject) v).size();
        if (v instanceof dev.brisk.json.JsonArray) return ((dev.brisk.json.JsonArray) v).size();
        return 0;
    }

    @Benchmark
    public JsonValue brisk() {
        return Json.parse(json);
    }

    @Benchmark
    public JsonNode jackson() throws IOException {
        return mapper.readTree(json);
    }

    @Benchmark
    public Object fastjson2() {
        return JSON.parse(json);
    }

    @Benchmark
    public JsonElement gson() {
        return JsonParser.parseReader(new InputStreamReader(new ByteArrayInputStream(json), StandardCharsets.UTF_8));
    }
}
