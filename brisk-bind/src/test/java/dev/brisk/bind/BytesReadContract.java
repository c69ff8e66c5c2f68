package dev.brisk.bind;

import dev.brisk.bind.model.Account;
import dev.brisk.bind.model.Counters;
import dev.brisk.bind.model.Escaped;
import dev.brisk.bind.model.Fragile;
import dev.brisk.bind.model.Gauge;
import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Journal;
import dev.brisk.bind.model.Loose;
import dev.brisk.bind.model.Node;
import dev.brisk.bind.model.Order;
import dev.brisk.bind.model.Person;
import dev.brisk.bind.model.Tagged;
import dev.brisk.bind.model.Ticket;
import dev.brisk.bind.model.Wide;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A codec's read over a {@link BytesCursor} against its read over a JsonReader, the reference:
 * on random variations of sample documents (see {@link MutatedDocuments}) the cursor either
 * gives up or reads the value the reader reads (never one where the reader throws), and
 * {@code Brisk.read(byte[])}, which tries the cursor first, gives the reader's value or throws
 * the reader's very error (message, offset, line, column, path). Values are compared by what
 * the mapper writes for them.
 */
abstract class BytesReadContract {
    abstract Brisk.Builder builder();

    private final Brisk brisk = builder().build();

    /** A type and a document of it (shared with {@link TreeReadContract}). */
    record Sample(Class<?> type, String json) { }

    static final List<Sample> SAMPLES = List.of(
            new Sample(Order.class, "{\"id\":7,\"customer\":\"ann\",\"items\":[{\"name\":\"pen\",\"price\":1.5,\"quantity\":2},"
                    + "{\"name\":\"ink\",\"price\":0.25,\"quantity\":10}],\"counts\":{\"a\":1,\"b\":-2},\"note\":\"hi\","
                    + "\"status\":\"shipped\",\"is_paid\":true}"),
            new Sample(Item.class, "{\"name\":\"pen\",\"price\":1.5,\"quantity\":2}"),
            new Sample(Node.class, "{\"name\":\"root\",\"children\":[{\"name\":\"a\",\"children\":[],\"next\":null},"
                    + "{\"name\":\"b\"}],\"next\":{\"name\":\"n\",\"next\":{\"name\":\"m\"}}}"),
            new Sample(Person.class, "{\"name\":\"Bo\",\"age\":41,\"e-mail\":\"bo@example.com\",\"tags\":[\"x\",\"y\"],\"secret\":\"s\"}"),
            new Sample(Account.class, "{\"id\":9007199254740993,\"count\":3,\"balance\":-12.75,\"active\":true}"),
            new Sample(Counters.class, "{\"hits\":1,\"total\":2,\"mean\":3.5,\"done\":false,\"label\":\"counted\"}"),
            new Sample(Escaped.class, "{\"plain\":1,\"a<b\":2,\"caf\u00e9\":\"cr\u00e8me\",\"say \\\"hi\\\"\":true}"),
            new Sample(Tagged.class, "{\"name\":\"t\",\"cache\":5,\"derived\":\"d\",\"rank\":3}"),
            new Sample(Ticket.class, "{\"id\":12,\"seat\":4,\"price\":20.5,\"used\":true}"),
            new Sample(Journal.class, "{\"count\":2,\"title\":\"log\",\"stamp\":99,\"owner\":\"me\"}"),
            new Sample(Gauge.class, "{\"level\":3,\"ratio\":0.5,\"on\":true}"),
            new Sample(Wide.class, wide()),
            new Sample(Fragile.class, "{\"value\":1}"));

