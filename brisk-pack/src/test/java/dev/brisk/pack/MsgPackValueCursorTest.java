package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.Names;
import dev.brisk.json.ReadLimits;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * {@link MsgPackValueCursor} call by call against {@link MsgPackReader} with the same limits (the
 * reference): a walk of the document, its structure known from a reader without limits, makes
 * the same calls on both (each value read as a string, a number of some type, a boolean, null,
 * or skipped; members by name or by a {@link Names} set). Where the reference reads a value, the
 * cursor reads the same one or has given up; where the reference throws, the cursor must not
 * finish the document as read. Documents: random values in every MessagePack form, and every
 * {@link ReadLimits} limit at its edge and one past it.
 */
class MsgPackValueCursorTest {
    private static final Names NAMES = Names.of("id", "name", "a", "caf\u00e9", "longer name here", "x");

    /** One walk: whether the reference read the whole document, and whether the cursor did. */
    private record Outcome(boolean reference, boolean cursor) { }

    @Property(tries = 2000)
    void theCursorReadsWhatTheReaderReadsOrGivesUp(@ForAll long seed) {
        Random random = new Random(seed);
        byte[] pack = document(random);
        ReadLimits limits = switch (random.nextInt(7)) {
            case 0 -> ReadLimits.defaults().withMaxStringLength(1 + random.nextInt(12));
            case 1 -> ReadLimits.defaults().withMaxNameLength(1 + random.nextInt(6));
            case 2 -> ReadLimits.defaults().withMaxDepth(1 + random.nextInt(4));
            case 3 -> ReadLimits.defaults().withMaxTokenCount(1 + random.nextInt(40));
            case 4 -> ReadLimits.defaults().withMaxDocumentSize(1 + random.nextInt(pack.length + 4));
            default -> ReadLimits.defaults();
        };
        Outcome o = walk(pack, limits, random.nextLong(), random.nextBoolean());
        if (o == null) {
            // no shape to walk (a byte the reader refuses even to peek at): skipped whole, both ways
            o = skipped(pack, limits);
            Statistics.label("outcome").collect("malformed");
        } else {
            Statistics.label("outcome").collect(o.reference() ? (o.cursor() ? "both read" : "cursor gave up") : "refused");
        }
        if (!o.reference()) assertFalse(o.cursor(), () -> "read where the reader refuses: " + hex(pack));
    }

    @Test
    void everyLimitAtItsEdgeIsReadAndOnePastItRefused() {
        // depth: three levels
        byte[] deep = pack(w -> { w.beginArray(1); w.beginObject(1); w.name("a"); w.beginArray(1); w.numberValue(1L); w.endArray(); w.endObject(); w.endArray(); });
        edge(deep, ReadLimits.defaults().withMaxDepth(3), ReadLimits.defaults().withMaxDepth(2));
        // string length, in chars = bytes for ASCII
        byte[] text = pack(w -> { w.beginArray(2); w.stringValue("abcdef"); w.stringValue("ab"); w.endArray(); });
        edge(text, ReadLimits.defaults().withMaxStringLength(6), ReadLimits.defaults().withMaxStringLength(5));
        // name length
        byte[] named = pack(w -> { w.beginObject(2); w.name("abcd"); w.numberValue(1L); w.name("ab"); w.nullValue(); w.endObject(); });
        edge(named, ReadLimits.defaults().withMaxNameLength(4), ReadLimits.defaults().withMaxNameLength(3));
        // token count: the map, two names, two values
        edge(named, ReadLimits.defaults().withMaxTokenCount(5), ReadLimits.defaults().withMaxTokenCount(4));
        // document size, in bytes
        edge(named, ReadLimits.defaults().withMaxDocumentSize(named.length), ReadLimits.defaults().withMaxDocumentSize(named.length - 1));
        // skipped values are held to the same limits: a long string skipped, a deep value skipped
        byte[] skipped = pack(w -> { w.beginObject(2); w.name("zz"); w.beginArray(1); w.beginArray(1); w.stringValue("abcdefgh"); w.endArray(); w.endArray(); w.name("a"); w.numberValue(2L); w.endObject(); });
        edge(skipped, ReadLimits.defaults().withMaxStringLength(8), ReadLimits.defaults().withMaxStringLength(7));
        edge(skipped, ReadLimits.defaults().withMaxDepth(3), ReadLimits.defaults().withMaxDepth(2));
        edge(skipped, ReadLimits.defaults().withMaxTokenCount(7), ReadLimits.defaults().withMaxTokenCount(6));
    }

