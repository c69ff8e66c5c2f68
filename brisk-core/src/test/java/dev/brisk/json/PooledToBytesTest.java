package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Json#toBytes(JsonValue)} reuses its writers: each call's result is its own array, and
 * nothing of one document (its bytes, its state, its names, an error half-way) reaches the next.
 */
class PooledToBytesTest {
    private static String json(JsonValue v) { return new String(Json.toBytes(v), StandardCharsets.UTF_8); }

    @Test
    void eachCallGivesItsOwnArrayWithOnlyItsDocument() {
        JsonValue big = Json.parse("{\"a\":[1,2,3],\"b\":\"" + "x".repeat(5000) + "\"}");
        JsonValue small = Json.parse("[true]");
        byte[] first = Json.toBytes(big);
        byte[] second = Json.toBytes(small);
        byte[] third = Json.toBytes(small);
        assertEquals("[true]", new String(second, StandardCharsets.UTF_8));
        assertNotSame(second, third);
        second[0] = 'X'; // a caller may change its result: the next one is not affected
        assertEquals("[true]", new String(third, StandardCharsets.UTF_8));
        assertEquals(5000 + 20, first.length);
        assertEquals(big, Json.parse(first));
    }

    @Test
    void scalarsAndContainersFollowEachOther() {
        assertEquals("1", json(JsonNumberValue.of(1)));
        assertEquals("{}", json(JsonObject.builder().build()));
        assertEquals("\"s\"", json(JsonString.of("s")));
        assertEquals("null", json(JsonNull.INSTANCE));
        assertEquals("[[],{}]", json(Json.parse("[[],{}]")));
    }

    @Test
    void aFailedWriteLeavesTheNextDocumentWhole() {
        // a lone surrogate is refused with the path; the writer that saw it is not reused half-way
        JsonValue bad = JsonObject.builder().put("ok", "fine").put("bad", "x\uD800y").build();
        for (int k = 0; k < 20; k++) {
            JsonException e = assertThrows(JsonException.class, () -> Json.toBytes(bad));
            assertTrue(e.getMessage().contains("surrogate"), e.getMessage());
            assertEquals("{\"ok\":\"fine\",\"n\":" + k + "}",
                    json(JsonObject.builder().put("ok", "fine").put("n", JsonNumberValue.of(k)).build()));
        }
    }

    @Test
    void namesOfOneDocumentAreNotTakenForAnothers() {
        // built trees name members with Strings, which the writer caches across documents
        for (int k = 0; k < 50; k++) {
            JsonObject.Builder b = JsonObject.builder();
            for (int i = 0; i < 12; i++) b.put("name" + (k + i) % 17, JsonNumberValue.of(i));
            JsonObject o = b.build();
            assertEquals(o, Json.parse(Json.toBytes(o)));
        }
    }
}
