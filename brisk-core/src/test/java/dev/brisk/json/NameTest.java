package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Names stored with their JSON by the tree builder, and objects that hold them. */
class NameTest {
    private static byte[] utf8(String s) { return s.getBytes(StandardCharsets.UTF_8); }

    @Test
    void namesOfEveryLengthAreCopiedWholeFirstOrAfterAComma() {
        for (int len = 0; len <= 70; len++) {
            String name = "n".repeat(len);
            String doc = "{\"" + name + "\":1,\"" + name + "x\":[{\"" + name + "\":2}]}";
            JsonValue tree = Json.parse(utf8(doc));
            assertEquals(doc, Json.toString(tree));
            assertEquals(doc, new String(Json.toBytes(tree), StandardCharsets.UTF_8));
        }
    }

    @Test
    void parsedNamesAreStoredWithTheirJsonUnlessTheyNeedEscaping() {
        JsonObject o = (JsonObject) Json.parse("{\"plain\":1,\"é\":2,\"a\\\"b\":3,\"t\\tb\":4,\"back\\\\slash\":5}");
        assertInstanceOf(Name.class, o.members[0]);
        assertInstanceOf(Name.class, o.members[2]);
        assertInstanceOf(String.class, o.members[4]);
        assertInstanceOf(String.class, o.members[6]);
        assertInstanceOf(String.class, o.members[8]);
        assertEquals(List.of("plain", "é", "a\"b", "t\tb", "back\\slash"), o.names());
        assertEquals("{\"plain\":1,\"é\":2,\"a\\\"b\":3,\"t\\tb\":4,\"back\\\\slash\":5}", Json.toString(o));
        assertNull(Name.of(new byte[] {1}, 0, 1));
    }

    @Test
    void optionsThatEscapeMoreStillEscapeStoredNames() {
        JsonValue tree = Json.parse("[{\"<é>\":1,\"x\":2},{\"<é>\":3,\"x\":4}]");
        assertEquals("[{\"\\u003Cé\\u003E\":1,\"x\":2},{\"\\u003Cé\\u003E\":3,\"x\":4}]",
                new String(Json.toBytes(tree, WriterOptions.defaults().withHtmlSafe(true)), StandardCharsets.UTF_8));
        assertEquals("[{\"<\\u00E9>\":1,\"x\":2},{\"<\\u00E9>\":3,\"x\":4}]",
                new String(Json.toBytes(tree, WriterOptions.defaults().withEscapeNonAscii(true)), StandardCharsets.UTF_8));
        assertEquals("[\n  {\n    \"<é>\": 1,\n    \"x\": 2\n  },\n  {\n    \"<é>\": 3,\n    \"x\": 4\n  }\n]", Json.toString(tree, true));
    }