    /** {@code pack} is read by the reference and the cursor alike under {@code at}, and refused by the reference and given up by the cursor under {@code past}. */
    private static void edge(byte[] pack, ReadLimits at, ReadLimits past) {
        for (long seed = 0; seed < 40; seed++) {
            Outcome ok = walk(pack, at, seed, true);
            assertTrue(ok.reference(), hex(pack));
            assertTrue(ok.cursor(), () -> "the cursor gave up at the edge: " + hex(pack));
            Outcome over = walk(pack, past, seed, true);
            assertFalse(over.reference(), hex(pack));
            assertFalse(over.cursor(), () -> "the cursor read past a limit: " + hex(pack));
        }
    }

    @Test
    void aContainerOfTheOtherKindOrAnyOtherValueFailsTheCursorAtOnce() {
        byte[][] notMaps = {{(byte) 0xa1, 'x'}, {(byte) 0x91, 0x01}, {(byte) 0xdc, 0, 1, 0x01}, {(byte) 0xc0}, {(byte) 0xde, 0}};
        for (byte[] d : notMaps) {
            MsgPackValueCursor c = new MsgPackValueCursor(ReadLimits.defaults()).reset(d, 0, d.length);
            c.beginObject();
            assertTrue(c.failed(), "beginObject on " + hex(d));
        }
        byte[][] notArrays = {{(byte) 0xa1, 'x'}, {(byte) 0x81, (byte) 0xa1, 'k', 0x01}, {(byte) 0xde, 0, 1, (byte) 0xa1, 'k', 0x01}, {(byte) 0xc0}, {(byte) 0xdc, 0}};
        for (byte[] d : notArrays) {
            MsgPackValueCursor c = new MsgPackValueCursor(ReadLimits.defaults()).reset(d, 0, d.length);
            c.beginArray();
            assertTrue(c.failed(), "beginArray on " + hex(d));
        }
    }

    @Test
    void whatTheReaderConvertsIsLeftToIt() {
        byte[][] docs = {
            pack(w -> w.binaryValue(new byte[] {1, 2}, 0, 2)),
            pack(w -> w.timestampValue(Instant.EPOCH)),
            {(byte) 0x81, 0x01, (byte) 0xc0}, // an integer key
            {(byte) 0xcb, 0x3f, (byte) 0xf0, 0, 0, 0, 0, 0, 0}, // 1.0 read as a long
            {(byte) 0xcf, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff},
        };
        for (byte[] d : docs) {
            MsgPackValueCursor c = new MsgPackValueCursor(ReadLimits.defaults()).reset(d, 0, d.length);
            if ((d[0] & 0xff) == 0x81) c.beginObject();
            if ((d[0] & 0xff) == 0xcb || (d[0] & 0xff) == 0xcf) c.nextLong(); else if ((d[0] & 0xff) == 0x81) c.nextName(); else c.nextString();
            assertFalse(c.finish(), hex(d));
        }
        byte[] bad = {(byte) 0xa2, (byte) 0xc3, 0x28}; // invalid UTF-8
        MsgPackValueCursor c = new MsgPackValueCursor(ReadLimits.defaults()).reset(bad, 0, 3);
        assertEquals(null, c.nextString());
        assertFalse(c.finish());
        // a name in no Names set is checked as the reader checks a new name
        byte[] badName = {(byte) 0x81, (byte) 0xa2, (byte) 0xc3, 0x28, 0x01};
        c.reset(badName, 0, badName.length);
        c.beginObject();
        assertEquals(JsonReader.END_OF_OBJECT, c.nextMember(NAMES, 0));
        assertFalse(c.finish());
    }

