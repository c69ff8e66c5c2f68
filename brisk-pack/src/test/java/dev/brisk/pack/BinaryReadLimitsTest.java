package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Every {@link ReadLimits} limit holds for both binary readers as for the JSON reader: a
 * document just within the limit reads, one just beyond fails with the JSON reader's message at
 * a stated byte offset, whichever way the MessagePack reader is driven (copy, skip, pull; array
 * or a stream that delivers one byte per read).
 */
class BinaryReadLimitsTest {
    private static final ReadLimits DEFAULTS = ReadLimits.defaults();

    // ------------------------------------------------------------ string and name length

    @Test
    void stringLengthCountsCharsNotBytesInBothReaders() {
        ReadLimits limits = DEFAULTS.withMaxStringLength(10);
        String message = "String length exceeds the limit of 10 (raise it with ReadLimits.withMaxStringLength)";
        // 10 chars in 20 bytes (2-byte chars), 10 chars in 20 bytes (surrogate pairs), 10 chars in 30 bytes
        for (String within : List.of("é".repeat(10), "😀".repeat(5), "€".repeat(10), "a".repeat(10))) {
            String json = "[\"x\", \"" + within + "\"]";
            readsEverywhere(json, limits);
        }
        for (String beyond : List.of("é".repeat(11), "😀".repeat(5) + "a", "€".repeat(11), "a".repeat(11), "a".repeat(40))) {
            String json = "[\"x\", \"" + beyond + "\"]";
            assertEquals(message, jsonError(json, limits).detail());
            failsInMsgPack(json, limits, message, 3); // 0x92, 0xa1 'x', then the str
            byte[] vpack = vpack(json);
            int at = 4; // compact array: 0x13, byte length, 0x41 'x', then the string
            assertTrue((vpack[at] & 0xff) >= 0x40 && (vpack[at] & 0xff) <= 0xbf, "layout changed");
            failsInSlice(vpack, limits, message, at);
        }
    }

    @Test
    void nameLengthCountsCharsNotBytesInBothReaders() {
        ReadLimits limits = DEFAULTS.withMaxNameLength(4);
        String message = "Name length exceeds the limit of 4 (raise it with ReadLimits.withMaxNameLength)";
        for (String within : List.of("ééé€", "😀😀", "abcd")) {
            readsEverywhere("{\"" + within + "\": 1}", limits);
        }
        for (String beyond : List.of("éé€€a", "😀😀a", "abcde", "a".repeat(13))) {
            String json = "{\"" + beyond + "\": 1}";
            assertEquals(message, jsonError(json, limits).detail());
            failsInMsgPack(json, limits, message, 1); // 0x81, then the name
            failsInSlice(vpack(json), limits, message, 2); // compact object: 0x14, byte length, then the name
        }
        // the pull API applies the name limit too
        JsonException e = assertThrows(JsonException.class, () -> {
            MsgPackReader r = MsgPackReader.of(msgpack("{\"abcde\": 1}"), 0, msgpack("{\"abcde\": 1}").length, limits);
            r.beginObject();
            r.nextName();
        });
        assertEquals(message, e.detail());
        assertEquals(1, e.offset());
    }

    @Test
    void aSkippedStringIsJudgedByItsCharsToo() {
        ReadLimits limits = DEFAULTS.withMaxStringLength(3);
        MsgPackReader ok = reader(msgpack("[\"ééé\", 1]"), limits);
        ok.beginArray();
        ok.skipValue();
        assertEquals(1, ok.nextLong());
        MsgPackReader bad = reader(msgpack("[\"éééé\", 1]"), limits);
        bad.beginArray();
        JsonException e = assertThrows(JsonException.class, bad::skipValue);
        assertEquals("String length exceeds the limit of 3 (raise it with ReadLimits.withMaxStringLength)", e.detail());
        assertEquals(1, e.offset());
    }

    @Test
    void randomStringsPassOrFailTheLengthLimitExactlyAsInTheJsonReader() {
        Random random = new Random(20261129);
        String[] pieces = {"a", "Z", "é", "ß", "€", "中", "😀", "𝄞"};
        for (int i = 0; i < 400; i++) {
            StringBuilder s = new StringBuilder();
            int n = random.nextInt(12);
            for (int k = 0; k < n; k++) s.append(pieces[random.nextInt(pieces.length)]);
            int max = 1 + random.nextInt(12);
            String json = "{\"" + s + "\": \"" + s + "\"}";
            for (ReadLimits limits : List.of(DEFAULTS.withMaxStringLength(max), DEFAULTS.withMaxNameLength(max))) {
                String expected = jsonOutcome(json, limits);
                assertEquals(expected, outcome(() -> reader(msgpack(json), limits).copyTo(MsgPackWriter.toBytes())), json);
                assertEquals(expected, outcome(() -> Slice.of(vpack(json), 0, vpack(json).length, limits)), json);
            }
        }
    }

