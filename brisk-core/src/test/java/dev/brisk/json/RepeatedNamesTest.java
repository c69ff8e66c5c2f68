package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Repeated names in an object: the last value wins at the first position, in bounded memory. */
class RepeatedNamesTest {

    @Test
    void anObjectRepeatingFewNamesHoldsOnlyThoseWhileItIsBuilt() {
        int members = 1_000_000;
        TreeBuilder b = new TreeBuilder();
        b.beginObject();
        for (int i = 0; i < members; i++) {
            b.name(i % 3 == 0 ? "a" : i % 3 == 1 ? "b" : "c");
            b.numberValue(i);
        }
        // without merging as it grows, the builder would hold two slots per member
        assertTrue(b.stackCapacity() < 4096, "slots held: " + b.stackCapacity());
        b.endObject();
        JsonObject o = (JsonObject) b.result();
        assertEquals(3, o.size());
        assertEquals(Json.parse("{\"a\":999999,\"b\":999997,\"c\":999998}"), o);
        assertEquals("a", o.names().get(0));
        assertEquals("c", o.names().get(2));
    }

    @Test
    void parsingKeepsTheLastValueAtTheFirstPositionAsAMapPutDoes() {
        Random r = new Random(17);
        for (int round = 0; round < 200; round++) {
            int pool = 1 + r.nextInt(r.nextBoolean() ? 5 : 400);
            int members = r.nextInt(r.nextBoolean() ? 50 : 3000);
            Map<String, Long> expected = new LinkedHashMap<>();
            StringBuilder json = new StringBuilder("{");
            for (int i = 0; i < members; i++) {
                String name = "n" + r.nextInt(pool);
                long value = r.nextLong();
                expected.put(name, value);
                if (i > 0) json.append(',');
                json.append('"').append(name).append("\":").append(value);
            }
            JsonObject o = (JsonObject) Json.parse(json.append('}').toString());
            assertEquals(expected.size(), o.size(), json::toString);
            int i = 0;
            for (Map.Entry<String, Long> e : expected.entrySet()) {
                assertEquals(e.getKey(), o.names().get(i++));
                assertEquals(e.getValue().longValue(), ((JsonNumberValue) o.get(e.getKey())).longValue(), e::getKey);
            }
        }
    }

    @Test
    void aSmallObjectFindsRepeatsAmongNamesOfEveryStoredForm() {
        // up to 8 members: names from the builder's table (Names), names stored as Strings (ones
        // that need escaping, ones too long for the table) and names given as Strings, repeated in any mix
        String[] pool = {"a", "b", "q\"", "tab\t", "x".repeat(70), "y".repeat(70), "id"};
        Random r = new Random(18);
        for (int round = 0; round < 2_000; round++) {
            int members = 1 + r.nextInt(8);
            Map<String, Long> expected = new LinkedHashMap<>();
            TreeBuilder builder = new TreeBuilder();
            builder.beginObject();
            for (int i = 0; i < members; i++) {
                String name = pool[r.nextInt(pool.length)];
                long value = r.nextInt(1000);
                expected.put(name, value);
                if (r.nextBoolean()) {
                    builder.name(name);
                } else {
                    byte[] utf8 = name.getBytes(java.nio.charset.StandardCharsets.UTF_8);
                    builder.name(utf8, 0, utf8.length);
                }
                builder.numberValue(value);
            }
            builder.endObject();
            JsonObject o = (JsonObject) builder.result();
            assertEquals(expected.size(), o.size(), expected::toString);
            int i = 0;
            for (Map.Entry<String, Long> e : expected.entrySet()) {
                assertEquals(e.getKey(), o.names().get(i++));
                assertEquals(e.getValue().longValue(), ((JsonNumberValue) o.get(e.getKey())).longValue(), e::getKey);
            }
        }
    }
}