    @Test
    void aKeyDeclaredLongerThanTheBytesLeftIsGivenUpWhateverTheNameLimit() {
        // str32 keys whose declared length, added to where their bytes start, passes Integer.MAX_VALUE:
        // under a name limit that does not refuse them first, only the bytes left can
        ReadLimits unlimited = ReadLimits.defaults().withMaxNameLength(Integer.MAX_VALUE);
        byte[][] lengths = {{0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff}, {0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xfb},
                {(byte) 0x80, 0, 0, 0}, {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff}};
        for (byte[] n : lengths) {
            byte[] d = {(byte) 0x81, (byte) 0xdb, n[0], n[1], n[2], n[3], 'a', 0x01};
            for (int expect = -1; expect < NAMES.size(); expect++) {
                MsgPackValueCursor c = new MsgPackValueCursor(unlimited).reset(d, 0, d.length);
                c.beginObject();
                assertEquals(JsonReader.END_OF_OBJECT, c.nextMember(NAMES, expect), hex(d));
                c.skipValue();
                assertEquals(0, c.nextLong());
                assertFalse(c.finish(), hex(d));
            }
            MsgPackValueCursor c = new MsgPackValueCursor(unlimited).reset(d, 0, d.length);
            c.beginObject();
            assertEquals(null, c.nextName(), hex(d));
            assertFalse(c.finish(), hex(d));
            MsgPackReader reference = MsgPackReader.of(d, 0, d.length, unlimited);
            reference.beginObject();
            assertThrows(JsonException.class, () -> reference.selectName(NAMES, 0), hex(d));
        }
    }

    @Test
    void aWindowOfAnArrayIsReadAndNothingAroundIt() {
        byte[] framed = {(byte) 0xc1, (byte) 0x92, 0x01, (byte) 0xa1, 'x', (byte) 0xc1};
        MsgPackValueCursor c = new MsgPackValueCursor(ReadLimits.defaults()).reset(framed, 1, 4);
        c.beginArray();
        assertTrue(c.nextElement());
        assertEquals(1, c.nextInt());
        assertTrue(c.nextElement());
        assertEquals("x", c.nextString());
        assertFalse(c.nextElement());
        assertTrue(c.finish());
        c.reset(framed, 1, 3); // cut inside the string
        c.beginArray();
        c.nextElement();
        c.nextInt();
        c.nextElement();
        c.nextString();
        assertFalse(c.finish());
    }

    // ---------------------------------------------------------------- the walk

    /**
     * Walks {@code pack} with the same calls on a reference reader with {@code limits} and on a
     * cursor with them; {@code seed} picks how each value is read ({@code typed}: as what it
     * is, else anyhow). Null when the document has no shape to walk.
     */
    private static Outcome walk(byte[] pack, ReadLimits limits, long seed, boolean typed) {
        Random random = new Random(seed);
        MsgPackReader shape = MsgPackReader.of(pack, 0, pack.length, ReadLimits.defaults().withMaxDepth(1000).withMaxStringLength(1 << 20));
        Walk w = new Walk(shape, MsgPackReader.of(pack, 0, pack.length, limits),
                new MsgPackValueCursor(limits).reset(pack, 0, pack.length), random, typed);
        try {
            w.value();
            if (shape.peek() != JsonToken.END_DOCUMENT) return null;
        } catch (JsonException e) {
            return null;
        }
        w.reference(r -> {
            if (r.peek() != JsonToken.END_DOCUMENT) throw r.error("Unexpected data after the MessagePack value");
            return null;
        });
        return new Outcome(!w.refused, w.cursor.finish());
    }

    /** The document skipped whole by the reference (then at its end) and by the cursor. */
    private static Outcome skipped(byte[] pack, ReadLimits limits) {
        boolean reference;
        try (MsgPackReader r = MsgPackReader.of(pack, 0, pack.length, limits)) {
            r.skipValue();
            reference = r.peek() == JsonToken.END_DOCUMENT;
        } catch (JsonException e) {
            reference = false;
        }
        MsgPackValueCursor c = new MsgPackValueCursor(limits).reset(pack, 0, pack.length);
        c.skipValue();
        return new Outcome(reference, c.finish());
    }

    private static final class Walk {
        final MsgPackReader shape;
        final MsgPackReader ref;
        final MsgPackValueCursor cursor;
        final Random random;
        final boolean typed;
        boolean refused;

        Walk(MsgPackReader shape, MsgPackReader ref, MsgPackValueCursor cursor, Random random, boolean typed) {
            this.shape = shape;
            this.ref = ref;
            this.cursor = cursor;
            this.random = random;
            this.typed = typed;
        }

        /** The reference's result, or null once it threw (then it is not called again). */
        Object reference(java.util.function.Function<MsgPackReader, Object> call) {
            if (refused) return null;
            try {
                return call.apply(ref);
            } catch (JsonException e) {
                refused = true;
                return null;
            }
        }

