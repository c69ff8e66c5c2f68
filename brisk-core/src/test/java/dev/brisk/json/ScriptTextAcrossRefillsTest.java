package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Strings in other scripts (two-byte UTF-8 decoded and validated a word at a time) read as the
 * JDK decodes them, and skip, from bytes and from streams whose refills cut them at every
 * offset; a broken byte in them is the same error from every source.
 */
class ScriptTextAcrossRefillsTest {
    private static final String[] WORDS = {"Леонард", "Никитин", "αβγδεζηθ", "שלום", "مرحبا", "é", " ", "a",
        "中文", "\uD83D\uDE00", "\\n", "\\u0416", "\\\""};

    /** JSON string bodies (escapes spelled out) and the Strings they stand for. */
    private static String[] body(SplittableRandom random) {
        StringBuilder json = new StringBuilder(), text = new StringBuilder();
        int parts = 1 + random.nextInt(12);
        for (int i = 0; i < parts; i++) {
            String w = WORDS[random.nextInt(WORDS.length)];
            json.append(w);
            text.append(w.equals("\\n") ? "\n" : w.equals("\\u0416") ? "Ж" : w.equals("\\\"") ? "\"" : w);
        }
        return new String[] {json.toString(), text.toString()};
    }

    private static List<String> strings(JsonReader r) {
        List<String> out = new ArrayList<>();
        r.beginArray();
        while (r.hasNext()) {
            r.beginObject();
            out.add(r.nextName());
            out.add(r.nextString());
            r.endObject();
        }
        r.endArray();
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
        return out;
    }

    @Test
    void stringsReadAsTheJdkDecodesThemWhereverARefillCutsThem() {
        SplittableRandom random = new SplittableRandom(31);
        for (int round = 0; round < 300; round++) {
            StringBuilder doc = new StringBuilder("[");
            List<String> expected = new ArrayList<>();
            int n = 1 + random.nextInt(6);
            for (int i = 0; i < n; i++) {
                String[] name = body(random), value = body(random);
                if (i > 0) doc.append(random.nextBoolean() ? "," : ",\n  ");
                doc.append("{\"").append(name[0]).append("\":\"").append(value[0]).append("\"}");
                expected.add(name[1]);
                expected.add(value[1]);
            }
            byte[] bytes = doc.append("]").toString().getBytes(StandardCharsets.UTF_8);
            assertEquals(expected, strings(JsonReader.of(bytes)), doc.toString());
            for (int size : new int[] {16, 17, 21, 29, 40}) {
                for (int chunk = 1; chunk <= 11; chunk++) {
                    JsonReader r = ReaderOptions.defaults().withBufferSize(size).reader(SourceEquivalenceTest.chunked(bytes, chunk));
                    assertEquals(expected, strings(r), "buffer " + size + ", chunk " + chunk + ": " + doc);
                    JsonReader skip = ReaderOptions.defaults().withBufferSize(size).reader(SourceEquivalenceTest.chunked(bytes, chunk));
                    skip.skipValue();
                    assertEquals(JsonToken.END_DOCUMENT, skip.peek());
                }
            }
            JsonReader skip = JsonReader.of(bytes);
            skip.skipValue();
            assertEquals(JsonToken.END_DOCUMENT, skip.peek());
        }
    }

    @Test
    void aBrokenByteInScriptTextIsTheSameErrorFromEverySource() {
        byte[] good = "[\"ЛеонардНикитин αβγδεζηθ Никитин\",{\"שלוםمرحبا\":\"ЛеонардЛеонард\"}]".getBytes(StandardCharsets.UTF_8);
        int checked = 0;
        for (int i = 0; i < good.length; i++) {
            if (good[i] >= 0) continue; // break the multi-byte text only
            for (int bad : new int[] {0x41, 0x22, 0xC0, 0xC1, 0x80, 0xBF, 0xE0, 0xFF, 0x7F & good[i]}) {
                byte[] b = good.clone();
                b[i] = (byte) bad;
                if (new String(b, StandardCharsets.UTF_8).indexOf('\uFFFD') < 0) continue; // still valid UTF-8
                JsonException whole = assertThrows(JsonException.class, () -> TokenDump.tokens(JsonReader.of(b)));
                JsonException skipped = assertThrows(JsonException.class, () -> JsonReader.of(b).skipValue());
                if (bad >= 0x80) assertTrue(whole.getMessage().contains("UTF-8"), whole.getMessage());
                assertEquals(whole.offset(), skipped.offset(), "skip, byte " + i);
                for (int chunk = 1; chunk <= 9; chunk++) {
                    JsonReader r = ReaderOptions.defaults().withBufferSize(16).reader(SourceEquivalenceTest.chunked(b, chunk));
                    JsonException streamed = assertThrows(JsonException.class, () -> TokenDump.tokens(r));
                    assertEquals(whole.getMessage(), streamed.getMessage(), "byte " + i + ", chunk " + chunk);
                    assertEquals(whole.offset(), streamed.offset(), "byte " + i + ", chunk " + chunk);
                    assertEquals(whole.column(), streamed.column(), "byte " + i + ", chunk " + chunk);
                }
                checked++;
            }
        }
        assertTrue(checked > 100, "broken bytes checked: " + checked);
    }
}