    private static String wide() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < 68; i++) sb.append(i == 0 ? "" : ",").append("\"f").append(i).append("\":").append(i);
        return sb.append(",\"f68\":\"sixty-eight\"}").toString();
    }

    @Property(tries = 3000)
    void theCursorReadsWhatTheReaderReadsOrGivesUp(@ForAll long seed) {
        MutatedDocuments docs = new MutatedDocuments(seed);
        Sample sample = SAMPLES.get(Math.floorMod(seed, SAMPLES.size()));
        byte[] json = docs.vary(brisk.read(sample.json, Object.class), true);
        Object reference;
        try {
            reference = brisk.read(ByteBuffer.wrap(json), sample.type);
        } catch (JsonException e) {
            BytesCursor cursor = BytesCursor.over(json);
            brisk.codec(sample.type).readBytes(cursor);
            assertFalse(cursor.finish(), () -> "the cursor read a document the reader refuses with " + e.getMessage() + ": " + text(json));
            JsonException viaBytes = assertThrows(JsonException.class, () -> brisk.read(json, sample.type), () -> text(json));
            assertSameError(e, viaBytes, json);
            Statistics.label("document").collect("refused");
            return;
        }
        BytesCursor cursor = BytesCursor.over(json);
        Object viaCursor = brisk.codec(sample.type).readBytes(cursor);
        boolean read = cursor.finish();
        if (read) assertEquals(written(reference, sample.type), written(viaCursor, sample.type), () -> text(json));
        assertEquals(written(reference, sample.type), written(brisk.read(json, sample.type), sample.type), () -> text(json));
        Statistics.label("document").collect(read ? "read by the cursor" : "left to the reader");
    }

    /**
     * Natural values (Map&lt;String, Object&gt;, List&lt;Object&gt;, Object) over the cursor, on
     * their own: the tree cursor does not read them.
     */
    static final List<Sample> NATURAL_SAMPLES = List.of(
            new Sample(Loose.class, "{\"kind\":\"push\",\"payload\":{\"ref\":\"main\",\"size\":3,\"commits\":[{\"sha\":\"a1\","
                    + "\"message\":\"fix\\n\\\"it\\\"\",\"distinct\":true,\"author\":{\"name\":\"caf\u00e9\",\"email\":null}}],"
                    + "\"ratio\":0.25,\"big\":9007199254740993,\"neg\":-7,\"nested\":[[],{},[1,[2,[3]]]]},"
                    + "\"extra\":[\"x\",1.5,false,null,{\"a\":[]}],\"items\":[1,\"two\",{\"three\":3}],\"id\":42}"),
            new Sample(Object.class, "{\"a\":[1,2.5,\"s\",true,null],\"b\":{\"c\":-0.5,\"d\":100}}"),
            new Sample(Object.class, "[1,-2147483649,12345678901234,0.1,\"\\u00e9\\ud83d\\ude00\"]"));

    @Property(tries = 2000)
    void naturalValuesOverTheCursorAreTheReadersOrGivenUp(@ForAll long seed) {
        MutatedDocuments docs = new MutatedDocuments(seed);
        Sample sample = NATURAL_SAMPLES.get(Math.floorMod(seed, NATURAL_SAMPLES.size()));
        byte[] json = docs.vary(brisk.read(sample.json, Object.class), true);
        Object reference;
        try {
            reference = brisk.read(ByteBuffer.wrap(json), sample.type);
        } catch (JsonException e) {
            BytesCursor cursor = BytesCursor.over(json);
            brisk.codec(sample.type).readBytes(cursor);
            assertFalse(cursor.finish(), () -> "the cursor read a document the reader refuses with " + e.getMessage() + ": " + text(json));
            assertSameError(e, assertThrows(JsonException.class, () -> brisk.read(json, sample.type), () -> text(json)), json);
            Statistics.label("document").collect("refused");
            return;
        }
        BytesCursor cursor = BytesCursor.over(json);
        Object viaCursor = brisk.codec(sample.type).readBytes(cursor);
        boolean read = cursor.finish();
        // natural values compared as values: Integer, Long, Double and BigDecimal stay apart
        if (read) assertEquals(natural(reference), natural(viaCursor), () -> text(json));
        assertEquals(natural(reference), natural(brisk.read(json, sample.type)), () -> text(json));
        Statistics.label("document").collect(read ? "read by the cursor" : "left to the reader");
    }

    /** A Loose as its members' natural values (it has no equals); anything else as it is. */
    private static Object natural(Object v) {
        if (!(v instanceof Loose)) return v;
        Loose l = (Loose) v;
        return java.util.Arrays.asList(l.kind, l.payload, l.extra, l.items, l.id);
    }

    @Test
    void theNaturalSamplesAreReadByTheCursor() {
        for (Sample s : NATURAL_SAMPLES) {
            byte[] json = s.json.getBytes(StandardCharsets.UTF_8);
            BytesCursor cursor = BytesCursor.over(json);
            Object value = brisk.codec(s.type).readBytes(cursor);
            assertTrue(cursor.finish(), s.json);
            assertEquals(natural(brisk.read(ByteBuffer.wrap(json), s.type)), natural(value), s.json);
        }
    }

    @Test
    void naturalNumbersOfTheExactRuleAndTooDeepValuesAreLeftToTheReader() {
        for (String json : new String[] {"1e2", "-0.0", "[1.0000000000000001]", "{\"a\":123456789012345678901}", "[1e400]",
                "[".repeat(70) + "]".repeat(70)}) {
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
            BytesCursor cursor = BytesCursor.over(bytes);
            assertNull(brisk.codec(Object.class).readBytes(cursor), json);
            assertFalse(cursor.finish(), json);
            assertEquals(brisk.read(ByteBuffer.wrap(bytes), Object.class), brisk.read(bytes, Object.class), json);
        }
        byte[] wrongKind = "{\"payload\":[1]}".getBytes(StandardCharsets.UTF_8);
        BytesCursor cursor = BytesCursor.over(wrongKind);
        brisk.codec(Loose.class).readBytes(cursor);
        assertFalse(cursor.finish());
        assertSameError(assertThrows(JsonException.class, () -> brisk.read(ByteBuffer.wrap(wrongKind), Loose.class)),
                assertThrows(JsonException.class, () -> brisk.read(wrongKind, Loose.class)), wrongKind);
    }

    /**
     * Every sample but two is read by the cursor itself: Fragile's constructor throws, and
     * Escaped's document has a name with an escape in it, which the cursor leaves to the reader.
     */
    private static final java.util.Set<Class<?>> LEFT_TO_THE_READER = java.util.Set.of(Fragile.class, Escaped.class);

    /** The unchanged samples are read by the codecs' own cursor reads, not handed back: the property above is not vacuous. */
    @Test
    void theSamplesAreReadByTheCursor() {
        for (Sample s : SAMPLES) {
            if (LEFT_TO_THE_READER.contains(s.type)) continue;
            byte[] json = s.json.getBytes(StandardCharsets.UTF_8);
            BytesCursor cursor = BytesCursor.over(json);
            Object value = brisk.codec(s.type).readBytes(cursor);
            assertTrue(cursor.finish(), s.type.getSimpleName());
            assertEquals(written(brisk.read(ByteBuffer.wrap(json), s.type), s.type), written(value, s.type));
        }
    }

    @Test
    void aConstructorThatThrowsIsLeftToTheReaderWhichReportsIt() {
        byte[] json = "{\"value\":1}".getBytes(StandardCharsets.UTF_8);
        BytesCursor cursor = BytesCursor.over(json);
        assertNull(brisk.codec(Fragile.class).readBytes(cursor));
        assertFalse(cursor.finish());
        JsonException e = assertThrows(JsonException.class, () -> brisk.read(json, Fragile.class));
        assertTrue(e.getMessage().contains("no Fragile today"), e.getMessage());
    }

    @Test
    void aSetterThatThrowsIsLeftToTheReaderAndNoOtherSetterRuns() {
        byte[] json = "{\"stamp\":5,\"owner\":\"bad\"}".getBytes(StandardCharsets.UTF_8);
        BytesCursor cursor = BytesCursor.over(json);
        assertNull(brisk.codec(Journal.class).readBytes(cursor));
        assertFalse(cursor.finish());
        JsonException e = assertThrows(JsonException.class, () -> brisk.read(json, Journal.class));
        assertTrue(e.getMessage().contains("bad owner"), e.getMessage());
    }

    @Test
    void aMissingRequiredPropertyAndAnUnknownOneWhenThoseFailAreTheReadersErrors() {
        byte[] missing = "{\"id\":1}".getBytes(StandardCharsets.UTF_8);
        JsonException e = assertThrows(JsonException.class, () -> brisk.read(missing, Order.class));
        assertSameError(assertThrows(JsonException.class, () -> brisk.read(ByteBuffer.wrap(missing), Order.class)), e, missing);
        Brisk strict = builder().failOnUnknownProperties(true).build();
        byte[] unknown = "{\"name\":\"pen\",\"colour\":\"red\"}".getBytes(StandardCharsets.UTF_8);
        BytesCursor cursor = BytesCursor.over(unknown);
        strict.codec(Item.class).readBytes(cursor);
        assertFalse(cursor.finish());
        assertSameError(assertThrows(JsonException.class, () -> strict.read(ByteBuffer.wrap(unknown), Item.class)),
                assertThrows(JsonException.class, () -> strict.read(unknown, Item.class)), unknown);
        assertEquals("pen", brisk.read(unknown, Item.class).name());
    }

    private String written(Object value, Class<?> type) {
        return brisk.writeString(value, type);
    }

    private static void assertSameError(JsonException expected, JsonException actual, byte[] json) {
        String doc = text(json);
        assertEquals(expected.getMessage(), actual.getMessage(), doc);
        assertEquals(expected.offset(), actual.offset(), doc);
        assertEquals(expected.line(), actual.line(), doc);
        assertEquals(expected.column(), actual.column(), doc);
        assertEquals(expected.path(), actual.path(), doc);
        if (expected.getCause() == null) assertNull(actual.getCause(), doc);
        else if (actual.getCause() == null || expected.getCause().getClass() != actual.getCause().getClass()) fail("cause differs: " + doc);
    }

    private static String text(byte[] json) {
        return new String(json, StandardCharsets.UTF_8);
    }
}
