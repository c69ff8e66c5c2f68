package dev.brisk.bench.pack;

import com.arangodb.jackson.dataformat.velocypack.VPackMapper;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.json.JsonReader;
import dev.brisk.pack.PackBuilder;
import dev.brisk.pack.Slice;
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
 * JSON bytes to VelocyPack bytes for each corpus: Brisk ({@code JsonReader.copyTo(PackBuilder)},
 * no tree) against Jackson with {@code jackson-dataformat-velocypack}'s {@code VPackMapper}, both
 * through a tree ({@code readTree} then {@code writeValueAsBytes}) and streaming
 * ({@code copyCurrentStructure} from a JSON parser into a VelocyPack generator).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class JsonToVelocyPack {
    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private byte[] json;
    private final ObjectMapper jsonMapper = new ObjectMapper();
    private final JsonFactory jsonFactory = new JsonFactory();
    private final VPackMapper vpackMapper = new VPackMapper();

    @Setup
    public void setup() throws IOException {
        json = Corpus.document(corpus);
        // same values both ways, or the comparison means nothing
        byte[] ours = brisk();
        byte[] theirs = jacksonTree();
        if (Slice.of(theirs).size() != Slice.of(ours).size()) {
            throw new IllegalStateException("the two VelocyPack documents differ in shape");
        }
    }

    @Benchmark
    public byte[] brisk() {
        PackBuilder b = new PackBuilder(json.length);
        try (JsonReader r = JsonReader.of(json)) {
            r.copyTo(b);
        }
        return b.toByteArray();
    }

    @Benchmark
    public byte[] jacksonTree() throws IOException {
        return vpackMapper.writeValueAsBytes(jsonMapper.readTree(json));
    }

    @Benchmark
    public byte[] jacksonStreaming() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(json.length);
        try (JsonParser p = jsonFactory.createParser(json); JsonGenerator g = vpackMapper.getFactory().createGenerator(out)) {
            p.nextToken();
            g.copyCurrentStructure(p);
        }
        return out.toByteArray();
    }
}
