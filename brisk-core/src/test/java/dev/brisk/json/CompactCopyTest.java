package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonReader#copyTo} of a whole container from strict in-memory input into a compact,
 * minimally escaping in-memory writer validates the value and copies its bytes without the
 * whitespace. It must write exactly what the token-by-token copy writes (the same writer fed
 * through the plain {@link JsonSink} interface, or a writer into a stream), and fail exactly
 * where and how it fails.
 */
class CompactCopyTest {

    private static String direct(ReaderOptions ro, byte[] doc, WriterOptions wo) {
        JsonWriter w = wo.writer();
        try (JsonReader r = ro.reader(doc)) {
            r.copyTo(w);
        }
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    private static String tokenByToken(ReaderOptions ro, byte[] doc, WriterOptions wo) {
        JsonWriter w = wo.writer();
        try (JsonReader r = ro.reader(doc)) {
            r.copyTo(CopyIntoWriterTest.forwarding(w));
        }
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    private static String outcome(java.util.function.Supplier<String> copy) {
        try {
            return copy.get();
        } catch (JsonException e) {
            return "error: " + e.getMessage();
        }
    }

    @Property(tries = 2000)
    void copiesGeneratedDocumentsAsTheTokenPathDoes(@ForAll long seed) {
        String text = JsonTextGenerator.document(new Random(seed));
        byte[] doc = text.getBytes(StandardCharsets.UTF_8);
        assertEquals(tokenByToken(ReaderOptions.defaults(), doc, WriterOptions.defaults()),
                direct(ReaderOptions.defaults(), doc, WriterOptions.defaults()), text);
    }

    @Property(tries = 1000)
    void failsWhereTheTokenPathFails(@ForAll long seed) {
        Random random = new Random(seed);
        byte[] doc = JsonTextGenerator.document(random).getBytes(StandardCharsets.UTF_8);
        if (doc.length == 0) return;
        // one byte changed: most such documents are invalid somewhere inside
        byte[] bad = doc.clone();
        int at = random.nextInt(bad.length);
        bad[at] = (byte) "\"\\{}[],:0e.-tx \u00ff\u0001".charAt(random.nextInt(17));
        String text = new String(bad, StandardCharsets.ISO_8859_1);
        assertEquals(outcome(() -> tokenByToken(ReaderOptions.defaults(), bad, WriterOptions.defaults())),
                outcome(() -> direct(ReaderOptions.defaults(), bad, WriterOptions.defaults())), text);
    }

    @Test
    void escapedStringsAreWrittenAsTheWriterEscapes() {
        String doc = "{ \"a\\u0062\" : [ \"\\/\\u00e9\\ud83d\\ude00\\u2028\\u0001\\\"\\\\\" , \"plain \u00e9\" ] }";
        assertEquals("{\"ab\":[\"/\u00e9\uD83D\uDE00\u2028\\u0001\\\"\\\\\",\"plain \u00e9\"]}",
                direct(ReaderOptions.defaults(), doc.getBytes(StandardCharsets.UTF_8), WriterOptions.defaults()));
    }

    @Test
    void shortEscapesAreKeptAndOthersRewritten() {
        String[] docs = {
            "[\"line\\nbreak \\\"quoted\\\" tab\\t cr\\r bs\\b ff\\f back\\\\slash\"]",
            "[\"not an escape: \\\\u0041 and \\\\/\"]",
            "[\"slash \\/ and \\u0041 \\u00e9 and \\n\"]",
            "{\"" + "long name with \\n".repeat(20) + "\": \"" + "x\\\"".repeat(300) + "\"}",
        };
        for (String doc : docs) {
            byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
            assertEquals(tokenByToken(ReaderOptions.defaults(), bytes, WriterOptions.defaults()),
                    direct(ReaderOptions.defaults(), bytes, WriterOptions.defaults()), doc);
        }
        assertEquals("[\"a\\nb\\\\u0041\"]", direct(ReaderOptions.defaults(),
                "[ \"a\\nb\\\\u0041\" ]".getBytes(StandardCharsets.UTF_8), WriterOptions.defaults()));
        assertEquals("[\"/A\"]", direct(ReaderOptions.defaults(),
                "[ \"\\/\\u0041\" ]".getBytes(StandardCharsets.UTF_8), WriterOptions.defaults()));
    }

    @Test
    void theCopyTakesItsPlaceInTheWritersStructure() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        w.name("first");
        JsonReader.of("[ 1 , { \"x\" : [ ] } ]".getBytes(StandardCharsets.UTF_8)).copyTo(w);
        w.name("second");
        JsonReader.of("{ }".getBytes(StandardCharsets.UTF_8)).copyTo(w);
        JsonException misuse = assertThrows(JsonException.class,
                () -> JsonReader.of("{\"a\":1}".getBytes(StandardCharsets.UTF_8)).copyTo(w));
        assertEquals(true, misuse.getMessage().contains("name"), misuse.getMessage());
        assertEquals("{\"first\":[1,{\"x\":[]}],\"second\":{}", new String(toBytesSoFar(w), StandardCharsets.UTF_8));
    }

    private static byte[] toBytesSoFar(JsonWriter w) {
        // the writer is inside an unfinished object: compare what a stream writer fed the same calls holds
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        JsonWriter s = JsonWriter.of(sink);
        s.beginObject();
        s.name("first");
        JsonReader.of("[ 1 , { \"x\" : [ ] } ]".getBytes(StandardCharsets.UTF_8)).copyTo(s);
        s.name("second");
        JsonReader.of("{ }".getBytes(StandardCharsets.UTF_8)).copyTo(s);
        s.flush();
        return sink.toByteArray();
    }

    @Test
    void depthLimitsOfReaderAndWriterStillApply() {
        byte[] deep = "[[[[[1]]]]]".getBytes(StandardCharsets.UTF_8);
        ReaderOptions shallowReader = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDepth(4));
        WriterOptions shallowWriter = WriterOptions.defaults().withMaxDepth(4);
        assertEquals(outcome(() -> tokenByToken(shallowReader, deep, WriterOptions.defaults())),
                outcome(() -> direct(shallowReader, deep, WriterOptions.defaults())));
        assertEquals(outcome(() -> tokenByToken(ReaderOptions.defaults(), deep, shallowWriter)),
                outcome(() -> direct(ReaderOptions.defaults(), deep, shallowWriter)));
        assertEquals("[[[[[1]]]]]", direct(ReaderOptions.defaults(), deep, WriterOptions.defaults().withMaxDepth(5)));
        assertThrows(JsonException.class, () -> direct(ReaderOptions.defaults(), deep, WriterOptions.defaults().withMaxDepth(4)));
    }

