package dev.brisk.jsonp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonException;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.eclipse.parsson.JsonProviderImpl;
import org.junit.jupiter.api.Test;

/**
 * Values whose text is longer than the pooled writer's buffer (1 MiB), which an object-model
 * writer hands to its target a buffer at a time: the bytes and chars that reach the target are
 * those the value has written whole in memory, they read back (by Parsson) to the value written,
 * and the memory a write takes stays bounded by the buffer, not the output.
 */
class LargeWritesAgainstParssonTest {
    private static final JsonProvider BRISK = new BriskJsonProvider();
    private static final JsonProvider PARSSON = new JsonProviderImpl();
    private static final int BUFFER = 1 << 20;

    /** An array of generated documents (read by Parsson) whose text passes {@code bytes}. */
    private static JsonValue longValue(long seed, int bytes) {
        JsonArrayBuilder a = PARSSON.createArrayBuilder();
        int written = 0;
        for (long k = seed; written < bytes; k++) {
            String doc = RandomJson.document(k);
            a.add(PARSSON.createReader(new StringReader(doc)).readValue());
            written += doc.getBytes(StandardCharsets.UTF_8).length + 1;
        }
        return a.build();
    }

    /** The value written by a Brisk writer that keeps everything in memory. */
    private static byte[] inMemory(JsonValue value) {
        dev.brisk.json.JsonWriter w = Config.DEFAULT.writing.writer();
        ValueWriting.write(value, w);
        return w.toByteArray();
    }

    @Property(tries = 8)
    void aValueLongerThanTheBufferReachesAStreamAndAWriterAsWrittenInMemory(
            @ForAll long seed, @ForAll @IntRange(min = BUFFER / 2, max = 3 * BUFFER) int length) {
        JsonValue value = longValue(seed, length);
        byte[] expected = inMemory(value);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (var w = BRISK.createWriter(bytes)) {
            w.write(value);
        }
        assertArrayEquals(expected, bytes.toByteArray());
        StringWriter chars = new StringWriter();
        try (var w = BRISK.createWriter(chars)) {
            w.write(value);
        }
        String text = new String(expected, StandardCharsets.UTF_8);
        assertEquals(text, chars.toString());
        ByteArrayOutputStream utf16 = new ByteArrayOutputStream();
        try (var w = BRISK.createWriterFactory(null).createWriter(utf16, StandardCharsets.UTF_16LE)) {
            w.write(value);
        }
        assertEquals(text, utf16.toString(StandardCharsets.UTF_16LE));
        // the reference reads Brisk's text back to the value, as it reads its own
        StringWriter parsson = new StringWriter();
        try (var w = PARSSON.createWriter(parsson)) {
            w.write(value);
        }
        JsonValue ownBack = PARSSON.createReader(new StringReader(parsson.toString())).readValue();
        assertEquals(ownBack, PARSSON.createReader(new StringReader(text)).readValue());
        assertEquals(value, ownBack);
    }

    /** A stream that keeps nothing, counting what it is given and the largest single write. */
    private static final class Counting extends OutputStream {
        long bytes;
        int largest;

        @Override
        public void write(int b) {
            bytes++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            bytes += len;
            largest = Math.max(largest, len);
        }
    }

    @Test
    void writingAValueOfMegabytesTakesMemoryBoundedByTheBufferNotTheOutput() {
        var threads = ManagementFactory.getThreadMXBean();
        assumeTrue(threads instanceof com.sun.management.ThreadMXBean, "this JVM does not count allocations per thread");
        var counter = (com.sun.management.ThreadMXBean) threads;
        assumeTrue(counter.isThreadAllocatedMemorySupported() && counter.isThreadAllocatedMemoryEnabled(),
                "this JVM does not count allocations per thread");
        JsonValue value = BRISK.createReader(new StringReader(text(longValue(7, 5 * BUFFER)))).readValue();
        long output = 0;
        long allocated = Long.MAX_VALUE;
        for (int round = 0; round < 5; round++) {
            Counting out = new Counting();
            long before = counter.getCurrentThreadAllocatedBytes();
            try (var w = BRISK.createWriter(out)) {
                w.write(value);
            }
            allocated = Math.min(allocated, counter.getCurrentThreadAllocatedBytes() - before);
            output = out.bytes;
            assertTrue(out.largest <= BUFFER, "largest write " + out.largest);
        }
        assertTrue(output > 3 * BUFFER, "output " + output);
        // the writer and its buffer come from the pool: a write allocates a small part of its output
        assertTrue(allocated < BUFFER / 4, allocated + " bytes allocated to write " + output);
    }

    private static String text(JsonValue value) {
        StringWriter s = new StringWriter();
        try (var w = PARSSON.createWriter(s)) {
            w.write(value);
        }
        return s.toString();
    }

    @Test
    void aValueThatFailsAfterTheFirstBufferLeavesOnlyWholeBuffersOfItsText() {
        JsonValue good = longValue(11, 2 * BUFFER);
        JsonValue bad = BRISK.createArrayBuilder().add(good).add("\ud800").build();
        byte[] prefix = inMemory(BRISK.createArrayBuilder().add(good).build());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThrows(JsonException.class, () -> BRISK.createWriter(out).write(bad));
        byte[] got = out.toByteArray();
        assertTrue(got.length > 0 && got.length < prefix.length, got.length + " bytes");
        assertArrayEquals(Arrays.copyOf(prefix, got.length), got, "the text reached the stream up to a buffer's end");
        // up to the buffer's size, a failed value reaches the target not at all
        JsonValue small = BRISK.createArrayBuilder().add(longValue(11, BUFFER / 2)).add("\ud800").build();
        ByteArrayOutputStream none = new ByteArrayOutputStream();
        assertThrows(JsonException.class, () -> BRISK.createWriter(none).write(small));
        assertEquals(0, none.size());
        StringWriter noChars = new StringWriter();
        assertThrows(JsonException.class, () -> BRISK.createWriter(noChars).write(small));
        assertEquals(0, noChars.getBuffer().length());
    }
}
