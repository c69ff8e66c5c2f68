package dev.brisk.json;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Json#parse} takes its builder from a pool, name table and all: whatever documents came
 * before, each tree is the one a new builder makes, and a pooled builder keeps no part of a tree.
 */
class PooledTreeBuilderTest {

    private static JsonValue freshTree(byte[] json) {
        TreeBuilder b = new TreeBuilder();
        try (JsonReader r = JsonReader.of(json)) {
            r.copyTo(b);
        }
        return b.result();
    }

    @Property(tries = 100)
    void aSequenceOfDocumentsGivesTheTreesOfNewBuilders(@ForAll long seed) {
        Random random = new Random(seed);
        byte[][] docs = new byte[6][];
        for (int i = 0; i < docs.length; i++) {
            docs[i] = JsonTextGenerator.document(random).getBytes(StandardCharsets.UTF_8);
        }
        // each document twice, in an order that repeats some: the second time its names are pooled
        for (int round = 0; round < 2; round++) {
            for (byte[] doc : docs) {
                JsonValue pooled = Json.parse(doc);
                JsonValue fresh = freshTree(doc);
                assertEquals(fresh, pooled);
                assertArrayEquals(Json.toBytes(fresh), Json.toBytes(pooled), "same members in the same order");
            }
        }
    }

    @Test
    void namesOfEarlierDocumentsDoNotLeakIntoLaterOnes() {
        JsonValue first = Json.parse("[{\"a\":1,\"b\":2,\"c\":3},{\"a\":1,\"b\":2,\"c\":3}]");
        JsonValue second = Json.parse("[{\"a\":1,\"c\":3,\"d\":4},{\"b\":5,\"a\":6}]");
        assertEquals("[{\"a\":1,\"b\":2,\"c\":3},{\"a\":1,\"b\":2,\"c\":3}]", Json.toString(first));
        assertEquals("[{\"a\":1,\"c\":3,\"d\":4},{\"b\":5,\"a\":6}]", Json.toString(second));
        JsonObject last = (JsonObject) ((JsonArray) second).get(1);
        assertEquals(JsonNumberValue.of(6), last.get("a"));
        assertEquals(JsonNumberValue.of(5), last.get("b"));
        assertEquals(null, last.get("c"));
    }

    @Test
    void aFailedParseLeavesTheNextOneRight() {
        byte[] doc = "{\"list\":[1,2,{\"x\":\"y\"}],\"name\":\"z\"}".getBytes(StandardCharsets.UTF_8);
        for (int cut = 1; cut < doc.length - 1; cut++) {
            byte[] truncated = java.util.Arrays.copyOf(doc, cut);
            assertThrows(JsonException.class, () -> Json.parse(truncated));
            assertEquals(freshTree(doc), Json.parse(doc));
        }
    }

    @Test
    void aRecycledBuilderHoldsNoPartOfItsTree() {
        // from a stream the walk bails at each buffer end and the token path rebuilds: slots
        // written by an abandoned pass must be cleared too
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < 20_000; i++) sb.append(i == 0 ? "" : ",").append("{\"k").append(i % 50).append("\":[\"v\",").append(i).append(",1.5]}");
        byte[] doc = sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
        for (boolean stream : new boolean[] {false, true}) {
            TreeBuilder b = TreeBuilder.forReader();
            try (JsonReader r = stream ? JsonReader.of(new ByteArrayInputStream(doc)) : JsonReader.of(doc)) {
                r.copyTo(b);
            }
            JsonValue tree = b.result();
            assertEquals(20_000, ((JsonArray) tree).size());
            b.clearForReuse();
            assertEquals(0, b.heldSlots());
            assertTrue(b.stackCapacity() <= 1 << 12, "a large stack is not kept");
        }
    }

    @Test
    void aPooledBuilderKeepsABoundedNameTable() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < 5_000; i++) sb.append(i == 0 ? "" : ",").append("\"key").append(i).append("\":").append(i);
        byte[] doc = sb.append('}').toString().getBytes(StandardCharsets.UTF_8);
        TreeBuilder b = TreeBuilder.forReader();
        try (JsonReader r = JsonReader.of(doc)) {
            r.copyTo(b);
        }
        assertEquals(5_000, ((JsonObject) b.result()).size());
        assertTrue(b.nameCount() >= 5_000);
        b.clearForReuse();
        assertEquals(0, b.nameCount(), "names that did not repeat are dropped, not kept for the next document");
        // and the cleared builder builds again
        try (JsonReader r = JsonReader.of(doc)) {
            r.copyTo(b);
        }
        assertEquals(freshTree(doc), b.result());
    }
}
