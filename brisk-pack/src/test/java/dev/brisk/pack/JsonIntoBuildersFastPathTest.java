package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import dev.brisk.json.internal.RewindableSink;
import dev.brisk.json.internal.RewindableSinks;
import java.lang.reflect.Method;

/**
 * {@link JsonReader#copyTo} of a whole container from strict in-memory input into a fresh
 * {@link PackBuilder} or an in-memory {@link MsgPackWriter} takes the reader's one-pass walk;
 * it must make exactly the bytes the token-by-token copy makes (the same builder behind a
 * forwarding sink), and fail with exactly its error, including errors the builder raises.
 */
class JsonIntoBuildersFastPathTest {

    /** Hides the builder's type from the reader, which then copies token by token. */
    private static JsonSink forwarding(JsonSink target) {
        return new JsonSink() {
            @Override public void beginObject() { target.beginObject(); }
            @Override public void endObject() { target.endObject(); }
            @Override public void beginArray() { target.beginArray(); }
            @Override public void endArray() { target.endArray(); }
            @Override public void name(String name) { target.name(name); }
            @Override public void name(byte[] utf8, int offset, int length) { target.name(utf8, offset, length); }
            @Override public void stringValue(String value) { target.stringValue(value); }
            @Override public void stringValue(byte[] utf8, int offset, int length) { target.stringValue(utf8, offset, length); }
            @Override public void numberValue(long value) { target.numberValue(value); }
            @Override public void numberValue(double value) { target.numberValue(value); }
            @Override public void numberValue(BigInteger value) { target.numberValue(value); }
            @Override public void numberValue(BigDecimal value) { target.numberValue(value); }
            @Override public void numberText(String text) { target.numberText(text); }
            @Override public void numberText(byte[] ascii, int offset, int length) { target.numberText(ascii, offset, length); }
            @Override public void booleanValue(boolean value) { target.booleanValue(value); }
            @Override public void nullValue() { target.nullValue(); }
        };
    }

    private static String outcome(Supplier<byte[]> copy) {
        try {
            return Arrays.toString(copy.get());
        } catch (JsonException e) {
            return "error: " + e.getMessage() + " @" + e.offset() + ":" + e.line() + ":" + e.column() + " " + e.path();
        }
    }

    private static byte[] vpack(ReaderOptions ro, byte[] json, boolean direct) {
        PackBuilder b = new PackBuilder();
        try (JsonReader r = ro.reader(json)) {
            r.copyTo(direct ? b : forwarding(b));
        }
        return b.toByteArray();
    }

    private static byte[] msgpack(ReaderOptions ro, byte[] json, boolean direct) {
        MsgPackWriter w = MsgPackWriter.toBytes();
        try (JsonReader r = ro.reader(json)) {
            r.copyTo(direct ? w : forwarding(w));
        }
        return w.toByteArray();
    }

    private static void assertSame(ReaderOptions ro, String doc) {
        byte[] json = doc.getBytes(StandardCharsets.UTF_8);
        assertSameOutcome(ro, json, doc);
    }

    private static void assertValid(String doc) {
        byte[] json = doc.getBytes(StandardCharsets.UTF_8);
        assertTrue(!outcome(() -> vpack(ReaderOptions.defaults(), json, true)).startsWith("error"), doc);
        assertSameOutcome(ReaderOptions.defaults(), json, doc);
    }

    private static void assertSameOutcome(ReaderOptions ro, byte[] json, String doc) {
        assertEquals(outcome(() -> vpack(ro, json, false)), outcome(() -> vpack(ro, json, true)), doc);
        assertEquals(outcome(() -> msgpack(ro, json, false)), outcome(() -> msgpack(ro, json, true)), doc);
    }

    static java.util.stream.Stream<String> corpora() { return Corpora.names(); }

    @ParameterizedTest
    @MethodSource("corpora")
    void corporaMakeTheSameBytes(String name) throws Exception {
        byte[] json = Corpora.read(name);
        assertArrayEquals(vpack(ReaderOptions.defaults(), json, false), vpack(ReaderOptions.defaults(), json, true), name);
        assertArrayEquals(msgpack(ReaderOptions.defaults(), json, false), msgpack(ReaderOptions.defaults(), json, true), name);
    }

    @Test
    void numbersOfEveryFormMakeTheSameBytes() {
        assertValid("[0, -0, 1, -1, 9, -6, -7, 127, 128, -32, -33, 255, 256, 65535, 65536, -32768, -32769,"
                + " 4294967295, 4294967296, 12345678901234567, -12345678901234567, 123456789012345678, 9223372036854775807,"
                + " -9223372036854775808, 18446744073709551615, 18446744073709551616, 1.5, -0.0, 1e3, 1E-3, 0.1, 1.50,"
                + " {\"a\": 7, \"b\": -300, \"c\": 2.25}, [1, 2, 3, 1000000], [],"
                + " 123.456, -0.0000001, 1234567890.123456789, 12345678901234567890.5, 0.30000000000000004, 2.2250738585072014,"
                + " 9007199254740993.0, 1.5e2, -0.5E-2, 99999999999999999999]");
        // decimals kept as text
        for (String doc : new String[] {"[0.1, 1.50, -0.0, 2, {\"a\": 1.25}]", "[1.5, 1.]"}) {
            byte[] json = doc.getBytes(StandardCharsets.UTF_8);
            Supplier<byte[]> fast = () -> {
                MsgPackWriter w = MsgPackWriter.toBytes().decimalsAsText(true);
                JsonReader.of(json).copyTo(w);
                return w.toByteArray();
            };
            Supplier<byte[]> tokens = () -> {
                MsgPackWriter w = MsgPackWriter.toBytes().decimalsAsText(true);
                JsonReader.of(json).copyTo(forwarding(w));
                return w.toByteArray();
            };
            assertEquals(outcome(tokens), outcome(fast), doc);
        }
    }

