package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonReader#nextNumber(JsonSink)}: each number's exact text as one slice call, from bytes
 * and from a stream whose buffer refills mid-number, quoted numbers when allowed, a tree's numbers
 * as copyTo passes them, and anything that is not a number refused with its place.
 */
class NextNumberIntoSinkTest {
    private static final String NUMBERS = "[0, -0, 12, -65.613616999999977, 1e5, 1.5E-300, 123456789012345678901234567890]";
    private static final List<String> TEXTS = List.of("number:0", "number:-0", "number:12", "number:-65.613616999999977",
            "number:1e5", "number:1.5E-300", "number:123456789012345678901234567890");

    private static List<String> readAll(JsonReader r, RecordingSink sink) {
        r.beginArray();
        while (r.hasNext()) r.nextNumber(sink);
        r.endArray();
        r.close();
        return sink.events;
    }

    @Test
    void givesEachNumbersExactTextAsASlice() {
        RecordingSink sink = new RecordingSink();
        assertEquals(TEXTS, readAll(JsonReader.of(NUMBERS.getBytes(StandardCharsets.UTF_8)), sink));
        assertEquals(TEXTS.size(), sink.sliceCalls);
    }

    @Test
    void givesTheWholeNumberWhenAStreamRefillsInsideIt() {
        byte[] json = NUMBERS.getBytes(StandardCharsets.UTF_8);
        // one byte per read: every number is cut by a refill
        InputStream trickle = new ByteArrayInputStream(json) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 1));
            }
        };
        assertEquals(TEXTS, readAll(JsonReader.of(trickle), new RecordingSink()));
    }

    @Test
    void readsQuotedNumbersWhenAllowed() {
        JsonReader r = ReaderOptions.defaults().withQuotedNumbers(true).reader("[\"2.50\", 3]");
        RecordingSink sink = new RecordingSink();
        assertEquals(List.of("number:2.50", "number:3"), readAll(r, sink));
    }

    @Test
    void aTreeGivesItsNumbersAsCopyToDoes() {
        JsonValue tree = Json.parse("[7, 2.5]");
        RecordingSink viaNextNumber = new RecordingSink();
        readAll(JsonReader.of(tree), viaNextNumber);
        RecordingSink viaCopy = new RecordingSink();
        JsonReader r = JsonReader.of(tree);
        r.beginArray();
        while (r.hasNext()) r.copyTo(viaCopy);
        assertEquals(viaCopy.events, viaNextNumber.events);
        assertEquals(2, viaNextNumber.events.size());
    }

    @Test
    void refusesWhatIsNotANumberAndConsumesNothing() {
        for (JsonReader r : new JsonReader[] {JsonReader.of("[\"1\"]"), JsonReader.of(Json.parse("[\"1\"]"))}) {
            r.beginArray();
            RecordingSink sink = new RecordingSink();
            JsonException e = assertThrows(JsonException.class, () -> r.nextNumber(sink));
            assertTrue(e.getMessage().contains("number"), e.getMessage());
            assertTrue(e.getMessage().contains("$[0]"), e.getMessage());
            assertEquals(List.of(), sink.events);
            assertEquals("1", r.nextString());
        }
    }
}
