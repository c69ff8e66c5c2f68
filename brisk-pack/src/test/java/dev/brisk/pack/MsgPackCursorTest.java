package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.ReadLimits;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessageFormat;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.ValueType;

/**
 * {@link MsgPackCursor} read side by side with msgpack-core's {@code MessageUnpacker}: the same
 * kinds, sizes and values, value by value, on the corpora and on generated documents that use
 * every form of the format; and the trust properties (truncation, declared lengths, UTF-8,
 * depth) each a {@link JsonException} with the byte offset.
 */
class MsgPackCursorTest {

    static Stream<String> corpora() { return Corpora.names(); }

    // ------------------------------------------------------------ against msgpack-core

    @ParameterizedTest
    @MethodSource("corpora")
    void readsTheCorporaAsMsgpackCoreDoes(String name) throws IOException {
        byte[] json = Corpora.read(name);
        assertSameAsMsgpackCore(MsgPackRef.pack(json)); // msgpack-core's bytes
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy(json, w);
        assertSameAsMsgpackCore(w.toByteArray()); // Brisk's own (uniform integer arrays and all)
    }

    @Property(tries = 300)
    void readsGeneratedDocumentsOfEveryFormAsMsgpackCoreDoes(@ForAll long seed) throws IOException {
        assertSameAsMsgpackCore(generated(new Random(seed)));
    }

    @Test
    void readsEveryIntegerAndFloatFormAtItsEdges() throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        long[] edges = {0, 1, 127, 128, 255, 256, 65535, 65536, 4294967295L, 4294967296L, Long.MAX_VALUE,
                -1, -32, -33, -128, -129, -32768, -32769, Integer.MIN_VALUE, Integer.MIN_VALUE - 1L, Long.MIN_VALUE};
        p.packArrayHeader(edges.length * 2 + 6);
        for (long v : edges) {
            p.packLong(v);
            p.packBigInteger(BigInteger.valueOf(v)); // the same values through msgpack-core's other path
        }
        p.packBigInteger(new BigInteger("18446744073709551615"));
        p.packBigInteger(new BigInteger("9223372036854775808"));
        p.packFloat(1.5f);
        p.packFloat(Float.NaN);
        p.packDouble(-0.0);
        p.packDouble(Double.MIN_VALUE);
        p.close();
        byte[] b = p.toByteArray();
        assertSameAsMsgpackCore(b);