        /** Compares a value the cursor read with the reference's, unless either gave up. */
        void same(Object expected, Object actual) {
            if (!refused && !cursor.failed()) assertEquals(expected, actual);
        }

        void value() {
            JsonToken t = shape.peek();
            switch (t) {
                case BEGIN_OBJECT -> object();
                case BEGIN_ARRAY -> array();
                default -> scalar(t);
            }
        }

        void object() {
            if (random.nextInt(5) == 0) {
                skip();
                return;
            }
            shape.beginObject();
            reference(r -> { r.beginObject(); return null; });
            cursor.beginObject();
            while (shape.hasNext()) {
                String name = shape.nextName();
                if (random.nextBoolean()) {
                    Object expected = reference(JsonReader::nextName);
                    same(expected, cursor.nextName());
                } else {
                    int expect = random.nextInt(NAMES.size() + 1) - 1;
                    Object expected = reference(r -> r.selectName(NAMES, expect));
                    int got = cursor.nextMember(NAMES, expect);
                    same(expected, got);
                }
                value();
            }
            shape.endObject();
            reference(r -> { r.endObject(); return null; });
            if (!cursor.failed()) assertEquals(null, cursor.nextName()); // leaves the object
        }

        void array() {
            if (random.nextInt(5) == 0) {
                skip();
                return;
            }
            shape.beginArray();
            reference(r -> { r.beginArray(); return null; });
            cursor.beginArray();
            while (shape.hasNext()) {
                Object more = reference(JsonReader::hasNext);
                same(more, cursor.nextElement());
                value();
            }
            shape.endArray();
            reference(r -> { r.endArray(); return null; });
            if (!cursor.failed()) assertFalse(cursor.nextElement());
        }

        void skip() {
            shape.skipValue();
            reference(r -> { r.skipValue(); return null; });
            cursor.skipValue();
        }

        void scalar(JsonToken t) {
            int how = random.nextInt(10);
            if (typed) {
                how = switch (t) {
                    case STRING -> random.nextBoolean() ? 0 : random.nextBoolean() ? 6 : 9;
                    case NUMBER -> random.nextBoolean() ? 1 : random.nextBoolean() ? 3 : 9;
                    case BOOLEAN -> 5;
                    default -> 7;
                };
            }
            shape.skipValue();
            switch (how) {
                case 0 -> same(reference(JsonReader::nextString), cursor.nextString());
                case 1 -> same(reference(JsonReader::nextLong), cursor.nextLong());
                case 2 -> same(reference(JsonReader::nextInt), cursor.nextInt());
                case 3 -> same(reference(r -> Double.doubleToRawLongBits(r.nextDouble())), Double.doubleToRawLongBits(cursor.nextDouble()));
                case 4 -> same(reference(r -> Float.floatToRawIntBits(r.nextFloat())), Float.floatToRawIntBits(cursor.nextFloat()));
                case 5 -> same(reference(JsonReader::nextBoolean), cursor.nextBoolean());
                case 6 -> same(reference(r -> r.selectString(NAMES)), cursor.selectString(NAMES));
                case 7 -> {
                    // nextNull reads only a nil; else the value stays for the next call
                    boolean isNull = cursor.nextNull();
                    if (t == JsonToken.NULL) {
                        reference(r -> { r.nextNull(); return null; });
                        if (!cursor.failed()) assertTrue(isNull);
                    } else {
                        assertFalse(isNull);
                        same(reference(JsonReader::nextString), cursor.nextString());
                    }
                }
                default -> {
                    reference(r -> { r.skipValue(); return null; });
                    cursor.skipValue();
                }
            }
        }
    }

    // ---------------------------------------------------------------- documents

    private interface Writes { void to(MsgPackWriter w); }

    private static byte[] pack(Writes writes) {
        MsgPackWriter w = MsgPackWriter.toBytes();
        writes.to(w);
        return w.toByteArray();
    }

    private static final String[] STRINGS = {"", "a", "id", "name", "x", "caf\u00e9", "\u65e5\u672c\u8a9e", "\ud83d\ude00",
            "longer name here", "y".repeat(31), "z".repeat(32), "w".repeat(300)};
    private static final long[] LONGS = {0, 1, -1, 127, 128, -32, -33, 255, 256, 65535, 65536, Integer.MAX_VALUE,
            Integer.MIN_VALUE, 1L << 32, Long.MAX_VALUE, Long.MIN_VALUE};

