package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.internal.RewindableSink;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reader's one optimistic walk ({@link ContainerWalk}) bails out explicitly and catches
 * nothing: a sink's own exception comes out of {@link JsonReader#copyTo} unchanged with the walk
 * not run again; a shape the walk leaves to the state machine gives exactly the token path's
 * calls after one rewind; a value the sink refuses is reported once, where the token path
 * reports it; and copyTo always consumes the value.
 */
class ContainerWalkTest {

    /** A rewindable sink that records its calls, counts rewinds, and can fail at one call. */
    static final class Recording implements JsonSink, RewindableSink {
        final List<String> events = new ArrayList<>();
        int rewinds;
        int walksBegun;
        String failAt;
        RuntimeException failure;

        @Override public long mark() { walksBegun++; return events.size(); }
        @Override public void rewind(long mark) {
            rewinds++;
            events.subList((int) mark, events.size()).clear();
        }
        @Override public boolean takesDecimalsAsDoubles() { return false; }

        private void add(String e) {
            if (e.equals(failAt)) throw failure;
            events.add(e);
        }

        @Override public void beginObject() { add("{"); }
        @Override public void endObject() { add("}"); }
        @Override public void beginArray() { add("["); }
        @Override public void endArray() { add("]"); }
        @Override public void name(String name) { add("name:" + name); }
        @Override public void name(byte[] b, int off, int len) { add("name:" + new String(b, off, len, StandardCharsets.UTF_8)); }
        @Override public void stringValue(String value) { add("string:" + value); }
        @Override public void stringValue(byte[] b, int off, int len) { add("string:" + new String(b, off, len, StandardCharsets.UTF_8)); }
        // a short integer comes as its value from the walk and as its text from the token path: one event for both
        @Override public void numberValue(long value) { add("number:" + value); }
        @Override public void numberValue(double value) { add("double:" + value); }
        @Override public void numberValue(BigInteger value) { add("bigint:" + value); }
        @Override public void numberValue(BigDecimal value) { add("bigdec:" + value); }
        @Override public void numberText(String text) { add("number:" + text); }
        @Override public void numberText(byte[] b, int off, int len) { add("number:" + new String(b, off, len, StandardCharsets.US_ASCII)); }
        @Override public void booleanValue(boolean value) { add("boolean:" + value); }
        @Override public void nullValue() { add("null"); }
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** The token path's calls: the same recorder hidden behind a plain sink. */
    private static List<String> tokenPath(ReaderOptions ro, byte[] doc) {
        Recording target = new Recording();
        try (JsonReader r = ro.reader(doc)) {
            r.copyTo(SinkCopyTest.forwarding(target));
        }
        assertEquals(0, target.walksBegun);
        return target.events;
    }

    @Test
    void aSinksOwnExceptionComesOutUnchangedAndTheWalkIsNotRunAgain() {
        Recording sink = new Recording();
        sink.failAt = "string:boom";
        sink.failure = new IllegalStateException("a bug in the sink");
        try (JsonReader r = JsonReader.of(utf8("{\"a\": [1, \"boom\", true]}"))) {
            RuntimeException e = assertThrows(RuntimeException.class, () -> r.copyTo(sink));
            assertSame(sink.failure, e);
        }
        assertEquals(1, sink.walksBegun);
        assertEquals(0, sink.rewinds);
        assertEquals(List.of("{", "name:a", "[", "number:1"), sink.events);
    }

    @Test
    void anExceptionFromATreeBuildersInputComesOutUnchangedToo() {
        // a non-JsonException from inside the walk (here thrown by the sink on the first name) is never taken for a bail-out
        Recording sink = new Recording();
        sink.failAt = "name:a";
        sink.failure = new ArrayIndexOutOfBoundsException("as if the walk had a bug");
        try (JsonReader r = JsonReader.of(utf8("[{\"a\": 1}]"))) {
            assertSame(sink.failure, assertThrows(ArrayIndexOutOfBoundsException.class, () -> r.copyTo(sink)));
        }
        assertEquals(0, sink.rewinds);
    }

    @Test
    void aShapeTheWalkLeavesToTheStateMachineGivesTheTokenPathsCalls() {
        // six chars in twelve bytes: over a limit of 8 in bytes (the walk bails), within it in chars
        ReaderOptions ro = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxStringLength(8));
        byte[] doc = utf8("{\"a\": [1, 2.5, \"éééééé\", null], \"b\": {}}");
        Recording sink = new Recording();
        try (JsonReader r = ro.reader(doc)) {
            r.copyTo(sink);
            assertEquals(JsonToken.END_DOCUMENT, r.peek());
        }
        assertEquals(1, sink.rewinds);
        assertEquals(tokenPath(ro, doc), sink.events);
        assertEquals(List.of("{", "name:a", "[", "number:1", "number:2.5", "string:éééééé", "null", "]", "name:b", "{", "}", "}"), sink.events);
    }

