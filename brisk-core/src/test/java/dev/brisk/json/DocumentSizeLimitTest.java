package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * {@link ReadLimits#maxDocumentSize()} bounds every top-level value, a lone scalar as much as a
 * container, from every source; the error points at the first byte beyond the limit, and a
 * stream stops reading within a buffer of it instead of reading the whole token first.
 */
class DocumentSizeLimitTest {
    private static final String MESSAGE = "Document size exceeds the limit of 100 (raise it with ReadLimits.withMaxDocumentSize)";
    private static final ReaderOptions LIMITED = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDocumentSize(100));

    /** Every way to make a reader over the same text. */
    private static Map<String, Function<String, JsonReader>> sources(ReaderOptions o) {
        Map<String, Function<String, JsonReader>> m = new LinkedHashMap<>();
        m.put("byte[]", s -> o.reader(utf8(s)));
        m.put("stream", s -> o.reader(new ByteArrayInputStream(utf8(s))));
        m.put("small-buffer stream", s -> o.withBufferSize(16).reader(SourceEquivalenceTest.chunked(utf8(s), 3)));
        m.put("heap ByteBuffer", s -> o.reader(ByteBuffer.wrap(utf8(s))));
        m.put("direct ByteBuffer", s -> {
            byte[] b = utf8(s);
            return o.reader(ByteBuffer.allocateDirect(b.length).put(b).flip());
        });
        m.put("String", o::reader);
        m.put("char[]", s -> o.reader(s.toCharArray()));
        m.put("Reader", s -> o.reader(new StringReader(s)));
        return m;
    }

    @Test
    void aTopLevelScalarIsMeasuredToo() {
        String[] scalars = {
            '"' + "x".repeat(1_000_000) + '"',
            "1" + "0".repeat(500), // within the number length limit of 1000, beyond the document size
            '"' + "x".repeat(99) + '"', // 101 bytes: one too many
        };
        for (String doc : scalars) {
            for (Map.Entry<String, Function<String, JsonReader>> source : sources(LIMITED.withLimits(
                    LIMITED.limits().withMaxNumberLength(1000))).entrySet()) {
                JsonException e = assertThrows(JsonException.class, () -> {
                    try (JsonReader r = source.getValue().apply(doc)) {
                        r.skipValue();
                    }
                }, source.getKey());
                assertEquals(MESSAGE, e.detail(), source.getKey());
                assertEquals(100, e.offset(), source.getKey() + ": at the first byte beyond the limit");
                assertEquals("$", e.path(), source.getKey());
            }
        }
        // exactly 100 bytes is within
        try (JsonReader r = LIMITED.reader(utf8('"' + "x".repeat(98) + '"'))) {
            assertEquals(98, r.nextString().length());
        }
    }

    @Test
    void eachWayOfReadingAScalarChecksIt() {
        String doc = '"' + "x".repeat(200) + '"';
        assertThrows(JsonException.class, () -> LIMITED.reader(utf8(doc)).nextString());
        assertThrows(JsonException.class, () -> LIMITED.reader(utf8(doc)).readRaw());
        assertThrows(JsonException.class, () -> LIMITED.reader(utf8(doc)).copyTo(new TreeBuilder()));
        assertThrows(JsonException.class, () -> LIMITED.reader(utf8(doc)).copyTo(WriterOptions.defaults().writer()));
        assertThrows(JsonException.class, () -> LIMITED.reader(utf8("1" + "0".repeat(150))).nextBigInteger());
        assertThrows(JsonException.class, () -> Json.parse(LIMITED.reader(utf8(doc))));
    }

    @Test
    void insideAContainerTheErrorIsAtTheLimitWithThePathOfTheValueThere() {
        String[] docs = {
            "[" + '"' + "x".repeat(1_000_000) + '"' + "]",
            "[1, " + '"' + "x".repeat(500) + '"' + "]",
            "{\"a\": 1, \"b\": \"" + "y".repeat(300) + "\"}",
        };
        String[] paths = {"$[0]", "$[1]", "$.b"};
        for (int i = 0; i < docs.length; i++) {
            String doc = docs[i];
            for (Map.Entry<String, Function<String, JsonReader>> source : sources(LIMITED).entrySet()) {
                JsonException e = assertThrows(JsonException.class, () -> TokenDump.tokens(source.getValue().apply(doc)), source.getKey());
                assertEquals(MESSAGE, e.detail(), source.getKey());
                assertEquals(100, e.offset(), source.getKey() + " " + doc.substring(0, 10));
                assertEquals(paths[i], e.path(), source.getKey() + " " + doc.substring(0, 10));
            }
        }
    }

    @Test
    void theValueThatCrossesTheLimitIsRefusedWhenItIsRead() {
        // not returned and refused at the next token: the pull call that reads it fails
        String array = "[1, \"" + "x".repeat(500) + "\"]";
        String object = "{\"a\": 1, \"b\": \"" + "y".repeat(300) + "\"}";
        String number = "[1, " + "2".repeat(150) + "]";
        for (Map.Entry<String, Function<String, JsonReader>> source : sources(LIMITED.withLimits(
                LIMITED.limits().withMaxNumberLength(1000))).entrySet()) {
            JsonReader r = source.getValue().apply(array);
            r.beginArray();
            assertEquals(1, r.nextInt());
            JsonException e = assertThrows(JsonException.class, r::nextString, source.getKey());
            assertEquals(100, e.offset(), source.getKey());
            assertEquals("$[1]", e.path(), source.getKey());

            JsonReader o = source.getValue().apply(object);
            o.beginObject();
            assertEquals("a", o.nextName());
            assertEquals(1, o.nextInt());
            assertEquals("b", o.nextName());
            e = assertThrows(JsonException.class, o::nextString, source.getKey());
            assertEquals(100, e.offset(), source.getKey());
            assertEquals("$.b", e.path(), source.getKey());

            JsonReader n = source.getValue().apply(number);
            n.beginArray();
            n.nextInt();
            e = assertThrows(JsonException.class, n::nextBigInteger, source.getKey());
            assertEquals(MESSAGE, e.detail(), source.getKey());
            assertEquals("$[1]", e.path(), source.getKey());
        }
    }

    @Test
    void aStreamStopsReadingSoonAfterTheLimit() {
        byte[] doc = utf8("[\"" + "x".repeat(10_000_000) + "\"]");
        int[] read = {0};
        InputStream counting = new ByteArrayInputStream(doc) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                int n = super.read(b, off, len);
                if (n > 0) read[0] += n;
                return n;
            }
        };
        assertThrows(JsonException.class, () -> TokenDump.tokens(LIMITED.reader(counting)));
        assertTrue(read[0] <= 64 * 1024, "read " + read[0] + " bytes of a 10 MB token under a 100-byte limit");
    }

    @Test
    void inASequenceEachValueIsMeasuredFromItsStart() {
        String value = "\"" + "x".repeat(90) + "\"";
        for (Map.Entry<String, Function<String, JsonReader>> source : sources(LIMITED.withSequence(true)).entrySet()) {
            try (JsonReader r = source.getValue().apply(value + "\n" + " ".repeat(300) + value + "\n")) {
                int n = 0;
                while (r.hasNextValue()) {
                    r.nextString();
                    n++;
                }
                assertEquals(2, n, source.getKey() + ": whitespace between values belongs to neither");
            }
            JsonException e = assertThrows(JsonException.class, () -> {
                try (JsonReader r = source.getValue().apply(value + " \"" + "y".repeat(200) + "\"")) {
                    while (r.hasNextValue()) r.skipValue();
                }
            }, source.getKey());
            assertEquals(93 + 100, e.offset(), source.getKey());
        }
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