    @Test
    void aLoneEscapedSurrogateIsTheReadersError() {
        byte[] doc = "[\"ok\", \"\\ud800\"]".getBytes(StandardCharsets.UTF_8);
        String expected = outcome(() -> tokenByToken(ReaderOptions.defaults(), doc, WriterOptions.defaults()));
        assertEquals(true, expected.startsWith("error: "), expected);
        assertEquals(expected, outcome(() -> direct(ReaderOptions.defaults(), doc, WriterOptions.defaults())));
    }

    @Test
    void trailingContentAfterACopiedValueLeavesNothingComplete() {
        JsonWriter w = JsonWriter.create();
        try (JsonReader r = JsonReader.of("[1,2] x".getBytes(StandardCharsets.UTF_8))) {
            JsonException e = assertThrows(JsonException.class, () -> r.copyTo(w));
            assertEquals(true, e.getMessage().contains("Trailing content"), e.getMessage());
        }
        // as after the token-by-token copy: the array was never closed, so there is no document
        assertThrows(JsonException.class, w::toByteArray);

        JsonWriter s = WriterOptions.defaults().withSequence(true).writer();
        try (JsonReader r = JsonReader.of("{\"a\":1} x".getBytes(StandardCharsets.UTF_8))) {
            assertThrows(JsonException.class, () -> r.copyTo(s));
        }
        JsonWriter tokens = WriterOptions.defaults().withSequence(true).writer();
        try (JsonReader r = JsonReader.of("{\"a\":1} x".getBytes(StandardCharsets.UTF_8))) {
            assertThrows(JsonException.class, () -> r.copyTo(CopyIntoWriterTest.forwarding(tokens)));
        }
        assertEquals(outcome(() -> { tokens.beginObject(); return "accepted"; }),
                outcome(() -> { s.beginObject(); return "accepted"; }));
    }

    @Test
    void theReaderGoesOnAfterTheCopy() {
        byte[] doc = "{\"a\": [1, 2], \"b\": {\"c\": \"d\"}, \"e\": 3}".getBytes(StandardCharsets.UTF_8);
        JsonWriter w = JsonWriter.create();
        try (JsonReader r = JsonReader.of(doc)) {
            r.beginObject();
            w.beginArray();
            r.nextName();
            r.copyTo(w);
            r.nextName();
            r.copyTo(w);
            assertEquals("$.b", r.path());
            assertEquals("e", r.nextName());
            assertEquals(3, r.nextInt());
            r.endObject();
            w.endArray();
        }
        assertEquals("[[1,2],{\"c\":\"d\"}]", new String(w.toByteArray(), StandardCharsets.UTF_8));
    }
}