    @Test
    void objectsWithStoredNamesEqualObjectsBuiltFromStrings() {
        StringBuilder doc = new StringBuilder("{");
        JsonObject.Builder b = JsonObject.builder();
        for (int i = 0; i < 20; i++) {
            doc.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":").append(i);
            b.put("k" + i, i);
        }
        JsonObject parsed = (JsonObject) Json.parse(doc.append('}').toString());
        JsonObject built = b.build();
        assertInstanceOf(Name.class, parsed.members[0]);
        assertEquals(built, parsed);
        assertEquals(parsed, built);
        assertEquals(built.hashCode(), parsed.hashCode());
        for (int i = 0; i < 20; i++) {
            assertEquals(JsonNumberValue.of(i), parsed.get("k" + i));
            assertEquals(i, parsed.indexOf("k" + i));
            assertEquals("k" + i, parsed.name(i));
        }
        assertNull(parsed.get("k20"));
        JsonObject small = (JsonObject) Json.parse("{\"b\":1,\"a\":2}");
        assertEquals(JsonObject.builder().put("a", 2).put("b", 1).build(), small);
        assertEquals(JsonNumberValue.of(2), small.get("a"));
    }

    @Test
    void repeatedNamesMergeWhetherStoredOrGivenAsStrings() {
        assertEquals("{\"a\":3,\"b\":2}", Json.toString(Json.parse("{\"a\":1,\"b\":2,\"a\":3}")));
        StringBuilder big = new StringBuilder("{");
        for (int i = 0; i < 40; i++) big.append("\"k").append(i % 30).append("\":").append(i).append(',');
        big.setLength(big.length() - 1);
        JsonObject o = (JsonObject) Json.parse(big.append('}').toString());
        assertEquals(30, o.size());
        assertEquals(JsonNumberValue.of(35), o.get("k5"));
        TreeBuilder t = new TreeBuilder();
        t.beginObject();
        t.name(utf8("a"), 0, 1);
        t.numberValue(1);
        t.name("a");
        t.numberValue(2);
        t.endObject();
        assertEquals("{\"a\":2}", t.result().toString());
    }

    @Test
    void treesFromSeparateParsesAreEqualInAnyMemberOrder() {
        String doc = "{\"a\":1,\"b\":[{\"c\":\"x\",\"d\":null}],\"e\":{\"f\":true}}";
        JsonValue one = Json.parse(doc);
        JsonValue two = Json.parse(doc);
        assertEquals(one, two);
        assertEquals(one.hashCode(), two.hashCode());
        JsonValue reordered = Json.parse("{\"e\":{\"f\":true},\"a\":1,\"b\":[{\"d\":null,\"c\":\"x\"}]}");
        assertEquals(one, reordered);
        assertEquals(one.hashCode(), reordered.hashCode());
        assertNotEquals(one, Json.parse("{\"a\":1,\"b\":[{\"c\":\"x\",\"dd\":null}],\"e\":{\"f\":true}}"));
    }

    @Test
    void storedNamesHashLikeTheirStrings() {
        for (String name : List.of("", "a", "id", "created_at", "é", "日本語", "naïve name", "x".repeat(63))) {
            byte[] b = utf8(name);
            Name n = Name.of(b, 0, b.length);
            assertEquals(name.hashCode(), n.hash, name);
            assertEquals(name, n.string());
        }
    }

    @Test
    void oneStoredNamePerDistinctName() {
        JsonArray a = (JsonArray) Json.parse("[{\"id\":1},{\"id\":2}]");
        assertSame(((JsonObject) a.get(0)).members[0], ((JsonObject) a.get(1)).members[0]);
        assertTrue(((JsonObject) a.get(0)).members[0] instanceof Name);
    }

    @Test
    void manyDistinctNamesBeyondTheTableStillWriteAndCompare() {
        StringBuilder doc = new StringBuilder("{");
        for (int i = 0; i < 20_000; i++) doc.append(i == 0 ? "" : ",").append("\"name").append(i).append("\":").append(i);
        String json = doc.append('}').toString();
        JsonObject o = (JsonObject) Json.parse(json);
        assertEquals(json, Json.toString(o));
        assertEquals(JsonNumberValue.of(19_999), o.get("name19999"));
        assertInstanceOf(String.class, o.members[2 * 19_999]);
    }

    @Test
    void namesGivenAsInvalidUtf8BytesAreRefusedAsStringValuesAre() {
        // short (a Name), past the name table's length (a String), and non-ASCII around the bad byte
        byte[][] bad = {{'x', (byte) 0xFF, 'y'}, ("k".repeat(70) + "\u00ff").getBytes(StandardCharsets.ISO_8859_1),
                {(byte) 0xC3, (byte) 0xA9, (byte) 0xED, (byte) 0xA0, (byte) 0x80}};
        for (byte[] name : bad) {
            TreeBuilder b = new TreeBuilder();
            b.beginObject();
            JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> b.name(name, 0, name.length));
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().startsWith("Invalid UTF-8 in a name"), e.getMessage());
        }
        // a valid name in the middle of a larger array is taken
        byte[] text = "[\u00e9t\u00e9]".getBytes(StandardCharsets.UTF_8);
        TreeBuilder ok = new TreeBuilder();
        ok.beginObject();
        ok.name(text, 1, text.length - 2);
        ok.numberValue(1);
        ok.endObject();
        assertEquals("{\"\u00e9t\u00e9\":1}", new String(Json.toBytes(ok.result()), StandardCharsets.UTF_8));
    }
}
