package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Hostile documents through every entry point of brisk-core: each ends in a JsonException of
 * the expected kind, with a location, quickly; never a stack overflow, an out-of-memory error,
 * a foreign exception or a hang.
 */
class HostileInputTest {
    private static final Duration QUICK = Duration.ofSeconds(20);

    /** Every core way of reading a whole document from bytes. */
    private static Map<String, Function<byte[], Object>> entryPoints(ReaderOptions o) {
        Map<String, Function<byte[], Object>> m = new LinkedHashMap<>();
        m.put("Json.parse(byte[])", b -> Json.parse(o.reader(b)));
        m.put("Json.parse(InputStream)", b -> Json.parse(o.reader(new ByteArrayInputStream(b))));
        m.put("skipValue(byte[])", b -> MutationReading.skip(o.reader(b)));
        m.put("skipValue(InputStream)", b -> MutationReading.skip(o.reader(new ByteArrayInputStream(b))));
        m.put("walk(byte[])", b -> MutationReading.walk(o.reader(b)));
        m.put("copyTo(byte[])", b -> MutationReading.copy(o.reader(b)));
        m.put("copyTo(InputStream)", b -> MutationReading.copy(o.reader(new ByteArrayInputStream(b))));
        m.put("readRaw(byte[])", b -> o.reader(b).readRaw());
        m.put("Json.parse(String)", b -> Json.parse(o.reader(new String(b, StandardCharsets.UTF_8))));
        m.put("copyTo(Reader)", b -> MutationReading.copy(o.reader(new StringReader(new String(b, StandardCharsets.UTF_8)))));
        return m;
    }

    /** Every entry point rejects {@code input} with a located error whose detail contains {@code expected}. */
    private static void rejectedEverywhere(ReaderOptions o, byte[] input, String expected) {
        assertTimeoutPreemptively(QUICK, () -> {
            for (Map.Entry<String, Function<byte[], Object>> e : entryPoints(o).entrySet()) {
                JsonException x = assertThrows(JsonException.class, () -> e.getValue().apply(input), e.getKey());
                assertLocated(x, e.getKey());
                assertTrue(x.detail().contains(expected), e.getKey() + ": expected '" + expected + "' in " + x.getMessage());
            }
        });
    }

    private static void assertLocated(JsonException x, String where) {
        assertTrue(x.offset() >= 0 && x.line() >= 1 && x.column() >= 1 && x.path() != null,
                where + ": error without a full location: " + x.getMessage());
    }

    private static byte[] repeat(String open, int times, String tail) {
        byte[] unit = open.getBytes(StandardCharsets.UTF_8);
        byte[] t = tail.getBytes(StandardCharsets.UTF_8);
        byte[] b = new byte[unit.length * times + t.length];
        for (int i = 0; i < times; i++) System.arraycopy(unit, 0, b, i * unit.length, unit.length);
        System.arraycopy(t, 0, b, unit.length * times, t.length);
        return b;
    }

    @Test
    void aMillionOpenBracketsStopAtTheDepthLimitEverywhere() {
        rejectedEverywhere(ReaderOptions.defaults(), repeat("[", 1_000_000, ""), "Nesting depth exceeds the limit of 1000");
    }

    @Test
    void aMillionNestedObjectsStopAtTheDepthLimitEverywhere() {
        rejectedEverywhere(ReaderOptions.defaults(), repeat("{\"a\":", 1_000_000, ""), "Nesting depth exceeds the limit of 1000");
    }

