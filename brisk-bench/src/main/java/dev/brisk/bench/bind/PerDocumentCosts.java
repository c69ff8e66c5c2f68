package dev.brisk.bench.bind;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.Codec;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.Names;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
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
import org.openjdk.jmh.infra.Blackhole;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Where the time of binding one small document goes (issue 15, item 5), each part on its own,
 * in nanoseconds per document: the fixed per-call cost (a reader over {@code byte[]} created and
 * closed, a writer into a pooled buffer and its result array, the mapper's codec lookup), the
 * validating skip of the whole document (the floor any read stands on), name matching (every
 * member name selected through the object's {@link Names}, values skipped), String creation
 * (every string value made), escaping (every string written) and number formatting (every
 * number written), against the whole generated read and write. The parts overlap (every part
 * that reads includes the skip's scanning), so they do not add up to the whole; each says what
 * a change to that part can win at most.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PerDocumentCosts {
    /** The documents services exchange: MediaContent (~0.5 KB) and one user (~1.3 KB). */
    @Param({"mediaContent", "user"})
    public String document;

    private static final Brisk BRISK = Brisk.create();
    private static final ReaderOptions READER = BRISK.options().readerOptions();
    private static final WriterOptions WRITER = WriterOptions.defaults();

    private byte[] json;
    private Class<?> type;
    private Codec<Object> codec;
    private Object value;
    private String[] strings;
    private long[] integers;
    private double[] decimals;
    private Names names;

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() {
        if (document.equals("mediaContent")) {
            type = MediaContentModel.MediaContent.class;
            value = MediaContentModel.keynote();
        } else {
            type = UsersModel.User.class;
            value = UsersModel.users(1, 42).users.get(0);
        }
        json = BRISK.writeBytes(value, type);
        codec = (Codec<Object>) BRISK.codec(type);
        List<String> s = new ArrayList<>();
        List<String> n = new ArrayList<>();
        List<String> names = new ArrayList<>();
        try (JsonReader in = READER.reader(json)) {
            collect(in, s, n, names);
        }
        strings = s.toArray(new String[0]);
        integers = n.stream().filter(x -> x.indexOf('.') < 0).mapToLong(Long::parseLong).toArray();
        decimals = n.stream().filter(x -> x.indexOf('.') >= 0).mapToDouble(Double::parseDouble).toArray();
        this.names = Names.of(names.stream().distinct().toList());
    }

    private static void collect(JsonReader in, List<String> strings, List<String> numbers, List<String> names) {
        int depth = 0;
        do {
            JsonToken t = in.peek();
            switch (t) {
                case BEGIN_OBJECT -> { in.beginObject(); depth++; }
                case BEGIN_ARRAY -> { in.beginArray(); depth++; }
                case END_OBJECT -> { in.endObject(); depth--; }
                case END_ARRAY -> { in.endArray(); depth--; }
                case NAME -> names.add(in.nextName());
                case STRING -> strings.add(in.nextString());
                case NUMBER -> numbers.add(in.nextNumber().toString());
                default -> in.skipValue();
            }
        } while (depth > 0);
    }

    @Benchmark
    public JsonToken readerCreateAndClose() {
        try (JsonReader in = READER.reader(json)) {
            return in.peek();
        }
    }

    @Benchmark
    public byte[] writerCreateAndResult() {
        JsonWriter w = WRITER.writer();
        w.nullValue();
        return w.toByteArray();
    }

    @Benchmark
    public Codec<?> codecLookup() { return BRISK.codec(type); }

    @Benchmark
    public void skipDocument() {
        try (JsonReader in = READER.reader(json)) {
            in.skipValue();
        }
    }

    /** Every member name selected through one table of the document's names, every scalar skipped. */
    @Benchmark
    public int selectEveryName() {
        int sum = 0;
        try (JsonReader in = READER.reader(json)) {
            int depth = 0;
            do {
                switch (in.peek()) {
                    case BEGIN_OBJECT -> { in.beginObject(); depth++; }
                    case BEGIN_ARRAY -> { in.beginArray(); depth++; }
                    case END_OBJECT -> { in.endObject(); depth--; }
                    case END_ARRAY -> { in.endArray(); depth--; }
                    case NAME -> sum += in.selectName(names);
                    default -> in.skipValue();
                }
            } while (depth > 0);
        }
        return sum;
    }

    /** Every string value made into a String (names skipped, numbers skipped). */
    @Benchmark
    public void createEveryString(Blackhole bh) {
        try (JsonReader in = READER.reader(json)) {
            int depth = 0;
            do {
                switch (in.peek()) {
                    case BEGIN_OBJECT -> { in.beginObject(); depth++; }
                    case BEGIN_ARRAY -> { in.beginArray(); depth++; }
                    case END_OBJECT -> { in.endObject(); depth--; }
                    case END_ARRAY -> { in.endArray(); depth--; }
                    case NAME -> in.skipName();
                    case STRING -> bh.consume(in.nextString());
                    default -> in.skipValue();
                }
            } while (depth > 0);
        }
    }

    @Benchmark
    public byte[] writeEveryString() {
        JsonWriter w = WRITER.writer();
        w.beginArray();
        for (String s : strings) w.stringValue(s);
        w.endArray();
        return w.toByteArray();
    }

    @Benchmark
    public byte[] writeEveryNumber() {
        JsonWriter w = WRITER.writer();
        w.beginArray();
        for (long n : integers) w.numberValue(n);
        for (double d : decimals) w.numberValue(d);
        w.endArray();
        return w.toByteArray();
    }

    /** The whole read as a user makes it, through the mapper. */
    @Benchmark
    public Object readWhole() { return BRISK.read(json, type); }

    /** The whole read with the codec looked up once, as a framework holding the codec would. */
    @Benchmark
    public Object readWholeHeldCodec() {
        try (JsonReader in = READER.reader(json)) {
            return codec.read(in);
        }
    }

    @Benchmark
    public byte[] writeWhole() { return BRISK.writeBytes(value, type); }
}