    @Test
    void withoutABailOutTheWalkGivesTheSameCallsInOnePass() {
        byte[] doc = utf8("{\"a\": [1, 2.5, \"é\\n\", null, false], \"b\": {\"c\": -7e3}}");
        Recording sink = new Recording();
        try (JsonReader r = JsonReader.of(doc)) {
            r.copyTo(sink);
        }
        assertEquals(1, sink.walksBegun);
        assertEquals(0, sink.rewinds);
        assertEquals(tokenPath(ReaderOptions.defaults(), doc), sink.events);
    }

    @Test
    void anErrorInsideTheWalkIsTheTokenPathsErrorWithItsPlaceAndPath() {
        for (String doc : new String[] {"{\"a\": [1, tru]}", "[1, \"\\x\"]", "{\"a\": 01}", "[[\"\u0001\"]]", "{\"a\" 1}", "[1,]"}) {
            Recording sink = new Recording();
            JsonException fast;
            try (JsonReader r = JsonReader.of(utf8(doc))) {
                fast = assertThrows(JsonException.class, () -> r.copyTo(sink), doc);
            }
            JsonException slow;
            try (JsonReader r = JsonReader.of(utf8(doc))) {
                slow = assertThrows(JsonException.class, () -> r.copyTo(SinkCopyTest.forwarding(new Recording())), doc);
            }
            assertEquals(slow.getMessage(), fast.getMessage(), doc);
            assertEquals(slow.path(), fast.path(), doc);
            assertEquals(1, sink.rewinds, doc);
        }
    }

    @Test
    void aValueTheSinkRefusesIsReportedOnceAtTheTokenPathsPlaceAndPath() {
        String doc = "{\"a\": [1,\n  {\"b\": 1e400}], \"c\": 2}";
        Recording sink = new Recording();
        sink.failAt = "number:1e400";
        sink.failure = new JsonException("Number 1e400 is beyond the range of a double", null);
        JsonException fast;
        try (JsonReader r = JsonReader.of(utf8(doc))) {
            fast = assertThrows(JsonException.class, () -> r.copyTo(sink));
        }
        Recording tokens = new Recording();
        tokens.failAt = sink.failAt;
        tokens.failure = sink.failure;
        JsonException slow;
        try (JsonReader r = JsonReader.of(utf8(doc))) {
            slow = assertThrows(JsonException.class, () -> r.copyTo(SinkCopyTest.forwarding(tokens)));
        }
        assertEquals("$.a[1].b", fast.path());
        assertEquals(doc.indexOf("1e400"), fast.offset());
        assertEquals(2, fast.line());
        assertEquals(slow.getMessage(), fast.getMessage());
        assertEquals(slow.offset(), fast.offset());
        assertEquals(slow.column(), fast.column());
        assertEquals(slow.path(), fast.path());
        assertSame(sink.failure, fast.getCause());
        assertEquals(1, sink.walksBegun);
        assertEquals(0, sink.rewinds);
        assertEquals(tokens.events, sink.events);
    }

    @Test
    void copyToConsumesTheValueWhereverTheWalkDoesNotApply() {
        byte[] doc = utf8("{\"a\": [1, \"x\", true]}");
        JsonReader[] readers = {JsonReader.of(doc), JsonReader.of(new ByteArrayInputStream(doc)),
            ReaderOptions.defaults().withComments(true).reader(doc), ReaderOptions.defaults().withRejectDuplicateNames(true).reader(doc)};
        for (JsonReader r : readers) {
            Recording sink = new Recording();
            r.copyTo(sink);
            assertEquals(List.of("{", "name:a", "[", "number:1", "string:x", "boolean:true", "]", "}"), sink.events);
            assertEquals(JsonToken.END_DOCUMENT, r.peek());
            r.close();
        }
    }

    @Test
    void skipValueAfterABailOutEndsWhereTheTokenPathEnds() {
        ReaderOptions ro = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxStringLength(8));
        try (JsonReader r = ro.reader(utf8("[{\"a\": \"éééééé\"}, 5]"))) {
            r.beginArray();
            r.skipValue();
            assertEquals("$[1]", r.path());
            assertEquals(5, r.nextInt());
            r.endArray();
        }
        // a real error inside the skipped container: the token path's message and path
        JsonException e;
        try (JsonReader r = JsonReader.of(utf8("[{\"a\": [1, 2, x]}]"))) {
            r.beginArray();
            e = assertThrows(JsonException.class, r::skipValue);
        }
        assertTrue(e.path().startsWith("$[0].a[2]"), e.path());
    }
}