    /** A random document: values of every MessagePack form, wide forms and a hand-made byte now and then. */
    static byte[] document(Random random) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        item(out, random, 0);
        return out.toByteArray();
    }

    private static void item(java.io.ByteArrayOutputStream out, Random random, int depth) {
        int kind = random.nextInt(depth > 4 ? 9 : 11);
        switch (kind) {
            case 0 -> out.write(0xc0);
            case 1 -> out.write(random.nextBoolean() ? 0xc3 : 0xc2);
            case 2 -> integer(out, LONGS[random.nextInt(LONGS.length)], random);
            case 3 -> {
                if (random.nextBoolean()) {
                    out.write(0xcb);
                    be(out, Double.doubleToRawLongBits(pick(random, 1.5, -0.0, 3.0, 1e300, Double.NaN, 0.1, 2147483648.0)), 8);
                } else {
                    out.write(0xca);
                    be(out, Float.floatToRawIntBits((float) pick(random, 1.5, 2.0, -7.0, 3.4e38, 0.1)), 4);
                }
            }
            case 4, 5 -> string(out, STRINGS[random.nextInt(STRINGS.length)], random);
            case 6 -> { // bin
                out.write(0xc4);
                out.write(2);
                out.write(7);
                out.write(8);
            }
            case 7 -> { // the timestamp extension, or another one
                out.write(0xd6);
                out.write(random.nextBoolean() ? 0xff : 0x05);
                be(out, 1_700_000_000L, 4);
            }
            case 8 -> {
                if (random.nextInt(4) == 0) out.write(0xcf); else out.write(0xc1 + random.nextInt(2) * 0); // uint64 head or never-used byte
                if (random.nextBoolean()) be(out, random.nextLong(), 8);
            }
            case 9 -> {
                int n = random.nextInt(4);
                header(out, n, false, random);
                for (int i = 0; i < n; i++) item(out, random, depth + 1);
            }
            default -> {
                int n = random.nextInt(4);
                header(out, n, true, random);
                for (int i = 0; i < n; i++) {
                    if (random.nextInt(12) == 0) integer(out, i, random); // a key that is no str
                    else string(out, random.nextInt(3) == 0 ? STRINGS[random.nextInt(STRINGS.length)] : NAMES.get(random.nextInt(NAMES.size())), random);
                    item(out, random, depth + 1);
                }
            }
        }
    }

    private static double pick(Random random, double... values) {
        return values[random.nextInt(values.length)];
    }

    private static void header(java.io.ByteArrayOutputStream out, int n, boolean map, Random random) {
        switch (random.nextInt(4)) {
            case 0 -> { out.write(map ? 0xde : 0xdc); be(out, n, 2); }
            case 1 -> { out.write(map ? 0xdf : 0xdd); be(out, n, 4); }
            default -> out.write((map ? 0x80 : 0x90) | n);
        }
    }

    private static void integer(java.io.ByteArrayOutputStream out, long v, Random random) {
        if (v >= 0 && v <= 127 && random.nextBoolean()) {
            out.write((int) v);
        } else if (v >= 0 && random.nextBoolean()) {
            out.write(0xcf);
            be(out, v, 8);
        } else if (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE && random.nextBoolean()) {
            out.write(0xd2);
            be(out, v, 4);
        } else if (v >= 0 && v <= 0xffffffffL && random.nextBoolean()) {
            out.write(0xce);
            be(out, v, 4);
        } else {
            out.write(0xd3);
            be(out, v, 8);
        }
    }

    private static void string(java.io.ByteArrayOutputStream out, String s, Random random) {
        byte[] b = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        if (random.nextInt(30) == 0 && b.length > 0) b[random.nextInt(b.length)] = (byte) 0xff; // invalid UTF-8
        int form = b.length < 32 ? random.nextInt(4) : 1 + random.nextInt(3);
        switch (form) {
            case 0 -> out.write(0xa0 | b.length);
            case 1 -> { if (b.length < 256) { out.write(0xd9); out.write(b.length); } else { out.write(0xda); be(out, b.length, 2); } }
            case 2 -> { out.write(0xda); be(out, b.length, 2); }
            default -> { out.write(0xdb); be(out, b.length, 4); }
        }
        out.write(b, 0, b.length);
    }

    private static void be(java.io.ByteArrayOutputStream out, long v, int n) {
        for (int i = n - 1; i >= 0; i--) out.write((int) (v >>> (8 * i)));
    }

    static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }
}
