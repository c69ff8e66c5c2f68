package dev.brisk.json.internal;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.WriterOptions;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The writers that the mapper reuses: each document taken from the pool comes out exactly as a
 * new writer with the same options writes it, whatever the writer wrote before (deeper, larger,
 * other names), and the pool hands no writer to two threads at once.
 */
class ReusableWritersTest {
    private static String utf8(byte[] b) { return new String(b, StandardCharsets.UTF_8); }

    /** A document that depends on {@code n}: its depth, size and member names all vary. */
    private static void document(JsonWriter w, int n) {
        w.beginObject();
        for (int i = 0; i < n % 40; i++) {
            w.name("name" + (i * 7 + n) % 23);
            w.beginArray();
            for (int d = 0; d < n % 5; d++) w.beginArray();
            w.numberValue(n * 31L + i);
            w.stringValue("v\"" + i + "\u00e9");
            for (int d = 0; d < n % 5; d++) w.endArray();
            w.endArray();
        }
        w.endObject();
    }

    private static byte[] fresh(WriterOptions o, int n) {
        JsonWriter w = o.writer();
        document(w, n);
        return w.toByteArray();
    }

    @Test
    void eachDocumentIsWhatANewWriterWrites() {
        for (WriterOptions o : List.of(WriterOptions.defaults(), WriterOptions.defaults().withIndent(2),
                WriterOptions.defaults().withEscapeNonAscii(true), WriterOptions.defaults().withSequence(true))) {
            ReusableWriters pool = ReusableWriters.of(o);
            for (int n = 0; n < 200; n++) {
                JsonWriter w = pool.take();
                document(w, n);
                assertArrayEquals(fresh(o, n), pool.finish(w), o + " document " + n);
            }
        }
    }

    @Test
    void aWriterGivenBackStartsAtTheTopLevelAgain() {
        ReusableWriters pool = ReusableWriters.of(WriterOptions.defaults());
        JsonWriter w = pool.take();
        w.beginArray();
        w.numberValue(1);
        w.endArray();
        assertEquals("[1]", utf8(pool.finish(w)));
        JsonWriter again = pool.take();
        again.stringValue("x");
        assertEquals("\"x\"", utf8(pool.finish(again)));
    }

    @Test
    void oneThreadWritingDocumentAfterDocumentGetsItsWriterBackEachTime() {
        ReusableWriters pool = ReusableWriters.of(WriterOptions.defaults());
        JsonWriter w = pool.take();
        document(w, 3);
        pool.finish(w);
        for (int n = 0; n < 5; n++) {
            JsonWriter again = pool.take();
            assertSame(w, again, "the writer given back is the next one taken");
            document(again, n);
            assertArrayEquals(fresh(WriterOptions.defaults(), n), pool.finish(again));
        }
        JsonWriter first = pool.take();
        JsonWriter second = pool.take();
        assertNotSame(first, second, "a writer taken is out of the pool until given back");
    }

    @Test
    void anIncompleteDocumentIsRefusedAndItsWriterNotReused() {
        ReusableWriters pool = ReusableWriters.of(WriterOptions.defaults());
        JsonWriter w = pool.take();
        w.beginObject();
        JsonException e = assertThrows(JsonException.class, () -> pool.finish(w));
        assertEquals("Incomplete document: 1 container is still open (innermost: an object)", e.detail());
        JsonWriter next = pool.take();
        assertNotSame(w, next);
        next.nullValue();
        assertEquals("null", utf8(pool.finish(next)));
    }

    @Test
    void aDocumentLargerThanThePoolKeepsIsFollowedByCorrectSmallOnes() {
        ReusableWriters pool = ReusableWriters.of(WriterOptions.defaults());
        JsonWriter w = pool.take();
        String chunk = "x".repeat(1 << 16);
        w.beginArray();
        for (int i = 0; i < 40; i++) w.stringValue(chunk);
        w.endArray();
        byte[] big = pool.finish(w);
        assertEquals(40 * ((1 << 16) + 3) + 1, big.length);
        for (int n = 0; n < 20; n++) {
            JsonWriter s = pool.take();
            document(s, n);
            assertArrayEquals(fresh(WriterOptions.defaults(), n), pool.finish(s));
        }
    }

