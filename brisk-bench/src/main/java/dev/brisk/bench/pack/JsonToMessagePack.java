package dev.brisk.bench.pack;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.JsonReader;
import dev.brisk.pack.MsgPackWriter;
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
 * JSON bytes to MessagePack bytes for each corpus: Brisk ({@code JsonReader.copyTo(MsgPackWriter)},
 * no tree) against Jackson with {@code jackson-dataformat-msgpack}, through a tree and streaming.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class JsonToMessagePack {
    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private byte[] json;
    private final ObjectMapper jsonMapper = new ObjectMapper();
    private final JsonFactory jsonFactory = new JsonFactory();
    private final ObjectMapper msgpackMapper = new ObjectMapper(new MessagePackFactory());

    @Setup
    public void setup() throws IOException {
        json = Corpus.document(corpus);
        if (!msgpackMapper.readTree(brisk()).equals(msgpackMapper.readTree(jacksonTree()))) {
            throw new IllegalStateException("the two MessagePack documents differ");
        }
    }

    @Benchmark
    public byte[] brisk() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        try (JsonReader r = JsonReader.of(json)) {
            r.copyTo(w);
        }
        return w.toByteArray();
    }

    @Benchmark
    public byte[] jacksonTree() throws IOException {
        return msgpackMapper.writeValueAsBytes(jsonMapper.readTree(json));
    }

    @Benchmark
    public byte[] jacksonStreaming() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(json.length);
        try (JsonParser p = jsonFactory.createParser(json); JsonGenerator g = msgpackMapper.getFactory().createGenerator(out)) {
            p.nextToken();
            g.copyCurrentStructure(p);
        }
        return out.toByteArray();
    }
}
