package dev.brisk.bind;

import dev.brisk.bind.model.Item;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Collections and maps are written by index for ArrayList and {@code List.of} lists, through the
 * iterator for every other class, and with String keys and String or box values written inline:
 * every path gives the same JSON, for every element codec kind, with nulls, and with a codec
 * registered for the element type (which the inline paths must not bypass).
 */
class ContainerWriteTest {
    private static final Brisk BRISK = Brisk.create();

    /** The same elements in every list and collection class a program is likely to hold. */
    private static <E> List<Collection<E>> shapes(List<E> elements) {
        boolean hasNull = false;
        for (E e : elements) hasNull |= e == null;
        List<Collection<E>> all = new ArrayList<>();
        all.add(new ArrayList<>(elements));
        if (!hasNull) all.add(List.copyOf(elements)); // List12 or ListN by size
        all.add(Arrays.asList(new ArrayList<>(elements).toArray((E[]) new Object[0])));
        all.add(new LinkedList<>(elements));
        all.add(Collections.unmodifiableList(new ArrayList<>(elements)));
        all.add(new CopyOnWriteArrayList<>(elements));
        List<E> padded = new ArrayList<>(elements);
        padded.add(0, null);
        all.add(padded.subList(1, padded.size()));
        if (!hasNull) all.add(new ArrayDeque<>(elements));
        return all;
    }

    private static <E> void everyShapeWrites(TypeToken<? extends Collection<E>> type, List<E> elements, String expected) {
        for (int n = 0; n <= elements.size(); n++) {
            List<E> prefix = elements.subList(0, n);
            StringBuilder want = new StringBuilder("[");
            String[] parts = expected.split("\\|");
            for (int i = 0; i < n; i++) want.append(i == 0 ? "" : ",").append(parts[i]);
            want.append(']');
            for (Collection<E> c : shapes(prefix)) {
                @SuppressWarnings("unchecked")
                String json = BRISK.writeString(c, type.type());
                assertEquals(want.toString(), json, c.getClass().getName() + " of " + n);
            }
        }
    }

    @Test
    void listsOfEveryClassAndSizeWriteTheSame() {
        everyShapeWrites(new TypeToken<List<String>>() { }, Arrays.asList("a", null, "\u00e9\"", "d"), "\"a\"|null|\"\u00e9\\\"\"|\"d\"");
        everyShapeWrites(new TypeToken<List<Integer>>() { }, Arrays.asList(1, -2, null, Integer.MIN_VALUE), "1|-2|null|-2147483648");
        everyShapeWrites(new TypeToken<List<Long>>() { }, Arrays.asList(Long.MAX_VALUE, null, 0L), "9223372036854775807|null|0");
        everyShapeWrites(new TypeToken<List<Double>>() { }, Arrays.asList(1.5, null, -0.0), "1.5|null|-0");
        everyShapeWrites(new TypeToken<Collection<Item>>() { }, Arrays.asList(new Item("x", 1.5, 2), null),
                "{\"name\":\"x\",\"price\":1.5,\"quantity\":2}|null");
        everyShapeWrites(new TypeToken<List<List<Integer>>>() { }, Arrays.asList(List.of(1), List.of(), null), "[1]|[]|null");
    }

    @Test
    void setsAndQueuesWriteInIterationOrder() {
        assertEquals("[3,1,2]", BRISK.writeString(new LinkedHashSet<>(List.of(3, 1, 2)), new TypeToken<java.util.Set<Integer>>() { }.type()));
        assertEquals("[\"q\",\"r\"]", BRISK.writeString(new ArrayDeque<>(List.of("q", "r")), new TypeToken<java.util.Queue<String>>() { }.type()));
    }

    @Test
    void aRegisteredElementCodecIsUsedOnEveryPath() {
        Codec<String> upper = new Codec<>() {
            @Override public String read(dev.brisk.json.JsonReader in) { return in.nextString().toLowerCase(); }
            @Override public void write(dev.brisk.json.JsonSink out, String v) { out.stringValue(v.toUpperCase()); }
        };
        Brisk custom = Brisk.builder().register(String.class, upper).build();
        for (Collection<String> c : shapes(List.of("a", "b"))) {
            assertEquals("[\"A\",\"B\"]", custom.writeString(c, new TypeToken<List<String>>() { }.type()), c.getClass().getName());
        }
        Map<String, String> map = new LinkedHashMap<>();
        map.put("k", "v");
        assertEquals("{\"k\":\"V\"}", custom.writeString(map, new TypeToken<Map<String, String>>() { }.type()));
    }

    @Test
    void mapsWriteKeysAndInlineValuesAsTheirCodecsDo() {
        Map<String, String> strings = new LinkedHashMap<>();
        strings.put("a", "x");
        strings.put("\u00e9\"k", null);
        strings.put("", "\u2028");
        assertEquals("{\"a\":\"x\",\"\u00e9\\\"k\":null,\"\":\"\u2028\"}",
                BRISK.writeString(strings, new TypeToken<Map<String, String>>() { }.type()));

        Map<String, Long> longs = new TreeMap<>(Map.of("b", Long.MIN_VALUE, "a", 7L));
        assertEquals("{\"a\":7,\"b\":-9223372036854775808}", BRISK.writeString(longs, new TypeToken<Map<String, Long>>() { }.type()));
        Map<String, Integer> ints = new LinkedHashMap<>();
        ints.put("i", null);
        ints.put("j", -1);
        assertEquals("{\"i\":null,\"j\":-1}", BRISK.writeString(ints, new TypeToken<Map<String, Integer>>() { }.type()));
        assertEquals("{\"d\":0.1}", BRISK.writeString(Map.of("d", 0.1), new TypeToken<Map<String, Double>>() { }.type()));

        Map<Integer, List<Long>> byNumber = new LinkedHashMap<>();
        byNumber.put(-3, List.of(1L, 2L));
        byNumber.put(40, null);
        assertEquals("{\"-3\":[1,2],\"40\":null}", BRISK.writeString(byNumber, new TypeToken<Map<Integer, List<Long>>>() { }.type()));

        Map<Object, Object> mixed = new LinkedHashMap<>();
        mixed.put("s", List.of("t"));
        mixed.put(5, Map.of("n", true));
        assertEquals("{\"s\":[\"t\"],\"5\":{\"n\":true}}", BRISK.writeString(mixed, new TypeToken<Map<Object, Object>>() { }.type()));

        Map<String, String> nullKey = new HashMap<>();
        nullKey.put(null, "v");
        dev.brisk.json.JsonException e = assertThrows(dev.brisk.json.JsonException.class,
                () -> BRISK.writeString(nullKey, new TypeToken<Map<String, String>>() { }.type()));
        assertTrue(e.getMessage().contains("null key"), e.getMessage());
    }
}
