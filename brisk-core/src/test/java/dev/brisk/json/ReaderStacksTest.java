package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Readers recycle their per-level arrays through {@link ReaderStacks}: what one document leaves
 * behind (names, depth, an error half-way) never shows in the next reader, a closed reader cannot
 * reach the arrays it gave back, readers open at once never share, and large sets are not kept.
 */
class ReaderStacksTest {

    private static String pathOfError(String json) {
        try (JsonReader r = JsonReader.of(json)) {
            Json.parse(json); // the tree parser too, on its own reader
            r.skipValue();
            return "no error";
        } catch (JsonException e) {
            return e.path();
        }
    }

    @Test
    void aDocumentAfterAnotherSeesNoneOfItsNamesOrDepth() {
        for (int round = 0; round < 50; round++) {
            try (JsonReader a = JsonReader.of("{\"outer\":{\"inner\":[1,{\"deep\":[true,\"x\"]}]}}")) {
                a.beginObject();
                assertEquals("outer", a.nextName());
                a.beginObject();
                a.nextName();
                a.beginArray();
                a.nextInt();
                assertEquals("$.outer.inner[1]", a.path());
                // closed half-way: the next reader must start clean
            }
            try (JsonReader b = JsonReader.of("[{\"k\":1},{\"j\":[2]}]")) {
                assertEquals("$", b.path());
                b.beginArray();
                b.skipValue();
                b.beginObject();
                assertEquals("j", b.nextName());
                b.beginArray();
                assertEquals("$[1].j[0]", b.path());
                assertEquals(2, b.nextInt());
            }
            assertEquals("$.a[1].b", pathOfError("{\"a\":[0,{\"b\":tru}]}"));
            assertEquals("$[0]", pathOfError("[nul]"));
        }
    }

    @Test
    void aClosedReaderFailsAndCannotDisturbTheReaderThatGotItsArrays() {
        JsonReader closed = JsonReader.of("{\"a\":{\"b\":[1,2]}}");
        closed.beginObject();
        closed.nextName();
        closed.beginObject();
        closed.close();
        List<JsonReader> next = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            JsonReader r = JsonReader.of("{\"x\":[10,20]}");
            r.beginObject();
            r.nextName();
            r.beginArray();
            next.add(r);
        }
        assertThrows(IllegalStateException.class, closed::peek);
        assertThrows(IllegalStateException.class, closed::hasNext);
        assertThrows(IllegalStateException.class, closed::beginArray);
        assertThrows(IllegalStateException.class, closed::skipValue);
        assertThrows(IllegalStateException.class, closed::hasNextValue);
        assertEquals("$", closed.path());
        closed.close(); // twice is fine
        for (JsonReader r : next) {
            assertEquals("$.x[0]", r.path());
            assertEquals(10, r.nextInt());
            assertEquals(20, r.nextInt());
            r.endArray();
            r.endObject();
            assertEquals(JsonToken.END_DOCUMENT, r.peek());
            r.close();
        }
    }

    @Test
    void readersOpenAtOnceOnOneThreadKeepTheirOwnState() {
        try (JsonReader outer = JsonReader.of("{\"a\":[1,2,3],\"b\":\"\u00e9t\u00e9\"}")) {
            outer.beginObject();
            assertEquals("a", outer.nextName());
            outer.beginArray();
            for (int i = 1; i <= 3; i++) {
                // a nested document per element, as a codec that reads embedded JSON would
                try (JsonReader inner = JsonReader.of("{\"n\":[" + i + ",\"caf\u00e9\"]}")) {
                    inner.beginObject();
                    inner.nextName();
                    inner.beginArray();
                    assertEquals(i, inner.nextInt());
                    assertEquals("caf\u00e9", inner.nextString());
                    assertEquals("$.n[2]", inner.path());
                }
                assertEquals(i, outer.nextInt());
                assertEquals("$.a[" + i + "]", outer.path());
            }
            outer.endArray();
            assertEquals("b", outer.nextName());
            assertEquals("\u00e9t\u00e9", outer.nextString());
        }
    }

    @Test
    void escapedStringsDecodeAlikeWhateverScratchBufferAReaderGets() {
        for (int round = 0; round < 40; round++) {
            String text = "q\"" + "x".repeat(round * 37) + "\u00e9\\/" + round;
            String json = "{\"s\":" + Json.toString(JsonString.of(text)) + ",\"t\":\"a\\tb\"}";
            try (JsonReader outer = JsonReader.of(json)) {
                outer.beginObject();
                outer.nextName();
                try (JsonReader inner = JsonReader.of("[\"\\u0041\\n" + round + "\"]")) {
                    inner.beginArray();
                    assertEquals("A\n" + round, inner.nextString());
                }
                assertEquals(text, outer.nextString());
                outer.nextName();
                assertEquals("a\tb", outer.nextString());
            }
        }
    }

    @Test
    void deepStacksAndLongDecodeBuffersAreNotKept() {
        StringBuilder deep = new StringBuilder();
        for (int i = 0; i < 200; i++) deep.append("{\"k\":");
        deep.append("\"").append("\u00e9".repeat(10_000)).append("\\n".repeat(5_000)).append("\"");
        for (int i = 0; i < 200; i++) deep.append('}');
        try (JsonReader r = JsonReader.of(deep.toString())) {
            for (int i = 0; i < 200; i++) {
                r.beginObject();
                r.nextName();
            }
            assertEquals(15_000, r.nextString().length());
            for (int i = 0; i < 200; i++) r.endObject();
        }
        List<ReaderStacks> taken = new ArrayList<>();
        for (int i = 0; i < 64; i++) taken.add(ReaderStacks.take());
        for (ReaderStacks s : taken) {
            assertTrue(s.scopes.length <= ReaderStacks.MAX_POOLED_DEPTH, "depth " + s.scopes.length);
            assertTrue(s.chars == null || s.chars.length <= ReaderStacks.MAX_POOLED_CHARS);
            assertTrue(s.scratch == null || s.scratch.length <= ReaderStacks.MAX_POOLED_SCRATCH);
            for (String name : s.pathNames) assertNull(name, "a name of an old document is still held");
        }
        // afterwards readers still work, with and without recycled sets
        assertEquals("$.k.k", pathOfError("{\"k\":{\"k\":x}}"));
    }
}