    // ------------------------------------------------------------ document size

    @Test
    void documentSizeCountsTheBytesOfTheValue() {
        String json = "[1, 2, 3, \"abcdef\"]";
        byte[] mp = msgpack(json); // 0x94 01 02 03 0xa6 abcdef: 11 bytes
        assertEquals(11, mp.length);
        readsMsgPackEveryWay(mp, DEFAULTS.withMaxDocumentSize(11));
        String message = "Document size exceeds the limit of 10 (raise it with ReadLimits.withMaxDocumentSize)";
        failsInMsgPack(json, DEFAULTS.withMaxDocumentSize(10), message, 10); // offset: the first byte beyond it
        failsInMsgPack(json, DEFAULTS.withMaxDocumentSize(4),
                "Document size exceeds the limit of 4 (raise it with ReadLimits.withMaxDocumentSize)", 4);
        failsInMsgPack(json, DEFAULTS.withMaxDocumentSize(1),
                "Document size exceeds the limit of 1 (raise it with ReadLimits.withMaxDocumentSize)", 1);

        byte[] vp = vpack(json);
        Slice.of(vp, 0, vp.length, DEFAULTS.withMaxDocumentSize(vp.length));
        failsInSlice(vp, DEFAULTS.withMaxDocumentSize(vp.length - 1),
                "Document size exceeds the limit of " + (vp.length - 1) + " (raise it with ReadLimits.withMaxDocumentSize)",
                vp.length - 1);
        assertTrue(jsonError(json, DEFAULTS.withMaxDocumentSize(10)).detail().startsWith("Document size exceeds the limit of 10"));
    }

    @Test
    void documentSizeCountsFromTheValueNotFromTheStartOfTheArray() {
        byte[] padded = {9, 9, 9, (byte) 0x93, 1, 2, 3, 9};
        for (ReadLimits limits : List.of(DEFAULTS, DEFAULTS.withMaxDocumentSize(4), DEFAULTS.withMaxDocumentSize(Long.MAX_VALUE - 2))) {
            MsgPackReader r = MsgPackReader.of(padded, 3, 4, limits);
            r.beginArray();
            assertEquals(1, r.nextInt());
            assertEquals(2, r.nextInt());
            assertEquals(3, r.nextInt());
            r.endArray();
        }
        JsonException e = assertThrows(JsonException.class,
                () -> MsgPackReader.of(padded, 3, 4, DEFAULTS.withMaxDocumentSize(3)).skipValue());
        assertEquals(3, e.offset());
        byte[] vp = vpack("[1, 2, 3]");
        byte[] vpPadded = new byte[vp.length + 5];
        System.arraycopy(vp, 0, vpPadded, 5, vp.length);
        Slice.of(vpPadded, 5, vp.length, DEFAULTS.withMaxDocumentSize(vp.length));
        JsonException s = assertThrows(JsonException.class,
                () -> Slice.of(vpPadded, 5, vp.length, DEFAULTS.withMaxDocumentSize(vp.length - 1)));
        assertEquals(5 + vp.length - 1, s.offset());
    }

    @Test
    void documentSizeAppliesToEachTopLevelValueOfAMessagePackSequence() {
        byte[] one = msgpack("[1, 2, 3]"); // 4 bytes
        byte[] three = new byte[12];
        for (int i = 0; i < 3; i++) System.arraycopy(one, 0, three, 4 * i, 4);
        for (boolean stream : new boolean[] {false, true}) {
            MsgPackReader r = stream ? MsgPackReader.of(trickle(three), DEFAULTS.withMaxDocumentSize(4))
                    : reader(three, DEFAULTS.withMaxDocumentSize(4));
            int values = 0;
            while (r.hasNext()) {
                r.beginArray();
                assertEquals(1, r.nextInt());
                assertEquals(2, r.nextInt());
                assertEquals(3, r.nextInt());
                r.endArray();
                values++;
            }
            assertEquals(3, values);
        }
        // top-level scalars read back to back, with no hasNext between them
        byte[] twice = {(byte) 0xa2, 'a', 'b', (byte) 0xa2, 'c', 'd'};
        MsgPackReader r = reader(twice, DEFAULTS.withMaxDocumentSize(3));
        assertEquals("ab", r.nextString());
        assertEquals("cd", r.nextString());
        MsgPackReader copier = reader(twice, DEFAULTS.withMaxDocumentSize(3));
        MsgPackWriter out = MsgPackWriter.toBytes();
        copier.copyTo(out);
        copier.copyTo(out);
        assertEquals(6, out.toByteArray().length);
    }

