package dev.brisk.json;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.io.CharArrayReader;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every source copied into the writer reproduces each corpus exactly in compact form: number
 * text and string content preserved, whitespace gone. The reference compact form comes from an
 * independent parser (Jackson, strict) feeding the same writer.
 */
class CorpusCopyTest {
    static List<String> corpora() { return Corpora.NAMES; }

    private static String compact(JsonReader reader) {
        JsonWriter w = JsonWriter.create();
        try (JsonReader r = reader) {
            r.copyTo(w);
            assertEquals(JsonToken.END_DOCUMENT, r.peek());
        }
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    /** Hands out a few bytes per read, so values straddle every buffer refill. */
    private static InputStream trickle(byte[] b) {
        return new FilterInputStream(new ByteArrayInputStream(b)) {
            @Override public int read(byte[] buf, int off, int len) throws IOException {
                return super.read(buf, off, Math.min(len, 77));
            }
        };
    }

    @ParameterizedTest
    @MethodSource("corpora")
    void everySourceCopiesTheCorpusIntoTheSameCompactText(String name) throws Exception {
        byte[] json = Corpora.read(name);
        JsonWriter reference = JsonWriter.create();
        JacksonEvents.copy(json, reference);
        String expected = new String(reference.toByteArray(), StandardCharsets.UTF_8);
        String text = new String(json, StandardCharsets.UTF_8);

        assertEquals(expected, compact(JsonReader.of(json)), "byte[]");
        assertEquals(expected, compact(JsonReader.of(trickle(json))), "InputStream");
        assertEquals(expected, compact(JsonReader.of(ByteBuffer.wrap(json))), "ByteBuffer");
        ByteBuffer direct = ByteBuffer.allocateDirect(json.length).put(json);
        direct.flip();
        assertEquals(expected, compact(JsonReader.of(direct)), "direct ByteBuffer");
        assertEquals(expected, compact(JsonReader.of(text)), "String");
        assertEquals(expected, compact(JsonReader.of(text.toCharArray())), "char[]");
        assertEquals(expected, compact(JsonReader.of(new CharArrayReader(text.toCharArray()))), "Reader");

        // The compact form is a fixed point.
        assertEquals(expected, compact(JsonReader.of(expected.getBytes(StandardCharsets.UTF_8))));
    }

    @ParameterizedTest
    @MethodSource("corpora")
    void theTreeOfACorpusWritesTheSameCompactTextAndSurvivesPrettyPrinting(String name) throws Exception {
        byte[] json = Corpora.read(name);
        JsonValue tree = Json.parse(json);
        assertEquals(JacksonEvents.tree(json), tree);
        String compact = compact(JsonReader.of(json));
        assertEquals(compact, Json.toString(tree));
        StringBuilder chars = new StringBuilder();
        Json.write(tree, chars);
        assertEquals(compact, chars.toString());
        byte[] pretty = Json.toBytes(tree, WriterOptions.defaults().withPretty(true));
        assertEquals(tree, Json.parse(pretty));
        assertEquals(compact, compact(JsonReader.of(pretty)));
    }
}
