package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TreeBuilderTest {
    @Test
    void buildsAValueFromSinkEvents() {
        TreeBuilder b = new TreeBuilder();
        b.beginObject();
        byte[] name = "xid".getBytes(StandardCharsets.UTF_8);
        b.name(name, 1, 2);
        b.numberText("12.50".getBytes(StandardCharsets.US_ASCII), 0, 5);
        b.name("s");
        byte[] s = "héllo".getBytes(StandardCharsets.UTF_8);
        b.stringValue(s, 0, s.length);
        b.name("a");
        b.beginArray(); b.booleanValue(false); b.nullValue(); b.numberValue(3L); b.endArray();
        b.endObject();
        assertEquals("{\"id\":12.50,\"s\":\"héllo\",\"a\":[false,null,3]}", b.result().toString());
    }

    @Test
    void equalNamesGivenAsBytesBecomeTheSameString() {
        TreeBuilder b = new TreeBuilder();
        byte[] name = "user_name".getBytes(StandardCharsets.UTF_8);
        b.beginArray();
        for (int i = 0; i < 2; i++) {
            b.beginObject();
            b.name(name, 0, name.length);
            b.numberValue(i);
            b.endObject();
        }
        b.endArray();
        JsonValue r = b.result();
        assertSame(((JsonObject) r.get(0)).name(0), ((JsonObject) r.get(1)).name(0));
    }

    @Test
    void misuseIsRejected() {
        TreeBuilder b = new TreeBuilder();
        assertThrows(JsonException.class, () -> b.name("x"));
        assertThrows(JsonException.class, b::endObject);
        assertThrows(JsonException.class, b::result);
        b.beginObject();
        assertThrows(JsonException.class, b::nullValue);
        b.name("k");
        assertThrows(JsonException.class, () -> b.name("k2"));
        assertThrows(JsonException.class, b::endObject);
        assertThrows(JsonException.class, b::endArray);
        b.nullValue();
        b.endObject();
        assertThrows(JsonException.class, b::nullValue);
        assertThrows(JsonException.class, () -> b.numberText("1."));
        assertThrows(JsonException.class, () -> b.numberValue(Double.POSITIVE_INFINITY));
        b.reset();
        b.numberValue(1);
        assertEquals(JsonNumberValue.of(1), b.result());
    }

    @Test
    void depthBeyondTheLimitIsAnError() {
        TreeBuilder b = new TreeBuilder(3);
        b.beginArray(); b.beginArray(); b.beginArray();
        JsonException e = assertThrows(JsonException.class, b::beginObject);
        assertTrue(e.getMessage().startsWith("Nesting depth exceeds the limit of 3"), e.getMessage());
    }

    @Test
    void veryDeepTreesAreBuiltAndCopiedWithoutRecursion() {
        int depth = 200_000;
        TreeBuilder b = new TreeBuilder(depth);
        for (int i = 0; i < depth; i++) {
            b.beginObject();
            b.name("a");
        }
        b.nullValue();
        for (int i = 0; i < depth; i++) b.endObject();
        JsonValue deep = b.result();
        JsonWriter w = WriterOptions.defaults().withMaxDepth(depth).writer();
        deep.copyTo(w);
        byte[] out = w.toByteArray();
        assertEquals(depth * 6L + 4, out.length);
        TreeBuilder again = new TreeBuilder(depth);
        deep.copyTo(again);
        JsonValue v = again.result();
        for (int i = 0; i < depth; i++) v = v.get("a");
        assertSame(JsonNull.INSTANCE, v);
    }
    @Test
    void numberTextThatIsNotJsonNeverReachesTheOutput() {
        // the sink contract says byte slices are valid; a caller that breaks it still cannot make the writer emit bad JSON
        for (String bad : new String[] {"1x", "--1", "", "0x10"}) {
            TreeBuilder b = new TreeBuilder();
            b.beginArray();
            b.numberText("1".getBytes(StandardCharsets.US_ASCII), 0, 1);
            b.numberText(bad.getBytes(StandardCharsets.US_ASCII), 0, bad.length());
            b.endArray();
            JsonValue tree = b.result();
            JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> Json.toBytes(tree), bad);
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("Not a JSON number"), e.getMessage());
        }
    }

    @Test
    void stringSlicesThatAreNotUtf8AreRefusedWhenTheTreeIsBuilt() {
        // a tree's string bytes are written without a second check, so they are checked coming in
        byte[][] bad = {
            {'a', (byte) 0xFF, 'b'},                 // never a UTF-8 byte
            {(byte) 0xC3},                           // truncated
            {(byte) 0xE3, (byte) 0x81, 'x'},         // cut short
            {(byte) 0xC0, (byte) 0xAF},              // overlong
            {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, // an encoded surrogate
            "0123456789abcdef\u00ff".getBytes(StandardCharsets.ISO_8859_1), // after a word of ASCII
        };
        for (byte[] b : bad) {
            TreeBuilder builder = new TreeBuilder();
            builder.beginArray();
            JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class,
                    () -> builder.stringValue(b, 0, b.length), java.util.Arrays.toString(b));
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("Invalid UTF-8"), e.getMessage());
        }
        TreeBuilder ok = new TreeBuilder();
        byte[] text = "x\u00e9\u3042\ud83d\ude00\"".getBytes(StandardCharsets.UTF_8);
        ok.beginArray();
        ok.stringValue(text, 1, text.length - 1);
        ok.endArray();
        assertEquals("[\"\u00e9\u3042\ud83d\ude00\\\"\"]", Json.toString(ok.result()));
    }

    /** NaN read leniently is refused by the tree (it has no JSON form): at its place, with its path. */
    @Test
    void aNonFiniteNumberTheTreeRefusesIsLocatedInTheInput() {
        ReaderOptions lenient = ReaderOptions.defaults().withNonFiniteNumbers(true);
        for (String doc : new String[] {"[1, NaN]", "{\"x\": {\"y\": -Infinity}}"}) {
            JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class,
                    () -> lenient.reader(doc).copyTo(new TreeBuilder()));
            org.junit.jupiter.api.Assertions.assertEquals(doc.indexOf(doc.contains("NaN") ? 'N' : '-'), e.offset(), e.getMessage());
            org.junit.jupiter.api.Assertions.assertEquals(1, e.line(), e.getMessage());
            org.junit.jupiter.api.Assertions.assertEquals(doc.contains("NaN") ? "$[1]" : "$.x.y", e.path(), e.getMessage());
        }
    }

    /** A sink whose output fails is not refusing the value: its exception (and IOException cause) reach the caller unchanged. */
    @Test
    void anOutputFailureOfTheSinkIsNotRelocated() {
        java.io.OutputStream broken = new java.io.OutputStream() {
            @Override public void write(int b) throws java.io.IOException { throw new java.io.IOException("Broken pipe"); }
            @Override public void write(byte[] b, int off, int len) throws java.io.IOException { throw new java.io.IOException("Broken pipe"); }
        };
        String doc = "[" + "\"xxxxxxxxxxxxxxxx\",".repeat(5000) + "1]";
        JsonWriter w = WriterOptions.defaults().writer(broken);
        JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> JsonReader.of(doc).copyTo(w));
        org.junit.jupiter.api.Assertions.assertTrue(e.getCause() instanceof java.io.IOException, e.toString());
        org.junit.jupiter.api.Assertions.assertEquals(-1, e.offset(), e.getMessage());
    }
}