    @Test
    void aDeclaredLengthBeyondTheDocumentSizeFailsBeforeAnythingIsRead() {
        // str32 declaring 1,000,000 bytes, from a stream that has only 10 of them
        byte[] head = {(byte) 0xdb, 0x00, 0x0f, 0x42, 0x40, 'a', 'b', 'c', 'd', 'e'};
        JsonException e = assertThrows(JsonException.class,
                () -> MsgPackReader.of(trickle(head), DEFAULTS.withMaxDocumentSize(1000)).skipValue());
        assertEquals("Document size exceeds the limit of 1000 (raise it with ReadLimits.withMaxDocumentSize)", e.detail());
        assertEquals(1000, e.offset());
    }

    @Test
    void aDeclaredLengthBeyondTheInputIsSaidSoEvenWhereTheWindowEndsFirst() {
        // in memory the end of the input is known: a length past it is a bad length (or a cut),
        // at an offset inside the input, not a size limit at an offset the input never reaches
        ReadLimits window = DEFAULTS.withMaxDocumentSize(100);
        byte[] ext = {1, (byte) 0xc8, (byte) 0xad, 0x14, 3}; // 1, then ext16 declaring 44308 bytes: none there
        for (Consumer<byte[]> way : List.<Consumer<byte[]>>of(
                b -> { MsgPackReader r = reader(b, window); while (r.hasNext()) r.skipValue(); },
                b -> { MsgPackReader r = reader(b, window); r.skipValue(); r.nextExtension(); },
                b -> MsgPackCursorTest.walkAll(MsgPackCursor.of(b, 0, b.length, window)))) {
            JsonException e = assertThrows(JsonException.class, () -> way.accept(ext));
            assertEquals("An ext of 44308 bytes exceeds the 0 bytes that remain", e.detail());
            assertEquals(5, e.offset());
        }
        byte[] cut = {(byte) 0x92, (byte) 0xcb, 0, 0}; // a float64 with 2 of its 8 bytes
        JsonException e = assertThrows(JsonException.class, () -> reader(cut, DEFAULTS.withMaxDocumentSize(5)).skipValue());
        assertEquals("Truncated input: 8 bytes needed, 2 remain", e.detail());
        assertEquals(2, e.offset());
        // within the input, the window still decides
        byte[] whole = {(byte) 0x92, (byte) 0xcb, 0, 0, 0, 0, 0, 0, 0, 0, 1};
        e = assertThrows(JsonException.class, () -> reader(whole, DEFAULTS.withMaxDocumentSize(5)).skipValue());
        assertEquals("Document size exceeds the limit of 5 (raise it with ReadLimits.withMaxDocumentSize)", e.detail());
        assertEquals(5, e.offset());
    }

    @Test
    void aSkippedBinOrExtIsHeldToTheLengthLimitAsARead() {
        ReadLimits limits = DEFAULTS.withMaxStringLength(10);
        for (int len : new int[] {10, 11}) {
            byte[] bin = new byte[2 + len];
            bin[0] = (byte) 0xc4;
            bin[1] = (byte) len;
            byte[] ext = new byte[3 + len];
            ext[0] = (byte) 0xc7;
            ext[1] = (byte) len;
            ext[2] = 5;
            List<Consumer<byte[]>> skips = List.of(
                    b -> reader(b, limits).skipValue(),
                    b -> MsgPackReader.of(trickle(b), limits).skipValue(),
                    b -> MsgPackCursor.of(b, 0, b.length, limits).next());
            for (Consumer<byte[]> skip : skips) {
                if (len == 10) {
                    skip.accept(bin);
                    skip.accept(ext);
                    continue;
                }
                assertEquals("Binary length exceeds the limit of 10 (raise it with ReadLimits.withMaxStringLength)",
                        assertThrows(JsonException.class, () -> skip.accept(bin)).detail());
                assertEquals("Extension length exceeds the limit of 10 (raise it with ReadLimits.withMaxStringLength)",
                        assertThrows(JsonException.class, () -> skip.accept(ext)).detail());
            }
            if (len == 11) { // as reading it does
                assertEquals("Binary length exceeds the limit of 10 (raise it with ReadLimits.withMaxStringLength)",
                        assertThrows(JsonException.class, () -> reader(bin, limits).nextString()).detail());
            }
        }
    }

    // ------------------------------------------------------------ token count

