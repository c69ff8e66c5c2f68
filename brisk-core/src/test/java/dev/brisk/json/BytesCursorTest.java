package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cursor's contract, method by method: what it reads it reads as {@link JsonReader} reads it,
 * at the very end of the array too; whatever it does not take leaves it failed (never an
 * exception), and after a failure every call returns at once.
 */
class BytesCursorTest {

    private static BytesCursor over(String json) {
        return BytesCursor.over(json.getBytes(StandardCharsets.UTF_8));
    }

    private static JsonReader reader(String json) {
        return JsonReader.of(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void readsAnObjectMemberByMemberWithTheExpectedNameFirst() {
        Names names = Names.of("id", "name", "tags", "score");
        BytesCursor in = over(" { \"id\" : 7 , \"name\":\"x\",\"other\":[1,{\"a\":null}],\"tags\":[\"a\",\"b\"],\"score\":1.5} ");
        in.beginObject();
        List<Object> seen = new ArrayList<>();
        for (int i, expect = 0; (i = in.nextMember(names, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            switch (i) {
                case 0 -> seen.add(in.nextLong());
                case 1 -> seen.add(in.nextString());
                case 2 -> {
                    in.beginArray();
                    while (in.nextElement()) seen.add(in.nextString());
                }
                case 3 -> seen.add(in.nextDouble());
                default -> {
                    seen.add("skipped");
                    in.skipValue();
                }
            }
        }
        assertTrue(in.finish());
        assertEquals(List.of(7L, "x", "skipped", "a", "b", 1.5), seen);
    }

    @Test
    void emptyContainersAndNulls() {
        Names names = Names.of("a");
        BytesCursor in = over("[{}, [], null, {\"a\":null}]");
        in.beginArray();
        assertTrue(in.nextElement());
        in.beginObject();
        assertEquals(JsonReader.END_OF_OBJECT, in.nextMember(names, 0));
        assertTrue(in.nextElement());
        in.beginArray();
        assertFalse(in.nextElement());
        assertTrue(in.nextElement());
        assertTrue(in.nextNull());
        assertTrue(in.nextElement());
        assertFalse(in.nextNull());
        in.beginObject();
        assertEquals(0, in.nextMember(names, 0));
        assertNull(in.nextStringOrNull());
        assertEquals(JsonReader.END_OF_OBJECT, in.nextMember(names, 1));
        assertFalse(in.nextElement());
        assertTrue(in.finish());
    }

    @Test
    void scalarsEndingAtTheLastByteOfTheArray() {
        for (String n : new String[] {"0", "-0", "7", "-12", "123456789", "2147483647", "-2147483648"}) {
            BytesCursor in = over(n);
            assertEquals(reader(n).nextInt(), in.nextInt(), n);
            assertTrue(in.finish(), n);
        }
        for (String n : new String[] {"0", "123456789012345678", "-123456789012345678", "99999999"}) {
            BytesCursor in = over(n);
            assertEquals(reader(n).nextLong(), in.nextLong(), n);
            assertTrue(in.finish(), n);
        }
        for (String n : new String[] {"0", "-0.0", "1.5", "28.252232368269038", "1e10", "2.2250738585072014E-308", "1E-400", "123456789012345678901234567890"}) {
            BytesCursor in = over(n);
            assertEquals(Double.doubleToLongBits(reader(n).nextDouble()), Double.doubleToLongBits(in.nextDouble()), n);
            assertTrue(in.finish(), n);
            in = over(n);
            assertEquals(Float.floatToIntBits(reader(n).nextFloat()), Float.floatToIntBits(in.nextFloat()), n);
            assertTrue(in.finish(), n);
        }
        for (String s : new String[] {"\"\"", "\"a\"", "\"abcdefghijklmnop\"", "\"\\n\\u00e9\\\"\"", "\"h\u00e9llo\"", "\"\u4e16\u754c\"", "\"\uD83D\uDE00\"", "\"\\uD83D\\uDE00 x\""}) {
            BytesCursor in = over(s);
            assertEquals(reader(s).nextString(), in.nextString(), s);
            assertTrue(in.finish(), s);
        }
        BytesCursor t = over("true");
        assertTrue(t.nextBoolean());
        assertTrue(t.finish());
        BytesCursor f = over("false");
        assertFalse(f.nextBoolean());
        assertTrue(f.finish());
        BytesCursor n = over("null");
        assertTrue(n.nextNull());
        assertTrue(n.finish());
    }

    @Test
    void everyNameLengthMatchesExpectedOrNot() {
        for (int len = 1; len <= 40; len++) {
            String name = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".substring(0, len);
            Names names = Names.of("zz", name);
            for (int expect = -1; expect <= 2; expect++) {
                BytesCursor in = over("{\"" + name + "\":" + len + "}");
                in.beginObject();
                assertEquals(1, in.nextMember(names, expect), name);
                assertEquals(len, in.nextInt());
                assertEquals(JsonReader.END_OF_OBJECT, in.nextMember(names, 2));
                assertTrue(in.finish(), name);
            }
            BytesCursor in = over("{\"" + name + "x\":1}");
            in.beginObject();
            assertEquals(-1, in.nextMember(names, 1), name);
            in.skipValue();
            assertEquals(JsonReader.END_OF_OBJECT, in.nextMember(names, 2));
            assertTrue(in.finish());
        }
    }

    @Test
    void enumsBySelectString() {
        Names names = Names.of("SMALL", "LARGE", "\u00e9t\u00e9");
        assertEquals(1, selected(names, "\"LARGE\""));
        assertEquals(2, selected(names, "\"\u00e9t\u00e9\""));
        assertEquals(2, selected(names, "\"\\u00e9t\\u00e9\""));
        assertEquals(-1, selected(names, "\"MEDIUM\""));
    }

    private static int selected(Names names, String json) {
        BytesCursor in = over(json);
        int i = in.selectString(names);
        assertTrue(in.finish(), json);
        return i;
    }

    /**
     * nextStringOrNull and nextNull (the quote tested first, the rest of null out of line) at
     * every cut of an array of two values: what the cursor reads whole, the reader reads the
     * same; what the reader rejects, the cursor fails on; strings and nulls read whole.
     */
    @Test
    void stringOrNullAtEveryCutOfTheDocument() {
        String[] values = {"null", "\"ab\"", "\"\"", "\"h\u00e9\\n\"", "nul", "nulL", "nxll", "n", "\"a", "1", "true", "{}", "[]"};
        for (String v : values) {
            boolean stringOrNull = v.equals("null") || (v.length() > 1 && v.startsWith("\"") && v.endsWith("\""));
            byte[] whole = ("[" + v + ", " + v + "]").getBytes(StandardCharsets.UTF_8);
            for (int cut = 0; cut <= whole.length; cut++) {
                byte[] doc = java.util.Arrays.copyOf(whole, cut);
                BytesCursor in = BytesCursor.over(doc);
                List<String> got = new ArrayList<>();
                in.beginArray();
                while (in.nextElement()) got.add(in.nextStringOrNull());
                boolean read = in.finish();
                List<String> expected = new ArrayList<>();
                boolean readerRead;
                try (JsonReader r = JsonReader.of(doc)) {
                    r.beginArray();
                    while (r.hasNext()) expected.add(r.nextStringOrNull());
                    r.endArray();
                    readerRead = r.peek() == JsonToken.END_DOCUMENT;
                } catch (JsonException e) {
                    readerRead = false;
                }
                String at = v + " cut at " + cut;
                if (read) {
                    assertTrue(readerRead, at);
                    assertEquals(expected, got, at);
                }
                if (!readerRead) assertFalse(read, at);
                if (cut == whole.length && stringOrNull) assertTrue(read, at);
            }
        }
        for (int cut = 0; cut < 4; cut++) {
            BytesCursor in = BytesCursor.over("null".substring(0, cut).getBytes(StandardCharsets.US_ASCII));
            assertFalse(in.nextNull(), "null cut at " + cut);
            assertNull(in.nextStringOrNull(), "null cut at " + cut);
            assertFalse(in.finish(), "null cut at " + cut);
        }
    }

    /** Documents the reader rejects, or forms a method leaves to the reader: the cursor fails, it never throws. */
    @Test
    void whatItDoesNotTakeLeavesItFailed() {
        String[] ints = {"", "-", "01", "1.0", "1e2", "2147483648", "12345678901234567890", "1x", "\"1\"", "null", "+1", "--1", " "};
        for (String n : ints) {
            BytesCursor in = over(n);
            in.nextInt();
            assertFalse(in.finish(), n);
        }
        String[] doubles = {"", "-", "1.", ".5", "1e", "1e+", "1e400", "-1e400", "NaN", "01.5", "1.5.5"};
        for (String n : doubles) {
            BytesCursor in = over(n);
            in.nextDouble();
            assertFalse(in.finish(), n);
        }
        String[] strings = {"\"", "\"abc", "\"a\u0001\"", "\"\\x\"", "\"\\u12\"", "\"\\uD800\"", "\"\\uDC00x\"", "null", "1", "'a'"};
        for (String s : strings) {
            BytesCursor in = over(s);
            in.nextString();
            assertFalse(in.finish(), s);
        }
        byte[][] badUtf8 = {
                {'"', (byte) 0xC3, '"'}, {'"', (byte) 0xC0, (byte) 0x80, '"'}, {'"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"'},
                {'"', (byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80, '"'}, {'"', (byte) 0xFF, '"'}, {'"', (byte) 0x80, '"'}};
        for (byte[] s : badUtf8) {
            BytesCursor in = BytesCursor.over(s);
            in.nextString();
            assertFalse(in.finish());
            in = BytesCursor.over(s);
            in.skipValue();
            assertFalse(in.finish());
        }
        String[] values = {"[1,]", "{\"a\":1,}", "[1 2]", "{\"a\" 1}", "{\"a\":1 \"b\":2}", "{a:1}", "[", "{", "tru", "nul", "[1]]", "{}}", "1 2", "[\"\\q\"]", "{\"a\":[}", "/*x*/1"};
        for (String v : values) {
            BytesCursor in = over(v);
            in.skipValue();
            assertFalse(in.finish(), v);
        }
    }

    @Test
    void afterAFailureEveryCallReturnsAtOnce() {
        Names names = Names.of("a");
        BytesCursor in = over("{\"a\":[1,2,3],\"b\":\"x\"}");
        in.fail();
        assertTrue(in.failed());
        assertEquals(JsonReader.END_OF_OBJECT, in.nextMember(names, 0));
        assertFalse(in.nextElement());
        assertFalse(in.nextNull());
        assertNull(in.nextString());
        assertEquals(0, in.nextInt());
        assertEquals(-1, in.selectString(names));
        in.skipValue();
        assertFalse(in.finish());
    }

    @Test
    void depthBeyondTheLimitFails() {
        String deep = "[".repeat(BytesCursor.MAX_DEPTH + 1) + "]".repeat(BytesCursor.MAX_DEPTH + 1);
        BytesCursor in = over(deep);
        in.skipValue();
        assertFalse(in.finish());
        String ok = "[".repeat(63) + "]".repeat(63);
        in = over(ok);
        in.skipValue();
        assertTrue(in.finish());
        BytesCursor limited = new BytesCursor(ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDepth(2)));
        limited.reset("[[1]]".getBytes(StandardCharsets.UTF_8));
        limited.beginArray();
        assertTrue(limited.nextElement());
        limited.beginArray();
        assertTrue(limited.nextElement());
        assertEquals(1, limited.nextInt());
        assertFalse(limited.nextElement());
        assertFalse(limited.nextElement());
        assertTrue(limited.finish());
        limited.reset("[[[1]]]".getBytes(StandardCharsets.UTF_8));
        limited.skipValue();
        assertFalse(limited.finish());
    }

    @Test
    void bigDecimalsOfThePlainFormsKeepTheirScaleAndTheRestFails() {
        for (String text : new String[] {"1.50", "0.05", "-19.99", "7", "0.0", "12345678901234567", "0.00000000000000001"}) {
            BytesCursor in = over(text);
            java.math.BigDecimal v = in.nextBigDecimal();
            assertTrue(in.finish(), text);
            assertEquals(reader(text).nextBigDecimal(), v, text); // equals: scale included
        }
        for (String text : new String[] {"-0.0", "-0", "1e2", "1.5E-3", "123456789012345678", "\"1\"", "null", "1."}) {
            BytesCursor in = over(text);
            in.nextBigDecimal();
            assertFalse(in.finish(), text);
        }
    }

    @Test
    void lengthLimitsAreNeverLessStrictThanTheReaders() {
        ReaderOptions tight = ReaderOptions.defaults().withLimits(ReadLimits.defaults()
                .withMaxStringLength(3).withMaxNameLength(2).withMaxNumberLength(3));
        BytesCursor in = new BytesCursor(tight).reset("\"abcd\"".getBytes(StandardCharsets.UTF_8));
        in.nextString();
        assertFalse(in.finish());
        in.reset("\"abc\"".getBytes(StandardCharsets.UTF_8));
        assertEquals("abc", in.nextString());
        assertTrue(in.finish());
        in.reset("1234".getBytes(StandardCharsets.UTF_8));
        in.nextInt();
        assertFalse(in.finish());
        in.reset("{\"abc\":1}".getBytes(StandardCharsets.UTF_8));
        in.beginObject();
        in.nextMember(Names.of("x"), 0);
        assertFalse(in.finish());
        BytesCursor small = new BytesCursor(ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDocumentSize(4)));
        small.reset("12345".getBytes(StandardCharsets.UTF_8));
        assertTrue(small.failed());
    }

    /**
     * A member name longer than the name limit is refused by the reader, so the cursor must fail
     * on it even when it is the name the codec expects (compared in place by its prepared words,
     * or by bytes when it is too long for them), compact or spaced, first or after a comma.
     */
    @Test
    void anExpectedNameOverTheNameLimitFailsAsTheReaderDoes() {
        String[] names = {"abc", "abcdefghijkl", "abcdefghijklmnopqrstuvwxyz"}; // 3+3 bytes, 12+3 (words), 26+3 (no words)
        for (String name : names) {
            for (int limit : new int[] {1, 2, name.length() - 1, name.length(), name.length() + 1}) {
                ReaderOptions options = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxNameLength(limit));
                Names set = Names.of("x", name);
                for (String doc : new String[] {"{\"" + name + "\":1}", "{ \"" + name + "\" : 1 }", "{\"x\":0,\"" + name + "\":1}",
                        "{\"x\":0 , \"" + name + "\":1}", "{\"" + name + "\":1}" + " ".repeat(20)}) {
                    byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
                    boolean readerTakesIt;
                    try {
                        JsonReader r = options.reader(bytes);
                        r.beginObject();
                        while (r.hasNext()) {
                            r.nextName();
                            r.skipValue();
                        }
                        r.endObject();
                        readerTakesIt = true;
                    } catch (JsonException e) {
                        readerTakesIt = false;
                    }
                    for (int first = 0; first < 2; first++) {
                        BytesCursor in = new BytesCursor(options).reset(bytes);
                        in.beginObject();
                        for (int i, expect = first; (i = in.nextMember(set, expect)) != JsonReader.END_OF_OBJECT; ) {
                            if (i >= 0) expect = i + 1;
                            in.skipValue();
                        }
                        assertEquals(readerTakesIt, in.finish(), doc + ", name limit " + limit + ", first expected " + first);
                    }
                }
            }
        }
    }
}
