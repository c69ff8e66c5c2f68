package dev.brisk.bench.bind;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brisk.bind.Codec;
import dev.brisk.bind.TypeToken;
import dev.brisk.json.Json;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonValue;
import dev.brisk.json.ReaderOptions;
import dev.brisk.pack.MsgPackReader;
import dev.brisk.pack.Slice;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.msgpack.jackson.dataformat.MessagePackFactory;
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
 * One document of a bind model read by the same generated codec from each format Brisk reads
 * directly (JSON bytes, MessagePack, VelocyPack, a parsed tree), and MessagePack bound by Brisk
 * beside Jackson with jackson-dataformat-msgpack (read and write). {@code formats=mixed} first
 * runs the codec through every format's reader, so that its call sites have seen several
 * readers before the JSON read is measured (the case the JIT cannot devirtualize by class
 * hierarchy alone); {@code formats=one} reads through the JSON reader only.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FormatsBind {
    static final ObjectMapper JACKSON_MSGPACK = new ObjectMapper(new MessagePackFactory())
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    @Param({"media_content", "user", "micro_record", "users", "micro_list", "github_events", "twitter", "citm_catalog"})
    public String model;

    @Param({"one"})
    public String formats;

    Type type;
    TypeToken<Object> token;
    Codec<Object> codec;
    JavaType jacksonType;
    ReaderOptions options;
    byte[] json;
    byte[] msgpack;
    byte[] vpack;
    JsonValue tree;
    Object value;

    @Setup
    public void setUp() {
        BindBenchmark b = bench(model);
        type = b.type();
        @SuppressWarnings("unchecked") TypeToken<Object> t = (TypeToken<Object>) TypeToken.of(type);
        token = t;
        json = b.input();
        codec = Binders.BRISK.codec(type);
        options = Binders.BRISK.options().readerOptions();
        jacksonType = JACKSON_MSGPACK.constructType(type);
        value = readJson();
        msgpack = Binders.BRISK.writeMessagePack(value, type);
        vpack = Binders.BRISK.writeVelocyPack(value, type);
        tree = Json.parse(json);
        byte[] expected = Binders.BRISK.writeBytes(value, type);
        check("MessagePack", readMessagePack(), expected);
        check("MessagePack reader", readMessagePackReader(), expected);
        check("VelocyPack", readVelocyPack(), expected);
        check("VelocyPack reader", readVelocyPackReader(), expected);
        check("tree", readTree(), expected);
        check("tree reader", readTreeReader(), expected);
        check("JSON cursor", readJsonCursor(), expected);
        check("Jackson MessagePack", readJacksonMessagePack(), expected);
        check("Jackson reading Brisk's MessagePack", readJackson(writeMessagePack()), expected);
        // (not Brisk reading Jackson's MessagePack: NON_NULL makes Jackson leave out null map entries too)
        if (formats.equals("mixed")) {
            for (int i = 0; i < 2000; i++) {
                readMessagePack();
                readMessagePackReader();
                readVelocyPack();
                readVelocyPackReader();
                readTree();
                readTreeReader();
                readJson();
                readJsonCursor();
            }
        }
    }

    static BindBenchmark bench(String model) {
        switch (model) {
            case "media_content": return new MediaContentBind();
            case "user": return new UserBind();
            case "users": return new UsersBind();
            case "micro_record": return new MicroRecordBind();
            case "micro_list": return new MicroListBind();
            case "github_events": return new GithubEventsBind();
            case "twitter": return new TwitterBind();
            case "citm_catalog": return new CitmCatalogBind();
            default: throw new IllegalArgumentException(model);
        }
    }

    private void check(String who, Object read, byte[] expected) {
        byte[] got = Binders.BRISK.writeBytes(read, type);
        if (!Arrays.equals(got, expected) && !Json.parse(got).equals(Json.parse(expected))) {
            throw new IllegalStateException(who + " read different data than Brisk's JSON read of " + model);
        }
    }

    @Benchmark public Object readJson() {
        try (JsonReader in = options.reader(json)) {
            return codec.read(in);
        }
    }

    /** MessagePack as {@code Brisk.readMessagePack} binds it: through the codec's cursor read, the reader only where that fails. */
    @Benchmark public Object readMessagePack() { return Binders.BRISK.readMessagePack(msgpack, token); }

    /** MessagePack through its JsonReader (what {@code readMessagePack} did before its cursor). */
    @Benchmark public Object readMessagePackReader() {
        try (JsonReader in = MsgPackReader.of(msgpack, 0, msgpack.length, options.limits())) {
            return codec.read(in);
        }
    }

    /** VelocyPack as {@code Brisk.readVelocyPack} binds it: through the codec's cursor read, the validating reader only where that fails. */
    @Benchmark public Object readVelocyPack() { return Binders.BRISK.readVelocyPack(vpack, token); }

    /** VelocyPack through its validating JsonReader (what {@code readVelocyPack} did before its cursor). */
    @Benchmark public Object readVelocyPackReader() {
        try (JsonReader in = Slice.readerOf(vpack, 0, vpack.length, options.limits())) {
            return codec.read(in);
        }
    }

    /** A tree as {@code Brisk.fromTree} binds it: through the codec's TreeCursor read, the reader only where that fails. */
    @Benchmark public Object readTree() {
        return Binders.BRISK.fromTree(tree, token);
    }

    /** A tree through its JsonReader (what {@code fromTree} did before the TreeCursor). */
    @Benchmark public Object readTreeReader() {
        try (JsonReader in = options.reader(tree)) {
            return codec.read(in);
        }
    }

    /** JSON bytes as {@code Brisk.read(byte[])} binds them: through the codec's BytesCursor read. */
    @Benchmark public Object readJsonCursor() {
        return Binders.BRISK.read(json, token);
    }

    @Benchmark public Object readJacksonMessagePack() { return readJackson(msgpack); }

    private Object readJackson(byte[] pack) {
        try {
            return JACKSON_MSGPACK.readValue(pack, jacksonType);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Benchmark public byte[] writeMessagePack() { return Binders.BRISK.writeMessagePack(value, type); }

    @Benchmark public byte[] writeJacksonMessagePack() {
        try {
            return JACKSON_MSGPACK.writerFor(jacksonType).writeValueAsBytes(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
