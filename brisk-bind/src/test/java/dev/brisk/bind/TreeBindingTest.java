package dev.brisk.bind;

import dev.brisk.bind.model.Item;
import dev.brisk.json.Json;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonNull;
import dev.brisk.json.JsonObject;
import dev.brisk.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TreeBindingTest {
    record Envelope(String kind, JsonValue payload, JsonObject meta) { }

    private final Brisk brisk = Brisk.create();

    @Test
    void jsonValuePropertiesHoldAnyJsonWithExactNumberText() {
        Envelope e = brisk.read("{\"kind\":\"k\",\"payload\":[1.50,{\"a\":null},\"s\"],\"meta\":{\"n\":1e400}}", Envelope.class);
        assertEquals(Json.parse("[1.50,{\"a\":null},\"s\"]"), e.payload());
        assertEquals("{\"kind\":\"k\",\"payload\":[1.50,{\"a\":null},\"s\"],\"meta\":{\"n\":1e400}}", brisk.writeString(e));
    }

    @Test
    void jsonNullIsAJsonNullAndAMissingPropertyIsJavaNull() {
        Envelope e = brisk.read("{\"payload\":null}", Envelope.class);
        assertEquals(JsonNull.INSTANCE, e.payload());
        assertNull(e.meta());
    }

    @Test
    void aTreeSubtypePropertyRejectsOtherKindsOfValue() {
        JsonException ex = assertThrows(JsonException.class, () -> brisk.read("{\"meta\":[1]}", Envelope.class));
        assertEquals("$.meta", ex.path());
    }

    @Test
    void objectsConvertToAndFromTrees() {
        List<Item> items = List.of(new Item("a", 1.5, 2), new Item("b", 0, 1));
        JsonValue tree = brisk.toTree(items, Types.parameterized(List.class, Item.class));
        assertEquals(Json.parse("[{\"name\":\"a\",\"price\":1.5,\"quantity\":2},{\"name\":\"b\",\"price\":0,\"quantity\":1}]"), tree);
        assertEquals(items, brisk.fromTree(tree, new TypeToken<List<Item>>() { }));
    }

    /** Every node the tree makes, by its runtime class (a number has several), writes as its JSON. */
    @Test
    void everyTreeNodeWritesAsJsonByItsRuntimeClass() {
        String[] texts = {"0", "-0", "1.50", "1e400", "12345678901234567890123", "-9223372036854775808", "2.5",
                "\"s\"", "true", "false", "null", "{}", "[]", "{\"a\":[1,{\"b\":2.0}]}"};
        for (Brisk b : List.of(brisk, Brisk.builder().useGeneratedCodecs(false).build())) {
            for (String text : texts) {
                JsonValue node = Json.parse(text);
                assertEquals(text, b.writeString(node), node.getClass().getName());
                assertEquals(text, b.writeString(List.of(node)).replaceAll("^\\[|\\]$", ""), node.getClass().getName());
                assertEquals(node, b.toTree(node), node.getClass().getName());
                assertEquals(node, b.read(b.writeString(node), JsonValue.class));
            }
            JsonValue parsed = Json.parse("[0, 1.5, 123456789012345678901]");
            assertEquals("[0,1.5,123456789012345678901]", b.writeString(parsed));
        }
    }
}