    @Test
    void errorsOfReaderAndBuilderAreTheTokenPathsErrors() {
        String[] docs = {
            "[1, 2", "{\"a\": [1, 2}", "[\"bad \\x\"]", "[1e400]", "{\"a\": -1e400}", "[01]", "[1] x", "{\"a\": 1, \"a\": 2}",
            "[[[[[[1]]]]]]", "[\"\\ud800\"]", "{\"a\" 1}", "[01.5]", "[1.]", "[-.5]",
        };
        for (String doc : docs) assertSame(ReaderOptions.defaults(), doc);
        ReaderOptions shallow = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDepth(3).withMaxNumberLength(5));
        for (String doc : new String[] {"[[[[1]]]]", "[123456]", "[[12345]]"}) assertSame(shallow, doc);
        assertSame(ReaderOptions.defaults().withRejectDuplicateNames(true), "{\"a\": 1, \"a\": 2}");
        byte[] badUtf8 = "[\"a?\"]".getBytes(StandardCharsets.UTF_8);
        badUtf8[3] = (byte) 0xC3;
        assertEquals(outcome(() -> vpack(ReaderOptions.defaults(), badUtf8, false)), outcome(() -> vpack(ReaderOptions.defaults(), badUtf8, true)));
        assertTrue(outcome(() -> msgpack(ReaderOptions.defaults(), badUtf8, true)).startsWith("error: "));
    }

    /** A builder that refuses a value has no input location of its own: the reader's place and path are given. */
    @Test
    void aValueABuilderRefusesIsReportedAtItsPlaceInTheInput() {
        String doc = "{\"a\": [1,\n 1e400]}";
        for (boolean stream : new boolean[] {false, true}) {
            JsonException e = assertThrows(JsonException.class, () -> {
                byte[] b = doc.getBytes(StandardCharsets.UTF_8);
                try (JsonReader r = stream ? JsonReader.of(new java.io.ByteArrayInputStream(b)) : JsonReader.of(b)) {
                    r.copyTo(new PackBuilder());
                }
            });
            assertEquals(2, e.line(), e.getMessage());
            assertEquals(2, e.column(), e.getMessage());
            assertEquals(11, e.offset(), e.getMessage()); // the 1 of 1e400, after the newline and a space
            assertEquals("$.a[1]", e.path(), e.getMessage());
        }
    }

    @Test
    void aWriterWithValuesAlreadyInItKeepsThem() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        w.numberValue(1);
        try (JsonReader r = JsonReader.of("[2, 3]".getBytes(StandardCharsets.UTF_8))) {
            r.copyTo(w);
        }
        try (JsonReader r = JsonReader.of("[4, ".getBytes(StandardCharsets.UTF_8))) {
            r.copyTo(w);
        } catch (JsonException expected) {
            // the failed pass is undone; the token path left the open array behind, as it always did
        }
        MsgPackWriter tokens = MsgPackWriter.toBytes();
        tokens.numberValue(1);
        tokens.beginArray();
        tokens.numberValue(2);
        tokens.numberValue(3);
        tokens.endArray();
        tokens.beginArray();
        tokens.numberValue(4);
        tokens.endArray();
        w.endArray();
        assertArrayEquals(tokens.toByteArray(), w.toByteArray());
    }

    @Test
    void theBuildersPublicTypesCarryNoRewindMethodsYetTheReaderFindsTheirRewindableSide() {
        for (Class<?> type : new Class<?>[] {MsgPackWriter.class, PackBuilder.class}) {
            for (Method m : type.getMethods()) {
                assertTrue(!m.getName().equals("mark") && !m.getName().equals("rewind")
                        && !m.getName().equals("takesDecimalsAsDoubles"), type.getSimpleName() + " exposes " + m);
            }
            assertTrue(!RewindableSink.class.isAssignableFrom(type), type + " implements RewindableSink publicly");
        }
        MsgPackWriter w = MsgPackWriter.toBytes();
        RewindableSink side = RewindableSinks.of(w);
        w.numberValue(1);
        long afterFirst = side.mark();
        w.beginArray();
        w.numberValue(2);
        w.endArray();
        side.rewind(afterFirst);
        assertArrayEquals(new byte[] {1}, w.toByteArray(), "rewound to the end of the first value");
        assertTrue(RewindableSinks.of(new PackBuilder()).mark() == 0, "a fresh builder can be marked");
    }
}
