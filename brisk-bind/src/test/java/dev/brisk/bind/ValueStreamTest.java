package dev.brisk.bind;

import dev.brisk.bind.model.Item;
import dev.brisk.json.JsonException;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ValueStreamTest {
    record Datum(long time, long entity, int state) { }

    private final Brisk brisk = Brisk.builder().quotedNumbers(true).build();

    private static InputStream bytes(String s) { return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8)); }

    private static <T> List<T> drain(ValueIterator<T> it) {
        List<T> out = new ArrayList<>();
        try (it) {
            while (it.hasNext()) out.add(it.next());
        }
        return out;
    }

    @Test
    void readsNewlineDelimitedValues() {
        List<Item> items = drain(brisk.readValues(bytes("{\"name\":\"a\"}\n{\"name\":\"b\"}\n"), Item.class));
        assertEquals(List.of(new Item("a", 0, 0), new Item("b", 0, 0)), items);
    }

    @Test
    void readsConcatenatedValuesWithOrWithoutWhitespace() {
        assertEquals(List.of(1, 2, 3), drain(brisk.readValues(bytes("1 2\t3"), Integer.class)));
        assertEquals(2, drain(brisk.readValues(bytes("{\"name\":\"a\"}{\"name\":\"b\"}"), Item.class)).size());
    }

    @Test
    void readsTheElementsOfATopLevelArray() {
        List<Item> items = drain(brisk.readValues(bytes("[{\"name\":\"a\"},{\"name\":\"b\"}]"), Item.class));
        assertEquals(List.of(new Item("a", 0, 0), new Item("b", 0, 0)), items);
        assertEquals(List.of(), drain(brisk.readValues(bytes("[]"), Item.class)));
    }

    @Test
    void anInputOfNoValuesHasNoValues() {
        // an empty NDJSON file, as ValueWriter writes zero values: not an error
        assertEquals(List.of(), drain(brisk.readValues(bytes(""), Item.class)));
        assertEquals(List.of(), drain(brisk.readValues(bytes(" \n\n"), Item.class)));
        assertEquals(List.of(), drain(brisk.readValues(bytes("\n"), new TypeToken<List<Integer>>() { })));
    }

    @Test
    void aListTypeReadsTopLevelArraysAsValues() {
        List<List<Integer>> lists = drain(brisk.readValues(bytes("[1] [2,3]"), new TypeToken<List<Integer>>() { }));
        assertEquals(List.of(List.of(1), List.of(2, 3)), lists);
    }

    @Test
    void anErrorInTheNthValueNamesItsPlace() {
        ValueIterator<Item> it = brisk.readValues(bytes("[{\"name\":\"a\"},{\"price\":true}]"), Item.class);
        it.next();
        JsonException e = assertThrows(JsonException.class, it::next);
        assertEquals("$[1].price", e.path());
    }

    @Test
    void dataAfterATopLevelArrayIsAnError() {
        ValueIterator<Integer> it = brisk.readValues(bytes("[1] 2"), Integer.class);
        assertEquals(1, it.next());
        assertThrows(JsonException.class, it::hasNext);
    }

    @Test
    void readsTheStatemapStreamWithQuotedNumbersIntoLongs() {
        String input = "{ \"time\": \"20000000123\", \"entity\": \"50123\", \"state\": 2 }\n"
                + "{ \"time\": \"20000000124\", \"entity\": \"50124\", \"state\": 0 }\n";
        assertEquals(List.of(new Datum(20000000123L, 50123, 2), new Datum(20000000124L, 50124, 0)),
                drain(brisk.readValues(bytes(input), Datum.class)));
    }

    /** An endless stream: reading the first values must not try to take in the whole input. */
    @Test
    void valuesAreReadLazilyFromAnEndlessStream() {
        InputStream endless = new InputStream() {
            final byte[] line = "{ \"time\": 20000000123, \"entity\": 50123, \"state\": 2 }\n".getBytes(StandardCharsets.US_ASCII);
            long pos;
            @Override public int read() { return line[(int) (pos++ % line.length)]; }
        };
        try (ValueIterator<Datum> it = brisk.readValues(endless, Datum.class)) {
            for (int i = 0; i < 100_000; i++) assertEquals(2, it.next().state());
            assertTrue(it.hasNext());
        }
    }

    /** Quoted numbers that straddle the stream's buffer boundaries still read in place. */
    @Test
    void quotedNumbersReadAcrossStreamBufferBoundaries() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 20_000; i++) sb.append("{ \"time\": \"").append(20000000000L + i).append("\", \"entity\": \"50123\", \"state\": 2 }\n");
        long sum = 0;
        int n = 0;
        try (ValueIterator<Datum> it = brisk.readValues(bytes(sb.toString()), Datum.class)) {
            while (it.hasNext()) {
                sum += it.next().time() - 20000000000L;
                n++;
            }
        }
        assertEquals(20_000, n);
        assertEquals(19_999L * 20_000 / 2, sum);
    }

    @Test
    void aStreamOfValuesCanBeConsumedAsAJavaStream() {
        try (var s = brisk.readValues(new StringReader("1 2 3 4"), Integer.class).stream()) {
            assertEquals(10, s.collect(Collectors.summingInt(Integer::intValue)));
        }
    }

    @Test
    void writesNewlineDelimitedJsonThatReadsBack() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ValueWriter<Datum> w = brisk.writeValues(out, Datum.class)) {
            w.write(new Datum(1, 2, 3));
            w.write(new Datum(4, 5, 6));
        }
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals("{\"time\":1,\"entity\":2,\"state\":3}\n{\"time\":4,\"entity\":5,\"state\":6}\n", text);
        assertEquals(List.of(new Datum(1, 2, 3), new Datum(4, 5, 6)), drain(brisk.readValues(bytes(text), Datum.class)));
    }

    @Test
    void theIteratorIsExhaustedAfterClose() {
        ValueIterator<Integer> it = brisk.readValues(bytes("1 2"), Integer.class);
        it.close();
        assertFalse(it.hasNext());
    }
}
