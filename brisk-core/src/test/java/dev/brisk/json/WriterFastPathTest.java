package dev.brisk.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The writer's fast paths against its plain ones: recycled in-memory buffers, UTF-8 slices copied
 * a chunk at a time, the name cache, and trees written straight into the buffer. Each must give
 * exactly the bytes (and the errors) of the call-by-call path into a stream.
 */
class WriterFastPathTest {
    private static final ObjectMapper JACKSON = new ObjectMapper();

    /** The tree written call by call into a stream: no recycling, no direct tree path. */
    private static byte[] viaStream(JsonValue tree, WriterOptions options) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JsonWriter w = options.writer(bytes)) {
            tree.copyTo(w);
        }
        return bytes.toByteArray();
    }

    private static String utf8(byte[] b) { return new String(b, StandardCharsets.UTF_8); }

    @Test
    void toByteArrayTwiceGivesTheSameDocumentInSeparateArrays() {
        JsonWriter w = JsonWriter.create();
        w.beginArray(); w.stringValue("x"); w.endArray();
        byte[] first = w.toByteArray();
        byte[] second = w.toByteArray();
        assertEquals("[\"x\"]", utf8(first));
        assertArrayEquals(first, second);
        assertNotSame(first, second);
        // Nothing can follow a complete document; the recycled buffer is not written to.
        assertThrows(JsonException.class, () -> w.stringValue("y"));
        assertEquals("[\"x\"]", utf8(w.toByteArray()));
    }

    @Test
    void recycledBuffersCarryNothingIntoTheNextDocument() {
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 20_000; i++) big.append('z');
        JsonWriter a = JsonWriter.create();
        a.stringValue(big.toString());
        assertEquals(20_002, a.toByteArray().length);
        for (int k = 0; k < 20; k++) {
            JsonWriter b = JsonWriter.create();
            b.numberValue(k);
            assertEquals(String.valueOf(k), utf8(b.toByteArray()));
        }
    }

    @Test
    void sequenceWritersKeepTheirBufferAcrossToByteArray() {
        JsonWriter w = WriterOptions.defaults().withSequence(true).writer();
        w.numberValue(1);
        assertEquals("1\n", utf8(w.toByteArray()));
        w.numberValue(2);
        assertEquals("1\n2\n", utf8(w.toByteArray()));
    }

    @Test
    void utf8SlicesAcrossChunkBoundariesAreCopiedExactly() {
        // Multi-byte sequences and escapes at every offset around the 512-byte chunks.
        String[] units = {"é", "日", "😀", "\"", "\n", "\u0001", "a"};
        for (String unit : units) {
            for (int prefix = 500; prefix < 530; prefix++) {
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < prefix; i++) sb.append((char) ('a' + i % 26));
                for (int i = 0; i < 300; i++) sb.append(unit).append(i % 7 == 0 ? "xyz" : "");
                String s = sb.toString();
                byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
                JsonWriter fromBytes = JsonWriter.create();
                fromBytes.stringValue(bytes, 0, bytes.length);
                JsonWriter fromString = JsonWriter.create();
                fromString.stringValue(s);
                byte[] expected = fromString.toByteArray();
                assertArrayEquals(expected, fromBytes.toByteArray(), "unit " + unit + " after " + prefix);
            }
        }
    }

    @Test
    void slicesInsideLargerArraysIgnoreTheBytesAroundThem() {
        String[] contents = {"", "a", "ab\"", "abcdefg", "abcdefgh", "日本", "x\ny", "1234567890abcde"};
        byte[][] fillers = {"\"\"\"\"\"\"\"\"\"\"".getBytes(StandardCharsets.UTF_8), "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9".getBytes(StandardCharsets.UTF_8),
                "zzzzzzzzzzzzzz".getBytes(StandardCharsets.UTF_8), {(byte) 0xFF, 1, 2, (byte) 0x80, 0, 0, 0, 0, 0, 0}};
        for (String content : contents) {
            byte[] c = content.getBytes(StandardCharsets.UTF_8);
            for (byte[] filler : fillers) {
                for (int before = 0; before < 3; before++) {
                    byte[] big = new byte[before + c.length + filler.length];
                    System.arraycopy(filler, 0, big, 0, before);
                    System.arraycopy(c, 0, big, before, c.length);
                    System.arraycopy(filler, 0, big, before + c.length, filler.length);
                    JsonWriter w = JsonWriter.create();
                    w.beginObject();
                    w.name(big, before, c.length);
                    w.stringValue(big, before, c.length);
                    w.endObject();
                    String q = JsonString.of(content).toString();
                    assertEquals("{" + q + ":" + q + "}", utf8(w.toByteArray()), content);
                }
            }
        }
    }

    @Test
    void invalidUtf8IsRefusedAtEveryPosition() {
        byte[][] bad = {{(byte) 0xC3}, {(byte) 0xE6, (byte) 0x97}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
                {(byte) 0xC0, (byte) 0x80}, {(byte) 0x80}, {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80}};
        for (byte[] b : bad) {
            for (int prefix : new int[] {0, 7, 8, 511, 512, 513}) {
                byte[] s = new byte[prefix + b.length];
                java.util.Arrays.fill(s, (byte) 'q');
                System.arraycopy(b, 0, s, prefix, b.length);
                JsonWriter w = JsonWriter.create();
                w.beginArray();
                JsonException e = assertThrows(JsonException.class, () -> w.stringValue(s, 0, s.length));
                assertTrue(e.getMessage().contains("UTF-8"), e.getMessage());
                w.endArray();
                assertEquals("[]", utf8(w.toByteArray()), "nothing of the refused string stays");
            }
        }
    }

    @Test
    void cachedNamesAreWrittenExactlyAsEscapedOnce() {
        String[] names = {"id", "näme", "quo\"te", "tab\t", "日本", "😀", "", "a/b"};
        JsonWriter w = JsonWriter.create();
        StringBuilder expected = new StringBuilder("[");
        w.beginArray();
        for (int round = 0; round < 10; round++) {
            if (round > 0) expected.append(',');
            w.beginObject();
            expected.append('{');
            for (int i = 0; i < names.length; i++) {
                // New String instances each round: the cache must match by content too.
                w.name(new String(names[i].toCharArray()));
                w.numberValue(i);
                if (i > 0) expected.append(',');
                expected.append(JsonString.of(names[i])).append(':').append(i);
            }
            w.endObject();
            expected.append('}');
        }
        w.endArray();
        expected.append(']');
        assertEquals(expected.toString(), utf8(w.toByteArray()));
    }

    @Test
    void moreNamesThanTheCacheHoldsAreAllWrittenRight() {
        JsonWriter w = JsonWriter.create();
        StringBuilder expected = new StringBuilder("[");
        w.beginArray();
        for (int round = 0; round < 3; round++) {
            w.beginObject();
            expected.append(round == 0 ? "{" : ",{");
            for (int i = 0; i < 3000; i++) {
                w.name("n" + i);
                w.numberValue(i);
                expected.append(i == 0 ? "" : ",").append("\"n").append(i).append("\":").append(i);
            }
            w.endObject();
            expected.append('}');
        }
        w.endArray();
        assertEquals(expected.append(']').toString(), utf8(w.toByteArray()));
    }

    @Test
    void cachedNamesStillRespectTheObjectState() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        for (int i = 0; i < 40; i++) {
            w.name("k");
            w.numberValue(i);
        }
        w.name("k");
        JsonException twice = assertThrows(JsonException.class, () -> w.name("k"));
        assertTrue(twice.getMessage().contains("Two names in a row"), twice.getMessage());
        w.nullValue();
        w.endObject();
        JsonException outside = assertThrows(JsonException.class, () -> w.name("k"));
        assertTrue(outside.getMessage().contains("outside an object"), outside.getMessage());
    }

    /**
     * Paths and errors through names taken from the cache (which records the cache slot, not the
     * name, per level), mixed with uncached names, prepared {@link Names} and byte names, at
     * several levels, in a compact writer (cache) against a pretty one (no cache).
     */
    @Test
    void pathsThroughCachedNamesAreThoseOfUncachedOnes() {
        Names prepared = Names.of("p0", "p1");
        for (int round = 0; round < 3; round++) {
            JsonWriter compact = JsonWriter.create();
            JsonWriter pretty = WriterOptions.defaults().withIndent(2).writer();
            for (JsonWriter w : new JsonWriter[] {compact, pretty}) {
                w.beginObject();
                for (int i = 0; i < 40; i++) { // past the names written before the cache starts
                    w.name("warm" + i % 20);
                    w.numberValue(i);
                }
            }
            List<String> paths = new ArrayList<>();
            for (JsonWriter w : new JsonWriter[] {compact, pretty}) {
                StringBuilder seen = new StringBuilder();
                w.name(new String("warm3".toCharArray())); // by content, another String
                w.beginObject();
                w.name("warm7");
                seen.append(w.path()).append(' ');
                w.beginArray();
                w.numberValue(1);
                w.beginObject();
                w.name(prepared, 1);
                seen.append(w.path()).append(' ');
                w.numberValue(2);
                w.name("warm11");
                seen.append(w.path()).append(' ');
                w.numberValue(3);
                byte[] raw = "raw".getBytes(StandardCharsets.UTF_8);
                w.name(raw, 0, raw.length);
                w.nullValue();
                w.name("warm" + (12 + round));
                JsonException e = assertThrows(JsonException.class, () -> w.stringValue("\ud800"));
                seen.append(e.path()).append(' ');
                w.nullValue();
                w.endObject();
                w.endArray();
                seen.append(w.path()).append(' ');
                w.endObject();
                seen.append(w.path());
                w.endObject();
                paths.add(seen.toString());
            }
            assertTrue(paths.get(0).startsWith("$.warm3.warm7 $.warm3.warm7[1].p1 $.warm3.warm7[1].warm11 $.warm3.warm7[1].warm"
                    + (12 + round) + " "), paths.get(0));
            assertEquals(paths.get(1), paths.get(0));
        }
    }

    @Test
    void treesWrittenDirectlyMatchTheCallByCallPath() throws Exception {
        for (String corpus : new String[] {"twitter", "citm_catalog", "canada", "github_events"}) {
            JsonValue tree = Json.parse(Corpora.read(corpus + ".json"));
            for (WriterOptions options : new WriterOptions[] {WriterOptions.defaults(),
                    WriterOptions.defaults().withEscapeNonAscii(true), WriterOptions.defaults().withHtmlSafe(true)}) {
                byte[] direct = Json.toBytes(tree, options);
                assertArrayEquals(viaStream(tree, options), direct, corpus + " " + options);
            }
            assertEquals(JACKSON.readTree(Corpora.read(corpus + ".json")), JACKSON.readTree(Json.toBytes(tree)), corpus);
        }
    }

    @Test
    void treeAsAMemberOfAWriterDocument() {
        JsonValue tree = Json.parse("{\"a\":[1,2.50,-0,1e5,null,\"s\",true,{\"b\":[]}],\"c\":{}}");
        JsonWriter w = JsonWriter.create();
        w.beginArray();
        w.numberValue(0);
        tree.copyTo(w);
        JsonArray.builder().add(tree).build().copyTo(w);
        w.endArray();
        String t = "{\"a\":[1,2.50,-0,1e5,null,\"s\",true,{\"b\":[]}],\"c\":{}}";
        assertEquals("[0," + t + ",[" + t + "]]", utf8(w.toByteArray()));
    }

    @Test
    void valuesInArraysAndObjectsTakeTheFastSlotAndKeepPathsAndErrors() {
        JsonWriter w = JsonWriter.create();
        w.beginArray();
        w.numberValue(1); w.numberValue(2L); w.numberValue(2.5); w.numberValue(1.5f); w.booleanValue(true); w.nullValue();
        w.beginObject();
        w.name("a"); w.numberValue(-2147483648);
        w.name("b"); w.numberValue(Long.MIN_VALUE);
        w.name("c"); w.booleanValue(false);
        w.name("d"); w.nullValue();
        JsonException noName = assertThrows(JsonException.class, () -> w.numberValue(3));
        assertTrue(noName.getMessage().contains("needs a name"), noName.getMessage());
        assertEquals("$[6].d", w.path());
        w.endObject();
        w.numberValue(1_000_000_000);
        assertEquals("$[7]", w.path());
        w.endArray();
        assertEquals("[1,2,2.5,1.5,true,null,{\"a\":-2147483648,\"b\":-9223372036854775808,\"c\":false,\"d\":null},1000000000]",
                utf8(w.toByteArray()));
        JsonWriter closed = JsonWriter.create();
        closed.beginArray();
        closed.numberValue(1);
        assertThrows(JsonException.class, closed::close); // incomplete
        JsonException afterClose = assertThrows(JsonException.class, () -> closed.numberValue(2));
        assertTrue(afterClose.getMessage().contains("closed"), afterClose.getMessage());
    }

    @Test
    void packedNumberArraysAsRootAndInside() {
        for (String json : new String[] {"[1,2,3]", "[1.5,-2,0.000123]", "[1,2,3,4,5,6,7,8,1e5,null]", "[[1,2],[3.25]]",
                "{\"a\":[1,2],\"b\":[[]],\"c\":[0.5,1e-3,2,3,4,5,6,7,8,\"x\"]}"}) {
            JsonValue tree = Json.parse(json);
            assertEquals(json, utf8(Json.toBytes(tree)));
            assertArrayEquals(viaStream(tree, WriterOptions.defaults()), Json.toBytes(tree));
        }
    }

    @Test
    void aTreeWithALoneSurrogateFailsAsCallByCallWithThePath() {
        JsonValue tree = JsonObject.builder()
                .put("ok", JsonArray.builder().add(JsonString.of("fine")).add(JsonString.of("bad\uD800")).build())
                .build();
        JsonWriter direct = JsonWriter.create();
        direct.beginArray();
        JsonException e = assertThrows(JsonException.class, () -> tree.copyTo(direct));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        JsonWriter stream = WriterOptions.defaults().writer(bytes);
        stream.beginArray();
        JsonException expected = assertThrows(JsonException.class, () -> tree.copyTo(stream));
        assertEquals(expected.getMessage(), e.getMessage());
        assertEquals(stream.path(), direct.path());
        // The writer goes on from the same place as the call-by-call one.
        direct.endArray(); direct.endObject(); direct.endArray();
        stream.endArray(); stream.endObject(); stream.endArray();
        stream.flush();
        assertArrayEquals(bytes.toByteArray(), direct.toByteArray());
        // With the replace option the direct path writes U+FFFD.
        byte[] replaced = Json.toBytes(tree, WriterOptions.defaults().withReplaceLoneSurrogates(true));
        assertEquals("{\"ok\":[\"fine\",\"bad\uFFFD\"]}", utf8(replaced));
    }

    @Test
    void aTreeDeeperThanTheWriterLimitFailsWithNothingHalfWritten() {
        JsonValue deep = JsonArray.builder().add(JsonArray.builder().add(JsonArray.builder().build()).build()).build();
        JsonWriter w = WriterOptions.defaults().withMaxDepth(3).writer();
        w.beginArray();
        JsonException e = assertThrows(JsonException.class, () -> deep.copyTo(w));
        assertTrue(e.getMessage().contains("depth"), e.getMessage());
        JsonWriter ok = WriterOptions.defaults().withMaxDepth(3).writer();
        deep.copyTo(ok);
        assertEquals("[[[]]]", utf8(ok.toByteArray()));
    }
}
