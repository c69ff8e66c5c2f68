package dev.brisk.bind;

import dev.brisk.bind.BytesReadContract.Sample;
import dev.brisk.bind.model.Escaped;
import dev.brisk.bind.model.Fragile;
import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Journal;
import dev.brisk.bind.model.Order;
import dev.brisk.json.Json;
import dev.brisk.json.JsonArray;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonObject;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonValue;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.TreeCursor;
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

/**
 * A codec's read over a {@link TreeCursor} against its read over the tree's JsonReader (the
 * reference, what {@code Brisk.fromTree} did before the cursor) and over the document's JSON: on
 * trees of random variations of the sample documents (see {@link MutatedDocuments}), as parsed
 * (names shared per tree) and as rebuilt by the public builders (names as Strings), read by
 * mappers with default and with tight limits. The cursor either gives up or reads the value the
 * tree's reader reads (never one where it throws); {@code Brisk.fromTree}, which tries the cursor
 * first, gives that value or throws that very error (message, path); and where the JSON text
 * reads, the tree reads the same value. Values are compared by what the mapper writes for them.
 */
abstract class TreeReadContract {
    abstract Brisk.Builder builder();

    private final Brisk brisk = builder().build();
    /** Mappers whose limits the samples and their variations reach now and then. */
    private final List<Brisk> mappers = List.of(
            brisk,
            limited(ReadLimits.defaults().withMaxStringLength(8)),
            limited(ReadLimits.defaults().withMaxNameLength(4)),
            limited(ReadLimits.defaults().withMaxDepth(2)),
            limited(ReadLimits.defaults().withMaxTokenCount(30)));

    private Brisk limited(ReadLimits limits) {
        return builder().readerOptions(ReaderOptions.defaults().withLimits(limits)).build();
    }

    @Property(tries = 3000)
    void theTreeCursorReadsWhatTheTreeReaderReadsOrGivesUp(@ForAll long seed) {
        MutatedDocuments docs = new MutatedDocuments(seed);
        Sample sample = BytesReadContract.SAMPLES.get(Math.floorMod(seed, BytesReadContract.SAMPLES.size()));
        byte[] json = docs.vary(brisk.read(sample.json(), Object.class), true);
        JsonValue parsed;
        try {
            parsed = Json.parse(json);
        } catch (JsonException e) {
            Statistics.label("document").collect("not JSON");
            return;
        }
        JsonValue tree = (seed & 8) == 0 ? parsed : rebuilt(parsed);
        assertEquals(parsed, tree);
        Brisk mapper = mappers.get(Math.floorMod(seed >> 4, mappers.size()));
        Class<?> type = sample.type();
        Object reference;
        try {
            reference = byReader(mapper, tree, type);
        } catch (JsonException e) {
            TreeCursor cursor = new TreeCursor(mapper.options().readerOptions()).reset(tree);
            mapper.codec(type).readValues(cursor);
            assertFalse(cursor.finish(), () -> "the cursor read a tree the reader refuses with " + e.getMessage() + ": " + tree);
            JsonException viaTree = assertThrows(JsonException.class, () -> mapper.fromTree(tree, type), tree::toString);
            assertSameError(e, viaTree, tree);
            Statistics.label("document").collect("refused");
            return;
        }
        TreeCursor cursor = new TreeCursor(mapper.options().readerOptions()).reset(tree);
        Object viaCursor = mapper.codec(type).readValues(cursor);
        boolean read = cursor.finish();
        String expected = written(reference, type);
        if (read) assertEquals(expected, written(viaCursor, type), tree::toString);
        assertEquals(expected, written(mapper.fromTree(tree, type), type), tree::toString);
        if (mapper == brisk) {
            Object viaJson;
            try {
                viaJson = brisk.read(json, type);
            } catch (JsonException e) {
                viaJson = null; // the text can be refused where its tree is not (a repeated name's first value)
            }
            if (viaJson != null && !hasRepeatedNames(json)) assertEquals(written(viaJson, type), expected, tree::toString);
        }
        Statistics.label("document").collect(read ? "read by the cursor" : "left to the reader");
    }

