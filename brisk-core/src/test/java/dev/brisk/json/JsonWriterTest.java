package dev.brisk.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonWriterTest {
    private static final ObjectMapper JACKSON = new ObjectMapper();

    static String write(WriterOptions options, Consumer<JsonWriter> body) {
        JsonWriter w = options.writer();
        body.accept(w);
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    static String write(Consumer<JsonWriter> body) { return write(WriterOptions.defaults(), body); }

    static void sample(JsonWriter w) {
        w.beginObject();
        w.name("id"); w.numberValue(42);
        w.name("name"); w.stringValue("Ada \"the\" first\n");
        w.name("tags"); w.beginArray(); w.stringValue("a"); w.booleanValue(true); w.nullValue(); w.endArray();
        w.name("empty"); w.beginObject(); w.endObject();
        w.name("none"); w.beginArray(); w.endArray();
        w.name("pi"); w.numberValue(3.25);
        w.endObject();
    }

    @Test
    void writesCompactJsonWithoutWhitespace() {
        assertEquals("{\"id\":42,\"name\":\"Ada \\\"the\\\" first\\n\",\"tags\":[\"a\",true,null],\"empty\":{},\"none\":[],\"pi\":3.25}",
                write(JsonWriterTest::sample));
    }

    @Test
    void writesPrettyJsonWithIndentAndNewlineStyle() {
        String expected = "{\n  \"id\": 42,\n  \"name\": \"Ada \\\"the\\\" first\\n\",\n  \"tags\": [\n    \"a\",\n    true,\n"
                + "    null\n  ],\n  \"empty\": {},\n  \"none\": [],\n  \"pi\": 3.25\n}";
        assertEquals(expected, write(WriterOptions.defaults().withPretty(true), JsonWriterTest::sample));
        assertEquals(expected.replace("\n", "\r\n").replace("  ", "    "),
                write(WriterOptions.defaults().withIndent(4).withNewline("\r\n"), JsonWriterTest::sample));
    }

    @Test
    void sequenceModeWritesEachTopLevelValueOnItsOwnLine() {
        String out = write(WriterOptions.defaults().withSequence(true), w -> {
            w.beginObject(); w.name("a"); w.numberValue(1); w.endObject();
            w.numberValue(2);
            w.beginArray(); w.endArray();
        });
        assertEquals("{\"a\":1}\n2\n[]\n", out);
    }

    @Test
    void escapesOnlyWhatRfc8259RequiresByDefault() {
        String s = "q\" b\\ \u0000\u001f\b\f\n\r\t / <>&' é € 😀 \u2028";
        assertEquals("\"q\\\" b\\\\ \\u0000\\u001F\\b\\f\\n\\r\\t / <>&' é € 😀 \u2028\"", write(w -> w.stringValue(s)));
    }

    @Test
    void escapeNonAsciiEscapesEveryCharAboveAsciiIncludingBothHalvesOfAPair() {
        String out = write(WriterOptions.defaults().withEscapeNonAscii(true), w -> w.stringValue("aé€😀"));
        assertEquals("\"a\\u00E9\\u20AC\\uD83D\\uDE00\"", out);
        byte[] utf8 = "aé€😀".getBytes(StandardCharsets.UTF_8);
        assertEquals(out, write(WriterOptions.defaults().withEscapeNonAscii(true), w -> w.stringValue(utf8, 0, utf8.length)));
    }

    @Test
    void htmlSafeEscapesMarkupCharactersAndLineSeparators() {
        String s = "<a href='x'>&</a>\u2028\u2029";
        String expected = "\"\\u003Ca href=\\u0027x\\u0027\\u003E\\u0026\\u003C/a\\u003E\\u2028\\u2029\"";
        assertEquals(expected, write(WriterOptions.defaults().withHtmlSafe(true), w -> w.stringValue(s)));
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        assertEquals(expected, write(WriterOptions.defaults().withHtmlSafe(true), w -> w.stringValue(utf8, 0, utf8.length)));
    }

    @Test
    void byteSliceStringsAreWrittenLikeTheirStrings() {
        String s = "plain ascii run longer than eight bytes \"quoted\" and \\ and \t then ünïcödé 😀 end";
        byte[] padded = ("xx" + s + "yy").getBytes(StandardCharsets.UTF_8);
        int len = s.getBytes(StandardCharsets.UTF_8).length;
        assertEquals(write(w -> w.stringValue(s)), write(w -> w.stringValue(padded, 2, len)));
    }

    @Test
    void invalidUtf8InAByteSliceIsRejected() {
        byte[][] bad = {{(byte) 0xC0, (byte) 0x80}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xE2, (byte) 0x82},
                {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0x80}};
        for (byte[] b : bad) {
            JsonWriter w = JsonWriter.create();
            w.beginArray();
            JsonException e = assertThrows(JsonException.class, () -> w.stringValue(b, 0, b.length));
            assertTrue(e.getMessage().contains("Invalid UTF-8"), e.getMessage());
            w.endArray();
            assertEquals("[]", new String(w.toByteArray(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void loneSurrogateIsAnErrorAndNothingOfTheStringReachesTheOutput() {
        JsonWriter w = JsonWriter.create();
        w.beginArray();
        w.stringValue("ok");
        JsonException e = assertThrows(JsonException.class, () -> w.stringValue("abc\uD800def"));
        assertTrue(e.getMessage().contains("Lone surrogate U+D800"), e.getMessage());
        assertEquals("$[1]", e.path()); // the refused element, not "ok" before it
        JsonException low = assertThrows(JsonException.class, () -> w.stringValue("\uDC00"));
        assertTrue(low.getMessage().contains("U+DC00"));
        w.stringValue("next");
        w.endArray();
        assertEquals("[\"ok\",\"next\"]", new String(w.toByteArray(), StandardCharsets.UTF_8));
    }

    @Test
    void loneSurrogateInANameIsRejectedAndTheObjectStaysWellFormed() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        w.name("a"); w.numberValue(1);
        assertThrows(JsonException.class, () -> w.name("\uDBFF"));
        w.name("b"); w.numberValue(2);
        w.endObject();
        assertEquals("{\"a\":1,\"b\":2}", new String(w.toByteArray(), StandardCharsets.UTF_8));
    }

    @Test
    void replaceLoneSurrogatesWritesTheReplacementCharacter() {
        assertEquals("\"a\uFFFDb\uFFFD\"", write(WriterOptions.defaults().withReplaceLoneSurrogates(true), w -> w.stringValue("a\uDC00b\uD800")));
    }

    @Test
    void nanAndInfinitiesAreErrorsUnlessAllowed() {
        for (double d : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            JsonWriter w = JsonWriter.create();
            w.beginArray();
            JsonException e = assertThrows(JsonException.class, () -> w.numberValue(d));
            assertTrue(e.getMessage().contains("is not a JSON number"), e.getMessage());
            assertThrows(JsonException.class, () -> w.numberValue((float) d));
            w.endArray();
            assertEquals("[]", new String(w.toByteArray(), StandardCharsets.UTF_8));
        }
        assertEquals("[NaN,Infinity,-Infinity]", write(WriterOptions.defaults().withNonFiniteNumbers(true), w -> {
            w.beginArray(); w.numberValue(Double.NaN); w.numberValue(Float.POSITIVE_INFINITY); w.numberValue(Double.NEGATIVE_INFINITY); w.endArray();
        }));
    }

    @Test
    void numbersOfEveryKindAreWrittenAsJsonNumbers() {
        String out = write(w -> {
            w.beginArray();
            w.numberValue(0); w.numberValue(-7); w.numberValue(Integer.MIN_VALUE); w.numberValue(Long.MIN_VALUE); w.numberValue(Long.MAX_VALUE);
            w.numberValue(1e21); w.numberValue(0.1); w.numberValue(1e-7); w.numberValue(1.5f);
            w.numberValue(new BigInteger("123456789012345678901234567890")); w.numberValue(new BigDecimal("-1.50E+400"));
            w.numberText("-0.0e-0"); w.numberText("12".getBytes(StandardCharsets.US_ASCII), 0, 2);
            w.endArray();
        });
        assertEquals("[0,-7,-2147483648,-9223372036854775808,9223372036854775807,1e+21,0.1,1e-7,1.5,"
                + "123456789012345678901234567890,-1.50E+400,-0.0e-0,12]", out);
    }

    @Test
    void javaNumberLayoutPrintsDoublesAsJavaDoes() {
        assertEquals("[1.0E21,0.1,100.0]", write(WriterOptions.defaults().withJavaNumberLayout(true), w -> {
            w.beginArray(); w.numberValue(1e21); w.numberValue(0.1); w.numberValue(100.0); w.endArray();
        }));
    }

    @Test
    void numberTextThatIsNotAJsonNumberIsRejected() {
        for (String bad : new String[] {"", "-", "01", "1.", ".5", "1e", "1e+", "+1", "0x10", "NaN", "1 ", "١"}) {
            JsonWriter w = JsonWriter.create();
            JsonException e = assertThrows(JsonException.class, () -> w.numberText(bad), bad);
            assertTrue(e.getMessage().startsWith("Not a JSON number"), e.getMessage());
            byte[] b = bad.getBytes(StandardCharsets.UTF_8);
            assertThrows(JsonException.class, () -> w.numberText(b, 0, b.length), bad);
            assertFalse(w.isComplete());
        }
    }

    @Test
    void aNameOutsideAnObjectIsAnError() {
        JsonWriter top = JsonWriter.create();
        assertEquals("A name outside an object at path $", assertThrows(JsonException.class, () -> top.name("a")).getMessage());
        JsonWriter inArray = JsonWriter.create();
        inArray.beginArray();
        inArray.numberValue(1);
        assertEquals("A name outside an object at path $[0]", assertThrows(JsonException.class, () -> inArray.name("a")).getMessage());
    }

    @Test
    void aValueWithoutANameInsideAnObjectIsAnError() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        w.name("user"); w.beginObject(); w.name("id"); w.numberValue(1);
        JsonException e = assertThrows(JsonException.class, () -> w.stringValue("x"));
        assertEquals("A value inside an object needs a name first", e.detail());
        assertEquals("$.user.id", e.path());
        assertThrows(JsonException.class, w::beginArray);
    }

    @Test
    void twoNamesInARowAreAnError() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        w.name("a");
        JsonException e = assertThrows(JsonException.class, () -> w.name("b"));
        assertTrue(e.detail().startsWith("Two names in a row"));
        assertEquals("$.a", e.path());
        assertThrows(JsonException.class, w::endObject);
    }

    @Test
    void mismatchedEndsAreErrors() {
        JsonWriter w = JsonWriter.create();
        assertThrows(JsonException.class, w::endObject);
        assertThrows(JsonException.class, w::endArray);
        w.beginArray();
        assertEquals("endObject() inside an array", assertThrows(JsonException.class, w::endObject).detail());
        w.endArray();
        assertThrows(JsonException.class, w::endArray);
    }

    @Test
    void aSecondTopLevelValueIsAnErrorOutsideSequenceMode() {
        JsonWriter w = JsonWriter.create();
        w.numberValue(1);
        JsonException e = assertThrows(JsonException.class, () -> w.numberValue(2));
        assertTrue(e.detail().startsWith("A second top-level value"));
        assertEquals("1", new String(w.toByteArray(), StandardCharsets.UTF_8));
    }

    @Test
    void unclosedContainersAtCloseAreAnErrorAndNothingIsFlushed() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        JsonWriter w = JsonWriter.of(sink);
        w.beginObject(); w.name("a"); w.beginArray();
        JsonException e = assertThrows(JsonException.class, w::close);
        assertTrue(e.detail().startsWith("Incomplete document: 2 containers are still open"), e.detail());
        assertEquals(0, sink.size());
        assertThrows(JsonException.class, () -> JsonWriter.create().toByteArray());
    }

    @Test
    void depthBeyondTheLimitIsAnError() {
        JsonWriter w = WriterOptions.defaults().withMaxDepth(3).writer();
        w.beginArray(); w.beginArray(); w.beginObject(); w.name("k");
        JsonException e = assertThrows(JsonException.class, w::beginArray);
        assertEquals("Nesting depth exceeds the limit of 3 (raise it with WriterOptions.withMaxDepth)", e.detail());
        assertEquals("$[0][0].k", e.path());
    }

    @Test
    void deepNestingWithinTheLimitNeedsNoRecursion() {
        int depth = 100_000;
        JsonWriter w = WriterOptions.defaults().withMaxDepth(depth).writer();
        for (int i = 0; i < depth; i++) w.beginArray();
        for (int i = 0; i < depth; i++) w.endArray();
        assertEquals(2 * depth, w.toByteArray().length);
    }

    @Test
    void writingAfterCloseIsAnError() {
        JsonWriter w = JsonWriter.create();
        w.nullValue();
        w.close();
        assertThrows(JsonException.class, w::nullValue);
    }

    @Test
    void pathNamesGivenAsBytesAndSpecialNames() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        byte[] n = "bytes name".getBytes(StandardCharsets.UTF_8);
        w.name(n, 0, n.length);
        w.beginObject();
        w.name("x");
        JsonException e = assertThrows(JsonException.class, () -> w.name("y"));
        assertEquals("$['bytes name'].x", e.path());
    }

    @Test
    void everyTargetReceivesTheSameTextEvenAcrossBufferBoundaries() throws Exception {
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 5000; i++) big.append("é€😀x\"").append(i);
        String s = big.toString();
        Consumer<JsonWriter> body = w -> {
            w.beginArray();
            for (int i = 0; i < 3; i++) { w.stringValue(s); w.numberValue(i); }
            w.endArray();
        };
        String expected = write(body);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JsonWriter w = JsonWriter.of(bytes)) { body.accept(w); }
        assertEquals(expected, bytes.toString(StandardCharsets.UTF_8));

        StringWriter chars = new StringWriter();
        try (JsonWriter w = JsonWriter.of(chars)) { body.accept(w); }
        assertEquals(expected, chars.toString());

        StringBuilder sb = new StringBuilder();
        try (JsonWriter w = JsonWriter.of(sb)) { body.accept(w); }
        assertEquals(expected, sb.toString());

        JsonNode node = JACKSON.readTree(expected);
        assertEquals(s, node.get(0).asText());
    }

    @Test
    void flushHandsBufferedOutputToTheStream() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        JsonWriter w = WriterOptions.defaults().withSequence(true).writer(sink);
        w.numberValue(1);
        assertEquals(0, sink.size());
        w.flush();
        assertArrayEquals("1\n".getBytes(StandardCharsets.UTF_8), sink.toByteArray());
    }

    @Test
    void rawValueUncheckedIsInsertedVerbatim() {
        assertEquals("{\"a\":[1, 2],\"b\":true}", write(w -> {
            w.beginObject(); w.name("a"); w.rawValueUnchecked("[1, 2]"); w.name("b"); w.booleanValue(true); w.endObject();
        }));
    }

    @Test
    void shortRawValuesOfEveryLengthAreInsertedVerbatimInEverySlot() {
        // lengths around the word copies (0-3 bytes, 4-7, 8-16) and beyond, taken from the
        // middle and the end of larger arrays, in arrays and objects; a stream writer whose
        // buffer fills and drains in the middle of the values
        String digits = "1234567890123456789012";
        for (int n = 1; n <= 20; n++) {
            byte[] source = ("xx" + digits.substring(0, n)).getBytes(StandardCharsets.US_ASCII);
            String value = digits.substring(0, n);
            StringBuilder expected = new StringBuilder("{\"o\":[");
            ByteArrayOutputStream sink = new ByteArrayOutputStream();
            JsonWriter w = JsonWriter.of(sink);
            w.beginObject();
            w.name("o");
            w.beginArray();
            for (int i = 0; i < 1000; i++) {
                if (i > 0) expected.append(',');
                expected.append(value);
                w.rawValueUnchecked(source, 2, n);
            }
            w.endArray();
            w.name("m");
            w.rawValueUnchecked(source, 2, n);
            w.name("e");
            w.beginArray();
            w.rawValueUnchecked(source, 2, n);
            w.endArray();
            w.endObject();
            w.close();
            expected.append("],\"m\":").append(value).append(",\"e\":[").append(value).append("]}");
            assertEquals(expected.toString(), sink.toString(StandardCharsets.UTF_8), "length " + n);
        }
        // at the top level and in a sequence (each value on its line) the general path still applies
        assertEquals("12345", write(w -> w.rawValueUnchecked("x12345".getBytes(StandardCharsets.US_ASCII), 1, 5)));
        JsonWriter seq = WriterOptions.defaults().withSequence(true).writer();
        seq.rawValueUnchecked("7".getBytes(StandardCharsets.US_ASCII), 0, 1);
        seq.rawValueUnchecked("[8]".getBytes(StandardCharsets.US_ASCII), 0, 3);
        assertEquals("7\n[8]\n", new String(seq.toByteArray(), StandardCharsets.UTF_8));
    }

    @Test
    void rawValueIsCheckedThenInsertedVerbatim() {
        assertEquals("[{\"a\" : [1,  2]},\"x\"]", write(w -> {
            w.beginArray(); w.rawValue("{\"a\" : [1,  2]}"); w.rawValue("\"x\"".getBytes(StandardCharsets.UTF_8)); w.endArray();
        }));
        for (String bad : new String[] {"", "[1,]", "{\"a\":1} 2", "nul", "[1", "'x'"}) {
            JsonWriter w = JsonWriter.create();
            w.beginArray();
            JsonException e = assertThrows(JsonException.class, () -> w.rawValue(bad), bad);
            assertTrue(e.getMessage().startsWith("Invalid raw JSON value"), e.getMessage());
            assertEquals("$[0]", e.path()); // where it would have gone
            w.endArray();
            assertEquals("[]", new String(w.toByteArray(), StandardCharsets.UTF_8));
        }
        JsonWriter w = JsonWriter.create();
        assertThrows(JsonException.class, () -> w.rawValueUnchecked("\"\uD800\""));
    }
}