    @Test
    void tokenCountCountsValuesAndNames() {
        String json = "{\"a\": [1, 2]}"; // object, name, array, 1, 2: five tokens
        readsMsgPackEveryWay(msgpack(json), DEFAULTS.withMaxTokenCount(5));
        byte[] vp = vpack(json);
        Slice.of(vp, 0, vp.length, DEFAULTS.withMaxTokenCount(5));
        String message = "Token count exceeds the limit of 4 (raise it with ReadLimits.withMaxTokenCount)";
        failsInMsgPack(json, DEFAULTS.withMaxTokenCount(4), message, 5); // 0x81 0xa1 'a' 0x92 0x01, then 0x02
        int two = vp.length - 1;
        while (vp[two] != 0x32) two--; // VelocyPack small int 2
        failsInSlice(vp, DEFAULTS.withMaxTokenCount(4), message, two);
        failsInMsgPack(json, DEFAULTS.withMaxTokenCount(1),
                "Token count exceeds the limit of 1 (raise it with ReadLimits.withMaxTokenCount)", 1);
        assertTrue(jsonError(json, DEFAULTS.withMaxTokenCount(4)).detail().equals(message));
    }

    /**
     * One meaning in every format: the values and member names of one top-level value (a
     * container counts once; JSON's closing brackets are not tokens, MessagePack and VelocyPack
     * have none). A document with n of them reads under a limit of n everywhere and fails under
     * n - 1 everywhere.
     */
    @Property(tries = 300)
    void tokenCountMeansTheSameInJsonMessagePackAndVelocyPack(@ForAll long seed) {
        Random random = new Random(seed);
        String json = randomJson(random, 0);
        long n = tokens(json);
        for (String doc : List.of(json, "[1,2,3,4,5]", "[[],{}]", "{\"a\":{\"b\":[null]}}")) {
            long count = doc == json ? n : tokens(doc);
            readsEverywhere(doc, DEFAULTS.withMaxTokenCount(count));
            if (count == 1) continue;
            ReadLimits fewer = DEFAULTS.withMaxTokenCount(count - 1);
            String message = "Token count exceeds the limit of " + (count - 1) + " (raise it with ReadLimits.withMaxTokenCount)";
            assertEquals(message, jsonError(doc, fewer).detail(), doc);
            for (Consumer<byte[]> way : msgPackWays(fewer)) {
                assertEquals(message, assertThrows(JsonException.class, () -> way.accept(msgpack(doc)), doc).detail(), doc);
            }
            byte[] vp = vpack(doc);
            assertEquals(message, assertThrows(JsonException.class, () -> Slice.of(vp, 0, vp.length, fewer), doc).detail(), doc);
        }
    }

    /** Values and names, counted on the tree (not by any reader). */
    private static long tokens(String json) {
        return tokens(dev.brisk.json.Json.parse(json.getBytes(StandardCharsets.UTF_8)));
    }

    private static long tokens(dev.brisk.json.JsonValue v) {
        long n = 1;
        if (v instanceof dev.brisk.json.JsonArray) {
            dev.brisk.json.JsonArray a = (dev.brisk.json.JsonArray) v;
            for (int i = 0; i < a.size(); i++) n += tokens(a.get(i));
        } else if (v instanceof dev.brisk.json.JsonObject) {
            dev.brisk.json.JsonObject o = (dev.brisk.json.JsonObject) v;
            for (int i = 0; i < o.size(); i++) n += 1 + tokens(o.value(i));
        }
        return n;
    }

    private static String randomJson(Random r, int depth) {
        int kind = r.nextInt(depth > 3 ? 4 : 6);
        switch (kind) {
            case 0: return Integer.toString(r.nextInt(1000) - 500);
            case 1: return "\"s" + r.nextInt(100) + "\"";
            case 2: return r.nextBoolean() ? "true" : "null";
            case 3: return "1.5e" + r.nextInt(10);
            case 4: {
                StringBuilder sb = new StringBuilder("[");
                for (int i = 0, n = r.nextInt(6); i < n; i++) sb.append(i > 0 ? "," : "").append(randomJson(r, depth + 1));
                return sb.append(']').toString();
            }
            default: {
                StringBuilder sb = new StringBuilder("{");
                for (int i = 0, n = r.nextInt(6); i < n; i++) sb.append(i > 0 ? "," : "").append("\"k").append(i).append("\":").append(randomJson(r, depth + 1));
                return sb.append('}').toString();
            }
        }
    }

    @Test
    void tokenCountStartsAgainForEachTopLevelValue() {
        byte[] seq = {(byte) 0x92, 1, 2, (byte) 0x92, 3, 4};
        MsgPackReader r = reader(seq, DEFAULTS.withMaxTokenCount(3));
        MsgPackWriter out = MsgPackWriter.toBytes();
        while (r.hasNext()) r.copyTo(out);
    }

