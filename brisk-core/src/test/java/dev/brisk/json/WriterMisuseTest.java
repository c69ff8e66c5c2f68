package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The writer never claims a broken document complete: random call sequences (misuse included),
 * strings with lone surrogates, non-finite numbers and nesting beyond the limit each either work
 * or raise a JsonException (nothing else), and whenever the writer says the document is
 * complete, its output parses strictly.
 */
class WriterMisuseTest {

    /** A random string, often with lone or swapped surrogates, controls and astral characters. */
    static String nastyString(Random r) {
        int n = r.nextInt(12);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            switch (r.nextInt(8)) {
                case 0: sb.append((char) (0xD800 + r.nextInt(0x400))); break; // high, maybe lone
                case 1: sb.append((char) (0xDC00 + r.nextInt(0x400))); break; // low, maybe lone
                case 2: sb.appendCodePoint(0x10000 + r.nextInt(0x100000)); break;
                case 3: sb.append((char) r.nextInt(0x20)); break;
                case 4: sb.append("\"\\/\u2028\u2029<>&'".charAt(r.nextInt(9))); break;
                default: sb.append((char) (0x20 + r.nextInt(0x5f))); break;
            }
        }
        return sb.toString();
    }

    static boolean hasLoneSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) i++;
                else return true;
            } else if (Character.isLowSurrogate(c)) {
                return true;
            }
        }
        return false;
    }

    /** One random call; returns normally or throws JsonException (anything else fails the test). */
    private static void randomCall(JsonWriter w, Random r) {
        switch (r.nextInt(16)) {
            case 0: w.beginObject(); break;
            case 1: w.endObject(); break;
            case 2: w.beginArray(); break;
            case 3: w.endArray(); break;
            case 4: w.name(nastyString(r)); break;
            case 5: { byte[] b = nastyString(r).getBytes(StandardCharsets.UTF_8); w.name(b, 0, b.length); break; }
            case 6: w.stringValue(nastyString(r)); break;
            case 7: w.numberValue(new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 1e300, r.nextDouble()}[r.nextInt(6)]); break;
            case 8: w.numberValue(new float[] {Float.NaN, Float.NEGATIVE_INFINITY, r.nextFloat()}[r.nextInt(3)]); break;
            case 9: w.numberValue(r.nextLong()); break;
            case 10: w.numberText(new String[] {"1", "-0.5e3", "01", "1.", "NaN", "", "--1", "1e", "12345678901234567890", " 1"}[r.nextInt(10)]); break;
            case 11: w.rawValue(new String[] {"[1,2]", "{\"a\":", "", "tru", "\"x\"", "1 2", "{}"}[r.nextInt(7)]); break;
            case 12: w.booleanValue(r.nextBoolean()); break;
            case 13: w.nullValue(); break;
            case 14: w.numberValue(r.nextBoolean() ? new BigDecimal(r.nextInt()).scaleByPowerOfTen(r.nextInt(40) - 20) : BigDecimal.ZERO); break;
            default: w.numberValue(BigInteger.valueOf(r.nextLong()).shiftLeft(r.nextInt(80))); break;
        }
    }

    private static void assertCompleteOutputParses(JsonWriter w, boolean sequence, String trace) {
        if (!w.isComplete()) {
            assertThrows(JsonException.class, w::toByteArray, "an incomplete document was handed out: " + trace);
            return;
        }
        byte[] out = w.toByteArray();
        try (JsonReader r = ReaderOptions.defaults().withSequence(sequence).reader(out)) {
            while (r.hasNextValue()) r.skipValue();
        } catch (JsonException e) {
            fail("writer claims complete but wrote invalid JSON " + MutationReading.describe(out) + " after " + trace, e);
        }
    }

    @Property(tries = 3000, seed = "99")
    void randomCallSequencesNeverYieldAnIncompleteDocumentClaimedComplete(@ForAll long seed) {
        Random r = new Random(seed);
        boolean sequence = r.nextInt(4) == 0;
        WriterOptions options = WriterOptions.defaults().withSequence(sequence).withPretty(r.nextBoolean())
                .withMaxDepth(1 + r.nextInt(5)).withReplaceLoneSurrogates(r.nextInt(3) == 0).withEscapeNonAscii(r.nextBoolean());
        JsonWriter w = options.writer();
        StringBuilder trace = new StringBuilder(options.toString());
        int calls = 1 + r.nextInt(20);
        for (int i = 0; i < calls; i++) {
            long before = r.nextLong();
            Random call = new Random(before);
            try {
                randomCall(w, call);
                trace.append(" ok");
            } catch (JsonException e) {
                trace.append(" err(").append(e.getMessage()).append(')');
                assertTrue(e.path() != null, "writer error without a path: " + e.getMessage());
            } catch (RuntimeException | Error e) {
                throw new AssertionError("foreign " + e + " after " + trace, e);
            }
            assertCompleteOutputParses(w, sequence, trace.toString());
        }
    }

    @Property(tries = 2000, seed = "7")
    void stringsWithLoneSurrogatesAreRefusedOrReplacedNeverWrittenBroken(@ForAll long seed) {
        Random r = new Random(seed);
        String s = nastyString(r);
        boolean asName = r.nextBoolean();
        boolean replace = r.nextBoolean();
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        JsonWriter w = WriterOptions.defaults().withReplaceLoneSurrogates(replace).withEscapeNonAscii(r.nextBoolean()).writer(sink);
        try {
            if (asName) {
                w.beginObject();
                w.name(s);
                w.nullValue();
                w.endObject();
            } else {
                w.stringValue(s);
            }
        } catch (JsonException e) {
            assertTrue(!replace && hasLoneSurrogate(s), "refused a string it should write: " + e.getMessage());
            assertFalse(w.isComplete(), "a refused string left the document complete");
            assertThrows(JsonException.class, w::close);
            return;
        }
        assertFalse(!replace && hasLoneSurrogate(s), "wrote a lone surrogate without the replace option");
        w.close();
        JsonValue v = Json.parse(sink.toByteArray());
        String back = asName ? ((JsonObject) v).name(0) : ((JsonString) v).value();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                expected.append(c).append(s.charAt(++i));
            } else if (Character.isSurrogate(c)) {
                expected.append('\uFFFD');
            } else {
                expected.append(c);
            }
        }
        assertEquals(expected.toString(), back);
    }

    @Test
    void nonFiniteNumbersAreRefusedAndLeaveNothingComplete() {
        for (double d : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            JsonWriter w = JsonWriter.create();
            JsonException e = assertThrows(JsonException.class, () -> w.numberValue(d));
            assertEquals("$", e.path());
            assertFalse(w.isComplete());
            JsonWriter inArray = JsonWriter.create();
            inArray.beginArray();
            inArray.numberValue(1);
            assertThrows(JsonException.class, () -> inArray.numberValue((float) d));
            inArray.endArray();
            assertArrayEquals("[1]".getBytes(StandardCharsets.US_ASCII), inArray.toByteArray());
        }
    }

    @Test
    void bigDecimalsOfAnyScaleAreWrittenExactlyWithoutAnArithmeticException() {
        for (int scale : new int[] {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1_000_000, 1_000_000, Integer.MAX_VALUE}) {
            for (BigInteger unscaled : new BigInteger[] {BigInteger.ONE, BigInteger.valueOf(-12345), BigInteger.TEN.pow(30)}) {
                BigDecimal v = new BigDecimal(unscaled, scale);
                JsonWriter w = JsonWriter.create();
                w.numberValue(v);
                String text = new String(w.toByteArray(), StandardCharsets.US_ASCII);
                // the text is a JSON number of exactly this value (compared without expanding the exponent)
                JsonNumber written = JsonNumber.of(text);
                assertEquals(JsonNumber.of(unscaled + "e" + (-(long) scale)), written, text);
            }
        }
    }

    @Test
    void aNameIndexOutsideItsSetIsAJsonException() {
        Names names = Names.of("a", "b");
        for (int bad : new int[] {-1, 2, Integer.MAX_VALUE}) {
            for (boolean pretty : new boolean[] {false, true}) {
                JsonWriter w = (pretty ? WriterOptions.defaults().withIndent(2) : WriterOptions.defaults()).writer();
                w.beginObject();
                JsonException e = assertThrows(JsonException.class, () -> w.name(names, bad));
                assertTrue(e.getMessage().contains("not in a set of 2 names"), e.getMessage());
                assertThrows(JsonException.class, () -> w.member(names, bad, 1));
                assertThrows(JsonException.class, () -> w.member(names, bad, "s"));
                w.name(names, 1);
                w.numberValue(1);
                w.endObject();
                assertEquals(1, ((JsonObject) Json.parse(w.toByteArray())).size());
            }
        }
    }

    @Test
    void aRawValueInASequenceKeepsOneValuePerLine() {
        JsonWriter w = WriterOptions.defaults().withSequence(true).writer();
        w.rawValue("[1,\n2]");
        w.rawValue("{\r\n  \"a\": \"x\\ny\"\n}".getBytes(StandardCharsets.UTF_8));
        w.rawValueUnchecked("\n3\n");
        w.beginArray();
        w.rawValue("[\n]");
        w.endArray();
        String out = new String(w.toByteArray(), StandardCharsets.UTF_8);
        assertEquals("[1,2]\n{\"a\":\"x\\ny\"}\n3\n[[]]\n", out);
        // and each line reads back as one value
        try (JsonReader r = ReaderOptions.defaults().withSequence(true).reader(out)) {
            int values = 0;
            for (String line : out.split("\n")) {
                assertTrue(r.hasNextValue());
                assertEquals(Json.parse(line), Json.next(r), line);
                values++;
            }
            assertEquals(4, values);
        }
        // outside a sequence a raw value keeps its own whitespace
        JsonWriter plain = JsonWriter.create();
        plain.rawValue("[1,\n2]");
        assertEquals("[1,\n2]", new String(plain.toByteArray(), StandardCharsets.UTF_8));
    }

    @Test
    void nestingBeyondTheWriterLimitIsRefusedWithoutAStackOverflow() {
        JsonWriter w = WriterOptions.defaults().withMaxDepth(1000).writer();
        for (int i = 0; i < 1000; i++) w.beginArray();
        JsonException e = assertThrows(JsonException.class, w::beginArray);
        assertTrue(e.getMessage().contains("1000"), e.getMessage());
        assertFalse(w.isComplete());
        assertThrows(JsonException.class, w::toByteArray);
        for (int i = 0; i < 1000; i++) w.endArray();
        assertTrue(w.isComplete());
        assertEquals(2000, w.toByteArray().length);
        // A deep tree written through the facade hits the same limit.
        JsonValue deep = Json.parse("[[[[1]]]]");
        assertThrows(JsonException.class, () -> Json.toBytes(deep, WriterOptions.defaults().withMaxDepth(3)));
    }

    @Test
    void aContainerRefusedForDepthLeavesNoSeparatorOrFilledSlotBehind() {
        JsonWriter array = WriterOptions.defaults().withMaxDepth(1).writer();
        array.beginArray();
        array.numberValue(1);
        assertThrows(JsonException.class, array::beginArray);
        array.numberValue(2);
        array.endArray();
        assertEquals("[1,2]", new String(array.toByteArray(), StandardCharsets.UTF_8));

        JsonWriter object = WriterOptions.defaults().withMaxDepth(1).writer();
        object.beginObject();
        object.name("a");
        assertThrows(JsonException.class, object::beginObject);
        JsonException dangling = assertThrows(JsonException.class, object::endObject);
        assertTrue(dangling.getMessage().contains("name without a value"), dangling.getMessage());
        object.nullValue();
        object.endObject();
        assertEquals("{\"a\":null}", new String(object.toByteArray(), StandardCharsets.UTF_8));
    }

    @Test
    void aFailingTargetIsAJsonExceptionWithTheCause() {
        java.io.IOException boom = new java.io.IOException("disk full");
        java.io.OutputStream failing = new java.io.OutputStream() {
            @Override public void write(int b) throws java.io.IOException { throw boom; }
            @Override public void write(byte[] b, int off, int len) throws java.io.IOException { throw boom; }
        };
        JsonWriter w = JsonWriter.of(failing);
        JsonException e = assertThrows(JsonException.class, () -> {
            w.beginArray();
            for (int i = 0; i < 1_000_000; i++) w.stringValue("0123456789");
            w.endArray();
            w.close();
        });
        assertEquals(boom, e.getCause());
        Appendable failingChars = new Appendable() {
            @Override public Appendable append(CharSequence csq) throws java.io.IOException { throw boom; }
            @Override public Appendable append(CharSequence csq, int start, int end) throws java.io.IOException { throw boom; }
            @Override public Appendable append(char c) throws java.io.IOException { throw boom; }
        };
        JsonException chars = assertThrows(JsonException.class, () -> {
            JsonWriter cw = JsonWriter.of(failingChars);
            cw.stringValue("x".repeat(100_000));
            cw.close();
        });
        assertEquals(boom, chars.getCause());
    }

    /**
     * A failed call whose beginning a stream writer had already passed on cannot be taken back:
     * whatever the padding before it, the caller who goes on either gets valid JSON or an error,
     * never output with stray separators or half a name.
     */
    @Test
    void aFailureThatCannotBeTakenBackStopsTheStreamWriter() {
        for (int pad = 7_000; pad <= 17_000; pad += 97) {
            for (int nameLength : new int[] {1, 300, 3000}) {
                java.io.StringWriter target = new java.io.StringWriter();
                JsonWriter w = JsonWriter.of(target);
                w.beginObject();
                w.name("pad");
                w.stringValue("x".repeat(pad));
                assertThrows(JsonException.class, () -> w.name("k".repeat(nameLength) + "\uD800"));
                try {
                    w.name("b");
                    w.numberValue(1);
                    w.endObject();
                    w.flush();
                } catch (JsonException e) {
                    assertTrue(e.getMessage().contains("cannot go on"), e.getMessage());
                    continue;
                }
                // rolled back: the output is the document without the failed name
                assertEquals("{\"pad\":\"" + "x".repeat(pad) + "\",\"b\":1}", target.toString(), "pad " + pad);
            }
        }
    }

    /** What a refused value's error names: the value's own place, never the element before it. */
    private static String refusedAt(WriterOptions options, java.util.function.Consumer<JsonWriter> calls) {
        JsonWriter w = options.writer();
        JsonException e = assertThrows(JsonException.class, () -> calls.accept(w));
        return e.path();
    }

    @Test
    void aValueTheWriterRefusesIsReportedAtItsOwnPlace() {
        for (WriterOptions o : new WriterOptions[] {WriterOptions.defaults(), WriterOptions.defaults().withPretty(true)}) {
            assertEquals("$[1]", refusedAt(o, w -> { w.beginArray(); w.numberValue(1); w.numberValue(Double.NaN); }));
            assertEquals("$[0]", refusedAt(o, w -> { w.beginArray(); w.numberValue(Float.POSITIVE_INFINITY); }));
            assertEquals("$.a[1][1]", refusedAt(o, w -> {
                w.beginObject(); w.name("a"); w.beginArray(); w.beginArray(); w.numberValue(1); w.endArray();
                w.beginArray(); w.numberValue(2); w.numberValue(Double.NEGATIVE_INFINITY);
            }));
            assertEquals("$.b", refusedAt(o, w -> { w.beginObject(); w.name("a"); w.numberValue(1); w.name("b"); w.numberValue(Double.NaN); }));
            assertEquals("$[2]", refusedAt(o, w -> { w.beginArray(); w.nullValue(); w.booleanValue(true); w.numberText("1.e5"); }));
            assertEquals("$[1]", refusedAt(o, w -> { w.beginArray(); w.stringValue("ok"); w.stringValue("lone \ud800"); }));
            assertEquals("$[1]", refusedAt(o, w -> { w.beginArray(); w.numberValue(1); w.rawValue("[1,"); }));
            // and what the writer reports after a refusal still names the last value it wrote
            JsonWriter w = o.writer();
            w.beginArray();
            w.numberValue(1);
            assertThrows(JsonException.class, () -> w.numberValue(Double.NaN));
            assertEquals("$[0]", w.path());
            w.numberValue(2);
            w.endArray();
            assertEquals(o == WriterOptions.defaults() ? "[1,2]" : "[\n  1,\n  2\n]", new String(w.toByteArray(), StandardCharsets.UTF_8));
        }
    }

    /**
     * A refused string in each place a compact writer takes its fast slot (first element, later
     * element, member value; past a buffer's worth of output too) leaves no byte and no state
     * behind: the error names its place, and the document goes on as if it had not been written.
     */
    @Test
    void aRefusedStringLeavesNothingInEveryPlaceItCanGo() {
        String lone = "x".repeat(300) + "\ud800";
        for (WriterOptions o : new WriterOptions[] {WriterOptions.defaults(), WriterOptions.defaults().withPretty(true)}) {
            for (int before : new int[] {0, 1, 5000}) {
                String pad = "p".repeat(before);
                JsonWriter w = o.writer();
                JsonWriter expected = o.writer();
                for (JsonWriter x : new JsonWriter[] {w, expected}) {
                    x.beginObject();
                    x.name("pad");
                    x.stringValue(pad);
                    x.name("a");
                    x.beginArray();
                }
                assertEquals("$.a[0]", assertThrows(JsonException.class, () -> w.stringValue(lone)).path());
                assertEquals("$.a", w.path());
                for (JsonWriter x : new JsonWriter[] {w, expected}) x.stringValue("first");
                assertEquals("$.a[1]", assertThrows(JsonException.class, () -> w.stringValue(lone)).path());
                assertEquals("$.a[0]", w.path());
                for (JsonWriter x : new JsonWriter[] {w, expected}) {
                    x.stringValue("second");
                    x.endArray();
                    x.name("b");
                }
                assertEquals("$.b", assertThrows(JsonException.class, () -> w.stringValue(lone)).path());
                assertThrows(JsonException.class, () -> w.name("c"), "the name still waits for its value");
                for (JsonWriter x : new JsonWriter[] {w, expected}) {
                    x.stringValue("third");
                    x.endObject();
                }
                assertEquals(new String(expected.toByteArray(), StandardCharsets.UTF_8), new String(w.toByteArray(), StandardCharsets.UTF_8));
            }
        }
    }
}
