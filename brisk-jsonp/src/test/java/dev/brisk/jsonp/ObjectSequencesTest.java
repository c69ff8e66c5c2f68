package dev.brisk.jsonp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.json.JsonArray;
import jakarta.json.JsonConfig;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.stream.JsonParsingException;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * Objects read one after another reuse the reader's accumulators, lookup table and names: each
 * object still finds exactly its own members, duplicates are resolved per object by the key
 * strategy, and objects of the same names share one names array.
 */
class ObjectSequencesTest {
    private static final BriskJsonProvider PROVIDER = new BriskJsonProvider();

    private static JsonReader reader(String json, JsonConfig.KeyStrategy keys) {
        return PROVIDER.createReaderFactory(Map.of(JsonConfig.KEY_STRATEGY, keys)).createReader(new StringReader(json));
    }

    /** {"k0":0,"k1":1,...} with the given names, values their positions. */
    private static String object(int... names) {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < names.length; i++) {
            if (i > 0) sb.append(',');
            sb.append("\"k").append(names[i]).append("\":").append(i);
        }
        return sb.append('}').toString();
    }

    @Property(tries = 200)
    void everyObjectOfASequenceFindsItsOwnMembers(@ForAll @Size(min = 1, max = 12) java.util.List<@IntRange(min = 0, max = 40) Integer> sizes) {
        // objects of growing and shrinking sizes, small and indexed, some of the same names
        StringBuilder json = new StringBuilder("[");
        java.util.List<int[]> objects = new java.util.ArrayList<>();
        for (int o = 0; o < sizes.size(); o++) {
            int[] names = new int[sizes.get(o)];
            for (int i = 0; i < names.length; i++) names[i] = (o % 3 == 0 ? i : names.length - i) * 7 % 97;
            names = distinct(names);
            objects.add(names);
            if (o > 0) json.append(',');
            json.append(object(names));
        }
        JsonArray read = reader(json.append(']').toString(), JsonConfig.KeyStrategy.LAST).readArray();
        assertEquals(objects.size(), read.size());
        for (int o = 0; o < read.size(); o++) {
            JsonObject got = read.getJsonObject(o);
            int[] names = objects.get(o);
            assertEquals(names.length, got.size());
            boolean[] present = new boolean[97];
            for (int i = 0; i < names.length; i++) {
                present[names[i]] = true;
                assertEquals(i, got.getInt("k" + names[i]), "k" + names[i] + " of object " + o);
            }
            for (int k = 0; k < 97; k++) {
                if (!present[k]) assertNull(got.get("k" + k), "k" + k + " is not in object " + o);
            }
        }
    }

    private static int[] distinct(int[] names) {
        return java.util.Arrays.stream(names).distinct().toArray();
    }

    @Test
    void duplicatesAreFoundInEachObjectAfterALargeOne() {
        // a 40-member object leaves a large table behind; the next, smaller object has a duplicate
        int[] large = new int[40];
        for (int i = 0; i < large.length; i++) large[i] = i;
        String json = "[" + object(large) + ",{\"a\":1,\"b\":2,\"c\":3,\"d\":4,\"e\":5,\"f\":6,\"g\":7,\"h\":8,\"i\":9,\"a\":10}]";
        assertEquals(10, reader(json, JsonConfig.KeyStrategy.LAST).readArray().getJsonObject(1).getInt("a"));
        assertEquals(1, reader(json, JsonConfig.KeyStrategy.FIRST).readArray().getJsonObject(1).getInt("a"));
        assertEquals(9, reader(json, JsonConfig.KeyStrategy.FIRST).readArray().getJsonObject(1).size());
        assertThrows(JsonParsingException.class, () -> reader(json, JsonConfig.KeyStrategy.NONE).readArray());
    }

    @Test
    void anObjectThatFollowsThePreviousNamesAndThenRepeatsOneStillHasTheDuplicateResolved() {
        // the second object takes the first's names (the same Strings) one by one, then repeats
        // its first name, and the third is the first's names followed by a name of its own
        for (String record : new String[] {object(1, 2, 3), object(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)}) {
            int n = record.split(",").length;
            String dup = record.substring(0, record.length() - 1) + ",\"k1\":99}";
            String json = "[" + record + "," + dup + "," + record.substring(0, record.length() - 1) + ",\"z\":7}]";
            JsonArray last = reader(json, JsonConfig.KeyStrategy.LAST).readArray();
            assertEquals(n, last.getJsonObject(1).size());
            assertEquals(99, last.getJsonObject(1).getInt("k1"));
            assertEquals(0, reader(json, JsonConfig.KeyStrategy.FIRST).readArray().getJsonObject(1).getInt("k1"));
            assertThrows(JsonParsingException.class, () -> reader(json, JsonConfig.KeyStrategy.NONE).readArray());
            assertEquals(n + 1, last.getJsonObject(2).size());
            assertEquals(7, last.getJsonObject(2).getInt("z"));
            assertSame(((ObjectValue) last.get(0)).names(), ((ObjectValue) last.get(1)).names());
        }
        // a builder keeps its members after build: the next object it builds follows the first's names
        var b = PROVIDER.createObjectBuilder().add("a", 1).add("b", 2);
        assertEquals(2, b.build().size());
        JsonObject again = b.add("a", 1).add("b", 2).add("a", 3).build();
        assertEquals(2, again.size());
        assertEquals(3, again.getInt("a"));
    }

    @Property(tries = 300)
    void duplicatesAnywhereInObjectsThatFollowEarlierOnesAreResolvedAsAMapWould(
            @ForAll @Size(min = 1, max = 6) List<@Size(min = 0, max = 30) List<@IntRange(min = 0, max = 25) Integer>> objects) {
        // names drawn from a small set, so objects repeat each other's names in order (a recent
        // shape followed for a while) and repeat names within themselves, before and after the
        // ninth member (where the lookup table starts)
        StringBuilder json = new StringBuilder("[");
        for (int o = 0; o < objects.size(); o++) {
            if (o > 0) json.append(',');
            json.append(object(objects.get(o).stream().mapToInt(Integer::intValue).toArray()));
        }
        String text = json.append(']').toString();
        JsonArray last = reader(text, JsonConfig.KeyStrategy.LAST).readArray();
        JsonArray first = reader(text, JsonConfig.KeyStrategy.FIRST).readArray();
        boolean anyDuplicate = false;
        for (int o = 0; o < objects.size(); o++) {
            java.util.Map<String, Integer> lastValues = new java.util.LinkedHashMap<>();
            java.util.Map<String, Integer> firstValues = new java.util.LinkedHashMap<>();
            java.util.List<Integer> names = objects.get(o);
            for (int i = 0; i < names.size(); i++) {
                lastValues.put("k" + names.get(i), i);
                firstValues.putIfAbsent("k" + names.get(i), i);
            }
            anyDuplicate |= lastValues.size() < names.size();
            assertEquals(java.util.List.copyOf(lastValues.keySet()), java.util.List.copyOf(last.getJsonObject(o).keySet()));
            for (var e : lastValues.entrySet()) assertEquals(e.getValue(), last.getJsonObject(o).getInt(e.getKey()));
            for (var e : firstValues.entrySet()) assertEquals(e.getValue(), first.getJsonObject(o).getInt(e.getKey()));
        }
        if (anyDuplicate) {
            assertThrows(JsonParsingException.class, () -> reader(text, JsonConfig.KeyStrategy.NONE).readArray());
        } else {
            assertEquals(last, reader(text, JsonConfig.KeyStrategy.NONE).readArray());
        }
    }

    @Test
    void aBuilderFindsItsMembersAfterRemovalsInALargeObject() {
        var b = PROVIDER.createObjectBuilder();
        for (int i = 0; i < 20; i++) b.add("k" + i, i);
        b.remove("k3").remove("k15").add("k16", 116).add("k3", 103);
        JsonObject o = b.build();
        assertEquals(19, o.size());
        assertEquals(116, o.getInt("k16"));
        assertEquals(103, o.getInt("k3"));
        assertNull(o.get("k15"));
        assertEquals("k19", new java.util.ArrayList<>(o.keySet()).get(17));
        assertEquals("k3", new java.util.ArrayList<>(o.keySet()).get(18));
    }

    @Test
    void objectsOfTheSameNamesShareTheirNames() {
        String one = object(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        String other = object(5, 6);
        JsonArray read = reader("[" + one + "," + other + "," + one + "," + one + "]", JsonConfig.KeyStrategy.LAST).readArray();
        ObjectValue a = (ObjectValue) read.get(0);
        ObjectValue c = (ObjectValue) read.get(2);
        ObjectValue d = (ObjectValue) read.get(3);
        assertSame(a.names(), c.names());
        assertSame(a.names(), d.names());
        assertEquals(9, d.getInt("k10"));
        assertEquals(1, ((JsonObject) read.get(1)).getInt("k6"));
    }
}
