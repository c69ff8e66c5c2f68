package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.Json;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonValue;
import org.junit.jupiter.api.Test;

/** A tree copied into a sink that refuses one of its values: the error names the value's path. */
class TreeSinkRefusalTest {

    private static void assertRefusedAt(String json, String path) {
        JsonValue tree = Json.parse(json);
        JsonException e = assertThrows(JsonException.class, () -> tree.copyTo(new PackBuilder()));
        assertTrue(e.getMessage().contains("1e400"), e.getMessage());
        assertEquals(path, e.path(), json);
    }

    @Test
    void aNumberBeyondADoubleIsNamedByItsPath() {
        assertRefusedAt("1e400", "$");
        assertRefusedAt("[\"x\", 1e400]", "$[1]");
        assertRefusedAt("{\"a\": [true, {\"b\": 1, \"c\": 1e400}], \"d\": 2}", "$.a[1].c");
        assertRefusedAt("{\"a\": {}, \"b\": [[], [null, [1e400]]]}", "$.b[1][1][0]");
    }

    @Test
    void aLargeObjectsMemberIsNamedToo() {
        StringBuilder json = new StringBuilder("{");
        for (int i = 0; i < 40; i++) json.append("\"m").append(i).append("\": ").append(i).append(", ");
        assertRefusedAt(json.append("\"last\": 1e400}").toString(), "$.last");
    }
}