    // ------------------------------------------------------------ helpers

    private static byte[] msgpack(String json) {
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy(json.getBytes(StandardCharsets.UTF_8), w);
        return w.toByteArray();
    }

    private static byte[] vpack(String json) {
        PackBuilder b = new PackBuilder();
        JsonIn.copy(json.getBytes(StandardCharsets.UTF_8), b);
        return b.toByteArray();
    }

    private static MsgPackReader reader(byte[] b, ReadLimits limits) { return MsgPackReader.of(b, 0, b.length, limits); }

    /** A stream that hands out one byte per read, so every buffer refill crosses the window. */
    private static InputStream trickle(byte[] b) {
        return new ByteArrayInputStream(b) {
            @Override public synchronized int read(byte[] dst, int off, int len) {
                return super.read(dst, off, Math.min(len, 1));
            }
        };
    }

    /** Every way to consume one MessagePack value: copy and skip, from an array and a stream, and the cursor. */
    private static List<Consumer<byte[]>> msgPackWays(ReadLimits limits) {
        List<Consumer<byte[]>> ways = new ArrayList<>();
        ways.add(b -> reader(b, limits).copyTo(MsgPackWriter.toBytes()));
        ways.add(b -> reader(b, limits).skipValue());
        ways.add(b -> MsgPackReader.of(trickle(b), limits).copyTo(MsgPackWriter.toBytes()));
        ways.add(b -> MsgPackReader.of(trickle(b), limits).skipValue());
        ways.add(b -> pullAll(reader(b, limits)));
        ways.add(b -> MsgPackCursorTest.walkAll(MsgPackCursor.of(b, 0, b.length, limits)));
        ways.add(b -> {
            MsgPackCursor c = MsgPackCursor.of(b, 0, b.length, limits);
            for (int k; (k = c.next()) != MsgPackCursor.END; ) c.skipChildren();
        });
        return ways;
    }

    /** Reads one value through the pull API (nextName, nextString, nextLong, ...). */
    private static void pullAll(MsgPackReader r) {
        int depth = 0;
        do {
            switch (r.peek()) {
                case BEGIN_OBJECT: r.beginObject(); depth++; break;
                case BEGIN_ARRAY: r.beginArray(); depth++; break;
                case END_OBJECT: r.endObject(); depth--; break;
                case END_ARRAY: r.endArray(); depth--; break;
                case NAME: r.nextName(); break;
                case STRING: r.nextString(); break;
                case NUMBER: r.nextDouble(); break;
                default: r.skipValue();
            }
        } while (depth > 0);
    }

    private static void readsMsgPackEveryWay(byte[] b, ReadLimits limits) {
        for (Consumer<byte[]> way : msgPackWays(limits)) way.accept(b);
    }

    private static void readsEverywhere(String json, ReadLimits limits) {
        assertEquals("ok", jsonOutcome(json, limits), json);
        readsMsgPackEveryWay(msgpack(json), limits);
        byte[] vp = vpack(json);
        Slice.of(vp, 0, vp.length, limits).copyTo(new PackBuilder());
    }

    private static void failsInMsgPack(String json, ReadLimits limits, String message, long offset) {
        byte[] b = msgpack(json);
        for (Consumer<byte[]> way : msgPackWays(limits)) {
            JsonException e = assertThrows(JsonException.class, () -> way.accept(b), json);
            assertEquals(message, e.detail(), json);
            assertEquals(offset, e.offset(), json);
        }
    }

    private static void failsInSlice(byte[] b, ReadLimits limits, String message, long offset) {
        JsonException e = assertThrows(JsonException.class, () -> Slice.of(b, 0, b.length, limits));
        assertEquals(message, e.detail());
        assertEquals(offset, e.offset());
    }

    private static JsonException jsonError(String json, ReadLimits limits) {
        return assertThrows(JsonException.class, () -> {
            try (JsonReader r = ReaderOptions.defaults().withLimits(limits).reader(json.getBytes(StandardCharsets.UTF_8))) {
                r.skipValue();
            }
        });
    }

    private static String jsonOutcome(String json, ReadLimits limits) {
        return outcome(() -> {
            try (JsonReader r = ReaderOptions.defaults().withLimits(limits).reader(json.getBytes(StandardCharsets.UTF_8))) {
                r.skipValue();
            }
        });
    }

    /** "ok", or the detail of the JsonException the action threw. */
    private static String outcome(Runnable action) {
        try {
            action.run();
            return "ok";
        } catch (JsonException e) {
            return e.detail();
        }
    }
}