    /** The samples (but two, see BytesReadContract) are read by the codecs' own tree reads, as parsed and as built. */
    @Test
    void theSamplesAreReadByTheCursor() {
        for (Sample s : BytesReadContract.SAMPLES) {
            if (s.type() == Fragile.class) continue;
            JsonValue parsed = Json.parse(s.json());
            for (JsonValue tree : List.of(parsed, rebuilt(parsed))) {
                TreeCursor cursor = TreeCursor.over(tree);
                Object value = brisk.codec(s.type()).readValues(cursor);
                assertTrue(cursor.finish(), s.type().getSimpleName());
                assertEquals(written(brisk.read(ByteBuffer.wrap(s.json().getBytes(StandardCharsets.UTF_8)), s.type()), s.type()),
                        written(value, s.type()));
            }
        }
        assertTrue(BytesReadContract.SAMPLES.stream().anyMatch(s -> s.type() == Escaped.class)); // names with escapes: read here too
    }

    @Test
    void aConstructorOrSetterThatThrowsIsLeftToTheReaderWhichReportsIt() {
        JsonValue fragile = Json.parse("{\"value\":1}");
        TreeCursor cursor = TreeCursor.over(fragile);
        assertNull(brisk.codec(Fragile.class).readValues(cursor));
        assertFalse(cursor.finish());
        JsonException e = assertThrows(JsonException.class, () -> brisk.fromTree(fragile, Fragile.class));
        assertTrue(e.getMessage().contains("no Fragile today"), e.getMessage());
        JsonValue journal = Json.parse("{\"stamp\":5,\"owner\":\"bad\"}");
        e = assertThrows(JsonException.class, () -> brisk.fromTree(journal, Journal.class));
        assertTrue(e.getMessage().contains("bad owner"), e.getMessage());
    }

    @Test
    void missingRequiredAndUnknownPropertiesAreTheReadersErrors() {
        JsonValue missing = Json.parse("{\"id\":1}");
        assertSameError(assertThrows(JsonException.class, () -> byReader(brisk, missing, Order.class)),
                assertThrows(JsonException.class, () -> brisk.fromTree(missing, Order.class)), missing);
        Brisk strict = builder().failOnUnknownProperties(true).build();
        JsonValue unknown = Json.parse("{\"name\":\"pen\",\"colour\":\"red\"}");
        TreeCursor cursor = TreeCursor.over(unknown);
        strict.codec(Item.class).readValues(cursor);
        assertFalse(cursor.finish());
        assertSameError(assertThrows(JsonException.class, () -> byReader(strict, unknown, Item.class)),
                assertThrows(JsonException.class, () -> strict.fromTree(unknown, Item.class)), unknown);
        assertEquals("pen", brisk.fromTree(unknown, Item.class).name());
    }

    /** What {@code fromTree} read before the cursor: the codec over the tree's JsonReader. */
    private static Object byReader(Brisk mapper, JsonValue tree, Class<?> type) {
        try (JsonReader in = mapper.options().readerOptions().reader(tree)) {
            Object value = mapper.codec(type).read(in);
            assertEquals(JsonToken.END_DOCUMENT, in.peek());
            return value;
        }
    }

    /** The same tree built by the public builders: names as Strings, values stored afresh. */
    static JsonValue rebuilt(JsonValue v) {
        if (v instanceof JsonObject o) {
            JsonObject.Builder b = JsonObject.builder();
            for (int i = 0; i < o.size(); i++) b.put(o.name(i), rebuilt(o.value(i)));
            return b.build();
        }
        if (v instanceof JsonArray a) {
            JsonArray.Builder b = JsonArray.builder();
            for (JsonValue e : a.values()) b.add(rebuilt(e));
            return b.build();
        }
        return v;
    }

    /** Whether the text repeats a name in some object (a tree keeps the last value; a codec may read both). */
    private static boolean hasRepeatedNames(byte[] json) {
        try {
            Json.parse(ReaderOptions.defaults().withRejectDuplicateNames(true).reader(json));
            return false;
        } catch (JsonException e) {
            return true;
        }
    }

    private String written(Object value, Class<?> type) {
        return brisk.writeString(value, type);
    }

    private static void assertSameError(JsonException expected, JsonException actual, JsonValue tree) {
        String doc = String.valueOf(tree);
        assertEquals(expected.getMessage(), actual.getMessage(), doc);
        assertEquals(expected.offset(), actual.offset(), doc);
        assertEquals(expected.path(), actual.path(), doc);
    }
}