        MsgPackCursor c = MsgPackCursor.of(b);
        assertEquals(MsgPackCursor.ARRAY, c.next());
        for (int i = 0; i < edges.length * 2; i++) {
            assertEquals(MsgPackCursor.INTEGER, c.next());
            assertEquals(edges[i / 2], c.longValue());
            assertEquals((double) edges[i / 2], c.doubleValue());
        }
        assertEquals(MsgPackCursor.INTEGER, c.next());
        assertEquals(new BigInteger("18446744073709551615"), c.bigIntegerValue());
        assertEquals(1.8446744073709552E19, c.doubleValue());
        JsonException e = assertThrows(JsonException.class, c::longValue);
        assertTrue(e.detail().contains("uint64 above Long.MAX_VALUE"), e.detail());
        assertEquals(MsgPackCursor.INTEGER, c.next());
        assertEquals(new BigInteger("9223372036854775808"), c.bigIntegerValue());
        assertEquals(MsgPackCursor.FLOAT, c.next());
        assertEquals(1.5, c.doubleValue());
        assertEquals(MsgPackCursor.FLOAT, c.next());
        assertTrue(Double.isNaN(c.doubleValue()));
        assertEquals(MsgPackCursor.FLOAT, c.next());
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(c.doubleValue()));
        assertEquals(MsgPackCursor.FLOAT, c.next());
        assertEquals(Double.MIN_VALUE, c.doubleValue());
        assertEquals(MsgPackCursor.END, c.next());
        assertEquals(MsgPackCursor.END, c.next()); // and stays there
    }

    /** Walks both readers value by value and compares each kind, size and value. */
    static void assertSameAsMsgpackCore(byte[] b) throws IOException {
        MsgPackCursor c = MsgPackCursor.of(b);
        int values = 0;
        try (MessageUnpacker u = MessagePack.newDefaultUnpacker(b)) {
            while (u.hasNext()) {
                MessageFormat f = u.getNextFormat();
                int kind = c.next();
                String at = "value " + values + " (" + f + ")";
                values++;
                switch (f.getValueType()) {
                    case NIL -> {
                        assertEquals(MsgPackCursor.NIL, kind, at);
                        u.unpackNil();
                    }
                    case BOOLEAN -> {
                        assertEquals(MsgPackCursor.BOOLEAN, kind, at);
                        assertEquals(u.unpackBoolean(), c.booleanValue(), at);
                    }
                    case INTEGER -> {
                        assertEquals(MsgPackCursor.INTEGER, kind, at);
                        BigInteger v = u.unpackBigInteger();
                        assertEquals(v, c.bigIntegerValue(), at);
                        assertEquals(v.doubleValue(), c.doubleValue(), at);
                        if (v.bitLength() < 64) assertEquals(v.longValue(), c.longValue(), at);
                    }
                    case FLOAT -> {
                        assertEquals(MsgPackCursor.FLOAT, kind, at);
                        assertEquals(Double.doubleToRawLongBits(u.unpackDouble()), Double.doubleToRawLongBits(c.doubleValue()), at);
                    }
                    case STRING -> {
                        assertEquals(MsgPackCursor.STRING, kind, at);
                        int len = u.unpackRawStringHeader();
                        byte[] bytes = u.readPayload(len);
                        assertEquals(len, c.size(), at);
                        assertEquals(new String(bytes, StandardCharsets.UTF_8), c.stringValue(), at);
                    }
                    case BINARY -> {
                        assertEquals(MsgPackCursor.BINARY, kind, at);
                        int len = u.unpackBinaryHeader();
                        assertEquals(len, c.size(), at);
                        assertArrayEquals(u.readPayload(len), c.binaryValue(), at);
                    }
                    case ARRAY -> {
                        assertEquals(MsgPackCursor.ARRAY, kind, at);
                        assertEquals(u.unpackArrayHeader(), c.size(), at);
                    }
                    case MAP -> {
                        assertEquals(MsgPackCursor.MAP, kind, at);
                        assertEquals(u.unpackMapHeader(), c.size(), at);
                    }
                    case EXTENSION -> {
                        assertEquals(MsgPackCursor.EXTENSION, kind, at);
                        var h = u.unpackExtensionTypeHeader();
                        assertEquals(h.getType(), c.extensionType(), at);
                        assertEquals(h.getLength(), c.size(), at);
                        byte[] payload = u.readPayload(h.getLength());
                        assertArrayEquals(payload, c.binaryValue(), at);
                        if (h.getType() == -1) {
                            assertEquals(timestamp(payload), c.timestampValue(), at);
                        }
                    }
                }
            }
        }
        assertEquals(MsgPackCursor.END, c.next(), "both at the end after " + values + " values");
        assertEquals(b.length, c.offset());
    }

    private static Instant timestamp(byte[] p) throws IOException {
        MessageBufferPacker k = MessagePack.newDefaultBufferPacker();
        k.packExtensionTypeHeader((byte) -1, p.length);
        k.writePayload(p);
        k.close();
        try (MessageUnpacker u = MessagePack.newDefaultUnpacker(k.toByteArray())) {
            return u.unpackTimestamp();
        }
    }

    /** A document of every form: all integer widths, floats, str/bin/ext of every header size, containers of every width, non-string keys, top-level sequences. */
    static byte[] generated(Random r) throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        int top = 1 + r.nextInt(3);
        int[] budget = {300};
        for (int i = 0; i < top; i++) value(p, r, 0, budget);
        p.close();
        return p.toByteArray();
    }

    private static final String[] WORDS = {"", "a", "id", "name", "é", "中文", "😀", "text with spaces", "x".repeat(31), "y".repeat(32),
            "z".repeat(255), "w".repeat(256), "ü".repeat(40000)};

    private static void value(MessageBufferPacker p, Random r, int depth, int[] budget) throws IOException {
        budget[0]--;
        int k = depth > 6 || budget[0] <= 0 ? r.nextInt(8) : r.nextInt(11);
        switch (k) {
            case 0 -> p.packNil();
            case 1 -> p.packBoolean(r.nextBoolean());
            case 2 -> p.packLong(r.nextInt(5) == 0 ? r.nextLong() : r.nextLong() >> r.nextInt(64));
            case 3 -> p.packBigInteger(new BigInteger(64, r)); // uint64 included
            case 4 -> {
                if (r.nextBoolean()) p.packDouble(r.nextGaussian() * Math.pow(10, r.nextInt(40) - 20)); else p.packFloat(r.nextFloat());
            }
            case 5 -> p.packString(r.nextInt(20) == 0 ? WORDS[WORDS.length - 1] : WORDS[r.nextInt(WORDS.length - 1)]);
            case 6 -> {
                byte[] d = new byte[r.nextInt(4) == 0 ? 300 : r.nextInt(20)];
                r.nextBytes(d);
                p.packBinaryHeader(d.length);
                p.writePayload(d);
            }
            case 7 -> {
                if (r.nextBoolean()) {
                    p.packTimestamp(Instant.ofEpochSecond(r.nextInt(2_000_000_000) - (r.nextBoolean() ? 0 : 4_000_000_000L), r.nextInt(3) == 0 ? 0 : r.nextInt(1_000_000_000)));
                } else {
                    int[] sizes = {1, 2, 4, 8, 16, 0, 3, 200, 70000};
                    byte[] d = new byte[sizes[r.nextInt(sizes.length)]];
                    r.nextBytes(d);
                    p.packExtensionTypeHeader((byte) r.nextInt(128), d.length);
                    p.writePayload(d);
                }
            }
            case 8 -> {
                int n = r.nextInt(10) == 0 ? 16 + r.nextInt(8) : r.nextInt(6);
                p.packArrayHeader(n);
                for (int i = 0; i < n; i++) value(p, r, depth + 1, budget);
            }
            default -> {
                int n = r.nextInt(10) == 0 ? 16 + r.nextInt(4) : r.nextInt(5);
                p.packMapHeader(n);
                for (int i = 0; i < n; i++) {
                    if (r.nextInt(8) == 0) value(p, r, depth + 1, budget); // any key
                    else p.packString(WORDS[r.nextInt(8)]);
                    value(p, r, depth + 1, budget);
                }
            }
        }
    }

    @Test
    void readsContainersInTheirWideFormsAndTopLevelSequences() throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packArrayHeader(0);
        p.packMapHeader(0);
        p.packInt(7);
        p.close();
        byte[] small = p.toByteArray();
        // the same three values with 16- and 32-bit headers written by hand
        byte[] wide = {(byte) 0xdc, 0, 0, (byte) 0xdf, 0, 0, 0, 0, 7, (byte) 0xdd, 0, 0, 0, 1, (byte) 0xde, 0, 1, (byte) 0xa1, 'k', (byte) 0xc3};
        for (byte[] b : List.of(small, wide)) assertSameAsMsgpackCore(b);
        MsgPackCursor c = MsgPackCursor.of(wide);
        assertEquals(MsgPackCursor.ARRAY, c.next());
        assertEquals(0, c.size());
        assertEquals(MsgPackCursor.MAP, c.next());
        assertEquals(0, c.size());
        assertEquals(MsgPackCursor.INTEGER, c.next());
        assertEquals(MsgPackCursor.ARRAY, c.next());
        assertEquals(MsgPackCursor.MAP, c.next());
        assertEquals(MsgPackCursor.STRING, c.next());
        assertEquals("k", c.stringValue());
        assertEquals(MsgPackCursor.BOOLEAN, c.next());
        assertTrue(c.booleanValue());
        assertEquals(MsgPackCursor.END, c.next());
    }

    // ------------------------------------------------------------ the API

    @Test
    void mapKeysComeBackAsOneSharedStringPerName() {
        byte[] b = pack("[{\"status\": \"status\"}, {\"status\": 1}]");
        MsgPackCursor c = MsgPackCursor.of(b);
        List<String> strings = new ArrayList<>();
        for (int k; (k = c.next()) != MsgPackCursor.END; ) {
            if (k == MsgPackCursor.STRING) strings.add(c.stringValue());
        }
        assertEquals(List.of("status", "status", "status"), strings);
        assertSame(strings.get(0), strings.get(2)); // both keys
        MsgPackReader r = MsgPackReader.of(b);
        r.beginArray();
        r.beginObject();
        assertSame(strings.get(0), r.nextName()); // the reader's names are the same instances
    }

    @Test
    void skipChildrenStepsOverAWholeContainer() {
        byte[] one = pack("[{\"a\": [1, {\"b\": [[], {}]}], \"c\": \"d\"}, 5]");
        byte[] b = java.util.Arrays.copyOf(one, one.length + 1);
        b[one.length] = 6; // a second top-level value
        MsgPackCursor c = MsgPackCursor.of(b);
        assertEquals(MsgPackCursor.ARRAY, c.next());
        assertEquals(MsgPackCursor.MAP, c.next());
        c.skipChildren();
        assertEquals(2, c.size()); // still the map's
        assertEquals(MsgPackCursor.INTEGER, c.next());
        assertEquals(5, c.longValue());
        assertEquals(MsgPackCursor.INTEGER, c.next());
        assertEquals(6, c.longValue());
        assertEquals(MsgPackCursor.END, c.next());
        MsgPackCursor e = MsgPackCursor.of(pack("[[], 1]"));
        e.next();
        assertEquals(MsgPackCursor.ARRAY, e.next());
        e.skipChildren(); // empty
        assertEquals(MsgPackCursor.INTEGER, e.next());
        e.skipChildren(); // not a container: nothing
        assertEquals(MsgPackCursor.END, e.next());
    }

    @Test
    void readsFromTheMiddleOfAnArrayWithOffsetsFromItsStart() {
        byte[] inner = pack("{\"k\": [1, \"x\"]}");
        byte[] padded = new byte[inner.length + 7];
        System.arraycopy(inner, 0, padded, 3, inner.length);
        padded[0] = (byte) 0xc1; // never read
        MsgPackCursor c = MsgPackCursor.of(padded, 3, inner.length);
        int n = 0;
        while (c.next() != MsgPackCursor.END) n++;
        assertEquals(5, n);
        assertEquals(inner.length, c.offset());
        byte[] bad = padded.clone();
        bad[3 + inner.length - 1] = (byte) 0xff; // inside "x"
        MsgPackCursor d = MsgPackCursor.of(bad, 3, inner.length);
        for (int i = 0; i < 5; i++) d.next();
        JsonException e = assertThrows(JsonException.class, d::stringValue);
        assertEquals(inner.length - 1, e.offset());
    }

    @Test
    void anAccessorForAnotherKindFailsClearly() {
        MsgPackCursor c = MsgPackCursor.of(pack("[\"s\", 1, 1.5, true, null]"));
        assertEquals(MsgPackCursor.ARRAY, c.next());
        assertEquals("The current value is an array, not a str", assertThrows(JsonException.class, c::stringValue).detail());
        assertEquals(MsgPackCursor.STRING, c.next());
        assertThrows(JsonException.class, c::longValue);
        assertThrows(JsonException.class, c::doubleValue);
        assertThrows(JsonException.class, c::binaryValue);
        assertEquals(MsgPackCursor.INTEGER, c.next());
        assertThrows(JsonException.class, c::stringValue);
        assertThrows(JsonException.class, c::size);
        assertThrows(JsonException.class, c::booleanValue);
        assertEquals(MsgPackCursor.FLOAT, c.next());
        assertThrows(JsonException.class, c::longValue);
        assertThrows(JsonException.class, c::bigIntegerValue);
        assertEquals(MsgPackCursor.BOOLEAN, c.next());
        assertThrows(JsonException.class, c::doubleValue);
        assertEquals(MsgPackCursor.NIL, c.next());
        assertThrows(JsonException.class, c::booleanValue);
        assertThrows(JsonException.class, c::extensionType);
        assertThrows(JsonException.class, c::timestampValue);
        assertEquals(MsgPackCursor.END, c.next());
        assertEquals("The current value is the end of the input, not an integer that fits a long",
                assertThrows(JsonException.class, c::longValue).detail());
    }

    private static int r(long seed, int i, int bound) { return new Random(seed * 1_000_003 + i).nextInt(bound); }

    // ------------------------------------------------------------ trust

    @Test
    void everyTruncationIsAJsonExceptionWithAnOffsetInside() throws IOException {
        for (long seed = 0; seed < 40; seed++) {
            byte[] whole = generated(new Random(seed));
            for (int i = 0; i < Math.min(whole.length, 300); i++) {
                int cut = whole.length <= 300 ? i : r(seed, i, whole.length);
                byte[] b = java.util.Arrays.copyOf(whole, cut);
                try {
                    walkAll(MsgPackCursor.of(b));
                } catch (JsonException e) {
                    assertTrue(e.offset() >= 0 && e.offset() <= cut, e.getMessage());
                }
            }
        }
        JsonException e = assertThrows(JsonException.class, () -> walkAll(MsgPackCursor.of(new byte[] {(byte) 0x92, 1})));
        assertEquals("An array of 2 items of 2 bytes exceeds the 1 bytes that remain", e.detail()); // known at the header
        assertEquals(1, e.offset());
        e = assertThrows(JsonException.class, () -> walkAll(MsgPackCursor.of(new byte[] {(byte) 0x92, 1, (byte) 0xcd, 0})));
        assertEquals("Truncated input: 3 bytes needed, 2 remain", e.detail());
        assertEquals(2, e.offset());
        e = assertThrows(JsonException.class, () -> walkAll(MsgPackCursor.of(new byte[] {(byte) 0x91, (byte) 0xcb, 0, 0})));
        assertEquals("Truncated input: 9 bytes needed, 3 remain", e.detail());
        assertEquals(1, e.offset());
    }

    @Test
    void aDeclaredLengthBeyondTheBytesLeftFailsBeforeAnythingIsAllocated() {
        byte[][] docs = {
                {(byte) 0xdd, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff, 1, 2},   // array32 of 2^31-1 items
                {(byte) 0xdf, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff},  // map32 of 2^32-1 entries
                {(byte) 0xdb, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff, 'a'},     // str32
                {(byte) 0xc6, 0x00, (byte) 0xff, (byte) 0xff, (byte) 0xff, 'a'},     // bin32
                {(byte) 0xc9, 0x00, (byte) 0xff, (byte) 0xff, (byte) 0xff, 1, 'a'},  // ext32
                {(byte) 0x91, (byte) 0x9f, 1},                                      // fixarray of 15 in 1 byte
        };
        String[] messages = {"An array of 2147483647 items of 2147483647 bytes exceeds the 2 bytes that remain",
                "A map of 4294967295 entries (2 bytes or more each) of 8589934590 bytes exceeds the 0 bytes that remain",
                "String length exceeds the limit of 20000000 (raise it with ReadLimits.withMaxStringLength)",
                "A bin of 16777215 bytes exceeds the 1 bytes that remain",
                "An ext of 16777215 bytes exceeds the 1 bytes that remain",
                "An array of 15 items of 15 bytes exceeds the 1 bytes that remain"};
        long[] offsets = {5, 5, 0, 5, 6, 2};
        for (int i = 0; i < docs.length; i++) {
            byte[] b = docs[i];
            JsonException e = assertThrows(JsonException.class, () -> walkAll(MsgPackCursor.of(b)));
            assertEquals(messages[i], e.detail());
            assertEquals(offsets[i], e.offset());
        }
    }

    @Test
    void invalidUtf8IsReportedAtTheBadByteInValuesAndKeys() {
        byte[] value = {(byte) 0x92, (byte) 0xa3, 'a', (byte) 0xc3, 'b', 1};
        MsgPackCursor c = MsgPackCursor.of(value);
        c.next();
        assertEquals(MsgPackCursor.STRING, c.next());
        JsonException e = assertThrows(JsonException.class, c::stringValue);
        assertEquals("Invalid UTF-8 in str", e.detail());
        assertEquals(3, e.offset());
        // a key (the name cache path): a surrogate encoded in UTF-8 is not valid
        byte[] key = {(byte) 0x81, (byte) 0xa4, 'k', (byte) 0xed, (byte) 0xa0, (byte) 0x80, 1};
        MsgPackCursor k = MsgPackCursor.of(key);
        k.next();
        k.next();
        e = assertThrows(JsonException.class, k::stringValue);
        assertEquals(3, e.offset());
        // only stepped over (never decoded): no error, as MsgPackReader.skipValue
        MsgPackCursor s = MsgPackCursor.of(value);
        assertEquals(MsgPackCursor.ARRAY, s.next());
        s.skipChildren();
        assertEquals(MsgPackCursor.END, s.next());
    }

    @Test
    void nestingBeyondTheDepthLimitFailsAtTheContainerThatBreaksIt() {
        for (byte open : new byte[] {(byte) 0x91, (byte) 0x81}) {
            byte[] b = new byte[2400];
            for (int i = 0; i < b.length; i++) b[i] = open == (byte) 0x81 && i % 2 == 1 ? (byte) 0xa0 : open; // maps: {"": {"": ...
            byte[] deep = b;
            JsonException e = assertThrows(JsonException.class, () -> walkAll(MsgPackCursor.of(deep)));
            assertEquals("Nesting depth exceeds the limit of 1000 (raise it with ReadLimits.withMaxDepth)", e.detail());
            assertEquals(open == (byte) 0x91 ? 1000 : 2000, e.offset()); // the 1001st container
        }
        byte[] ten = new byte[11];
        java.util.Arrays.fill(ten, 0, 10, (byte) 0x91);
        ten[10] = 1;
        walkAll(MsgPackCursor.of(ten, 0, ten.length, ReadLimits.defaults().withMaxDepth(10)));
        JsonException e = assertThrows(JsonException.class,
                () -> walkAll(MsgPackCursor.of(ten, 0, ten.length, ReadLimits.defaults().withMaxDepth(9))));
        assertEquals(9, e.offset());
        // a skipped container is held to it too
        MsgPackCursor c = MsgPackCursor.of(ten, 0, ten.length, ReadLimits.defaults().withMaxDepth(9));
        c.next();
        assertThrows(JsonException.class, c::skipChildren);
    }

    @Test
    void theOtherLimitsHoldAsInTheReader() {
        byte[] b = pack("{\"abcde\": \"éééé\", \"x\": [1, 2, 3]}");
        JsonException name = assertThrows(JsonException.class,
                () -> walkAll(MsgPackCursor.of(b, 0, b.length, ReadLimits.defaults().withMaxNameLength(4))));
        assertEquals("Name length exceeds the limit of 4 (raise it with ReadLimits.withMaxNameLength)", name.detail());
        assertEquals(1, name.offset());
        JsonException string = assertThrows(JsonException.class,
                () -> walkAll(MsgPackCursor.of(b, 0, b.length, ReadLimits.defaults().withMaxStringLength(3))));
        assertEquals("String length exceeds the limit of 3 (raise it with ReadLimits.withMaxStringLength)", string.detail());
        assertEquals(7, string.offset());
        // map, key, str, key, array, 1, 2, 3: eight tokens
        walkAll(MsgPackCursor.of(b, 0, b.length, ReadLimits.defaults().withMaxStringLength(4).withMaxTokenCount(8)));
        JsonException tokens = assertThrows(JsonException.class,
                () -> walkAll(MsgPackCursor.of(b, 0, b.length, ReadLimits.defaults().withMaxTokenCount(7))));
        assertEquals("Token count exceeds the limit of 7 (raise it with ReadLimits.withMaxTokenCount)", tokens.detail());
        assertEquals(b.length - 1, tokens.offset());
        walkAll(MsgPackCursor.of(b, 0, b.length, ReadLimits.defaults().withMaxDocumentSize(b.length)));
        JsonException size = assertThrows(JsonException.class,
                () -> walkAll(MsgPackCursor.of(b, 0, b.length, ReadLimits.defaults().withMaxDocumentSize(b.length - 1))));
        assertEquals("Document size exceeds the limit of " + (b.length - 1) + " (raise it with ReadLimits.withMaxDocumentSize)", size.detail());
        assertEquals(b.length - 1, size.offset());
        // each top-level value has its own window and count
        byte[] seq = {(byte) 0x92, 1, 2, (byte) 0x92, 3, 4};
        walkAll(MsgPackCursor.of(seq, 0, seq.length, ReadLimits.defaults().withMaxTokenCount(3).withMaxDocumentSize(3)));
    }

    /** Reads every value and decodes every scalar. */
    static void walkAll(MsgPackCursor c) {
        for (int k; (k = c.next()) != MsgPackCursor.END; ) {
            switch (k) {
                case MsgPackCursor.STRING -> c.stringValue();
                case MsgPackCursor.INTEGER, MsgPackCursor.FLOAT -> c.doubleValue();
                case MsgPackCursor.BOOLEAN -> c.booleanValue();
                case MsgPackCursor.BINARY -> c.binaryValue();
                case MsgPackCursor.EXTENSION -> {
                    if (c.extensionType() == -1) c.timestampValue(); else c.binaryValue();
                }
                case MsgPackCursor.ARRAY, MsgPackCursor.MAP -> c.size();
                default -> { } // nil
            }
        }
    }

    private static byte[] pack(String json) {
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy(json.getBytes(StandardCharsets.UTF_8), w);
        return w.toByteArray();
    }
}
