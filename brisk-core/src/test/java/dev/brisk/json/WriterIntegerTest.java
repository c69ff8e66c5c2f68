package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Integers through the writer: the array-element fast path, members, trees, into memory, a
 * stream and chars, with values ending at every place around the stream buffer's flush
 * boundary (the printer stores whole words past a number's end, within the room it made).
 */
class WriterIntegerTest {
    private static final long[] SAMPLES = {0, 7, -7, 42, 123_456_789, -2_147_483_648L, 2_147_483_647L,
            99_999_999, 100_000_000, -100_000_000, 9_999_999_999_999_999L, Long.MIN_VALUE, Long.MAX_VALUE, -1};

    private interface Body { void write(JsonWriter w); }

    /** The same calls into memory, an OutputStream and a StringWriter: all three must agree. */
    private static String everywhere(Body body) {
        JsonWriter mem = JsonWriter.create();
        body.write(mem);
        String inMemory = new String(mem.toByteArray(), StandardCharsets.UTF_8);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JsonWriter w = JsonWriter.of(bytes)) {
            body.write(w);
        }
        assertEquals(inMemory, bytes.toString(StandardCharsets.UTF_8));
        StringWriter chars = new StringWriter();
        try (JsonWriter w = JsonWriter.of(chars)) {
            body.write(w);
        }
        assertEquals(inMemory, chars.toString());
        return inMemory;
    }

    @Test
    void numbersEndingAtEveryPlaceAroundTheFlushBoundary() {
        // A string pads the output so that the numbers after it cross the 8 KiB stream buffer
        // (and the in-memory buffer's first sizes, 4 and 8 KiB) at every offset; the numbers of
        // each length cover both sides of the boundary.
        for (int pad = 3990; pad < 8200; pad = pad == 4100 ? 8090 : pad + 1) {
            String padding = "x".repeat(pad);
            for (long sample : SAMPLES) {
                StringBuilder expected = new StringBuilder("[\"").append(padding).append('"');
                for (int i = 0; i < 12; i++) expected.append(',').append(sample).append(',').append((int) sample);
                expected.append(']');
                String got = everywhere(w -> {
                    w.beginArray();
                    w.stringValue(padding);
                    for (int i = 0; i < 12; i++) {
                        w.numberValue(sample);
                        w.numberValue((int) sample);
                    }
                    w.endArray();
                });
                assertEquals(expected.toString(), got);
            }
        }
    }

    @Test
    void firstElementsMembersAndTopLevelValues() {
        Names names = Names.of("a", "b");
        String got = everywhere(w -> {
            w.beginObject();
            w.member(names, 0, Long.MIN_VALUE);
            w.member(names, 1, Integer.MIN_VALUE);
            w.name("c");
            w.beginArray();
            w.numberValue(-5L);
            w.beginArray();
            w.numberValue(6);
            w.endArray();
            w.numberValue(1_000_000_000_000L);
            w.endArray();
            w.name("d");
            w.numberValue(12);
            w.endObject();
        });
        assertEquals("{\"a\":-9223372036854775808,\"b\":-2147483648,\"c\":[-5,[6],1000000000000],\"d\":12}", got);
        assertEquals("-42", everywhere(w -> w.numberValue(-42L)));
        assertEquals("123", everywhere(w -> w.numberValue(123)));
        JsonWriter pretty = WriterOptions.defaults().withIndent(1).writer();
        pretty.beginArray();
        pretty.numberValue(1);
        pretty.numberValue(-22L);
        pretty.endArray();
        assertEquals("[\n 1,\n -22\n]", new String(pretty.toByteArray(), StandardCharsets.UTF_8));
    }

    @Test
    void treeArraysOfIntegersWriteBackTheirText() {
        StringBuilder doc = new StringBuilder("[");
        Random r = new Random(11);
        for (int i = 0; i < 3000; i++) {
            if (i > 0) doc.append(',');
            doc.append(r.nextLong() >> r.nextInt(64));
        }
        doc.append(",-9223372036854775808,9223372036854775807,0]");
        JsonValue tree = Json.parse(doc.toString().getBytes(StandardCharsets.US_ASCII));
        assertEquals(doc.toString(), new String(Json.toBytes(tree), StandardCharsets.US_ASCII));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JsonWriter w = JsonWriter.of(bytes)) {
            tree.copyTo(w);
        }
        assertEquals(doc.toString(), bytes.toString(StandardCharsets.US_ASCII));
    }

    @Property(tries = 300)
    void arraysOfLongsAndIntsLikeTheJdk(@ForAll List<Long> longs, @ForAll List<Integer> ints) {
        StringBuilder expected = new StringBuilder("[");
        for (long v : longs) expected.append(expected.length() > 1 ? "," : "").append(v);
        for (int v : ints) expected.append(expected.length() > 1 ? "," : "").append(v);
        expected.append(']');
        assertEquals(expected.toString(), everywhere(w -> {
            w.beginArray();
            for (long v : longs) w.numberValue(v);
            for (int v : ints) w.numberValue(v);
            w.endArray();
        }));
    }
}