    @Test
    void threadsNeverShareAWriter() throws Exception {
        ReusableWriters pool = ReusableWriters.of(WriterOptions.defaults());
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int seed = t;
                done.add(threads.submit(() -> {
                    int checked = 0;
                    for (int n = seed; n < 4000; n += 4) {
                        JsonWriter w = pool.take();
                        document(w, n);
                        assertArrayEquals(fresh(WriterOptions.defaults(), n), pool.finish(w), "document " + n);
                        checked++;
                    }
                    return checked;
                }));
            }
            int total = 0;
            for (Future<Integer> f : done) total += f.get();
            assertEquals(4000, total);
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void documentsWrittenToAStreamOrCharsAreWhatANewWriterWrites() throws IOException {
        for (WriterOptions o : List.of(WriterOptions.defaults(), WriterOptions.defaults().withIndent(2),
                WriterOptions.defaults().withEscapeNonAscii(true), WriterOptions.defaults().withHtmlSafe(true))) {
            ReusableWriters pool = ReusableWriters.of(o);
            for (int n = 0; n < 200; n++) {
                // the three ways of finishing, in turn, on the same pooled writers
                if (n % 3 == 0) {
                    JsonWriter w = pool.take();
                    document(w, n);
                    assertArrayEquals(fresh(o, n), pool.finish(w), o + " document " + n);
                } else if (n % 3 == 1) {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    JsonWriter w = pool.take(out);
                    document(w, n);
                    assertEquals(0, out.size(), "nothing reaches the stream before the document is done");
                    pool.finishToTarget(w);
                    assertArrayEquals(fresh(o, n), out.toByteArray(), o + " document " + n);
                } else {
                    StringBuilder chars = new StringBuilder();
                    JsonWriter w = pool.take(chars);
                    document(w, n);
                    pool.finishToTarget(w);
                    assertEquals(utf8(fresh(o, n)), chars.toString(), o + " document " + n);
                }
            }
        }
    }

    /** Counts the writes a stream gets and the largest. */
    private static final class CountingStream extends ByteArrayOutputStream {
        int writes;
        int largest;

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            writes++;
            largest = Math.max(largest, len);
            super.write(b, off, len);
        }
    }

    @Test
    void aDocumentLargerThanThePoolKeepsSpillsToItsTargetInPiecesOfTheLargestPooledBuffer() {
        ReusableWriters pool = ReusableWriters.of(WriterOptions.defaults());
        String chunk = "y\u00e9\ud83d\ude00".repeat(1 << 13) + "z";
        CountingStream out = new CountingStream();
        StringBuilder chars = new StringBuilder();
        JsonWriter w = pool.take(out);
        JsonWriter c = pool.take(chars);
        JsonWriter whole = WriterOptions.defaults().writer();
        for (JsonWriter x : List.of(w, c, whole)) {
            x.beginArray();
            for (int i = 0; i < 40; i++) x.stringValue(chunk);
            x.endArray();
        }
        pool.finishToTarget(w);
        pool.finishToTarget(c);
        byte[] expected = whole.toByteArray();
        assertArrayEquals(expected, out.toByteArray());
        assertEquals(utf8(expected), chars.toString());
        // drained when the next piece no longer fits: nearly full, never past the pooled size
        assertTrue(out.largest <= 1 << 20 && out.largest > (1 << 20) - 4096, "largest write " + out.largest);
        assertTrue(out.writes >= (expected.length + (1 << 20) - 1) >> 20
                && out.writes <= (expected.length + (1 << 20) - 4097) / ((1 << 20) - 4096), out.writes + " writes");
        for (int n = 0; n < 20; n++) {
            ByteArrayOutputStream small = new ByteArrayOutputStream();
            JsonWriter s = pool.take(small);
            document(s, n);
            pool.finishToTarget(s);
            assertArrayEquals(fresh(WriterOptions.defaults(), n), small.toByteArray());
        }
    }

    @Test
    void aFailingTargetOrAnIncompleteDocumentKeepsTheWriterOutOfThePool() {
        ReusableWriters pool = ReusableWriters.of(WriterOptions.defaults());
        OutputStream failing = new OutputStream() {
            @Override
            public void write(int b) throws IOException { throw new IOException("disk full"); }

            @Override
            public void write(byte[] b, int off, int len) throws IOException { throw new IOException("disk full"); }
        };
        JsonWriter w = pool.take(failing);
        w.stringValue("x");
        JsonException e = assertThrows(JsonException.class, () -> pool.finishToTarget(w));
        assertEquals("disk full", e.getCause().getMessage());
        ByteArrayOutputStream none = new ByteArrayOutputStream();
        JsonWriter next = pool.take(none);
        assertNotSame(w, next, "a writer whose target failed is not given back");
        next.beginArray();
        assertThrows(JsonException.class, () -> pool.finishToTarget(next));
        assertEquals(0, none.size(), "an incomplete document hands nothing over");
        JsonWriter third = pool.take();
        assertNotSame(next, third);
        third.nullValue();
        assertEquals("null", utf8(third.toByteArray())); // a codec may take the bytes itself first
        assertEquals("null", utf8(pool.finish(third)));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JsonWriter fourth = pool.take(out);
        fourth.nullValue();
        pool.finishToTarget(fourth);
        assertEquals("null", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void onlyTheWriterInstallsThePool() {
        ReusableWriters.of(WriterOptions.defaults());
        assertThrows(IllegalStateException.class, () -> ReusableWriters.install(o -> null));
    }
}
