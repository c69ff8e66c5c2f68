package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.Names;
import dev.brisk.json.ReadLimits;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * {@link VPackValueCursor} call by call against the validating reader {@link Slice#readerOf}
 * with the same limits (the reference: what {@code Brisk.readVelocyPack} read through before the
 * cursor). A walk of the document, its shape known from the document before it was broken,
 * makes the same calls on both (each value read as a string, a number of some type, a boolean,
 * null, or skipped; members by name or by a {@link Names} set). Where the reference reads a
 * value, the cursor reads the same one or has given up; where the reference throws, the cursor
 * must not finish the document as read. Documents: random JSON in every container layout
 * (compact, indexed and uniform, ours and the reference implementation's), cut, changed,
 * lengthened and with bytes appended; every {@link ReadLimits} limit at its edge and one past it.
 */
class VPackValueCursorTest {
    private static final ReadLimits DEFAULTS = ReadLimits.defaults();
    private static final Names NAMES = Names.of("id", "name", "a", "caf\u00e9", "longer name here", "x", "k3", "k10");

    /** One walk: whether the reference read the whole document, and whether the cursor did. */
    private record Outcome(boolean reference, boolean cursor) { }

    @Property(tries = 3000)
    void theCursorReadsWhatTheReaderReadsOrGivesUp(@ForAll long seed) throws Exception {
        Random random = new Random(seed);
        byte[] json = json(random);
        int layout = random.nextInt(5);
        byte[] original = encode(json, layout);
        byte[] pack = random.nextInt(3) == 0 ? broken(original, random) : original;
        ReadLimits limits = limits(random, pack.length);
        boolean plain = pack == original && limits == DEFAULTS;
        Outcome o = walk(original, pack, limits, random.nextLong(), random.nextBoolean());
        Statistics.label("outcome").collect(o.reference() ? (o.cursor() ? "both read" : "cursor gave up") : "refused");
        Statistics.label("layout").collect(layout);
        if (!o.reference()) assertFalse(o.cursor(), () -> "read where the reader refuses: " + hex(pack));
        Outcome skipped = skipped(pack, limits);
        if (!skipped.reference()) assertFalse(skipped.cursor(), () -> "skipped where the reader refuses: " + hex(pack));
        if (plain) assertTrue(skipped.cursor(), () -> "gave up skipping a plain document: " + hex(pack));
    }

    private static ReadLimits limits(Random random, int length) {
        return switch (random.nextInt(8)) {
            case 0 -> ReadLimits.defaults().withMaxStringLength(1 + random.nextInt(12));
            case 1 -> ReadLimits.defaults().withMaxNameLength(1 + random.nextInt(6));
            case 2 -> ReadLimits.defaults().withMaxDepth(1 + random.nextInt(4));
            case 3 -> ReadLimits.defaults().withMaxTokenCount(1 + random.nextInt(40));
            case 4 -> ReadLimits.defaults().withMaxDocumentSize(1 + random.nextInt(length + 4));
            default -> DEFAULTS;
        };
    }

    @Test
    void everyLimitAtItsEdgeIsReadAndOnePastItRefused() throws Exception {
        for (int layout = 0; layout < 5; layout++) {
            byte[] deep = encode(bytes("[{\"a\":[1]}]"), layout);
            edge(deep, ReadLimits.defaults().withMaxDepth(3), ReadLimits.defaults().withMaxDepth(2));
            byte[] text = encode(bytes("[\"abcdef\",\"ab\"]"), layout);
            edge(text, ReadLimits.defaults().withMaxStringLength(6), ReadLimits.defaults().withMaxStringLength(5));
            byte[] named = encode(bytes("{\"abcd\":1,\"ab\":null}"), layout);
            edge(named, ReadLimits.defaults().withMaxNameLength(4), ReadLimits.defaults().withMaxNameLength(3));
            // token count: the object, two names, two values
            edge(named, ReadLimits.defaults().withMaxTokenCount(5), ReadLimits.defaults().withMaxTokenCount(4));
            edge(named, ReadLimits.defaults().withMaxDocumentSize(named.length), ReadLimits.defaults().withMaxDocumentSize(named.length - 1));
            // skipped values are held to the same limits
            byte[] skipped = encode(bytes("{\"zz\":[[\"abcdefgh\"]],\"a\":2}"), layout);
            edge(skipped, ReadLimits.defaults().withMaxStringLength(8), ReadLimits.defaults().withMaxStringLength(7));
            edge(skipped, ReadLimits.defaults().withMaxDepth(3), ReadLimits.defaults().withMaxDepth(2));
            edge(skipped, ReadLimits.defaults().withMaxTokenCount(7), ReadLimits.defaults().withMaxTokenCount(6));
        }
    }

    /** {@code pack} is read by the reference and the cursor alike under {@code at}, and refused by the reference and given up by the cursor under {@code past}. */
    private static void edge(byte[] pack, ReadLimits at, ReadLimits past) {
        for (long seed = 0; seed < 40; seed++) {
            Outcome ok = walk(pack, pack, at, seed, true, true);
            assertTrue(ok.reference(), hex(pack));
            assertTrue(ok.cursor(), () -> "the cursor gave up at the edge: " + hex(pack));
            Outcome over = walk(pack, pack, past, seed, true, true);
            assertFalse(over.reference(), hex(pack));
            assertFalse(over.cursor(), () -> "the cursor read past a limit: " + hex(pack));
        }
    }

    @Test
    void everyContainerLayoutIsRead() throws Exception {
        String doc = "{\"id\":1,\"name\":\"n\",\"a\":[1,2,3],\"b\":[1,\"two\",3.5,null,true,false,-3,300,-70000],"
                + "\"c\":[[1],[2]],\"d\":{},\"e\":[],\"f\":{\"only\":\"one\"},\"k10\":\"" + "x".repeat(200) + "\",\"k3\":18446744073,"
                + "\"g\":[\"aa\",\"bb\"],\"h\":{\"a\":1,\"b\":2,\"c\":3,\"d\":4,\"e\":5,\"f\":6,\"g\":7,\"h\":8,\"i\":9,\"j\":10}}";
        for (int layout = 0; layout < 5; layout++) {
            byte[] pack = encode(bytes(doc), layout);
            for (long seed = 0; seed < 30; seed++) {
                Outcome o = walk(pack, pack, ReadLimits.defaults(), seed, true, true);
                assertTrue(o.reference() && o.cursor(), "layout " + layout + ": " + hex(pack));
            }
        }
    }

    /** Hand-made layouts the builders do not make: wide offsets, padding, a one-member object with and without its index table. */
    @Test
    void unusualButValidLayoutsAreRead() {
        // array with 2-byte offsets (0x07) and padding to 9 bytes: [1, "ab"]
        byte[] wide = {0x07, 0x10, 0x00, 0x02, 0x00, 0, 0, 0, 0, 0x31, 0x42, 'a', 'b', 0x09, 0x00, 0x0a, 0x00};
        wide[1] = (byte) wide.length;
        assertRead(wide);
        // one-member object 0x0b without an index table: {"a":1}
        byte[] bare = {0x0b, 0x06, 0x01, 0x41, 'a', 0x31};
        assertRead(bare);
        // one-member object with its index table
        byte[] indexed = {0x0b, 0x07, 0x01, 0x41, 'a', 0x31, 0x03};
        assertRead(indexed);
        // uniform array (0x02) of three one-byte items, and with padding
        assertRead(new byte[] {0x02, 0x05, 0x31, 0x32, 0x33});
        assertRead(new byte[] {0x03, 0x0c, 0x00, 0, 0, 0, 0, 0, 0, 0x31, 0x32, 0x33});
        // an unsorted indexed object (0x0f) whose table is not in key order
        byte[] unsorted = {0x0f, 0x0b, 0x02, 0x41, 'b', 0x31, 0x41, 'a', 0x32, 0x06, 0x03};
        assertRead(unsorted);
    }

    private static void assertRead(byte[] pack) {
        for (long seed = 0; seed < 20; seed++) {
            Outcome o = walk(pack, pack, ReadLimits.defaults(), seed, true, true);
            assertTrue(o.reference(), () -> "reference refuses " + hex(pack));
            assertTrue(o.cursor(), () -> "cursor gave up on " + hex(pack));
        }
        Outcome s = skipped(pack, ReadLimits.defaults());
        assertTrue(s.reference() && s.cursor(), hex(pack));
    }

    /** An object whose members span more than the bitmap covers: its table is checked by searching, faults found alike. */
    @Test
    void aLargeIndexedObjectIsCheckedAsASmallOne() throws Exception {
        StringBuilder json = new StringBuilder("{");
        for (int i = 0; i < 20; i++) json.append(i == 0 ? "" : ",").append("\"k").append(19 - i).append("\":\"").append("v".repeat(4000)).append('"');
        byte[] pack = encode(bytes(json.append('}').toString()), 1);
        assertTrue(pack.length > (1 << 16));
        assertRead(pack);
        // the last two index entries swapped: no longer in key order
        int w = 4; // a table in 4-byte entries at this size
        assertEquals(0x0d, pack[0]);
        byte[] swapped = pack.clone();
        int ib = pack.length - 20 * w;
        for (int i = 0; i < w; i++) {
            swapped[ib + 18 * w + i] = pack[ib + 19 * w + i];
            swapped[ib + 19 * w + i] = pack[ib + 18 * w + i];
        }
        Outcome s = skipped(swapped, ReadLimits.defaults());
        assertFalse(s.reference());
        assertFalse(s.cursor());
        Outcome o = walk(pack, swapped, ReadLimits.defaults(), 1, true, true);
        assertFalse(o.reference());
        assertFalse(o.cursor());
        // an entry listed twice
        byte[] twice = pack.clone();
        System.arraycopy(pack, ib, twice, ib + w, w);
        assertFalse(skipped(twice, ReadLimits.defaults()).cursor());
    }

    /** Layout faults the validating reader refuses: the cursor never reads them. */
    @Test
    void layoutFaultsAreGivenUp() {
        byte[][] docs = {
            {0x0b, 0x0b, 0x02, 0x41, 'b', 0x31, 0x41, 'a', 0x32, 0x03, 0x06}, // sorted table out of key order
            {0x0f, 0x0b, 0x02, 0x41, 'a', 0x31, 0x41, 'b', 0x32, 0x03, 0x03}, // a member listed twice
            {0x06, 0x06, 0x02, 0x31, 0x32, 0x03}, // index table too short for its count
            {0x06, 0x07, 0x02, 0x31, 0x32, 0x03, 0x03}, // second entry does not point at item two
            {0x13, 0x05, 0x31, 0x32, 0x03}, // compact array declaring three items, holding two
            {0x02, 0x06, 0x31, 0x41, 'a', 0x32}, // uniform array of items of different sizes
            {0x14, 0x05, 0x41, 'a', 0x01}, // compact object member without a value
            {0x0b, 0x07, 0x01, 0x41, 'a', 0x31, 0x04}, // one-member table entry pointing elsewhere
        };
        for (byte[] d : docs) {
            Outcome s = skipped(d, ReadLimits.defaults());
            assertFalse(s.reference(), () -> "reference reads " + hex(d));
            assertFalse(s.cursor(), () -> "cursor reads " + hex(d));
            for (long seed = 0; seed < 10; seed++) {
                Outcome o = walkShapeless(d, seed);
                assertFalse(o.cursor(), () -> "cursor reads " + hex(d));
            }
        }
    }

    /** A walk driven by the cursor alone (no shape to follow): it must never finish a refused document. */
    private static Outcome walkShapeless(byte[] d, long seed) {
        Random random = new Random(seed);
        VPackValueCursor c = new VPackValueCursor(ReadLimits.defaults()).reset(d, 0, d.length);
        int t = d[0] & 0xff;
        if (dev.brisk.pack.internal.VPack.isObject(t)) {
            c.beginObject();
            while (random.nextBoolean() ? c.nextName() != null : c.nextMember(NAMES, 0) != JsonReader.END_OF_OBJECT) {
                if (random.nextBoolean()) c.skipValue(); else c.nextLong();
            }
        } else {
            c.beginArray();
            while (c.nextElement()) {
                if (random.nextBoolean()) c.skipValue(); else c.nextLong();
            }
        }
        return new Outcome(false, c.finish());
    }

    @Test
    void whatTheReaderConvertsIsLeftToIt() {
        byte[][] docs = {
            {(byte) 0xc0, 0x02, 0x07, 0x08}, // binary, read by the reader as base64 text
            {0x1c, 0, 0, 0, 0, 0, 0, 0, 0}, // a UTC date, read as its millis
            {(byte) 0xc8, 0x01, 0, 0, 0, 0, 0x12}, // BCD
            {0x1b, 0, 0, 0, 0, 0, 0, (byte) 0xf0, 0x3f}, // 1.0 read as a long
            {0x2f, -1, -1, -1, -1, -1, -1, -1, -1}, // a uint64 beyond Long.MAX_VALUE
            {0x14, 0x05, 0x31, 0x31, 0x01}, // an attribute-table key
            {(byte) 0xee, 0x01, 0x31}, // a tagged value
            {0x13, 0x05, (byte) 0xc0, 0x00, 0x01}, // a binary blob, skipped
        };
        for (byte[] d : docs) {
            VPackValueCursor c = new VPackValueCursor(ReadLimits.defaults()).reset(d, 0, d.length);
            int t = d[0] & 0xff;
            if (t == 0x14) {
                c.beginObject();
                c.nextName();
            } else if (t == 0x13) {
                c.beginArray();
                c.nextElement();
                c.skipValue();
                c.nextElement();
            } else if (t == 0x1b || t == 0x2f || t == 0x1c || t == 0xc8) {
                c.nextLong();
            } else {
                c.nextString();
            }
            assertFalse(c.finish(), hex(d));
        }
        byte[] bad = {0x42, (byte) 0xc3, 0x28}; // invalid UTF-8
        VPackValueCursor c = new VPackValueCursor(ReadLimits.defaults()).reset(bad, 0, 3);
        assertNull(c.nextString());
        assertFalse(c.finish());
        byte[] badName = {0x14, 0x07, 0x42, (byte) 0xc3, 0x28, 0x31, 0x01};
        c.reset(badName, 0, badName.length);
        c.beginObject();
        assertEquals(JsonReader.END_OF_OBJECT, c.nextMember(NAMES, 0));
        assertFalse(c.finish());
    }

    /** Once failed, loops end: element loops see false, member loops the end, whatever layout the open container has. */
    @Test
    void afterAFailureEveryLoopEnds() throws Exception {
        for (int layout = 0; layout < 5; layout++) {
            byte[] uniform = encode(bytes("[\"ab\",\"cd\",\"ef\"]"), layout);
            VPackValueCursor c = new VPackValueCursor(ReadLimits.defaults()).reset(uniform, 0, uniform.length);
            c.beginArray();
            assertTrue(c.nextElement());
            c.nextInt(); // a string: fails
            assertTrue(c.failed());
            assertFalse(c.nextElement());
            assertFalse(c.nextElement());
            assertFalse(c.finish());
            byte[] object = encode(bytes("{\"a\":\"x\",\"b\":{\"c\":1},\"d\":2}"), layout);
            c.reset(object, 0, object.length);
            c.beginObject();
            assertEquals(2, c.nextMember(NAMES, 2));
            c.nextInt();
            assertEquals(JsonReader.END_OF_OBJECT, c.nextMember(NAMES, -1));
            assertNull(c.nextName());
            c.skipValue();
            assertFalse(c.finish());
        }
    }

    @Test
    void aWindowOfAnArrayIsReadAndNothingAroundIt() {
        byte[] framed = {(byte) 0xff, 0x13, 0x06, 0x31, 0x41, 'x', 0x02, (byte) 0xff};
        VPackValueCursor c = new VPackValueCursor(ReadLimits.defaults()).reset(framed, 1, 6);
        c.beginArray();
        assertTrue(c.nextElement());
        assertEquals(1, c.nextInt());
        assertTrue(c.nextElement());
        assertEquals("x", c.nextString());
        assertFalse(c.nextElement());
        assertTrue(c.finish());
        c.reset(framed, 1, 5); // cut before the count
        c.beginArray();
        c.nextElement();
        c.nextInt();
        c.nextElement();
        c.nextString();
        c.nextElement();
        assertFalse(c.finish());
    }

    // ---------------------------------------------------------------- the walk

    /**
     * Walks {@code pack} with the same calls on a reference reader with {@code limits} and on a
     * cursor with them, following the shape of {@code original} (valid); {@code seed} picks how
     * each value is read ({@code typed}: as what it is, else anyhow).
     */
    private static Outcome walk(byte[] original, byte[] pack, ReadLimits limits, long seed, boolean typed) {
        return walk(original, pack, limits, seed, typed, false);
    }

    /** {@link #walk}, and if {@code exact} every value read as what it is (so a valid document is read by both). */
    private static Outcome walk(byte[] original, byte[] pack, ReadLimits limits, long seed, boolean typed, boolean exact) {
        Random random = new Random(seed);
        JsonReader shape = Slice.readerOf(original, 0, original.length, ReadLimits.defaults().withMaxDepth(1000).withMaxStringLength(1 << 20));
        Walk w = new Walk(shape, random, typed);
        w.exact = exact;
        w.cursor = new VPackValueCursor(limits).reset(pack, 0, pack.length);
        try {
            w.ref = Slice.readerOf(pack, 0, pack.length, limits);
        } catch (JsonException e) {
            w.refused = true;
        }
        w.value();
        w.reference(r -> {
            if (r.peek() != JsonToken.END_DOCUMENT) throw r.error("Unexpected data after the VelocyPack value");
            return null;
        });
        return new Outcome(!w.refused, w.cursor.finish());
    }

    /** The document skipped whole by the reference (then at its end) and by the cursor. */
    private static Outcome skipped(byte[] pack, ReadLimits limits) {
        boolean reference;
        try (JsonReader r = Slice.readerOf(pack, 0, pack.length, limits)) {
            r.skipValue();
            reference = r.peek() == JsonToken.END_DOCUMENT;
        } catch (JsonException e) {
            reference = false;
        }
        VPackValueCursor c = new VPackValueCursor(limits).reset(pack, 0, pack.length);
        c.skipValue();
        return new Outcome(reference, c.finish());
    }

    private static final class Walk {
        final JsonReader shape;
        JsonReader ref;
        VPackValueCursor cursor;
        final Random random;
        final boolean typed;
        /** Every value read as what it is and numbers as doubles: what the reader reads of any valid document. */
        boolean exact;
        boolean refused;

        Walk(JsonReader shape, Random random, boolean typed) {
            this.shape = shape;
            this.random = random;
            this.typed = typed;
        }

        /** The reference's result, or null once it threw (then it is not called again). */
        Object reference(java.util.function.Function<JsonReader, Object> call) {
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
                shape.nextName();
                if (random.nextBoolean()) {
                    Object expected = reference(JsonReader::nextName);
                    same(expected, cursor.nextName());
                } else {
                    int expect = random.nextInt(NAMES.size() + 1) - 1;
                    Object expected = reference(r -> r.selectName(NAMES, expect));
                    same(expected, cursor.nextMember(NAMES, expect));
                }
                value();
            }
            shape.endObject();
            reference(r -> { r.endObject(); return null; });
            String more = cursor.nextName(); // leaves the object
            if (!refused && !cursor.failed()) assertNull(more);
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
            boolean more = cursor.nextElement();
            if (!refused && !cursor.failed()) assertFalse(more);
        }

        void skip() {
            shape.skipValue();
            reference(r -> { r.skipValue(); return null; });
            cursor.skipValue();
        }

        void scalar(JsonToken t) {
            int how = random.nextInt(10);
            if (exact) {
                how = switch (t) {
                    case STRING -> random.nextBoolean() ? 0 : random.nextBoolean() ? 6 : 9;
                    case NUMBER -> random.nextBoolean() ? 3 : 9;
                    case BOOLEAN -> 5;
                    default -> 7;
                };
            } else if (typed) {
                how = switch (t) {
                    case STRING -> random.nextBoolean() ? 0 : random.nextBoolean() ? 6 : 9;
                    case NUMBER -> random.nextBoolean() ? 1 : random.nextBoolean() ? 3 : random.nextBoolean() ? 4 : 2;
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
                    // nextNull reads only a null; else the value stays for the next call
                    boolean isNull = cursor.nextNull();
                    if (t == JsonToken.NULL) {
                        reference(r -> { r.nextNull(); return null; });
                        if (!refused && !cursor.failed()) assertTrue(isNull);
                    } else {
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

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The JSON document as VelocyPack in one of five layouts: ours with the default compact
     * limit, ours all indexed, ours all compact, the reference implementation's indexed (sorted
     * objects, uniform or indexed arrays) and its unindexed (compact) one.
     */
    static byte[] encode(byte[] json, int layout) throws Exception {
        if (layout >= 3) return VPackRef.build(json, layout == 4);
        PackBuilder b = new PackBuilder().compactLimit(layout == 0 ? 8 : layout == 1 ? 0 : Integer.MAX_VALUE);
        JsonIn.copy(json, b);
        return b.toByteArray();
    }

    private static final String[] STRINGS = {"", "a", "id", "name", "x", "caf\u00e9", "\u65e5\u672c\u8a9e", "\ud83d\ude00",
            "longer name here", "y".repeat(31), "z".repeat(126), "w".repeat(127), "v".repeat(300)};
    private static final String[] NUMBERS = {"0", "1", "-1", "9", "10", "-6", "-7", "127", "128", "-129", "255", "256", "65535",
            "65536", "2147483647", "2147483648", "-2147483649", "4294967296", "9223372036854775807", "-9223372036854775808",
            "18446744073709551615", "1.5", "-0.0", "3.0", "1e300", "0.1", "2147483648.0"};

    /** A random JSON document, at most a few levels deep, object keys unique. */
    static byte[] json(Random random) {
        StringBuilder out = new StringBuilder();
        value(out, random, 0);
        return bytes(out.toString());
    }

    private static void value(StringBuilder out, Random random, int depth) {
        switch (random.nextInt(depth > 3 ? 6 : 9)) {
            case 0 -> out.append("null");
            case 1 -> out.append(random.nextBoolean());
            case 2, 3 -> out.append(NUMBERS[random.nextInt(NUMBERS.length)]);
            case 4, 5 -> string(out, STRINGS[random.nextInt(STRINGS.length)]);
            case 6 -> { // an array, now and then of one kind (uniform)
                int n = random.nextInt(random.nextInt(4) == 0 ? 14 : 4);
                boolean same = random.nextBoolean();
                out.append('[');
                for (int i = 0; i < n; i++) {
                    if (i > 0) out.append(',');
                    if (same) out.append(i % 10); else value(out, random, depth + 1);
                }
                out.append(']');
            }
            default -> {
                int n = random.nextInt(random.nextInt(4) == 0 ? 14 : 5);
                java.util.Set<String> keys = new java.util.HashSet<>();
                out.append('{');
                for (int i = 0; i < n; i++) {
                    if (i > 0) out.append(',');
                    String key = random.nextInt(3) == 0 ? NAMES.get(random.nextInt(NAMES.size())) : STRINGS[random.nextInt(STRINGS.length)];
                    if (!keys.add(key)) key = key + "#" + i; // unique within the object
                    string(out, key);
                    out.append(':');
                    value(out, random, depth + 1);
                }
                out.append('}');
            }
        }
    }

    private static void string(StringBuilder out, String s) {
        out.append('"').append(s).append('"'); // the strings above need no escapes
    }

    /** One breakage: a byte changed, the end cut, a byte added, bytes appended, or a high bit set. */
    static byte[] broken(byte[] pack, Random random) {
        int at = random.nextInt(pack.length);
        switch (random.nextInt(5)) {
            case 0: {
                byte[] b = pack.clone();
                b[at] = (byte) random.nextInt(256);
                return b;
            }
            case 1:
                return Arrays.copyOf(pack, Math.max(1, at));
            case 2: {
                byte[] b = new byte[pack.length + 1];
                System.arraycopy(pack, 0, b, 0, at);
                b[at] = (byte) random.nextInt(256);
                System.arraycopy(pack, at, b, at + 1, pack.length - at);
                return b;
            }
            case 3: {
                byte[] b = Arrays.copyOf(pack, pack.length + 1 + random.nextInt(3));
                b[pack.length] = (byte) random.nextInt(256);
                return b;
            }
            default: {
                byte[] b = pack.clone();
                b[at] = (byte) (b[at] ^ 0x80);
                return b;
            }
        }
    }

    static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }
}
