package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonReader#copyTo} of a whole container from strict in-memory input into a
 * {@link TreeBuilder} takes the one walk ({@link ContainerWalk}). It must build exactly
 * the tree the token-by-token copy builds (the same builder fed through a plain forwarding
 * {@link JsonSink}), and fail with exactly its message, offset, line, column and path.
 */
class SinkCopyTest {

    /** Hides the builder's type from the reader, which then copies token by token. */
    static JsonSink forwarding(JsonSink target) {
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

    /** What {@link Json#parse(JsonReader)} does, into the builder directly (fast) or through a forwarding sink. */
    private static JsonValue parse(ReaderOptions ro, byte[] doc, boolean direct) {
        try (JsonReader r = ro.reader(doc)) {
            TreeBuilder builder = new TreeBuilder(Integer.MAX_VALUE);
            r.copyTo(direct ? builder : forwarding(builder));
            if (r.peek() != JsonToken.END_DOCUMENT) throw r.error("Unexpected content after the value");
            return builder.result();
        }
    }

    /** The tree's exact JSON (number text kept), or the error with everything it locates. */
    private static String outcome(ReaderOptions ro, byte[] doc, boolean direct) {
        try {
            return Json.toString(parse(ro, doc, direct));
        } catch (JsonException e) {
            return "error: " + e.getMessage() + " @" + e.offset() + ":" + e.line() + ":" + e.column() + " " + e.path();
        }
    }

    private static void assertSame(ReaderOptions ro, byte[] doc) {
        String text = new String(doc, StandardCharsets.ISO_8859_1);
        assertEquals(outcome(ro, doc, false), outcome(ro, doc, true), text);
    }

    private static void assertSame(ReaderOptions ro, String doc) {
        assertSame(ro, doc.getBytes(StandardCharsets.UTF_8));
    }

    private static String error(ReaderOptions ro, String doc) {
        String out = outcome(ro, doc.getBytes(StandardCharsets.UTF_8), true);
        assertTrue(out.startsWith("error: "), out);
        assertSame(ro, doc);
        return out;
    }

    @Property(tries = 2000)
    void buildsTheTreeTheTokenPathBuilds(@ForAll long seed) {
        String text = JsonTextGenerator.document(new Random(seed));
        byte[] doc = text.getBytes(StandardCharsets.UTF_8);
        JsonValue tokens = parse(ReaderOptions.defaults(), doc, false);
        JsonValue direct = parse(ReaderOptions.defaults(), doc, true);
        assertEquals(tokens, direct, text);
        assertEquals(Json.toString(tokens), Json.toString(direct), text);
    }

    @Property(tries = 1000)
    void failsWhereTheTokenPathFails(@ForAll long seed) {
        Random random = new Random(seed);
        byte[] doc = JsonTextGenerator.document(random).getBytes(StandardCharsets.UTF_8);
        if (doc.length == 0) return;
        byte[] bad = doc.clone();
        int at = random.nextInt(bad.length);
        bad[at] = (byte) "\"\\{}[],:0e.-tx \u00ff\u0001".charAt(random.nextInt(17));
        assertSame(ReaderOptions.defaults(), bad);
    }

    @Test
    void everyTruncationFailsAsTheTokenPathFails() {
        byte[] doc = ("{\"a\": [1, -2.5e3, true, false, null, \"x\\u00e9\\n\"], \"\u00e9t\u00e9\": {\"b\": {}, \"c\": []},\n"
                + " \"d\": [[0.1], {\"e\": \"\\ud83d\\ude00\"}]}").getBytes(StandardCharsets.UTF_8);
        for (int n = 1; n <= doc.length; n++) assertSame(ReaderOptions.defaults(), java.util.Arrays.copyOf(doc, n));
    }

    @Test
    void badEscapesAndBadUtf8AreTheTokenPathsErrors() {
        error(ReaderOptions.defaults(), "{\"a\": [\"ok\", \"bad \\x escape\"]}");
        error(ReaderOptions.defaults(), "{\"a\": [\"ok\", \"\\u12g4\"]}");
        error(ReaderOptions.defaults(), "[\"ok\", \"\\ud800\"]");
        error(ReaderOptions.defaults(), "{\"na\\qme\": 1}");
        error(ReaderOptions.defaults(), "[\"tab\there\"]");
        byte[] badUtf8 = "[\"ok\", {\"k\": \"a?b\"}]".getBytes(StandardCharsets.UTF_8);
        badUtf8[14] = (byte) 0xC3; // a lead byte followed by an ASCII letter
        assertSame(ReaderOptions.defaults(), badUtf8);
        byte[] badName = "[1, {\"?\": 2}]".getBytes(StandardCharsets.UTF_8);
        badName[6] = (byte) 0xFF;
        assertSame(ReaderOptions.defaults(), badName);
    }

    @Test
    void limitsAreTheTokenPathsErrors() {
        ReadLimits d = ReadLimits.defaults();
        String doc = "{\"name\": [1, 12345678901, \"a string\", {\"deep\": [[[true]]]}]}";
        String[] errors = {
            error(ReaderOptions.defaults().withLimits(d.withMaxDepth(4)), doc),
            error(ReaderOptions.defaults().withLimits(d.withMaxNumberLength(10)), doc),
            error(ReaderOptions.defaults().withLimits(d.withMaxStringLength(7)), doc),
            error(ReaderOptions.defaults().withLimits(d.withMaxNameLength(3)), doc),
            error(ReaderOptions.defaults().withLimits(d.withMaxTokenCount(11)), doc), // 12 values and names
            error(ReaderOptions.defaults().withLimits(d.withMaxDocumentSize(40)), doc),
        };
        for (String e : errors) assertTrue(e.contains("$"), e); // each says where
        // just within each limit, the fast path builds the tree
        assertSame(ReaderOptions.defaults().withLimits(d.withMaxDepth(5).withMaxNumberLength(11).withMaxStringLength(8)
                .withMaxNameLength(4).withMaxTokenCount(12).withMaxDocumentSize(doc.length())), doc);
    }

    @Test
    void duplicateNamesAreRejectedOrMergedAsBefore() {
        String doc = "{\"a\": 1, \"b\": {\"c\": 2, \"c\": 3}, \"a\": [4]}";
        assertSame(ReaderOptions.defaults(), doc);
        assertEquals("{\"a\":[4],\"b\":{\"c\":3}}", Json.toString(Json.parse(doc.getBytes(StandardCharsets.UTF_8))));
        String rejected = error(ReaderOptions.defaults().withRejectDuplicateNames(true), doc);
        assertTrue(rejected.contains("$.b.c"), rejected);
    }

    @Test
    void trailingContentIsTheTokenPathsError() {
        String e = error(ReaderOptions.defaults(), "[1, 2] x");
        assertTrue(e.contains("Trailing content"), e);
        error(ReaderOptions.defaults(), "{\"a\": 1}}");
        error(ReaderOptions.defaults(), "{\"a\": 1} {\"b\": 2}");
        assertEquals("[1,2]", Json.toString(Json.parse("[1, 2]  \n ".getBytes(StandardCharsets.UTF_8))));
    }

    @Test
    void structuralErrorsAreTheTokenPathsErrors() {
        String[] docs = {
            "{\"a\" 1}", "{\"a\": 1,}", "[1,]", "[1 2]", "{1: 2}", "[01]", "[1.]", "[-]", "[tru]", "[nulll]",
            "{\"a\": [}", "[{]", "[\n\n  {\"a\":\n   nope}]", "[1e]", "{\"a\": 1, \"b\"}", "[\"unterminated]",
        };
        for (String doc : docs) error(ReaderOptions.defaults(), doc);
    }

    @Test
    void aFailedPassLeavesTheBuilderAsItWas() {
        // a builder already inside an array: the failing document is copied token by token after the rewind
        TreeBuilder builder = new TreeBuilder();
        builder.beginArray();
        builder.numberValue(1);
        JsonException fast;
        try (JsonReader r = JsonReader.of("[2, [3, 4], 5".getBytes(StandardCharsets.UTF_8))) {
            fast = assertThrows(JsonException.class, () -> r.copyTo(builder));
        }
        TreeBuilder tokens = new TreeBuilder();
        tokens.beginArray();
        tokens.numberValue(1);
        try (JsonReader r = JsonReader.of("[2, [3, 4], 5".getBytes(StandardCharsets.UTF_8))) {
            JsonException e = assertThrows(JsonException.class, () -> r.copyTo(forwarding(tokens)));
            assertEquals(e.getMessage(), fast.getMessage());
        }
        assertEquals(13, fast.offset());
        // both hold what the token path pushed before the error: close them and compare
        for (TreeBuilder b : new TreeBuilder[] {builder, tokens}) {
            b.endArray();
            b.endArray();
        }
        assertEquals(tokens.result(), builder.result());
        assertEquals("[1,[2,[3,4],5]]", Json.toString(builder.result()));
    }

    @Test
    void theCopyTakesItsPlaceInTheBuildersStructure() {
        TreeBuilder builder = new TreeBuilder();
        builder.beginObject();
        try (JsonReader r = JsonReader.of("{\"x\": [1, {\"y\": null}], \"z\": {}}".getBytes(StandardCharsets.UTF_8))) {
            r.beginObject();
            builder.name(r.nextName());
            r.copyTo(builder);
            builder.name(r.nextName());
            r.copyTo(builder);
            r.endObject();
        }
        builder.endObject();
        assertEquals("{\"x\":[1,{\"y\":null}],\"z\":{}}", Json.toString(builder.result()));
        // a finished builder refuses a second value, as before
        try (JsonReader r = JsonReader.of("[1]".getBytes(StandardCharsets.UTF_8))) {
            JsonException e = assertThrows(JsonException.class, () -> r.copyTo(builder));
            assertTrue(e.getMessage().contains("second top-level value"), e.getMessage());
        }
    }

    @Test
    void escapedAndNonAsciiTextIsDecodedAsTheTokenPathDecodes() {
        String doc = "{ \"a\\u0062\" : [ \"\\/\\u00e9\\ud83d\\ude00\\u2028\\\"\\\\\" , \"plain \u00e9\" ], \"\u00e9\\n\": \"\u4e2d\u6587\" }";
        assertSame(ReaderOptions.defaults(), doc);
        JsonValue tree = Json.parse(doc.getBytes(StandardCharsets.UTF_8));
        assertEquals("/\u00e9\uD83D\uDE00\u2028\"\\", ((JsonString) tree.at("/ab/0")).value());
        assertEquals("\u4e2d\u6587", ((JsonString) tree.at("/\u00e9\n")).value());
    }

    @Test
    void numbersKeepTheirText() {
        String doc = "[0, -0, 1.50, 1e400, -12.5E-3, 123456789012345678901234567890, 9223372036854775807, -9223372036854775808, "
                + "-0.0, 0.0, 12345678901234567, 123456789012345678, 1.2345678901234567, 1.23456789012345678, -99999999999999999, "
                + "0.00000000000000001, 1234567890.1234567, {\"n\": 2.0, \"m\": -0, \"o\": 12345678901234567, \"p\": 1.5e1}, 7]";
        assertSame(ReaderOptions.defaults(), doc);
        assertEquals(doc.replace(" ", ""), Json.toString(Json.parse(doc.getBytes(StandardCharsets.UTF_8))));
    }

    @Test
    void namesOfEveryLengthAreSharedAndMergedByTheirBytes() {
        // each name twice, the second time spelled with an escape (decoded elsewhere than in the
        // input); names differing only by a trailing NUL or by a byte past the 8th/16th stay apart
        StringBuilder doc = new StringBuilder("{");
        int members = 0;
        for (int len = 0; len <= 40; len++) {
            String name = "n".repeat(len);
            String escaped = len == 0 ? "" : "\\u006e" + "n".repeat(len - 1);
            doc.append('"').append(name).append("\": 1, \"").append(escaped).append("\": ").append(len).append(", ");
            doc.append('"').append(name).append("\\u0000\": -").append(len).append(", ");
            members += 2;
        }
        doc.append("\"nnnnnnnnx\": 0, \"nnnnnnnnnnnnnnnnx\": 0}");
        members += 2;
        String text = doc.toString();
        assertSame(ReaderOptions.defaults(), text);
        JsonObject tree = (JsonObject) Json.parse(text.getBytes(StandardCharsets.UTF_8));
        assertEquals(members, tree.size());
        for (int len = 0; len <= 40; len++) {
            assertEquals(len, ((JsonNumberValue) tree.get("n".repeat(len))).longValue());
            assertEquals(-len, ((JsonNumberValue) tree.get("n".repeat(len) + "\u0000")).longValue());
        }
        // short names at the very end of the input array (no whole word after them)
        for (String tail : new String[] {"{\"a\":1}", "{\"ab\":[]}", "[{\"abc\":{\"abc\":0}}]", "{\"é\":1}"}) {
            assertSame(ReaderOptions.defaults(), tail);
        }
    }
}
