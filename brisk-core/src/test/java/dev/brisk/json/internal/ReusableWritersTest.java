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
    void documentsWrittenToAStreamAreWhatANewWriterWrites() throws IOException {
        for (WriterOptions o : List.of(WriterOptions.defaults(), WriterOptions.defaults().withIndent(2),
                WriterOptions.defaults().withEscapeNonAscii(true), WriterOptions.defaults().withHtmlSafe(true))) {
            ReusableWriters pool = ReusableWriters.of(o);
            for (int n = 0; n < 200; n++) {
                JsonWriter w = pool.take();
                document(w, n);
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                // both ways of finishing, in turn, on the same pooled writers
                if (n % 3 == 0) out.write(pool.finish(w));
                else pool.finish(w, out);
                assertArrayEquals(fresh(o, n), out.toByteArray(), o + " document " + n);
            }
        }
    }

    @Test
    void aDocumentLargerThanThePoolKeepsGoesToAStreamWhole() throws IOException {
        ReusableWriters pool = ReusableWriters.of(WriterOptions.defaults());
        JsonWriter w = pool.take();
        String chunk = "y".repeat(1 << 16);
        w.beginArray();
        for (int i = 0; i < 40; i++) w.stringValue(chunk);
        w.endArray();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        pool.finish(w, out);
        assertEquals(40 * ((1 << 16) + 3) + 1, out.size());
        for (int n = 0; n < 20; n++) {
            JsonWriter s = pool.take();
            document(s, n);
            ByteArrayOutputStream small = new ByteArrayOutputStream();
            pool.finish(s, small);
            assertArrayEquals(fresh(WriterOptions.defaults(), n), small.toByteArray());
        }
    }

    @Test
    void aFailingStreamOrAnIncompleteDocumentKeepsTheWriterOutOfThePool() throws IOException {
        ReusableWriters pool = ReusableWriters.of(WriterOptions.defaults());
        JsonWriter w = pool.take();
        w.stringValue("x");
        OutputStream failing = new OutputStream() {
            @Override
            public void write(int b) throws IOException { throw new IOException("disk full"); }

            @Override
            public void write(byte[] b, int off, int len) throws IOException { throw new IOException("disk full"); }
        };
        assertEquals("disk full", assertThrows(IOException.class, () -> pool.finish(w, failing)).getMessage());
        JsonWriter next = pool.take();
        assertNotSame(w, next, "a writer whose target failed is not given back");
        next.beginArray();
        assertThrows(JsonException.class, () -> pool.finish(next, new ByteArrayOutputStream()));
        JsonWriter third = pool.take();
        assertNotSame(next, third);
        third.nullValue();
        assertEquals("null", utf8(third.toByteArray())); // a codec may take the bytes itself first
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        pool.finish(third, out);
        assertEquals("null", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void onlyTheWriterInstallsThePool() {
        ReusableWriters.of(WriterOptions.defaults());
        assertThrows(IllegalStateException.class, () -> ReusableWriters.install(o -> null));
    }
}