    @Test
    void aTenMegabyteStringStopsAtALowerStringLimitEverywhere() {
        byte[] b = new byte[10_000_002];
        Arrays.fill(b, (byte) 'x');
        b[0] = '"';
        b[b.length - 1] = '"';
        rejectedEverywhere(ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxStringLength(1_000_000)), b,
                "String length exceeds the limit of 1000000");
    }

    @Test
    void aNumberOfAMillionDigitsStopsAtTheNumberLengthLimitEverywhere() {
        rejectedEverywhere(ReaderOptions.defaults(), repeat("9", 1_000_000, ""), "Number length exceeds the limit of 1000");
        rejectedEverywhere(ReaderOptions.defaults(), repeat("9", 1_000_000, "]").length > 0 ? prefixed("[", repeat("9", 1_000_000, "]")) : null,
                "Number length exceeds the limit of 1000");
        JsonException x = assertThrows(JsonException.class, () -> JsonReader.of(repeat("9", 1_000_000, "")).nextNumber());
        assertLocated(x, "nextNumber");
        assertThrows(JsonException.class, () -> JsonReader.of(repeat("9", 1_000_000, "")).nextBigInteger());
        assertThrows(JsonException.class, () -> JsonReader.of(repeat("9", 1_000_000, "")).nextDouble());
    }

    private static byte[] prefixed(String p, byte[] b) {
        byte[] c = new byte[b.length + p.length()];
        System.arraycopy(p.getBytes(StandardCharsets.US_ASCII), 0, c, 0, p.length());
        System.arraycopy(b, 0, c, p.length(), b.length);
        return c;
    }

    @Test
    void aHugeNegativeExponentIsRefusedForBigDecimalAndUnderflowsForDouble() {
        assertTimeoutPreemptively(QUICK, () -> {
            String text = "1e-100000000";
            JsonException big = assertThrows(JsonException.class, () -> JsonReader.of(text).nextBigDecimal());
            assertLocated(big, "nextBigDecimal");
            assertTrue(big.detail().contains("exponent"), big.getMessage());
            JsonException bigStream = assertThrows(JsonException.class,
                    () -> JsonReader.of(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII))).nextBigDecimal());
            assertLocated(bigStream, "nextBigDecimal(InputStream)");
            // A double underflows to zero, correctly rounded: that is the right value, not a silent error.
            assertEquals(0.0, JsonReader.of(text).nextDouble());
            assertEquals(0.0f, JsonReader.of(text).nextFloat());
            assertEquals(-0.0, JsonReader.of("-" + text).nextDouble());
            JsonNumber n = JsonReader.of(text).nextNumber();
            assertEquals(text, n.toString());
            JsonException later = assertThrows(JsonException.class, n::bigDecimalValue);
            assertTrue(later.detail().contains("exponent"), later.getMessage());
            assertThrows(JsonException.class, n::bigIntegerValue);
            assertThrows(JsonException.class, () -> JsonReader.of(text).nextLong());
            JsonException tree = assertThrows(JsonException.class, () -> ((JsonNumberValue) Json.parse(text)).number().bigDecimalValue());
            assertTrue(tree.detail().contains("exponent"), tree.getMessage());
            assertEquals(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY);
            JsonException huge = assertThrows(JsonException.class, () -> JsonReader.of("1e100000000").nextDouble());
            assertLocated(huge, "nextDouble overflow");
        });
    }

    @Test
    void aHundredThousandNamesWithALateDuplicateAreRejectedQuickly() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < 100_000; i++) sb.append('"').append("k").append(i).append("\":").append(i).append(',');
        sb.append("\"k0\":0}");
        byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
        ReaderOptions strict = ReaderOptions.defaults().withRejectDuplicateNames(true);
        rejectedEverywhere(strict, b, "Duplicate name");
        // Without the option the document reads, and the last value wins.
        assertEquals(100_000, ((JsonObject) Json.parse(b)).size());
    }

    @Test
    void aHundredThousandEqualNamesAreRejectedAtTheSecond() {
        byte[] b = repeat("\"a\":1,", 100_000, "\"a\":1}");
        b = prefixed("{", b);
        ReaderOptions strict = ReaderOptions.defaults().withRejectDuplicateNames(true);
        rejectedEverywhere(strict, b, "Duplicate name");
        JsonException x = assertThrows(JsonException.class, () -> Json.parse(strict.reader(prefixed("{", repeat("\"a\":1,", 100_000, "\"a\":1}")))));
        assertEquals(7, x.offset(), x.getMessage());
    }

    @Test
    void namesWithCollidingHashCodesDoNotSlowDuplicateDetection() {
        // "Aa" and "BB" share String.hashCode, so every 17-pair combination collides.
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < 100_000; i++) {
            sb.append('"');
            for (int bit = 16; bit >= 0; bit--) sb.append((i >> bit & 1) == 0 ? "Aa" : "BB");
            sb.append("\":1,");
        }
        sb.setLength(sb.length() - 1);
        sb.append('}');
        byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
        ReaderOptions strict = ReaderOptions.defaults().withRejectDuplicateNames(true);
        assertTimeoutPreemptively(QUICK, () -> {
            JsonObject o = (JsonObject) Json.parse(strict.reader(b));
            assertEquals(100_000, o.size());
            for (int i = 0; i < o.size(); i++) assertEquals(i, o.indexOf(o.name(i)));
            assertEquals(-1, o.indexOf("AaAaAaAaAaAaAaAaAaAa"));
            assertEquals(o, Json.parse(b));
            // A repeated colliding name merges (last value wins) without a quadratic scan.
            JsonObject.Builder builder = JsonObject.builder();
            for (int i = 0; i < o.size(); i++) builder.put(o.name(i), i);
            builder.put(o.name(5), "last");
            JsonObject merged = builder.build();
            assertEquals(100_000, merged.size());
            assertEquals("last", ((JsonString) merged.get(o.name(5))).value());
            assertEquals(o.name(5), merged.name(5));
        });
    }

    @Test
    void nulBytesAreRejectedWhereverTheyAppear() {
        for (String s : new String[] {"\0", "[\0]", "[1,\0]", "{\"a\0\":1}", "[\"a\0\"]", "[1\0]", "{\0}", "[tr\0ue]"}) {
            rejectedEverywhere(ReaderOptions.defaults(), s.getBytes(StandardCharsets.UTF_8), "");
        }
    }

    private static final byte[][] BAD_UTF8 = {
            {(byte) 0xC0, (byte) 0x80}, {(byte) 0xC1, (byte) 0xBF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
            {(byte) 0xED, (byte) 0xBF, (byte) 0xBF}, {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80},
            {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, {(byte) 0xE0, (byte) 0x80, (byte) 0x80},
            {(byte) 0xF0, (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0x80}, {(byte) 0xBF}, {(byte) 0xFF},
            {(byte) 0xE2, (byte) 0x82}, {(byte) 0xF0, (byte) 0x9F, (byte) 0x98},
    };

    @Test
    void invalidUtf8InNamesIsRejectedByEveryNameReadingMethodAndNameMode() {
        for (byte[] bad : BAD_UTF8) {
            for (String prefix : new String[] {"", "abcdefgh", "abcdefghijklmnopqrstuvwxyz"}) {
                byte[] doc = concat("{\"" + prefix, bad, "\":1}");
                for (NameMode mode : NameMode.values()) {
                    ReaderOptions o = ReaderOptions.defaults().withNameMode(mode);
                    String what = mode + " " + MutationReading.describe(doc);
                    assertLocated(assertThrows(JsonException.class, () -> Json.parse(o.reader(doc)), what), what);
                    assertLocated(assertThrows(JsonException.class, () -> Json.parse(o.withBufferSize(16).reader(new ByteArrayInputStream(doc))), what), what);
                    assertLocated(assertThrows(JsonException.class, () -> MutationReading.copy(o.reader(doc)), what), what);
                    assertLocated(assertThrows(JsonException.class, () -> MutationReading.skip(o.reader(doc)), what), what);
                    assertLocated(assertThrows(JsonException.class, () -> { JsonReader r = o.reader(doc); r.beginObject(); r.skipName(); }, what), what);
                    assertLocated(assertThrows(JsonException.class, () -> { JsonReader r = o.reader(doc); r.beginObject(); r.selectName(Names.of("x", prefix)); }, what), what);
                    // The same name read twice must fail twice (a name cache must not remember a bad name).
                    byte[] twice = concat("[{\"" + prefix, bad, "\":1}," + new String(doc, StandardCharsets.ISO_8859_1) + "]");
                    assertThrows(JsonException.class, () -> Json.parse(o.reader(twice)), what);
                }
                byte[] inValue = concat("[\"" + prefix, bad, "\"]");
                assertLocated(assertThrows(JsonException.class, () -> Json.parse(inValue)), "value");
                assertLocated(assertThrows(JsonException.class, () -> MutationReading.skip(JsonReader.of(inValue))), "skipped value");
            }
        }
    }

    private static byte[] concat(String a, byte[] b, String c) {
        byte[] x = a.getBytes(StandardCharsets.ISO_8859_1);
        byte[] z = c.getBytes(StandardCharsets.ISO_8859_1);
        byte[] out = new byte[x.length + b.length + z.length];
        System.arraycopy(x, 0, out, 0, x.length);
        System.arraycopy(b, 0, out, x.length, b.length);
        System.arraycopy(z, 0, out, x.length + b.length, z.length);
        return out;
    }

    @Test
    void utf16InputIsRejectedWithOrWithoutAByteOrderMark() {
        String json = "{\"a\":[1,2]}";
        byte[][] inputs = {
                json.getBytes(StandardCharsets.UTF_16BE), json.getBytes(StandardCharsets.UTF_16LE),
                json.getBytes(StandardCharsets.UTF_16), // big-endian with BOM FE FF
                concat("", new byte[] {(byte) 0xFF, (byte) 0xFE}, new String(json.getBytes(StandardCharsets.UTF_16LE), StandardCharsets.ISO_8859_1)),
                "[\"a\"]".getBytes(StandardCharsets.UTF_16LE), "7".getBytes(StandardCharsets.UTF_16LE),
        };
        for (byte[] b : inputs) {
            for (Map.Entry<String, Function<byte[], Object>> e : entryPoints(ReaderOptions.defaults()).entrySet()) {
                if (e.getKey().contains("String") || e.getKey().contains("Reader")) continue; // chars are not bytes
                JsonException x = assertThrows(JsonException.class, () -> e.getValue().apply(b), e.getKey() + " " + MutationReading.describe(b));
                assertLocated(x, e.getKey());
            }
        }
    }

    @Test
    void anIOExceptionMidwayIsAJsonExceptionWithTheCauseAndWhereItHappened() {
        byte[] good = "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]".getBytes(StandardCharsets.US_ASCII);
        IOException boom = new IOException("disk on fire");
        for (Map.Entry<String, Function<InputStream, Object>> e : Map.<String, Function<InputStream, Object>>of(
                "Json.parse", Json::parse,
                "skipValue", in -> MutationReading.skip(ReaderOptions.defaults().withBufferSize(16).reader(in)),
                "walk", in -> MutationReading.walk(ReaderOptions.defaults().withBufferSize(16).reader(in)),
                "copyTo", in -> MutationReading.copy(ReaderOptions.defaults().withBufferSize(16).reader(in))).entrySet()) {
            InputStream failing = new InputStream() {
                int pos;
                @Override public int read() throws IOException {
                    if (pos >= 20) throw boom;
                    return good[pos++];
                }
                @Override public int read(byte[] b, int off, int len) throws IOException {
                    if (pos >= 20) throw boom;
                    int n = Math.min(len, Math.min(7, 20 - pos));
                    System.arraycopy(good, pos, b, off, n);
                    pos += n;
                    return n;
                }
            };
            JsonException x = assertThrows(JsonException.class, () -> e.getValue().apply(failing), e.getKey());
            assertInstanceOf(IOException.class, x.getCause(), e.getKey());
            assertEquals(boom, x.getCause(), e.getKey());
            assertTrue(x.offset() >= 0 && x.path() != null, e.getKey() + ": no location in " + x.getMessage());
        }
    }

    @Test
    void duplicateDetectionAfterOneHugeObjectStaysFastForManySmallOnes() {
        // One big object grows the seen-names set of its depth; clearing that set for every later
        // small object at the same depth must not cost the big object's size each time.
        StringBuilder sb = new StringBuilder("[{");
        for (int i = 0; i < 100_000; i++) sb.append("\"k").append(i).append("\":0,");
        sb.setLength(sb.length() - 1);
        sb.append('}');
        for (int i = 0; i < 200_000; i++) sb.append(",{\"a\":1}");
        sb.append(']');
        byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
        ReaderOptions strict = ReaderOptions.defaults().withRejectDuplicateNames(true);
        assertTimeoutPreemptively(QUICK, () -> {
            MutationReading.skip(strict.reader(b));
            assertEquals(200_001, ((JsonArray) Json.parse(strict.reader(b))).size());
        });
    }

    static void run(Executable e) throws Throwable { e.execute(); }
}
